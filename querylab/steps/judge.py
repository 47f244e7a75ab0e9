"""The judge: "can these documents answer?" — first word yes/no, then a motivation (RAG Me Up).

A reply that does not start with yes or no counts as "no" (a degradation event): the safe side is one more
retrieval round or an abstention, never an answer the documents do not support. With the critical-path option
`judge_rewrite`, while a rewrite may still follow, the same call also writes the rewrite (prompts/judge_rewrite.toml).
"""

from __future__ import annotations

from dataclasses import dataclass

from querylab.contracts import FusedHit, JudgeVerdict, Step
from querylab.offline.motivation import read_constraint
from querylab.judge_rewrite_reply import split_judge_rewrite
from querylab.parsing import parse_judge
from querylab.steps.env import StepEnv, hit_titles, passages_block
from querylab.steps.names import StepName
from querylab.steps.runner import LLMCall, StepOutput


@dataclass
class JudgeResult:
    verdict: JudgeVerdict
    step: Step
    proposed_rewrite: str | None = None  # written in the same reply (judge_rewrite); still checked by the rewrite step


class JudgeStep:
    def __init__(self, env: StepEnv, *, combined_with_rewrite: bool = False, max_rewrites: int = 1, passage_chars: int | None = None) -> None:
        self.env = env
        self.combined_with_rewrite = combined_with_rewrite
        self.max_rewrites = max_rewrites
        self.passage_chars = passage_chars  # cut each passage in the prompt (judge evaluation's long documents)

    def request(self, question: str, hits: list[FusedHit], round: int = 1) -> LLMCall:
        """The judge's call for a round, on the top k passages. The last round has nothing to rewrite for, so it
        keeps the plain judge even with `judge_rewrite`."""
        env = self.env
        top = hits[: env.top_k]
        texts, titles = [h.text for h in top], hit_titles(top)
        block = passages_block(texts, titles, self.passage_chars)
        context = env.model_context(texts, titles)
        if self.combined_with_rewrite and round <= self.max_rewrites:
            return LLMCall(StepName.JUDGE, env.templates("judge_rewrite"), {"documents": block, "question": question, "history": env.history_text}, context, round=round)
        return LLMCall(StepName.JUDGE, env.templates("judge"), {"documents": block, "question": question}, context, round=round)

    def read(self, out: StepOutput, call: LLMCall) -> JudgeResult:
        combined = call.template.name == "judge_rewrite"
        text, proposed = split_judge_rewrite(out.text or "", call.variables["question"]) if combined else (out.text or "", None)
        verdict = parse_judge(text, call.round)
        verdict.constraint = read_constraint(verdict.motivation)  # the constraint a motivation names, if any
        if verdict.verdict == "unparsed":
            self.env.trace.event("degradation", "judge_unparsed", "the judge's reply did not start with yes or no; treated as no", step=out.step.name)
        if combined and verdict.verdict != "yes" and proposed is None and out.text is not None:
            self.env.trace.event("info", "judge_rewrite_without_rewrite", "the judge said no but proposed no rewrite (no added terms); asking the rewrite step", step=out.step.name)
        out.step.parsed = verdict.model_dump() | ({"rewrite": proposed} if combined else {})
        return JudgeResult(verdict, out.step, proposed)

    def run(self, question: str, hits: list[FusedHit], round: int = 1) -> JudgeResult:
        call = self.request(question, hits, round)
        return self.read(call.run(self.env.runner, self.env.trace), call)
