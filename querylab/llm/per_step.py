"""A model that sends some steps' calls to another backend (`QUERYLAB_STEP_BACKENDS`).

Why: with a small local model the answer and the judge read passages well enough, but the router's JSON
contract is beyond it (SmolLM2-135M sends knowledge questions to tools); the offline model routes in
milliseconds and by the project's own routing set. So a user can route and decide offline and judge,
rewrite and answer on the local model. The request is the same whichever backend serves it (the offline
model reads its variables, a real model its prompt), and each step's trace records the backend and model
that served it (`identity_for`, read by `StepRunner`).
"""

from __future__ import annotations

import threading
from typing import Any, Iterator, Mapping

from querylab.llm.base import LLM, LLMRequest, LLMResponse


class PerStepLLM:
    """`default` for every step except those named in `by_task` (template name -> model)."""

    def __init__(self, default: LLM, by_task: Mapping[str, LLM]) -> None:
        self.default = default
        self.by_task = dict(by_task)
        self.name = default.name
        self.model = default.model
        self.offline = bool(getattr(default, "offline", False))
        self._last = threading.local()  # the model that served this thread's last call (for its usage figures)
        limits = [getattr(m, "max_concurrency", None) for m in (default, *self.by_task.values())]
        if any(x is not None for x in limits):
            self.max_concurrency = min(int(x) for x in limits if x is not None)

    def for_task(self, task: str) -> LLM:
        return self.by_task.get(task, self.default)

    def identity_for(self, task: str) -> tuple[str, str]:
        """(backend name, model) of the model that serves `task`'s calls."""
        model = self.for_task(task)
        return model.name, model.model

    def choices(self) -> dict[str, str]:
        """task -> backend name, for the trace's configuration."""
        return {task: m.name for task, m in self.by_task.items()}

    def complete(self, request: LLMRequest) -> LLMResponse:
        model = self.for_task(request.task)
        self._last.model = model
        return model.complete(request)

    def stream(self, request: LLMRequest) -> Iterator[str]:
        model = self.for_task(request.task)
        self._last.model = model
        yield from model.stream(request)

    def __getattr__(self, name: str) -> Any:
        # last_usage, last_finish_reason, last_constrained: of the model that served this thread's last call
        if name.startswith("last_"):
            model = getattr(self._last, "model", None) or self.default
            return getattr(model, name, None)
        raise AttributeError(name)

    def close(self) -> None:
        """The wrapped models belong to the engine, which closes them."""
