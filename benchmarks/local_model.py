"""TTFT with a real model: guarded + critical path vs the RAG Me Up preset on the same questions, through the
`local` backend (SmolLM2-135M behind llama.cpp's OpenAI-compatible server, started by QueryLab itself).

Why beside the simulated figure: the fake server gives every call the same latency and lets calls overlap
for free. A real local server computes each prompt (prefill grows with the passages) and answers one
request at a time (`LocalLLM.max_concurrency == 1`), so speculative calls queue in front of the calls a
turn waits for. This measures what the critical-path options are worth there.

The model decides for itself (verdicts and rewrites differ per preset and per question), so the figure is
the median of per-question pair ratios with their spread, not a like-for-like decision comparison; the
decisions are reported. The questions are the TTFT benchmark's (`ttft.CASES`), over the acme sample corpus,
each run A B (ragmeup, then critical path), after one warm-up turn each. Skipped with the reason when the
local backend cannot run here, and under `--quick`.
"""

from __future__ import annotations

import logging
import time
import uuid
from typing import Any

from benchmarks.common import BenchContext, median
from querylab.presets import PRESETS, critical_path

logger = logging.getLogger(__name__)

PAIRS = 6  # at least five A B pairs per ratio (issue 16)


def run(ctx: BenchContext) -> dict[str, Any]:
    if ctx.quick:
        return {"skipped": "not run with --quick (a real model's turns take seconds each)", "ttft_ratio_local_model": None}
    from querylab.llm.local_server import missing_requirements

    problem = missing_requirements(ctx.settings.local_model)
    if problem:
        return {"skipped": f"local backend unavailable: {problem}", "ttft_ratio_local_model": None}
    from benchmarks.ttft import CASES  # the same questions as the simulated figure
    from querylab.engine import Engine
    from querylab.llm.local_backend import LocalLLM

    settings = ctx.settings_for("ttft-local", tenant="acme")
    llm = LocalLLM.from_settings(settings)
    try:
        engine = Engine(settings, llm=llm, embedder=ctx.minilm())
        report = engine.ingest([settings.sample_corpus_dir / "acme"], tenant="acme")
        if any(r.status == "error" for r in report.results):
            raise RuntimeError(f"sample corpus ingestion failed: {[r.error for r in report.results if r.status == 'error']}")
        principal = settings.principal()
        configs = {"ragmeup": PRESETS["ragmeup"], "guarded+critical_path": critical_path(PRESETS["guarded"])}

        def turn(preset: Any, question: str) -> dict[str, Any]:
            first: list[float] = []
            t0 = time.perf_counter()
            trace = engine.ask(question, principal=principal, session_id=uuid.uuid4().hex[:8], preset=preset,
                               options=_options(lambda _p: first or first.append(time.perf_counter())), save=False)
            total = time.perf_counter() - t0
            return {"question": question, "ttft_ms": (first[0] - t0) * 1000 if first else None, "total_ms": total * 1000,
                    "calls": sum(1 for s in trace.steps if s.template), "verdicts": [j.verdict for j in trace.judgements],
                    "route": trace.route.route.value if trace.route else None, "abstained": trace.abstained,
                    "problems": sorted({e.code for e in trace.events if e.kind in ("degradation", "error")})}

        t_start = time.perf_counter()
        for preset in configs.values():  # warm-up: the server's start, the model load, the prompt cache
            turn(preset, CASES[0].question)
        warmup_s = time.perf_counter() - t_start
        rows: dict[str, list[dict[str, Any]]] = {name: [] for name in configs}
        for c in CASES[1:1 + PAIRS]:
            for name, preset in configs.items():  # A B A B: load drift hits both sides alike
                rows[name].append(turn(preset, c.question))
    finally:
        llm.close()  # stops the llama.cpp child this benchmark started
    return _report(rows, warmup_s, settings.local_threads)


def _options(on_token: Any) -> Any:
    from querylab.pipeline import TurnOptions

    return TurnOptions(on_token=on_token)


def _report(rows: dict[str, list[dict[str, Any]]], warmup_s: float, threads: int) -> dict[str, Any]:
    fast, base = rows["guarded+critical_path"], rows["ragmeup"]
    # A turn without a first token (an abstention streams nothing) counts with its whole-turn time.
    def first(r: dict[str, Any]) -> float:
        return r["ttft_ms"] if r["ttft_ms"] is not None else r["total_ms"]

    pairs = [first(a) / first(b) for a, b in zip(fast, base)]
    totals = [a["total_ms"] / b["total_ms"] for a, b in zip(fast, base)]
    return {
        "setup": {"backend": "local (llama.cpp, SmolLM2-135M-Instruct Q4_1)", "threads": threads, "pairs": len(pairs), "warmup_s": round(warmup_s, 1),
                  "note": "real model decisions differ per preset; ratio = median of per-question pair ratios (TTFT, or whole turn when nothing streamed)"},
        "configs": {name: {"ttft_ms_p50": round(median([first(r) for r in runs]), 1), "total_ms_p50": round(median([r["total_ms"] for r in runs]), 1),
                           "calls_per_turn": round(median([r["calls"] for r in runs]), 1), "turns": runs} for name, runs in rows.items()},
        "ttft_ratio_local_model": round(median(pairs), 3) if pairs else None,
        "ttft_ratio_spread": {"p50": round(median(pairs), 3), "min": round(min(pairs), 3), "max": round(max(pairs), 3), "pairs": len(pairs)} if pairs else None,
        "total_ratio_local_model": round(median(totals), 3) if totals else None,
    }
