"""Every turn's trace in SQLite (WAL mode, so concurrent sessions lose none).

The conversation history of a session is read back from here, always filtered by the principal's tenant
and user: a reference like "it" can only resolve to this principal's own turns in this session.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from pathlib import Path
from typing import Any

from querylab.contracts import Principal
from querylab.trace import Trace

MIGRATIONS = [
    """CREATE TABLE IF NOT EXISTS traces (
        turn_id TEXT PRIMARY KEY,
        session_id TEXT NOT NULL,
        tenant TEXT NOT NULL,
        user TEXT NOT NULL,
        preset TEXT,
        route TEXT,
        verdict TEXT,
        rewritten INTEGER,
        abstained INTEGER,
        question TEXT,
        answer TEXT,
        revisions TEXT,
        backend TEXT,
        duration_ms REAL,
        created_at REAL,
        trace_json TEXT NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS traces_session ON traces(tenant, user, session_id, created_at)",
]
#: Columns added after the first release: (name, type), added by `ALTER TABLE` when missing.
ADDED_COLUMNS = [("audiences", "TEXT")]


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
    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._local = threading.local()
        with self._conn() as conn:
            conn.execute("PRAGMA journal_mode=WAL")
            for sql in MIGRATIONS:
                conn.execute(sql)
            have = {r[1] for r in conn.execute("PRAGMA table_info(traces)")}
            for column, kind in ADDED_COLUMNS:
                if column not in have:
                    conn.execute(f"ALTER TABLE traces ADD COLUMN {column} {kind}")

    def _conn(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = sqlite3.connect(self.path, timeout=30)
            conn.execute("PRAGMA busy_timeout=30000")
            self._local.conn = conn
        return conn

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
        columns = "turn_id, session_id, tenant, user, preset, route, verdict, rewritten, abstained, question, answer, revisions, backend, duration_ms, created_at, trace_json, audiences"
        with self._conn() as conn:
            conn.execute(f"INSERT OR REPLACE INTO traces ({columns}) VALUES ({','.join('?' * len(row))})", row)

    def get(self, turn_id: str) -> Trace | None:
        cur = self._conn().execute("SELECT trace_json FROM traces WHERE turn_id = ?", (turn_id,))
        row = cur.fetchone()
        return Trace.from_json(row[0]) if row else None

    def history(self, principal: Principal, session_id: str, limit: int = 6) -> list[Trace]:
        cur = self._conn().execute(
            "SELECT trace_json FROM traces WHERE tenant = ? AND user = ? AND session_id = ? ORDER BY created_at DESC LIMIT ?",
            (principal.tenant, principal.user, session_id, limit),
        )
        return [Trace.from_json(r[0]) for r in reversed(cur.fetchall())]

    def list(self, tenant: str | None = None, limit: int = 500, **filters: Any) -> list[dict[str, Any]]:
        cols = ["turn_id", "session_id", "tenant", "user", "preset", "route", "verdict", "rewritten", "abstained", "question", "answer", "revisions", "backend", "duration_ms", "created_at", "audiences"]
        where, args = [], []
        if tenant:
            where.append("tenant = ?")
            args.append(tenant)
        for key, value in filters.items():
            if key in cols and value not in (None, ""):
                where.append(f"{key} = ?")
                args.append(value)
        sql = f"SELECT {', '.join(cols)} FROM traces" + (f" WHERE {' AND '.join(where)}" if where else "") + " ORDER BY created_at DESC LIMIT ?"
        cur = self._conn().execute(sql, (*args, limit))
        return [dict(zip(cols, r)) for r in cur.fetchall()]

    def prune(self, max_age_days: float | None, now: float | None = None) -> int:
        """Delete turns older than `max_age_days` (`QUERYLAB_TRACE_RETENTION_DAYS`; None keeps all)."""
        if max_age_days is None:
            return 0
        import time

        cutoff = (now or time.time()) - max_age_days * 86400
        with self._conn() as conn:
            return conn.execute("DELETE FROM traces WHERE created_at < ?", (cutoff,)).rowcount

    def count(self) -> int:
        return int(self._conn().execute("SELECT COUNT(*) FROM traces").fetchone()[0])
