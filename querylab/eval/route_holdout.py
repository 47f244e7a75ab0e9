"""Held-out measure of the route classifier: leave whole sets out, compare rules, classifier, rules + classifier.

Why: the rules router scored ~1.0 on every set its rules were written beside and 0.86 on a blind test
(issue 14, part 7), so an in-sample figure says nothing. Each fold here trains the classifier without one
set (v1 = its dev and test together, since they share an author) and scores that set three ways: the rules
router alone (classifier off; note the rules *were* written beside every set here except the newest blind dev set
(v4 dev at the round that added it), so their figure is in-sample), the classifier alone, and rules + classifier
(the classifier may only lower a route, `RouteModel.review`). Run: `python -m querylab train router --held-out` (writes nothing).
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np

from querylab.contracts import Route
from querylab.eval.metrics import _is_escalation
from querylab.llm.base import LLMRequest
from querylab.offline.route_evidence import OwnObjectEvidence, own_object_evidence
from querylab.offline.route_features import RouteInput
from querylab.offline.route_training import Featurized, fit

logger = logging.getLogger(__name__)

#: fold name → the sets it holds out (and scores).
FOLDS: dict[str, tuple[str, ...]] = {
    "v2_dev": ("v2_dev",),
    "v1 (dev+test)": ("v1_dev", "v1_test"),
    "v3_dev": ("v3_dev",),
    "v4_dev": ("v4_dev",),
    "v5_dev": ("v5_dev",),
    "v6_dev": ("v6_dev",),
    "v7_dev": ("v7_dev",),
    "routing_probes": ("routing_probes",),
    "routing_cases": ("routing_cases",),
}
#: (lower_at, margin) settings reported side by side; the first is the shipped default.
SETTINGS: tuple[tuple[float, float], ...] = ((0.6, 0.2), (0.5, 0.1), (0.7, 0.3), (0.8, 0.4))
#: raise_at settings (knowledge → live_tool / action on code-level evidence, `RouteModel._raised`), with the first of `SETTINGS`.
RAISE_SETTINGS: tuple[float, ...] = (0.6, 0.7, 0.8, 0.9)


@dataclass
class Score:
    n: int
    correct: int
    escalations: int

    @property
    def accuracy(self) -> float:
        return self.correct / self.n if self.n else 0.0

    def __str__(self) -> str:
        return f"{self.accuracy:.3f} / {self.escalations} esc (n={self.n})"


def score(expected: Sequence[str], predicted: Sequence[str]) -> Score:
    return Score(len(expected), sum(e == p for e, p in zip(expected, predicted)), sum(_is_escalation(e, p) for e, p in zip(expected, predicted)))


def _variables(item: RouteInput, knobs: Any, known_tenants: tuple[str, ...]) -> dict[str, Any]:
    return {"question": item.question, "_history": item.history, "_tenant": item.tenant, "_user": item.user,
            "_known_tenants": list(known_tenants), "_knobs": knobs}


def rules_routes(llm: Any, knobs: Any, inputs: Sequence[RouteInput], known_tenants: tuple[str, ...]) -> list[str]:
    """The offline router's route for each input with the knob set `knobs` (the classifier off, or as `knobs` has it)."""
    out = []
    for item in inputs:
        reply = llm.complete(LLMRequest(task="router", system="", user="", variables=_variables(item, knobs, known_tenants))).text
        out.append(json.loads(reply)["route"])
    return out


def rules_decisions(llm: Any, knobs: Any, inputs: Sequence[RouteInput], known_tenants: tuple[str, ...]) -> list[Any]:
    """The rules router's decision for each input (`RouteDecision`: its route and whether the words decided it, `firm`;
    a turn never lets the classifier review a firm decision, so neither does `combine`)."""
    return [llm.rules_route(_variables(item, knobs, known_tenants)) for item in inputs]


def combine(model: Any, rules: Sequence[str], probs: np.ndarray, lower_at: float, margin: float, among_unprivileged: bool = True,
            evidence: Sequence[OwnObjectEvidence] | None = None, raise_at: float = 1.01, firm: Sequence[bool] | None = None) -> list[str]:
    routes = [Route(r) for r in model.routes]
    out = []
    keep = model.among_unprivileged
    model.among_unprivileged = among_unprivileged
    evidence = evidence if evidence is not None else [None] * len(rules)  # type: ignore[list-item]
    firm = firm if firm is not None else [False] * len(rules)
    try:
        for r, p, e, settled in zip(rules, probs, evidence, firm):
            if settled:  # a rule's firm decision, as in a turn (`offline/model.py`, `_task_router`)
                out.append(r)
                continue
            route, _ = model.review(Route(r), dict(zip(routes, map(float, p))), lower_at=lower_at, margin=margin, evidence=e, raise_at=raise_at)
            out.append(route.value)
    finally:
        model.among_unprivileged = keep
    return out


def _rows(model: Any, labels: Sequence[str], probs: np.ndarray, rules: Sequence[str], prefix: str,
          evidence: Sequence[OwnObjectEvidence], firm: Sequence[bool] | None = None) -> dict[str, Score]:
    row = {prefix: score(labels, rules)}
    for lower_at, margin in SETTINGS:
        row[f"{prefix}+classifier {lower_at}/{margin}"] = score(labels, combine(model, rules, probs, lower_at, margin, firm=firm))
    lower_at, margin = SETTINGS[0]
    row[f"{prefix}+classifier {lower_at}/{margin} strictly lower"] = score(labels, combine(model, rules, probs, lower_at, margin, False, firm=firm))
    for raise_at in RAISE_SETTINGS:
        row[f"{prefix}+classifier {lower_at}/{margin} raise@{raise_at}"] = score(
            labels, combine(model, rules, probs, lower_at, margin, evidence=evidence, raise_at=raise_at, firm=firm))
    return row


def holdout(featurized: list[Featurized], rules_by_set: dict[str, list[str]], *, report: Callable[[str], None],
            fresh: list[dict[str, Any]] | None = None, fit_kwargs: dict[str, float] | None = None,
            firm_by_set: dict[str, list[bool]] | None = None) -> dict[str, Any]:
    """Every fold whose sets exist: rules, classifier, rules + classifier at each of `SETTINGS`.

    `firm_by_set`: which of each set's rule decisions are firm (`rules_decisions`); the classifier leaves those alone, as in
    a turn. Without it every decision is reviewed, which promised more than a turn does (session 19).

    `fresh`: routes older commits' rules gave on sets before rules were written beside them
    ({"commit", "routes": {case id: route}}, `benchmarks/route_rules_at_commit.py`), scored the same way on
    every held-out set whose case ids they all cover.
    """
    by_name = {f.name: f for f in featurized}
    results: dict[str, Any] = {}
    for fold, held in FOLDS.items():
        held = tuple(h for h in held if h in by_name)
        if not held:
            continue
        model = fit([f for f in featurized if f.name not in held], **(fit_kwargs or {}))
        for name in held:
            test = by_name[name]
            probs = model.probabilities_many(test.embeddings, test.structural)
            alone = [model.routes[i] for i in probs.argmax(axis=1)]
            evidence = [own_object_evidence(i) for i in test.inputs]
            firm = (firm_by_set or {}).get(name)
            row = {"classifier": score(test.labels, alone), **_rows(model, test.labels, probs, rules_by_set[name], "rules", evidence, firm)}
            for recorded in fresh or []:
                if test.ids and all(i in recorded["routes"] for i in test.ids):
                    old = [str(recorded["routes"][i]) for i in test.ids]
                    row.update(_rows(model, test.labels, probs, old, f"rules@{recorded.get('commit', '?')}", evidence))
            results[f"{fold}: {name}"] = row
            report(f"held out {fold}, scored {name}:")
            for key, value in row.items():
                report(f"  {key:44s} {value}")
    report("pooled over the folds above (current rules: in-sample for the rules, held out for the classifier; "
           "rules@commit: both held out, pooled over the sets that have them):")
    pooled: dict[str, Score] = {}
    for row in results.values():
        for key, value in row.items():
            if key.startswith("rules@"):
                key = re.sub(r"^rules@[^+ ]+", "rules@older commit", key)
            p = pooled.setdefault(key, Score(0, 0, 0))
            pooled[key] = Score(p.n + value.n, p.correct + value.correct, p.escalations + value.escalations)
    for key, value in pooled.items():
        report(f"  {key:44s} {value}")
    results["pooled"] = pooled
    return results
