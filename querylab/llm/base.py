"""The one interface every LLM backend implements.

A request carries the rendered prompt *and* the raw template variables. A real model reads the prompt;
the embedded offline model reads the variables of the task it is asked to do. Both must honour the
same output contracts, and both replies go through the same parsers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator, Literal, Protocol, runtime_checkable

ErrorKind = Literal["timeout", "rate_limit", "server", "connection", "auth", "bad_request", "bad_response", "other"]


class LLMError(RuntimeError):
    """Any backend failure, normalised. `kind` tells the pipeline which degradation event to record."""

    def __init__(self, kind: ErrorKind, message: str, *, status: int | None = None) -> None:
        super().__init__(f"{kind}: {message}")
        self.kind: ErrorKind = kind
        self.status = status


@dataclass(frozen=True)
class LLMRequest:
    task: str  # the template's name: router, decide, judge, rewrite, hyde, answer, ...
    system: str
    user: str
    variables: dict[str, Any] = field(default_factory=dict)
    max_tokens: int = 512
    temperature: float = 0.0
    #: JSON schema the reply must follow; None: the backend looks one up by `task` (`querylab/llm/schemas.py`).
    schema: dict[str, Any] | None = None


@dataclass
class LLMResponse:
    text: str
    model: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    finish_reason: str | None = None  # "length": the reply was cut at max_tokens (StepRunner records it)
    #: True: the server was asked to constrain the reply to a JSON schema; False: asked for free text;
    #: None: the backend has no such notion (the offline model).
    constrained: bool | None = None


@runtime_checkable
class LLM(Protocol):
    """A model is one small class: `complete` is required, `stream` yields text pieces."""

    name: str  # backend name shown in traces, e.g. "offline" or "openai"
    model: str
    offline: bool

    def complete(self, request: LLMRequest) -> LLMResponse: ...

    def stream(self, request: LLMRequest) -> Iterator[str]: ...
