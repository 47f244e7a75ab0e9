"""Hostile question text through Engine.ask: the turn never raises, and what the pipeline sees is clean.

Empty (or whitespace/control-only) questions get a clear reply and an event without calling the model;
control characters are stripped (newline and tab kept); questions over `MAX_QUESTION_CHARS` are cut,
with an event. Every trace is saved and read back, so text SQLite or JSON cannot store would fail here.
"""

from __future__ import annotations

import unicodedata

import pytest

from querylab.engine import MAX_QUESTION_CHARS, Engine
from tests.adversarial.conftest import ALICE, PRESET_NAMES

QUESTIONS: dict[str, str] = {
    "empty": "",
    "whitespace": "   \n\t  \r\n ",
    "controls_only": "\x00\x01\x07\x1b\x7f",
    "long_100kb": ("What is the refund window for opened software? " * 2200)[:100_000],
    "long_single_word": "refund" * 2000,
    "many_newlines": "refund\n" * 5000,
    "control_chars": "What is the\x00 refund\x1b[31m window\x07?\x08",
    "mixed_scripts": "\u8fd4\u91d1 refund \u043f\u043e\u043b\u0438\u0442\u0438\u043a\u0430 window \u03bd\u03b1\u03b9 \u0627\u0633\u062a\u0631\u062f\u0627\u062f",
    "rtl_override": "\u202ewodniw dnufer eht si tahW\u202c and the refund window?",
    "emoji": "\U0001f642 what is the refund window? \U0001f4b8\U0001f44d\U0001f3fd \U0001f469\u200d\U0001f4bb",
    "lone_surrogate": "refund \ud800 window \udfff?",
    "zalgo": "r\u0337\u0323e\u0336\u0301f\u0334u\u0335n\u0338d\u0337 window",
    "punctuation_only": "?!?...;;",
    "crlf": "What is the refund window?\r\nAnd the restocking fee?\r",
    "nul_in_middle": "refund\x00\x00\x00policy",
    "bidi_isolates": "\u2066refund\u2069 \u2067window\u2069",
    "replacement_chars": "\ufffd\ufffd refund \ufffe\uffff",
}
N_QUESTIONS = len(QUESTIONS)
_ALLOWED_CONTROLS = {"\n", "\t"}


def _controls(text: str) -> list[str]:
    return [c for c in text if c not in _ALLOWED_CONTROLS and unicodedata.category(c) in ("Cc", "Cs")]


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_hostile_questions_never_raise(sample_engine: Engine, preset: str) -> None:
    for name, question in QUESTIONS.items():
        trace = sample_engine.ask(question, principal=ALICE, session_id=f"q-{preset}", preset=preset)
        where = f"{preset}/{name}"
        assert trace.answer.strip(), where
        assert not [e for e in trace.events if e.code == "turn_failed"], f"{where}: {trace.events}"
        assert _controls(trace.question) == [], f"{where}: control characters reached the pipeline"
        assert len(trace.question) <= MAX_QUESTION_CHARS, where
        assert "\u202e" not in trace.question, f"{where}: a bidi override reached the pipeline"
        stored = sample_engine.traces.get(trace.turn_id)
        assert stored is not None and stored.question == trace.question and stored.answer == trace.answer, where


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("name", ["empty", "whitespace", "controls_only"])
def test_empty_question_gets_a_clear_reply_without_a_model_call(sample_engine: Engine, preset: str, name: str) -> None:
    trace = sample_engine.ask(QUESTIONS[name], principal=ALICE, preset=preset, save=False)
    assert [e.code for e in trace.events if e.code == "empty_question"] == ["empty_question"]
    assert "question" in trace.answer.lower()
    assert not any(s.template for s in trace.steps), "the model was called for an empty question"
    assert trace.channels == [] and trace.tool_calls == []


def test_long_question_is_truncated_with_an_event(sample_engine: Engine) -> None:
    trace = sample_engine.ask(QUESTIONS["long_100kb"], principal=ALICE, preset="ragmeup", save=False)
    events = [e for e in trace.events if e.code == "question_truncated"]
    assert len(events) == 1 and "100,000" in events[0].message
    assert 0 < len(trace.question) <= MAX_QUESTION_CHARS
    assert QUESTIONS["long_100kb"].startswith(trace.question.rstrip())
    assert all(len(c.query) <= MAX_QUESTION_CHARS for c in trace.channels)


def test_control_characters_are_stripped_with_an_event(sample_engine: Engine) -> None:
    trace = sample_engine.ask(QUESTIONS["control_chars"], principal=ALICE, preset="ragmeup", save=False)
    assert trace.question == "What is the refund[31m window?"
    assert any(e.code == "question_cleaned" for e in trace.events)
    plain = sample_engine.ask("What is the refund window?", principal=ALICE, preset="ragmeup", save=False)
    assert not any(e.code in ("question_cleaned", "question_truncated", "empty_question") for e in plain.events)
    multi = sample_engine.ask(QUESTIONS["crlf"], principal=ALICE, preset="ragmeup", save=False)
    assert multi.question == "What is the refund window?\nAnd the restocking fee?"
