"""The retrieval step: one round's channels (DESIGN.md, "Channels and fusion").

A channel = (name, query text, retriever, filters) → ranked hits keyed by chunk id. Filters come from the
principal's scope inside `querylab.channels.ChannelRunner`; nothing here can widen them. The original query's
channels are always kept in the trace, so a miss can be blamed on the corpus or on the rewrite.
"""

from __future__ import annotations

from typing import Sequence

from querylab.channels import ChannelRunner, ChannelSpec
from querylab.contracts import ChannelResult
from querylab.steps.env import StepEnv
from querylab.steps.names import ChannelSource, StepName, channel_name


class RetrievalUnavailable(RuntimeError):
    """Every retrieval channel of a round failed; the turn ends with a clear message instead of "no answer"."""


def round_channels(retrievers: Sequence[str], original: str, *, rewrite: str | None = None, rewrite_channel: bool = False,
                   hyde: str | None = None, round: int = 1) -> list[ChannelSpec]:
    """The channels a round asks for.

    Round 1: the question on every retriever (with HyDE: the hypothetical document on dense, the question on
    BM25), plus the router's or memU's rewrite as channels of their own when `rewrite_channel` and it differs.
    Later rounds: the rewrite after the judge's "no" on every retriever (the `loop` channels).
    """
    def on_each(source: ChannelSource, query: str) -> list[ChannelSpec]:
        return [ChannelSpec(channel_name(source, r), query, r) for r in retrievers]

    if round > 1:
        return on_each(ChannelSource.LOOP, rewrite or original)
    if hyde:
        specs = [ChannelSpec(channel_name(ChannelSource.HYDE, "dense"), hyde, "dense")]
        return specs + ([ChannelSpec(channel_name(ChannelSource.ORIGINAL, "bm25"), original, "bm25")] if "bm25" in retrievers else [])
    specs = on_each(ChannelSource.ORIGINAL, original)
    if rewrite_channel and rewrite and rewrite.strip().lower() != original.strip().lower():
        specs += on_each(ChannelSource.REWRITE, rewrite)
    return specs


class RetrieveStep:
    def __init__(self, env: StepEnv, channels: ChannelRunner) -> None:
        self.env = env
        self.channels = channels

    def run(self, specs: Sequence[ChannelSpec], *, depth: int, round: int = 1, tier: str | None = None,
            prefetched: Sequence[ChannelResult] = ()) -> list[ChannelResult]:
        """Run the channels (reusing `prefetched` results of the very same channel) and keep them in the trace.

        Raises `RetrievalUnavailable` when every channel failed (Chroma or the embedder down): judging an empty
        list would end in "the corpus has no answer", which is not true.
        """
        env = self.env
        ready = {(c.name, c.query, c.retriever): c for c in prefetched}
        with env.trace.timed(StepName.RETRIEVE.value, round=round, tier=tier) as step:
            fresh = iter(self.channels.run([s for s in specs if (s.name, s.query, s.retriever) not in ready], env.scope, depth))
            results = [ready.get((s.name, s.query, s.retriever)) or next(fresh) for s in specs]
            results = [r.model_copy(update={"round": round}) if r.round != round else r for r in results]
            step.parsed = {c.name: len(c.hits) for c in results}
        reused = [s.name for s in specs if (s.name, s.query, s.retriever) in ready]
        if reused:
            env.trace.event("info", "speculative_retrieval_used", f"channels {', '.join(reused)} were retrieved while the router decided", step=step.name)
        for r in results:
            if r.error:
                env.trace.event("degradation", "channel_failed", f"channel {r.name} failed: {r.error}", step=step.name)
        env.trace.channels += results
        if results and all(r.error for r in results):
            env.trace.event("error", "retrieval_unavailable", "every retrieval channel failed: " + "; ".join(f"{r.name}: {r.error}" for r in results), step=step.name)
            raise RetrievalUnavailable(step.name)
        return results
