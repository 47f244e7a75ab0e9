"""Every labelled routing or judge file of one split under a folder, run one by one and pooled.

Why: the blind sets are one file per author (`tests/data/blind/vN/routing_test.jsonl`, `…/judge_policy_test.jsonl`),
and a figure that matters is both per author (each author writes their own shapes) and pooled. Reporting them took one
command per file and arithmetic by hand; `eval routing tests/data/blind --split test` now prints the whole table, each
file through the same `run_eval` (and its result cache) as a single-file run.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable, TextIO

from querylab.eval.datasets import DatasetError
from querylab.eval.metrics import judge_metrics

#: The file each kind's sets name a split by: routing_dev.jsonl, judge_policy_test.jsonl.
FILE_PATTERNS = {"routing": "routing_{split}.jsonl", "judge": "judge_policy_{split}.jsonl"}


def _natural(path: Path) -> list[Any]:
    """v2 before v10: numbers in the path compared as numbers."""
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", path.as_posix())]


def split_files(kind: str, folder: Path, split: str | None) -> list[Path]:
    """The files of ``split`` under ``folder`` (recursively), in natural order.

    Raises:
        DatasetError: no split named, or no such file under the folder.
    """
    if split not in ("dev", "test"):
        raise DatasetError(f"{folder}: a folder of {kind} sets is read by split: name --split dev or --split test")
    files = sorted(folder.rglob(FILE_PATTERNS[kind].format(split=split)), key=_natural)
    if not files:
        raise DatasetError(f"{folder}: no {FILE_PATTERNS[kind].format(split=split)} under this folder")
    return files


def pooled(kind: str, results: list[dict[str, Any]]) -> dict[str, Any]:
    """One row over every case of every file: accuracy and escalations for routing, the judge's confusion for judge."""
    cases = [c for r in results for c in r["cases"]]
    if kind == "routing":
        return {"n": len(cases), "accuracy": sum(bool(c["correct"]) for c in cases) / len(cases) if cases else 0.0,
                "escalations": sum(int(r["metrics"].get("escalations", 0)) for r in results)}
    m = judge_metrics([bool(c["expected"]) for c in cases], [c["predicted"] for c in cases])
    mean = sum(r["metrics"]["balanced_accuracy"] for r in results) / len(results) if results else 0.0
    return {"n": m["n"], "balanced_accuracy": m["balanced_accuracy"], "false_negative_rate": m["false_negative_rate"],
            "mean_balanced_accuracy": mean}


def run_folder(kind: str, folder: Path, split: str | None, run: Callable[[Path], dict[str, Any]]) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """(each file's `run_eval` result, the pooled row); ``run`` evaluates one file."""
    results = [run(path) for path in split_files(kind, folder, split)]
    return results, pooled(kind, results)


def print_folder(kind: str, folder: Path, results: list[dict[str, Any]], total: dict[str, Any], out: TextIO) -> None:
    """A row per file, then the pooled row."""
    keys = ("accuracy", "escalations") if kind == "routing" else ("balanced_accuracy", "false_negative_rate")
    out.write(f"{kind} · {folder} · {len(results)} files\n")
    out.write(f"{'file':<48} {'n':>5} " + " ".join(f"{k:>20}" for k in keys) + "\n")
    for r in results:
        name = _relative(Path(str(r["set"])), folder)
        out.write(f"{name:<48} {r['n']:>5} " + " ".join(f"{_fmt(r['metrics'].get(k)):>20}" for k in keys) + "\n")
    out.write(f"{'pooled':<48} {total['n']:>5} " + " ".join(f"{_fmt(total.get(k)):>20}" for k in keys) + "\n")
    if kind == "judge":
        out.write(f"mean balanced accuracy over the files: {total['mean_balanced_accuracy']:.3f}\n")


def _fmt(value: Any) -> str:
    return f"{value:.3f}" if isinstance(value, float) else str(value)


def _relative(path: Path, folder: Path) -> str:
    try:
        return path.resolve().relative_to(folder.resolve()).as_posix()
    except ValueError:
        return str(path)
