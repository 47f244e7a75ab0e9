"""RAG Me Up's multi-turn shortcut: does a follow-up need new documents, or can it reuse the last turn's?"""

from __future__ import annotations

from dataclasses import dataclass, field

from querylab.contracts import FusedHit
from querylab.parsing import parse_judge
from querylab.steps.env import StepEnv, hits_block
from querylab.steps.names import StepName
from querylab.trace import Trace


@dataclass
class FollowupResult:
    reuse: bool
    hits: list[FusedHit] = field(default_factory=list)
    from_turn: str | None = None


class FollowupStep:
    def __init__(self, env: StepEnv) -> None:
        self.env = env

    def run(self, question: str) -> FollowupResult | None:
        """None when no earlier turn of this session retrieved anything (there is nothing to reuse)."""
        env = self.env
        previous: Trace | None = next((h for h in reversed(env.history) if h.fused), None)
        if previous is None:
            return None
        block, texts = hits_block(previous.fused[: env.top_k])
        out = env.runner.call(env.trace, StepName.FOLLOWUP, env.templates("followup"),
                              {"history": env.history_text, "question": question, "documents": block}, env.model_context(texts))
        verdict = parse_judge(out.text or "")
        out.step.parsed = {"new_documents_needed": verdict.verdict != "no", "motivation": verdict.motivation}
        if verdict.verdict != "no":
            return FollowupResult(reuse=False)
        # Reused hits were scoped to this principal when retrieved; re-check the tenant anyway (fail closed).
        hits = [h for h in previous.fused if h.metadata.get("tenant") == env.scope.tenant]
        return FollowupResult(reuse=True, hits=hits, from_turn=previous.turn_id)
