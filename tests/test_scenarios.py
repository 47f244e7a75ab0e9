"""Scenario cards: the file format's errors name the card and field, staleness says what changed, and every card
shipped for the sample corpus plays its path through the real engine (MiniLM, offline model, Chroma)."""

from __future__ import annotations

from pathlib import Path

import pytest

from querylab import scenarios
from querylab.config import Settings
from querylab.contracts import JudgeVerdict, Principal, Route, RouteContract
from querylab.engine import Engine
from querylab.scenarios import Expectation, ScenarioError, parse_deck
from querylab.trace import Trace

REPO = Path(__file__).resolve().parent.parent
SAMPLE_DECK = REPO / "sample_corpus" / "scenarios.toml"

MINIMAL = """
[[card]]
id = "one"
title = "One"
decision = "route small_talk"
messages = ["hi"]
[[card.expect]]
route = "small_talk"
"""


def test_the_sample_deck_covers_every_route_and_each_promised_story() -> None:
    deck = scenarios.load_deck(SAMPLE_DECK)
    routes = {e.route for c in deck.cards for e in c.expect if e.route}
    assert {r.value for r in Route} <= routes
    promised = {e for c in deck.cards for x in c.expect for e in x.events}
    assert {"refused", "instruction_like_document", "normalization_rejected"} <= promised
    assert any(x.verdicts == ["no", "yes"] and x.rewritten for c in deck.cards for x in c.expect)
    assert any(x.tiers_read == ["tier1-summaries"] for c in deck.cards for x in c.expect)
    assert any(x.pending_action for c in deck.cards for x in c.expect)
    isolation = [c for c in deck.cards if c.persona]
    assert isolation and all(x.retrieved_tenants == [c.persona.tenant] for c in isolation for x in c.expect)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (MINIMAL.replace('route = "small_talk"', 'verdicts = ["maybe"]'), ["card 'one'", "expect[0].verdicts[0]"]),
        (MINIMAL.replace('route = "small_talk"', 'route = "teleport"'), ["card 'one'", "expect[0].route", "teleport"]),
        (MINIMAL.replace('messages = ["hi"]', 'messages = ["hi"]\npreset = "fastest"'), ["card 'one'", "preset", "fastest"]),
        (MINIMAL.replace('messages = ["hi"]', 'messages = ["hi"]\ncolour = "red"'), ["card 'one'", "colour"]),
        (MINIMAL.replace('route = "small_talk"', "turn = 3"), ["card 'one'", "expect.turn 3", "1 message"]),
        (MINIMAL.replace('messages = ["hi"]', 'messages = ["  "]'), ["card 'one'", "messages", "message 1 is empty"]),
        (MINIMAL.replace('title = "One"\n', ""), ["card 'one'", "title"]),
        (MINIMAL + MINIMAL, ["card 'one'", "id", "two cards"]),
        ("[[card]\nid = ", ["not valid TOML"]),
        ("", ["card"]),
    ],
)
def test_a_bad_file_names_the_card_and_the_field(text: str, names: list[str]) -> None:
    with pytest.raises(ScenarioError) as err:
        parse_deck(text, Path("team/scenarios.toml"))
    message = str(err.value)
    assert message.startswith("team/scenarios.toml: ")
    for name in names:
        assert name in message, message


def test_a_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="no such scenario file"):
        scenarios.load_deck(tmp_path / "scenarios.toml")


def test_a_teams_own_file_wins_over_the_sample_corpus(tmp_path: Path) -> None:
    assert scenarios.deck_path(tmp_path, REPO / "sample_corpus") == SAMPLE_DECK
    (tmp_path / "scenarios.toml").write_text(MINIMAL, encoding="utf-8")
    assert scenarios.deck_path(tmp_path, REPO / "sample_corpus") == tmp_path / "scenarios.toml"


def _turn(**fields) -> Trace:
    return Trace(question="q", principal=Principal(tenant="acme", user="alice"), **fields)


def test_staleness_says_what_changed() -> None:
    card = parse_deck(MINIMAL, Path("x.toml")).cards[0].model_copy(
        update={"expect": [Expectation(route="knowledge", verdicts=["no", "yes"], rewritten=True, events=["refused"])]})
    route = RouteContract(route=Route.KNOWLEDGE, original_query="q", normalized_query="q")
    now = _turn(route=route, judgements=[JudgeVerdict(verdict="yes")])
    check = scenarios.check_traces(card, [now])
    assert not check.ok
    assert check.stale == [
        "turn 1: expected judge no → yes, got yes",
        "turn 1: expected a rewrite after the judge's no, got none",
        "turn 1: expected event refused, got no events",
    ]
    assert check.summary().startswith("stale: turn 1: expected judge no → yes, got yes")
    kept = _turn(route=route, judgements=[JudgeVerdict(verdict="no"), JudgeVerdict(verdict="yes", round=2)], rewritten_query="q2")
    kept.event("security", "refused", "x")
    assert scenarios.check_traces(card, [kept]).ok


def test_a_foreign_chunk_makes_an_isolation_card_stale() -> None:
    from querylab.contracts import FusedHit

    card = parse_deck(MINIMAL, Path("x.toml")).cards[0].model_copy(update={"expect": [Expectation(retrieved_tenants=["globex"])]})
    leak = _turn(fused=[FusedHit(chunk_id="c", score=1, rank=1, metadata={"tenant": "acme"})])
    assert scenarios.check_traces(card, [leak]).stale == ["turn 1: expected chunks of globex only, got chunks of acme"]


# -- every shipped card through the real engine ---------------------------------------------------------------

@pytest.fixture(scope="module")
def engine(tmp_path_factory, minilm) -> Engine:
    eng = Engine(Settings(data_dir=tmp_path_factory.mktemp("cards"), llm_backend="offline"), embedder=minilm)
    eng.seed_sample_corpus()
    return eng


@pytest.mark.parametrize("card_id", [c.id for c in scenarios.load_deck(SAMPLE_DECK).cards])
def test_every_sample_card_plays_its_path(engine: Engine, card_id: str) -> None:
    card = scenarios.load_deck(SAMPLE_DECK).card(card_id)
    check = scenarios.check_card(engine, card)
    assert check.ok, check.summary()
    assert len(check.turn_ids) == len(card.messages)


def test_checking_cards_leaves_no_turns_and_no_pending_actions_behind(engine: Engine) -> None:
    before = engine.traces.count()
    scenarios.check_card(engine, scenarios.load_deck(SAMPLE_DECK).card("action-confirm"))
    assert engine.traces.count() == before
    assert engine.tools.audit_log("acme") == []


def test_playing_a_card_is_one_conversation_of_real_turns(engine: Engine) -> None:
    card = scenarios.load_deck(SAMPLE_DECK).card("follow-up")
    seen: list[str] = []
    traces = scenarios.play(engine, card, on_turn=lambda t: seen.append(t.turn_id))
    assert [t.question for t in traces] == card.messages
    assert seen == [t.turn_id for t in traces] and len({t.session_id for t in traces}) == 1
    assert traces[1].history_turn_ids == [traces[0].turn_id]
    assert engine.traces.get(traces[1].turn_id) is not None  # played turns are stored like typed ones
