"""The shortest critical path of a knowledge turn: the Preset flags `judge_rewrite`, `speculative_retrieval`,
`speculative_knowledge` and `answer_start` (`presets.critical_path()` turns them all on; numbers in
docs/bench_results.md).

Why: with a remote model every call costs a round trip of hundreds of milliseconds and retrieval tens, so the
time to the first answer token is set by the chain of model calls that wait on one another. For a question
that needs one rewrite the reference pipelines chain four calls (ragmeup: judge, rewrite, judge, answer) or
five (guarded: the route first). These options shorten the chain without changing any decision:

- `judge_rewrite`: the judge writes the rewrite in the same reply (prompts/judge_rewrite.toml): one call
  instead of two after a "no". The rewrite still goes through the pipeline's preservation check.
- `speculative_retrieval`: the original question's channels run while the router decides. Filters come from
  the principal, never from the route, so reading early cannot widen them; results are used only for the
  channels the turn asks for, and recorded as discarded otherwise.
- `speculative_knowledge`: the whole knowledge path of the original question (retrieve, judge, rewrite,
  retrieve, judge, answer) runs while the router decides, on a turn of its own with its answer held back.
  It becomes the turn's path only when the route leads to exactly that path (knowledge, the question kept,
  no time constraint the question does not state), so every decision is the sequential pipeline's by
  construction: same code, same inputs. Otherwise it is cancelled (its model refuses further calls) and the
  trace records what ran as discarded.
- `answer_start`: "after_first_word" streams the judge and starts the answer at its first word "yes" instead
  of after its motivation; "speculative" requests the answer alongside the judge and shows it only after
  "yes". On "no" the answer is cancelled: the price is one answer call's prompt per "no", and the trace
  records the discarded call.

Rules that keep this safe and readable:
- nothing is speculated for a question with instruction-like text: that turn waits for the router before any
  document is read or any other prompt is sent; speculation never calls a tool (tools are not on the
  knowledge path);
- work on another thread writes a trace of its own that the turn's thread merges, so a `Trace` is never
  written by two threads, and `on_step` / `on_token` are only ever called on the turn's thread (Streamlit
  needs that);
- every overlapped step carries a `parallel_group` naming the calls it overlapped with.
"""

from __future__ import annotations

import copy
import dataclasses
import logging
import queue
import re
import threading
import time
from concurrent.futures import Future
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator

from querylab.channels import ChannelSpec
from querylab.contracts import ChannelResult, FusedHit, Route, RouteContract, Step
from querylab.lexicon import protected_spans
from querylab.llm.base import LLMError
from querylab.parsing import json_reply, parse_judge, parse_rewrite  # PORT: json_reply
from querylab.steps import StepOutput, StepRunner
from querylab.templates import PromptTemplate
from querylab.trace import Trace

if TYPE_CHECKING:  # pragma: no cover - typing only
    from querylab.pipeline import _Turn

logger = logging.getLogger(__name__)

ANSWER_STARTS = ("after_judge", "after_first_word", "speculative")
ROUTE_GROUP = "route+speculation"
_REWRITE_TAG = re.compile(r"<\s*rewritten_query\s*>(.*?)<\s*/\s*rewritten_query\s*>", re.IGNORECASE | re.DOTALL)
_OPEN_TAG = re.compile(r"<\s*rewritten_query\s*>", re.IGNORECASE)


@dataclass(frozen=True)
class LLMCall:
    """Everything that decides a model call's reply. Two equal calls ask the model the same thing."""

    name: str
    template: PromptTemplate
    variables: dict[str, Any]
    context: dict[str, Any]

    def run(self, runner: StepRunner, trace: Trace, **kwargs: Any) -> StepOutput:
        return runner.call(trace, self.name, self.template, self.variables, self.context, **kwargs)


# -- reading a combined judge reply -----------------------------------------------------------------
def split_judge_rewrite(text: str) -> tuple[str, str | None]:
    """(the judge's part, the rewrite) of a judge_rewrite reply; the rewrite is None when none was written.

    A reply cut inside an unclosed tag keeps only the text before the tag (the caller then asks the
    separate rewrite step, as without the option).
    """
    if json_reply(text) is not None:  # PORT: a constrained (JSON) reply carries the rewrite as a field
        return (text or "").strip(), parse_rewrite(text)
    match = _REWRITE_TAG.search(text or "")
    if match:
        return (text[: match.start()] + text[match.end():]).strip(), parse_rewrite(match.group(1))
    opened = _OPEN_TAG.search(text or "")
    return ((text[: opened.start()] if opened else text) or "").strip(), None


def settled_verdict(text: str) -> str | None:
    """The judge's verdict as soon as its first word can no longer change, else None.

    Uses `parse_judge` itself (a word is settled once appending letters does not change the parse), so the
    early verdict is by construction the one the whole reply will get.
    """
    verdict = parse_judge(text).verdict
    if verdict == "unparsed" or parse_judge(text + "x").verdict != verdict:
        return None
    return verdict


# -- background work -------------------------------------------------------------------------------
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


class Scratch:
    """A private trace for work on another thread; only the turn's thread merges it into the turn's trace."""

    def __init__(self, turn: "_Turn") -> None:
        self.turn = turn
        self.trace = Trace()
        self.steps = StepRunner(turn.p.llm)  # no on_step here: callbacks run on the turn's thread, in merge()

    def merge(self, group: str, steps: Iterable[Step] | None = None) -> None:
        add_steps(self.turn, list(self.trace.steps if steps is None else steps), group)
        self.turn.trace.events += self.trace.events


def add_steps(turn: "_Turn", steps: list[Step], group: str) -> None:
    """Append steps to the turn's trace in start order, mark them overlapped, and report them."""
    for step in steps:
        step.parallel_group = step.parallel_group or group
        turn.trace.steps.append(step)
    turn.trace.steps.sort(key=lambda s: s.started_at)  # stable: sequential steps keep their order
    if turn.opts.on_step:
        for step in steps:
            turn.opts.on_step(step)


# -- (b) speculation while the router decides -----------------------------------------------------
_OWN_FIELDS = {"turn_id", "session_id", "preset", "backend", "model", "offline_model", "principal", "question", "history_turn_ids",
               "reference_turn_ids", "route", "decision", "config", "started_at", "duration_ms"}
_END = object()


class _Cancellable:
    """The turn's model, refusing every call (also mid-stream) once the speculation is cancelled."""

    def __init__(self, inner: Any, cancelled: threading.Event) -> None:
        self.inner = inner
        self.cancelled = cancelled
        self.name = inner.name
        self.model = inner.model
        self.offline = getattr(inner, "offline", False)

    @property
    def last_usage(self) -> Any:
        return getattr(self.inner, "last_usage", None)

    def _check(self) -> None:
        if self.cancelled.is_set():
            raise LLMError("other", "cancelled: the route did not lead to this speculative work")

    def complete(self, request: Any) -> Any:
        self._check()
        return self.inner.complete(request)

    def stream(self, request: Any) -> Iterator[str]:
        self._check()
        for piece in self.inner.stream(request):
            self._check()
            yield piece


class Speculation:
    """Work on the original question started while the router decides: its channels (`speculative_retrieval`),
    or the whole knowledge path with the answer held back (`speculative_knowledge`)."""

    def __init__(self, turn: "_Turn", question: str) -> None:
        self.turn = turn
        self.question = question
        self.started_at = time.time()
        self.route_done_at: float | None = None
        self.closed = False
        self.whole_path = turn.preset.speculative_knowledge
        if self.whole_path:
            self.cancelled = threading.Event()
            self.tokens: queue.SimpleQueue = queue.SimpleQueue()
            self.child: "_Turn | None" = None  # built on the background thread: it lists the tenants
            self.future = in_background(self._knowledge, "querylab-speculation")
        else:
            self.retrieval = Scratch(turn)
            self.specs = [ChannelSpec(f"original-{r}", question, r) for r in turn.preset.retrievers]
            self.future = in_background(self._retrieve, "querylab-speculation")

    @classmethod
    def maybe_start(cls, turn: "_Turn", question: str, signals: list[str]) -> "Speculation | None":
        p = turn.preset
        if not p.router or not (p.speculative_retrieval or p.speculative_knowledge) or p.hyde or signals:
            return None
        return cls(turn, question)

    # background thread ------------------------------------------------------------------------
    def _retrieve(self) -> list[ChannelResult]:
        with self.retrieval.trace.timed("retrieve-speculative", parallel_group=ROUTE_GROUP) as step:
            results = self.turn.p.channels.run(self.specs, self.turn.scope, self.turn.k * 2)
            step.parsed = {c.name: len(c.hits) for c in results}
        return results

    def _knowledge(self) -> None:
        """`knowledge(question, question)` on a turn of its own: same pipeline, scope, history and options,
        but its own trace, a model that can be cancelled, and the answer's pieces held in a queue."""
        try:
            turn = self.turn
            pipeline = copy.copy(turn.p)
            pipeline.llm = _Cancellable(turn.p.llm, self.cancelled)
            trace = Trace(session_id=turn.trace.session_id, preset=turn.trace.preset, backend=turn.trace.backend, model=turn.trace.model,
                          principal=turn.trace.principal, question=self.question, history_turn_ids=list(turn.trace.history_turn_ids),
                          config=dict(turn.trace.config))
            opts = dataclasses.replace(turn.opts, on_step=None, on_token=self.tokens.put)
            self.child = type(turn)(pipeline, trace, turn.scope, turn.history, opts)
            self.child.knowledge(self.question, self.question)
        finally:
            self.tokens.put(_END)

    # the turn's thread ------------------------------------------------------------------------
    def route_known(self, route: RouteContract) -> None:
        """Mark the route step as overlapped; a route that retrieves nothing discards everything now."""
        self.route_done_at = time.time()
        for step in self.turn.trace.steps:
            if step.name == "route":
                step.parallel_group = ROUTE_GROUP
        if route.route != Route.KNOWLEDGE:
            self.close(f"the route was {route.route.value}")

    def adopt(self, retrieval_query: str) -> bool:
        """Take the speculative knowledge path as this turn's, if the route leads to exactly that path.

        The path ran `knowledge(question, question)` with no route in its trace, so it is the turn's own path
        when the route keeps the question and names no time the question does not (a route's time constraint
        changes which documents are demoted as outdated). Streams the held-back answer on this thread.
        """
        route = self.turn.trace.route
        if self.closed or not self.whole_path:
            return False
        if retrieval_query != self.question or route is None or (route.time_constraint and not protected_spans(self.question).dates):
            return False
        self.closed = True
        on_token = self.turn.opts.on_token
        while (piece := self.tokens.get()) is not _END:
            if on_token:
                on_token(piece)
        error = self.future.exception()
        if self.child is not None:
            self._merge(self.child.trace)
        if error is not None:  # the path's own exception (e.g. retrieval unavailable) is the turn's
            raise error
        return True

    def channels(self) -> list[ChannelResult]:
        """Channel results for the original question that are ready now ([] if none)."""
        if self.whole_path:  # finished channels of the speculative path, if it got that far
            child = self.child
            return [] if child is None else [c for c in list(child.trace.channels) if c.name.startswith("original-") and c.query == self.question and c.error is None]
        if self.closed:
            return []
        try:
            results = self.future.result()
        except Exception as exc:  # the turn retrieves them itself
            logger.warning("speculative retrieval failed: %s", exc)
            return []
        self.closed = True
        self.retrieval.merge(ROUTE_GROUP)
        return [r for r in results if r.error is None]

    def close(self, reason: str = "not needed by this turn") -> None:
        """Cancel what is still running and record what was not used as discarded (idempotent)."""
        if self.closed:
            return
        self.closed = True
        if self.whole_path:
            self.cancelled.set()
            child = self.child
            done = [s.model_copy(deep=True) for s in list(child.trace.steps)] if child is not None else []
        else:
            done = [s.model_copy(deep=True) for s in self.retrieval.trace.steps] if self.future.done() else []
        for step in done:
            step.name = f"{step.name}-speculative" if not step.name.endswith("-speculative") else step.name
            step.parsed = {"discarded": reason, "result": step.parsed}
        if not done:
            done = [Step(name="retrieve-speculative", started_at=self.started_at, duration_ms=(time.time() - self.started_at) * 1000, parsed={"discarded": reason, "finished": False})]
        add_steps(self.turn, done, ROUTE_GROUP)

    def _merge(self, child: Trace) -> None:
        """The speculative path's trace into the turn's: its steps (those that overlapped the router marked so),
        channels, fused list, verdicts, rewrite, answer, citations and events."""
        for name in Trace.model_fields:
            if name in _OWN_FIELDS or name == "steps":
                continue
            value = getattr(child, name)
            if isinstance(value, list):
                getattr(self.turn.trace, name).extend(value)
            elif value not in (None, "", False):
                setattr(self.turn.trace, name, value)
        overlapped = self.route_done_at or time.time()
        for step in child.steps:  # what started while the router decided ran in parallel with it
            if step.started_at < overlapped:
                step.parallel_group = ROUTE_GROUP
        add_steps(self.turn, list(child.steps), ROUTE_GROUP)


# -- (d) the answer right after "yes" --------------------------------------------------------------
class _FirstWord:
    """Watches the judge's streamed reply and fires once its verdict is settled (or the reply ended)."""

    def __init__(self, combined: bool) -> None:
        self.combined = combined
        self.parts: list[str] = []
        self.verdict: str | None = None
        self.ready = threading.Event()

    def feed(self, piece: str) -> None:
        if self.ready.is_set():
            return
        self.parts.append(piece)
        verdict = settled_verdict("".join(self.parts))
        if verdict is not None:
            self.verdict = verdict
            self.ready.set()

    def close(self, text: str | None) -> None:
        if not self.ready.is_set():
            judged = split_judge_rewrite(text or "")[0] if self.combined else (text or "")
            self.verdict = parse_judge(judged).verdict
            self.ready.set()


class _Cancelled(Exception):
    """Raised inside a speculative answer's stream to stop it after a "no"."""


class SpeculativeAnswer:
    """The answer requested alongside the judge. Its pieces wait in a queue until the judge says "yes"."""

    _END = object()

    def __init__(self, turn: "_Turn", hits: list[FusedHit], question: str, group: str) -> None:
        self.turn = turn
        self.hits = hits
        self.group = group
        self.call, self.texts = turn.answer_request(hits, question)
        self.pieces: queue.SimpleQueue = queue.SimpleQueue()
        self.cancelled = threading.Event()
        self.scratch = Scratch(turn)
        self.started_at = time.time()
        self.future = in_background(self._run, "querylab-answer")

    def _sink(self, piece: str) -> None:
        if self.cancelled.is_set():
            raise _Cancelled()
        self.pieces.put(piece)

    def _run(self) -> StepOutput:
        try:
            return self.call.run(self.scratch.steps, self.scratch.trace, stream_to=self._sink, max_tokens=700, parallel_group=self.group)
        finally:
            self.pieces.put(self._END)

    def release(self) -> None:
        """Show the answer (on the turn's thread, as it streams) and finish it like the sequential path."""
        on_token = self.turn.opts.on_token
        while (piece := self.pieces.get()) is not self._END:
            if on_token:
                on_token(piece)
        out: StepOutput = self.future.result()
        self.scratch.merge(self.group)
        self.turn.finish_answer(out, self.hits, self.texts)

    def cancel(self, reason: str) -> None:
        self.cancelled.set()
        step = Step(
            name="answer-speculative", template=self.call.template.name, revision=self.call.template.revision,
            started_at=self.started_at, duration_ms=(time.time() - self.started_at) * 1000, parallel_group=self.group,
            parsed={"discarded": reason},
        )
        add_steps(self.turn, [step], self.group)


def judge_with_answer(turn: "_Turn", call: LLMCall, hits: list[FusedHit], question: str) -> tuple[StepOutput, bool]:
    """Ask the judge with its reply streamed, and give the answer as soon as its first word is "yes".

    Returns the judge's output and whether the answer was given. `answer_start="speculative"` has already
    requested the answer by then; "after_first_word" requests it at that moment.
    """
    group = f"{call.name}+answer"
    watcher = _FirstWord(combined=call.template.name == "judge_rewrite")
    scratch = Scratch(turn)

    def run_judge() -> StepOutput:
        out: StepOutput | None = None
        try:
            out = call.run(scratch.steps, scratch.trace, stream_to=watcher.feed, parallel_group=group)
            return out
        finally:
            watcher.close(out.text if out is not None else None)

    judge_f = in_background(run_judge, "querylab-judge")
    early = SpeculativeAnswer(turn, hits, question, group) if turn.preset.answer_start == "speculative" else None
    watcher.ready.wait()
    answered = watcher.verdict == "yes"
    if answered and early is not None:
        early.release()
    elif answered:
        turn.answer(hits, question, parallel_group=group)
    elif early is not None:
        early.cancel(f"the judge's first word was {watcher.verdict!r}")
    out = judge_f.result()
    scratch.merge(group)
    return out, answered
