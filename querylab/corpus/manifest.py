"""The ingestion manifest: the committed truth about which document version is in the store.

Chroma has no transactions across many records, so a document is written in three moves: a journal
entry ("doc X is being changed"), the chunk writes, then the manifest row (committed last, in one
transaction with the version bump). Whatever Chroma holds that disagrees with the manifest is
a leftover of an interrupted run and is repaired by `CorpusStore.recover()`, which only needs to look
at journalled documents. The manifest lives in `<data_dir>/corpus/<collection>.sqlite3` even when Chroma
is a server — unless `QUERYLAB_DATABASE_URL` is set: then it is shared state in PostgreSQL, so every
replica sees what another ingested, and its version (the BM25 index's stamp) tells each replica's
lexical index to rebuild.

Tables (migration 4 of `querylab.storage.migrations`; a file of the schema before migrations is imported
once): corpus_documents, corpus_journal, corpus_meta (the store epoch and write counter),
corpus_tenant_versions — each keyed by `scope`, the collection name in a shared database ('' in a file,
which holds one collection).

Versions are asked for on the hot path (the engine twice per turn, every retrieval channel and read-back once
per round), and on PostgreSQL each ask was a round trip. So all of a scope's versions are read in one query and
kept for `fresh_for` seconds (default `FRESH_FOR`, as `DatabaseLabelStore` keeps its counter): another
process's or replica's write is seen by the first ask after the window; a write through this manifest drops
the kept versions, so this process sees its own ingest at once.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from querylab.storage import Tx, Where, as_database, upsert_sql

_DOCUMENT_COLUMNS = ("doc_id", "tenant", "source", "title", "doc_hash", "n_chunks", "status", "ingested_at", "metadata", "chunk_ids", "summary", "pipeline")
_SELECT = f"SELECT {', '.join(_DOCUMENT_COLUMNS)} FROM corpus_documents"
_DOCUMENT_UPSERT = upsert_sql("corpus_documents", ("scope", *_DOCUMENT_COLUMNS), ("scope", "doc_id"))
_JOURNAL_UPSERT = upsert_sql("corpus_journal", ("scope", "doc_id", "tenant", "started_at"), ("scope", "doc_id"))
_TENANT_VERSION_UPSERT = upsert_sql("corpus_tenant_versions", ("scope", "tenant", "version"), ("scope", "tenant"))


@dataclass
class ManifestRow:
    doc_id: str
    tenant: str
    source: str
    title: str
    doc_hash: str
    n_chunks: int
    status: str
    ingested_at: str
    metadata: dict[str, Any] = field(default_factory=dict)
    chunk_ids: list[str] = field(default_factory=list)
    summary: str = ""
    pipeline: str = ""


@dataclass(frozen=True)
class _Versions:
    """All of one scope's versions, read in one query: the store epoch, its write counter, each tenant's version."""

    epoch: str
    counter: str
    tenants: dict[str, str]


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class Manifest:
    """One transaction per call, so it is safe from any thread, process or replica."""

    #: Seconds the versions read are trusted for; another replica's write shows after at most this long.
    FRESH_FOR = 0.25

    def __init__(self, where: Where, scope: str = "", *, fresh_for: float | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.db = as_database(where, "corpus_manifest")
        self.path = getattr(self.db, "path", None)  # the SQLite file, when it is one
        self.scope = scope
        self._lock = threading.Lock()
        self._fresh_for, self._clock = self.FRESH_FOR if fresh_for is None else fresh_for, clock
        self._versions_lock = threading.Lock()  # guards the three fields below (never held across a query)
        self._versions: _Versions | None = None
        self._read_at = float("-inf")
        self._writes = 0  # bumped by every write through this manifest: a read begun before one is not kept
        with self.db.transaction(write=True) as tx:
            for key, value in (("epoch", uuid.uuid4().hex[:12]), ("counter", "0")):
                tx.execute("INSERT INTO corpus_meta (scope, key, value) VALUES (?, ?, ?) ON CONFLICT (scope, key) DO NOTHING", (scope, key, value))

    # --- reads -----------------------------------------------------------------------------------
    def get(self, doc_id: str) -> ManifestRow | None:
        rows = self.db.read(f"{_SELECT} WHERE scope = ? AND doc_id = ?", (self.scope, doc_id))
        return self._row(rows[0]) if rows else None

    def rows(self, tenant: str | None = None) -> list[ManifestRow]:
        if tenant is not None:
            rows = self.db.read(f"{_SELECT} WHERE scope = ? AND tenant = ? ORDER BY source", (self.scope, tenant))
        else:
            rows = self.db.read(f"{_SELECT} WHERE scope = ? ORDER BY tenant, source", (self.scope,))
        return [self._row(r) for r in rows]

    def pending(self) -> list[str]:
        return [r[0] for r in self.db.read("SELECT doc_id FROM corpus_journal WHERE scope = ? ORDER BY started_at", (self.scope,))]

    def version(self) -> str:
        """Changes on every committed write to this scope (any tenant)."""
        versions = self._current()
        return f"{versions.epoch}:{versions.counter}"

    def tenant_version(self, tenant: str) -> str:
        """Changes on every committed write to `tenant`'s documents in this scope."""
        versions = self._current()
        return f"{versions.epoch}:{versions.tenants.get(tenant, '0')}"

    def _current(self) -> _Versions:
        """The scope's versions, read again once `fresh_for` seconds have passed or this manifest wrote."""
        now = self._clock()
        with self._versions_lock:
            kept, writes = self._versions, self._writes
            if kept is not None and now - self._read_at < self._fresh_for:
                return kept
        rows = self.db.read("SELECT 'meta', key, value FROM corpus_meta WHERE scope = ? UNION ALL "
                            "SELECT 'tenant', tenant, CAST(version AS TEXT) FROM corpus_tenant_versions WHERE scope = ?",
                            (self.scope, self.scope))
        meta = {str(key): str(value) for kind, key, value in rows if kind == "meta"}
        read = _Versions(meta["epoch"], meta["counter"], {str(key): str(value) for kind, key, value in rows if kind == "tenant"})
        with self._versions_lock:
            if self._writes == writes:  # no write of ours since the read began: it may be kept
                self._versions, self._read_at = read, now
        return read

    def _wrote(self) -> None:
        """After a committed write: the next ask reads the versions again, whatever the window."""
        with self._versions_lock:
            self._writes += 1
            self._versions = None

    # --- writes ----------------------------------------------------------------------------------
    def document_lock(self, doc_id: str) -> AbstractContextManager[None]:
        """Held while one document's chunks are written or deleted, across processes and replicas, so two
        replicas given the same file at once write it one after the other (the second finds it unchanged)."""
        return self.db.named_lock(f"corpus:{self.scope}:{doc_id}")

    def begin(self, doc_id: str, tenant: str) -> None:
        """Journal a document before touching Chroma, so a crash leaves a trail for `recover()`."""
        with self._lock, self.db.transaction(write=True) as tx:
            tx.execute(_JOURNAL_UPSERT, (self.scope, doc_id, tenant, _now()))

    def end(self, doc_id: str) -> None:
        with self._lock, self.db.transaction(write=True) as tx:
            tx.execute("DELETE FROM corpus_journal WHERE scope = ? AND doc_id = ?", (self.scope, doc_id))

    def commit(self, row: ManifestRow) -> None:
        """Make `row` the committed version of its document (and bump the versions), atomically."""
        values = (row.doc_id, row.tenant, row.source, row.title, row.doc_hash, row.n_chunks, row.status, row.ingested_at,
                  json.dumps(row.metadata, sort_keys=True), json.dumps(row.chunk_ids), row.summary, row.pipeline)
        with self._lock, self.db.transaction(write=True) as tx:
            tx.execute(_DOCUMENT_UPSERT, (self.scope, *values))
            self._bump(tx, row.tenant)
        self._wrote()

    def remove(self, doc_id: str, tenant: str) -> None:
        with self._lock, self.db.transaction(write=True) as tx:
            tx.execute("DELETE FROM corpus_documents WHERE scope = ? AND doc_id = ?", (self.scope, doc_id))
            self._bump(tx, tenant)
        self._wrote()

    def set_status(self, doc_id: str, status: str) -> None:
        with self._lock, self.db.transaction(write=True) as tx:
            row = tx.execute("UPDATE corpus_documents SET status = ? WHERE scope = ? AND doc_id = ? RETURNING tenant", (status, self.scope, doc_id)).fetchone()
            if row:
                self._bump(tx, row[0])
        self._wrote()

    def bump(self, tenant: str) -> None:
        with self._lock, self.db.transaction(write=True) as tx:
            self._bump(tx, tenant)
        self._wrote()

    def _bump(self, tx: Tx, tenant: str) -> None:
        """The store's write counter +1 (the row lock of the UPDATE serialises replicas), and `tenant`'s version = it."""
        counter = int(tx.execute("UPDATE corpus_meta SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT) WHERE scope = ? AND key = 'counter' RETURNING value",
                                 (self.scope,)).fetchone()[0])
        tx.execute(_TENANT_VERSION_UPSERT, (self.scope, tenant, counter))

    @staticmethod
    def _row(values: tuple[Any, ...]) -> ManifestRow:
        raw = dict(zip(_DOCUMENT_COLUMNS, values))
        raw["metadata"] = json.loads(raw["metadata"] or "{}")
        raw["chunk_ids"] = json.loads(raw["chunk_ids"] or "[]")
        return ManifestRow(**raw)
