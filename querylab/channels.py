"""Retrieval channels: (name, query text, retriever, filters) -> ranked hits keyed by chunk id.

Filters come from the `Scope` (the principal) and nothing else; a channel's query text cannot change
them. Lexical channels start at once; dense queries are embedded in one batch meanwhile, then the dense
channels start: all run concurrently.
"""

from __future__ import annotations

import logging
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol, Sequence

import numpy as np

from querylab.contracts import ChannelResult, Hit, Scope
from querylab.corpus.access import audience_allows
from querylab.embeddings.base import Embedder

logger = logging.getLogger(__name__)

RETRIEVERS = ("dense", "bm25", "summaries")


class SearchBackend(Protocol):
    def dense_search(self, query_embedding: np.ndarray, k: int, scope: Scope) -> list[Hit]: ...
    def summary_search(self, query_embedding: np.ndarray, k: int, scope: Scope) -> list[Hit]: ...


class LexicalBackend(Protocol):
    def search(self, text: str, k: int, scope: Scope) -> list[Hit]: ...


@dataclass(frozen=True)
class ChannelSpec:
    name: str  # e.g. "original-dense"
    query: str
    retriever: str  # one of RETRIEVERS
    weight: float = 1.0
    k: int | None = None


def scope_filters(scope: Scope) -> dict[str, Any]:
    return {"tenant": scope.tenant, "groups": list(scope.groups), "as_of": scope.as_of.isoformat()}


class ChannelRunner:
    def __init__(self, store: SearchBackend, lexical: LexicalBackend, embedder: Embedder, max_workers: int = 4) -> None:
        self.store = store
        self.lexical = lexical
        self.embedder = embedder
        self.pool = ThreadPoolExecutor(max_workers=max_workers, thread_name_prefix="channel")

    def run(self, specs: Sequence[ChannelSpec], scope: Scope, k: int) -> list[ChannelResult]:
        if not specs:
            return []
        # Lexical channels need no embedding: they start before the query is embedded (profile in
        # docs/bench_results.md: BM25 used to wait for MiniLM in every round).
        futures: dict[int, Any] = {i: self.pool.submit(self._run_one, s, scope, k, {}, None) for i, s in enumerate(specs) if s.retriever == "bm25"}
        dense_queries = sorted({s.query for s in specs if s.retriever in ("dense", "summaries")})
        vectors: dict[str, np.ndarray] = {}
        embed_error: str | None = None
        if dense_queries:
            try:
                vectors = dict(zip(dense_queries, self.embedder.embed(dense_queries)))
            except Exception as exc:  # the embedder failing is a degradation, not a crash
                embed_error = f"embedding failed: {exc}"
                logger.warning(embed_error)
        for i, s in enumerate(specs):
            if i not in futures:
                futures[i] = self.pool.submit(self._run_one, s, scope, k, vectors, embed_error)
        return [futures[i].result() for i in range(len(specs))]

    def _run_one(self, spec: ChannelSpec, scope: Scope, k: int, vectors: dict[str, np.ndarray], embed_error: str | None) -> ChannelResult:
        result = ChannelResult(name=spec.name, query=spec.query, retriever=spec.retriever, filters=scope_filters(scope), weight=spec.weight)
        t0 = time.perf_counter()
        kk = spec.k or k
        try:
            if spec.retriever == "bm25":
                result.hits = self.lexical.search(spec.query, kk, scope)
            elif spec.query not in vectors:
                result.error = embed_error or "no embedding"
            elif spec.retriever == "dense":
                result.hits = self.store.dense_search(vectors[spec.query], kk, scope)
            elif spec.retriever == "summaries":
                result.hits = self.store.summary_search(vectors[spec.query], kk, scope)
            else:
                result.error = f"unknown retriever {spec.retriever!r}"
        except Exception as exc:
            logger.warning("channel %s failed: %s", spec.name, exc)
            result.error = f"{type(exc).__name__}: {exc}"
        result.duration_ms = (time.perf_counter() - t0) * 1000
        result.hits = admitted(result.hits, scope, spec.name)
        return result


def admitted(hits: list[Hit], scope: Scope, channel: str = "?") -> list[Hit]:
    """Defence in depth, failing closed: whatever a backend returns, only chunks that carry this scope's tenant
    and whose audience admits its groups leave a channel. A chunk with no tenant at all is dropped too (a
    store that lost its metadata must not become a store without tenants)."""
    kept: list[Hit] = []
    untenanted = foreign = outside = 0
    for h in hits:
        tenant = h.metadata.get("tenant")
        if tenant is None or tenant == "":
            untenanted += 1
        elif tenant != scope.tenant:
            foreign += 1
        elif not audience_allows(h.metadata.get("audience"), scope.groups):
            outside += 1
        else:
            kept.append(h)
    if untenanted:
        logger.error("channel %s returned %d chunks without tenant metadata; dropped", channel, untenanted)
    if foreign:
        logger.error("channel %s returned %d chunks of another tenant; dropped", channel, foreign)
    if outside:
        logger.error("channel %s returned %d chunks outside the audience of groups %s; dropped", channel, outside, list(scope.groups))
    return kept
