"""Scenario cards, the presenter view and the share buttons on the Chat page, driven with AppTest.

The module's data directory holds a team's own `scenarios.toml`: three sample cards plus one whose promise no
longer holds, so the background check has something to mark stale.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

from components.presenter import TITLES, focus_of
from querylab.scenarios import FOCUSES
from querylab.contracts import Principal, Route, RouteContract
from querylab.trace import Trace
from tests.pages.lazy_expanders import set_expander

REPO = Path(__file__).resolve().parents[2]
APP = str(REPO / "app.py")
CARDS = ("judge-rewrite", "follow-up", "refuse", "tenant-isolation")
STALE = """
[[card]]
id = "stale-small-talk"
title = "A card whose path changed"
decision = "expects knowledge, gets small talk"
messages = ["hi there!"]
[[card.expect]]
route = "knowledge"
"""


def _sample_blocks(ids: tuple[str, ...]) -> str:
    text = (REPO / "sample_corpus" / "scenarios.toml").read_text(encoding="utf-8")
    blocks = ["[[card]]" + b for b in text.split("[[card]]")[1:]]
    return "".join(b for b in blocks if re.search(r'^id = "(%s)"$' % "|".join(ids), b, re.M))


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory):
    path = tmp_path_factory.mktemp("ql-demo")
    (path / "scenarios.toml").write_text(_sample_blocks(CARDS) + STALE, encoding="utf-8")
    with pytest.MonkeyPatch.context() as mp:
        for key, value in {"QUERYLAB_DATA_DIR": str(path), "QUERYLAB_LLM_BACKEND": "offline", "QUERYLAB_SEED_SAMPLE": "1",
                           "QUERYLAB_TENANT": "acme", "QUERYLAB_DEMO_PERSONAS": "0", "QUERYLAB_SCENARIO_CHECK": "1"}.items():
            mp.setenv(key, value)
        mp.delenv("OPENAI_API_KEY", raising=False)
        st.cache_resource.clear()
        yield path
        st.cache_resource.clear()


def app() -> AppTest:
    at = AppTest.from_file(APP, default_timeout=90)
    at.run()
    assert not at.exception, at.exception
    return at


def markdown(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


def open_menu(at: AppTest) -> AppTest:
    """Open the sidebar's "Scenario cards" menu (its buttons are drawn only while it is open)."""
    return set_expander(at, "ql-menu-open")


def test_an_empty_conversation_offers_the_cards(data_dir: Path) -> None:
    at = app()
    assert "Scenario cards" in [h.value for h in at.subheader]
    assert not [b for b in at.button if str(b.key).startswith("ql-menu-")]  # the closed menu draws no buttons
    open_menu(at)
    for card in CARDS + ("stale-small-talk",):
        assert at.button(key=f"ql-play-{card}") is not None and at.button(key=f"ql-menu-{card}") is not None
    assert at.button(key="ql-play-tenant-isolation").disabled  # demo personas are off in this module
    assert not at.button(key="ql-play-judge-rewrite").disabled


def test_the_first_answer_is_not_framed_by_the_cards(data_dir: Path) -> None:
    """The run that answers the first typed question draws no cards above it (they were left there until the next
    rerun, and drawn for nothing while the first answer waited)."""
    at = app()
    at.chat_input[0].set_value("How many days do I have to ask for a refund?").run()
    assert not at.exception, at.exception
    assert len(at.session_state["turns"]) == 1
    assert "Scenario cards" not in [h.value for h in at.subheader]
    assert not [b for b in at.button if str(b.key).startswith("ql-play-")]


def test_one_click_plays_a_card_through_the_engine(data_dir: Path) -> None:
    at = app()
    at.session_state["chat-ragmeup-judge"] = False  # a part switched off by hand is reset by the card
    at.button(key="ql-play-judge-rewrite").click().run()
    assert not at.exception, at.exception
    turns = at.session_state["turns"]
    assert [t.question for t in turns] == ["What is the limit for London?"]
    assert turns[0].preset == "ragmeup" and [j.verdict for j in turns[0].judgements] == ["no", "yes"]
    assert at.selectbox(key="chat-preset").value == "ragmeup"
    assert "Scenario cards" not in [h.value for h in at.subheader]  # the conversation has started
    assert at.get("download_button"), "no share button under the turn"


def test_a_card_with_two_messages_plays_both_as_one_conversation(data_dir: Path) -> None:
    at = open_menu(app())
    at.button(key="ql-menu-follow-up").click().run()  # from the sidebar menu
    assert not at.exception, at.exception
    turns = at.session_state["turns"]
    assert [t.question for t in turns] == ["What is the refund policy?", "and how long does it take?"]
    assert turns[1].history_turn_ids == [turns[0].turn_id] and turns[1].reference_turn_ids
    assert len([m for m in at.chat_message if m.name == "user"]) == 2


def test_traces_offers_the_selected_turn_and_its_conversation_as_html(data_dir: Path) -> None:
    at = app()
    at.button(key="ql-play-judge-rewrite").click().run()
    at.switch_page("pages/traces.py").run()
    assert not at.exception, at.exception
    assert len(at.get("download_button")) >= 4  # CSV, JSONL, this turn, its conversation


def test_presenter_view_opens_the_part_that_matters(data_dir: Path) -> None:
    at = app()
    at.toggle(key="ql_presenter").set_value(True).run()
    at.button(key="ql-play-refuse").click().run()
    assert not at.exception, at.exception
    shown = markdown(at)
    assert "Presenter view · the security decision" in shown
    assert any("refused" in e.value for e in at.error)
    open_menu(at).button(key="ql-menu-judge-rewrite").click().run()
    assert "Presenter view · the judge's verdicts and the rewrite" in markdown(at)
    assert "ql-rewrite" in markdown(at)  # the word diff is drawn in the spotlight
    at.toggle(key="ql_presenter").set_value(False).run()
    assert "Presenter view ·" not in markdown(at)


def test_a_stale_card_is_marked_with_what_changed(data_dir: Path) -> None:
    at = app()
    for _ in range(600):  # the check runs in the background (behind typed turns); each run reads what it has found so far
        shown = markdown(at)
        if "expected route knowledge, got small_talk" in shown and "plays its path" in shown:
            break
        at.run()
    assert "expected route knowledge, got small_talk" in shown, shown
    assert shown.count("plays its path") >= 2


def test_focus_follows_what_the_turn_shows() -> None:
    alice = Principal(tenant="acme", user="alice")
    plain = Trace(question="hi", principal=alice, route=RouteContract(route=Route.SMALL_TALK, original_query="hi", normalized_query="hi"))
    assert focus_of(plain) == "route"
    assert focus_of(plain, "channels") == "channels"
    refused = plain.model_copy(deep=True)
    refused.event("security", "refused", "x")
    assert focus_of(refused) == "security"
    assert focus_of(plain.model_copy(update={"rewritten_query": "hi there"})) == "rewrite"
    assert set(TITLES) == set(FOCUSES)  # every focus a card may name has a spotlight
