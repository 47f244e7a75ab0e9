"""Exact nearest-neighbour search over one tenant's rows: the first search for tenants up to `FIRST_ROWS` rows, the
fallback for rarer ones up to `MAX_ROWS`.

Why: the scoped search used to over-fetch from Chroma's unfiltered HNSW index and apply the scope in code
(`search.py`), then read nothing more; for a tenant rare among the nearest neighbours it asked Chroma to filter,
whose cost grows with the records every clause of the `where` matches (30–48 ms per query at 10k chunks, over
500 ms at 100k; docs/bench_results.md, "Overhead"). The profile of a turn over ten tenants then put the
unfiltered Chroma query (~6–7 ms quiet) and the Chroma `get`s that read hits back (~2.4 ms each, dense and BM25)
at the top of what is left, while an exact cosine search over a few thousand vectors in numpy takes well under
a millisecond. So a tenant's vectors, texts and metadata are read from Chroma once and kept until the tenant's
documents change (`CorpusStore.tenant_version`, which every write bumps — the same version the BM25 index is
kept by), and searched exactly; hits and BM25's read-backs come from those rows, as current as that version.
Chroma stays the store of record: the rows are re-read from it whenever the version moves.

With a Chroma server (which can become unreachable: a search must then report it, not answer from memory) and
for tenants larger than `FIRST_ROWS` (re-reading them after every write would cost seconds), Chroma's HNSW
query comes first and use this only when the over-fetch finds too few visible hits (up to `MAX_ROWS`); larger still
keep Chroma's filtered query. Visibility is decided by `access.allows` on every hit the caller returns, on the
row's metadata: this module only proposes candidates and reads rows.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from querylab.contracts import Scope
from querylab.keyed_locks import KeyedLocks
from querylab.corpus import access

log = logging.getLogger(__name__)

#: Larger tenants are not cached (384 floats per row: 50k rows ≈ 77 MB) and keep Chroma's filtered query.
MAX_ROWS = 50_000
#: Tenants up to this size are searched exactly first (their rows are re-read after each write: ~0.5 s per 10k).
FIRST_ROWS = 20_000
PAGE = 5_000


@dataclass
class TenantVectors:
    """One tenant's searchable rows of one collection at one version: unit vectors, texts, metadata, audiences."""

    version: str
    ids: list[str]
    vectors: np.ndarray  # (n, dim) float32, unit length
    audiences: np.ndarray  # (n,) object: the row's canonical audience ("all" or comma-joined groups)
    documents: list[str] = field(default_factory=list)
    metadatas: list[dict[str, Any]] = field(default_factory=list)
    position: dict[str, int] = field(default_factory=dict)
    _masks: dict[tuple[str, ...], np.ndarray] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self.position = {record_id: i for i, record_id in enumerate(self.ids)}

    def visible(self, scope: Scope) -> np.ndarray:
        """Boolean mask of the rows `scope` may see (one audience check per distinct audience, not per row;
        kept per set of groups, as the rows do not change within a version)."""
        key = tuple(sorted(scope.groups))
        mask = self._masks.get(key)
        if mask is None:
            mask = np.zeros(len(self.ids), dtype=bool)
            for audience in set(self.audiences.tolist()):
                if access.audience_allows(audience, scope.groups):
                    mask |= self.audiences == audience
            self._masks[key] = mask
        return mask

    def nearest(self, scope: Scope, vector: np.ndarray, n: int) -> list[tuple[str, float]]:
        if not self.ids:
            return []
        mask = self.visible(scope)
        visible = int(mask.sum())
        if visible == 0:
            return []
        query = vector / (np.linalg.norm(vector) or 1.0)
        sims = self.vectors @ query  # every row (no copy of the matrix), the invisible ones pushed below any cosine
        sims = np.where(mask, sims, -np.inf)
        take = min(n, visible)
        top = np.argpartition(-sims, take - 1)[:take] if take < len(sims) else np.arange(len(sims))
        order = top[np.argsort(-sims[top], kind="stable")]
        return [(self.ids[i], float(sims[i])) for i in order if mask[i]]

    def row(self, record_id: str) -> tuple[str, dict[str, Any]] | None:
        """(text, metadata) of a row of this version, None if it is not one (deleted, or never searchable)."""
        i = self.position.get(record_id)
        return None if i is None else (self.documents[i], self.metadatas[i])


@dataclass(frozen=True)
class _Entry:
    """What is held for one (collection, tenant): the rows of the last read and what that read found.

    Replaced whole (never changed in place), so a reader without the lock sees one read's fields together."""

    version: str
    rows: TenantVectors | None  # None: the tenant had more rows than `limit`
    limit: int  # the row limit of that read
    size: int  # rows seen by that read (any version): is the tenant small?

    def answers(self, version: str, limit: int) -> bool:
        """These rows (or the finding "too large") stand for `version` read up to `limit` rows."""
        return self.version == version and (self.rows is not None or self.limit >= limit)


class ExactSearch:
    """Per-(collection, tenant) cache of `TenantVectors`, rebuilt when the tenant's version changes. Thread-safe.

    A search at the held version takes no lock; a re-read after a write holds that tenant's lock only (another
    reader of the same tenant waits for it rather than read the same rows again; other tenants never wait)."""

    def __init__(self, max_rows: int = MAX_ROWS, first_rows: int = FIRST_ROWS) -> None:
        self.max_rows = max_rows
        self.first_rows = first_rows
        self._entries: dict[tuple[str, str], _Entry] = {}
        self._tenant_lock = KeyedLocks()  # per (collection, tenant)

    def nearest(self, collection: Any, scope: Scope, version: Callable[[], str], vector: np.ndarray, n: int) -> list[tuple[str, float]] | None:
        """(id, cosine similarity) of the `n` rows nearest to `vector` that `scope` may see, nearest first; None
        when the tenant is too large to be searched here (the caller then asks Chroma to filter)."""
        rows = self._rows(collection, scope.tenant, version())
        return None if rows is None else rows.nearest(scope, vector, n)

    def first(self, collection: Any, tenant: str, version: str) -> TenantVectors | None:
        """The tenant's rows when it is small enough to be searched exactly first (read now if need be), else None.
        A tenant seen larger than `first_rows` is not read again for this (reading stops past `first_rows`)."""
        entry = self._entries.get((collection.name, tenant))
        if self.first_rows <= 0 or (entry is not None and entry.size > self.first_rows):
            return None
        rows = self._rows(collection, tenant, version, self.first_rows)
        return rows if rows is not None and len(rows.ids) <= self.first_rows else None

    def cached(self, collection: Any, tenant: str, version: str) -> TenantVectors | None:
        """The tenant's rows if they are already held at this version (never reads)."""
        entry = self._entries.get((collection.name, tenant))
        return entry.rows if entry is not None and entry.version == version else None

    def _rows(self, collection: Any, tenant: str, version: str, limit: int | None = None) -> TenantVectors | None:
        """The rows at `version`, read up to `limit` rows (default `max_rows`); None when the tenant has more."""
        key = (collection.name, tenant)
        limit = self.max_rows if limit is None else min(limit, self.max_rows)
        entry = self._entries.get(key)
        if entry is not None and entry.answers(version, limit):
            return entry.rows  # the hot path: no lock
        with self._tenant_lock(key):
            entry = self._entries.get(key)  # another reader may have read them while this one waited
            if entry is not None and entry.answers(version, limit):
                return entry.rows
            rows, size = _read(collection, tenant, version, limit)
            self._entries[key] = _Entry(version, rows, limit, size)
            return rows


def _read(collection: Any, tenant: str, version: str, max_rows: int) -> tuple[TenantVectors | None, int]:
    """(the tenant's searchable rows, or None past `max_rows`; how many rows were seen)."""
    ids: list[str] = []
    vectors: list[np.ndarray] = []
    audiences: list[str] = []
    documents: list[str] = []
    metadatas: list[dict[str, Any]] = []
    offset = 0
    while True:
        got = collection.get(where={"tenant": tenant}, include=["embeddings", "metadatas", "documents"], limit=PAGE, offset=offset)
        page_ids = got["ids"]
        embeddings = got.get("embeddings")
        texts = got.get("documents") or [""] * len(page_ids)
        for record_id, meta, emb, text in zip(page_ids, got.get("metadatas") or [], embeddings if embeddings is not None else [], texts):
            meta = meta or {}
            if meta.get("kind") == "front" or meta.get("tenant") != tenant:
                continue  # metadata-only chunks are never retrieved
            ids.append(record_id)
            vectors.append(np.asarray(emb, dtype=np.float32))
            audiences.append(str(meta.get("audience") or "all"))
            documents.append(text or "")
            metadatas.append(meta)
        if len(ids) > max_rows:
            log.info("tenant %s has over %d rows in %s: its scoped searches stay with Chroma", tenant, max_rows, collection.name)
            return None, len(ids)
        if len(page_ids) < PAGE:
            break
        offset += PAGE
    matrix = np.vstack(vectors) if vectors else np.zeros((0, 0), dtype=np.float32)
    if vectors:
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        matrix = matrix / np.where(norms == 0, 1.0, norms)
    rows = TenantVectors(version=version, ids=ids, vectors=matrix.astype(np.float32, copy=False),
                         audiences=np.asarray(audiences, dtype=object), documents=documents, metadatas=metadatas)
    return rows, len(ids)
