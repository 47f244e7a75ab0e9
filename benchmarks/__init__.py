"""`python -m querylab bench [--json-out F] [--quick]`: the performance suite (DESIGN.md, "Command line").

One module per benchmark, each `run(ctx) -> dict` of details:
- `ttft`: time to the first answer token, guarded with the critical-path options vs the seeds' pipelines, on a
  mix of questions the router keeps and normalizes (both halves and the mix, calls and prompt tokens);
- `overhead`: per-turn pipeline overhead with a zero-latency model at 1k, 10k and 100k chunks over ten tenants
  of unequal size, asked as the largest and the smallest tenant in turn, with a profile;
- `ingest`: `CorpusStore.ingest_paths` (a folder) throughput vs raw MiniLM on the same texts;
- `evalrate`: the evaluation runner's throughput (cache off) with c cases in flight against latency L, vs c / L;
- `browser`: Chat page rerun with 50 turns (AppTest) and cold start to the first answer in chromium (optional);
- `local_model`: the TTFT ratio with the real local llama.cpp model (skipped with the reason when unavailable).

The JSON holds the headline numbers at the top level (DESIGN.md, "Command line": `ttft_ratio_vs_ragmeup`,
`ttft_ratio_unnormalized`, `ttft_ratio_normalized`, `ttft_ratio_local_model`, `speculation_wasted_calls_per_turn`,
`overhead_p50_ms_10k`, `overhead_p50_ms_100k`, `ingest_vs_embedder_ratio`, `eval_throughput_ratio`,
`cold_start_first_answer_s`, `chat_rerun_ms_p50`), `targets` (met or not), `machine` and `details`.
A missed target is a finding, not a failure: the exit status is non-zero only when a benchmark could not
run or an invariant broke (the critical-path options changed a verdict or a rewrite). `--quick` runs every
part at small sizes in seconds (a smoke run: its numbers are not the headline numbers) and skips the browser
and the local model.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
import traceback
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

from benchmarks import browser, evalrate, ingest, local_model, overhead, ttft
from benchmarks.common import BenchContext
from benchmarks.machine import load_average, machine_info
from benchmarks.report import headlines, table, targets
from querylab.config import Settings

logger = logging.getLogger(__name__)

BENCHMARKS: tuple[tuple[str, Callable[[BenchContext], dict[str, Any]]], ...] = (
    ("ttft", ttft.run),
    ("overhead", overhead.run),
    ("ingest", ingest.run),
    ("eval", evalrate.run),
    ("browser", browser.run),
    ("local_model", local_model.run),
)


def run_bench(settings: Settings, quick: bool = False, only: tuple[str, ...] | None = None) -> dict[str, Any]:
    """Run the suite (or the parts named in `only`) and return the result document."""
    ctx = BenchContext(settings, quick)
    begun = datetime.now(timezone.utc).isoformat(timespec="seconds")
    machine = machine_info()
    details: dict[str, Any] = {}
    started = time.perf_counter()
    for name, fn in BENCHMARKS:
        if only and name not in only:
            continue
        sys.stderr.write(f"bench: {name}…\n")
        sys.stderr.flush()
        t0 = time.perf_counter()
        try:
            details[name] = fn(ctx)
        except Exception as exc:  # one broken benchmark must not hide the others
            logger.error("benchmark %s failed:\n%s", name, traceback.format_exc())
            details[name] = {"error": f"{type(exc).__name__}: {exc}"}
        details[name]["elapsed_s"] = round(time.perf_counter() - t0, 1)
    machine["load_average_end"] = load_average()
    values = headlines(details)
    return {
        "date": begun,  # when the run started; `elapsed_s` says how long it took
        "ended": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "quick": quick,
        **values,
        "targets": targets(values),
        "machine": machine,
        "elapsed_s": round(time.perf_counter() - started, 1),
        "details": details,
    }


def failures(result: dict[str, Any]) -> list[str]:
    """What makes the command fail: a benchmark that could not run, or decisions changed by the options."""
    out = [f"{name}: {part['error']}" for name, part in result["details"].items() if "error" in part]
    if result["details"].get("ttft", {}).get("decisions_identical") is False:
        out.append("ttft: the critical-path options changed a verdict, rewrite or answer")
    return out


def run_bench_command(args: argparse.Namespace, settings: Settings) -> int:
    only = tuple(p.strip() for p in (getattr(args, "only", None) or "").split(",") if p.strip()) or None
    unknown = sorted(set(only or ()) - {name for name, _ in BENCHMARKS})
    if unknown:
        print(f"error: unknown part(s) {', '.join(unknown)}; choose from {', '.join(name for name, _ in BENCHMARKS)}", file=sys.stderr)
        return 2
    result = run_bench(settings, quick=bool(getattr(args, "quick", False)), only=only)
    print(table(result))
    if getattr(args, "json_out", None):
        path = Path(args.json_out)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(result, indent=2, default=str), encoding="utf-8")
        print(f"\nwrote {path}")
    problems = failures(result)
    for p in problems:
        print(f"error: {p}", file=sys.stderr)
    return 1 if problems else 0
