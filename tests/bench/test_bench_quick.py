"""Smoke test of `python -m querylab bench --quick`: it runs, and its JSON has the headline keys with sane values.

Only a smoke test: timing targets are checked by the full run (docs/bench_results.md), not here, because
a test machine's load would make them flaky.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from pathlib import Path

from benchmarks import run_bench_command
from querylab.config import Settings

HEADLINE_KEYS = ("ttft_ratio_vs_ragmeup", "ingest_vs_embedder_ratio", "eval_throughput_ratio", "overhead_p50_ms_10k")


def test_quick_bench_writes_the_headline_numbers(tmp_path: Path, capsys) -> None:
    settings = Settings.from_env({}, dotenv_path=None).with_(data_dir=tmp_path / "data")
    out = tmp_path / "bench.json"
    t0 = time.perf_counter()
    status = run_bench_command(argparse.Namespace(json_out=str(out), quick=True), settings)
    elapsed = time.perf_counter() - t0
    assert status == 0, capsys.readouterr().err
    result = json.loads(out.read_text(encoding="utf-8"))

    for key in HEADLINE_KEYS:
        value = result[key]
        assert isinstance(value, (int, float)) and math.isfinite(value) and value > 0, (key, value)
    assert result["ttft_ratio_vs_ragmeup"] < 2  # the options never make the first token slower than twice
    assert result["ingest_vs_embedder_ratio"] <= 1.5
    assert result["eval_throughput_ratio"] <= 1.2  # cannot beat c / L by much
    assert result["overhead_p50_ms_10k"] < 5000
    assert result["details"]["ttft"]["decisions_identical"] is True
    assert set(result["targets"]) >= set(HEADLINE_KEYS)
    machine = result["machine"]
    assert machine["cores"] >= 1 and machine["python"] and machine["libraries"]["chromadb"]
    assert "skipped" in result["details"]["browser"]
    assert "QueryLab bench (quick)" in capsys.readouterr().out
    assert elapsed < 60, f"--quick took {elapsed:.0f} s"
