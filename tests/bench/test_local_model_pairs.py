"""The local-model benchmark's pairings (benchmarks/local_model.py): which turns compare like with like."""

from __future__ import annotations

from typing import Any

from benchmarks.local_model import _report


def turn(verdicts: list[str], ttft: float | None, round2: float | None = None, route: str | None = None, abstained: bool = False) -> dict[str, Any]:
    return {"question": "q", "ttft_ms": ttft, "total_ms": (ttft or 0) + 100.0, "round2_ms": round2, "calls": 4, "verdicts": verdicts,
            "route": route, "abstained": abstained, "problems": [], "backends": []}


def test_the_headline_pairs_only_turns_answered_after_the_same_verdicts() -> None:
    base = [turn(["no", "yes"], 1000.0, 400.0), turn(["no", "yes"], 1000.0, 500.0), turn(["no", "no"], None, 500.0), turn(["yes"], 300.0)]
    fast = [turn(["no", "yes"], 600.0, 200.0, "knowledge"), turn(["yes"], 200.0, None, "knowledge"),
            turn(["no", "yes"], 700.0, 250.0, "knowledge"), turn([], 5.0, None, "clarify")]
    report = _report({"ragmeup": base, "guarded+critical_path": fast, "ragmeup+critical_path": fast}, 1.0, 1)
    ratio = report["ratios_vs_ragmeup"]["guarded+critical_path"]
    assert ratio["same_verdict_pairs"] == 1 and ratio["p50"] == 0.6 and report["ttft_ratio_local_model"] == 0.6
    assert ratio["answered_pairs"] == {"pairs": 2, "p50": 0.4, "min": 0.2, "max": 0.6}  # [no, yes] vs [yes] counts here only
    assert ratio["round2_after_no"] == {"pairs": 2, "p50": 0.5, "min": 0.5, "max": 0.5}  # abstentions too: round 2 was reached
    assert report["configs"]["guarded+critical_path"]["verdicts"] == {"yes": 3, "no": 2, "unparsed": 0}


def test_two_abstentions_after_the_same_verdicts_are_a_pair_timed_to_the_abstention() -> None:
    """A small model that says "no" twice on both sides still gives a like-for-like pair: the reply the user waits
    for is the abstention, which streams like an answer; the whole turn is reported beside it."""
    base = [turn(["no", "no"], 900.0, 500.0, abstained=True), turn(["no", "no"], 800.0, 400.0, abstained=True)]
    fast = [turn(["no", "no"], 1800.0, 700.0, "knowledge", abstained=True), turn(["no"], 300.0, None, "knowledge", abstained=True)]
    report = _report({"ragmeup": base, "guarded+critical_path": fast, "ragmeup+critical_path": fast}, 1.0, 1)
    ratio = report["ratios_vs_ragmeup"]["guarded+critical_path"]
    assert ratio["same_verdict_pairs"] == 1 and ratio["abstained_pairs"] == 1 and report["ttft_ratio_local_model"] == 2.0
    assert ratio["whole_turn"] == {"pairs": 1, "p50": 1.9, "min": 1.9, "max": 1.9}  # (1800 + 100) / (900 + 100)
    assert ratio["answered_pairs"] == {"pairs": 0}  # abstentions are not answers


def test_no_like_for_like_pair_gives_null_with_the_reason() -> None:
    base = [turn(["no", "yes"], 1000.0, 400.0)]
    fast = [turn(["no", "no"], 1200.0, 300.0, "knowledge", abstained=True)]
    report = _report({"ragmeup": base, "guarded+critical_path": fast, "ragmeup+critical_path": fast}, 1.0, 1)
    ratio = report["ratios_vs_ragmeup"]["guarded+critical_path"]
    assert report["ttft_ratio_local_model"] is None and report["ttft_ratio_spread"] is None
    assert "after the same verdicts" in ratio["why_none"] and ratio["round2_after_no"]["pairs"] == 1
