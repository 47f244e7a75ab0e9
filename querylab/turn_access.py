"""Which stored turns a principal may see, export, replay and flag: own turns, or the tenant's for reviewers.

Why a module of its own: the Traces page, the Prompts page's "last turn", replays and exports all read
turns, and each of them once filtered by tenant only, so every user saw every colleague's questions,
answers and tool results. Every read goes through here now, with the rule in one place:

- another tenant's turn does not exist for you (it looks exactly like a missing one);
- another user's turn of your tenant is yours to see only with the reviewer role; a refusal is a
  `PermissionDenied` with a clear message and an audit row;
- a colleague's turn that retrieved a document outside your audience stays hidden even from a reviewer:
  its prompts, passages and answer carry that document's text (`tracestore.trace_audiences`);
- a replay runs with the turn's own scope (its principal, its session's history of that same user) and
  never with another tenant's.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any, Iterable

from querylab import regression
from querylab.config import Settings
from querylab.contracts import Principal, Route
from querylab.corpus.access import audience_allows
from querylab.regression_sets import RegressionSets, regression_sets
from querylab.roles import AuditSink, PermissionDenied, Role, has_role, refuse, require
from querylab.storage import shared_database
from querylab.trace import Trace
from querylab.tracestore import TraceStore, trace_audiences

logger = logging.getLogger(__name__)


class TurnAccess:
    def __init__(self, traces: TraceStore, settings: Settings, audit: AuditSink | None = None) -> None:
        self.traces = traces
        self.settings = settings
        self.audit = audit

    def regression_sets(self, data_dir: Path) -> RegressionSets:
        """The regression sets: files under `data_dir`, or the shared database's (`QUERYLAB_DATABASE_URL`)."""
        return regression_sets(data_dir, shared_database(self.settings))

    def sees_every_turn(self, principal: Principal) -> bool:
        return has_role(principal, Role.REVIEWER, self.settings)

    @staticmethod
    def _audiences_allow(principal: Principal, audiences: Iterable[str]) -> bool:
        return all(audience_allows(a, principal.groups) for a in audiences)

    def _row_readable(self, principal: Principal, row: dict[str, Any]) -> bool:
        """A colleague's turn (for a reviewer) is readable only if every passage it retrieved is."""
        if row.get("user") == principal.user:
            return True
        raw = row.get("audiences")
        if raw is None:  # stored before audiences were recorded: read them from the trace itself
            trace = self.traces.get(row["turn_id"])
            audiences = trace_audiences(trace) if trace is not None else ["?"]
        else:
            audiences = json.loads(raw or "[]")
        return self._audiences_allow(principal, audiences)

    # -- listing -------------------------------------------------------------------------------
    def list(self, principal: Principal, limit: int = 500, **filters: Any) -> list[dict[str, Any]]:
        """Rows of the turns `principal` may see, newest first: own turns, or the tenant's for reviewers."""
        filters.pop("tenant", None)
        if not self.sees_every_turn(principal):
            filters["user"] = principal.user
        rows = self.traces.list(tenant=principal.tenant, limit=limit, **filters)
        return [r for r in rows if self._row_readable(principal, r)]

    def get(self, principal: Principal, turn_id: str) -> Trace | None:
        """The turn, if `principal` may see it; None when it does not exist for them (missing or another
        tenant's); `PermissionDenied` when it is a colleague's and they are no reviewer."""
        trace = self.traces.get(turn_id)
        owner = trace.principal if trace is not None else None
        if trace is None or owner is None or owner.tenant != principal.tenant:
            if trace is not None:
                refuse(principal, "turn of another tenant asked for", action="read a turn", audit=self.audit, params={"turn_id": turn_id})
            return None
        if owner.user != principal.user and not self.sees_every_turn(principal):
            raise refuse(principal, "This turn belongs to another user of your tenant; only reviewers see other users' turns.",
                         action="read another user's turn", audit=self.audit, role=Role.REVIEWER, params={"turn_id": turn_id})
        if owner.user != principal.user and not self._audiences_allow(principal, trace_audiences(trace)):
            raise refuse(principal, "This turn used documents whose audience does not include your groups, so it is not shown.",
                         action="read a turn with restricted documents", audit=self.audit, params={"turn_id": turn_id})
        return trace

    def export(self, principal: Principal, turn_ids: Iterable[str]) -> list[Trace]:
        """Full traces for an export: only those `principal` may see (others are skipped and audited)."""
        out: list[Trace] = []
        for turn_id in turn_ids:
            try:
                trace = self.get(principal, turn_id)
            except PermissionDenied:
                continue
            if trace is not None:
                out.append(trace)
        return out

    # -- replay --------------------------------------------------------------------------------
    def history_of(self, principal: Principal, trace: Trace) -> list[Trace]:
        """The earlier turns `trace` saw: the same tenant and the same user as the turn itself, never another's."""
        owner = trace.principal
        if owner is None or owner.tenant != principal.tenant:
            return []
        if owner.user != principal.user and not self.sees_every_turn(principal):
            return []
        out: list[Trace] = []
        for turn_id in trace.history_turn_ids:
            h = self.traces.get(turn_id)
            if h is not None and h.principal is not None and h.principal.tenant == owner.tenant and h.principal.user == owner.user:
                out.append(h)
        return out

    def replay_scope(self, principal: Principal, trace: Trace) -> Principal:
        """Who a replay of `trace` runs as: the turn's own principal, once `principal` may see the turn."""
        if self.get(principal, trace.turn_id) is None and not self._is_unsaved_own(principal, trace):
            raise refuse(principal, "That turn is not available to you.", action="replay a turn", audit=self.audit,
                         params={"turn_id": trace.turn_id})
        owner = trace.principal
        if owner is None or owner.tenant != principal.tenant:  # unreachable after get(); kept as the invariant
            raise PermissionDenied("That turn is not available to you.", action="replay a turn")
        return owner

    @staticmethod
    def _is_unsaved_own(principal: Principal, trace: Trace) -> bool:
        """A turn of this browser session that was never stored (Compare runs with save=False)."""
        return trace.principal is not None and trace.principal.tenant == principal.tenant and trace.principal.user == principal.user

    def last_turn(self, principal: Principal, session_turns: list[Trace] | None) -> Trace | None:
        """The newest turn of this browser session, else `principal`'s own newest stored turn (never a colleague's)."""
        if session_turns:
            t = session_turns[-1]
            if t.principal is not None and t.principal.tenant == principal.tenant and t.principal.user == principal.user:
                return t
        rows = self.traces.list(tenant=principal.tenant, user=principal.user, limit=1)
        return self.traces.get(rows[0]["turn_id"]) if rows else None

    # -- regression sets ---------------------------------------------------------------------------
    def visible_cases(self, principal: Principal, cases: Iterable[dict[str, Any]]) -> tuple[list[dict[str, Any]], int]:
        """The flagged cases `principal` may see (their tenant's for reviewers, else their own), and how many
        were hidden. A case whose owner is unknown is hidden: it may be another tenant's."""
        shown: list[dict[str, Any]] = []
        hidden = 0
        reviewer = self.sees_every_turn(principal)
        for case in cases:
            tenant, user = regression.case_owner(case)
            if tenant == principal.tenant and (user == principal.user or (reviewer and self._case_readable(principal, case))):
                shown.append(case)
            else:
                hidden += 1
        return shown, hidden

    def _case_readable(self, principal: Principal, case: dict[str, Any]) -> bool:
        """A colleague's case carries their turn's documents: readable when that turn is."""
        origin = case.get("origin") if isinstance(case.get("origin"), dict) else {}
        trace = self.traces.get(str(origin.get("turn_id") or case.get("id") or ""))
        return trace is not None and self._audiences_allow(principal, trace_audiences(trace))

    def regression_view(self, principal: Principal, data_dir: Path, kind: regression.Kind) -> tuple[Path, int, int]:
        """A copy of the `kind` regression set holding only the cases `principal` may see, for an evaluation run:
        (path, cases shown, cases hidden)."""
        import hashlib

        shown, hidden = self.visible_cases(principal, self.regression_sets(data_dir).cases(kind))
        name = hashlib.sha256(f"{principal.tenant}\x1f{principal.user}".encode()).hexdigest()[:16]
        return regression.write_view(data_dir, kind, name, shown), len(shown), hidden

    # -- flagging --------------------------------------------------------------------------------
    def flag_judge(self, principal: Principal, data_dir: Path, trace: Trace, answerable: bool) -> regression.AppendResult:
        self._may_flag(principal, trace)
        if not trace.judgements:
            raise ValueError("this turn has no judge verdict to flag")
        return self.regression_sets(data_dir).append("judge", regression.judge_case(trace, answerable))

    def flag_route(self, principal: Principal, data_dir: Path, trace: Trace, expected: str | Route) -> regression.AppendResult:
        self._may_flag(principal, trace)
        return self.regression_sets(data_dir).append("routing", regression.routing_case(trace, expected, self.history_of(principal, trace)))

    def _may_flag(self, principal: Principal, trace: Trace) -> None:
        require(principal, Role.REVIEWER, self.settings, action="flag turns into regression sets", audit=self.audit,
                params={"turn_id": trace.turn_id})
        if self.get(principal, trace.turn_id) is None:
            raise refuse(principal, "That turn is not available to you.", action="flag a turn", audit=self.audit,
                         params={"turn_id": trace.turn_id})
