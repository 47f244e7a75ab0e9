"""Work on another thread without sharing a trace: a private scratch trace that only the turn's thread merges."""

from __future__ import annotations

import threading
from concurrent.futures import Future
from typing import Any, Callable, Iterable, Iterator

from querylab.contracts import Step
from querylab.llm.base import LLM, LLMError
from querylab.steps.env import StepEnv
from querylab.steps.runner import StepRunner
from querylab.trace import Trace

ROUTE_GROUP = "route+speculation"


def in_background(fn: Callable[[], Any], name: str) -> Future:
    """Run `fn` on a daemon thread. Not a pool: a cancelled speculative call may still be waiting on the
    server, and it must hold neither a pool worker nor the interpreter's exit."""
    future: Future = Future()

    def run() -> None:
        future.set_running_or_notify_cancel()
        try:
            future.set_result(fn())
        except BaseException as exc:  # handed to whoever waits on the future
            future.set_exception(exc)

    threading.Thread(target=run, name=name, daemon=True).start()
    return future


def add_steps(env: StepEnv, steps: list[Step], group: str | None) -> None:
    """Append steps to the turn's trace in start order, mark them overlapped, and report them."""
    for step in steps:
        step.parallel_group = step.parallel_group or group
        env.trace.steps.append(step)
    env.trace.steps.sort(key=lambda s: s.started_at)  # stable: sequential steps keep their order
    if env.runner.on_step:
        for step in steps:
            env.runner.on_step(step)


class Scratch:
    """A private trace for work on another thread; only the turn's thread merges it into the turn's trace."""

    def __init__(self, env: StepEnv, llm: LLM) -> None:
        self.env = env
        self.trace = Trace()
        self.runner = StepRunner(llm)  # no on_step here: callbacks run on the turn's thread, in merge()

    def merge(self, group: str | None, steps: Iterable[Step] | None = None) -> None:
        add_steps(self.env, list(self.trace.steps if steps is None else steps), group)
        self.env.trace.events += self.trace.events


class CancellableLLM:
    """A model that refuses every call (also mid-stream) once `cancelled` is set; counts the calls it let start."""

    def __init__(self, inner: Any, cancelled: threading.Event) -> None:
        self.inner = inner
        self.cancelled = cancelled
        self.name = inner.name
        self.model = inner.model
        self.offline = getattr(inner, "offline", False)
        self.started = 0
        self.refused = 0

    @property
    def last_usage(self) -> Any:
        return getattr(self.inner, "last_usage", None)

    def identity_for(self, task: str) -> tuple[str, str]:
        """The backend and model that serve `task` (a per-step choice of backend passes through)."""
        identity = getattr(self.inner, "identity_for", None)
        return identity(task) if callable(identity) else (self.name, self.model)

    def _check(self) -> None:
        if self.cancelled.is_set():
            self.refused += 1
            raise LLMError("other", "cancelled: the route did not lead to this speculative work")

    def complete(self, request: Any) -> Any:
        self._check()
        self.started += 1
        return self.inner.complete(request)

    def stream(self, request: Any) -> Iterator[str]:
        self._check()
        self.started += 1
        for piece in self.inner.stream(request):
            if self.cancelled.is_set():
                raise LLMError("other", "cancelled: the route did not lead to this speculative work")
            yield piece
