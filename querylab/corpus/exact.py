"""Exact nearest-neighbour search over one tenant's rows, for tenants that are rare in a shared collection.

Why: the scoped search first over-fetches from Chroma's unfiltered HNSW index and applies the scope in code
(`search.py`). For a tenant that owns a small share of a shared collection that over-fetch finds too few of
its chunks, and the search used to ask Chroma to filter instead. Chroma's filtered query costs time in
proportion to the records every clause of the `where` matches (the audience and `kind` clauses match almost
the whole collection): 30–48 ms per query at 10k chunks and over 500 ms at 100k, measured by `bench`
(docs/bench_results.md, "Overhead"). A tenant that is rare among the nearest neighbours is small, and an
exact cosine search over a few thousand vectors in numpy takes well under a millisecond.

So the tenant's vectors (and what the scope check needs: audience and kind) are read from Chroma once and kept
until the tenant's documents change (`CorpusStore.tenant_version`), for tenants up to `max_rows` rows;
larger tenants keep Chroma's filtered query. Visibility is still decided by `access.allows` on every hit the
caller returns (the caller re-checks the metadata it reads back): this module only proposes candidates.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from querylab.contracts import Scope
from querylab.corpus import access

log = logging.getLogger(__name__)

#: Larger tenants are not cached (384 floats per row: 50k rows ≈ 77 MB) and keep Chroma's filtered query.
MAX_ROWS = 50_000
PAGE = 5_000


@dataclass(frozen=True)
class TenantVectors:
    """One tenant's searchable rows of one collection at one version: unit vectors and who may see them."""

    version: str
    ids: list[str]
    vectors: np.ndarray  # (n, dim) float32, unit length
    audiences: np.ndarray  # (n,) object: the row's canonical audience ("all" or comma-joined groups)

    def visible(self, scope: Scope) -> np.ndarray:
        """Boolean mask of the rows `scope` may see (one audience check per distinct audience, not per row)."""
        mask = np.zeros(len(self.ids), dtype=bool)
        for audience in set(self.audiences.tolist()):
            if access.audience_allows(audience, scope.groups):
                mask |= self.audiences == audience
        return mask


class ExactSearch:
    """Per-(collection, tenant) cache of `TenantVectors`, rebuilt when the tenant's version changes. Thread-safe."""

    def __init__(self, max_rows: int = MAX_ROWS) -> None:
        self.max_rows = max_rows
        self._cache: dict[tuple[str, str], TenantVectors | None] = {}
        self._versions: dict[tuple[str, str], str] = {}
        self._lock = threading.Lock()

    def nearest(self, collection: Any, scope: Scope, version: Callable[[], str], vector: np.ndarray, n: int) -> list[tuple[str, float]] | None:
        """(id, cosine similarity) of the `n` rows nearest to `vector` that `scope` may see, nearest first; None
        when the tenant is too large to be searched here (the caller then asks Chroma to filter)."""
        rows = self._rows(collection, scope.tenant, version())
        if rows is None:
            return None
        if not rows.ids:
            return []
        mask = rows.visible(scope)
        candidates = np.flatnonzero(mask)
        if candidates.size == 0:
            return []
        query = vector / (np.linalg.norm(vector) or 1.0)
        sims = rows.vectors[candidates] @ query
        take = min(n, candidates.size)
        top = np.argpartition(-sims, take - 1)[:take] if take < candidates.size else np.arange(candidates.size)
        order = top[np.argsort(-sims[top], kind="stable")]
        return [(rows.ids[candidates[i]], float(sims[i])) for i in order]

    def _rows(self, collection: Any, tenant: str, version: str) -> TenantVectors | None:
        key = (collection.name, tenant)
        with self._lock:  # one reader builds; the others wait for it rather than read the same rows again
            if self._versions.get(key) == version:
                return self._cache[key]
            rows = _read(collection, tenant, version, self.max_rows)
            self._cache[key] = rows
            self._versions[key] = version
            return rows


def _read(collection: Any, tenant: str, version: str, max_rows: int) -> TenantVectors | None:
    ids: list[str] = []
    vectors: list[np.ndarray] = []
    audiences: list[str] = []
    offset = 0
    while True:
        got = collection.get(where={"tenant": tenant}, include=["embeddings", "metadatas"], limit=PAGE, offset=offset)
        page_ids = got["ids"]
        embeddings = got.get("embeddings")
        for record_id, meta, emb in zip(page_ids, got.get("metadatas") or [], embeddings if embeddings is not None else []):
            meta = meta or {}
            if meta.get("kind") == "front" or meta.get("tenant") != tenant:
                continue  # metadata-only chunks are never retrieved
            ids.append(record_id)
            vectors.append(np.asarray(emb, dtype=np.float32))
            audiences.append(str(meta.get("audience") or "all"))
        if len(ids) > max_rows:
            log.info("tenant %s has over %d rows in %s: its scoped searches stay with Chroma's filter", tenant, max_rows, collection.name)
            return None
        if len(page_ids) < PAGE:
            break
        offset += PAGE
    matrix = np.vstack(vectors) if vectors else np.zeros((0, 0), dtype=np.float32)
    if vectors:
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        matrix = matrix / np.where(norms == 0, 1.0, norms)
    return TenantVectors(version=version, ids=ids, vectors=matrix.astype(np.float32, copy=False), audiences=np.asarray(audiences, dtype=object))
