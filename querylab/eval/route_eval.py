"""Routing evaluation: the pipeline's router step on route sets, an intent classifier on intent sets.

Two kinds of routing set need two evaluations:

- Route sets (DESIGN.md format: our ``tests/data/routing_cases.jsonl``, regression files). Each case
  goes through the same router step as a turn: the ``router`` template rendered with the case's
  history, sent to the configured LLM with the trusted context (``_history``, ``_tenant``, ``_user``,
  ``_known_tenants``, and ``_own_objects`` and ``_colleagues`` from the demo tool data the cases are written
  against), the reply parsed and validated by `parse_route`. An unparsable reply is
  recorded as unparsed (always wrong, never an escalation), whereas the pipeline would then route to
  ``clarify``; counting it as "clarify" would flatter a broken template on clarify-heavy sets.
  Preservation is checked on the model's own ``normalized_query``, before the pipeline's guard swaps
  a lossy normalisation for the original question: the guard hides the failure from users, the
  evaluation must not hide it from the template author (``guard_rejections`` counts the swaps).
- Intent sets (CLINC150, BANKING77: string intents and "oos"). The intents are the routes. An
  `intents.IntentModel` is fitted on ``train``; its out-of-scope threshold is calibrated on ``val``
  (CLINC150: val + oos_val) and never on the split being reported; BANKING77 has no out-of-scope
  data and no val split, so it never abstains there. Embeddings are cached under
  ``<data_dir>/cache/vectors``.
"""

from __future__ import annotations

import json
import logging
import time
from functools import lru_cache
from pathlib import Path
from typing import Any, Sequence

from querylab.contracts import OwnObject, Principal, Scope
from querylab.eval.calibrate import DEFAULT_GRAY_DELTA, calibrate_oos_threshold, gray_zone_report
from querylab.eval.context import EvalConfig, EvalContext, ProgressFn, ResolvedConfig, case_row, map_cases, notify, stable_hash
from querylab.eval.datasets import OOS_LABEL, RoutingCase
from querylab.eval.public_sets import PUBLIC_SETS, resolve_set
from querylab.eval.intents import IntentModel
from querylab.eval.metrics import routing_metrics
from querylab.eval.vectors import cached_embed
from querylab.steps.env import StepEnv
from querylab.steps.route import RouteStep
from querylab.steps.runner import StepRunner
from querylab.tools.service import colleagues, own_objects
from querylab.trace import Trace

logger = logging.getLogger(__name__)

ROUTER_TEMPLATES = ("router",)


def is_intent_set(cases: Sequence[RoutingCase]) -> bool:
    return any(c.extra.get("label_space") == "intents" for c in cases)


def routing_case_key(case: RoutingCase) -> tuple[str, str]:
    """(id, content hash): an edited case is re-run even when its id stays."""
    return case.id, stable_hash([case.query, case.history, case.principal, case.expected_route, case.must_preserve])


@lru_cache(maxsize=16)
def _demo_objects(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


class RouterStep:
    """Runs the router step for one case under one resolved configuration (thread-safe)."""

    def __init__(self, resolved: ResolvedConfig, known_tenants: tuple[str, ...], default_principal: Principal,
                 tools_dir: Path | None = None) -> None:
        self.resolved = resolved
        self.known_tenants = known_tenants
        self.default = default_principal
        self.tools_dir = tools_dir  # the demo tool data the cases are written against (the objects' owners)

    def own_objects(self, principal: Principal) -> tuple[OwnObject, ...]:
        """The principal's objects in the demo data, never in the running app's state: a case's route must not
        depend on what a demo action changed."""
        if self.tools_dir is None:
            return ()
        return own_objects(_demo_objects(self.tools_dir / f"{principal.tenant}.json"), principal.user)

    def colleagues(self, principal: Principal) -> tuple[str, ...]:
        """The principal's tenant's other users in the demo data (whose records a case may ask for)."""
        return colleagues(_demo_objects(self.tools_dir / f"{principal.tenant}.json"), principal.user) if self.tools_dir else ()

    def principal(self, case: RoutingCase) -> Principal:
        p = case.principal
        groups = p.get("groups", list(self.default.groups))
        return Principal(tenant=str(p.get("tenant") or self.default.tenant), user=str(p.get("user") or self.default.user),
                         groups=tuple(str(g) for g in groups))

    def __call__(self, case: RoutingCase) -> dict[str, Any]:
        """The turn's own route step (`querylab.steps.route.RouteStep`) on one case: the route a turn would act on
        (a reply that gave no contract is counted wrong and in ``unparsed``; the turn would ask back). Preservation is measured
        on the router's own normalized query, before the guard swaps in the question (``guard_rejected``)."""
        principal = self.principal(case)
        trace = Trace(session_id="eval", preset=self.resolved.config.preset or "", backend=self.resolved.llm.name,
                      model=self.resolved.llm.model, principal=principal, question=case.query)
        messages = [{"role": str(m["role"]), "content": str(m["content"])} for m in case.history]
        env = StepEnv(trace=trace, scope=Scope.for_principal(principal), runner=StepRunner(self.resolved.llm),
                      templates=self.resolved.template, known_tenants=self.known_tenants, messages=messages,
                      own_objects=self.own_objects(principal), colleagues=self.colleagues(principal))
        result = RouteStep(env).run(case.query)
        contract = result.contract
        details: dict[str, Any] = {"normalized_query": result.proposed_query, "used_query": contract.normalized_query, "guard_rejected": bool(result.lost),
                                   "lost": result.lost or [], "sub_intents": [s.route.value for s in contract.sub_intents],
                                   "confidence": contract.confidence, "ms": round(result.step.duration_ms or 0.0, 1)}
        if result.unparsed is not None:  # the turn asks back (clarify); the case counts as wrong, never as right
            details.update(error=result.step.error or result.unparsed, raw=(result.step.raw_output or "")[:500], unparsed=True,
                           route_used=contract.route.value)
            return case_row(case.id, case.expected_route, None, False, **details)
        return case_row(case.id, case.expected_route, contract.route.value, contract.route.value == case.expected_route, **details)


def evaluate_route_set(
    ctx: EvalContext,
    cases: Sequence[RoutingCase],
    config: EvalConfig,
    *,
    set_key: str,
    progress: ProgressFn | None = None,
) -> dict[str, Any]:
    """The router step over route-set cases → {"metrics", "cases", "computed", "config_revision"}."""
    resolved = ctx.resolve(config, ROUTER_TEMPLATES, "routing")
    tenants = ctx.known_tenants(str(c.principal.get("tenant", "")) for c in cases)
    step = RouterStep(resolved, tenants, ctx.settings.principal(), ctx.settings.sample_corpus_dir / "tools")
    rows, computed = map_cases(cases, step, key=routing_case_key, resolved=resolved, cache=ctx.cache,
                               set_key=set_key, progress=progress, stage="route")
    metrics = routing_metrics(cases, [r["predicted"] for r in rows], [r["details"].get("normalized_query") for r in rows])
    metrics["unparsed"] = sum(1 for r in rows if r["details"].get("unparsed"))
    metrics["guard_rejections"] = sum(1 for r in rows if r["details"].get("guard_rejected"))
    return {"metrics": metrics, "cases": rows, "computed": computed, "config_revision": resolved.revision,
            "config": {**resolved.config.describe(), "revision": resolved.revision, "backend": resolved.backend}}


# -- intent sets -----------------------------------------------------------------------------------


def _has_split(name: str, split: str) -> bool:
    spec = PUBLIC_SETS.get(("routing", name))
    return spec is not None and split in spec.splits


def evaluate_intent_set(
    ctx: EvalContext,
    name: str,
    cases: Sequence[RoutingCase],
    split: str,
    *,
    progress: ProgressFn | None = None,
    gray_delta: float = DEFAULT_GRAY_DELTA,
) -> dict[str, Any]:
    """Fit on ``train``, calibrate the out-of-scope threshold on ``val``, score ``cases``."""
    embedder = ctx.embedder
    cache_dir = ctx.cache_dir
    t0 = time.perf_counter()
    train = resolve_set("routing", name, "train")
    assert isinstance(train, list)
    notify(progress, 0, 3, f"embedding {len(train)} training utterances", "fit")
    train_vecs = cached_embed(embedder, [c.query for c in train], cache_dir)
    notify(progress, 1, 3, "training the intent head", "fit")
    model = IntentModel().fit(train_vecs, [c.expected_route for c in train])
    calibration = None
    if _has_split(name, "val"):
        val = resolve_set("routing", name, "val")
        assert isinstance(val, list)
        notify(progress, 2, 3, f"calibrating on {len(val)} val utterances", "fit")
        pv = model.predict(cached_embed(embedder, [c.query for c in val], cache_dir))
        calibration = calibrate_oos_threshold(
            pv.scores.tolist(), [p == c.expected_route for p, c in zip(pv.intents, val)],
            [c.expected_route == OOS_LABEL for c in val], split="val",
        )
    notify(progress, 3, 3, "fitted", "fit")
    threshold = calibration.chosen["threshold"] if calibration is not None and calibration.chosen_row.get("oos_recall") is not None else None
    vecs = cached_embed(embedder, [c.query for c in cases], cache_dir)
    pred = model.predict(vecs)
    labels = pred.labels(threshold)
    rows = [
        case_row(c.id, c.expected_route, label, label == c.expected_route, intent=intent,
                 score=round(float(s), 4), max_prob=round(float(mp), 4), top_cosine=round(float(tc), 4))
        for c, label, intent, s, mp, tc in zip(cases, labels, pred.intents, pred.scores, pred.max_prob, pred.top_cosine)
    ]
    notify(progress, len(cases), len(cases), "scored", "predict")
    metrics = routing_metrics(list(cases), labels)
    in_scope = [(i, c) for i, c in zip(pred.intents, cases) if c.expected_route != OOS_LABEL]
    metrics["in_scope_accuracy_no_threshold"] = (sum(1 for i, c in in_scope if i == c.expected_route) / len(in_scope)) if in_scope else None
    is_oos = [c.expected_route == OOS_LABEL for c in cases]
    if threshold is not None:
        metrics["gray_zone"] = gray_zone_report(pred.scores.tolist(), [i == c.expected_route for i, c in zip(pred.intents, cases)],
                                                is_oos, threshold, gray_delta)
    metrics["classifier"] = "softmax head on MiniLM embeddings (train split); score = max in-scope probability + top cosine"
    metrics["threshold"] = threshold
    metrics["train_n"] = len(train)
    result: dict[str, Any] = {"metrics": metrics, "cases": rows, "computed": len(rows),
                              "config": {"classifier": "IntentModel", "embedder": embedder.name, "epochs": model.epochs,
                                         "learning_rate": model.learning_rate, "batch_size": model.batch_size},
                              "seconds": round(time.perf_counter() - t0, 1)}
    if calibration is not None:
        metrics["calibration"] = {"split": "val", "n": calibration.n, "objective": calibration.objective,
                                  "threshold": threshold, "in_sample": split == "val",
                                  **{f"val_{k}": v for k, v in calibration.chosen_row.items() if k != "threshold"}}
        result["calibration"] = calibration.to_dict()
    return result
