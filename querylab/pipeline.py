"""One turn: route -> retrieve (channels) -> fuse -> judge -> rewrite once -> retrieve -> judge -> answer.

The presets in `presets.py` switch parts of this one pipeline on and off; they are not separate programs.
Every decision lands in the `Trace`. Trust rules enforced here, in code:
- filters come from the principal's `Scope`; no rewrite, document or model reply can change them;
- a route that fails to parse becomes `clarify`; a rewrite that loses a negation, number, name, version or
  date is rejected and the original query is used;
- retrieved text reaches prompts escaped, and instruction-like text in it is flagged in the trace.
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from querylab.channels import ChannelRunner, ChannelSpec
from querylab.contracts import ChannelResult, Citation, FusedHit, JudgeVerdict, Principal, Route, RouteContract, Scope, Step
from querylab.critical_path import ANSWER_STARTS, LLMCall, Speculation, judge_with_answer, split_judge_rewrite
from querylab.fusion import reciprocal_rank_fusion
from querylab.lexicon import missing_protected, protected_spans, stems
from querylab.llm.base import LLM
from querylab.parsing import parse_decision, parse_judge, parse_rerank, parse_rewrite, parse_route
from querylab.presets import Preset
from querylab.security import injection_signals
from querylab.steps import StepOutput, StepRunner
from querylab.templates import PromptTemplate
from querylab.tools import ToolService, select_tool
from querylab.tools.format import describe
from querylab.trace import Trace
from querylab.validity import demote_outdated

logger = logging.getLogger(__name__)

ABSTAIN_ANSWER = "The corpus has no answer to this question."
RETRIEVAL_UNAVAILABLE_ANSWER = "The document store could not be reached, so this question could not be answered from the documents. Please try again in a moment."
ROUTE_REPLIES = {
    Route.SMALL_TALK: "Hello! I can answer questions about your company's policies and documents, or look up your orders, refunds and reimbursements.",
    Route.CLARIFY: "Could you say a little more? For example, which policy, order or request do you mean?",
    Route.REFUSE: "I can't help with that request. It has been logged.",
    Route.OUT_OF_DOMAIN: "That is outside what this assistant covers: it answers from your company's documents.",
    Route.LIVE_TOOL: "Looking up your records needs a live tool, which is not available in this configuration.",
    Route.ACTION: "Changing your records needs an action tool, which is not available in this configuration.",
}


class RetrievalUnavailable(RuntimeError):
    """Every retrieval channel of a round failed; `Pipeline.run` ends the turn with a clear message."""


def passages_block(texts: Sequence[str], titles: Sequence[str] | None = None, max_chars: int | None = None) -> str:
    """Passages as the prompts show them: "[i] (title) text" (or "[i] text" without titles), one per
    paragraph. The evaluation renders its cases with this too, so its prompts are the pipeline's."""
    parts = []
    for i, text in enumerate(texts, start=1):
        body = text if max_chars is None else text[:max_chars]
        parts.append(f"[{i}] ({titles[i - 1]}) {body}" if titles is not None else f"[{i}] {body}")
    return "\n\n".join(parts) or "(no documents)"


@dataclass
class TurnOptions:
    """Per-turn overrides from the UI or command line (never from the chat text)."""

    template_overrides: dict[str, PromptTemplate] = field(default_factory=dict)
    top_k: int | None = None
    rrf_k: int | None = None  # the fusion constant for this turn (None: the configured one)
    on_step: Callable[[Step], None] | None = None
    on_token: Callable[[str], None] | None = None
    knobs: Any = None  # PORT: the offline model's KnobSet for this turn (querylab.knobs); None = the model's own

    def __post_init__(self) -> None:
        if self.rrf_k is not None and self.rrf_k < 0:
            raise ValueError(f"rrf_k must be 0 or more, got {self.rrf_k}")
        if self.top_k is not None and self.top_k < 1:
            raise ValueError(f"top_k must be 1 or more, got {self.top_k}")


class Pipeline:
    def __init__(
        self,
        llm: LLM,
        channels: ChannelRunner,
        templates: Callable[[str], PromptTemplate],
        preset: Preset,
        known_tenants: Callable[[], tuple[str, ...]] = lambda: (),
        document_text: Callable[[str, str], str] | None = None,
        rrf_k: int = 60,
        tools: ToolService | None = None,
    ) -> None:
        self.tools = tools
        self.llm = llm
        self.channels = channels
        self.templates = templates
        self.preset = preset
        self.known_tenants = known_tenants
        self.document_text = document_text
        self.rrf_k = rrf_k

    def limits(self, opts: TurnOptions) -> tuple[int, int]:
        """(top_k, rrf_k) of a turn: its options where given, else the preset's top-k and the configured k."""
        return opts.top_k or self.preset.top_k, self.rrf_k if opts.rrf_k is None else opts.rrf_k

    # ------------------------------------------------------------------------------------------
    def run(self, question: str, principal: Principal, session_id: str, history: list[Trace], options: TurnOptions | None = None) -> Trace:
        opts = options or TurnOptions()
        top_k, rrf_k = self.limits(opts)
        t0 = time.perf_counter()
        scope = Scope.for_principal(principal)
        trace = Trace(
            session_id=session_id,
            preset=self.preset.name,
            backend=self.llm.name,
            model=self.llm.model,
            offline_model=bool(getattr(self.llm, "offline", False)),
            principal=principal,
            question=question,
            history_turn_ids=[h.turn_id for h in history],
            config={"top_k": top_k, "rrf_k": rrf_k, "preset": self.preset.name},
        )
        if opts.knobs is not None:  # PORT: record the knob revisions next to the steps' template revisions
            trace.config["knobs"] = opts.knobs.revisions()
        if trace.offline_model:
            trace.event("info", "offline_model", "Answered by the embedded offline model (no API key configured).")
        turn = _Turn(self, trace, scope, history, opts)
        try:
            try:
                turn.execute()
            finally:
                if turn.speculation is not None:
                    turn.speculation.close()
        except RetrievalUnavailable:  # the event is already in the trace; say so instead of "no answer"
            trace.answer = (trace.answer + "\n\n" if trace.answer else "") + RETRIEVAL_UNAVAILABLE_ANSWER
        except Exception as exc:  # the turn always ends with a trace the user can read
            logger.exception("turn failed")
            trace.event("error", "turn_failed", f"{type(exc).__name__}: {exc}")
            trace.answer = trace.answer or "Something went wrong in this turn; the trace shows where."
        trace.duration_ms = (time.perf_counter() - t0) * 1000
        return trace


class _Turn:
    """The state of one turn; methods are the boxes of the diagram in DESIGN.md."""

    def __init__(self, pipeline: Pipeline, trace: Trace, scope: Scope, history: list[Trace], opts: TurnOptions) -> None:
        self.p = pipeline
        self.preset = pipeline.preset
        self.trace = trace
        self.scope = scope
        self.opts = opts
        self.k, self.rrf_k = pipeline.limits(opts)
        self.steps = StepRunner(pipeline.llm, opts.on_step)
        self.history = history
        self.speculation: Speculation | None = None  # critical path (b): work started while the router decides
        self.history_msgs: list[dict[str, str]] = []
        for h in history:
            self.history_msgs.append({"role": "user", "content": h.question})
            self.history_msgs.append({"role": "assistant", "content": h.answer})
        self.context = {"_history": self.history_msgs, "_tenant": scope.tenant, "_user": scope.user, "_known_tenants": list(pipeline.known_tenants())}
        if opts.knobs is not None:  # PORT: the offline model reads this turn's knob revisions from its context
            self.context["_knobs"] = opts.knobs

    def template(self, name: str) -> PromptTemplate:
        return self.opts.template_overrides.get(name) or self.p.templates(name)

    def history_text(self) -> str:
        if not self.history_msgs:
            return "(no earlier messages)"
        return "\n".join(f"{m['role']}: {m['content'][:600]}" for m in self.history_msgs[-8:])

    # -- the flow ------------------------------------------------------------------------------
    def execute(self) -> None:
        q = self.trace.question
        signals = injection_signals(q)
        if signals:
            self.trace.event("security", "instruction_like_question", "The question contains instruction-like text: " + ", ".join(signals))
        if self.preset.router:
            self.speculation = Speculation.maybe_start(self, q, signals)
            route = self.route(q)
            if self.speculation is not None:
                self.speculation.route_known(route)
            parts = {s.route for s in route.sub_intents}
            if len(route.sub_intents) > 1 and len(parts) > 1 and Route.REFUSE not in parts:
                return self.multi_intent(route)
            if route.route in (Route.LIVE_TOOL, Route.ACTION):
                return self.use_tool(route.route, q)
            if route.route != Route.KNOWLEDGE:
                return self.finish_without_retrieval(route.route)
            retrieval_query = route.normalized_query
        elif self.preset.decide:
            decision = self.decide(q)
            if not decision.retrieve:
                return self.answer([], q, no_retrieval=True)
            retrieval_query = decision.rewritten_query
        else:
            retrieval_query = q
        if self.preset.tiers:
            return self.tiered(retrieval_query)
        self.knowledge(q, retrieval_query)

    def knowledge(self, q: str, retrieval_query: str) -> None:
        if self.speculation is not None and self.speculation.adopt(retrieval_query):
            return None  # this very path already ran while the router decided (critical_path.py)
        fused = self.reusable_documents(q) if self.preset.followup_reuse else None
        if fused is None:
            prefetched = self.speculation.channels() if self.speculation is not None else None
            fused = self.retrieve_and_fuse(q, retrieval_query, round_=1, prefetched=prefetched)
        if not self.preset.judge or self.preset.hyde:
            return self.answer(fused, retrieval_query)
        verdict, proposed, answered = self.judge_round(retrieval_query, fused, round_=1)
        if answered or verdict.verdict == "yes":
            return None if answered else self.answer(fused, retrieval_query)
        for attempt in range(self.preset.max_rewrites):
            rewrite = self.rewrite_after_no(retrieval_query, verdict, proposed)
            if rewrite is None:
                break
            fused = self.retrieve_and_fuse(q, rewrite, round_=2 + attempt)
            verdict, proposed, answered = self.judge_round(rewrite, fused, round_=2 + attempt)
            retrieval_query = rewrite
            if answered or verdict.verdict == "yes":
                return None if answered else self.answer(fused, retrieval_query)
        self.abstain(fused)

    # -- route ---------------------------------------------------------------------------------
    def route(self, q: str) -> RouteContract:
        tpl = self.template("router")
        routes = ", ".join(r.value for r in Route)
        out = self.steps.call(self.trace, "route", tpl, {"history": self.history_text(), "question": q, "routes": routes}, self.context)
        parsed = parse_route(out.text or "", q, tpl.revision) if out.text is not None else None
        if parsed is None or parsed.contract is None:
            reason = parsed.error if parsed else "router unavailable"
            self.trace.event("degradation", "route_unparsed", f"{reason}; routed to clarify (never to a tool)", step="route")
            contract = RouteContract(route=Route.CLARIFY, original_query=q, normalized_query=q, needs_clarification=True, router_revision=tpl.revision)
        else:
            contract = parsed.contract
            self.trace.reference_turn_ids = self.referenced_turns(q, contract.normalized_query)
            lost = missing_protected(q, contract.normalized_query)
            if lost:
                self.trace.event("degradation", "normalization_rejected", f"normalized query lost {lost}; using the original query", step="route")
                contract = contract.model_copy(update={"normalized_query": q})
        out.step.parsed = contract.model_dump(mode="json")
        self.trace.route = contract
        return contract

    def referenced_turns(self, original: str, normalized: str) -> list[str]:
        """Earlier turns of this session whose words the normalized query borrowed (how "it" was resolved)."""
        added = stems(normalized) - stems(original)
        if not added:
            return []
        return [h.turn_id for h in reversed(self.history) if added & stems(h.question)][:1]

    def decide(self, q: str):
        tpl = self.template("decide")
        out = self.steps.call(self.trace, "decide", tpl, {"history": self.history_text(), "query": q, "retrieved_content": "(nothing retrieved yet)"}, self.context)
        decision = parse_decision(out.text or "", q)
        if not decision.parsed:
            self.trace.event("degradation", "decision_unparsed", "no RETRIEVE/NO_RETRIEVE in the reply; defaulting to RETRIEVE with the original query", step="decide")
        if not self.history_msgs and decision.rewritten_query != q:
            decision = decision.model_copy(update={"rewritten_query": q})  # single-message conversations keep the query
        elif decision.rewritten_query != q:
            lost = missing_protected(q, decision.rewritten_query)
            if lost:
                self.trace.event("degradation", "rewrite_rejected", f"rewrite lost {lost}; using the original query", step="decide")
                decision = decision.model_copy(update={"rewritten_query": q})
            else:
                self.trace.rewritten_query = decision.rewritten_query
        out.step.parsed = decision.model_dump()
        self.trace.decision = decision
        return decision

    # -- retrieval -----------------------------------------------------------------------------
    def channel_specs(self, original: str, rewrite: str | None, round_: int) -> list[ChannelSpec]:
        specs: list[ChannelSpec] = []
        if round_ == 1:
            if self.preset.hyde:
                hyde = self.hyde(original)
                if hyde:
                    specs.append(ChannelSpec("hyde-dense", hyde, "dense"))
                    return specs + [ChannelSpec("original-bm25", original, "bm25")] if "bm25" in self.preset.retrievers else specs
            specs += [ChannelSpec(f"original-{r}", original, r) for r in self.preset.retrievers]
            if self.preset.rewrite_channel and rewrite and rewrite.strip().lower() != original.strip().lower():
                specs += [ChannelSpec(f"rewrite-{r}", rewrite, r) for r in self.preset.retrievers]
        else:
            specs += [ChannelSpec(f"loop{round_ - 1}-{r}", rewrite or original, r) for r in self.preset.retrievers]
        return specs

    def retrieve_and_fuse(self, original: str, query: str, round_: int, prefetched: list[ChannelResult] | None = None) -> list[FusedHit]:
        specs = self.channel_specs(original, query, round_)
        ready = {(c.name, c.query, c.retriever): c for c in prefetched or []}
        with self.trace.timed(f"retrieve{'' if round_ == 1 else round_}") as step:
            fresh = iter(self.p.channels.run([s for s in specs if (s.name, s.query, s.retriever) not in ready], self.scope, self.k * 2))
            results = [ready.get((s.name, s.query, s.retriever)) or next(fresh) for s in specs]
            step.parsed = {c.name: len(c.hits) for c in results}
        reused = [s.name for s in specs if (s.name, s.query, s.retriever) in ready]
        if reused:
            self.trace.event("info", "speculative_retrieval_used", f"channels {', '.join(reused)} were retrieved while the router decided", step=step.name)
        self.record_channels(results, step.name)
        to_fuse = self.trace.channels if (round_ > 1 and self.preset.keep_original_in_loop) else results
        with self.trace.timed(f"fuse{'' if round_ == 1 else round_}") as step:
            fused = reciprocal_rank_fusion(to_fuse, k=self.rrf_k, top_n=self.k * 2)
            if not self.preset.rerank:
                fused = self.validity(fused)
            step.parsed = [f.chunk_id for f in fused]
        if self.preset.rerank:  # documents out of force still go last, whatever the model prefers
            fused = self.validity(self.rerank(query, fused, round_))
        self.trace.fused = fused
        self.flag_injected(fused[: self.k])
        return fused

    def rerank(self, question: str, fused: list[FusedHit], round_: int) -> list[FusedHit]:
        """RAG Me Up's optional rerank: the model orders the fused candidates (the top 2·k); a reply that
        names no passage, or a failed call, keeps the fused order (a degradation event, not an error)."""
        depth = min(len(fused), self.k * 2)
        if depth < 2:
            return fused
        candidates = fused[:depth]
        block, texts = self.documents_block(candidates, limit=depth)
        name = f"rerank{'' if round_ == 1 else round_}"
        out = self.steps.call(self.trace, name, self.template("rerank"), {"documents": block, "question": question},
                              {**self.context, "_documents": texts})
        if out.text is None:  # the call failed: the step runner has recorded why
            return fused
        order = parse_rerank(out.text, depth)
        if order is None:
            out.step.parsed = {"order": None}
            self.trace.event("degradation", "rerank_unparsed", "the rerank reply named no passage; keeping the fused order", step=name)
            return fused
        out.step.parsed = {"order": order, "chunk_ids": [candidates[i - 1].chunk_id for i in order]}
        reordered = [candidates[i - 1] for i in order] + fused[depth:]
        return [h.model_copy(update={"rank": n}) for n, h in enumerate(reordered, start=1)]

    def validity(self, fused: list[FusedHit]) -> list[FusedHit]:
        asks_about_a_time = bool(self.trace.route and self.trace.route.time_constraint) or bool(protected_spans(self.trace.question).dates)
        if asks_about_a_time:
            return fused
        reordered, notes = demote_outdated(fused, self.scope.as_of)
        if notes:
            self.trace.event("info", "outdated_demoted", "ranked after documents in force today: " + "; ".join(notes))
        return reordered

    def reusable_documents(self, q: str) -> list[FusedHit] | None:
        """RAG Me Up multi-turn: ask whether the follow-up needs new documents; reuse the last ones if not."""
        previous = next((h for h in reversed(self.history) if h.fused), None)
        if previous is None:
            return None
        block, texts = self.documents_block(previous.fused)
        out = self.steps.call(self.trace, "followup", self.template("followup"), {"history": self.history_text(), "question": q, "documents": block}, {**self.context, "_documents": texts})
        verdict = parse_judge(out.text or "")
        out.step.parsed = {"new_documents_needed": verdict.verdict != "no", "motivation": verdict.motivation}
        if verdict.verdict != "no":
            return None
        self.trace.reused_documents_from = previous.turn_id
        # Reused hits were scoped to this principal when retrieved; re-check the tenant anyway.
        fused = [h for h in previous.fused if h.metadata.get("tenant") in (None, self.scope.tenant)]
        self.trace.fused = fused
        self.trace.event("info", "documents_reused", f"the follow-up reuses the documents of turn {previous.turn_id}")
        return fused

    def record_channels(self, results: list[ChannelResult], step: str) -> None:
        """Keep a round's channels in the trace, with an event per failed channel; stop if all failed."""
        for r in results:
            if r.error:
                self.trace.event("degradation", "channel_failed", f"channel {r.name} failed: {r.error}", step=step)
        self.trace.channels += results
        self.require_some_channel(results, step)

    def require_some_channel(self, results: list[ChannelResult], step: str) -> None:
        """Stop the turn when every channel of a retrieval round failed (Chroma or the embedder down):
        judging an empty list would end in "the corpus has no answer", which is not true."""
        if results and all(r.error for r in results):
            self.trace.event("error", "retrieval_unavailable", "every retrieval channel failed: " + "; ".join(f"{r.name}: {r.error}" for r in results), step=step)
            raise RetrievalUnavailable(step)

    def flag_injected(self, hits: list[FusedHit]) -> None:
        for h in hits:
            signals = injection_signals(h.text)
            if signals:
                self.trace.event("security", "instruction_like_document", f"chunk {h.chunk_id} ({h.metadata.get('source', '?')}) contains instruction-like text ({', '.join(signals)}); treated as data")

    def hyde(self, q: str) -> str | None:
        out = self.steps.call(self.trace, "hyde", self.template("hyde"), {"question": q}, self.context)
        text = (out.text or "").strip()
        out.step.parsed = text
        if not text:
            self.trace.event("degradation", "hyde_failed", "no hypothetical document; retrieving with the question", step="hyde")
            return None
        return text

    def tiered(self, query: str) -> None:
        """memU tiers: summaries (category) -> chunks (item) -> whole documents (resource)."""
        tiers: list[tuple[str, list[ChannelSpec]]] = [
            ("tier1-summaries", [ChannelSpec("tier1-summaries", query, "summaries", k=3)]),
            ("tier2-chunks", [ChannelSpec(f"tier2-{r}", query, r) for r in self.preset.retrievers]),
        ]
        gathered: list[FusedHit] = []
        for i, (name, specs) in enumerate(tiers, start=1):
            with self.trace.timed(f"retrieve-{name}") as step:
                results = self.p.channels.run(specs, self.scope, self.k)
                step.parsed = {c.name: len(c.hits) for c in results}
            self.record_channels(results, step.name)
            fused = self.validity(reciprocal_rank_fusion(results, k=self.rrf_k, top_n=self.k))
            self.flag_injected(fused)  # every tier's text reaches the sufficiency prompt
            if i == 2:
                gathered = fused
            self.trace.fused = fused if i == 2 else self.trace.fused
            if self.sufficient(query, [h.text for h in fused], tier=name):
                return self.answer(gathered or fused, query)
        # tier 3: whole documents of the best chunks
        if self.p.document_text and gathered:
            doc_ids = list(dict.fromkeys(h.doc_id for h in gathered))[:2]
            with self.trace.timed("retrieve-tier3-documents") as step:
                docs = [FusedHit(chunk_id=f"{d}:document", doc_id=d, score=0.0, rank=n, text=self.p.document_text(d, self.scope.tenant), metadata=next(h.metadata for h in gathered if h.doc_id == d)) for n, d in enumerate(doc_ids, start=1)]
                step.parsed = doc_ids
            self.flag_injected(docs)
            self.trace.channels.append(ChannelResult(name="tier3-documents", query=query, retriever="documents", hits=[], filters={"tenant": self.scope.tenant}))
            self.sufficient(query, [d.text for d in docs], tier="tier3-documents")
            return self.answer(docs, query)
        return self.answer(gathered, query)

    def sufficient(self, query: str, texts: list[str], tier: str) -> bool:
        tpl = self.template("decide")
        content = "\n---\n".join(t[:1500] for t in texts) or "(nothing found)"
        out = self.steps.call(self.trace, f"sufficiency-{tier}", tpl, {"history": self.history_text(), "query": query, "retrieved_content": content}, {**self.context, "_documents": texts})
        decision = parse_decision(out.text or "", query)
        if not decision.parsed:
            self.trace.event("degradation", "sufficiency_unparsed", "no RETRIEVE/NO_RETRIEVE in the reply; treated as not sufficient, the next tier is read", step=out.step.name)
        out.step.parsed = {"sufficient": not decision.retrieve, **decision.model_dump()}
        return not decision.retrieve

    # -- judge and rewrite ---------------------------------------------------------------------
    def documents_block(self, hits: list[FusedHit], limit: int | None = None) -> tuple[str, list[str]]:
        """The numbered passages a prompt shows ([1] (title) text …), the top k unless ``limit`` says more."""
        shown = hits[: limit or self.k]
        texts = [h.text for h in shown]
        return passages_block(texts, [h.metadata.get("title") or h.metadata.get("source", "") for h in shown]), texts

    def judge(self, question: str, fused: list[FusedHit], round_: int) -> JudgeVerdict:
        return self.judge_round(question, fused, round_)[0]

    def judge_request(self, question: str, fused: list[FusedHit], round_: int) -> LLMCall:
        """The judge's call for a round. With `judge_rewrite`, while a rewrite may still follow, the same call
        also asks for the rewrite (the last round has nothing to rewrite for, so it keeps the plain judge)."""
        block, texts = self.documents_block(fused)
        name = f"judge{'' if round_ == 1 else round_}"
        context = {**self.context, "_documents": texts}
        if self.preset.judge_rewrite and round_ <= self.preset.max_rewrites:
            return LLMCall(name, self.template("judge_rewrite"), {"documents": block, "question": question, "history": self.history_text()}, context)
        return LLMCall(name, self.template("judge"), {"documents": block, "question": question}, context)

    def judge_round(self, question: str, fused: list[FusedHit], round_: int) -> tuple[JudgeVerdict, str | None, bool]:
        """Judge one round: (verdict, the rewrite written in the same reply, whether the answer was already given)."""
        call = self.judge_request(question, fused, round_)
        answered = False
        if self.preset.answer_start == "after_judge":
            out = call.run(self.steps, self.trace)
        elif self.preset.answer_start in ANSWER_STARTS:
            out, answered = judge_with_answer(self, call, fused, question)
        else:
            raise ValueError(f"unknown answer_start {self.preset.answer_start!r}; one of {', '.join(ANSWER_STARTS)}")
        verdict, proposed = self.read_judge(out, call, round_)
        if answered and verdict.verdict != "yes":
            self.trace.event("degradation", "answer_before_failed_judge", f"the answer was shown after the judge's first word 'yes', then its reply failed ({verdict.verdict})", step=call.name)
        return verdict, proposed, answered

    def read_judge(self, out: StepOutput, call: LLMCall, round_: int) -> tuple[JudgeVerdict, str | None]:
        combined = call.template.name == "judge_rewrite"
        text, proposed = split_judge_rewrite(out.text or "") if combined else (out.text or "", None)
        verdict = parse_judge(text, round_)
        if verdict.verdict == "unparsed":
            self.trace.event("degradation", "judge_unparsed", "the judge's reply did not start with yes or no; treated as no", step=out.step.name)
        if combined and verdict.verdict != "yes" and proposed is None and out.text is not None:
            self.trace.event("info", "judge_rewrite_without_rewrite", "the judge said no but wrote no <rewritten_query>; asking the rewrite step", step=out.step.name)
        out.step.parsed = verdict.model_dump() | ({"rewrite": proposed} if combined else {})
        self.trace.judge = verdict
        self.trace.judgements.append(verdict)
        return verdict, proposed

    def rewrite_after_no(self, question: str, verdict: JudgeVerdict, proposed: str | None = None) -> str | None:
        if proposed is not None:  # written by the judge in the same reply (judge_rewrite): same checks below
            with self.trace.timed("rewrite") as step:
                out = StepOutput(proposed, step)
            rewrite: str | None = proposed
        else:
            out = self.steps.call(self.trace, "rewrite", self.template("rewrite"), {"question": question, "motivation": verdict.motivation or "(none given)", "history": self.history_text()}, self.context)
            rewrite = parse_rewrite(out.text or "") if out.text is not None else None
        if not rewrite:
            self.trace.event("degradation", "rewrite_failed", "no rewrite; keeping the original query and its results", step="rewrite")
            return None
        lost = missing_protected(self.trace.question, rewrite)
        if lost:
            out.step.parsed = {"rewrite": rewrite, "rejected": True, "lost": lost}
            self.trace.event("degradation", "rewrite_rejected", f"the rewrite lost {lost}; using the original query", step="rewrite")
            return None
        out.step.parsed = {"rewrite": rewrite, "rejected": False} | ({"source": "judge_rewrite"} if proposed is not None else {})
        self.trace.rewritten_query = rewrite
        return rewrite

    # -- tools ---------------------------------------------------------------------------------
    def use_tool(self, route: Route, text: str) -> str:
        """Run the allow-listed tool the user's own words select; returns the reply text."""
        if self.p.tools is None:
            return self.finish_without_retrieval(route) or ""
        own_ids_from = ""
        selection = select_tool(route, text)
        if selection.params is None and selection.spec is not None:
            # "cancel it": ids may come from this principal's own earlier turns in this session, never from documents.
            for msg in reversed(self.history_msgs):
                if msg["role"] == "user":
                    retry = select_tool(route, f"{text} {msg['content']}")
                    if retry.params is not None and retry.spec == selection.spec:
                        selection, own_ids_from = retry, msg["content"]
                        break
        principal = self.trace.principal
        own_words = f"{self.trace.question} {own_ids_from}".lower()
        if selection.params is not None and any(str(v).lower() not in own_words for v in selection.params.model_dump().values() if v):
            self.trace.event("security", "tool_parameter_not_from_user", f"{selection.spec.name} parameters {selection.params.model_dump()} do not appear in the user's own words; not run", step="tool")
            return self.finish_without_retrieval(Route.CLARIFY) or ""
        if injection_signals(self.trace.question):
            self.trace.event("security", "tool_refused", "instruction-like text in the question; no tool is run", step="tool")
            return self.finish_without_retrieval(Route.REFUSE) or ""
        with self.trace.timed("tool") as step:
            if selection.spec is None or selection.params is None:
                reply = f"I could not tell which of your records you mean ({selection.error}). Please give the order, refund or request number."
                step.parsed = {"selected": selection.spec.name if selection.spec else None, "error": selection.error}
                self.trace.answer = (self.trace.answer + "\n\n" if self.trace.answer else "") + reply
                return reply
            if selection.spec.kind == "live_tool":
                call = self.p.tools.lookup(principal, selection.spec.name, selection.params)
            else:
                call, pending = self.p.tools.propose(principal, selection.spec.name, selection.params)
                self.trace.pending_action = pending
            step.parsed = call.model_dump(mode="json") | ({"ids_from_earlier_turn": own_ids_from} if own_ids_from else {})
        self.trace.tool_calls.append(call)
        if call.status in ("not_found", "denied"):
            self.trace.event("security" if call.status == "denied" else "info", f"tool_{call.status}", call.message, step="tool")
        reply = describe(call)
        self.trace.answer = (self.trace.answer + "\n\n" if self.trace.answer else "") + reply
        if self.opts.on_token:
            self.opts.on_token(reply)
        return reply

    def multi_intent(self, route: RouteContract) -> None:
        """Each sub-intent on its own: knowledge parts through retrieval, tool parts through tools."""
        for sub in route.sub_intents:
            if sub.route == Route.KNOWLEDGE:
                before = self.trace.answer
                self.trace.answer = ""
                try:
                    self.knowledge(self.trace.question, sub.query)
                except RetrievalUnavailable:  # the store being down must not cost the user the tool part
                    self.trace.answer = RETRIEVAL_UNAVAILABLE_ANSWER
                self.trace.answer = (before + "\n\n" if before else "") + self.trace.answer
            elif sub.route in (Route.LIVE_TOOL, Route.ACTION):
                self.use_tool(sub.route, sub.query)
            else:
                self.trace.answer = (self.trace.answer + "\n\n" if self.trace.answer else "") + ROUTE_REPLIES[sub.route]

    # -- endings -------------------------------------------------------------------------------
    def answer(self, hits: list[FusedHit], question: str, no_retrieval: bool = False, parallel_group: str | None = None) -> None:
        call, texts = self.answer_request(hits, question, no_retrieval)
        out = call.run(self.steps, self.trace, stream_to=self.opts.on_token, max_tokens=700, parallel_group=parallel_group)
        self.finish_answer(out, hits, texts)

    def answer_request(self, hits: list[FusedHit], question: str, no_retrieval: bool = False) -> tuple[LLMCall, list[str]]:
        block, texts = self.documents_block(hits)
        if no_retrieval:
            block, texts = "(no documents: retrieval was not needed)", []
        return LLMCall("answer", self.template("answer"), {"documents": block, "question": question, "history": self.history_text()}, {**self.context, "_documents": texts}), texts

    def finish_answer(self, out: StepOutput, hits: list[FusedHit], texts: list[str]) -> None:
        if out.text is None or not out.text.strip():
            self.trace.event("degradation", "answer_failed", "no answer from the model; showing the best passages instead", step="answer")
            out_text = "\n".join(f"[{i}] {t[:300]}" for i, t in enumerate(texts[:3], start=1)) or ABSTAIN_ANSWER
        else:
            out_text = out.text
        self.trace.answer = out_text
        self.trace.citations = self.citations(out_text, hits[: self.k]) if texts else []

    def citations(self, text: str, hits: list[FusedHit]) -> list[Citation]:
        cited = sorted({int(n) for n in re.findall(r"\[(\d+)\]", text) if 1 <= int(n) <= len(hits)})
        return [
            Citation(index=n, chunk_id=hits[n - 1].chunk_id, doc_id=hits[n - 1].doc_id, source=str(hits[n - 1].metadata.get("source", "")), title=str(hits[n - 1].metadata.get("title", "")), snippet=hits[n - 1].text[:240])
            for n in cited
        ]

    def abstain(self, fused: list[FusedHit]) -> None:
        self.trace.abstained = True
        self.trace.answer = ABSTAIN_ANSWER
        self.trace.event("info", "abstained", "the judge found no answer in the documents, after one rewrite")

    def finish_without_retrieval(self, route: Route) -> None:
        if route == Route.REFUSE:
            self.trace.event("security", "refused", f"request refused for tenant {self.scope.tenant}, user {self.scope.user}")
        self.trace.abstained = route in (Route.OUT_OF_DOMAIN, Route.REFUSE)
        self.trace.answer = ROUTE_REPLIES[route]
        if self.opts.on_token:
            self.opts.on_token(self.trace.answer)
