"""Reciprocal rank fusion (Cormack, Clarke & Büttcher, SIGIR 2009).

score(d) = sum over channels c of w_c / (k + rank_c(d)), ranks 1-based, k = 60 by default. Hits are keyed by
chunk id (never by text, so two chunks with equal text stay apart) and inputs are never mutated: each fused
hit is a new object that carries its rank in every channel that found it, which is what lets the UI say
why a chunk ranks where it does.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from querylab.contracts import ChannelResult, FusedHit, Hit


def reciprocal_rank_fusion(
    channels: Sequence[ChannelResult],
    k: int = 60,
    weights: Mapping[str, float] | None = None,
    top_n: int | None = None,
) -> list[FusedHit]:
    if k < 0:
        raise ValueError("k must be non-negative")
    scores: dict[str, float] = {}
    ranks: dict[str, dict[str, int]] = {}
    first_seen: dict[str, tuple[str, str, dict]] = {}
    for channel in channels:
        weight = channel.weight if weights is None or channel.name not in weights else weights[channel.name]
        for hit in channel.hits:
            if hit.chunk_id in ranks and channel.name in ranks[hit.chunk_id]:
                continue  # a channel lists a chunk once; keep its best rank
            scores[hit.chunk_id] = scores.get(hit.chunk_id, 0.0) + weight / (k + hit.rank)
            ranks.setdefault(hit.chunk_id, {})[channel.name] = hit.rank
            if hit.chunk_id not in first_seen:
                first_seen[hit.chunk_id] = (hit.doc_id, hit.text, dict(hit.metadata))
    order = sorted(scores, key=lambda cid: (-scores[cid], min(ranks[cid].values()), cid))
    if top_n is not None:
        order = order[:top_n]
    fused = []
    for position, cid in enumerate(order, start=1):
        doc_id, text, metadata = first_seen[cid]
        fused.append(
            FusedHit(chunk_id=cid, doc_id=doc_id, score=scores[cid], rank=position, ranks=dict(ranks[cid]), text=text, metadata=metadata)
        )
    return fused


def fuse_ids(rankings: Sequence[Sequence[str]], k: int = 60) -> list[str]:
    """RRF of plain ranked id lists (e.g. documents), by the same rule as `reciprocal_rank_fusion`."""
    channels = [ChannelResult(name=f"ranking{i}", query="", retriever="ids", hits=[Hit(chunk_id=d, rank=r, score=0.0) for r, d in enumerate(ranking, start=1)])
                for i, ranking in enumerate(rankings)]
    return [h.chunk_id for h in reciprocal_rank_fusion(channels, k=k)]
