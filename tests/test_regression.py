"""Flagged turns become evaluation cases: right format, one line each, no duplicates, safe under concurrency."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from querylab.contracts import FusedHit, JudgeVerdict, Principal, Route, RouteContract
from querylab.eval.datasets import load_judge_jsonl, load_routing_jsonl
from querylab.regression import append_case, flag_judge, flag_route, load_cases, regression_path
from querylab.trace import Trace

ALICE = Principal(tenant="acme", user="alice", groups=("staff",))


def make_trace(turn_id: str = "t1", question: str = "and how long does it take?", verdict: str = "no") -> Trace:
    return Trace(
        turn_id=turn_id,
        session_id="s1",
        preset="guarded",
        principal=ALICE,
        question=question,
        route=RouteContract(route=Route.KNOWLEDGE, original_query=question, normalized_query="how long does a refund take?"),
        fused=[FusedHit(chunk_id=f"c{i}", score=1 / (60 + i), rank=i, text=f"passage {i}\nwith a newline") for i in range(1, 8)],
        judge=JudgeVerdict(verdict=verdict, motivation="not stated"),
        judgements=[JudgeVerdict(verdict=verdict, motivation="not stated")],
        config={"top_k": 5},
        answer="Refunds take 14 days.",
    )


def test_judge_false_negative_is_an_answerable_case_the_loader_reads(tmp_path: Path) -> None:
    result = flag_judge(tmp_path, make_trace(), answerable=True)
    assert result.added and result.path == regression_path(tmp_path, "judge")
    lines = result.path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1
    case = json.loads(lines[0])
    assert case["id"] == "t1" and case["answerable"] is True
    assert case["question"] == "how long does a refund take?"  # self-contained: no history in a judge case
    assert case["documents"] == [f"passage {i}\nwith a newline" for i in range(1, 6)]  # what the judge saw: top_k
    [loaded] = load_judge_jsonl(result.path)
    assert loaded.answerable is True and len(loaded.documents) == 5


def test_same_turn_is_flagged_once_whatever_the_direction(tmp_path: Path) -> None:
    assert flag_judge(tmp_path, make_trace(), answerable=True).added
    again = flag_judge(tmp_path, make_trace(), answerable=False)
    assert not again.added
    assert [c["answerable"] for c in load_cases(again.path)] == [True]
    assert flag_judge(tmp_path, make_trace("t2", verdict="yes"), answerable=False).added
    assert [c["id"] for c in load_cases(again.path)] == ["t1", "t2"]


def test_routing_case_carries_history_and_principal(tmp_path: Path) -> None:
    first = make_trace("t0", question="What is the refund policy?")
    result = flag_route(tmp_path, make_trace(), "live_tool", history=[first])
    [case] = load_cases(result.path)
    assert case["query"] == "and how long does it take?"
    assert case["expected_route"] == "live_tool" and case["must_preserve"] == []
    assert case["principal"] == {"tenant": "acme", "user": "alice", "groups": ["staff"]}
    assert case["history"] == [{"role": "user", "content": "What is the refund policy?"}, {"role": "assistant", "content": "Refunds take 14 days."}]
    assert case["origin"]["predicted_route"] == "knowledge"
    [loaded] = load_routing_jsonl(result.path)
    assert loaded.expected_route == "live_tool"
    with pytest.raises(ValueError):
        flag_route(tmp_path, make_trace("t9"), "teleport")


def test_turn_without_judge_cannot_be_flagged_as_judge_error(tmp_path: Path) -> None:
    trace = make_trace()
    trace.judgements = []
    with pytest.raises(ValueError):
        flag_judge(tmp_path, trace, answerable=True)


def test_append_repairs_missing_newline_and_skips_garbage(tmp_path: Path) -> None:
    path = tmp_path / "regression" / "judge.jsonl"
    path.parent.mkdir()
    path.write_text('{"id": "x", "question": "q", "documents": [], "answerable": true}\nnot json', encoding="utf-8")
    assert append_case(path, {"id": "y", "question": "q", "documents": [], "answerable": False}).added
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines == ['{"id": "x", "question": "q", "documents": [], "answerable": true}', "not json", '{"id":"y","question":"q","documents":[],"answerable":false}']
    assert [c["id"] for c in load_cases(path)] == ["x", "y"]


def test_concurrent_appends_neither_tear_nor_duplicate(tmp_path: Path) -> None:
    path = tmp_path / "regression" / "routing.jsonl"
    results: list[bool] = []

    def worker(i: int) -> None:
        for j in range(10):
            results.append(append_case(path, {"id": f"case-{j}", "query": "x" * 2000, "writer": i}).added)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    lines = path.read_text(encoding="utf-8").splitlines()
    assert sorted(json.loads(line)["id"] for line in lines) == sorted(f"case-{j}" for j in range(10))
    assert results.count(True) == 10
