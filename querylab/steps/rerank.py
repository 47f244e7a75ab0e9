"""RAG Me Up's optional rerank: the model orders the fused candidates (the top 2·k) before the judge sees them.

A reply that names no passage, or a failed call, keeps the fused order (a degradation event, not an error).
"""

from __future__ import annotations

from querylab.contracts import FusedHit
from querylab.parsing import parse_rerank
from querylab.steps.env import StepEnv, hits_block
from querylab.steps.names import StepName


class RerankStep:
    def __init__(self, env: StepEnv) -> None:
        self.env = env

    def run(self, question: str, fused: list[FusedHit], *, depth: int, round: int = 1) -> list[FusedHit]:
        env = self.env
        depth = min(len(fused), depth)
        if depth < 2:
            return fused
        candidates = fused[:depth]
        block, texts = hits_block(candidates)
        out = env.runner.call(env.trace, StepName.RERANK, env.templates("rerank"), {"documents": block, "question": question},
                              env.model_context(texts), round=round)
        if out.text is None:  # the call failed: the runner has recorded why
            return fused
        order = parse_rerank(out.text, depth)
        if order is None:
            out.step.parsed = {"order": None}
            env.trace.event("degradation", "rerank_unparsed", "the rerank reply named no passage; keeping the fused order", step=StepName.RERANK.value)
            return fused
        out.step.parsed = {"order": order, "chunk_ids": [candidates[i - 1].chunk_id for i in order]}
        reordered = [candidates[i - 1] for i in order] + fused[depth:]
        return [h.model_copy(update={"rank": n}) for n, h in enumerate(reordered, start=1)]
