"""Threshold calibration on the ``val`` split: sweeps, the chosen value, a gray zone, and write-back.

Why a module of its own: a threshold read off the test set makes the test number a training number.
Every function here takes scores of the calibration split only; the runner applies the result to
``test``. The sweep rows are returned whole so the Evaluate page can draw the trade-off (plotly: x =
threshold, y = the two error rates) and show where the chosen point sits.

Two calibrations:
- the offline judge (`CoverageJudge`): score = w * coverage + (1 - w) * rescaled best-sentence cosine
  minus the constraint penalty of each case (the penalty knobs are configured, not swept here);
  for each coverage weight w on a grid the best threshold is found by `metrics.threshold_sweep` /
  `metrics.pick_threshold` (balanced accuracy), and the (w, threshold) pair with the best balanced
  accuracy wins (ties: the smaller w, i.e. the simpler score);
- the out-of-scope threshold of an intent classifier: in-scope accuracy (an in-scope utterance counts
  as correct only when kept *and* given the right intent) against out-of-scope recall; the default
  objective is their mean ("balanced"), so neither side can be traded away for free.

Gray zone. A single cut-off turns a score a hair below the threshold into a confident "out of
scope". QueryLab's policy: scores within ±δ of the router's out-of-scope threshold are routed to
``clarify`` (ask back) instead of abstaining or answering; `gray_zone_report` measures what that
costs (share of cases asked back) and buys (accuracy of the decided cases). δ defaults to 0.05 on the
intent score scale (max probability + top cosine, range 0-2).

Write-back. `write_offline_knobs` updates ``prompts/offline/model.toml`` in place (keeping comments)
and refuses unless ``force=True``: `python -m querylab calibrate judge clapnq --write`.
"""

from __future__ import annotations

import bisect
import logging
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from querylab.eval.metrics import pick_threshold, threshold_sweep
from querylab.fusion import fuse_ids

logger = logging.getLogger(__name__)

#: Coverage weights tried for the offline judge.
COVERAGE_WEIGHTS: tuple[float, ...] = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5)
#: Most thresholds tried in one sweep (quantiles of the scores beyond that).
MAX_THRESHOLDS = 400
DEFAULT_GRAY_DELTA = 0.05


@dataclass
class Calibration:
    """The outcome of one calibration: chosen values, the row they scored, and the whole sweep."""

    target: str  # "judge" | "oos"
    objective: str
    split: str
    n: int
    chosen: dict[str, float]
    chosen_row: dict[str, Any]
    sweep: list[dict[str, Any]] = field(default_factory=list)
    by_weight: list[dict[str, Any]] = field(default_factory=list)

    def to_dict(self, with_sweep: bool = True) -> dict[str, Any]:
        out = asdict(self)
        if not with_sweep:
            out.pop("sweep")
        return out


def candidate_thresholds(scores: Sequence[float | None], limit: int = MAX_THRESHOLDS) -> list[float]:
    """Midpoints between consecutive distinct scores, plus one below and one above all of them.

    Midpoints (not the scores themselves) sit between observed values, so a threshold never lands
    exactly on a calibration case. Beyond ``limit`` distinct values, evenly spaced quantiles are used.
    """
    values = sorted({float(s) for s in scores if s is not None})
    if not values:
        return [0.0]
    if len(values) > limit:
        values = sorted(set(np.quantile(values, np.linspace(0.0, 1.0, limit)).tolist()))
    mids = [(a + b) / 2.0 for a, b in zip(values, values[1:])]
    return [values[0] - 1e-6] + mids + [values[-1] + 1e-6]


# -- the offline judge -------------------------------------------------------------------------


def calibrate_judge(
    coverage: Sequence[float],
    best_cosine: Sequence[float],
    labels: Sequence[bool],
    combine: Callable[..., float],
    *,
    weights: Sequence[float] = COVERAGE_WEIGHTS,
    objective: str = "balanced_accuracy",
    split: str = "val",
    penalties: Sequence[float] | None = None,
) -> Calibration:
    """Choose (coverage weight, threshold) for the offline judge on calibration cases.

    ``combine(coverage, best_cosine, weight, penalty)`` is the judge's own score formula
    (`CoverageJudge.combine`), passed in so the calibration can never drift from the judge. ``penalties``
    are the judge's constraint penalties per case (what its failed constraints cost; the penalty knobs
    themselves stay as configured — only the weight and the threshold are chosen here).
    """
    if not (len(coverage) == len(best_cosine) == len(labels)) or not labels:
        raise ValueError("calibrate_judge needs equally long, non-empty coverage, cosine and label lists")
    if penalties is not None and len(penalties) != len(labels):
        raise ValueError("calibrate_judge needs one penalty per case")
    cost = list(penalties) if penalties is not None else [0.0] * len(labels)
    best: tuple[float, float, list[dict[str, Any]], dict[str, Any]] | None = None
    by_weight: list[dict[str, Any]] = []
    for w in weights:
        scores = [combine(c, b, w) - p for c, b, p in zip(coverage, best_cosine, cost)]
        sweep = threshold_sweep(scores, labels, candidate_thresholds(scores))
        row = pick_threshold(sweep, objective)
        by_weight.append({"coverage_weight": w, **row})
        if best is None or row[objective] > best[1]:
            best = (w, row[objective], sweep, row)
    assert best is not None
    w, _, sweep, row = best
    return Calibration(
        target="judge", objective=objective, split=split, n=len(labels),
        chosen={"coverage_weight": float(w), "threshold": float(row["threshold"])},
        chosen_row=row, sweep=sweep, by_weight=by_weight,
    )


# -- out-of-scope thresholds -------------------------------------------------------------------


def intent_sweep(
    scores: Sequence[float], correct: Sequence[bool], is_oos: Sequence[bool], thresholds: Sequence[float]
) -> list[dict[str, Any]]:
    """For each threshold t ("score >= t keeps the predicted intent, else oos"): the trade-off row.

    Rows hold ``threshold``, ``in_scope_accuracy`` (kept and right / in-scope), ``oos_recall``
    (abstained / out-of-scope), ``oos_precision``, ``accuracy`` over all cases, ``balanced`` (mean of
    in-scope accuracy and out-of-scope recall; ``None`` parts are left out) and ``abstain_rate``.
    """
    if not (len(scores) == len(correct) == len(is_oos)):
        raise ValueError("intent_sweep needs equally long scores, correct and is_oos")
    right_in = sorted(float(s) for s, c, o in zip(scores, correct, is_oos) if not o and c)
    all_in = sorted(float(s) for s, o in zip(scores, is_oos) if not o)
    oos = sorted(float(s) for s, o in zip(scores, is_oos) if o)
    n_in, n_oos = len(all_in), len(oos)
    rows: list[dict[str, Any]] = []
    for t in thresholds:
        kept_right = len(right_in) - bisect.bisect_left(right_in, t)
        abstained_in = bisect.bisect_left(all_in, t)
        abstained_oos = bisect.bisect_left(oos, t)
        in_acc = kept_right / n_in if n_in else None
        oos_rec = abstained_oos / n_oos if n_oos else None
        parts = [x for x in (in_acc, oos_rec) if x is not None]
        abstained = abstained_in + abstained_oos
        rows.append({
            "threshold": float(t),
            "in_scope_accuracy": in_acc,
            "oos_recall": oos_rec,
            "oos_precision": abstained_oos / abstained if abstained else None,
            "accuracy": (kept_right + abstained_oos) / (n_in + n_oos) if n_in + n_oos else None,
            "balanced": sum(parts) / len(parts) if parts else None,
            "abstain_rate": abstained / (n_in + n_oos) if n_in + n_oos else None,
        })
    return rows


def calibrate_oos_threshold(
    scores: Sequence[float],
    correct: Sequence[bool],
    is_oos: Sequence[bool],
    *,
    objective: str = "balanced",
    split: str = "val",
) -> Calibration:
    """The out-of-scope threshold that maximises ``objective`` on the calibration split.

    With no out-of-scope case in the split there is nothing to trade against: the threshold is
    below every score (never abstain) and the row says so.
    """
    if not any(is_oos):
        t = float(min(scores)) - 1.0 if len(scores) else 0.0
        row = intent_sweep(scores, correct, is_oos, [t])[0]
        return Calibration("oos", objective, split, len(scores), {"threshold": t}, row, [row])
    sweep = intent_sweep(scores, correct, is_oos, candidate_thresholds(scores))
    row = pick_threshold(sweep, objective)
    return Calibration("oos", objective, split, len(scores), {"threshold": float(row["threshold"])}, row, sweep)


def gray_zone_report(
    scores: Sequence[float], correct: Sequence[bool], is_oos: Sequence[bool], threshold: float, delta: float = DEFAULT_GRAY_DELTA
) -> dict[str, Any]:
    """What routing scores within ±``delta`` of ``threshold`` to ``clarify`` would do on these cases.

    ``clarify_rate`` = share of cases asked back; ``in_scope_accuracy`` / ``oos_recall`` are over
    the cases still decided (outside the zone); ``clarified_in_scope`` / ``clarified_oos`` split the
    asked-back cases by their gold side.
    """
    lo, hi = threshold - delta, threshold + delta
    decided_in = [(s, c) for s, c, o in zip(scores, correct, is_oos) if not o and not lo <= s < hi]
    decided_oos = [s for s, o in zip(scores, is_oos) if o and not lo <= s < hi]
    zone_in = sum(1 for s, o in zip(scores, is_oos) if not o and lo <= s < hi)
    zone_oos = sum(1 for s, o in zip(scores, is_oos) if o and lo <= s < hi)
    n = len(scores)
    return {
        "delta": delta,
        "low": lo,
        "high": hi,
        "clarify_rate": (zone_in + zone_oos) / n if n else None,
        "clarified_in_scope": zone_in,
        "clarified_oos": zone_oos,
        "in_scope_accuracy": (sum(1 for s, c in decided_in if s >= hi and c) / len(decided_in)) if decided_in else None,
        "oos_recall": (sum(1 for s in decided_oos if s < lo) / len(decided_oos)) if decided_oos else None,
    }


def gray_zone_decision(score: float, threshold: float, delta: float = DEFAULT_GRAY_DELTA) -> str:
    """``"in_scope"`` above the zone, ``"clarify"`` inside it, ``"out_of_scope"`` below it."""
    if score >= threshold + delta:
        return "in_scope"
    if score >= threshold - delta:
        return "clarify"
    return "out_of_scope"


# -- the RRF constant --------------------------------------------------------------------------

#: RRF constants tried by `calibrate_rrf_k` (60 is the paper's and QueryLab's default).
RRF_KS: tuple[int, ...] = (0, 1, 2, 5, 10, 20, 30, 60, 100)


def calibrate_rrf_k(
    sets: Mapping[str, Sequence[tuple[Sequence[Sequence[str]], set[str]]]],
    ks: Sequence[int] = RRF_KS,
    at: int = 5,
    split: str = "val",
) -> Calibration:
    """The RRF constant that maximises recall@``at`` of the fused list, macro-averaged over sets.

    ``sets`` maps a set name to its calibration queries, each ``(channel rankings, gold ids)`` with
    the channels' *document* rankings (e.g. dense and BM25 on the original query). Macro-averaging
    keeps a 1,000-query set from drowning a 30-query one. This fuses documents, while a turn fuses
    chunks (a document ranks by its best chunk there), so it is an approximation used to pick a
    value of ``QUERYLAB_RRF_K``, which is then checked by a real run on ``test``.
    """
    rows: list[dict[str, Any]] = []
    for k in ks:
        row: dict[str, Any] = {"threshold": float(k), "rrf_k": k}
        per_set = []
        for name, queries in sets.items():
            if not queries:
                continue
            value = sum(len(gold.intersection(fuse_ids(r, k)[:at])) / len(gold) for r, gold in queries if gold) / len(queries)
            row[f"{name}.recall@{at}"] = value
            per_set.append(value)
        row[f"recall@{at}"] = sum(per_set) / len(per_set) if per_set else None
        rows.append(row)
    best = pick_threshold(rows, f"recall@{at}")
    n = sum(len(q) for q in sets.values())
    return Calibration("rrf_k", f"macro recall@{at}", split, n, {"rrf_k": float(best["rrf_k"])}, best, rows)


# -- writing chosen values back ----------------------------------------------------------------


def write_offline_knobs(path: Path | str, section: str, values: Mapping[str, float], *, force: bool = False) -> str:
    """Set ``key = value`` lines of ``[section]`` in a TOML file, keeping comments and layout.

    Returns the new text. Without ``force`` nothing is written and `PermissionError` says what would
    change: calibrated values overwrite hand-tuned ones, so it must be asked for explicitly. Keys
    missing from the section are appended to it; a missing section is an error.
    """
    path = Path(path)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    start = next((i for i, line in enumerate(lines) if line.strip() == f"[{section}]"), None)
    if start is None:
        raise KeyError(f"{path}: no [{section}] section")
    end = next((i for i in range(start + 1, len(lines)) if lines[i].lstrip().startswith("[")), len(lines))
    remaining = dict(values)
    for i in range(start + 1, end):
        m = re.match(r"^(\s*)([A-Za-z_][\w-]*)(\s*=\s*)([^#\n]*?)(\s*)(#.*)?(\n?)$", lines[i])
        if m and m.group(2) in remaining:
            value = _toml_number(remaining.pop(m.group(2)))
            comment = m.group(6) or ""
            pad = " " * max(1, len(m.group(4)) + len(m.group(5)) - len(value)) if comment else ""
            lines[i] = f"{m.group(1)}{m.group(2)}{m.group(3)}{value}{pad}{comment}{m.group(7)}"
    insert_at = end
    while insert_at > start + 1 and not lines[insert_at - 1].strip():
        insert_at -= 1
    for key, value in remaining.items():
        lines.insert(insert_at, f"{key} = {_toml_number(value)}\n")
        insert_at += 1
    text = "".join(lines)
    if not force:
        raise PermissionError(f"not writing {path} without force=True; it would set [{section}] {dict(values)}")
    path.write_text(text, encoding="utf-8")
    logger.info("wrote [%s] %s to %s", section, dict(values), path)
    return text


def _toml_number(value: float) -> str:
    return f"{float(value):.4f}".rstrip("0").rstrip(".") if not float(value).is_integer() else f"{float(value):.1f}"
