"""Per step: the share of model replies that parsed, whether they were constrained, and latency — from traces.

Why from traces: a turn's trace already holds every step's raw reply, template and duration, so the
figures published for a backend (README, docs/eval_results.md) are computed from what a user sees in the
trace panel, not counted by hand. A reply "parsed" when the step's own parser (the one the pipeline
uses, `querylab/parsing.py`) gets its contract out of it; a step whose call failed has no reply and
counts as failed. One row per step name (`querylab/steps/names.py`); rounds and tiers are fields of the step,
and the older traces' suffixes (`judge2`, `sufficiency-tier2-chunks`) are folded in the same way.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Iterable

from querylab.contracts import Step
from querylab.parsing import parse_decision, parse_judge, parse_rerank, parse_rewrite, parse_route
from querylab.trace import Trace

_RERANK_DEPTH = 50  # any passage number up to this counts; the parser only needs one


def reply_parsed(step: Step) -> bool | None:
    """Whether a step's raw reply yields its contract; None for steps without a model reply to parse
    (retrieval and fusion, and a speculative call the critical path discarded before it ended)."""
    task = step.template
    raw = step.raw_output
    if task is None or (isinstance(step.parsed, dict) and "discarded" in step.parsed):  # cancelled speculation
        return None
    if raw is None:
        return False
    if task == "router":
        return parse_route(raw, "question", step.revision or "").contract is not None
    if task == "decide":
        return parse_decision(raw, "").parsed
    if task in ("judge", "followup", "judge_rewrite"):
        return parse_judge(raw).verdict != "unparsed"
    if task == "rerank":
        return parse_rerank(raw, _RERANK_DEPTH) is not None
    if task in ("rewrite", "hyde"):
        return parse_rewrite(raw) is not None
    return bool(raw.strip())  # answer and any free-text step: a non-empty reply


def step_kind(step: Step) -> str:
    """The step's name, without the round or tier suffixes of traces written before step names had fields
    (`judge2` -> `judge`, `sufficiency-tier2-chunks` -> `sufficiency`): one row per kind of decision."""
    match = re.match(r"[a-z_]+", step.name)
    return match.group(0) if match else step.name


def percentile(values: list[float], q: float) -> float | None:
    """Nearest-rank percentile (no interpolation: with a handful of samples it reports one of them)."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


@dataclass
class StepStats:
    n: int = 0
    parsed: int = 0
    failed_calls: int = 0
    constrained: int = 0
    durations_ms: list[float] = field(default_factory=list)

    def as_row(self) -> dict[str, float | int | None]:
        return {
            "n": self.n,
            "parsed_share": round(self.parsed / self.n, 3) if self.n else None,
            "failed_calls": self.failed_calls,
            "constrained_share": round(self.constrained / self.n, 3) if self.n else None,
            "p50_ms": _round(percentile(self.durations_ms, 50)),
            "p95_ms": _round(percentile(self.durations_ms, 95)),
        }


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 1)


def parse_rates(traces: Iterable[Trace]) -> dict[str, dict[str, dict[str, float | int | None]]]:
    """`{preset: {step kind: {n, parsed_share, failed_calls, constrained_share, p50_ms, p95_ms}}}`."""
    table: dict[str, dict[str, StepStats]] = defaultdict(lambda: defaultdict(StepStats))
    for trace in traces:
        for step in trace.steps:
            parsed = reply_parsed(step)
            if parsed is None:
                continue
            stats = table[trace.preset or "?"][step_kind(step)]
            stats.n += 1
            stats.parsed += int(parsed)
            stats.failed_calls += int(step.raw_output is None)
            stats.constrained += int(bool(step.constrained))
            stats.durations_ms.append(step.duration_ms)
    return {preset: {kind: s.as_row() for kind, s in sorted(steps.items())} for preset, steps in sorted(table.items())}


def markdown_table(rates: dict[str, dict[str, dict[str, float | int | None]]]) -> str:
    """The published form: one row per preset and step kind."""
    lines = ["| preset | step | n | parsed | constrained | failed calls | p50 ms | p95 ms |",
             "|---|---|---:|---:|---:|---:|---:|---:|"]
    for preset, steps in rates.items():
        for kind, row in steps.items():
            lines.append(f"| {preset} | {kind} | {row['n']} | {_pct(row['parsed_share'])} | {_pct(row['constrained_share'])} "
                         f"| {row['failed_calls']} | {_num(row['p50_ms'])} | {_num(row['p95_ms'])} |")
    return "\n".join(lines)


def _pct(value: float | int | None) -> str:
    return "-" if value is None else f"{100 * float(value):.0f} %"


def _num(value: float | int | None) -> str:
    return "-" if value is None else f"{float(value):.0f}"
