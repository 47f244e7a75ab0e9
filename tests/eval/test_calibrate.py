"""Calibration: sweeps checkable by hand, the threshold comes from val only, gray zone, TOML write-back."""

from __future__ import annotations

import json
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

from querylab.config import Settings
from querylab.eval.calibrate import (
    calibrate_judge,
    calibrate_oos_threshold,
    candidate_thresholds,
    gray_zone_decision,
    gray_zone_report,
    intent_sweep,
    write_offline_knobs,
)
from querylab.eval.context import EvalContext
from querylab.eval.datasets import split_of
from querylab.eval.judge_eval import judge_calibration
from querylab.offline.judge import CoverageJudge
from tests.fakes.hash_embedder import HashEmbedder


def test_candidate_thresholds_are_midpoints_with_both_ends() -> None:
    assert candidate_thresholds([0.2, 0.4, 0.4, None, 0.8]) == pytest.approx([0.2 - 1e-6, 0.3, 0.6, 0.8 + 1e-6])
    assert len(candidate_thresholds([i / 1000 for i in range(1000)], limit=50)) <= 51


def test_intent_sweep_by_hand() -> None:
    # in-scope: scores 0.9 (right), 0.8 (wrong intent), 0.4 (right); out of scope: 0.5, 0.1
    scores = [0.9, 0.8, 0.4, 0.5, 0.1]
    correct = [True, False, True, False, False]
    is_oos = [False, False, False, True, True]
    low, mid, high = intent_sweep(scores, correct, is_oos, [0.0, 0.6, 0.95])
    assert low["in_scope_accuracy"] == pytest.approx(2 / 3) and low["oos_recall"] == 0.0
    assert mid["in_scope_accuracy"] == pytest.approx(1 / 3) and mid["oos_recall"] == 1.0
    assert mid["oos_precision"] == pytest.approx(2 / 3)  # abstained on 0.4 (in scope), 0.5 and 0.1
    assert mid["balanced"] == pytest.approx((1 / 3 + 1) / 2) and mid["accuracy"] == pytest.approx(3 / 5)
    assert high["in_scope_accuracy"] == 0.0 and high["abstain_rate"] == 1.0


def test_oos_threshold_maximises_the_balanced_objective() -> None:
    scores = [0.9, 0.85, 0.7, 0.3, 0.2, 0.6]
    correct = [True, True, True, False, False, False]
    is_oos = [False, False, False, True, True, True]
    cal = calibrate_oos_threshold(scores, correct, is_oos)
    assert 0.6 < cal.chosen["threshold"] < 0.7  # keeps all in-scope, abstains on all three oos
    assert cal.chosen_row["balanced"] == 1.0 and cal.sweep and cal.split == "val"


def test_without_out_of_scope_data_nothing_is_abstained() -> None:
    cal = calibrate_oos_threshold([0.5, 0.7], [True, False], [False, False])
    assert cal.chosen["threshold"] < 0.5 and cal.chosen_row["oos_recall"] is None


def test_gray_zone_report_and_decision() -> None:
    scores = [0.9, 0.52, 0.48, 0.1]
    report = gray_zone_report(scores, [True, True, False, False], [False, False, True, True], threshold=0.5, delta=0.05)
    assert report["clarify_rate"] == 0.5 and report["clarified_in_scope"] == 1 and report["clarified_oos"] == 1
    assert report["in_scope_accuracy"] == 1.0 and report["oos_recall"] == 1.0
    assert [gray_zone_decision(s, 0.5) for s in scores] == ["in_scope", "clarify", "clarify", "out_of_scope"]


def test_calibrate_judge_picks_weight_and_threshold() -> None:
    judge = CoverageJudge(HashEmbedder())
    # coverage separates perfectly, cosine does not: the weight must move towards coverage
    coverage = [1.0, 0.9, 0.2, 0.1]
    cosine = [0.3, 0.3, 0.3, 0.3]
    cal = calibrate_judge(coverage, cosine, [True, True, False, False], judge.combine, weights=(0.0, 0.5, 1.0))
    assert cal.chosen["coverage_weight"] == 0.5  # the smallest weight that separates perfectly
    assert cal.chosen_row["balanced_accuracy"] == 1.0
    assert [row["coverage_weight"] for row in cal.by_weight] == [0.0, 0.5, 1.0]
    assert cal.by_weight[0]["balanced_accuracy"] == 0.5


@dataclass
class _Score:
    score: float
    coverage: float
    best_cosine: float
    missing: list
    best_sentence: str


class _RecordingJudge:
    """A CoverageJudge stand-in whose coverage is read off the question; records what it scored."""

    def __init__(self) -> None:
        self.real = CoverageJudge(HashEmbedder())
        self.seen: list[str] = []

    def combine(self, coverage: float, cosine: float, weight: float | None = None) -> float:
        return self.real.combine(coverage, cosine, weight)

    def score(self, question: str, documents: list[str], aliases: object = None, company: str = "", titles: object = ()) -> _Score:
        self.seen.append(question)
        coverage = float(question.split()[-1])
        return _Score(coverage, coverage, 0.0, [], "")


class _FakeOffline:
    name = "offline"
    model = "fake-offline"
    offline = True

    def __init__(self) -> None:
        self.judge = _RecordingJudge()


def test_judge_calibration_reads_the_val_split_only(tmp_path: Path) -> None:
    """Val cases separate at coverage 0.5, test cases at 0.8: the chosen threshold must be val's."""
    rows, val_questions = [], set()
    for i in range(60):
        case_id = f"c{i}"
        answerable = i % 2 == 0
        if split_of(case_id) == "val":
            coverage = 0.6 if answerable else 0.4
        else:
            coverage = 0.9 if answerable else 0.7
        question = f"question {i} {coverage}"
        if split_of(case_id) == "val":
            val_questions.add(question)
        rows.append({"id": case_id, "question": question, "documents": ["d"], "answerable": answerable})
    path = tmp_path / "judge.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows))
    assert 5 < len(val_questions) < 55  # both splits are populated

    llm = _FakeOffline()
    ctx = EvalContext(Settings(data_dir=tmp_path / "data"))
    cal = judge_calibration(ctx, str(path), "val", llm=llm)
    assert set(llm.judge.seen) == val_questions
    # with weight w the score is w * coverage; the val threshold falls between the val scores
    w, t = cal.chosen["coverage_weight"], cal.chosen["threshold"]
    assert w > 0 and w * 0.4 < t < w * 0.6  # from test it would sit between 0.7w and 0.9w
    assert cal.n == len(val_questions) and cal.chosen_row["balanced_accuracy"] == 1.0


def test_write_offline_knobs_needs_force_and_keeps_comments(tmp_path: Path) -> None:
    path = tmp_path / "model.toml"
    original = "[router]\nk = 10  # neighbours\n\n[judge]\nthreshold = 0.50            # score >= threshold -> yes\ncosine_floor = 0.20\n\n[answer]\nmax_sentences = 3\n"
    path.write_text(original)
    with pytest.raises(PermissionError):
        write_offline_knobs(path, "judge", {"threshold": 0.62})
    assert path.read_text() == original

    write_offline_knobs(path, "judge", {"threshold": 0.6237, "coverage_weight": 0.0}, force=True)
    text = path.read_text()
    data = tomllib.loads(text)
    assert data["judge"] == {"threshold": 0.6237, "cosine_floor": 0.2, "coverage_weight": 0.0}
    assert "# score >= threshold -> yes" in text and data["router"]["k"] == 10 and data["answer"]["max_sentences"] == 3
    with pytest.raises(KeyError):
        write_offline_knobs(path, "nope", {"x": 1}, force=True)


def test_rrf_k_sweep_by_hand() -> None:
    from querylab.eval.calibrate import calibrate_rrf_k
    from querylab.fusion import fuse_ids as fuse_documents

    # the gold document is 1st in channel A and absent from B, whose top 5 are all other documents
    a, b = ["g", "x1", "x2", "x3", "x4"], ["y1", "y2", "y3", "y4", "y5"]
    assert fuse_documents([a, b], 60)[:2] in (["g", "y1"], ["y1", "g"])
    # a document in both lists at rank 4 beats a rank-1 document of one list when k is large, not when small
    c, d = ["p", "q", "z", "both"], ["r", "s", "t", "both"]
    assert fuse_documents([c, d], 60)[0] == "both" and fuse_documents([c, d], 1)[0] != "both"
    queries = [([c, d], {"p"})]
    cal = calibrate_rrf_k({"toy": queries}, ks=(1, 60), at=1)
    assert cal.chosen["rrf_k"] == 1.0 and cal.sweep[1]["recall@1"] == 0.0
