"""A scripted, in-process LLM for tests: each task's reply is written down in advance.

Why: pipeline tests need exact control over what "the model" says per step (router, judge, rewrite,
...) without a network or a real model, and they need to see which requests were made. A script maps
a task name to one of:
- a string: always that reply;
- a list: replies in order, the last one repeating once the list is used up;
- a callable `(LLMRequest) -> str`: computed replies (e.g. echo a variable);
- an exception instance: raised (an `LLMError` simulates a backend failure of that kind).
List elements may themselves be any of the above.

A task with no script raises `UnscriptedTaskError` (not an `LLMError`), on purpose: a test that forgot
a step should fail loudly rather than have the pipeline quietly record a degradation and carry on.
Pass `default=` to answer unscripted tasks.
"""

from __future__ import annotations

import threading
from typing import Callable, Iterator, Mapping, Union

from querylab.llm.base import LLMRequest, LLMResponse
from tests.fakes.openai_server import split_tokens

ScriptItem = Union[str, Callable[[LLMRequest], str], BaseException]
Script = Union[ScriptItem, list[ScriptItem]]


class UnscriptedTaskError(LookupError):
    """The ScriptedLLM was asked for a task its script does not cover."""


class ScriptedLLM:
    """Implements the `LLM` protocol from a script; records every request in `calls`."""

    name = "scripted"
    offline = False

    def __init__(
        self,
        script: Mapping[str, Script] | None = None,
        *,
        default: Script | None = None,
        model: str = "scripted-model",
    ) -> None:
        self.model = model
        self.script: dict[str, Script] = dict(script or {})
        self.default = default
        self.calls: list[LLMRequest] = []
        self.last_usage: tuple[int, int] | None = None
        self._positions: dict[str, int] = {}
        self._lock = threading.Lock()

    def tasks(self) -> list[str]:
        """Task names of the recorded calls, in order (handy in assertions)."""
        return [call.task for call in self.calls]

    def complete(self, request: LLMRequest) -> LLMResponse:
        text = self._reply(request)
        response = LLMResponse(
            text=text,
            model=self.model,
            prompt_tokens=len(f"{request.system} {request.user}".split()),
            completion_tokens=len(text.split()),
        )
        self.last_usage = (response.prompt_tokens, response.completion_tokens)
        return response

    def stream(self, request: LLMRequest) -> Iterator[str]:
        """Yield the reply word by word, whitespace kept, so the joined pieces equal `complete`'s text.

        Like a real backend's stream, nothing happens (no call recorded, no error raised) until
        iteration starts.
        """
        response = self.complete(request)
        yield from split_tokens(response.text)

    def _reply(self, request: LLMRequest) -> str:
        with self._lock:
            self.calls.append(request)
            item = self._next_item(request.task)
        if isinstance(item, BaseException):
            raise item
        text = item(request) if callable(item) else item
        if not isinstance(text, str):
            raise TypeError(f"script for task {request.task!r} produced {type(text).__name__}, expected str")
        return text

    def _next_item(self, task: str) -> ScriptItem:
        if task in self.script:
            entry = self.script[task]
        elif self.default is not None:
            entry = self.default
            task = "\0default"  # the default list keeps its own position
        else:
            raise UnscriptedTaskError(f"ScriptedLLM has no script for task {task!r}; scripted: {sorted(self.script)}")
        if not isinstance(entry, list):
            return entry
        if not entry:
            raise UnscriptedTaskError(f"ScriptedLLM's script for task {task!r} is an empty list")
        position = self._positions.get(task, 0)
        self._positions[task] = position + 1
        return entry[min(position, len(entry) - 1)]
