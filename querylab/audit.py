"""The audit log: who did (or was refused) what, in `<data_dir>/audit.sqlite`.

One writer for every audit row, whether an action ran, a confirmation was refused or a role was missing,
so a reviewer reads one table. `write(..., conn=...)` joins a caller's open transaction: a confirmation
and its audit row commit together or not at all (a second connection would wait on the first one's write
lock for the whole busy timeout).
"""

from __future__ import annotations

import json
import sqlite3
import time
import uuid
from pathlib import Path
from typing import Any

from querylab.contracts import Principal

COLUMNS = ("id", "at", "tenant", "user", "tool", "params", "outcome", "detail")
SCHEMA = "CREATE TABLE IF NOT EXISTS audit (id TEXT PRIMARY KEY, at REAL, tenant TEXT, user TEXT, tool TEXT, params TEXT, outcome TEXT, detail TEXT)"
#: How long a writer waits for another one's lock. Writes are single short statements, so a few seconds is
#: plenty; the old 30 s turned a lock held by mistake into a 30 s hang.
BUSY_TIMEOUT_S = 5.0


def connect(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path, timeout=BUSY_TIMEOUT_S)


class AuditLog:
    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        with connect(path) as db:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute(SCHEMA)
            db.execute("CREATE INDEX IF NOT EXISTS audit_tenant_at ON audit(tenant, at)")

    def write(self, principal: Principal, tool: str, params: dict[str, Any], outcome: str, detail: str = "",
              *, conn: sqlite3.Connection | None = None) -> str:
        """Append one row; inside `conn`'s transaction when given (the caller commits)."""
        audit_id = uuid.uuid4().hex[:12]
        row = (audit_id, time.time(), principal.tenant, principal.user, tool, json.dumps(params, default=str), outcome, detail)
        if conn is not None:
            conn.execute("INSERT INTO audit VALUES (?,?,?,?,?,?,?,?)", row)
            return audit_id
        with connect(self.path) as db:
            db.execute("INSERT INTO audit VALUES (?,?,?,?,?,?,?,?)", row)
        return audit_id

    def rows(self, tenant: str, limit: int = 200, *, outcome: str | None = None) -> list[dict[str, Any]]:
        sql = f"SELECT {', '.join(COLUMNS)} FROM audit WHERE tenant = ?" + (" AND outcome = ?" if outcome else "") + " ORDER BY at DESC LIMIT ?"
        args: tuple[Any, ...] = (tenant, outcome, limit) if outcome else (tenant, limit)
        with connect(self.path) as db:
            return [dict(zip(COLUMNS, r)) for r in db.execute(sql, args).fetchall()]

    def prune(self, max_age_days: float | None, now: float | None = None) -> int:
        """Delete rows older than `max_age_days` (None: keep everything); returns how many went."""
        if max_age_days is None:
            return 0
        cutoff = (now or time.time()) - max_age_days * 86400
        with connect(self.path) as db:
            return db.execute("DELETE FROM audit WHERE at < ?", (cutoff,)).rowcount
