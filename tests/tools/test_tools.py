from pathlib import Path

import pytest

from querylab.contracts import Principal, Route
from querylab.tools import ToolService, select_tool

REPO = Path(__file__).resolve().parents[2]
ALICE = Principal(tenant="acme", user="alice")
BOB = Principal(tenant="acme", user="bob")
CAROL = Principal(tenant="globex", user="carol")


@pytest.fixture
def tools(tmp_path):
    return ToolService(REPO / "sample_corpus" / "tools", tmp_path)


def test_selection_from_words():
    s = select_tool(Route.LIVE_TOOL, "where is my order 1042?")
    assert s.spec.name == "order_status" and s.params.order_id == "1042"
    assert select_tool(Route.LIVE_TOOL, "status of refund R-77").spec.name == "refund_status"
    assert select_tool(Route.ACTION, "please cancel my claim EXP-2041").spec.name == "withdraw_reimbursement"
    assert select_tool(Route.ACTION, "cancel order 1043").params.order_id == "1043"


@pytest.mark.parametrize("text", ["please restore order 1047, I cancelled it by accident", "bring order 1047 back, cancelling it was a mistake",
                                  "undo the withdrawal of EXP-2041"])
def test_undoing_a_change_selects_no_tool(text):
    # the words name the change ("cancelled", "withdrawal") without asking for it; no tool undoes one
    s = select_tool(Route.ACTION, text)
    assert s.spec is None and "undoes" in s.error


def test_live_route_never_selects_an_action():
    s = select_tool(Route.LIVE_TOOL, "cancel order 1043")
    assert s.spec is None or s.spec.kind == "live_tool"


def test_action_without_id_is_invalid():
    s = select_tool(Route.ACTION, "cancel my order")
    assert s.spec.name == "cancel_order" and s.params is None and "order_id" in s.error


def test_object_level_authorization(tools):
    own = tools.lookup(ALICE, "order_status", select_tool(Route.LIVE_TOOL, "order 1042").params)
    assert own.status == "ok" and own.result[0]["user"] == "alice"
    bobs = tools.lookup(ALICE, "order_status", select_tool(Route.LIVE_TOOL, "order 1044").params)
    assert bobs.status == "not_found" and bobs.result is None  # looks exactly like a missing order
    other_tenant = tools.lookup(ALICE, "order_status", select_tool(Route.LIVE_TOOL, "order 2042").params)
    assert other_tenant.status == "not_found"


def test_listing_shows_only_own_objects(tools):
    call = tools.lookup(ALICE, "order_status", select_tool(Route.LIVE_TOOL, "my orders").params)
    assert call.result and {o["user"] for o in call.result} == {"alice"}


def test_action_needs_confirmation_and_is_idempotent(tools, tmp_path):
    call, pending = tools.propose(ALICE, "cancel_order", select_tool(Route.ACTION, "cancel order 1043").params)
    assert call.status == "needs_confirmation" and pending is not None
    assert tools.lookup(ALICE, "order_status", select_tool(Route.LIVE_TOOL, "order 1043").params).result[0]["status"] != "cancelled"
    done = tools.confirm(ALICE, pending.token)
    assert done.status == "confirmed" and done.audit_id
    again = tools.confirm(ALICE, pending.token)
    assert again.status == "confirmed" and again.message.startswith("Already done")
    assert tools.lookup(ALICE, "order_status", select_tool(Route.LIVE_TOOL, "order 1043").params).result[0]["status"] == "cancelled"
    outcomes = [a["outcome"] for a in tools.audit_log("acme")]
    assert outcomes.count("done") == 1
    # the audit log and the state survive a restart
    restarted = ToolService(REPO / "sample_corpus" / "tools", tmp_path)
    assert [a["outcome"] for a in restarted.audit_log("acme")].count("done") == 1
    assert restarted.lookup(ALICE, "order_status", select_tool(Route.LIVE_TOOL, "order 1043").params).result[0]["status"] == "cancelled"
    # the shipped demo data is never modified
    assert '"1043"' in (REPO / "sample_corpus" / "tools" / "acme.json").read_text()


def test_confirmation_by_another_principal_is_denied(tools):
    _, pending = tools.propose(ALICE, "cancel_order", select_tool(Route.ACTION, "cancel order 1043").params)
    assert tools.confirm(BOB, pending.token).status == "denied"
    assert tools.confirm(CAROL, pending.token).status == "denied"
    assert tools.confirm(ALICE, "forged-token").status == "denied"


def test_cannot_propose_on_someone_elses_order(tools):
    call, pending = tools.propose(ALICE, "cancel_order", select_tool(Route.ACTION, "cancel order 1046").params)
    assert call.status == "not_found" and pending is None


def test_non_allow_listed_tool_rejected(tools):
    from querylab.tools.registry import OrderParams

    assert tools.lookup(ALICE, "delete_everything", OrderParams()).status == "rejected"
    call, pending = tools.propose(ALICE, "order_status", OrderParams())
    assert call.status == "rejected" and pending is None
