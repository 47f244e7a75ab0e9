"""Own turns unless reviewer: listing, opening, exporting, history for replays, last turn, flagged cases."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from querylab.audit import AuditLog
from querylab.config import Settings
from querylab.contracts import Principal
from querylab.roles import PermissionDenied
from querylab.trace import Trace
from querylab.tracestore import TraceStore
from querylab.turn_access import TurnAccess

ANN = Principal(tenant="acme", user="ann", groups=("staff",))
BOB = Principal(tenant="acme", user="bob", groups=("staff",))
RITA = Principal(tenant="acme", user="rita", groups=("support",))
CAROL = Principal(tenant="globex", user="carol", groups=("support",))
SETTINGS = Settings.from_env({"QUERYLAB_ROLE_REVIEWER": "support"}, dotenv_path=None)


@pytest.fixture
def access(tmp_path: Path) -> TurnAccess:
    traces = TraceStore(tmp_path / "traces.sqlite")
    return TurnAccess(traces, SETTINGS, AuditLog(tmp_path / "audit.sqlite"))


def turn(access: TurnAccess, who: Principal, question: str, session: str = "s1", history: list[str] | None = None, at: float | None = None) -> Trace:
    t = Trace(session_id=session, principal=who, question=question, answer="a", history_turn_ids=history or [], started_at=at or time.time())
    access.traces.save(t)
    return t


def test_listing_is_own_turns_unless_reviewer(access: TurnAccess) -> None:
    a = turn(access, ANN, "ann's question")
    b = turn(access, BOB, "bob's question")
    c = turn(access, CAROL, "carol's question")
    assert [r["turn_id"] for r in access.list(ANN)] == [a.turn_id]
    assert {r["turn_id"] for r in access.list(RITA)} == {a.turn_id, b.turn_id}
    assert [r["turn_id"] for r in access.list(CAROL)] == [c.turn_id]
    assert [r["turn_id"] for r in access.list(ANN, tenant="globex", user="bob")] == [a.turn_id]  # filters cannot widen


def test_opening_a_colleagues_turn_is_refused_and_audited(access: TurnAccess) -> None:
    b = turn(access, BOB, "bob's refund for order 1044")
    with pytest.raises(PermissionDenied, match="another user"):
        access.get(ANN, b.turn_id)
    assert access.audit.rows("acme")[0]["outcome"] == "denied"
    assert access.get(RITA, b.turn_id).question == b.question
    assert access.get(CAROL, b.turn_id) is None  # another tenant's turn looks missing
    assert access.get(ANN, "no-such-turn") is None


def test_export_skips_what_the_viewer_may_not_see(access: TurnAccess) -> None:
    ids = [turn(access, p, f"q{i}").turn_id for i, p in enumerate((ANN, BOB, CAROL))]
    assert [t.principal.user for t in access.export(ANN, ids)] == ["ann"]
    assert sorted(t.principal.user for t in access.export(RITA, ids)) == ["ann", "bob"]


def test_history_is_the_turns_own_users_only(access: TurnAccess) -> None:
    b1 = turn(access, BOB, "bob first", session="shared")
    a1 = turn(access, ANN, "ann in the same session id", session="shared")
    b2 = turn(access, BOB, "and it?", session="shared", history=[b1.turn_id, a1.turn_id])
    assert [h.turn_id for h in access.history_of(RITA, b2)] == [b1.turn_id]  # ann's turn never joins bob's history
    assert access.history_of(ANN, b2) == []  # not her turn, not a reviewer
    assert access.replay_scope(RITA, b2) == BOB  # a replay runs as the turn's own principal
    with pytest.raises(PermissionDenied):
        access.replay_scope(ANN, b2)
    with pytest.raises(PermissionDenied):
        access.replay_scope(CAROL, b2)


def test_last_turn_is_never_a_colleagues(access: TurnAccess) -> None:
    now = time.time()
    mine = turn(access, ANN, "mine", at=now - 10)
    turn(access, BOB, "newer, bob's", at=now)
    assert access.last_turn(ANN, None).turn_id == mine.turn_id
    assert access.last_turn(RITA, None) is None  # reviewers too: "last turn" is one's own
    assert access.last_turn(ANN, [Trace(principal=BOB, question="x")]).turn_id == mine.turn_id


def test_flagging_needs_the_reviewer_role(access: TurnAccess, tmp_path: Path) -> None:
    a = turn(access, ANN, "mine")
    with pytest.raises(PermissionDenied, match="reviewer"):
        access.flag_route(ANN, tmp_path, a, "clarify")
    res = access.flag_route(RITA, tmp_path, a, "clarify")
    assert res.added
    shown, hidden = access.visible_cases(ANN, [{"origin": {"tenant": "acme", "user": "ann"}}, {"origin": {"tenant": "acme", "user": "bob"}},
                                              {"origin": {"tenant": "globex", "user": "ann"}}, {"id": "hand-written"}])
    assert (len(shown), hidden) == (1, 3)
    path, n, hidden = access.regression_view(RITA, tmp_path, "routing")
    assert (n, hidden) == (1, 0) and path.read_text().count("\n") == 1


def test_trace_retention(access: TurnAccess) -> None:
    turn(access, ANN, "old", at=time.time() - 40 * 86400)
    turn(access, ANN, "new")
    assert access.traces.prune(None) == 0
    assert access.traces.prune(30) == 1
    assert [r["question"] for r in access.list(ANN)] == ["new"]


def test_a_turn_with_restricted_passages_stays_hidden_from_reviewers_outside_the_audience(access: TurnAccess) -> None:
    from querylab.contracts import FusedHit

    bob = Principal(tenant="acme", user="bob", groups=("managers",))
    t = Trace(session_id="s", principal=bob, question="manager approval limits?", answer="Department head: up to EUR 10,000",
              fused=[FusedHit(chunk_id="m:0", doc_id="m", score=1.0, rank=1, text="Department head up to EUR 10,000",
                              metadata={"tenant": "acme", "audience": "managers"})])
    access.traces.save(t)
    assert access.list(RITA) == []
    with pytest.raises(PermissionDenied, match="audience"):
        access.get(RITA, t.turn_id)
    manager_reviewer = Principal(tenant="acme", user="mo", groups=("support", "managers"))
    assert [r["turn_id"] for r in access.list(manager_reviewer)] == [t.turn_id]
    assert access.get(bob, t.turn_id) is not None  # one's own turn, always
    flagged = {"id": t.turn_id, "origin": {"tenant": "acme", "user": "bob", "turn_id": t.turn_id}}
    assert access.visible_cases(RITA, [flagged]) == ([], 1)
    assert access.visible_cases(manager_reviewer, [flagged]) == ([flagged], 0)
