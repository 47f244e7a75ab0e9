"""`BM25Index`: lexical search per tenant with bm25s, kept in step with the `CorpusStore`.

One index per tenant, so a query can only ever score its own tenant's chunks. The index is built
from the store's chunks (title, section heading and text are indexed), saved under
data_dir/bm25/<tenant>/ with the store's tenant version, and rebuilt lazily on the first search
after that version changes: writes stay cheap and a search never sees a stale index. The audience
rule is applied as a 0/1 weight mask on the scores, so restricted chunks never rank.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import shutil
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from querylab.config import Settings
from querylab.contracts import Hit, Scope
from querylab.corpus import access
from querylab.corpus.store import CorpusStore
from querylab.corpus.tokens import tokenize
from querylab.keyed_locks import KeyedLocks

log = logging.getLogger(__name__)

_IDS_FILE = "querylab_ids.json"


@dataclass
class _TenantIndex:
    version: str
    ids: list[str]
    audiences: list[str]
    retriever: object | None  # bm25s.BM25, None when the tenant has no chunks
    restricted: dict[str, np.ndarray] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # Positions of audience-restricted chunks by audience: a query checks each audience once, not each
        # chunk (1,000 checks per search at 10k chunks before; docs/bench_results.md).
        by_audience: dict[str, list[int]] = {}
        for i, audience in enumerate(self.audiences):
            if audience != "all":
                by_audience.setdefault(audience, []).append(i)
        self.restricted = {a: np.asarray(ix, dtype=np.int64) for a, ix in by_audience.items()}


class BM25Index:
    """Per-tenant BM25 over the store's chunks. Thread-safe; rebuilds are lazy and persisted.

    A held index is read without a lock; a load or rebuild holds only its tenant's lock, so one tenant's rebuild
    after an ingest (seconds for a large tenant) never stalls another tenant's search.
    """

    def __init__(self, settings: Settings, store: CorpusStore) -> None:
        self.store = store
        self.root = Path(settings.data_dir) / "bm25"
        self._cache: dict[str, _TenantIndex] = {}
        self._tenant_lock = KeyedLocks()

    def search(self, text: str, k: int, scope: Scope) -> list[Hit]:
        """Top-k chunks of `scope.tenant` visible to `scope.groups`; score = BM25 score (> 0)."""
        if k <= 0:
            return []
        index = self._current(scope.tenant)
        if index.retriever is None:
            return []
        vocab = index.retriever.vocab_dict  # type: ignore[attr-defined]
        tokens = [t for t in tokenize(text) if t in vocab]
        if not tokens:
            return []
        scores = np.asarray(index.retriever.get_scores(tokens), dtype=np.float64)  # type: ignore[attr-defined]
        for audience, positions in index.restricted.items():
            if not access.audience_allows(audience, scope.groups):
                scores[positions] = 0.0
        order = [int(i) for i in np.argsort(-scores, kind="stable")[: max(k * 2, k + 10)] if scores[i] > 0]
        ids = [index.ids[i] for i in order]
        by_id = {h.chunk_id: h for h in self.store.get_chunks(ids, scope=scope)}
        hits: list[Hit] = []
        for i in order:
            found = by_id.get(index.ids[i])
            if found is None:  # deleted since the index was built; the next search rebuilds
                continue
            hits.append(found.model_copy(update={"rank": len(hits) + 1, "score": float(scores[i])}))
            if len(hits) == k:
                break
        return hits

    def is_stale(self, tenant: str) -> bool:
        cached = self._cache.get(tenant)
        return cached is None or cached.version != self.store.tenant_version(tenant)

    def rebuild(self, tenant: str) -> None:
        """Rebuild and save `tenant`'s index now (searches do this by themselves when needed)."""
        with self._tenant_lock(tenant):
            self._cache[tenant] = self._build(tenant, self.store.tenant_version(tenant))

    # ------------------------------------------------------------------ internals
    def _current(self, tenant: str) -> _TenantIndex:
        version = self.store.tenant_version(tenant)
        cached = self._cache.get(tenant)
        if cached is not None and cached.version == version:
            return cached
        with self._tenant_lock(tenant):
            cached = self._cache.get(tenant)
            if cached is None or cached.version != version:
                cached = self._load(tenant, version) or self._build(tenant, version)
                self._cache[tenant] = cached
            return cached

    def _dir(self, tenant: str) -> Path:
        safe = re.sub(r"[^A-Za-z0-9_.-]", "_", tenant)
        if safe != tenant or safe in {".", ".."}:
            safe = f"{safe.strip('.') or 'tenant'}-{hashlib.sha256(tenant.encode()).hexdigest()[:8]}"
        return self.root / safe

    def _load(self, tenant: str, version: str) -> _TenantIndex | None:
        path = self._dir(tenant)
        try:
            meta = json.loads((path / _IDS_FILE).read_text(encoding="utf-8"))
            if meta.get("version") != version or meta.get("tenant") != tenant:
                return None
            retriever = None
            if meta["ids"]:
                bm25s = _bm25s()
                retriever = bm25s.BM25.load(str(path), show_progress=False)
            log.debug("loaded BM25 index of %s (%d chunks)", tenant, len(meta["ids"]))
            return _TenantIndex(version=version, ids=meta["ids"], audiences=meta["audiences"], retriever=retriever)
        except FileNotFoundError:
            return None
        except Exception as exc:  # a damaged index is rebuilt, never trusted
            log.warning("BM25 index of %s unreadable, rebuilding: %s", tenant, exc)
            return None

    def _build(self, tenant: str, version: str) -> _TenantIndex:
        bm25s = _bm25s()

        ids: list[str] = []
        audiences: list[str] = []
        corpus: list[list[str]] = []
        for chunk_id, text, meta in self.store.iter_chunks(tenant):
            if meta.get("kind") == "front":
                continue  # metadata-only chunk: stored for rebuilding the document, never retrieved
            ids.append(chunk_id)
            audiences.append(str(meta.get("audience") or "all"))
            corpus.append(tokenize(f"{meta.get('title', '')}\n{meta.get('section', '')}\n{text}"))
        retriever = None
        if ids:
            retriever = bm25s.BM25()
            retriever.index(corpus, show_progress=False)
        self._save(tenant, version, ids, audiences, retriever)
        log.info("built BM25 index of %s: %d chunks (version %s)", tenant, len(ids), version)
        return _TenantIndex(version=version, ids=ids, audiences=audiences, retriever=retriever)

    def _save(self, tenant: str, version: str, ids: list[str], audiences: list[str], retriever: object | None) -> None:
        """Write to a fresh directory and swap it in, so a reader never sees half an index."""
        final = self._dir(tenant)
        tmp = final.with_name(f".{final.name}.{uuid.uuid4().hex[:8]}.tmp")
        try:
            tmp.mkdir(parents=True)
            if retriever is not None:
                retriever.save(str(tmp), show_progress=False)  # type: ignore[attr-defined]
            payload = {"tenant": tenant, "version": version, "ids": ids, "audiences": audiences}
            (tmp / _IDS_FILE).write_text(json.dumps(payload), encoding="utf-8")
            old = final.with_name(f".{final.name}.{uuid.uuid4().hex[:8]}.old")
            if final.exists():
                final.rename(old)
            tmp.rename(final)
            shutil.rmtree(old, ignore_errors=True)
        except OSError as exc:  # the in-memory index still works; only persistence failed
            log.warning("could not save the BM25 index of %s: %s", tenant, exc)
            shutil.rmtree(tmp, ignore_errors=True)


def _bm25s():  # noqa: ANN202 - the module
    """Import bm25s lazily (it is slow to import) and quiet it: it sets its own logger to DEBUG on import."""
    import bm25s

    logging.getLogger("bm25s").setLevel(logging.WARNING)
    return bm25s
