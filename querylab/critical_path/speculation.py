"""Critical-path options `speculative_retrieval` and `speculative_knowledge`: work on the question started
while the router decides.

The speculative knowledge path is the turn's own `Turn.knowledge(question, query)` on a turn of its own (its
own trace, a model that can be cancelled, the answer's pieces held back), so every decision it takes is the
sequential pipeline's by construction. It starts on the question as typed; the router's reply is streamed, and
as soon as its `normalized_query` field closes with a different query that the preservation guard would keep,
the path is restarted on that query (the first one cancelled and recorded as discarded). It is adopted only
when the finished, guarded route contract leads to exactly that path; otherwise it is cancelled as soon as that
is known — no model call of the abandoned path starts after the decision — and the trace records what ran
(wasted calls) and what was refused (saved calls).
"""

from __future__ import annotations

import dataclasses
import logging
import queue
import threading
import time
from typing import TYPE_CHECKING

from querylab.channels import ChannelSpec
from querylab.contracts import ChannelResult, Route, RouteContract, Step
from querylab.critical_path.background import ROUTE_GROUP, CancellableLLM, Scratch, add_steps, in_background
from querylab.lexicon import protected_spans
from querylab.parsing import closed_json_string
from querylab.preservation import missing_protected
from querylab.steps.names import ChannelSource, StepName, channel_name
from querylab.trace import Trace

if TYPE_CHECKING:  # pragma: no cover - typing only
    from querylab.turn import Turn

logger = logging.getLogger(__name__)

_END = object()
#: What an adopted speculative path contributes to the turn's trace. Everything else (identity, route,
#: decision, config, clocks) is the turn's own; tools are never on the knowledge path.
_EXTENDED = ("channels", "fused", "judgements", "citations", "events")
_REPLACED = ("reused_documents_from", "judge", "rewritten_query", "answer", "abstained")


class Speculation:
    """Work on the original question started while the router decides: its channels (`speculative_retrieval`),
    or the whole knowledge path with the answer held back (`speculative_knowledge`)."""

    def __init__(self, turn: "Turn", question: str) -> None:
        self.turn = turn
        self.env = turn.env
        self.question = question
        self.started_at = time.time()
        self.route_done_at: float | None = None
        self.closed = False
        self.whole_path = turn.preset.speculative_knowledge
        self.query = question  # what the speculative path retrieves with (the router's normalized query, once known)
        self.route_text: list[str] | None = []  # the router's reply so far; None once its normalized query was read
        if self.whole_path:
            self._start_path()
        else:
            self.retrieval = Scratch(self.env, turn.pipeline.llm)
            self.specs = [ChannelSpec(channel_name(ChannelSource.ORIGINAL, r), question, r) for r in turn.preset.retrievers]
            self.future = in_background(self._retrieve, "querylab-speculation")

    @classmethod
    def maybe_start(cls, turn: "Turn", question: str, signals: list[str]) -> "Speculation | None":
        p = turn.preset
        if not p.router or not (p.speculative_retrieval or p.speculative_knowledge) or p.hyde or signals:
            return None
        return cls(turn, question)

    # background thread ------------------------------------------------------------------------
    def _retrieve(self) -> list[ChannelResult]:
        with self.retrieval.trace.timed(StepName.RETRIEVE.value, parallel_group=ROUTE_GROUP) as step:
            results = self.turn.pipeline.channels.run(self.specs, self.env.scope, self.env.depth)
            step.parsed = {c.name: len(c.hits) for c in results}
        return results

    def _start_path(self) -> None:
        self.cancelled = threading.Event()
        self.llm = CancellableLLM(self.turn.pipeline.llm, self.cancelled)
        self.tokens: queue.SimpleQueue = queue.SimpleQueue()
        self.child: "Turn | None" = None  # built on the background thread: it lists the tenants
        self.future = in_background(self._knowledge_of(self.query, self.tokens, self.llm), "querylab-speculation")

    def _knowledge_of(self, query: str, tokens: queue.SimpleQueue, llm: CancellableLLM):
        def run() -> None:
            try:
                own = self.env.trace
                trace = Trace(session_id=own.session_id, preset=own.preset, backend=own.backend, model=own.model,
                              principal=own.principal, question=self.question, history_turn_ids=list(own.history_turn_ids),
                              config=dict(own.config))
                options = dataclasses.replace(self.turn.options, on_step=None, on_token=tokens.put)
                child = self.turn.pipeline.turn(trace, self.env.scope, self.env.history, options, llm=llm)
                if tokens is self.tokens:  # still this speculation's path (not one restarted meanwhile)
                    self.child = child
                child.knowledge(self.question, query)
            finally:
                tokens.put(_END)
        return run

    # the turn's thread ------------------------------------------------------------------------
    def route_piece(self, piece: str) -> None:
        """A piece of the router's streamed reply. Once `normalized_query` has closed with a query that differs
        from the question and keeps every protected span (so the route step's guard keeps it too), the path
        restarts on it; a question the router keeps, or a normalization the guard would reject, changes nothing."""
        if self.route_text is None or self.closed or not self.whole_path:
            return
        self.route_text.append(piece)
        normalized = closed_json_string("".join(self.route_text), "normalized_query")
        if normalized is None:
            return
        self.route_text = None
        if not normalized.strip() or normalized == self.question or missing_protected(self.question, normalized):
            return
        self.close("the router's normalized query (read from its streaming reply) changes the question")
        self.closed = False
        self.query = normalized
        self.started_at = time.time()
        self.env.trace.event("info", "speculation_on_normalized_query", "the speculative knowledge path restarted on the router's normalized query as soon as that field closed; it is used only if the finished route keeps it")
        self._start_path()

    def route_known(self, route: RouteContract) -> None:
        """Mark the route step as overlapped; a route that retrieves nothing discards everything now."""
        self.route_done_at = time.time()
        for step in self.env.trace.steps:
            if step.name == StepName.ROUTE.value:
                step.parallel_group = ROUTE_GROUP
        if route.route != Route.KNOWLEDGE:
            self.close(f"the route was {route.route.value}")

    def adopt(self, retrieval_query: str) -> bool:
        """Take the speculative knowledge path as this turn's, if the route leads to exactly that path: the route
        keeps the question and names no time the question does not (a route's time constraint changes which
        documents are demoted as outdated). Streams the held-back answer on this thread."""
        route = self.env.trace.route
        if self.closed or not self.whole_path:
            return False
        if retrieval_query != self.query or route is None or (route.time_constraint and not protected_spans(self.question).dates):
            return False
        self.closed = True
        while (piece := self.tokens.get()) is not _END:
            if self.env.on_token:
                self.env.on_token(piece)
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
            prefix = ChannelSource.ORIGINAL.value + "-"
            return [] if child is None else [c for c in list(child.trace.channels) if c.name.startswith(prefix) and c.query == self.question and c.error is None]
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
            step.speculative = True
            step.parsed = {"discarded": reason, "result": step.parsed}
        if not done:
            done = [Step(name=StepName.RETRIEVE.value, speculative=True, started_at=self.started_at,
                         duration_ms=(time.time() - self.started_at) * 1000, parsed={"discarded": reason, "finished": False})]
        add_steps(self.env, done, ROUTE_GROUP)
        if self.whole_path:
            wasted = sum(1 for s in done if s.template and s.error is None)
            self.env.trace.event("info", "speculation_cancelled", f"speculative knowledge path cancelled ({reason}): {wasted} model call(s) had run and are wasted; calls not yet started were not made")

    def _merge(self, child: Trace) -> None:
        """The speculative path's trace into the turn's, field by named field (see `_EXTENDED`, `_REPLACED`)."""
        own = self.env.trace
        for name in _EXTENDED:
            getattr(own, name).extend(getattr(child, name))
        for name in _REPLACED:
            value = getattr(child, name)
            if value not in (None, "", False):
                setattr(own, name, value)
        overlapped = self.route_done_at or time.time()
        for step in child.steps:  # what started while the router decided ran in parallel with it
            if step.started_at < overlapped:
                step.parallel_group = ROUTE_GROUP
        add_steps(self.env, list(child.steps), ROUTE_GROUP)
