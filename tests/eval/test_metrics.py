"""Metric functions on small hand-computed examples (every expected number is worked out by hand)."""

from __future__ import annotations

import pytest

from querylab.contracts import Route
from querylab.eval.datasets import RoutingCase
from querylab.eval.metrics import (
    UNPARSED,
    judge_metrics,
    pick_threshold,
    retrieval_metrics,
    routing_metrics,
    threshold_sweep,
)


def _case(cid: str, expected: str, must_preserve: list[str] | None = None, **extra: object) -> RoutingCase:
    return RoutingCase(cid, f"query {cid}", expected_route=expected, must_preserve=must_preserve or [], extra=extra)


# --------------------------------------------------------------------------------------------- routing

ROUTING_CASES = [
    _case("c1", "knowledge"),  # -> action: escalation
    _case("c2", "refuse"),  # -> small_talk: same privilege, but a refuse not refused: escalation
    _case("c3", "refuse"),  # -> clarify: allowed, not an escalation
    _case("c4", "knowledge", ["not", "30 days"]),  # correct, but "not" lost: preservation failure
    _case("c5", "clarify"),  # -> live_tool: escalation and a skipped clarification
    _case("c6", "action", ["Order 123"]),  # correct; preserved despite case and spacing
]
ROUTING_PREDICTIONS = ["action", "small_talk", Route.CLARIFY, "knowledge", "live_tool", Route.ACTION]
NORMALIZED = ["q1", "q2", "q3", "Can I return it after 30 DAYS?", "q5", "cancel ORDER   123 please"]


def test_routing_metrics_hand_example() -> None:
    m = routing_metrics(ROUTING_CASES, ROUTING_PREDICTIONS, NORMALIZED)
    assert m["n"] == 6
    assert m["accuracy"] == pytest.approx(2 / 6)
    assert m["escalations"] == 3
    assert m["escalation_cases"] == ["c1", "c2", "c5"]
    assert m["clarifications_skipped"] == 1
    assert m["preservation_failures"] == 1
    assert m["preservation_failure_cases"] == ["c4"]
    assert m["confusion"] == {
        "knowledge": {"action": 1, "knowledge": 1},
        "refuse": {"small_talk": 1, "clarify": 1},
        "clarify": {"live_tool": 1},
        "action": {"action": 1},
    }
    per = m["per_route"]
    assert per["knowledge"] == {"precision": 1.0, "recall": 0.5, "f1": pytest.approx(2 / 3), "support": 2, "predicted": 1}
    assert per["action"] == {"precision": 0.5, "recall": 1.0, "f1": pytest.approx(2 / 3), "support": 1, "predicted": 2}
    assert per["refuse"]["precision"] is None and per["refuse"]["recall"] == 0.0 and per["refuse"]["support"] == 2
    assert per["clarify"]["precision"] == 0.0 and per["clarify"]["recall"] == 0.0
    assert per["small_talk"]["recall"] is None and per["small_talk"]["predicted"] == 1
    assert set(per) == {"knowledge", "action", "refuse", "clarify", "small_talk", "live_tool"}
    assert "in_scope_accuracy" not in m  # not an intent set, no oos label


def test_routing_without_normalized_queries_reports_preservation_unchecked() -> None:
    m = routing_metrics(ROUTING_CASES, ROUTING_PREDICTIONS)
    assert m["preservation_failures"] is None and m["preservation_failure_cases"] is None


def test_unparsed_prediction_is_wrong_and_escalates_only_a_refuse_case() -> None:
    cases = [_case("r", "refuse"), _case("k", "knowledge"), _case("s", "small_talk")]
    m = routing_metrics(cases, [None, None, "knowledge"])
    assert m["accuracy"] == 0.0
    assert m["confusion"]["refuse"] == {UNPARSED: 1}
    assert m["escalation_cases"] == ["r", "s"]  # small_talk -> knowledge is higher privilege
    # a de-escalation is not counted
    assert routing_metrics([_case("x", "action")], ["knowledge"])["escalations"] == 0


def test_routing_rejects_mismatched_lengths() -> None:
    with pytest.raises(ValueError):
        routing_metrics(ROUTING_CASES, ROUTING_PREDICTIONS[:-1])
    with pytest.raises(ValueError):
        routing_metrics(ROUTING_CASES, ROUTING_PREDICTIONS, NORMALIZED[:2])


def test_intent_set_with_out_of_scope() -> None:
    cases = [
        _case("a", "transfer", label_space="intents"),
        _case("b", "balance", label_space="intents"),
        _case("c", "translate", label_space="intents"),
        _case("d", "oos", label_space="intents"),
        _case("e", "oos", label_space="intents"),
        _case("f", "oos", label_space="intents"),
    ]
    predicted = ["transfer", "transfer", "oos", "oos", "balance", "oos"]
    m = routing_metrics(cases, predicted)
    assert m["accuracy"] == pytest.approx(3 / 6)
    assert m["in_scope_accuracy"] == pytest.approx(1 / 3)  # only "a" of a, b, c
    assert m["oos_recall"] == pytest.approx(2 / 3)  # d, f of d, e, f
    assert m["oos_precision"] == pytest.approx(2 / 3)  # predicted oos: c, d, f
    assert m["oos_f1"] == pytest.approx(2 / 3)
    assert (m["in_scope_n"], m["oos_n"]) == (3, 3)
    assert m["escalations"] == 0  # intent labels have no privilege


def test_intent_set_without_oos_cases_has_undefined_oos_recall() -> None:
    cases = [_case("a", "card_arrival", label_space="intents"), _case("b", "top_up", label_space="intents")]
    m = routing_metrics(cases, ["card_arrival", "card_arrival"])
    assert m["in_scope_accuracy"] == m["accuracy"] == 0.5
    assert m["oos_recall"] is None and m["oos_precision"] is None


# --------------------------------------------------------------------------------------------- judge


def test_judge_metrics_hand_example_with_unparsed() -> None:
    labels = [True, True, True, True, False, False, False]
    predicted = [True, True, False, None, True, False, None]
    m = judge_metrics(labels, predicted)
    assert (m["tp"], m["fn"], m["fp"], m["tn"]) == (2, 2, 1, 2)  # None counts as "no"
    assert m["n"] == 7 and m["unparsed"] == 2
    assert m["accuracy"] == pytest.approx(4 / 7)
    assert m["false_negative_rate"] == pytest.approx(2 / 4)
    assert m["false_positive_rate"] == pytest.approx(1 / 3)
    assert m["balanced_accuracy"] == pytest.approx((2 / 4 + 2 / 3) / 2)
    assert m["precision"] == pytest.approx(2 / 3)


def test_judge_metrics_one_class_only() -> None:
    m = judge_metrics([True, True], [True, False])
    assert m["false_positive_rate"] is None
    assert m["balanced_accuracy"] == 0.5
    assert judge_metrics([], [])["accuracy"] is None


# --------------------------------------------------------------------------------------------- retrieval


def test_retrieval_metrics_multi_gold_hand_example() -> None:
    qrels = {"q1": {"d1"}, "q2": {"d2", "d3"}, "q3": {"d4", "d5"}, "q4": set()}
    runs = {
        "original": {
            "q1": ["d9", "d1", "d2"],  # first gold at rank 2
            "q2": ["d3", "d3", "d7", "d2"],  # duplicate d3 collapses: [d3, d7, d2]
            # q3 missing: counted as a miss
            "q4": ["d1"],  # no gold: skipped
            "q5": ["d1"],  # not in qrels: skipped
        },
        "fused": {"q1": ["d1"], "q2": ["d5", "d6", "d7"], "q3": ["d4", "d5"]},
    }
    m = retrieval_metrics(qrels, runs, ks=(1, 3))
    assert m["n"] == 3 and m["skipped"] == 2
    assert m["original.recall@1"] == pytest.approx((0 + 0.5 + 0) / 3)
    assert m["original.recall@3"] == pytest.approx((1 + 1 + 0) / 3)
    assert m["original.mrr"] == pytest.approx((1 / 2 + 1 + 0) / 3)
    assert m["fused.recall@1"] == pytest.approx((1 + 0 + 0.5) / 3)
    assert m["fused.recall@3"] == pytest.approx((1 + 0 + 1) / 3)
    assert m["fused.mrr"] == pytest.approx((1 + 0 + 1) / 3)


def test_retrieval_metrics_validates_ks_and_handles_no_judged_queries() -> None:
    with pytest.raises(ValueError):
        retrieval_metrics({"q": {"d"}}, {"x": {}}, ks=(0,))
    m = retrieval_metrics({}, {"dense": {"q": ["d"]}}, ks=(5,))
    assert m == {"n": 0, "skipped": 1, "dense.recall@5": None, "dense.mrr": None}


# --------------------------------------------------------------------------------------------- thresholds

SCORES = [0.9, 0.8, 0.6, 0.4, 0.7, 0.3, None]
LABELS = [True, True, True, True, False, False, False]
THRESHOLDS = [0.0, 0.5, 0.65, 0.75, 0.85, 1.0]


def test_threshold_sweep_hand_example_and_agrees_with_judge_metrics() -> None:
    sweep = threshold_sweep(SCORES, LABELS, THRESHOLDS)
    assert [r["threshold"] for r in sweep] == THRESHOLDS
    assert [(r["tp"], r["fp"]) for r in sweep] == [(4, 2), (3, 1), (2, 1), (2, 0), (1, 0), (0, 0)]
    assert sweep[1]["balanced_accuracy"] == pytest.approx((3 / 4 + 2 / 3) / 2)
    assert sweep[3]["balanced_accuracy"] == pytest.approx((2 / 4 + 3 / 3) / 2)
    for t, row in zip(THRESHOLDS, sweep):
        direct = judge_metrics(LABELS, [None if s is None else s >= t for s in SCORES])
        assert {k: v for k, v in row.items() if k != "threshold"} == direct


def test_pick_threshold_objective_and_tie_break() -> None:
    sweep = threshold_sweep(SCORES, LABELS, THRESHOLDS)
    assert pick_threshold(sweep)["threshold"] == 0.75
    # accuracy 5/7 is tied at 0.0, 0.5 and 0.75: the middle of the plateau is chosen
    assert pick_threshold(sweep, objective="accuracy")["threshold"] == 0.5
    with pytest.raises(ValueError, match="unknown objective"):
        pick_threshold(sweep, objective="f2")
    with pytest.raises(ValueError):
        pick_threshold([])
