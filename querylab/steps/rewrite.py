"""The one rewrite after the judge's "no", fed the judge's motivation (RAG Me Up).

Every rewrite is checked against the question as the user typed it: one that loses a negation, number, unit,
name, version or date is rejected and the original query's results stand ("I cannot get a refund" never becomes
"how do I get a refund"). A failed or rejected rewrite is a degradation event; filters never change.
"""

from __future__ import annotations

from dataclasses import dataclass

from querylab.contracts import MAX_QUESTION_CHARS, Step
from querylab.preservation import missing_protected
from querylab.parsing import parse_rewrite
from querylab.steps.env import StepEnv
from querylab.steps.names import StepName
from querylab.steps.runner import StepOutput


@dataclass
class RewriteResult:
    rewrite: str | None  # None: no usable rewrite (failed or rejected)
    step: Step


class RewriteStep:
    def __init__(self, env: StepEnv) -> None:
        self.env = env

    def run(self, question: str, motivation: str, *, proposed: str | None = None) -> RewriteResult:
        """`question` is the query that was judged; `proposed` a rewrite the judge already wrote (judge_rewrite)."""
        env = self.env
        if proposed is not None:
            with env.trace.timed(StepName.REWRITE.value) as step:
                out = StepOutput(proposed, step)
            rewrite: str | None = proposed
        else:
            out = env.runner.call(env.trace, StepName.REWRITE, env.templates("rewrite"),
                                  {"question": question, "motivation": motivation or "(none given)", "history": env.history_text}, env.model_context())
            rewrite = parse_rewrite(out.text or "") if out.text is not None else None
        if not rewrite:
            env.trace.event("degradation", "rewrite_failed", "no rewrite; keeping the original query and its results", step=StepName.REWRITE.value)
            return RewriteResult(None, out.step)
        if len(rewrite) > MAX_QUESTION_CHARS:  # the additive rewrite of a question already cut to the bound
            env.trace.event("degradation", "rewrite_truncated", f"the rewrite was {len(rewrite):,} characters; only the first {MAX_QUESTION_CHARS:,} are used", step=StepName.REWRITE.value)
            rewrite = rewrite[:MAX_QUESTION_CHARS].rstrip()
        lost = missing_protected(env.trace.question, rewrite)
        if lost:
            out.step.parsed = {"rewrite": rewrite, "rejected": True, "lost": lost}
            env.trace.event("degradation", "rewrite_rejected", f"the rewrite lost {lost}; using the original query", step=StepName.REWRITE.value)
            return RewriteResult(None, out.step)
        out.step.parsed = {"rewrite": rewrite, "rejected": False} | ({"source": "judge_rewrite"} if proposed is not None else {})
        return RewriteResult(rewrite, out.step)
