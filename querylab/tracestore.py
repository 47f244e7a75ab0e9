"""Every turn's trace: in `<data_dir>/traces.sqlite` (WAL mode, so concurrent sessions lose none), or in
the shared PostgreSQL database when `QUERYLAB_DATABASE_URL` is set (several replicas; see `querylab.storage`).

The conversation history of a session is read back from here, always filtered by the principal's tenant
and user: a reference like "it" can only resolve to this principal's own turns in this session.
"""

from __future__ import annotations

import json
from typing import Any

from querylab.contracts import Principal
from querylab.storage import Where, as_database, upsert_sql
from querylab.storage.statements import column
from querylab.storage.retention import delete_older_than
from querylab.trace import Trace

#: The columns `list()` returns (and may filter on); `user` is quoted in SQL (reserved in PostgreSQL).
LIST_COLUMNS = ("turn_id", "session_id", "tenant", "user", "preset", "route", "verdict", "rewritten", "abstained", "question",
                "answer", "revisions", "backend", "duration_ms", "created_at", "audiences")


def _sql_columns(columns: tuple[str, ...] | list[str]) -> str:
    return ", ".join(column(c) for c in columns)


def trace_audiences(trace: Trace) -> list[str]:
    """The restricted audiences (group names) of every passage the turn retrieved or cited. A reviewer outside
    one of them may not read the turn: its prompts, passages and answer carry that document's text."""
    from querylab.corpus.metadata import audience_groups

    metas = [h.metadata for c in trace.channels for h in c.hits] + [f.metadata for f in trace.fused]
    groups: set[str] = set()
    for meta in metas:
        audience = meta.get("audience")
        if audience and audience != "all":
            groups.add(",".join(sorted(audience_groups(str(audience)))))
    return sorted(groups)


class TraceStore:
    def __init__(self, where: Where) -> None:
        self.db = as_database(where, "traces")
        self.path = getattr(self.db, "path", None)  # the SQLite file, when it is one

    def save(self, trace: Trace) -> None:
        p = trace.principal
        revisions = sorted({f"{s.template}@{s.revision}" for s in trace.steps if s.template}
                           | {f"{name}@{rev}" for name, rev in (trace.config.get("knobs") or {}).items()})  # offline knob revisions too
        row = (
            trace.turn_id,
            trace.session_id,
            p.tenant if p else "",
            p.user if p else "",
            trace.preset,
            trace.route.route.value if trace.route else ("retrieve" if trace.decision and trace.decision.retrieve else ("no_retrieve" if trace.decision else "")),
            trace.judge.verdict if trace.judge else None,
            int(bool(trace.rewritten_query)),
            int(trace.abstained),
            trace.question,
            trace.answer,
            json.dumps(revisions),
            trace.backend,
            trace.duration_ms,
            trace.started_at,
            trace.to_json(),
            json.dumps(trace_audiences(trace)),
        )
        with self.db.transaction(write=True) as tx:
            tx.execute(upsert_sql("traces", (*LIST_COLUMNS[:-1], "trace_json", "audiences"), ("turn_id",)), row)

    def get(self, turn_id: str) -> Trace | None:
        rows = self.db.read("SELECT trace_json FROM traces WHERE turn_id = ?", (turn_id,))
        return Trace.from_json(rows[0][0]) if rows else None

    def history(self, principal: Principal, session_id: str, limit: int = 6) -> list[Trace]:
        rows = self.db.read(
            'SELECT trace_json FROM traces WHERE tenant = ? AND "user" = ? AND session_id = ? ORDER BY created_at DESC LIMIT ?',
            (principal.tenant, principal.user, session_id, limit),
        )
        return [Trace.from_json(r[0]) for r in reversed(rows)]

    def list(self, tenant: str | None = None, limit: int = 500, **filters: Any) -> list[dict[str, Any]]:
        cols = list(LIST_COLUMNS)
        where, args = [], []
        if tenant:
            where.append("tenant = ?")
            args.append(tenant)
        for key, value in filters.items():
            if key in cols and value not in (None, ""):
                where.append(f"{_sql_columns([key])} = ?")
                args.append(value)
        sql = f"SELECT {_sql_columns(cols)} FROM traces" + (f" WHERE {' AND '.join(where)}" if where else "") + " ORDER BY created_at DESC LIMIT ?"
        return [dict(zip(cols, r)) for r in self.db.read(sql, (*args, limit))]

    def prune(self, max_age_days: float | None, now: float | None = None) -> int:
        """Delete turns older than `max_age_days` (`QUERYLAB_TRACE_RETENTION_DAYS`; None keeps all)."""
        return delete_older_than(self.db, "traces", "created_at", max_age_days, now)

    def count(self) -> int:
        return int(self.db.read("SELECT COUNT(*) FROM traces")[0][0])
