"""The audit log: who did (or was refused) what, in `<data_dir>/audit.sqlite` or the shared database.

One writer for every audit row, whether an action ran, a confirmation was refused or a role was missing,
so a reviewer reads one table. `write(..., tx=...)` joins a caller's open transaction: a confirmation
and its audit row commit together or not at all (a second connection would wait on the first one's write
lock for the whole busy timeout).
"""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

from querylab.contracts import Principal
from querylab.storage import Tx, Where, as_database
from querylab.storage.retention import delete_older_than

COLUMNS = ("id", "at", "tenant", "user", "tool", "params", "outcome", "detail")
_SELECT = 'SELECT id, at, tenant, "user", tool, params, outcome, detail FROM audit'
_INSERT = 'INSERT INTO audit (id, at, tenant, "user", tool, params, outcome, detail) VALUES (?,?,?,?,?,?,?,?)'


class AuditLog:
    def __init__(self, where: Where) -> None:
        self.db = as_database(where, "audit")
        self.path = getattr(self.db, "path", None)  # the SQLite file, when it is one

    def write(self, principal: Principal, tool: str, params: dict[str, Any], outcome: str, detail: str = "",
              *, tx: Tx | None = None) -> str:
        """Append one row; inside `tx` when given (the caller's transaction commits it)."""
        audit_id = uuid.uuid4().hex[:12]
        row = (audit_id, time.time(), principal.tenant, principal.user, tool, json.dumps(params, default=str), outcome, detail)
        if tx is not None:
            tx.execute(_INSERT, row)
            return audit_id
        with self.db.transaction(write=True) as own:
            own.execute(_INSERT, row)
        return audit_id

    def rows(self, tenant: str, limit: int = 200, *, outcome: str | None = None) -> list[dict[str, Any]]:
        sql = _SELECT + " WHERE tenant = ?" + (" AND outcome = ?" if outcome else "") + " ORDER BY at DESC LIMIT ?"
        args: tuple[Any, ...] = (tenant, outcome, limit) if outcome else (tenant, limit)
        return [dict(zip(COLUMNS, r)) for r in self.db.read(sql, args)]

    def prune(self, max_age_days: float | None, now: float | None = None) -> int:
        """Delete rows older than `max_age_days` (None: keep everything); returns how many went."""
        return delete_older_than(self.db, "audit", "at", max_age_days, now)
