"""Headline numbers, targets and the printed table of a bench run."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class Target:
    key: str
    label: str
    unit: str
    limit: float
    higher_is_better: bool

    def met(self, value: float | None) -> bool | None:
        if value is None or (isinstance(value, float) and math.isnan(value)):
            return None
        return value >= self.limit if self.higher_is_better else value <= self.limit

    def describe(self) -> str:
        return f"{'>=' if self.higher_is_better else '<='} {self.limit:g}{self.unit}"


TARGETS = (
    Target("ttft_ratio_vs_ragmeup", "TTFT guarded+critical_path / ragmeup", "", 0.6, False),
    Target("overhead_p50_ms_10k", "pipeline overhead p50, 10k chunks", " ms", 50, False),
    Target("ingest_vs_embedder_ratio", "ingest / raw MiniLM throughput", "", 0.85, True),
    Target("eval_throughput_ratio", "eval throughput / (c / L)", "", 0.8, True),
    Target("chat_rerun_ms_p50", "Chat rerun, 50 turns (AppTest)", " ms", 150, False),
    Target("cold_start_s", "cold start to healthy server", " s", 5, False),
)


def _get(d: dict[str, Any], *path: str) -> Any:
    for key in path:
        if not isinstance(d, dict) or key not in d:
            return None
        d = d[key]
    return d


HEADLINES: dict[str, Callable[[dict[str, Any]], Any]] = {
    "ttft_ratio_vs_ragmeup": lambda d: _get(d, "ttft", "ttft_ratio_vs_ragmeup"),
    "ingest_vs_embedder_ratio": lambda d: _get(d, "ingest", "ingest_vs_embedder_ratio"),
    "eval_throughput_ratio": lambda d: _get(d, "eval", "eval_throughput_ratio"),
    "overhead_p50_ms_10k": lambda d: _get(d, "overhead", "overhead_p50_ms"),
    "overhead_p50_ms_100k": lambda d: _get(d, "overhead", "sizes", "100000", "guarded", "turn_ms", "p50"),
    "chat_rerun_ms_p50": lambda d: _get(d, "browser", "chat_rerun", "rerun_ms_p50"),
    "cold_start_s": lambda d: _get(d, "browser", "cold_start", "seconds_p50"),
}


def headlines(details: dict[str, Any]) -> dict[str, Any]:
    return {key: fn(details) for key, fn in HEADLINES.items()}


def targets(values: dict[str, Any]) -> dict[str, Any]:
    return {t.key: {"target": t.describe(), "value": values.get(t.key), "met": t.met(values.get(t.key))} for t in TARGETS}


def _fmt(value: Any, unit: str = "") -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.3g}{unit}" if abs(value) < 10 else f"{value:.0f}{unit}"
    return f"{value}{unit}"


def table(result: dict[str, Any]) -> str:
    m = result["machine"]
    d = result["details"]
    lines = [
        f"QueryLab bench ({'quick' if result['quick'] else 'full'}) {result['date']}",
        f"machine: {m['cores']} cores ({m['cores_usable']} usable), {m['cpu']}, {m['python']}, load {m['load_average_start']} -> {m.get('load_average_end')}",
        "",
        f"{'measure':44} {'value':>12}  {'target':>10}  met",
    ]
    if result["quick"]:
        lines.insert(2, "--quick: a smoke run at small sizes and latencies; its values are not comparable with the targets")
    for t in TARGETS:
        info = result["targets"][t.key]
        met = {True: "yes", False: "NO", None: "n/a"}[info["met"]]
        lines.append(f"{t.label:44} {_fmt(info['value'], t.unit):>12}  {t.describe():>10}  {met}")
    ttft = d.get("ttft", {})
    if "configs" in ttft:
        lines += ["", f"time to first token (latency {ttft['setup']['latency_s']} s per call, {ttft['setup']['token_delay_s'] * 1000:g} ms per token; median over {ttft['setup']['questions']} questions)"]
        for name, c in ttft["configs"].items():
            lines.append(f"  {name:38} TTFT {c['ttft_ms_p50']:>6.0f} ms  turn {c['total_ms_p50']:>6.0f} ms  calls {c['llm_calls_per_turn']:g}  prompt words {c.get('prompt_words_per_turn', 0):>5}")
        lines.append(f"  same verdicts and rewrites in every configuration: {ttft.get('decisions_identical')}")
    over = d.get("overhead", {})
    for size, s in (over.get("sizes") or {}).items():
        for name in ("guarded", "guarded+critical_path"):
            if name in s:
                tm = s[name]["turn_ms"]
                lines.append(f"overhead {int(size):>7,} chunks {name:24} p50 {tm['p50']:>6.1f} ms  p95 {tm['p95']:>6.1f} ms")
        for retriever, ch in (s.get("channel_query_ms") or {}).items():
            lines.append(f"channel  {int(size):>7,} chunks {retriever:24} p50 {ch['p50']:>6.1f} ms  p95 {ch['p95']:>6.1f} ms")
    ing = d.get("ingest", {})
    if "raw_chunks_per_s_p50" in ing:
        lines.append(f"ingest {ing['ingest_chunks_per_s_p50']:.1f} chunks/s vs raw MiniLM {ing['raw_chunks_per_s_p50']:.1f} chunks/s ({ing['chunks']} chunks, {ing['documents']})")
    ev = d.get("eval", {})
    if "cases_per_s" in ev:
        lines.append(f"eval {ev['cases_per_s']:.1f} cases/s with c={ev['concurrency']}, L={ev['latency_s']} s (ceiling {ev['ceiling_c_over_l']:.1f}/s)")
    for name, part in d.items():
        for key in ("error", "skipped"):
            if isinstance(part, dict) and key in part:
                lines.append(f"{name}: {key}: {part[key]}")
        if isinstance(part, dict):
            for sub, val in part.items():
                if isinstance(val, dict) and "skipped" in val:
                    lines.append(f"{name}.{sub}: skipped: {val['skipped']}")
    return "\n".join(lines)
