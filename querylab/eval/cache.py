"""Per-case evaluation results in SQLite, so a re-run only computes cases whose inputs changed.

Why: an A/B comparison of two judge templates over 600 cases against a paid API should not pay twice
for the arm that did not change, and re-opening the Evaluate page should not recompute yesterday's
run. A row is keyed by (set, case id, case content hash, config revision); the config revision
already folds in the backend and the template revisions (see `context.ResolvedConfig`), and the
backend is stored alongside for inspection. The file is `<data_dir>/cache/eval.sqlite`.

Numbered migrations (as simonw/llm does) keep older files readable when the schema grows. Writes
use one short transaction per batch; SQLite's own locking makes concurrent runs safe (the slower
one waits up to the busy timeout).
"""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterable, Iterator, Sequence

logger = logging.getLogger(__name__)

_MIGRATIONS: tuple[str, ...] = (
    """CREATE TABLE results (
        set_key TEXT NOT NULL,
        case_id TEXT NOT NULL,
        case_hash TEXT NOT NULL,
        config_rev TEXT NOT NULL,
        backend TEXT NOT NULL,
        row_json TEXT NOT NULL,
        created_at REAL NOT NULL,
        PRIMARY KEY (set_key, case_id, case_hash, config_rev)
    )""",
    "CREATE INDEX results_by_config ON results (config_rev)",
)


class ResultCache:
    """A small key-value store of per-case result rows; thread-safe (one connection per call)."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        with self._connect() as conn:
            self._migrate(conn)

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        """A connection for one transaction: committed on success, rolled back on error, always closed."""
        conn = sqlite3.connect(self.path, timeout=30.0)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            with conn:
                yield conn
        finally:
            conn.close()

    def _migrate(self, conn: sqlite3.Connection) -> None:
        conn.execute("CREATE TABLE IF NOT EXISTS _migrations (number INTEGER PRIMARY KEY, applied_at REAL)")
        applied = {n for (n,) in conn.execute("SELECT number FROM _migrations")}
        for number, sql in enumerate(_MIGRATIONS, start=1):
            if number not in applied:
                conn.execute(sql)
                conn.execute("INSERT INTO _migrations VALUES (?, ?)", (number, time.time()))
                logger.debug("eval cache %s: applied migration %d", self.path, number)

    def get_many(self, set_key: str, config_rev: str, keys: Sequence[tuple[str, str]]) -> dict[tuple[str, str], dict[str, Any]]:
        """Cached rows for (case id, case hash) keys under one config revision; missing keys are absent."""
        wanted = set(keys)
        found: dict[tuple[str, str], dict[str, Any]] = {}
        if not wanted:
            return found
        with self._lock, self._connect() as conn:
            cursor = conn.execute(
                "SELECT case_id, case_hash, row_json FROM results WHERE set_key = ? AND config_rev = ?",
                (set_key, config_rev),
            )
            for case_id, case_hash, row_json in cursor:
                if (case_id, case_hash) in wanted:
                    try:
                        found[(case_id, case_hash)] = json.loads(row_json)
                    except ValueError:
                        logger.warning("eval cache: unreadable row for case %s; recomputing", case_id)
        return found

    def put_many(self, set_key: str, config_rev: str, backend: str, rows: Iterable[tuple[tuple[str, str], dict[str, Any]]]) -> None:
        now = time.time()
        values = [
            (set_key, case_id, case_hash, config_rev, backend, json.dumps(row, ensure_ascii=False, default=str), now)
            for (case_id, case_hash), row in rows
        ]
        if not values:
            return
        with self._lock, self._connect() as conn:
            conn.executemany("INSERT OR REPLACE INTO results VALUES (?, ?, ?, ?, ?, ?, ?)", values)

    def count(self, config_rev: str | None = None) -> int:
        with self._lock, self._connect() as conn:
            if config_rev is None:
                return int(conn.execute("SELECT COUNT(*) FROM results").fetchone()[0])
            return int(conn.execute("SELECT COUNT(*) FROM results WHERE config_rev = ?", (config_rev,)).fetchone()[0])

    def clear(self, config_rev: str | None = None) -> int:
        """Delete cached rows (of one config revision, or all); returns how many were removed."""
        with self._lock, self._connect() as conn:
            if config_rev is None:
                return conn.execute("DELETE FROM results").rowcount
            return conn.execute("DELETE FROM results WHERE config_rev = ?", (config_rev,)).rowcount
