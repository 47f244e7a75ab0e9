"""One turn, read like DESIGN.md's diagram:

    route ──► knowledge ──► retrieve (channels) ──► fuse ──► judge ──► (no, once) rewrite ──► retrieve ──► fuse ──► judge
      │                                                                                               └──► answer or abstain
      ├─► live_tool / action ──► tool        └─► small_talk / clarify / refuse / out_of_domain ──► fixed reply

Each box is a step component in `querylab/steps/` (one module per decision); this class only chooses which run,
in which order, and records their results in the trace. Presets (`presets.py`) switch steps on and off; the
critical-path options (`critical_path/`) and multi-intent turns are compositions of the same steps.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from querylab.contracts import FusedHit, Route, RouteContract
from querylab.critical_path import ANSWER_STARTS, Speculation, judge_with_answer
from querylab.security import injection_signals
from querylab.steps.answer import ROUTE_REPLIES, AnswerStep, abstain, reply_for_route
from querylab.steps.decide import DecideStep
from querylab.steps.env import StepEnv
from querylab.steps.followup import FollowupStep
from querylab.steps.fuse import FuseStep, in_force_first
from querylab.steps.hyde import HydeStep
from querylab.steps.judge import JudgeResult, JudgeStep
from querylab.steps.rerank import RerankStep
from querylab.steps.retrieve import RetrievalUnavailable, RetrieveStep, round_channels
from querylab.steps.rewrite import RewriteStep
from querylab.steps.route import RouteStep
from querylab.steps.screening import flag_instruction_like
from querylab.steps.tiers import SufficiencyStep, TierWalk
from querylab.steps.tools import ToolStep

if TYPE_CHECKING:  # pragma: no cover - typing only
    from querylab.contracts import ChannelResult
    from querylab.critical_path.answer_at_yes import StreamedJudge
    from querylab.steps.runner import LLMCall, StepOutput
    from querylab.pipeline import Pipeline, TurnOptions

RETRIEVAL_UNAVAILABLE_ANSWER = "The document store could not be reached, so this question could not be answered from the documents. Please try again in a moment."


class Turn:
    """The steps of one turn over one environment (trace, scope, model, templates, conversation)."""

    def __init__(self, pipeline: "Pipeline", env: StepEnv, options: "TurnOptions") -> None:
        self.pipeline = pipeline
        self.preset = pipeline.preset
        self.env = env
        self.options = options
        self.trace = env.trace
        self.speculation: Speculation | None = None
        preset = pipeline.preset
        self.route_step = RouteStep(env)
        self.decide_step = DecideStep(env)
        self.hyde_step = HydeStep(env)
        self.followup_step = FollowupStep(env)
        self.retrieve_step = RetrieveStep(env, pipeline.channels)
        self.fuse_step = FuseStep(env)
        self.rerank_step = RerankStep(env)
        self.judge_step = JudgeStep(env, combined_with_rewrite=preset.judge_rewrite, max_rewrites=preset.max_rewrites)
        self.rewrite_step = RewriteStep(env)
        self.answer_step = AnswerStep(env)
        self.tool_step = ToolStep(env, pipeline.tools)
        self.tiers = TierWalk(env, self.retrieve_step, SufficiencyStep(env), preset.retrievers, pipeline.document_text)

    # -- the diagram -----------------------------------------------------------------------------
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
                return reply_for_route(self.env, route.route)
            retrieval_query = route.normalized_query
        elif self.preset.decide:
            decision = self.decide_step.run(q)
            self.trace.decision = decision
            if not decision.retrieve:
                return self.answer([], q, no_retrieval=True)
            retrieval_query = decision.rewritten_query
        else:
            retrieval_query = q
        if self.preset.tiers:
            return self.answer(self.tiers.run(retrieval_query).hits, retrieval_query)
        self.knowledge(q, retrieval_query)

    def answer(self, hits: list[FusedHit], question: str, *, no_retrieval: bool = False) -> None:
        if self.options.answer:
            self.answer_step.run(hits, question, no_retrieval=no_retrieval)

    def route(self, q: str) -> RouteContract:
        result = self.route_step.run(q, stream_to=self.speculation.route_piece if self.speculation is not None and self.speculation.whole_path else None)
        if result.reference_turn_ids:
            self.trace.reference_turn_ids = result.reference_turn_ids
        self.trace.route = result.contract
        return result.contract

    def knowledge(self, q: str, retrieval_query: str) -> None:
        """The knowledge path: retrieve, fuse, judge, at most `max_rewrites` rewrites after a "no", answer or abstain."""
        prefetched: list[ChannelResult] = []
        if self.speculation is not None:
            if self.speculation.adopt(retrieval_query):
                return None  # this very path already ran while the router decided (critical_path/speculation.py)
            prefetched = self.speculation.channels()
            self.speculation.close("the route changed the query, so the speculative path was not this turn's")
        fused = self.reusable_documents(q) if self.preset.followup_reuse else None
        if fused is None:
            fused = self.retrieve_round(q, retrieval_query, round=1, prefetched=prefetched)
        if not self.preset.judge or self.preset.hyde:
            return self.answer(fused, retrieval_query)
        judging = self.judge_round(retrieval_query, fused, round=1)
        for attempt in range(self.preset.max_rewrites + 1):
            if judging.answered or judging.verdict == "yes":
                return None if judging.answered else self.answer(fused, retrieval_query)
            if attempt == self.preset.max_rewrites:
                break
            if judging.early_rewrite is not None:  # the tag closed; the motivation is still streaming
                rewrite = self.rewrite_step.run(retrieval_query, "", proposed=judging.early_rewrite).rewrite
            else:
                judged = judging.result()
                rewrite = self.rewrite_step.run(retrieval_query, judged.verdict.motivation, proposed=judged.proposed_rewrite).rewrite
            if rewrite is None:
                break
            self.trace.rewritten_query = rewrite
            fused = self.retrieve_round(q, rewrite, round=2 + attempt)
            judging = self.judge_round(rewrite, fused, round=2 + attempt, after=judging)
            retrieval_query = rewrite
        judging.result()
        abstain(self.env)

    def retrieve_round(self, original: str, query: str, *, round: int, prefetched: list["ChannelResult"] | None = None) -> list[FusedHit]:
        preset, top_k = self.preset, self.env.top_k
        hyde = self.hyde_step.run(original) if preset.hyde and round == 1 else None
        specs = round_channels(preset.retrievers, original, rewrite=query, rewrite_channel=preset.rewrite_channel, hyde=hyde, round=round)
        results = self.retrieve_step.run(specs, depth=self.env.depth, round=round, prefetched=prefetched or ())
        to_fuse = self.trace.channels if (round > 1 and preset.keep_original_in_loop) else results
        fused = self.fuse_step.run(to_fuse, top_n=self.env.depth, round=round, in_force=not preset.rerank)
        if preset.rerank:  # documents out of force still go last, whatever the model prefers
            fused = in_force_first(self.env, self.rerank_step.run(query, fused, depth=2 * top_k, round=round))
        self.trace.fused = fused
        flag_instruction_like(self.trace, fused[:top_k])  # what the judge and the answer will read
        return fused

    def judge_round(self, question: str, fused: list[FusedHit], *, round: int, after: "JudgeRound | None" = None) -> "JudgeRound":
        """The round's judge call, started; its result is recorded by `JudgeRound.result()` (after `after`'s)."""
        call = self.judge_step.request(question, fused, round)
        combined = call.template.name == "judge_rewrite"
        if self.preset.answer_start not in ANSWER_STARTS:
            raise ValueError(f"unknown answer_start {self.preset.answer_start!r}; one of {', '.join(ANSWER_STARTS)}")
        if self.preset.answer_start == "after_judge" and not combined:
            judging = JudgeRound(self, call, after=after, out=call.run(self.env.runner, self.trace))
        else:  # streamed: the answer at "yes" and/or round 2 at the rewrite's closing tag
            answer = None if self.preset.answer_start == "after_judge" else self.answer_step
            streamed = judge_with_answer(self.env, self.pipeline.llm, answer, call, fused, question, early=self.preset.answer_start == "speculative")
            judging = JudgeRound(self, call, after=after, streamed=streamed)
        if judging.early_rewrite is None:
            judging.result()
        return judging

    def reusable_documents(self, q: str) -> list[FusedHit] | None:
        result = self.followup_step.run(q)
        if result is None or not result.reuse:
            return None
        self.trace.reused_documents_from = result.from_turn
        self.trace.fused = result.hits
        self.trace.event("info", "documents_reused", f"the follow-up reuses the documents of turn {result.from_turn}")
        return result.hits

    # -- tools and several intents -----------------------------------------------------------------
    def use_tool(self, route: Route, text: str) -> None:
        outcome = self.tool_step.run(route, text)
        if outcome.fallback is not None:
            reply_for_route(self.env, outcome.fallback)

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


class JudgeRound:
    """One round's judge: settled as far as the turn needs it (`verdict`, `answered`, `early_rewrite`), recorded
    in the trace by `result()` — once, and after the previous round's, so the trace reads in round order even
    when round 2 started while round 1's motivation was still streaming."""

    def __init__(self, turn: Turn, call: "LLMCall", *, after: "JudgeRound | None" = None, out: "StepOutput | None" = None,
                 streamed: "StreamedJudge | None" = None) -> None:
        self.turn = turn
        self.call = call
        self.after = after
        self.out = out
        self.streamed = streamed
        self.answered = bool(streamed and streamed.answered)
        self.early_rewrite = streamed.early_rewrite if streamed else None
        self._result: JudgeResult | None = None

    @property
    def verdict(self) -> str:
        if self._result is not None:
            return self._result.verdict.verdict
        return (self.streamed.verdict if self.streamed else None) or "unparsed"

    def result(self) -> JudgeResult:
        if self._result is not None:
            return self._result
        if self.after is not None:
            self.after.result()
        turn, trace = self.turn, self.turn.trace
        out = self.out if self.out is not None else self.streamed.finish()  # type: ignore[union-attr]
        judged = turn.judge_step.read(out, self.call)
        trace.judge = judged.verdict
        trace.judgements.append(judged.verdict)
        if self.answered and judged.verdict.verdict != "yes":
            trace.event("degradation", "answer_before_failed_judge", f"the answer was shown after the judge's first word 'yes', then its reply failed ({judged.verdict.verdict})", step=out.step.name)
        if self.early_rewrite is not None and judged.proposed_rewrite != self.early_rewrite:
            trace.event("degradation", "early_rewrite_differs", "the rewrite read from the streaming reply differs from the finished reply's; the next round used the streamed one", step=out.step.name)
        self._result = judged
        return judged
