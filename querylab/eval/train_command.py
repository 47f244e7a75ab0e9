"""`python -m querylab train judge [--held-out] [--write]` (parsed in `querylab.cli_train`): fit the offline judge's
learned scorer on the val/dev sets (`querylab.eval.judge_training.TRAINING_SETS`), print its figures, and with
--write save the weights into ``prompts/offline/model.toml`` as ``[judge.learned]`` (trained weights overwrite the
shipped ones, so writing is asked for explicitly). --held-out first prints the leave-one-set-out table against the
rule judge."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Sequence

from querylab.config import Settings
from querylab.eval.context import EvalContext
from querylab.embeddings.base import EmbeddingError
from querylab.eval.datasets import DatasetError
from querylab.eval.judge_eval import offline_judge
from querylab.eval.judge_training import TRAINING_SETS, held_out_report, in_sample_report, set_features, train, write_learned


def _progress(name: str, done: int, total: int) -> None:
    sys.stderr.write(f"\r{name}: {done}/{total} cases featurised")
    if done == total:
        sys.stderr.write("\n")


def _trial(judge: object, aliases: dict | None, trial: str, sets: dict, cache_dir: Path, point: float, hard: bool, hard_missing: bool,
           l2: float) -> int:
    """The held-out report again with each of the trial's column subsets added to the shipped features."""
    from querylab.eval.judge_trials import TRIAL_SUBSETS, columns, with_trial

    try:
        extended = with_trial(judge, aliases, trial, sets, cache_dir, _progress)
    except (ValueError, DatasetError, EmbeddingError) as exc:
        sys.stderr.write(f"error: {exc}\n")
        return 2
    base = next(iter(sets.values())).names
    for label, extra in TRIAL_SUBSETS[trial]:
        rows = held_out_report(columns(extended, (*base, *extra)), point, hard_conflict=hard, hard_missing_entity=hard_missing, l2=l2)
        sys.stdout.write(f"\ntrial {trial}: shipped features + {label} ({', '.join(extra)}); nothing is written\n")
        sys.stdout.write(_table(rows, ["held_out", "n", "learned_ba", "learned_fnr", "learned_fpr"]) + "\n")
        if rows:
            sys.stdout.write(f"mean balanced accuracy: learned {sum(r['learned_ba'] for r in rows) / len(rows):.3f}\n")
    return 0


def _table(rows: list[dict], keys: Sequence[str]) -> str:
    out = ["  ".join(f"{k:>12}" for k in keys)]
    for r in rows:
        out.append("  ".join(f"{r[k]:>12.3f}" if isinstance(r[k], float) else f"{str(r[k]):>12}" for k in keys))
    return "\n".join(out)


def train_judge(settings: Settings, *, held_out: bool, hard: bool, l2: float, write: bool, trial: str | None = None,
                hard_missing: bool = False) -> int:
    """Featurise the training sets (cached), report, fit, and write when asked; returns the exit status.

    ``trial`` (with ``held_out``): also the held-out report with candidate features added (`judge_trials`); then
    nothing is fitted or written."""
    if trial is not None and (not held_out or write):
        sys.stderr.write("error: --trial measures candidate features held out: use it with --held-out and without --write\n")
        return 2
    ctx = EvalContext(settings)
    model = ctx.backend("offline")
    judge = offline_judge(model)
    if judge is None:
        sys.stderr.write("error: training needs the offline model's judge\n")
        return 2
    glossary = getattr(model, "glossary", None)
    aliases = glossary.for_tenant(settings.tenant) if glossary is not None else None
    cache_dir = ctx.cache_dir / "judge_features"
    corpus = Path(settings.sample_corpus_dir)  # each case is scored with its tenant's glossary, names and titles (`set_features`)
    sets = {}
    try:
        for name, source, split in TRAINING_SETS:
            features = set_features(judge, aliases, name, source, split, cache_dir, _progress, glossary=glossary, corpus_folder=corpus)
            if features is not None:
                sets[name] = features
    except DatasetError as exc:
        sys.stderr.write(f"error: {exc}\n")
        return 2
    point = float(judge.threshold)
    if held_out:
        sys.stdout.write(f"leave-one-set-out (hard_conflict={hard}, hard_missing_entity={hard_missing}, l2={l2:g}); "
                         "rule = the shipped rule judge (in-sample)\n")
        rows = held_out_report(sets, point, hard_conflict=hard, hard_missing_entity=hard_missing, l2=l2)
        sys.stdout.write(_table(rows, ["held_out", "n", "rule_ba", "rule_fnr", "learned_ba", "learned_fnr", "learned_fpr"]) + "\n")
        if rows:
            sys.stdout.write(f"mean balanced accuracy: rule {sum(r['rule_ba'] for r in rows) / len(rows):.3f}, "
                             f"learned {sum(r['learned_ba'] for r in rows) / len(rows):.3f}\n")
        if trial is not None:
            return _trial(judge, aliases, trial, sets, cache_dir, point, hard, hard_missing, l2)
    scorer = train(list(sets.values()), point, hard_conflict=hard, hard_missing_entity=hard_missing, l2=l2)
    sys.stdout.write(f"all sets (in-sample): {scorer.note}\n")
    sys.stdout.write(_table(in_sample_report(scorer, sets, point), ["set", "n", "rule_ba", "learned_ba", "learned_fnr", "learned_fpr"]) + "\n")
    if write:
        path = Path(settings.prompts_dir) / "offline" / "model.toml"
        write_learned(path, scorer)
        sys.stdout.write(f"written to {path} [judge.learned]\n")
    return 0
