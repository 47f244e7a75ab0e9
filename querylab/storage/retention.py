"""Retention: delete a store's rows older than a number of days, the one rule every store's `prune` follows.

None keeps everything (the default of `QUERYLAB_TRACE_RETENTION_DAYS` and `QUERYLAB_AUDIT_RETENTION_DAYS`), so a
store never loses rows unless someone asked for it.
"""

from __future__ import annotations

import time

from querylab.storage.base import Database


def delete_older_than(db: Database, table: str, column: str, max_age_days: float | None, now: float | None = None,
                      *, where: str = "") -> int:
    """Delete rows of `table` whose `column` (a Unix time) is older than `max_age_days`; returns how many went.
    `where` adds a condition of the caller's (for example, only finished rows)."""
    if max_age_days is None:
        return 0
    cutoff = (time.time() if now is None else now) - max_age_days * 86400
    with db.transaction(write=True) as tx:
        extra = f" AND ({where})" if where else ""
        return int(tx.execute(f"DELETE FROM {table} WHERE {column} < ?{extra}", (cutoff,)).rowcount)
