"""The offline judge's learned scorer: a logistic regression over `querylab.offline.judge_features`, read from the
knob file (`[judge.learned]` of `prompts/offline/model.toml`), so a revision of that file carries its weights.

Why a model and not more penalties: the rule judge's penalties were tuned by hand on the sets they were written
for and lost 0.13-0.15 balanced accuracy on unseen ones; weights fitted across several sets at once, and checked
leave-one-set-out (`python -m querylab train judge --held-out`), generalise better. The weights are trained
offline by `python -m querylab train judge` (`querylab.eval.judge_training`); nothing is trained or downloaded at
run time.

The scorer's output is a probability whose decision point is the ``[judge] threshold`` knob: the threshold chosen
in training is folded into the bias, so the knob keeps its meaning (raise it and the judge says "no" more often)
and a draft with ``threshold = 0.99`` still makes a strict judge. A constraint met only by another value of its
kind (a conflict) stays a hard "no" when ``hard_conflict`` is true; a name the question gives that no document
names (a missing entity: "for our people in Illinois" against a policy that names other states) is one when
``hard_missing_entity`` is true (issue 18 round 4: the scorer weighs that feature little, because CLAP NQ and SQuAD
questions often name what their passage does not). The shipped knob file has it off since round 5: held out it
changed no verdict on v1, v2 or v4 dev, CLAP NQ val or SQuAD val, helped only v3 dev (whose errors it was read from),
and on test splits nobody tuned on it cost one answerable case each on v2 and v4 (docs/eval_results.md).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Mapping

import numpy as np

from querylab.numeric import logit

#: The features the scorer may weigh, in the order `querylab.offline.judge_features` computes them. They live here,
#: outside the offline package, so the knob file's validator (`querylab.knobs`) can check a weights table without
#: importing the offline model (which imports the knobs).
CONSTRAINT_KINDS: tuple[str, ...] = ("version", "date", "number", "entity", "qualifier")  # constraints.KINDS but "negation"
FEATURE_NAMES: tuple[str, ...] = (
    "coverage", "best_cosine", "second_cosine", "pair_cosine", "passage_cosine", "best_minus_mean", "mean_cosine",
    "rule_score", "rule_penalty",
    "n_constraints", "n_matched", "any_conflict", "any_excluded", "n_missing",
    *(f"missing_{k}" for k in CONSTRAINT_KINDS), *(f"conflict_{k}" for k in CONSTRAINT_KINDS), *(f"matched_{k}" for k in CONSTRAINT_KINDS),
    "negation_missing", "answer_needed", "answer_span", "answer_missing", "unit_conflict", "focus_asked", "focus_missing",
    "topic_coverage", "log_question_terms", "log_sentences", "missing_share",
)

#: The smallest standard deviation a feature needs in the training rows to be read (about one row in 10,000 set to 1).
MIN_SCALE = 0.01


@dataclass(frozen=True)
class LearnedScorer:
    """Standardised features → logistic probability. ``mean``/``scale``/``weights`` are keyed by feature name."""

    weights: dict[str, float]
    mean: dict[str, float]
    scale: dict[str, float]
    bias: float
    hard_conflict: bool = True
    note: str = ""
    hard_missing_entity: bool = False

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "LearnedScorer":
        """Read ``[judge.learned]``; raise ValueError naming the bad key (a feature this code does not compute is
        an error: its weight would silently do nothing)."""
        if not isinstance(data, Mapping):
            raise ValueError("must be a table with bias, weights, mean and scale")
        tables: dict[str, dict[str, float]] = {}
        for part in ("weights", "mean", "scale"):
            table = data.get(part)
            if not isinstance(table, Mapping) or not table:
                raise ValueError(f"needs a non-empty table [judge.learned.{part}]")
            unknown = sorted(set(table) - set(FEATURE_NAMES))
            if unknown:
                raise ValueError(f"[judge.learned.{part}] names unknown features: {', '.join(unknown)}")
            bad = [k for k, v in table.items() if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v)]
            if bad:
                raise ValueError(f"[judge.learned.{part}] values must be finite numbers: {', '.join(bad)}")
            tables[part] = {k: float(v) for k, v in table.items()}
        if set(tables["weights"]) - set(tables["mean"]) or set(tables["weights"]) - set(tables["scale"]):
            raise ValueError("every weighted feature needs a mean and a scale")
        if any(tables["scale"][k] <= 0 for k in tables["weights"]):
            raise ValueError("[judge.learned.scale] values must be positive")
        bias = data.get("bias")
        if isinstance(bias, bool) or not isinstance(bias, (int, float)) or not math.isfinite(bias):
            raise ValueError("needs a finite number bias")
        hard = data.get("hard_conflict", True)
        if not isinstance(hard, bool):
            raise ValueError("hard_conflict must be true or false")
        missing = data.get("hard_missing_entity", False)
        if not isinstance(missing, bool):
            raise ValueError("hard_missing_entity must be true or false")
        extra = sorted(set(data) - {"weights", "mean", "scale", "bias", "hard_conflict", "hard_missing_entity", "note"})
        if extra:
            raise ValueError(f"unknown keys: {', '.join(extra)}")
        return cls(tables["weights"], tables["mean"], tables["scale"], float(bias), hard, str(data.get("note", "")), missing)

    def logit(self, features: Mapping[str, float]) -> float:
        """Features the training rows (almost) never showed (``scale`` below `MIN_SCALE`) are left out: standardised, one
        such feature at 1 stood some 185 deviations from its mean, so a weight the regulariser had left at -0.02 ("a
        version the passage matches") took 3.3 logits off every question that named a version the documents give (judge
        round 23). At 0 such a feature contributes nothing either way."""
        return self.bias + sum(w * (float(features.get(k, 0.0)) - self.mean[k]) / self.scale[k] for k, w in self.weights.items()
                               if self.scale[k] >= MIN_SCALE)

    def probability(self, features: Mapping[str, float]) -> float:
        z = self.logit(features)
        return 1.0 / (1.0 + math.exp(-z)) if z > -700 else 0.0

    def to_toml(self) -> str:
        """The ``[judge.learned]`` tables as TOML text (what `python -m querylab train judge --write` appends)."""
        lines = ["[judge.learned]  # written by `python -m querylab train judge --write`; the [judge] threshold is its decision point",
                 f"bias = {self.bias:.6f}", f"hard_conflict = {'true' if self.hard_conflict else 'false'}",
                 f"hard_missing_entity = {'true' if self.hard_missing_entity else 'false'}"]
        if self.note:
            lines.append(f"note = {_quote(self.note)}")
        for part, table in (("weights", self.weights), ("mean", self.mean), ("scale", self.scale)):
            lines += ["", f"[judge.learned.{part}]"] + [f"{k} = {table[k]:.6f}" for k in FEATURE_NAMES if k in table]
        return "\n".join(lines) + "\n"


def conflict_veto(conflict: Any, hard_conflict: bool, missing_entity: Any = False, hard_missing_entity: bool = False) -> Any:
    """Where a constraint conflict (when the scorer's ``hard_conflict`` says so) or a name no document gives (when
    ``hard_missing_entity`` does) is a "no" whatever the scorer's probability. One case (a bool) or many (an array):
    the run-time judge and the trainer ask the same rule."""
    return np.logical_or(np.logical_and(conflict, hard_conflict), np.logical_and(missing_entity, hard_missing_entity))


def learned_verdict(probability: Any, conflict: Any, decision_point: float, hard_conflict: bool, missing_entity: Any = False,
                    hard_missing_entity: bool = False) -> Any:
    """The learned judge's "yes": a probability at or above the decision point, and no conflict `conflict_veto` turns
    into a "no". Elementwise over arrays (training, the held-out report), or one case (`CoverageJudge.decide`)."""
    veto = conflict_veto(conflict, hard_conflict, missing_entity, hard_missing_entity)
    return np.logical_and(np.asarray(probability) >= decision_point, np.logical_not(veto))


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def fit_logistic(x: np.ndarray, y: np.ndarray, sample_weight: np.ndarray, l2: float = 1.0, iterations: int = 50) -> tuple[np.ndarray, float]:
    """Weighted L2-regularised logistic regression by Newton's method on standardised ``x`` → (weights, bias).

    The bias is not regularised. ``sample_weight`` lets each training set count equally whatever its size.
    """
    n, d = x.shape
    xb = np.hstack([x, np.ones((n, 1))])
    theta = np.zeros(d + 1)
    reg = np.full(d + 1, l2)
    reg[-1] = 0.0
    sw = sample_weight / sample_weight.sum() * n
    for _ in range(iterations):
        p = 1.0 / (1.0 + np.exp(-np.clip(xb @ theta, -30, 30)))
        grad = xb.T @ (sw * (p - y)) + reg * theta
        hess = (xb * (sw * p * (1 - p))[:, None]).T @ xb + np.diag(reg) + 1e-9 * np.eye(d + 1)
        step = np.linalg.solve(hess, grad)
        theta -= step
        if np.max(np.abs(step)) < 1e-8:
            break
    return theta[:-1], float(theta[-1])


def scorer_from_fit(names: list[str], mean: np.ndarray, scale: np.ndarray, weights: np.ndarray, bias: float, cut: float,
                    decision_point: float, hard_conflict: bool, note: str = "", hard_missing_entity: bool = False) -> LearnedScorer:
    """A scorer whose probability crosses ``decision_point`` (the [judge] threshold) where the fitted one crosses ``cut``."""
    shift = logit(decision_point) - logit(cut)
    return LearnedScorer({k: float(w) for k, w in zip(names, weights)}, {k: float(m) for k, m in zip(names, mean)},
                         {k: float(s) for k, s in zip(names, scale)}, bias + shift, hard_conflict, note, hard_missing_entity)
