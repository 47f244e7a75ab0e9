"""Every page of the browser app, driven headless with Streamlit's AppTest on a fresh data directory.

One data directory per module: `get_engine` is an `st.cache_resource`, so the engine (embedder, Chroma,
seeded sample corpus) is built once for the module and cleared before and after it. Each test does its
own chat turn where it needs one, so tests do not depend on each other's order.
"""

from __future__ import annotations

import json
import re
import sys
import time
import types
from pathlib import Path

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

from tests.pages.lazy_expanders import set_expander

REPO = Path(__file__).resolve().parents[2]
APP = str(REPO / "app.py")
PAGES = ["pages/chat.py", "pages/corpus.py", "pages/prompts.py", "pages/traces.py", "pages/evaluate.py", "pages/compare.py"]


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory):
    path = tmp_path_factory.mktemp("ql-pages")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("QUERYLAB_DATA_DIR", str(path))
        mp.setenv("QUERYLAB_LLM_BACKEND", "offline")
        mp.setenv("QUERYLAB_SEED_SAMPLE", "1")
        mp.setenv("QUERYLAB_TENANT", "acme")
        mp.setenv("QUERYLAB_DEMO_PERSONAS", "0")
        mp.setenv("QUERYLAB_SCENARIO_CHECK", "0")  # the cards' background check is tested in test_demo_apptest.py
        mp.delenv("OPENAI_API_KEY", raising=False)
        st.cache_resource.clear()
        yield path
        st.cache_resource.clear()


def app(data_dir: Path) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    assert not at.exception, at.exception
    return at


def ask(at: AppTest, question: str) -> AppTest:
    at.chat_input[0].set_value(question).run()
    assert not at.exception, at.exception
    return at


def texts(block) -> list[str]:
    return [m.value for m in block.markdown]


def test_every_page_renders_on_a_fresh_data_dir(data_dir: Path) -> None:
    at = app(data_dir)
    for page in PAGES:
        at.switch_page(page).run()
        assert not at.exception, f"{page}: {at.exception}"
        assert at.title, f"{page} has no title"


def test_the_chat_box_waits_for_sign_in_where_sign_in_is_configured(data_dir: Path) -> None:
    """The chat box is drawn before the engine is awaited (cold start), but never before the sign-in check."""
    at = AppTest.from_file(APP, default_timeout=60)
    at.secrets["auth"] = {"redirect_uri": "http://localhost:8501/oauth2callback", "cookie_secret": "x" * 32,
                          "client_id": "id", "client_secret": "secret",
                          "server_metadata_url": "https://idp.example/.well-known/openid-configuration"}
    at.user = {"is_logged_in": False}
    at.run()
    assert not at.exception, at.exception
    assert [b.label for b in at.button] == ["Sign in"]  # and nothing else: no pipeline controls, no scenario menu
    assert not at.chat_input and not at.sidebar.selectbox and not at.sidebar.slider
    assert app(data_dir).chat_input  # without sign-in configured it is there


def test_chat_turn_shows_route_verdict_and_channels(data_dir: Path) -> None:
    at = ask(app(data_dir), "What is the refund policy?")
    assistant = [m for m in at.chat_message if m.name == "assistant"]
    assert assistant, "no assistant message"
    shown = " ".join(texts(assistant[-1]))
    assert "knowledge" in shown and "verdict" in shown and "YES" in shown
    assert "**original-dense**" in shown and "**fused (RRF)**" in shown
    turns = at.session_state["turns"]
    assert len(turns) == 1 and turns[0].preset == "guarded"

    # The sidebar builds a Preset: switching off the router is recorded in the preset's name. The parts are a
    # lazy expander: no toggle is drawn until it is opened, and a part switched off stays off once it closes.
    assert all(not str(t.key).startswith("chat-guarded-") for t in at.toggle)
    set_expander(at, "chat-parts-open")
    at.toggle(key="chat-guarded-router").set_value(False).run()
    ask(at, "How many PTO days can I carry over?")
    assert at.session_state["turns"][-1].preset == "guarded-router"
    set_expander(at, "chat-parts-open", open=False)
    assert all(not str(t.key).startswith("chat-guarded-") for t in at.toggle)
    ask(at, "How many PTO days can I carry over?")
    assert at.session_state["turns"][-1].preset == "guarded-router"
    assert at.session_state["turns"][-1].route is None
    set_expander(at, "chat-parts-open")
    assert at.toggle(key="chat-guarded-router").value is False  # drawn again with the value it had

    # The fusion constant is a sidebar control of its own, recorded with the turn.
    at.number_input(key="chat-rrf_k").set_value(0).run()
    ask(at, "How many PTO days can I carry over?")
    assert at.session_state["turns"][-1].config["rrf_k"] == 0

    # RAG Me Up's optional rerank as a part toggle: the fused column says whose order it shows.
    at.toggle(key="chat-guarded-rerank").set_value(True).run()
    ask(at, "How many PTO days can I carry over?")
    turn = at.session_state["turns"][-1]
    assert turn.preset == "guarded-router+rerank" and any(s.name == "rerank" for s in turn.steps)
    assistant = [m for m in at.chat_message if m.name == "assistant"]
    assert "**fused (RRF → reranked)**" in " ".join(texts(assistant[-1]))


def test_long_history_renders_lazily(data_dir: Path) -> None:
    at = ask(app(data_dir), "What is the refund policy?")
    first = at.session_state["turns"][0]
    at.session_state["turns"] = [first.model_copy(update={"turn_id": f"old{i:02d}"}) for i in range(50)]
    t0 = time.perf_counter()
    at.run()
    elapsed = time.perf_counter() - t0
    assert not at.exception, at.exception
    lazy = [e for e in at.expander if e.label == "Pipeline details"]
    assert len(lazy) == 48  # only the newest two turns draw the full panel
    assert len(at.chat_message) == 100
    print(f"50-turn rerun: {elapsed:.2f} s")
    assert elapsed < 20, f"a 50-turn rerun took {elapsed:.1f} s"


def test_prompts_validation_blocks_save_and_rerun_uses_the_draft(data_dir: Path) -> None:
    at = ask(ask(app(data_dir), "What is the refund policy?"), "and how long does it take?")
    at.switch_page("pages/prompts.py").run()
    assert not at.exception, at.exception
    at.selectbox(key="ql-prompt-name").set_value("judge").run()
    system = at.text_area(key="ql-draft-judge-system")
    original = system.value

    system.set_value(original + "\nAlso consider {bogus}.").run()
    assert any("{bogus}" in e.value for e in at.error), [e.value for e in at.error]
    assert at.button(key="ql-prompt-save").disabled
    assert at.button(key="ql-prompt-rerun").disabled

    at.text_area(key="ql-draft-judge-system").set_value(original + "\nBe brief.").run()
    assert not at.error
    assert not at.button(key="ql-prompt-save").disabled
    at.button(key="ql-prompt-rerun").click().run()
    assert not at.exception, at.exception
    headings = [m.value for m in at.markdown if m.value.startswith("#### ")]
    before = next(h for h in headings if "Before" in h)
    after = next(h for h in headings if "With the draft" in h)
    assert "judge@" in before and "judge@" in after and before.split("judge@")[1] != after.split("judge@")[1]
    rerun = at.session_state["ql_prompt_rerun"]
    assert rerun["new"].question == "and how long does it take?"
    assert rerun["new"].history_turn_ids == rerun["old"].history_turn_ids != []  # the history the turn saw, not itself

    at.button(key="ql-prompt-save").click().run()
    assert not at.exception, at.exception
    assert any("Saved and activated" in s.value for s in at.success)
    assert len(at.selectbox(key="ql-prompt-pick-judge").options) == 2  # default + the saved revision
    at.button(key="ql-prompt-revert").click().run()  # leave the module's data dir with the default active
    assert at.text_area(key="ql-draft-judge-system").value == original


def test_prompts_page_says_what_the_offline_model_reads(data_dir: Path) -> None:
    at = app(data_dir)
    at.switch_page("pages/prompts.py").run()
    at.selectbox(key="ql-prompt-name").set_value("judge").run()
    assert any("not this template's text" in i.value for i in at.info), [i.value for i in at.info]
    system = at.text_area(key="ql-draft-judge-system")
    system.set_value(system.value + "\nSay banana.").run()
    assert any("will not change the offline model's decision" in w.value and "offline_model [judge]" in w.value for w in at.warning)
    at.button(key="ql-prompt-discard").click().run()


def test_prompts_page_says_when_a_draft_stops_sharing_the_passages_opening(data_dir: Path) -> None:
    at = app(data_dir)
    at.switch_page("pages/prompts.py").run()
    at.selectbox(key="ql-prompt-name").set_value("answer").run()
    assert not [i for i in at.info if "prompt cache" in i.value]  # the shipped answer opens like the judge
    system = at.text_area(key="ql-draft-answer-system")
    system.set_value("Be concise.\n" + system.value).run()
    note = next(i.value for i in at.info if "prompt cache" in i.value)
    assert "opens differently from judge, judge_rewrite, followup" in note
    assert not at.button(key="ql-prompt-save").disabled  # slower, not wrong: the draft can still be saved
    at.button(key="ql-prompt-discard").click().run()


def test_knob_revision_activated_in_the_browser_flips_the_next_turn(data_dir: Path) -> None:
    at = ask(app(data_dir), "What is the refund policy?")
    assert at.session_state["turns"][-1].judge.verdict == "yes"
    at.switch_page("pages/prompts.py").run()
    at.selectbox(key="ql-prompt-name").set_value("offline_model").run()
    assert not at.exception, at.exception
    editor = at.text_area(key="ql-draft-offline_model-text")
    original = editor.value
    judge_threshold = re.compile(r"(?m)^threshold = [0-9.]+")  # the first `threshold` is the [judge] section's
    assert judge_threshold.search(original)
    editor.set_value(judge_threshold.sub("threshold = 9", original, count=1)).run()
    assert any("threshold" in e.value for e in at.error) and at.button(key="ql-prompt-save").disabled  # validated as you type
    at.text_area(key="ql-draft-offline_model-text").set_value(judge_threshold.sub("threshold = 0.99", original, count=1)).run()
    at.button(key="ql-prompt-rerun").click().run()  # the draft on the last turn, side by side, stage by stage
    rerun = at.session_state["ql_prompt_rerun"]
    assert rerun["old"].judge.verdict == "yes" and rerun["new"].judge.verdict == "no"
    assert rerun["new"].config["replay_of"] == rerun["old"].turn_id
    at.button(key="ql-prompt-save").click().run()
    assert any("Saved and activated offline_model@" in s.value for s in at.success)
    at.switch_page("pages/chat.py").run()
    at = ask(at, "What is the refund policy?")  # the next turn, same engine: no restart
    turn = at.session_state["turns"][-1]
    assert turn.judge.verdict == "no" and turn.config["knobs"]["offline_model"] == rerun["new"].config["knobs"]["offline_model"]
    at.switch_page("pages/prompts.py").run()
    at.selectbox(key="ql-prompt-name").set_value("offline_model").run()
    at.button(key="ql-prompt-revert").click().run()  # leave the module's data dir with the default active


def test_traces_table_and_flagging_appends_regression_cases(data_dir: Path) -> None:
    at = ask(app(data_dir), "What is the refund policy?")
    turn_id = at.session_state["turns"][-1].turn_id
    at.switch_page("pages/traces.py").run()
    assert not at.exception, at.exception
    table = at.dataframe(key="ql-tr-table").value
    assert len(table) >= 1 and table.iloc[0]["turn_id"] == turn_id

    judge_file = data_dir / "regression" / "judge.jsonl"
    before = judge_file.read_text().count("\n") if judge_file.exists() else 0
    at.button(key="ql-tr-fn").click().run()
    assert not at.exception, at.exception
    lines = judge_file.read_text().splitlines()
    assert len(lines) == before + 1
    case = json.loads(lines[-1])
    assert case["id"] == turn_id and case["answerable"] is True and case["documents"]
    at.button(key="ql-tr-fp").click().run()  # the same turn again: refused as a duplicate
    assert len(judge_file.read_text().splitlines()) == before + 1

    at.selectbox(key="ql-tr-expected").set_value("live_tool").run()
    at.button(key="ql-tr-route").click().run()
    routing = [json.loads(x) for x in (data_dir / "regression" / "routing.jsonl").read_text().splitlines()]
    assert routing[-1]["id"] == turn_id and routing[-1]["expected_route"] == "live_tool"
    assert routing[-1]["principal"]["tenant"] == "acme"

    at.text_input(key="ql-tr-text").set_value("no question contains this").run()  # filters narrow the table
    assert at.dataframe(key="ql-tr-table").value.empty
    at.text_input(key="ql-tr-text").set_value("refund").run()
    assert set(at.dataframe(key="ql-tr-table").value["route"]) == {"knowledge"}


def test_corpus_lists_sample_docs_uploads_and_deletes(data_dir: Path) -> None:
    at = app(data_dir)
    at.switch_page("pages/corpus.py").run()
    assert not at.exception, at.exception
    docs = at.dataframe(key="ql-corpus-docs").value
    assert "refund-policy.md" in set(docs["source"])
    assert set(docs["title"]) and len(docs) >= 10
    metrics = {m.label: m.value for m in at.metric}
    assert int(metrics["Documents"]) == len(docs)

    at.file_uploader[0].set_value([
        ("warranty.md", b"# Warranty\n\nHardware carries a two-year warranty from the delivery date.\n", "text/markdown"),
        ("broken.pdf", b"this is not a PDF", "application/pdf"),
    ])
    at.form_submit_button[0].click().run()
    assert not at.exception, at.exception
    results = at.dataframe[0].value  # the "Last upload" table (only selectable tables carry their key)
    assert list(results["status"]) == ["✅ added", "❌ error"]
    assert "broken.pdf" in results.iloc[1]["error"]
    docs = at.dataframe(key="ql-corpus-docs").value
    assert "warranty.md" in set(docs["source"])

    row = list(docs["source"]).index("warranty.md")
    at.session_state["ql-corpus-docs"] = {"selection": {"rows": [row], "columns": [], "cells": []}}
    at.run()
    at.button(key="ql-corpus-confirm-delete").click().run()
    assert not at.exception, at.exception
    assert "warranty.md" not in set(at.dataframe(key="ql-corpus-docs").value["source"])


def test_compare_runs_two_presets_side_by_side(data_dir: Path) -> None:
    at = app(data_dir)
    at.switch_page("pages/compare.py").run()
    at.text_input(key="ql-cmp-question").set_value("How long does a refund take?").run()
    at.button(key="ql-cmp-run").click().run()
    assert not at.exception, at.exception
    overview = at.table[0].value
    assert list(overview.columns) == ["A · guarded", "B · ragmeup"]
    assert overview.loc["route", "A · guarded"] == "knowledge"

    at.segmented_control(key="ql-cmp-mode").set_value("Two template revisions").run()
    at.button(key="ql-cmp-run").click().run()
    assert not at.exception, at.exception
    assert all("judge@" in c for c in at.table[0].value.columns)


def test_evaluate_works_with_and_without_a_runner(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "querylab.eval.runner", None)  # as if the runner did not exist
    at = app(data_dir)
    at.switch_page("pages/evaluate.py").run()
    assert not at.exception, at.exception
    assert any("not runnable" in i.value for i in at.info)

    calls: list[tuple] = []

    def run_eval(kind, set_name, split=None, preset=None, limit=None, progress=None):
        calls.append((kind, set_name, split, preset, limit))
        progress(1, 2)
        return {"set": set_name, "n": 2, "metrics": {"accuracy": 0.5, "balanced_accuracy": 0.5, "false_negative_rate": None}}

    fake = types.ModuleType("querylab.eval.runner")
    fake.run_eval = run_eval  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "querylab.eval.runner", fake)
    at.run()
    at.button(key="ql-ev-run").click().run()
    assert not at.exception, at.exception
    assert calls and calls[0][0] == "judge"
    metrics = at.dataframe[0].value  # the result table comes first on the page
    assert dict(zip(metrics["metric"], metrics["value"]))["accuracy"] == 0.5


def test_tenant_widget_exists_only_with_demo_personas(data_dir: Path) -> None:
    from components.engine import get_engine

    at = app(data_dir)
    at.switch_page("pages/corpus.py").run()
    assert not [s for s in at.selectbox if s.key == "ql_persona"]
    engine = get_engine()  # the module's cached engine (same process as AppTest)
    settings = engine.settings
    try:
        engine.settings = settings.with_(demo_personas=True)
        at.run()
        persona = at.selectbox(key="ql_persona")
        assert set(persona.options) >= {"acme", "globex"}
        persona.set_value("globex").run()
        assert not at.exception, at.exception
        assert "globex" in at.caption[0].value
        sources = set(at.dataframe(key="ql-corpus-docs").value["source"])
        assert "cloud-services-overview.md" in sources and "vendor-onboarding-notes.md" not in sources
        # the finance-only calendar is outside staff's audience: not listed; an admin sees only its file name
        assert "quarter-end-close-calendar.md" not in sources
        assert set(at.dataframe(key="ql-corpus-restricted").value["source"]) >= {"quarter-end-close-calendar.md"}
    finally:
        engine.settings = settings


def test_evaluate_real_runner_charts_cases_and_ab(data_dir: Path) -> None:
    """The real runner on our judge cases: charts, per-case table with disagreements first, and A/B."""
    at = app(data_dir)
    at.switch_page("pages/evaluate.py").run()
    at.selectbox(key="ql-ev-set-judge").set_value("(path…)").run()
    at.text_input(key="ql-ev-path-judge").set_value(str(REPO / "tests" / "data" / "judge_cases.jsonl")).run()
    at.number_input(key="ql-ev-limit").set_value(10).run()
    at.button(key="ql-ev-run").click().run()
    assert not at.exception, at.exception
    cases = next(d.value for d in at.dataframe if "correct" in d.value.columns)
    assert len(cases) == 10
    correct = list(cases["correct"])
    assert correct == sorted(correct, key=bool)  # wrong predictions first
    at.selectbox(key="ql-ab-b").set_value("ragmeup").run()
    at.button(key="ql-ab-run").click().run()
    assert not at.exception, at.exception
    diffs = next(d.value for d in at.dataframe if "B − A" in d.value.columns)
    assert "accuracy" in set(diffs["metric"])


def test_evaluate_retrieval_with_the_rerank_channel(data_dir: Path, tmp_path: Path) -> None:
    folder = tmp_path / "tiny_beir"
    folder.mkdir()
    docs = [{"_id": f"d{i}", "title": t, "text": x} for i, (t, x) in enumerate([
        ("Refunds", "Customers can request a refund within thirty days of delivery."),
        ("Hotels", "The hotel cap is 180 euros per night in most cities."),
        ("Parking", "Visitor parking is available behind the main building.")])]
    (folder / "corpus.jsonl").write_text("\n".join(json.dumps(d) for d in docs) + "\n")
    (folder / "queries.jsonl").write_text(json.dumps({"_id": "q1", "text": "how many days for a refund"}) + "\n")
    (folder / "qrels.tsv").write_text("query-id\tcorpus-id\tscore\nq1\td0\t1\n")
    at = app(data_dir)
    at.switch_page("pages/evaluate.py").run()
    at.segmented_control(key="ql-ev-kind").set_value("retrieval").run()
    at.selectbox(key="ql-ev-set-retrieval").set_value("(path…)").run()
    at.text_input(key="ql-ev-path-retrieval").set_value(str(folder)).run()
    at.checkbox(key="ql-ev-rerank").check().run()
    at.button(key="ql-ev-run").click().run()
    assert not at.exception, at.exception
    assert not at.error, [e.value for e in at.error]
    metrics = next(d.value for d in at.dataframe if "metric" in d.value.columns)
    values = dict(zip(metrics["metric"], metrics["value"]))
    assert values["reranked.recall@1"] == 1.0 and "fused.recall@5" in values


def test_replay_an_older_turn_on_the_traces_page(data_dir: Path) -> None:
    at = ask(ask(app(data_dir), "What is the refund policy?"), "Who pays for return shipping?")
    older = at.session_state["turns"][-2]
    at.switch_page("pages/prompts.py").run()  # a knob draft in this session (not saved)
    at.selectbox(key="ql-prompt-name").set_value("offline_model").run()
    editor = at.text_area(key="ql-draft-offline_model-text")
    editor.set_value(editor.value.replace("threshold = 0.51 ", "threshold = 0.99 ", 1)).run()
    at.switch_page("pages/traces.py").run()
    table = at.dataframe(key="ql-tr-table").value
    row = int(table.index[table["turn_id"] == older.turn_id][0])
    at.session_state["ql-tr-table"] = {"selection": {"rows": [row], "columns": []}}
    at.run()
    at.multiselect(key="ql-tr-replay-names").set_value(["offline_model"]).run()
    assert at.selectbox(key="ql-tr-replay-offline_model").value == "draft"
    at.button(key="ql-tr-replay-run").click().run()
    assert not at.exception, at.exception
    done = at.session_state["ql_tr_replay"]
    assert done["old"].turn_id == older.turn_id and done["new"].config["replay_of"] == older.turn_id
    from querylab.turn_diff import diff_turns

    assert set(diff_turns(done["old"], done["new"]).changed_stages) >= {"knobs", "judge", "answer"}


def test_ab_of_revisions_on_the_regression_set_then_promote(data_dir: Path) -> None:
    from querylab.labels import LabelStore

    at = ask(app(data_dir), "What is the refund policy?")
    flagged = at.session_state["turns"][-1].turn_id
    at.switch_page("pages/traces.py").run()
    at.button(key="ql-tr-fp").click().run()  # a regression case: the judge said yes, flagged as not answerable
    at.switch_page("pages/prompts.py").run()
    at.selectbox(key="ql-prompt-name").set_value("offline_model").run()
    editor = at.text_area(key="ql-draft-offline_model-text")
    editor.set_value(editor.value.replace("threshold = 0.51 ", "threshold = 0.99 ", 1)).run()
    draft_rev = at.session_state["ql_drafts"]["offline_model"].revision
    at.switch_page("pages/evaluate.py").run()
    at.segmented_control(key="ql-ev-kind").set_value("judge").run()
    chosen_set = at.selectbox(key="ql-ev-set-judge").value  # the flagged cases this viewer may see (turn_access)
    assert chosen_set.startswith(str(data_dir / "regression")) and chosen_set.endswith("judge.jsonl")
    at.multiselect(key="ql-ab-b-over-names").set_value(["offline_model"]).run()
    at.button(key="ql-ab-run").click().run()
    assert not at.exception, at.exception
    assert not at.error, [e.value for e in at.error]
    result = at.session_state["ql_ab_result"]
    changed = {d["id"]: d for d in result["disagreements"]}
    assert changed[flagged]["b_correct"] and not changed[flagged]["a_correct"]  # the strict judge gets the flagged case right
    assert result["b"]["config"]["templates"] == {"offline_model": draft_rev}
    at.button(key=f"ql-ab-promote-offline_model").click().run()
    assert not at.exception, at.exception
    labels = LabelStore(data_dir / "prompts")
    assert labels.get("offline_model", "production") == draft_rev
    move = labels.moves("offline_model")[-1]
    assert move.evidence["set"].endswith("judge.jsonl") and move.who == "alice"
    assert move.evidence["differences"]["accuracy"]["diff"] == result["differences"]["accuracy"]["diff"]
    at.switch_page("pages/prompts.py").run()
    at.selectbox(key="ql-prompt-name").set_value("offline_model").run()
    at.button(key="ql-prompt-revert").click().run()  # leave the module's data dir with the default active
