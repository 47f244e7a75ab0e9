"""Runs allow-listed tools over the demo data in `sample_corpus/tools/<tenant>.json`.

Authorization is object-level and in code: the data file is chosen by the principal's tenant, and an
object is visible only when its `user` is the principal's user. A foreign object looks exactly like a
missing one ("not found for you"), so ids cannot be probed. Actions are two-phase: `propose` stores a
pending action server-side and returns a token; `confirm` runs it once (idempotent by token) and writes
an audit record. Mutations are kept in `<data_dir>/tools/<tenant>.json`, never in the shipped demo files.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import threading
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from querylab.contracts import Principal
from querylab.tools.registry import ALLOWED_TOOLS, ToolCall

logger = logging.getLogger(__name__)

COLLECTIONS = {"order_status": ("orders", "order_id"), "refund_status": ("refunds", "refund_id"), "reimbursement_status": ("reimbursements", "request_id")}


@dataclass(frozen=True)
class ActionTarget:
    """What an action changes: which of the principal's objects, and the words its messages use."""

    collection: str  # "orders"
    key: str  # the id parameter and field: "order_id"
    flag: str  # the object's field saying the action is still possible: "cancellable"
    done: str  # the status it sets: "cancelled"
    verb: str  # "Cancel"
    noun: str  # "order"
    short: str  # "Order"
    amount: str  # the field shown in the summary: "total"


ACTIONS = {
    "cancel_order": ActionTarget("orders", "order_id", "cancellable", "cancelled", "Cancel", "order", "Order", "total"),
    "withdraw_reimbursement": ActionTarget("reimbursements", "request_id", "withdrawable", "withdrawn", "Withdraw",
                                           "reimbursement request", "Request", "amount"),
}


class PendingAction(BaseModel):
    token: str
    tool: str
    params: dict[str, Any]
    tenant: str
    user: str
    summary: str
    created_at: float


class ToolService:
    def __init__(self, demo_dir: Path, data_dir: Path) -> None:
        self.demo_dir = demo_dir
        self.state_dir = data_dir / "tools"
        self.state_dir.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self.db_path = data_dir / "audit.sqlite"
        with self._db() as db:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("CREATE TABLE IF NOT EXISTS pending (token TEXT PRIMARY KEY, tenant TEXT, user TEXT, tool TEXT, params TEXT, summary TEXT, created_at REAL, status TEXT, result TEXT)")
            db.execute("CREATE TABLE IF NOT EXISTS audit (id TEXT PRIMARY KEY, at REAL, tenant TEXT, user TEXT, tool TEXT, params TEXT, outcome TEXT, detail TEXT)")

    def _db(self) -> sqlite3.Connection:
        return sqlite3.connect(self.db_path, timeout=30)

    # -- data ----------------------------------------------------------------------------------
    def _load(self, tenant: str) -> dict[str, list[dict[str, Any]]]:
        state = self.state_dir / f"{tenant}.json"
        source = state if state.exists() else self.demo_dir / f"{tenant}.json"
        if not source.exists():
            return {"orders": [], "refunds": [], "reimbursements": []}
        return json.loads(source.read_text(encoding="utf-8"))

    def _save(self, tenant: str, data: dict[str, Any]) -> None:
        path = self.state_dir / f"{tenant}.json"
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, indent=1), encoding="utf-8")
        os.replace(tmp, path)

    def _own(self, principal: Principal, collection: str) -> list[dict[str, Any]]:
        return [o for o in self._load(principal.tenant).get(collection, []) if o.get("user") == principal.user]

    def audit(self, principal: Principal, tool: str, params: dict[str, Any], outcome: str, detail: str = "") -> str:
        audit_id = uuid.uuid4().hex[:12]
        with self._db() as db:
            db.execute("INSERT INTO audit VALUES (?,?,?,?,?,?,?,?)", (audit_id, time.time(), principal.tenant, principal.user, tool, json.dumps(params), outcome, detail))
        return audit_id

    def audit_log(self, tenant: str, limit: int = 200) -> list[dict[str, Any]]:
        with self._db() as db:
            rows = db.execute("SELECT id, at, tenant, user, tool, params, outcome, detail FROM audit WHERE tenant = ? ORDER BY at DESC LIMIT ?", (tenant, limit)).fetchall()
        return [dict(zip(["id", "at", "tenant", "user", "tool", "params", "outcome", "detail"], r)) for r in rows]

    # -- live tools ----------------------------------------------------------------------------
    def lookup(self, principal: Principal, tool: str, params: BaseModel) -> ToolCall:
        spec = ALLOWED_TOOLS.get(tool)
        if spec is None or spec.kind != "live_tool":
            return ToolCall(tool=tool, kind="?", status="rejected", message=f"{tool!r} is not an allow-listed live tool")
        collection, key = COLLECTIONS[tool]
        own = self._own(principal, collection)
        wanted = {k: v for k, v in params.model_dump().items() if v}
        if wanted:
            matches = [o for o in own if all(str(o.get(k)) == v for k, v in wanted.items())]
            if not matches:
                label = ", ".join(f"{k} {v}" for k, v in wanted.items())
                return ToolCall(tool=tool, kind=spec.kind, params=wanted, status="not_found", message=f"No {collection[:-1]} with {label} was found for you.")
        else:
            matches = own
        return ToolCall(tool=tool, kind=spec.kind, params=wanted, status="ok", result=matches, message=f"{len(matches)} {collection} found")

    # -- actions -------------------------------------------------------------------------------
    def propose(self, principal: Principal, tool: str, params: BaseModel) -> tuple[ToolCall, PendingAction | None]:
        spec = ALLOWED_TOOLS.get(tool)
        if spec is None or spec.kind != "action":
            return ToolCall(tool=tool, kind="?", status="rejected", message=f"{tool!r} is not an allow-listed action"), None
        p = params.model_dump()
        obj, problem = self._target(principal, tool, p)
        if obj is None:
            return ToolCall(tool=tool, kind="action", params=p, status="not_found", message=problem), None
        if problem:
            return ToolCall(tool=tool, kind="action", params=p, status="denied", message=problem), None
        a = ACTIONS[tool]
        summary = f"{a.verb} {a.noun} {p[a.key]} ({obj.get(a.amount)} {obj.get('currency')})"
        pending = PendingAction(token=uuid.uuid4().hex, tool=tool, params=p, tenant=principal.tenant, user=principal.user, summary=summary, created_at=time.time())
        with self._db() as db:
            db.execute("INSERT INTO pending VALUES (?,?,?,?,?,?,?,?,?)", (pending.token, pending.tenant, pending.user, tool, json.dumps(p), summary, pending.created_at, "pending", None))
        return ToolCall(tool=tool, kind="action", params=p, status="needs_confirmation", message=summary + " — please confirm."), pending

    def _target(self, principal: Principal, tool: str, p: dict[str, Any]) -> tuple[dict[str, Any] | None, str]:
        """The principal's own object the action is about, and why it cannot be done ("" when it can)."""
        a = ACTIONS[tool]
        ref = f"{a.short} {p[a.key]}"
        obj = next((o for o in self._own(principal, a.collection) if o[a.key] == p[a.key]), None)
        if obj is None:
            return None, f"No {a.noun} {p[a.key]} was found for you."
        if obj.get("status") == a.done:
            return obj, f"{ref} is already {a.done}."
        return obj, "" if obj.get(a.flag) else f"{ref} can no longer be {a.done} (status: {obj.get('status')})."

    def confirm(self, principal: Principal, token: str) -> ToolCall:
        """Run a pending action once. The same token again returns the first outcome (idempotent)."""
        with self._lock, self._db() as db:
            row = db.execute("SELECT tenant, user, tool, params, status, result FROM pending WHERE token = ?", (token,)).fetchone()
            if row is None or row[0] != principal.tenant or row[1] != principal.user:
                self.audit(principal, "confirm", {"token": token[:8]}, "denied", "unknown token or another principal's action")
                return ToolCall(tool="?", kind="action", status="denied", message="There is no pending action with that confirmation for you.")
            tenant, user, tool, params_json, status, result = row
            params = json.loads(params_json)
            if status != "pending":
                return ToolCall(tool=tool, kind="action", params=params, status="confirmed", message=f"Already done: {result}")
            data = self._load(tenant)
            a = ACTIONS[tool]
            obj = next((o for o in data[a.collection] if o[a.key] == params[a.key] and o.get("user") == user), None)
            if obj is None or not obj.get(a.flag):
                message = "The object changed since the confirmation was asked; nothing was done."
                db.execute("UPDATE pending SET status = 'failed', result = ? WHERE token = ?", (message, token))
                audit_id = self.audit(principal, tool, params, "failed", message)
                return ToolCall(tool=tool, kind="action", params=params, status="error", message=message, audit_id=audit_id)
            obj["status"] = a.done
            obj[a.flag] = False
            self._save(tenant, data)
            message = f"{a.short} {params[a.key]} is now {a.done}."
            db.execute("UPDATE pending SET status = 'done', result = ? WHERE token = ?", (message, token))
        audit_id = self.audit(principal, tool, params, "done", message)
        return ToolCall(tool=tool, kind="action", params=params, status="confirmed", message=message, audit_id=audit_id)
