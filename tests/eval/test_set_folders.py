"""A folder of routing or judge files, one per author, evaluated file by file and pooled (`querylab/eval/set_folders.py`)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from querylab.config import Settings
from querylab.eval.datasets import DatasetError
from querylab.eval.runner import run_eval
from querylab.eval.set_folders import pooled, print_folder, run_folder, split_files
from tests.fakes.scripted_llm import ScriptedLLM

DOC = ["Refunds within 30 days."]


def _write(path: Path, rows: list[dict]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


def _judge_case(case_id: str, question: str, answerable: bool) -> dict:
    return {"id": case_id, "question": question, "documents": DOC, "answerable": answerable}


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """Two authors: v2's judge is right on both cases, v10's wrong on one of two; a dev file the test split must skip."""
    root = tmp_path / "blind"
    _write(root / "v10" / "judge_policy_test.jsonl", [_judge_case("b1", "refund yes", True), _judge_case("b2", "refund no", False)])
    _write(root / "v2" / "judge_policy_test.jsonl", [_judge_case("a1", "refund yes", True), _judge_case("a2", "cap no", False)])
    _write(root / "v2" / "judge_policy_dev.jsonl", [_judge_case("d1", "refund yes", True)])
    return root


def _reply(request) -> str:
    return "yes - it says so" if "refund" in request.variables["question"] else "no - nothing about it"


def test_each_file_of_the_split_in_natural_order_then_pooled(folder: Path, tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path / "data", seed_sample_corpus=False)
    llm = ScriptedLLM({"judge": _reply})
    results, total = run_folder("judge", folder, "test", lambda p: run_eval("judge", str(p), llm=llm, settings=settings))
    assert [Path(r["set"]).parent.name for r in results] == ["v2", "v10"]  # v2 before v10, the dev file left out
    assert [r["metrics"]["balanced_accuracy"] for r in results] == [1.0, 0.5]
    assert total["n"] == 4 and total["balanced_accuracy"] == pytest.approx(0.75) and total["mean_balanced_accuracy"] == pytest.approx(0.75)
    out = io.StringIO()
    print_folder("judge", folder, results, total, out)
    lines = out.getvalue().splitlines()
    assert lines[2].startswith("v2/judge_policy_test.jsonl") and lines[3].startswith("v10/judge_policy_test.jsonl")
    assert lines[4].split()[:3] == ["pooled", "4", "0.750"]


def test_a_folder_is_read_by_a_named_split_that_has_files(folder: Path) -> None:
    with pytest.raises(DatasetError, match="--split dev or --split test"):
        split_files("judge", folder, None)
    with pytest.raises(DatasetError, match="no routing_test.jsonl"):
        split_files("routing", folder, "test")
    assert [p.parent.name for p in split_files("judge", folder, "dev")] == ["v2"]


def test_routing_pools_accuracy_over_cases_and_sums_escalations() -> None:
    results = [{"cases": [{"correct": True}, {"correct": False}], "metrics": {"escalations": 1}},
               {"cases": [{"correct": True}], "metrics": {"escalations": 0}}]
    assert pooled("routing", results) == {"n": 3, "accuracy": pytest.approx(2 / 3), "escalations": 1}
