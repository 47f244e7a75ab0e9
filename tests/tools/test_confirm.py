"""Confirming an action: one transaction with its audit row, a changed object, expiry, listing, retention."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from querylab.contracts import Principal
from querylab.tools import ToolService
from querylab.tools.registry import CancelOrderParams

REPO = Path(__file__).resolve().parents[2]
ALICE = Principal(tenant="acme", user="alice")


@pytest.fixture
def tools(tmp_path: Path) -> ToolService:
    return ToolService(REPO / "sample_corpus" / "tools", tmp_path)


def _change_order(tools: ToolService, order_id: str, **fields: object) -> None:
    data = tools._load("acme")
    obj = next(o for o in data["orders"] if o["order_id"] == order_id)
    obj.update(fields)
    tools._save("acme", data)


def _pending_status(tools: ToolService, token: str) -> str:
    with sqlite3.connect(tools.db_path) as db:
        return db.execute("SELECT status FROM pending WHERE token = ?", (token,)).fetchone()[0]


@pytest.mark.timeout(10)
def test_confirm_after_the_object_changed_answers_at_once_and_does_nothing(tools: ToolService) -> None:
    call, pending = tools.propose(ALICE, "cancel_order", CancelOrderParams(order_id="1043"))
    assert pending is not None and call.status == "needs_confirmation"
    _change_order(tools, "1043", status="shipped", cancellable=False)  # the race: changed between ask and click
    outcome = tools.confirm(ALICE, pending.token)
    assert outcome.status == "changed"
    assert "changed since you were asked" in outcome.message and "nothing was done" in outcome.message and "Ask again" in outcome.message
    assert _pending_status(tools, pending.token) == "changed"  # a definite state, not "pending"
    assert next(o for o in tools._load("acme")["orders"] if o["order_id"] == "1043")["status"] == "shipped"
    assert [r["outcome"] for r in tools.audit_log("acme")][:1] == ["changed"]  # audited in the same transaction
    again = tools.confirm(ALICE, pending.token)
    assert again.status == "changed" and again.message == outcome.message  # the first outcome stands


@pytest.mark.timeout(10)
def test_any_change_of_the_object_counts_not_only_the_flag(tools: ToolService) -> None:
    _, pending = tools.propose(ALICE, "cancel_order", CancelOrderParams(order_id="1043"))
    _change_order(tools, "1043", total=999.0)  # still cancellable, but not what the user confirmed
    assert tools.confirm(ALICE, pending.token).status == "changed"


@pytest.mark.timeout(10)
def test_confirm_while_another_connection_reads_does_not_hang(tools: ToolService) -> None:
    _, pending = tools.propose(ALICE, "cancel_order", CancelOrderParams(order_id="1043"))
    reader = sqlite3.connect(tools.db_path)
    reader.execute("BEGIN")
    reader.execute("SELECT COUNT(*) FROM audit").fetchone()  # a reader in WAL mode never blocks the writer
    try:
        assert tools.confirm(ALICE, pending.token).status == "confirmed"
    finally:
        reader.rollback()
        reader.close()


@pytest.mark.timeout(20)
def test_two_concurrent_confirmations_run_the_action_once(tools: ToolService, tmp_path: Path) -> None:
    _, pending = tools.propose(ALICE, "cancel_order", CancelOrderParams(order_id="1043"))
    other = ToolService(REPO / "sample_corpus" / "tools", tmp_path)  # a second app replica on the same files
    results: list[str] = []
    threads = [threading.Thread(target=lambda s=s: results.append(s.confirm(ALICE, pending.token).message)) for s in (tools, other)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(m.startswith("Already done") for m in results) == [False, True]
    assert [r["outcome"] for r in tools.audit_log("acme")].count("done") == 1


def test_pending_actions_expire_and_are_listed_with_their_status(tools: ToolService) -> None:
    _, old = tools.propose(ALICE, "cancel_order", CancelOrderParams(order_id="1043"))
    later = time.time() + 16 * 60  # default TTL: 15 minutes
    listed = {a.token: a.status for a in tools.pending_actions(ALICE, now=later)}
    assert listed[old.token] == "expired"
    outcome = tools.confirm(ALICE, old.token, now=later)
    assert outcome.status == "expired" and "expired" in outcome.message and "nothing was done" in outcome.message
    assert _pending_status(tools, old.token) == "expired"
    assert next(o for o in tools._load("acme")["orders"] if o["order_id"] == "1043")["cancellable"] is True
    _, fresh = tools.propose(ALICE, "cancel_order", CancelOrderParams(order_id="1043"))
    assert tools.confirm(ALICE, fresh.token).status == "confirmed"
    statuses = {a.token: a.status for a in tools.pending_actions(ALICE)}
    assert statuses == {old.token: "expired", fresh.token: "done"}
    assert tools.pending_actions(Principal(tenant="acme", user="bob")) == []  # only one's own


def test_expire_marks_outdated_rows_and_ttl_is_configurable(tmp_path: Path) -> None:
    tools = ToolService(REPO / "sample_corpus" / "tools", tmp_path, ttl_minutes=1)
    _, pending = tools.propose(ALICE, "cancel_order", CancelOrderParams(order_id="1043"))
    assert pending.expires_at == pytest.approx(pending.created_at + 60)
    assert tools.expire(now=time.time() + 30) == 0
    assert tools.expire(now=time.time() + 61) == 1
    assert _pending_status(tools, pending.token) == "expired"


def test_retention_prunes_old_audit_rows_only_when_configured(tools: ToolService) -> None:
    tools.audit(ALICE, "x", {}, "done")
    assert tools.prune(None) == 0 and len(tools.audit_log("acme")) == 1
    assert tools.prune(1, now=time.time() + 2 * 86400) == 1 and tools.audit_log("acme") == []


def test_a_store_written_before_expiry_columns_is_migrated(tmp_path: Path) -> None:
    with sqlite3.connect(tmp_path / "audit.sqlite") as db:
        db.execute("CREATE TABLE pending (token TEXT PRIMARY KEY, tenant TEXT, user TEXT, tool TEXT, params TEXT, summary TEXT, created_at REAL, status TEXT, result TEXT)")
        db.execute("INSERT INTO pending VALUES ('t1','acme','alice','cancel_order',?,'Cancel order 1043',?,'pending',NULL)",
                   (json.dumps({"order_id": "1043"}), time.time()))
    tools = ToolService(REPO / "sample_corpus" / "tools", tmp_path)
    assert tools.confirm(ALICE, "t1").status == "confirmed"  # no fingerprint stored: the flag check still applies


@pytest.mark.timeout(10)
def test_a_confirm_whose_tenant_has_a_state_row_does_not_read_the_starting_file(tools: ToolService, monkeypatch) -> None:
    _, first = tools.propose(ALICE, "cancel_order", CancelOrderParams(order_id="1043"))
    reads: list[str] = []
    original = ToolService._initial
    monkeypatch.setattr(ToolService, "_initial", lambda self, tenant: reads.append(tenant) or original(self, tenant))
    assert tools.confirm(ALICE, first.token).status == "confirmed"
    assert reads == ["acme"]  # the first confirmation creates the row from the demo file
    data = tools._load("acme")
    data["orders"].append({**next(o for o in data["orders"] if o["order_id"] == "1043"), "order_id": "9001", "cancellable": True,
                           "status": "processing"})
    tools._save("acme", data)
    _, second = tools.propose(ALICE, "cancel_order", CancelOrderParams(order_id="9001"))
    reads.clear()
    outcome = tools.confirm(ALICE, second.token)
    assert outcome.status == "confirmed" and reads == []  # the row exists: the file is not read
    assert next(o for o in tools._load("acme")["orders"] if o["order_id"] == "9001")["status"] == "cancelled"
