"""The fusion step: reciprocal rank fusion of a round's channels, then documents in force first.

RRF itself lives in `querylab.fusion` (one owner, used by evaluation too). Documents no longer in force go
after those in force today, unless the question (or the route's time constraint) asks about a time.
"""

from __future__ import annotations

from typing import Sequence

from querylab.contracts import ChannelResult, FusedHit
from querylab.fusion import reciprocal_rank_fusion
from querylab.lexicon import protected_spans
from querylab.steps.env import StepEnv
from querylab.steps.names import StepName
from querylab.validity import demote_outdated


def in_force_first(env: StepEnv, fused: list[FusedHit]) -> list[FusedHit]:
    route = env.trace.route
    asks_about_a_time = bool(route and route.time_constraint) or bool(protected_spans(env.trace.question).dates)
    if asks_about_a_time:
        return fused
    reordered, notes = demote_outdated(fused, env.scope.as_of)
    if notes:
        env.trace.event("info", "outdated_demoted", "ranked after documents in force today: " + "; ".join(notes))
    return reordered


class FuseStep:
    def __init__(self, env: StepEnv) -> None:
        self.env = env

    def run(self, results: Sequence[ChannelResult], *, top_n: int, round: int = 1, in_force: bool = True) -> list[FusedHit]:
        """The fused list (top `top_n`); `in_force=False` leaves the order to a later rerank."""
        with self.env.trace.timed(StepName.FUSE.value, round=round) as step:
            fused = reciprocal_rank_fusion(list(results), k=self.env.rrf_k, top_n=top_n)
            if in_force:
                fused = in_force_first(self.env, fused)
            step.parsed = [f.chunk_id for f in fused]
        return fused
