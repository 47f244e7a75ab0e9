"""`python -m querylab eval routing|judge|retrieval SET`: load a set, run it, print and save the metrics.

`run_eval` is the one entry point the command line, the Evaluate page and the benchmarks share, so
they report the same numbers. It returns::

    {"set", "split", "n", "metrics": {...}, "cases": [{"id", "expected", "predicted", "correct",
     "details"}], "config": {...}, "computed", "seconds", "date"}

Which evaluation runs is decided by the set (see the ``*_eval`` modules): route sets go through the
router step, intent sets (CLINC150, BANKING77) through a classifier fitted on ``train`` and
calibrated on ``val``, judge sets through the judge step, BEIR folders through every retrieval
channel. Per-case results are cached in ``<data_dir>/cache/eval.sqlite`` when a cache is given (the
command line always uses it), so a re-run only computes what changed.

A set that cannot be read raises `DatasetError` from `run_eval`; `run_eval_command` prints its
message (which names the file and line) and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from querylab.config import Settings
from querylab.eval.context import DEFAULT_PRESETS, EvalConfig, EvalContext, ProgressFn
from querylab.eval.datasets import DatasetError, RetrievalSet
from querylab.eval.public_sets import PUBLIC_SETS, effective_split, load_cases, resolve_set, set_key  # noqa: F401 (re-exported)
from querylab.eval.set_folders import FILE_PATTERNS, print_folder, run_folder

if TYPE_CHECKING:  # pragma: no cover - typing only
    from querylab.engine import Engine
    from querylab.eval.cache import ResultCache
    from querylab.llm.base import LLM

logger = logging.getLogger(__name__)

EXIT_UNREADABLE_SET = 2
EXIT_FAILED = 1


def run_eval(
    kind: str,
    set_name: str,
    split: str | None = None,
    preset: str | None = None,
    limit: int | None = None,
    progress: ProgressFn | None = None,
    llm: "LLM | None" = None,
    engine: "Engine | None" = None,
    *,
    settings: Settings | None = None,
    cache: "ResultCache | bool | None" = None,
    config: EvalConfig | None = None,
    context: EvalContext | None = None,
) -> dict[str, Any]:
    """Evaluate ``kind`` on ``set_name`` (a public name, file or folder) and return metrics and per-case rows.

    ``llm`` / ``engine`` / ``settings`` supply the parts (see `EvalContext`); ``config`` overrides
    ``preset`` with a full configuration (templates, backend); ``cache`` is a `ResultCache`, ``True``
    for the default ``<data_dir>/cache/eval.sqlite``, or ``None`` for no caching.

    Raises:
        DatasetError: the set cannot be read (unknown name, missing file, malformed line).
    """
    from querylab.eval.judge_eval import evaluate_judge_set
    from querylab.eval.retrieval_eval import evaluate_retrieval_set
    from querylab.eval.route_eval import evaluate_intent_set, evaluate_route_set, is_intent_set

    started = time.perf_counter()
    ctx = context or EvalContext(settings, engine=engine, llm=llm, cache=cache)
    cfg = config or EvalConfig(preset=preset)
    if cfg.preset is None:
        cfg = replace(cfg, preset=DEFAULT_PRESETS[kind])
    loaded = load_cases(kind, set_name, split, limit)
    chosen = effective_split(kind, set_name, split)
    key = set_key(kind, set_name)
    if kind == "routing":
        if is_intent_set(loaded):
            result = evaluate_intent_set(ctx, str(set_name), loaded, chosen, progress=progress)
        else:
            result = evaluate_route_set(ctx, loaded, cfg, set_key=key, progress=progress)
        n = len(loaded)
    elif kind == "judge":
        result = evaluate_judge_set(ctx, loaded, cfg, set_name=str(set_name), set_key=key, split=chosen, progress=progress)
        n = len(loaded)
    else:
        assert isinstance(loaded, RetrievalSet)
        result = evaluate_retrieval_set(ctx, loaded, cfg, set_key=key, progress=progress)
        n = result["metrics"]["n"]
    out: dict[str, Any] = {
        "set": str(set_name),
        "kind": kind,
        "split": chosen,
        "limit": limit,
        "n": n,
        "metrics": result["metrics"],
        "cases": result["cases"],
        "config": result.get("config", {}),
        "computed": result.get("computed", n),
        "seconds": round(time.perf_counter() - started, 1),
        "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
    }
    if "calibration" in result:
        out["calibration"] = result["calibration"]
    logger.info("eval %s %s (%s): n=%d in %.1f s (%d computed)", kind, set_name, chosen, n, out["seconds"], out["computed"])
    return out


# -- printing ------------------------------------------------------------------------------------


def _fmt(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, float):
        return f"{value:.3f}"
    return str(value)


def _table(rows: list[tuple[str, ...]], out: TextIO) -> None:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for j, row in enumerate(rows):
        out.write("  ".join(cell.ljust(widths[i]) if i == 0 else cell.rjust(widths[i]) for i, cell in enumerate(row)).rstrip() + "\n")
        if j == 0:
            out.write("  ".join("-" * w for w in widths) + "\n")


def print_metrics(result: dict[str, Any], out: TextIO | None = None) -> None:
    """The metrics of a `run_eval` result as a plain-text table (the command line's output)."""
    out = out or sys.stdout
    kind, m = result["kind"], result["metrics"]
    out.write(f"{kind} · {result['set']} · split {result['split']} · n={result['n']} · {result['seconds']} s"
              f" ({result['computed']} computed)\n")
    if kind == "retrieval":
        ks = sorted({int(k.rsplit("@", 1)[1]) for k in m if ".recall@" in k})
        rows = [("channel", *[f"R@{k}" for k in ks], "MRR")]
        for ch in m.get("channels", []):
            rows.append((ch, *[_fmt(m.get(f"{ch}.recall@{k}")) for k in ks], _fmt(m.get(f"{ch}.mrr"))))
        _table(rows, out)
        out.write(f"rewritten queries: {_fmt(m.get('rewritten_share'))}  judge yes: {_fmt(m.get('judge_yes_share'))}\n")
        return
    if kind == "judge":
        keys = ["accuracy", "balanced_accuracy", "false_negative_rate", "false_positive_rate", "precision", "recall", "unparsed"]
        rows = [("metric", "configured")]
        cal = m.get("calibrated")
        if cal:
            rows = [("metric", "configured", "val-calibrated")]
        for k in keys:
            rows.append((k, _fmt(m.get(k)), *([_fmt(cal.get(k))] if cal else [])))
        _table(rows, out)
        if m.get("configured"):
            out.write(f"configured: {json.dumps(m['configured'])}\n")
        if cal:
            note = " (in-sample: evaluate --split test for a held-out number)" if cal.get("in_sample") else ""
            out.write(f"calibrated on val (n={cal['calibration_n']}): coverage_weight={cal['coverage_weight']:g} "
                      f"threshold={cal['threshold']:.4f}{note}\n")
        return
    if "in_scope_accuracy" in m and "train_n" in m:  # an intent set: no privileges, no normalized queries
        keys = ["accuracy", "in_scope_accuracy", "in_scope_accuracy_no_threshold", "oos_recall", "oos_precision", "oos_f1",
                "threshold", "train_n"]
    else:
        keys = ["accuracy", "in_scope_accuracy", "oos_recall", "escalations", "clarifications_skipped",
                "preservation_failures", "guard_rejections", "unparsed"]
    rows = [("metric", "value")] + [(k, _fmt(m[k])) for k in keys if k in m]
    _table(rows, out)
    if "calibration" in m:
        c = m["calibration"]
        out.write(f"oos threshold {c['threshold']:.4f} chosen on val (n={c['n']}, objective {c['objective']}): "
                  f"val in-scope {_fmt(c.get('val_in_scope_accuracy'))}, val oos recall {_fmt(c.get('val_oos_recall'))}"
                  f"{' (in-sample)' if c.get('in_sample') else ''}\n")
    if m.get("gray_zone"):
        g = m["gray_zone"]
        out.write(f"gray zone ±{g['delta']}: clarify {_fmt(g['clarify_rate'])} of cases; decided in-scope accuracy "
                  f"{_fmt(g['in_scope_accuracy'])}, oos recall {_fmt(g['oos_recall'])}\n")
    per_route = m.get("per_route") or {}
    if per_route and len(per_route) <= 12:
        rows = [("route", "precision", "recall", "support", "predicted")]
        rows += [(r, _fmt(v["precision"]), _fmt(v["recall"]), str(v["support"]), str(v["predicted"])) for r, v in per_route.items()]
        _table(rows, out)


def json_summary(result: dict[str, Any]) -> dict[str, Any]:
    """What ``--json-out`` writes: the DESIGN keys (set, n, metrics) plus split, config and provenance."""
    out = {k: result[k] for k in ("set", "n", "metrics")}
    out.update({k: result.get(k) for k in ("kind", "split", "limit", "config", "seconds", "date", "computed")})
    if "calibration" in result:
        out["calibration"] = result["calibration"]
    return out


def run_eval_command(args: argparse.Namespace, settings: Settings) -> int:
    """The ``eval`` subcommand: progress on stderr, a metrics table on stdout, JSON to ``--json-out``."""
    from querylab.progress import ProgressBar

    bar = ProgressBar(f"eval {args.kind} {args.set}")
    if getattr(args, "ab", None):
        return run_ab_command(args, settings, bar)
    config = EvalConfig(preset=getattr(args, "preset", None), rerank=bool(getattr(args, "rerank", False)),
                        backend=getattr(args, "backend", None))  # --backend: offline | local | openai
    if args.kind in FILE_PATTERNS and Path(args.set).is_dir():  # "eval routing tests/data/blind --split test": every author's file
        return _run_folder_command(args, settings, config, bar)
    status, result = _guarded("evaluation", lambda: run_eval(args.kind, args.set, args.split, config.preset, getattr(args, "limit", None),
                                                             progress=bar, settings=settings, cache=True, config=config))
    if result is None:
        return status
    print_metrics(result)
    _write_json(getattr(args, "json_out", None), json_summary(result), "metrics")
    return 0


def _run_folder_command(args: argparse.Namespace, settings: Settings, config: EvalConfig, bar: ProgressFn) -> int:
    """Each routing or judge file of ``--split`` under the folder, as it is (no split of its own), then pooled."""
    folder = Path(args.set)

    def one(path: Path) -> dict[str, Any]:
        return run_eval(args.kind, str(path), None, config.preset, getattr(args, "limit", None), progress=bar, settings=settings,
                        cache=True, config=config)

    status, out = _guarded("evaluation", lambda: run_folder(args.kind, folder, args.split, one))
    if out is None:
        return status
    results, total = out
    print_folder(args.kind, folder, results, total, sys.stdout)
    _write_json(getattr(args, "json_out", None), {"files": [json_summary(r) for r in results], "pooled": total}, "metrics")
    return 0


def _guarded(what: str, run: Any) -> tuple[int, Any]:
    """(0, result), or (exit status, None) with the reason on stderr: an unreadable set, or a failed run."""
    try:
        return 0, run()
    except DatasetError as exc:
        sys.stderr.write(f"error: {exc}\n")
        return EXIT_UNREADABLE_SET, None
    except Exception as exc:
        logger.exception("%s failed", what)
        sys.stderr.write(f"error: {what} failed: {type(exc).__name__}: {exc}\n")
        return EXIT_FAILED, None


def _write_json(path_text: str | None, data: Any, what: str) -> None:
    if not path_text:
        return
    path = Path(path_text)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False, default=str), encoding="utf-8")
    sys.stdout.write(f"{what} written to {path}\n")


def run_ab_command(args: argparse.Namespace, settings: Settings, bar: ProgressFn) -> int:
    """``eval KIND SET --ab NAME=PATH …``: arm A the active configuration, arm B the same with those files."""
    from querylab.cli_prompts import EXIT_BAD_FILE, DraftError, parse_drafts
    from querylab.eval.ab import ab_json, compare
    from querylab.revisions import revisions_for
    from querylab.storage import shared_database

    try:
        drafts = parse_drafts(revisions_for(settings.prompts_dir, settings.data_dir, shared_database(settings)), args.ab)
    except DraftError as exc:
        sys.stderr.write(f"error: --ab {exc}\n")
        return EXIT_BAD_FILE
    preset = getattr(args, "preset", None) or DEFAULT_PRESETS[args.kind]
    rerank = bool(getattr(args, "rerank", False))
    backend = getattr(args, "backend", None)
    config_a = EvalConfig(preset=preset, rerank=rerank, backend=backend, label="A (active)")
    config_b = EvalConfig(preset=preset, rerank=rerank, backend=backend, templates={d.name: d for d in drafts},
                          label="B (" + ", ".join(f"{d.name}@{d.revision}" for d in drafts) + ")")
    status, result = _guarded("A/B evaluation", lambda: compare(
        args.kind, args.set, config_a, config_b, split=args.split, limit=getattr(args, "limit", None),
        context=EvalContext(settings, cache=True), progress=bar, noise_floor=True if getattr(args, "noise_floor", False) else None))
    if result is None:
        return status
    summary = ab_json(result)
    print_ab(summary)
    _write_json(getattr(args, "json_out", None), summary, "A/B")
    return 0


def print_ab(summary: dict[str, Any], out: TextIO | None = None) -> None:
    out = out or sys.stdout
    ab = summary["ab"]
    out.write(f"A/B {summary['kind']} · {summary['set']} · split {summary['split']} · n={summary['n']} · "
              f"B = {summary['config']['b'].get('label', '')}\n")
    rows = [("metric", "A", "B", "B-A", "95% CI", "noise")]
    for metric, d in ab.items():
        if isinstance(d, dict) and "diff" in d and "ci_low" in d:
            noise = "" if "within_noise" not in d else ("within noise" if d["within_noise"] else "beyond noise")
            rows.append((metric, _fmt(d["a"]), _fmt(d["b"]), f"{d['diff']:+.3f}", f"[{d['ci_low']:+.3f}, {d['ci_high']:+.3f}]", noise))
    _table(rows, out)
    out.write(f"McNemar p = {ab['mcnemar_p']:.4g} · {ab['n_changed']} case(s) changed"
              + (f": {', '.join(ab['changed'][:10])}{' …' if ab['n_changed'] > 10 else ''}" if ab["changed"] else "") + "\n")
