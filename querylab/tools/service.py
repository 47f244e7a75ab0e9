"""Runs allow-listed tools over the demo data in `sample_corpus/tools/<tenant>.json`.

Authorization is object-level and in code: the data file is chosen by the principal's tenant, and an
object is visible only when its `user` is the principal's user. A foreign object looks exactly like a
missing one ("not found for you"), so ids cannot be probed. Actions are two-phase: `propose` stores a
pending action server-side and returns a token; `confirm` runs it once (idempotent by token) and writes
an audit record. Mutations are kept in the database's `tool_state` table (a `<data_dir>/tools/<tenant>.json`
written by an older version is read once as the starting state), never in the shipped demo files.

Confirmation is one transaction holding the pending row's update, the object's change and the audit row:
in SQLite `BEGIN IMMEDIATE` (the audit once went through a second connection that waited 30 s on the first
one's write lock and then failed with "database is locked"), in PostgreSQL the pending row and the tenant's
state locked `FOR UPDATE`, so two replicas confirming the same token run it once and the second one reads
the first one's outcome; the status update is conditional (`WHERE status = 'pending'`) besides. A pending action ends in exactly one of `done`, `changed` (its
object is not what the user saw when they were asked; nothing was done, ask again), `expired` (older than
`QUERYLAB_ACTION_TTL_MINUTES`, default 15) or stays `pending`; `pending_actions()` lists them.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from querylab.audit import AuditLog
from querylab.contracts import OwnObject, Principal
from querylab.storage import Tx, Where, upsert_sql
from querylab.storage.retention import delete_older_than
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
    expires_at: float | None = None


class PendingStatus(BaseModel):
    """One pending action as its owner may list it."""

    token: str
    tool: str
    summary: str
    created_at: float
    expires_at: float | None
    status: str  # pending | done | changed | expired | failed
    result: str | None = None




class ConfirmRaced(RuntimeError):
    """The pending row left `pending` between this transaction's read and its update (cannot happen while
    rows are locked; kept as a guard so an action never runs twice)."""


_KINDS = {"orders": ("order", "order_id"), "refunds": ("refund", "refund_id"), "reimbursements": ("claim", "request_id")}


def own_objects(data: dict[str, list[dict[str, Any]]], user: str) -> tuple[OwnObject, ...]:
    """``user``'s objects in one tenant's tool data. A refund is labelled with its order's items, since people call it
    by what was bought ("my dock refund"); a claim with its description ("my Paris claim"); each also with its status
    ("my pending order")."""
    items = {str(o.get("order_id")): " ".join(str(i.get("name", "")) for i in o.get("items", [])) for o in data.get("orders", [])}
    out = []
    for collection, (kind, key) in _KINDS.items():
        for o in data.get(collection, []):
            if o.get("user") != user or not o.get(key):
                continue
            bought = items.get(str(o.get("order_id")), "")
            label = {"orders": bought, "refunds": f"{bought} {o.get('reason', '')}", "reimbursements": str(o.get("description", ""))}[collection]
            out.append(OwnObject(id=str(o[key]), kind=kind, label=f"{label} {o.get('status', '')}".strip()))  # "my pending order"
    return tuple(out)


def colleagues(data: dict[str, list[dict[str, Any]]], user: str) -> tuple[str, ...]:
    """The other users whose objects one tenant's tool data holds: the people whose records ``user`` may not see, by
    the names a message would call them ("show me daves orders")."""
    return tuple(sorted({str(o["user"]) for rows in data.values() if isinstance(rows, list) for o in rows
                         if isinstance(o, dict) and o.get("user") and o.get("user") != user}))


def fingerprint(obj: dict[str, Any]) -> str:
    """What the user was shown when asked to confirm; any change of the object changes it."""
    return hashlib.sha256(json.dumps(obj, sort_keys=True, default=str).encode("utf-8")).hexdigest()[:16]


class ToolService:
    def __init__(self, demo_dir: Path, data_dir: Path, *, ttl_minutes: float = 15.0, audit: AuditLog | None = None,
                 db: Where | None = None) -> None:
        """Pending actions live beside the audit log (`audit`'s database, else `db`, else `<data_dir>/audit.sqlite`)."""
        self.demo_dir = demo_dir
        self.state_dir = data_dir / "tools"  # object state written by versions before `tool_state`
        self._lock = threading.Lock()
        self.ttl_s = ttl_minutes * 60
        self.db_path = data_dir / "audit.sqlite"
        self.audit_log_store = audit or AuditLog(db if db is not None else self.db_path)
        self.db = self.audit_log_store.db

    # -- data ----------------------------------------------------------------------------------
    def _initial(self, tenant: str) -> dict[str, list[dict[str, Any]]]:
        """A tenant's objects before any action: an older version's state file, else the demo file."""
        state = self.state_dir / f"{tenant}.json"
        source = state if state.exists() else self.demo_dir / f"{tenant}.json"
        if not source.exists():
            return {"orders": [], "refunds": [], "reimbursements": []}
        return json.loads(source.read_text(encoding="utf-8"))

    def _load(self, tenant: str, tx: Tx | None = None) -> dict[str, list[dict[str, Any]]]:
        """The tenant's objects; inside `tx`, the state row is locked until commit (one action at a time).

        The starting state (`_initial`, a file read) is read only when the tenant has no row yet: every confirmation
        after the first finds its row. Two first confirmations on two replicas both insert with ``DO NOTHING`` and
        lock the one row that won.
        """
        if tx is None:
            rows = self.db.read("SELECT data FROM tool_state WHERE tenant = ?", (tenant,))
            return json.loads(rows[0][0]) if rows else self._initial(tenant)
        select = f"SELECT data FROM tool_state WHERE tenant = ?{self.db.row_lock}"
        row = tx.execute(select, (tenant,)).fetchone()
        if row is None:
            tx.execute("INSERT INTO tool_state (tenant, data, updated_at) VALUES (?, ?, ?) ON CONFLICT (tenant) DO NOTHING",
                       (tenant, json.dumps(self._initial(tenant)), time.time()))
            row = tx.execute(select, (tenant,)).fetchone()
        return json.loads(row[0])

    def _save(self, tenant: str, data: dict[str, Any], tx: Tx | None = None) -> None:
        if tx is None:
            with self.db.transaction(write=True) as own:
                return self._save(tenant, data, own)
        tx.execute(upsert_sql("tool_state", ("tenant", "data", "updated_at"), ("tenant",)), (tenant, json.dumps(data), time.time()))

    def _own(self, principal: Principal, collection: str) -> list[dict[str, Any]]:
        return [o for o in self._load(principal.tenant).get(collection, []) if o.get("user") == principal.user]

    def own_objects(self, tenant: str, user: str) -> tuple[OwnObject, ...]:
        """One user's own orders, refunds and reimbursements, each as its id, kind and what it is: the router's trusted
        evidence that a number names one of them, or that "my key order" fits several (`querylab/offline/own_objects.py`)."""
        return own_objects(self._load(tenant), user)

    def colleagues(self, tenant: str, user: str) -> tuple[str, ...]:
        """The tenant's other users, by name: trusted context that lets the router refuse "bobs claim total"."""
        return colleagues(self._load(tenant), user)

    def audit(self, principal: Principal, tool: str, params: dict[str, Any], outcome: str, detail: str = "") -> str:
        return self.audit_log_store.write(principal, tool, params, outcome, detail)

    def audit_log(self, tenant: str, limit: int = 200) -> list[dict[str, Any]]:
        return self.audit_log_store.rows(tenant, limit)

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
        now = time.time()
        pending = PendingAction(token=uuid.uuid4().hex, tool=tool, params=p, tenant=principal.tenant, user=principal.user,
                                summary=summary, created_at=now, expires_at=now + self.ttl_s)
        with self.db.transaction(write=True) as tx:
            tx.execute('INSERT INTO pending (token, tenant, "user", tool, params, summary, created_at, status, result, fingerprint, expires_at) '
                       "VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                       (pending.token, pending.tenant, pending.user, tool, json.dumps(p), summary, pending.created_at, "pending", None,
                        fingerprint(obj), pending.expires_at))
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

    def confirm(self, principal: Principal, token: str, now: float | None = None) -> ToolCall:
        """Run a pending action once, in one transaction with its audit row. The same token again returns
        the first outcome (idempotent); a changed object or an expired confirmation does nothing."""
        now = time.time() if now is None else now
        with self._lock:
            try:
                with self.db.transaction(write=True) as tx:  # the write lock first: two confirmations queue, never interleave
                    return self._confirm_locked(tx, principal, token, now)
            except ConfirmRaced:
                logger.warning("pending action %s was finished by another confirmation meanwhile; reading its outcome", token[:8])
                with self.db.transaction(write=True) as tx:
                    return self._confirm_locked(tx, principal, token, now)

    def _confirm_locked(self, tx: Tx, principal: Principal, token: str, now: float) -> ToolCall:
        row = tx.execute('SELECT tenant, "user", tool, params, status, result, fingerprint, created_at, expires_at FROM pending WHERE token = ?'
                         + self.db.row_lock, (token,)).fetchone()
        if row is None or row[0] != principal.tenant or row[1] != principal.user:
            self.audit_log_store.write(principal, "confirm", {"token": token[:8]}, "denied", "unknown token or another principal's action", tx=tx)
            return ToolCall(tool="?", kind="action", status="denied", message="There is no pending action with that confirmation for you.")
        tenant, user, tool, params_json, status, result, expected_print, created_at, expires_at = row
        params = json.loads(params_json)
        if status == "done":
            return ToolCall(tool=tool, kind="action", params=params, status="confirmed", message=f"Already done: {result}")
        if status != "pending":  # changed, expired, failed: the first outcome stands
            return ToolCall(tool=tool, kind="action", params=params, status=_call_status(status), message=result or f"This action is {status}; nothing was done.")
        a = ACTIONS[tool]
        deadline = expires_at if expires_at is not None else created_at + self.ttl_s
        if now > deadline:
            message = (f"This confirmation expired ({self.ttl_s / 60:g} minutes after it was asked); nothing was done. "
                       f"Ask again to {a.verb.lower()} {a.noun} {params[a.key]}.")
            return self._finish(tx, principal, token, tool, params, "expired", message)
        data = self._load(tenant, tx)
        obj = next((o for o in data[a.collection] if o[a.key] == params[a.key] and o.get("user") == user), None)
        changed = obj is None or not obj.get(a.flag) or (expected_print is not None and fingerprint(obj) != expected_print)
        if changed:
            now_status = "gone" if obj is None else str(obj.get("status"))
            message = (f"{a.short} {params[a.key]} changed since you were asked to confirm (status now: {now_status}); "
                       f"nothing was done. Ask again if you still want to {a.verb.lower()} it.")
            return self._finish(tx, principal, token, tool, params, "changed", message)
        obj["status"] = a.done
        obj[a.flag] = False
        message = f"{a.short} {params[a.key]} is now {a.done}."
        call = self._finish(tx, principal, token, tool, params, "done", message)
        self._save(tenant, data, tx)  # in the same transaction: if it fails, the action stays pending
        return call

    def _finish(self, tx: Tx, principal: Principal, token: str, tool: str, params: dict[str, Any], status: str, message: str) -> ToolCall:
        updated = tx.execute("UPDATE pending SET status = ?, result = ? WHERE token = ? AND status = 'pending' RETURNING token",
                             (status, message, token)).fetchone()
        if updated is None:
            raise ConfirmRaced(token)
        audit_id = self.audit_log_store.write(principal, tool, params, status, message, tx=tx)
        return ToolCall(tool=tool, kind="action", params=params, status=_call_status(status), message=message, audit_id=audit_id)

    # -- listing and retention -----------------------------------------------------------------
    def pending_actions(self, principal: Principal, limit: int = 50, now: float | None = None) -> list[PendingStatus]:
        """`principal`'s own pending actions, newest first, with their status (an outdated one shows `expired`)."""
        now = time.time() if now is None else now
        rows = self.db.read('SELECT token, tool, summary, created_at, expires_at, status, result FROM pending WHERE tenant = ? AND "user" = ? '
                            "ORDER BY created_at DESC LIMIT ?", (principal.tenant, principal.user, limit))
        out = []
        for token, tool, summary, created_at, expires_at, status, result in rows:
            deadline = expires_at if expires_at is not None else created_at + self.ttl_s
            if status == "pending" and now > deadline:
                status = "expired"
            out.append(PendingStatus(token=token, tool=tool, summary=summary, created_at=created_at, expires_at=deadline, status=status, result=result))
        return out

    def expire(self, now: float | None = None) -> int:
        """Mark every outdated pending action `expired` (they could not be confirmed anyway); returns how many."""
        now = time.time() if now is None else now
        with self.db.transaction(write=True) as tx:
            return int(tx.execute("UPDATE pending SET status = 'expired', result = 'expired before it was confirmed; nothing was done' "
                                  "WHERE status = 'pending' AND COALESCE(expires_at, created_at + ?) < ?", (self.ttl_s, now)).rowcount)

    def prune(self, audit_days: float | None, now: float | None = None) -> int:
        """Retention: audit rows and finished pending actions older than `audit_days` (None keeps all)."""
        now = time.time() if now is None else now
        gone = delete_older_than(self.db, "pending", "created_at", audit_days, now, where="status != 'pending'")
        return gone + self.audit_log_store.prune(audit_days, now)


def _call_status(status: str) -> str:
    return {"done": "confirmed", "changed": "changed", "expired": "expired"}.get(status, "error")
