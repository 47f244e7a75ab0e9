"""A/B comparison of two configurations on the same cases: per-case disagreements and paired statistics.

Why paired: both arms see the same cases, so each case's difficulty cancels out (see `stats.py`).
For every metric the per-case values of both arms are bootstrapped together (`paired_bootstrap`: the
difference B - A, its 95 % interval and p-value); accuracy also gets McNemar's test, which looks only
at the cases the two arms disagree on. The disagreement table lists exactly those cases, which is
what a prompt engineer reads first.

Metrics that are not plain means are written as means of re-weighted per-case values so they can be
bootstrapped the same way: balanced accuracy = mean of ``correct_i * n / (2 * n_class(i))`` (exact on
the full sample; on a resample the class sizes wobble slightly), false-negative rate = mean of
``wrong_i * n / n_answerable`` over answerable cases (0 elsewhere), and likewise for false positives.

Each arm's per-case results come from the results cache when its configuration revision (backend,
template revisions, preset) has been run before, so changing only arm B recomputes only arm B.
Network backends run 4 cases at a time (`context.DEFAULT_CONCURRENCY`).
"""

from __future__ import annotations

import logging
import time
from typing import Any, Callable, Sequence

from querylab.eval.context import EvalConfig, EvalContext, ProgressFn
from querylab.eval.datasets import RetrievalSet
from querylab.eval.public_sets import effective_split, load_cases, set_key
from querylab.eval.stats import mcnemar, paired_bootstrap

logger = logging.getLogger(__name__)

#: Disagreement rows returned at most (the counts are always complete).
MAX_DISAGREEMENTS = 500


def _arm(ctx: EvalContext, kind: str, set_name: str, loaded: Any, config: EvalConfig, split: str,
         progress: ProgressFn | None) -> dict[str, Any]:
    from querylab.eval.judge_eval import evaluate_judge_set
    from querylab.eval.retrieval_eval import evaluate_retrieval_set
    from querylab.eval.route_eval import evaluate_route_set, is_intent_set

    key = set_key(kind, set_name)
    if kind == "routing":
        if is_intent_set(loaded):
            raise ValueError("A/B compares LLM-step configurations; intent sets (CLINC150, BANKING77) are scored "
                             "by a classifier that no template or backend changes")
        return evaluate_route_set(ctx, loaded, config, set_key=key, progress=progress)
    if kind == "judge":
        return evaluate_judge_set(ctx, loaded, config, set_name=set_name, set_key=key, split=split, progress=progress, calibrate=False)
    assert isinstance(loaded, RetrievalSet)
    return evaluate_retrieval_set(ctx, loaded, config, set_key=key, progress=progress)


def per_case_values(kind: str, rows: Sequence[dict[str, Any]], metrics: dict[str, Any]) -> dict[str, list[float]]:
    """Per-case values whose mean is each compared metric (see the module docstring)."""
    n = len(rows)
    correct = [1.0 if r["correct"] else 0.0 for r in rows]
    out: dict[str, list[float]] = {"accuracy": correct}
    if kind == "routing":
        escalated = set(metrics.get("escalation_cases") or [])
        out["escalations"] = [1.0 if r["id"] in escalated else 0.0 for r in rows]
        failed = metrics.get("preservation_failure_cases")
        if failed is not None:
            out["preservation_failures"] = [1.0 if r["id"] in set(failed) else 0.0 for r in rows]
    elif kind == "judge":
        pos = sum(1 for r in rows if r["expected"])
        neg = n - pos
        if pos and neg:
            out["balanced_accuracy"] = [c * n / (2 * (pos if r["expected"] else neg)) for c, r in zip(correct, rows)]
        if pos:
            out["false_negative_rate"] = [(1 - c) * n / pos if r["expected"] else 0.0 for c, r in zip(correct, rows)]
        if neg:
            out["false_positive_rate"] = [(1 - c) * n / neg if not r["expected"] else 0.0 for c, r in zip(correct, rows)]
    else:
        for channel in ("fused", "original", "rewrite"):
            for k in (1, 5, 10):
                out[f"{channel}.recall@{k}"] = [_recall(r, channel, k) for r in rows]
            out[f"{channel}.mrr"] = [_rr(r, channel) for r in rows]
        del out["accuracy"]
    return out


def _recall(row: dict[str, Any], channel: str, k: int) -> float:
    gold = set(row["expected"])
    ranked = row["details"]["runs"].get(channel, [])
    return len(gold.intersection(ranked[:k])) / len(gold) if gold else 0.0


def _rr(row: dict[str, Any], channel: str) -> float:
    gold = set(row["expected"])
    ranked = row["details"]["runs"].get(channel, [])
    return next((1.0 / i for i, d in enumerate(ranked, start=1) if d in gold), 0.0)


def compare(
    kind: str,
    set_name: str,
    config_a: EvalConfig,
    config_b: EvalConfig,
    *,
    split: str | None = None,
    limit: int | None = None,
    context: EvalContext | None = None,
    progress: ProgressFn | None = None,
    n_resamples: int = 2000,
    seed: int = 0,
    noise_floor: bool | None = False,
) -> dict[str, Any]:
    """Evaluate both configurations on the same cases and test every difference (B - A).

    Returns ``{"set", "kind", "split", "n", "a", "b", "differences", "mcnemar", "disagreements",
    "n_disagreements", "computed", "seconds"}``; ``a``/``b`` hold each arm's config and metrics,
    ``differences[metric]`` holds ``a``, ``b``, ``diff``, ``low``, ``high``, ``p_value``.

    ``noise_floor`` (``None``: on for any backend that is not the deterministic offline model) runs arm A
    a second time without the cache — an A/A run — and adds ``noise[metric]`` (the A/A difference and its
    interval) and ``differences[metric]["within_noise"]``: B − A no larger than the A/A band.

    Raises:
        DatasetError: the set cannot be read.
        ValueError: the set is an intent set (nothing an A/B config changes).
    """
    started = time.perf_counter()
    ctx = context or EvalContext(cache=True)
    loaded = load_cases(kind, set_name, split, limit)
    chosen = effective_split(kind, set_name, split)

    def staged(label: str) -> ProgressFn | None:
        if progress is None:
            return None
        return lambda p: progress(type(p)(p.done, p.total, p.current, f"{label}:{p.stage}"))

    arm_a = _arm(ctx, kind, set_name, loaded, config_a, chosen, staged("A"))
    arm_b = _arm(ctx, kind, set_name, loaded, config_b, chosen, staged("B"))
    rows_a, rows_b = arm_a["cases"], arm_b["cases"]
    if noise_floor is None:
        noise_floor = not deterministic(ctx, config_a)
    noise: dict[str, dict[str, Any]] = {}
    values_a2: dict[str, list[float]] = {}
    if noise_floor:  # the same configuration again, computed afresh: how much the metrics move with nothing changed
        fresh = EvalContext(engine=ctx.engine, settings=ctx.settings, llm=ctx._llm, embedder=ctx._embedder, cache=None)
        arm_a2 = _arm(fresh, kind, set_name, loaded, config_a, chosen, staged("A/A"))
        values_a2 = per_case_values(kind, arm_a2["cases"], arm_a2["metrics"])
    if [r["id"] for r in rows_a] != [r["id"] for r in rows_b]:
        raise RuntimeError("the two arms evaluated different cases")  # cannot happen: same loaded set
    values_a = per_case_values(kind, rows_a, arm_a["metrics"])
    values_b = per_case_values(kind, rows_b, arm_b["metrics"])
    differences: dict[str, dict[str, Any]] = {}
    for metric, va in values_a.items():
        vb = values_b.get(metric)
        if vb is None or not va:
            continue
        boot = paired_bootstrap(va, vb, n_resamples=n_resamples, seed=seed)
        differences[metric] = {"a": sum(va) / len(va), "b": sum(vb) / len(vb), **boot}
        if noise_floor and metric in values_a2:
            aa = paired_bootstrap(va, values_a2[metric], n_resamples=n_resamples, seed=seed)
            band = max(abs(aa["low"]), abs(aa["high"]), abs(aa["diff"]))
            noise[metric] = {"diff": aa["diff"], "low": aa["low"], "high": aa["high"], "band": band}
            differences[metric]["within_noise"] = abs(boot["diff"]) <= band
    same: Callable[[dict[str, Any], dict[str, Any]], bool] = lambda x, y: x["predicted"] == y["predicted"]
    disagreements = sorted([
        {"id": ra["id"], "expected": ra["expected"], "a_predicted": ra["predicted"], "b_predicted": rb["predicted"],
         "a_correct": ra["correct"], "b_correct": rb["correct"],
         "a_details": ra["details"], "b_details": rb["details"]}
        for ra, rb in zip(rows_a, rows_b) if not same(ra, rb)
    ], key=lambda d: bool(d["b_correct"]))  # first the cases B got wrong
    result: dict[str, Any] = {
        "set": str(set_name), "kind": kind, "split": chosen, "n": len(rows_a),
        "a": {"config": arm_a["config"], "metrics": arm_a["metrics"]},
        "b": {"config": arm_b["config"], "metrics": arm_b["metrics"]},
        "differences": differences,
        "mcnemar": mcnemar([bool(r["correct"]) for r in rows_a], [bool(r["correct"]) for r in rows_b]),
        "disagreements": disagreements[:MAX_DISAGREEMENTS],
        "n_disagreements": len(disagreements),
        "computed": {"a": arm_a["computed"], "b": arm_b["computed"]},
        "noise": noise,
        "noise_floor": bool(noise_floor),
        "seconds": round(time.perf_counter() - started, 1),
    }
    logger.info("A/B %s %s: %d cases, %d disagreements, computed A=%d B=%d", kind, set_name, len(rows_a),
                len(disagreements), arm_a["computed"], arm_b["computed"])
    return result


def deterministic(ctx: EvalContext, config: EvalConfig) -> bool:
    """True for the offline model (same inputs, same reply); any other backend may vary between runs."""
    llm = config.llm or (ctx.llm if config.backend is None else ctx.backend(config.backend))
    return bool(getattr(llm, "offline", False))


def ab_json(result: dict[str, Any]) -> dict[str, Any]:
    """The DESIGN shape of an A/B for ``--json-out``: ``metrics`` {a, b} and ``ab`` {metric: {diff, ci_low,
    ci_high, …}, mcnemar_p, changed (case ids, first the ones B got wrong)}."""
    ab: dict[str, Any] = {
        metric: {"a": d["a"], "b": d["b"], "diff": d["diff"], "ci_low": d["low"], "ci_high": d["high"], "p_value": d["p_value"],
                 **({"within_noise": d["within_noise"]} if "within_noise" in d else {})}
        for metric, d in result["differences"].items()
    }
    ab["mcnemar_p"] = result["mcnemar"]["p_value"]
    ab["mcnemar"] = result["mcnemar"]
    ab["changed"] = [d["id"] for d in result["disagreements"]]
    ab["n_changed"] = result["n_disagreements"]
    if result.get("noise_floor"):
        ab["noise"] = result["noise"]
    return {
        "set": result["set"], "kind": result["kind"], "split": result["split"], "n": result["n"],
        "metrics": {"a": result["a"]["metrics"], "b": result["b"]["metrics"]},
        "config": {"a": result["a"]["config"], "b": result["b"]["config"]},
        "ab": ab, "computed": result["computed"], "seconds": result["seconds"],
    }
