"""The pure parts of the page components: trace tables, template diffs, trace labels."""

from __future__ import annotations

import json

from components.diff_view import template_diff
from components.trace_panel import effective_rewrite, route_label, trace_summary
from components.trace_table import TraceFilter, to_csv, traces_frame
from querylab.contracts import Decision, JudgeVerdict, Route, RouteContract
from querylab.templates import PromptTemplate
from querylab.trace import Trace


def rows() -> list[dict]:
    base = {"session_id": "s", "tenant": "acme", "user": "alice", "rewritten": 0, "abstained": 0, "answer": "a", "backend": "offline", "created_at": 1.7e9}
    return [
        {**base, "turn_id": "t1", "preset": "guarded", "route": "knowledge", "verdict": "no", "question": "refund window?", "revisions": json.dumps(["judge@aaa111", "router@bbb"]), "duration_ms": 900.0},
        {**base, "turn_id": "t2", "preset": "ragmeup", "route": "", "verdict": None, "question": "hello", "revisions": "[]", "duration_ms": 120.0},
        {**base, "turn_id": "t3", "preset": "guarded", "route": "small_talk", "verdict": None, "question": "hi there", "revisions": json.dumps(["router@bbb"]), "duration_ms": 50.0},
    ]


def test_trace_filter_combines_conditions() -> None:
    frame = traces_frame(rows())
    assert list(frame["verdict"]) == ["no", "–", "–"]
    assert list(TraceFilter(routes=["knowledge"]).apply(frame)["turn_id"]) == ["t1"]
    assert list(TraceFilter(presets=["guarded"], latency_ms=(0, 100)).apply(frame)["turn_id"]) == ["t3"]
    assert list(TraceFilter(revision_text="JUDGE@aaa").apply(frame)["turn_id"]) == ["t1"]
    assert list(TraceFilter(text="hi").apply(frame)["turn_id"]) == ["t3"]
    assert list(TraceFilter().apply(frame)["turn_id"]) == ["t1", "t2", "t3"]
    csv = to_csv(frame)
    assert csv.splitlines()[0].startswith("time,question,route,verdict") and "judge@aaa111, router@bbb" in csv


def test_template_diff_names_the_part_that_changed() -> None:
    a = PromptTemplate(name="judge", system="Judge.\n{documents}", user="{question}", variables=("documents", "question"))
    b = PromptTemplate(name="judge", system="Judge strictly.\n{documents}", user="{question}", variables=("documents", "question"))
    diff = template_diff(a, b, "old", "new")
    assert "--- old · system" in diff and "-Judge." in diff and "+Judge strictly." in diff
    assert "user" not in diff.replace("old · system", "").replace("new · system", "")
    assert template_diff(a, a, "x", "y") == ""


def test_labels_cover_router_memu_and_plain_turns() -> None:
    routed = Trace(question="and how long?", route=RouteContract(route=Route.KNOWLEDGE, original_query="and how long?", normalized_query="how long does a refund take?"),
                   judgements=[JudgeVerdict(verdict="no"), JudgeVerdict(verdict="yes", round=2)], preset="guarded")
    assert route_label(routed) == "knowledge" and effective_rewrite(routed) == "how long does a refund take?"
    summary = trace_summary(routed)
    assert ":red-badge[NO] → :green-badge[YES]" in summary and "rewritten" in summary
    memu = Trace(question="q", decision=Decision(retrieve=False, rewritten_query="q"))
    assert route_label(memu) == "no_retrieve" and effective_rewrite(memu) is None
    assert route_label(Trace(question="q")) == "retrieve"


def test_oos_tradeoff_chart_marks_the_chosen_threshold_and_the_gray_zone() -> None:
    from streamlit.testing.v1 import AppTest

    def script() -> None:
        from components.eval_charts import oos_tradeoff_chart

        sweep = [{"threshold": t / 10, "in_scope_accuracy": 1 - t / 10, "oos_recall": t / 10} for t in range(11)]
        oos_tradeoff_chart({"calibration": {"split": "val", "n": 11, "chosen": {"threshold": 0.5}, "sweep": sweep},
                            "metrics": {"gray_zone": {"low": 0.45, "high": 0.55}}}, key="oos")
        oos_tradeoff_chart({"calibration": {}}, key="empty")  # no sweep (e.g. BANKING77): no chart

    at = AppTest.from_function(script).run()
    assert not at.exception, at.exception
    charts = at.get("plotly_chart")
    assert len(charts) == 1
    spec = json.loads(charts[0].proto.spec)
    shapes = {(s["type"], s["x0"], s["x1"]) for s in spec["layout"]["shapes"]}
    assert ("rect", 0.45, 0.55) in shapes and ("line", 0.5, 0.5) in shapes
    assert [d["name"] for d in spec["data"]] == ["in-scope accuracy", "out-of-scope recall"]


def test_replay_reruns_a_turn_with_its_own_top_k_and_rrf_k(tmp_path, minilm) -> None:
    from components.replay import replay
    from querylab.config import Settings
    from querylab.contracts import Principal
    from querylab.engine import Engine
    from querylab.pipeline import TurnOptions

    engine = Engine(Settings(data_dir=tmp_path, llm_backend="offline"), embedder=minilm)
    alice = Principal(tenant="acme", user="alice", groups=("staff",))
    first = engine.ask("What is the refund policy?", principal=alice, options=TurnOptions(top_k=3, rrf_k=0))
    again = replay(engine, first, alice)
    assert (again.config["top_k"], again.config["rrf_k"]) == (3, 0)
    assert [f.chunk_id for f in again.fused] == [f.chunk_id for f in first.fused]
    stored = engine.traces.get(again.turn_id)  # a replay is stored as a trace naming the turn it replays
    assert stored is not None and stored.config["replay_of"] == first.turn_id
    assert stored.session_id == "replay:" + first.session_id  # ... outside the conversation's history
    assert [t.turn_id for t in engine.traces.history(alice, first.session_id)] == [first.turn_id]


def test_judge_errors_lists_false_positives_and_negatives_with_their_constraint() -> None:
    from streamlit.testing.v1 import AppTest

    def script() -> None:
        from components.judge_errors import judge_errors

        cases = [
            {"id": "fp", "expected": False, "predicted": True, "correct": False,
             "details": {"constraint": "matches: Acme", "motivation": "the passage matches: Acme; closest passage: \"…\".", "score": 0.6}},
            {"id": "fn", "expected": True, "predicted": False, "correct": False,
             "details": {"constraint": "the documents say nothing about Tokyo", "motivation": "…", "score": 0.1}},
            {"id": "ok", "expected": True, "predicted": True, "correct": True, "details": {}},
        ]
        judge_errors(cases, key="je")

    at = AppTest.from_function(script).run()
    assert not at.exception, at.exception
    frames = [df.value for df in at.dataframe]
    assert len(frames) == 2
    assert list(frames[0]["id"]) == ["fp"] and list(frames[0]["constraint"]) == ["matches: Acme"]
    assert list(frames[1]["id"]) == ["fn"] and "Tokyo" in frames[1]["constraint"].iloc[0]


def test_background_card_checks_wait_for_a_typed_turn() -> None:
    """The scenario-card check plays a card only when no typed turn runs (it took the CPU from the first answer)."""
    import threading

    from components.scenario_cards import TurnGate

    gate = TurnGate(quiet_s=0.0)
    order: list[str] = []

    def background() -> None:
        gate.wait_idle()
        order.append("card check")

    with gate.foreground():
        worker = threading.Thread(target=background, daemon=True)
        worker.start()
        worker.join(0.3)  # it must still be waiting: the turn below has not ended
        order.append("typed turn")
    worker.join(10)
    assert order == ["typed turn", "card check"]


def test_prewarm_imports_what_the_first_page_imports(tmp_path, caplog) -> None:
    import sys

    from components.engine import FIRST_PAGE, import_page_modules

    assert FIRST_PAGE.exists()
    page = tmp_path / "page.py"
    page.write_text("import colorsys\nfrom xml.dom import minidom\nfrom querylab_no_such_module import x\n", encoding="utf-8")
    for name in ("colorsys", "xml.dom", "streamlit.emojis"):
        sys.modules.pop(name, None)
    import_page_modules(page)
    assert {"colorsys", "xml.dom", "streamlit.emojis"} <= set(sys.modules)
    assert "querylab_no_such_module" in caplog.text  # logged, not raised: the page reports it when it runs
