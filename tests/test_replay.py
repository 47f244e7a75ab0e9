"""Replay of any stored turn with drafts, stored as a trace naming the turn, and the stage-by-stage diff."""

from __future__ import annotations

from pathlib import Path

import pytest

from querylab.config import Settings
from querylab.contracts import Principal
from querylab.engine import Engine
from querylab.knobs import KnobFile
from querylab.replay import replay_turn
from querylab.turn_diff import answer_diff, diff_turns

REPO = Path(__file__).resolve().parent.parent
ALICE = Principal(tenant="acme", user="alice", groups=("staff",))


@pytest.fixture(scope="module")
def engine(tmp_path_factory, minilm) -> Engine:
    eng = Engine(Settings(data_dir=tmp_path_factory.mktemp("replay"), llm_backend="offline"), embedder=minilm)
    assert eng.seed_sample_corpus() > 0
    return eng


def strict_model() -> KnobFile:
    text = (REPO / "prompts" / "offline" / "model.toml").read_text(encoding="utf-8")
    return KnobFile("offline_model", text.replace("threshold = 0.51 ", "threshold = 0.99 ", 1))


def test_replay_an_older_turn_with_a_knob_draft_and_diff_each_stage(engine: Engine) -> None:
    older = engine.ask("What is the refund policy?", principal=ALICE, session_id="s1")
    engine.ask("Who pays for return shipping?", principal=ALICE, session_id="s1")  # a later turn: not the one replayed
    assert older.judge.verdict == "yes"
    again = replay_turn(engine, older, ALICE, [strict_model()])
    assert again.config["replay_of"] == older.turn_id and again.config["drafts"] == {"offline_model": strict_model().revision}
    assert engine.traces.get(again.turn_id).config["replay_of"] == older.turn_id
    row = next(r for r in engine.traces.list(tenant="acme", limit=50) if r["turn_id"] == again.turn_id)
    assert f"offline_model@{strict_model().revision}" in str(row["revisions"])  # the Traces filter finds knob revisions
    diff = diff_turns(older, again)
    assert diff.stage("route").changed is False
    assert diff.stage("knobs").changed and diff.stage("knobs").note == "offline_model"
    assert diff.stage("judge").changed and diff.stage("judge").note == "verdict changed"
    assert diff.stage("original-dense").changed is False  # retrieval did not move: only the judge did
    assert diff.stage("answer").changed and "abstained: False -> True" in diff.stage("answer").note
    same = replay_turn(engine, older, ALICE, save=False)
    assert diff_turns(older, same).changed_stages == []
    assert engine.traces.get(same.turn_id) is None


def test_replay_refuses_another_tenants_turn(engine: Engine) -> None:
    turn = engine.ask("What is the refund policy?", principal=ALICE, session_id="s2")
    with pytest.raises(PermissionError):
        replay_turn(engine, turn, Principal(tenant="globex", user="bob", groups=()))


def test_answer_diff_is_empty_for_equal_answers() -> None:
    assert answer_diff("a b c", "a b c") == ""
    assert answer_diff("a b c", "a b d") == "a b [-c-] {+d+}"
