"""Per-case evaluation results in SQLite, so a re-run only computes cases whose inputs changed.

Why: an A/B comparison of two judge templates over 600 cases against a paid API should not pay twice
for the arm that did not change, and re-opening the Evaluate page should not recompute yesterday's
run. A row is keyed by (set, case id, case content hash, config revision); the config revision
already folds in the backend and the template revisions (see `context.ResolvedConfig`), and the
backend is stored alongside for inspection. The file is `<data_dir>/cache/eval.sqlite`, or the shared
PostgreSQL database when `QUERYLAB_DATABASE_URL` is set (replicas then share results).

Numbered migrations (`querylab.storage.migrations`, as simonw/llm does) keep older files readable when
the schema grows. Writes use one short transaction per batch; SQLite's own locking makes concurrent runs
safe (the slower one waits up to the busy timeout).
"""

from __future__ import annotations

import json
import logging
import time
from pathlib import Path
from typing import Any, Iterable, Sequence

from querylab.storage import Database, Where, as_database, upsert_sql

logger = logging.getLogger(__name__)


class ResultCache:
    """A small key-value store of per-case result rows; thread-safe (each call is one transaction)."""

    def __init__(self, where: Where | Database) -> None:
        self.db = as_database(where, "eval_cache")
        self.path = Path(self.db.path) if hasattr(self.db, "path") else None  # the SQLite file, when it is one

    def get_many(self, set_key: str, config_rev: str, keys: Sequence[tuple[str, str]]) -> dict[tuple[str, str], dict[str, Any]]:
        """Cached rows for (case id, case hash) keys under one config revision; missing keys are absent."""
        wanted = set(keys)
        found: dict[tuple[str, str], dict[str, Any]] = {}
        if not wanted:
            return found
        rows = self.db.read("SELECT case_id, case_hash, row_json FROM results WHERE set_key = ? AND config_rev = ?", (set_key, config_rev))
        for case_id, case_hash, row_json in rows:
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
        with self.db.transaction(write=True) as tx:
            tx.executemany(upsert_sql("results", ("set_key", "case_id", "case_hash", "config_rev", "backend", "row_json", "created_at"),
                                      ("set_key", "case_id", "case_hash", "config_rev")), values)

    def count(self, config_rev: str | None = None) -> int:
        if config_rev is None:
            return int(self.db.read("SELECT COUNT(*) FROM results")[0][0])
        return int(self.db.read("SELECT COUNT(*) FROM results WHERE config_rev = ?", (config_rev,))[0][0])

    def clear(self, config_rev: str | None = None) -> int:
        """Delete cached rows (of one config revision, or all); returns how many were removed."""
        with self.db.transaction(write=True) as tx:
            if config_rev is None:
                return int(tx.execute("DELETE FROM results").rowcount)
            return int(tx.execute("DELETE FROM results WHERE config_rev = ?", (config_rev,)).rowcount)
