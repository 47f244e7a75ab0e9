"""Metric functions over predictions: routing, judge, retrieval, and threshold calibration.

Pure functions (no model calls, no I/O) so that the command line, the browser's evaluate page and the
benchmarks report the very same numbers, and so each number can be checked by hand in a test.

Conventions:
- A rate whose denominator is zero is ``None`` (JSON ``null``), never 0 or NaN: "no unanswerable
  cases in this set" must not read as "no false positives".
- Result keys follow DESIGN.md ("Command line"): routing ``accuracy``, ``escalations``,
  ``preservation_failures``, ``per_route`` (+ ``in_scope_accuracy``, ``oos_recall`` for intent sets with
  out-of-scope data); judge ``accuracy``, ``balanced_accuracy``, ``false_negative_rate``,
  ``false_positive_rate``; retrieval ``<channel>.recall@<k>`` and ``<channel>.mrr``.
"""

from __future__ import annotations

import bisect
import logging
import re
from collections import Counter
from enum import Enum
from typing import Any, Iterable, Mapping, Sequence

from querylab.contracts import PRIVILEGE, Route
from querylab.eval.datasets import OOS_LABEL, RoutingCase

logger = logging.getLogger(__name__)

#: Label recorded for a prediction of ``None`` (the router produced no parsable route).
UNPARSED = "<unparsed>"

_PRIVILEGE_BY_VALUE: dict[str, int] = {route.value: level for route, level in PRIVILEGE.items()}
_REFUSE = Route.REFUSE.value
_CLARIFY = Route.CLARIFY.value


def _ratio(num: float, den: float) -> float | None:
    return num / den if den else None


def _label(value: str | Enum | None) -> str:
    """Predictions may be Route enums, plain strings or None (unparsed); compare them as strings."""
    if value is None:
        return UNPARSED
    if isinstance(value, Enum):
        return str(value.value)
    return str(value)


def _norm_text(text: str) -> str:
    """Case-insensitive, whitespace-insensitive form used for the must-preserve check."""
    return re.sub(r"\s+", " ", text).strip().casefold()


def _is_escalation(expected: str, predicted: str) -> bool:
    """Higher privilege than expected, or a ``refuse`` case that was neither refused nor clarified.

    Labels outside the Route enum (intent labels, unparsed) have no privilege and never escalate by
    the first rule; the refuse rule still counts them, since such a case was not refused.
    """
    if expected == _REFUSE and predicted not in (_REFUSE, _CLARIFY):
        return True
    exp_level = _PRIVILEGE_BY_VALUE.get(expected)
    pred_level = _PRIVILEGE_BY_VALUE.get(predicted)
    return exp_level is not None and pred_level is not None and pred_level > exp_level


def _f1(hits: int, gold: int, predicted: int) -> float | None:
    """Harmonic mean of precision and recall, written as 2·hits / (gold + predicted)."""
    return _ratio(2 * hits, gold + predicted)


def _per_label(expected: Sequence[str], predicted: Sequence[str]) -> dict[str, dict[str, Any]]:
    """Precision, recall, F1, support (gold count) and predicted count for every label seen."""
    support = Counter(expected)
    n_pred = Counter(predicted)
    hits = Counter(e for e, p in zip(expected, predicted) if e == p)
    return {
        label: {
            "precision": _ratio(hits[label], n_pred[label]),
            "recall": _ratio(hits[label], support[label]),
            "f1": _f1(hits[label], support[label], n_pred[label]),
            "support": support[label],
            "predicted": n_pred[label],
        }
        for label in sorted(support.keys() | n_pred.keys())
    }


def _oos_metrics(expected: Sequence[str], predicted: Sequence[str], oos_label: str) -> dict[str, Any]:
    in_scope = [(e, p) for e, p in zip(expected, predicted) if e != oos_label]
    oos_gold = sum(1 for e in expected if e == oos_label)
    oos_pred = sum(1 for p in predicted if p == oos_label)
    oos_hit = sum(1 for e, p in zip(expected, predicted) if e == oos_label and p == oos_label)
    return {
        "in_scope_accuracy": _ratio(sum(1 for e, p in in_scope if e == p), len(in_scope)),
        "in_scope_n": len(in_scope),
        "oos_recall": _ratio(oos_hit, oos_gold),
        "oos_precision": _ratio(oos_hit, oos_pred),
        "oos_f1": _f1(oos_hit, oos_gold, oos_pred) if oos_gold else None,
        "oos_n": oos_gold,
    }


def routing_metrics(
    cases: Sequence[RoutingCase],
    predictions: Sequence[str | Route | None],
    normalized_queries: Sequence[str | None] | None = None,
    *,
    oos_label: str = OOS_LABEL,
) -> dict[str, Any]:
    """Score route (or intent) predictions against the cases' ``expected_route``.

    Returns ``n``, ``accuracy``, ``per_route`` {label: {precision, recall, f1, support, predicted}},
    ``confusion`` {expected: {predicted: n}}, ``escalations`` / ``escalation_cases`` (each case
    counted once: higher privilege than expected per ``contracts.PRIVILEGE``, or a ``refuse`` case
    routed anywhere but ``refuse``/``clarify``), ``clarifications_skipped`` (expected ``clarify``,
    predicted a more privileged route), and ``preservation_failures`` /
    ``preservation_failure_cases`` (some ``must_preserve`` string missing from the normalized query,
    case- and whitespace-insensitive; ``None`` when ``normalized_queries`` is not given, because
    nothing was checked). For intent sets (a case with ``extra["label_space"] == "intents"``) or any
    set with an ``oos`` gold label, also ``in_scope_accuracy``, ``oos_recall``, ``oos_precision``,
    ``oos_f1``, ``in_scope_n``, ``oos_n``. A prediction of ``None`` is recorded as ``"<unparsed>"``
    and is always wrong. A normalized query of ``None`` is treated as empty text.
    """
    if len(predictions) != len(cases):
        raise ValueError(f"{len(predictions)} predictions for {len(cases)} cases")
    if normalized_queries is not None and len(normalized_queries) != len(cases):
        raise ValueError(f"{len(normalized_queries)} normalized queries for {len(cases)} cases")
    expected = [c.expected_route for c in cases]
    predicted = [_label(p) for p in predictions]

    confusion: dict[str, dict[str, int]] = {}
    escalation_cases: list[str] = []
    clarifications_skipped = 0
    for case, exp, pred in zip(cases, expected, predicted):
        row = confusion.setdefault(exp, {})
        row[pred] = row.get(pred, 0) + 1
        if _is_escalation(exp, pred):
            escalation_cases.append(case.id)
        if exp == _CLARIFY and _PRIVILEGE_BY_VALUE.get(pred, -1) > _PRIVILEGE_BY_VALUE[_CLARIFY]:
            clarifications_skipped += 1

    preservation_cases: list[str] | None = None
    if normalized_queries is not None:
        preservation_cases = []
        for case, normalized in zip(cases, normalized_queries):
            text = _norm_text(normalized or "")
            if any(_norm_text(s) not in text for s in case.must_preserve):
                preservation_cases.append(case.id)

    result: dict[str, Any] = {
        "n": len(cases),
        "accuracy": _ratio(sum(1 for e, p in zip(expected, predicted) if e == p), len(cases)),
        "per_route": _per_label(expected, predicted),
        "confusion": confusion,
        "escalations": len(escalation_cases),
        "escalation_cases": escalation_cases,
        "clarifications_skipped": clarifications_skipped,
        "preservation_failures": None if preservation_cases is None else len(preservation_cases),
        "preservation_failure_cases": preservation_cases,
    }
    is_intent_set = any(c.extra.get("label_space") == "intents" for c in cases)
    if is_intent_set or oos_label in expected:
        result.update(_oos_metrics(expected, predicted, oos_label))
    return result


def _confusion_rates(tp: int, fn: int, fp: int, tn: int) -> dict[str, Any]:
    """Rates from a yes/no confusion where "positive" means answerable (or in scope)."""
    pos, neg = tp + fn, fp + tn
    tpr, tnr = _ratio(tp, pos), _ratio(tn, neg)
    defined = [r for r in (tpr, tnr) if r is not None]
    return {
        "n": pos + neg,
        "accuracy": _ratio(tp + tn, pos + neg),
        "balanced_accuracy": sum(defined) / len(defined) if defined else None,
        "false_negative_rate": _ratio(fn, pos),
        "false_positive_rate": _ratio(fp, neg),
        "precision": _ratio(tp, tp + fp),
        "recall": tpr,
        "tp": tp,
        "fn": fn,
        "fp": fp,
        "tn": tn,
    }


def judge_metrics(labels: Sequence[bool], predicted: Sequence[bool | None]) -> dict[str, Any]:
    """Score yes/no judge verdicts; ``labels[i]`` is True when the documents can answer.

    An unparsed verdict (``None``) counts as "no": the pipeline would not answer from those
    documents, so for an answerable case it is a false negative. Returns ``n``, ``accuracy``,
    ``balanced_accuracy`` (mean of the recall on each class present), ``false_negative_rate``
    (answerable judged no / answerable), ``false_positive_rate`` (unanswerable judged yes /
    unanswerable), ``precision``, ``recall``, ``unparsed`` and the confusion ``tp``/``fn``/``fp``/``tn``.
    """
    if len(labels) != len(predicted):
        raise ValueError(f"{len(predicted)} predictions for {len(labels)} labels")
    tp = fn = fp = tn = unparsed = 0
    for gold, pred in zip(labels, predicted):
        if pred is None:
            unparsed += 1
        said_yes = pred is True
        if gold:
            tp, fn = (tp + 1, fn) if said_yes else (tp, fn + 1)
        else:
            fp, tn = (fp + 1, tn) if said_yes else (fp, tn + 1)
    return {**_confusion_rates(tp, fn, fp, tn), "unparsed": unparsed}


def threshold_sweep(
    scores: Sequence[float | None], labels: Sequence[bool], thresholds: Iterable[float]
) -> list[dict[str, Any]]:
    """Confusion and rates for "score >= threshold means yes", one row per threshold (given order).

    Used to calibrate a score-based judge or an out-of-scope cut-off on ``val`` before reporting on
    ``test``. A ``None`` score counts as "no" (as an unparsed verdict does). Each row holds
    ``threshold`` plus every key of :func:`judge_metrics`. Sorting once makes a sweep over many
    thresholds cost O((n + t) log n), not O(n * t).
    """
    if len(scores) != len(labels):
        raise ValueError(f"{len(scores)} scores for {len(labels)} labels")
    pos = sorted(float(s) for s, y in zip(scores, labels) if y and s is not None)
    neg = sorted(float(s) for s, y in zip(scores, labels) if not y and s is not None)
    n_pos = sum(1 for y in labels if y)
    n_neg = len(labels) - n_pos
    missing = sum(1 for s in scores if s is None)
    rows: list[dict[str, Any]] = []
    for t in thresholds:
        tp = len(pos) - bisect.bisect_left(pos, t)
        fp = len(neg) - bisect.bisect_left(neg, t)
        rows.append({"threshold": t, **_confusion_rates(tp, n_pos - tp, fp, n_neg - fp), "unparsed": missing})
    return rows


def pick_threshold(sweep: Sequence[Mapping[str, Any]], objective: str = "balanced_accuracy") -> dict[str, Any]:
    """The sweep row that maximises ``objective``.

    Ties are common (a plateau of thresholds between two observed scores); the middle of the tied
    rows (by threshold) is taken, since it sits furthest from the scores that bound the plateau and so
    transfers best from ``val`` to ``test``. Rows where the objective is undefined are ignored.
    """
    if not sweep:
        raise ValueError("empty sweep: nothing to pick from")
    if objective not in sweep[0]:
        raise ValueError(f"unknown objective {objective!r} (choose one of: {', '.join(sorted(sweep[0]))})")
    rows = [r for r in sweep if r.get(objective) is not None]
    if not rows:
        raise ValueError(f"objective {objective!r} is undefined for every threshold")
    best = max(r[objective] for r in rows)
    tied = sorted((r for r in rows if r[objective] == best), key=lambda r: r["threshold"])
    return dict(tied[(len(tied) - 1) // 2])


def _dedupe(ranked: Iterable[str]) -> list[str]:
    """Keep the first occurrence of each id: chunk-level hits mapped to documents repeat ids."""
    seen: set[str] = set()
    out: list[str] = []
    for doc_id in ranked:
        if doc_id not in seen:
            seen.add(doc_id)
            out.append(doc_id)
    return out


def retrieval_metrics(
    qrels: Mapping[str, Iterable[str]],
    runs: Mapping[str, Mapping[str, Sequence[str]]],
    ks: Sequence[int] = (1, 5, 10),
) -> dict[str, Any]:
    """Recall@k and MRR for each channel's ranked document ids.

    The evaluated queries are exactly those in ``qrels`` with at least one relevant document (pass
    qrels restricted to the queries you ran; ``resolve_set`` with a split or limit already does).
    A query missing from a channel's run counts as a miss for that channel (recall 0, reciprocal rank
    0), so a channel that fails cannot look better by failing. Query ids in runs without qrels are
    skipped and counted in ``skipped``; ``n`` is the number of evaluated queries.

    ``<channel>.recall@<k>`` = mean over queries of |gold ∩ top-k| / |gold| (for single-gold sets
    this is the hit rate); ``<channel>.mrr`` = mean of 1 / rank of the first gold document (no cut-off).
    Repeated ids in a ranking are collapsed to their first occurrence before ranking.
    """
    if not ks or any(isinstance(k, bool) or not isinstance(k, int) or k < 1 for k in ks):
        raise ValueError(f"ks must be positive whole numbers, got {ks!r}")
    gold = {qid: set(docs) for qid, docs in qrels.items()}
    gold = {qid: docs for qid, docs in gold.items() if docs}
    run_qids = {qid for run in runs.values() for qid in run}
    result: dict[str, Any] = {"n": len(gold), "skipped": len(run_qids - gold.keys())}
    for channel, run in runs.items():
        recall_sums = dict.fromkeys(ks, 0.0)
        rr_sum = 0.0
        missing = 0
        for qid, relevant in gold.items():
            if qid not in run:
                missing += 1
                continue
            ranked = _dedupe(run[qid])
            for k in ks:
                recall_sums[k] += len(relevant.intersection(ranked[:k])) / len(relevant)
            first = next((i for i, doc_id in enumerate(ranked, start=1) if doc_id in relevant), None)
            rr_sum += 1.0 / first if first else 0.0
        if missing:
            logger.warning("channel %s has no ranking for %d of %d judged queries (counted as misses)",
                           channel, missing, len(gold))
        for k in ks:
            result[f"{channel}.recall@{k}"] = _ratio(recall_sums[k], len(gold))
        result[f"{channel}.mrr"] = _ratio(rr_sum, len(gold))
    return result
