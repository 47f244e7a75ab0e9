"""The ingestion manifest: the committed truth about which document version is in the store.

Chroma has no transactions across many records, so a document is written in three moves: a journal
entry ("doc X is being changed"), the chunk writes, then the manifest row (committed last, in one
SQLite transaction with the version bump). Whatever Chroma holds that disagrees with the manifest is
a leftover of an interrupted run and is repaired by `CorpusStore.recover()`, which only needs to look
at journalled documents. The manifest lives in data_dir even when Chroma is a server.

Schema (user_version 1): documents(doc_id, tenant, source, title, doc_hash, n_chunks, status,
ingested_at, metadata json, chunk_ids json, summary, pipeline), journal(doc_id, tenant, started_at),
meta(key, value) holding the store epoch and write counter, tenant_versions(tenant, version).
"""

from __future__ import annotations

import json
import sqlite3
import threading
import uuid
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterator

_SCHEMA = """
CREATE TABLE IF NOT EXISTS documents (
    doc_id TEXT PRIMARY KEY,
    tenant TEXT NOT NULL,
    source TEXT NOT NULL,
    title TEXT NOT NULL DEFAULT '',
    doc_hash TEXT NOT NULL,
    n_chunks INTEGER NOT NULL,
    status TEXT NOT NULL,
    ingested_at TEXT NOT NULL,
    metadata TEXT NOT NULL DEFAULT '{}',
    chunk_ids TEXT NOT NULL DEFAULT '[]',
    summary TEXT NOT NULL DEFAULT '',
    pipeline TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS documents_tenant ON documents(tenant, source);
CREATE TABLE IF NOT EXISTS journal (doc_id TEXT PRIMARY KEY, tenant TEXT NOT NULL, started_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tenant_versions (tenant TEXT PRIMARY KEY, version INTEGER NOT NULL);
"""


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


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class Manifest:
    """SQLite-backed; one short connection per call so it is safe from any thread or process."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        with self._connect() as conn:
            conn.executescript(_SCHEMA)
            conn.execute("PRAGMA user_version = 1")
            conn.execute("INSERT OR IGNORE INTO meta(key, value) VALUES ('epoch', ?)", (uuid.uuid4().hex[:12],))
            conn.execute("INSERT OR IGNORE INTO meta(key, value) VALUES ('counter', '0')")

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        conn = sqlite3.connect(self.path, timeout=30)
        conn.row_factory = sqlite3.Row
        try:
            with conn:  # one transaction: committed on success, rolled back on error
                yield conn
        finally:
            conn.close()

    # --- reads -----------------------------------------------------------------------------------
    def get(self, doc_id: str) -> ManifestRow | None:
        with self._connect() as conn:
            row = conn.execute("SELECT * FROM documents WHERE doc_id = ?", (doc_id,)).fetchone()
        return self._row(dict(row)) if row else None

    def rows(self, tenant: str | None = None) -> list[ManifestRow]:
        with self._connect() as conn:
            cur = (
                conn.execute("SELECT * FROM documents WHERE tenant = ? ORDER BY source", (tenant,))
                if tenant is not None
                else conn.execute("SELECT * FROM documents ORDER BY tenant, source")
            )
            return [self._row(dict(r)) for r in cur.fetchall()]

    def pending(self) -> list[str]:
        with self._connect() as conn:
            return [r[0] for r in conn.execute("SELECT doc_id FROM journal ORDER BY started_at")]

    def version(self) -> str:
        with self._connect() as conn:
            meta = {r["key"]: r["value"] for r in conn.execute("SELECT key, value FROM meta")}
        return f"{meta['epoch']}:{meta['counter']}"

    def tenant_version(self, tenant: str) -> str:
        with self._connect() as conn:
            epoch = conn.execute("SELECT value FROM meta WHERE key = 'epoch'").fetchone()[0]
            row = conn.execute("SELECT version FROM tenant_versions WHERE tenant = ?", (tenant,)).fetchone()
        return f"{epoch}:{row[0] if row else 0}"

    # --- writes ----------------------------------------------------------------------------------
    def begin(self, doc_id: str, tenant: str) -> None:
        """Journal a document before touching Chroma, so a crash leaves a trail for `recover()`."""
        with self._lock, self._connect() as conn:
            conn.execute("INSERT OR REPLACE INTO journal VALUES (?, ?, ?)", (doc_id, tenant, _now()))

    def end(self, doc_id: str) -> None:
        with self._lock, self._connect() as conn:
            conn.execute("DELETE FROM journal WHERE doc_id = ?", (doc_id,))

    def commit(self, row: ManifestRow) -> None:
        """Make `row` the committed version of its document (and bump the versions), atomically."""
        with self._lock, self._connect() as conn:
            conn.execute(
                "INSERT OR REPLACE INTO documents VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    row.doc_id, row.tenant, row.source, row.title, row.doc_hash, row.n_chunks, row.status,
                    row.ingested_at, json.dumps(row.metadata, sort_keys=True), json.dumps(row.chunk_ids),
                    row.summary, row.pipeline,
                ),
            )
            self._bump(conn, row.tenant)

    def remove(self, doc_id: str, tenant: str) -> None:
        with self._lock, self._connect() as conn:
            conn.execute("DELETE FROM documents WHERE doc_id = ?", (doc_id,))
            self._bump(conn, tenant)

    def set_status(self, doc_id: str, status: str) -> None:
        with self._lock, self._connect() as conn:
            row = conn.execute("SELECT tenant FROM documents WHERE doc_id = ?", (doc_id,)).fetchone()
            if row:
                conn.execute("UPDATE documents SET status = ? WHERE doc_id = ?", (status, doc_id))
                self._bump(conn, row[0])

    def bump(self, tenant: str) -> None:
        with self._lock, self._connect() as conn:
            self._bump(conn, tenant)

    @staticmethod
    def _bump(conn: sqlite3.Connection, tenant: str) -> None:
        conn.execute("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'counter'")
        counter = int(conn.execute("SELECT value FROM meta WHERE key = 'counter'").fetchone()[0])
        conn.execute("INSERT OR REPLACE INTO tenant_versions VALUES (?, ?)", (tenant, counter))

    @staticmethod
    def _row(raw: dict[str, Any]) -> ManifestRow:
        raw["metadata"] = json.loads(raw["metadata"] or "{}")
        raw["chunk_ids"] = json.loads(raw["chunk_ids"] or "[]")
        return ManifestRow(**raw)
