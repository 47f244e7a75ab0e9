"""Training the offline judge's learned scorer (`querylab.judge_scorer`) and its leave-one-set-out check.

Why a module of its own: the data it may read is fixed here and nowhere else — val splits of the public judge sets
and the dev files of the blind policy sets, never a test split (`TRAINING_SETS`; `check_training_source`, the guard
the route trainer uses too, refuses anything else). Each set counts equally in the fit and in the choice of the cut-off (its two classes balanced
within it), so SQuAD's 3,597 val cases do not drown 81 policy questions. The held-out report trains on every set
but one and scores that one, for the learned scorer and for the rule judge as shipped on the same cases — the
rule judge's knobs were chosen on these same dev/val sets, so its column is in-sample and flatters it.

Features are computed once per set by the rule judge (`CoverageJudge.score` + `judge_features`) and cached under
``<data_dir>/cache/judge_features/`` keyed by the features' code, the rule knobs and the cases: retraining and
the held-out folds then take seconds.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from querylab.config import REPO_ROOT
from querylab.eval.metrics import judge_metrics
from querylab.eval.judge_eval import case_tenant, case_titles
from querylab.eval.public_sets import resolve_set
from querylab.offline import catalogue
from querylab.eval.training_sources import check_training_source
from querylab.offline.judge_features import FEATURE_NAMES, judge_features
from querylab.judge_scorer import LearnedScorer, fit_logistic, learned_verdict, scorer_from_fit

logger = logging.getLogger(__name__)

#: (short name, set name or repository path, split): the only data the scorer is trained or tuned on.
#: v7 dev is left out: written to stress one shape (answerable questions carrying the asker's own figures, each with an
#: unanswerable twin), it lowered every other held-out fold it joined (docs/eval_results.md, round 6). The shipped
#: weights (prompts/offline/model.toml) predate v5, v6 and v8: retrained with them, CLAP NQ val fell 0.788 -> 0.749.
TRAINING_SETS: tuple[tuple[str, str, str | None], ...] = (
    ("blind_v1_dev", "tests/data/blind/judge_policy_dev.jsonl", None),
    ("blind_v2_dev", "tests/data/blind/v2/judge_policy_dev.jsonl", None),
    ("blind_v3_dev", "tests/data/blind/v3/judge_policy_dev.jsonl", None),  # used when the file exists
    ("blind_v4_dev", "tests/data/blind/v4/judge_policy_dev.jsonl", None),
    ("blind_v5_dev", "tests/data/blind/v5/judge_policy_dev.jsonl", None),
    ("blind_v6_dev", "tests/data/blind/v6/judge_policy_dev.jsonl", None),
    ("blind_v8_dev", "tests/data/blind/v8/judge_policy_dev.jsonl", None),
    ("clapnq_val", "clapnq", "val"),
    ("squad2_val", "squad2", "val"),
    ("judge_cases", "tests/data/judge_cases.jsonl", None),
)
#: The folds of the held-out report (judge_cases is always trained on: 30 cases are too few to score alone).
HELD_OUT = ("blind_v2_dev", "blind_v1_dev", "blind_v3_dev", "blind_v4_dev", "blind_v5_dev", "blind_v6_dev", "blind_v8_dev",
            "clapnq_val", "squad2_val")
L2 = 100.0
#: The blind policy dev sets count twice: the product is judged on policy questions, and SQuAD's adversarial
#: same-paragraph questions would otherwise set the cut-off (chosen leave-one-set-out, see docs/eval_results.md).
SET_WEIGHT: dict[str, float] = {"blind_v1_dev": 2.0, "blind_v2_dev": 2.0, "blind_v3_dev": 2.0, "blind_v4_dev": 2.0,
                               "blind_v5_dev": 2.0, "blind_v6_dev": 2.0, "blind_v8_dev": 2.0}
#: The cut-off may not let the training sets' weighted mean false-negative rate exceed issue 18's bound (FNR <= 0.15).
#: Round 5: with v4 dev in training the unbounded cut rose to 0.57 in the fold that holds v1 dev out and v1 dev's FNR
#: went to 0.262 (BA 0.939 -> 0.843); bounded, 0.890 / 0.143 (docs/eval_results.md).
MAX_FNR = 0.15


@dataclass
class SetFeatures:
    """One training set: the feature matrix (columns named by ``names``: `FEATURE_NAMES`, or more in a trial of
    candidate features, `judge_trials`), labels, the rule judge's verdicts."""

    name: str
    x: np.ndarray
    y: np.ndarray
    rule_yes: np.ndarray
    conflict: np.ndarray
    names: tuple[str, ...] = FEATURE_NAMES

    @property
    def missing_entity(self) -> np.ndarray:
        """A name the question gives that no document names (`JudgeScore.has_missing_entity`), read from its column."""
        return self.x[:, self.names.index("missing_entity")] > 0.5

    @property
    def n(self) -> int:
        return int(self.y.size)


def _cache_key(judge: Any, cases: Sequence[Any]) -> str:
    code = "".join((Path(__file__).parent.parent / "offline" / f).read_text(encoding="utf-8")
                   for f in ("judge_features.py", "judge.py", "alignment.py", "constraints.py", "focus.py", "figures.py", "spans.py", "audiences.py"))
    knobs = {k: getattr(judge, k, None) for k in ("threshold", "coverage_weight", "cosine_floor", "cosine_ceiling", "conflict_penalty",
                                                  "missing_penalty", "negation_penalty", "answer_type_penalty", "unit_penalty")}
    h = hashlib.sha256(code.encode())
    h.update(json.dumps(knobs, sort_keys=True).encode())
    for c in cases:
        h.update(json.dumps([c.id, c.question, c.documents, c.answerable]).encode())
    return h.hexdigest()[:16]


def set_features(judge: Any, aliases: dict[str, Any] | None, name: str, source: str, split: str | None, cache_dir: Path,
                 progress: Callable[[str, int, int], None] | None = None, *, glossary: Any = None,
                 corpus_folder: Path | None = None) -> SetFeatures | None:
    """Features of one training set (None when its file does not exist), computed once and cached.

    With ``glossary`` and ``corpus_folder`` each case is scored as `eval judge` and a turn score it: with its own
    tenant's glossary, product names and passages' titles (`judge_eval.case_titles`); ``aliases`` serves cases of no tenant. Without
    them every case got the default tenant's glossary and no titles, and the features the scorer was fitted on were not
    the ones it is applied to (session 41: 0.733 against 0.763 on v50 + v51 test for the same weights)."""
    check_training_source(source, split)
    path = REPO_ROOT / source if source.endswith(".jsonl") else None
    if path is not None and not path.exists():
        return None
    cases = resolve_set("judge", str(path) if path else source, split)
    assert isinstance(cases, list)
    in_context = glossary is not None or corpus_folder is not None
    for tenant in sorted({case_tenant(c, "") for c in cases} - {""}) if corpus_folder is not None else ():
        catalogue.learn_folder(tenant, corpus_folder / tenant)  # the tenant's product names, as `eval judge` learns them
    cache = cache_dir / f"{name}-{_cache_key(judge, cases)}{'-ctx' if in_context else ''}.json"
    if cache.exists():
        data = json.loads(cache.read_text(encoding="utf-8"))
    else:
        rows = []
        for i, case in enumerate(cases, start=1):
            docs = list(case.documents)
            tenant = case_tenant(case, "")  # the case's company, as in a turn
            own = glossary.for_tenant(tenant) if glossary is not None and tenant else aliases
            s = judge.score(case.question, docs, own or None, tenant, titles=case_titles(case, corpus_folder))
            f = judge_features(judge, case.question, docs, s)
            rows.append({"f": [f[k] for k in FEATURE_NAMES], "y": bool(case.answerable), "rule": s.score >= judge.threshold,
                         "conflict": s.has_conflict})
            if progress is not None and (i % 100 == 0 or i == len(cases)):
                progress(name, i, len(cases))
        data = {"features": list(FEATURE_NAMES), "rows": rows}
        cache_dir.mkdir(parents=True, exist_ok=True)
        cache.write_text(json.dumps(data), encoding="utf-8")
    rows = data["rows"]
    return SetFeatures(name, np.array([r["f"] for r in rows], dtype=float).reshape(len(rows), len(FEATURE_NAMES)),
                       np.array([r["y"] for r in rows], dtype=float), np.array([r["rule"] for r in rows], dtype=bool),
                       np.array([r["conflict"] for r in rows], dtype=bool))


def _weights(sets: Sequence[SetFeatures], set_weight: Mapping[str, float] | None = None) -> np.ndarray:
    """Each set weighs the same in total (times its ``set_weight``), its answerable and unanswerable halves equally."""
    parts = []
    for s in sets:
        w = np.zeros(s.n)
        for label in (0.0, 1.0):
            k = int((s.y == label).sum())
            if k:
                w[s.y == label] = (set_weight or {}).get(s.name, 1.0) / (2 * k * len(sets))
        parts.append(w)
    return np.concatenate(parts)


def _choose_cut(sets: Sequence[SetFeatures], probs: Sequence[np.ndarray], hard_conflict: bool,
                set_weight: Mapping[str, float] | None = None, max_fnr: float | None = MAX_FNR) -> float:
    """The probability cut-off with the best (``set_weight``-weighted) mean balanced accuracy over the training sets,
    among the cut-offs whose weighted mean false-negative rate is at most ``max_fnr`` (all of them when none is)."""
    grid = np.linspace(0.05, 0.95, 91)
    sw = [(set_weight or {}).get(s.name, 1.0) for s in sets]
    scored = []
    for t in grid:
        ms = [judge_metrics([bool(v) for v in s.y], [bool(v) for v in learned_verdict(p, s.conflict, t, hard_conflict)])
              for s, p in zip(sets, probs)]
        scored.append((float(t), float(np.average([m["balanced_accuracy"] for m in ms], weights=sw)),
                       float(np.average([m["false_negative_rate"] for m in ms], weights=sw))))
    allowed = [row for row in scored if max_fnr is None or row[2] <= max_fnr] or scored
    best, best_score = 0.5, -1.0
    for t, score, _ in allowed:
        if score > best_score + 1e-9:
            best, best_score = t, score
    return best


def train(sets: Sequence[SetFeatures], decision_point: float, *, hard_conflict: bool = True, hard_missing_entity: bool = False, l2: float = L2,
          features: Sequence[str] | None = None, set_weight: Mapping[str, float] | None = SET_WEIGHT) -> LearnedScorer:
    """Fit the scorer on ``sets`` and fold its chosen cut-off into the bias (the [judge] threshold is the decision point).

    ``features``: the columns to use (default: all of the sets' ``names``)."""
    features = list(features or sets[0].names)
    cols = [sets[0].names.index(k) for k in features]
    x = np.vstack([s.x[:, cols] for s in sets])
    y = np.concatenate([s.y for s in sets])
    sw = _weights(sets, set_weight)
    mean = (x * sw[:, None]).sum(0) / sw.sum()
    scale = np.sqrt((((x - mean) ** 2) * sw[:, None]).sum(0) / sw.sum())
    keep = scale > 1e-9  # a feature constant in training says nothing
    names = [k for k, ok in zip(features, keep) if ok]
    z = (x[:, keep] - mean[keep]) / scale[keep]
    w, b = fit_logistic(z, y, sw, l2=l2)
    probs, start = [], 0
    for s in sets:
        zs = z[start:start + s.n]
        probs.append(1.0 / (1.0 + np.exp(-np.clip(zs @ w + b, -30, 30))))
        start += s.n
    # The cut-off is chosen without the missing-name veto: chosen with it, the cut moved down to win back the vetoed
    # answerable cases of CLAP NQ and SQuAD and held out CLAP NQ val fell from 0.749 to 0.687 (docs/eval_results.md, round 4).
    cut = _choose_cut(sets, probs, hard_conflict, set_weight)
    note = f"trained on {', '.join(f'{s.name} ({s.n})' for s in sets)}; l2 {l2:g}; cut {cut:.2f}"
    return scorer_from_fit(names, mean[keep], scale[keep], w, b, cut, decision_point, hard_conflict, note, hard_missing_entity)


def predict(scorer: LearnedScorer, s: SetFeatures, decision_point: float) -> np.ndarray:
    """The learned judge's verdicts on ``s``: the rule of `CoverageJudge.decide` (`learned_verdict`), on cached features."""
    p = np.array([scorer.probability(dict(zip(s.names, row))) for row in s.x])
    return learned_verdict(p, s.conflict, decision_point, scorer.hard_conflict, s.missing_entity, scorer.hard_missing_entity)


def held_out_report(sets: dict[str, SetFeatures], decision_point: float, *, hard_conflict: bool = True, hard_missing_entity: bool = False,
                    l2: float = L2) -> list[dict[str, Any]]:
    """Leave one set out: train on the others, score it; the rule judge (as shipped) on the same cases beside it."""
    rows = []
    for held in HELD_OUT:
        if held not in sets:
            continue
        scorer = train([s for k, s in sets.items() if k != held], decision_point, hard_conflict=hard_conflict,
                       hard_missing_entity=hard_missing_entity, l2=l2)
        target = sets[held]
        learned = judge_metrics([bool(v) for v in target.y], [bool(v) for v in predict(scorer, target, decision_point)])
        rule = judge_metrics([bool(v) for v in target.y], [bool(v) for v in target.rule_yes])
        rows.append({"held_out": held, "n": target.n, "rule_ba": rule["balanced_accuracy"], "rule_fnr": rule["false_negative_rate"],
                     "rule_fpr": rule["false_positive_rate"], "learned_ba": learned["balanced_accuracy"],
                     "learned_fnr": learned["false_negative_rate"], "learned_fpr": learned["false_positive_rate"]})
    return rows


def in_sample_report(scorer: LearnedScorer, sets: dict[str, SetFeatures], decision_point: float) -> list[dict[str, Any]]:
    rows = []
    for name, s in sets.items():
        m = judge_metrics([bool(v) for v in s.y], [bool(v) for v in predict(scorer, s, decision_point)])
        rule = judge_metrics([bool(v) for v in s.y], [bool(v) for v in s.rule_yes])
        rows.append({"set": name, "n": s.n, "rule_ba": rule["balanced_accuracy"], "learned_ba": m["balanced_accuracy"],
                     "learned_fnr": m["false_negative_rate"], "learned_fpr": m["false_positive_rate"]})
    return rows


def write_learned(path: Path, scorer: LearnedScorer) -> str:
    """Replace (or append) the ``[judge.learned…]`` tables of a knob file, keeping everything else as it is."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    out, skipping = [], False
    for line in lines:
        head = line.strip()
        if head.startswith("["):
            skipping = head.split("]")[0].strip("[ ").startswith("judge.learned")
        if not skipping:
            out.append(line)
    text = "".join(out).rstrip("\n") + "\n\n" + scorer.to_toml()
    path.write_text(text, encoding="utf-8")
    return text
