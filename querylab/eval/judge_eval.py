"""Judge evaluation: the pipeline's judge step on "can these documents answer?" cases, plus calibration.

Each case goes through the judge step exactly as in a turn: the ``judge`` template rendered with the
case's documents (numbered, as the pipeline numbers retrieved chunks) and question, the configured
LLM called with ``_documents`` in its context, the reply parsed by `parse_judge`. An unparsed reply
counts as "no" (the pipeline treats it so).

When the model is the embedded offline one, its `CoverageJudge` features (coverage, best sentence
cosine, constraint penalty, score) are recorded per case, with the constraint the judge found failed
or matched (``constraint``: "the documents give the per diem for Japan, not for South Korea") so the
Evaluate page can show why each false positive and false negative happened; any backend's parsed
verdict also records the constraint its motivation names. The judge is calibrated on the set's ``val`` split:
``metrics["calibrated"]`` then gives the metrics the evaluated split would have under the
val-chosen (coverage weight, threshold) — or, when the knob file has a learned scorer (``[judge.learned]``),
the val-chosen threshold on its probability. With ``--split test`` that is an honest held-out number;
with ``val`` or ``all`` it is flagged ``in_sample``. The configured judge's own metrics stay the
headline: calibration only suggests values (write them with `python -m querylab calibrate judge SET --write`).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Sequence

from querylab.eval.calibrate import Calibration, calibrate_judge, candidate_thresholds
from querylab.eval.metrics import pick_threshold, threshold_sweep
from querylab.eval.context import EvalConfig, EvalContext, ProgressFn, ResolvedConfig, case_row, map_cases, notify, stable_hash
from querylab.eval.datasets import DatasetError, JudgeCase
from querylab.eval.case_titles import passage_titles
from querylab.eval.public_sets import resolve_set
from querylab.eval.metrics import judge_metrics
from querylab.contracts import FusedHit, Principal, Scope
from querylab.offline import catalogue
from querylab.steps.env import StepEnv
from querylab.steps.judge import JudgeStep
from querylab.steps.runner import StepRunner
from querylab.trace import Trace

logger = logging.getLogger(__name__)

JUDGE_TEMPLATES = ("judge",)
#: Characters of each document shown in the rendered prompt's block (the model also gets them whole).
_MAX_DOC_CHARS = 4000


def judge_case_key(case: JudgeCase, folder: Path | None = None) -> tuple[str, str]:
    """The case's cache key: with its tenant, the names and titles its corpus folder gives (`offline.catalogue`, `case_titles`)."""
    tenant = case_tenant(case, "")
    titles = case_titles(case, folder)
    return case.id, stable_hash([case.question, case.documents, case.answerable, tenant, sorted(catalogue.names(tenant))]
                                + ([titles] if any(titles) else []))


def case_titles(case: JudgeCase, folder: Path | None) -> list[str]:
    """The titles a turn would show beside the case's passages: those of the sample corpus files of the case's own
    tenant ([] for a case written for no tenant, as the public sets are)."""
    tenant = case_tenant(case, "")
    return passage_titles(case.documents, folder / tenant) if folder is not None and tenant else []


def learn_tenant_names(ctx: EvalContext, cases: Sequence[JudgeCase]) -> None:
    """Without an engine (whose corpus teaches them), the names of each case's tenant come from its sample corpus folder:
    the corpus a tenant seeded with it holds."""
    if ctx.engine is not None:
        return
    for tenant in sorted({case_tenant(c, ctx.settings.tenant) for c in cases}):
        catalogue.learn_folder(tenant, Path(ctx.settings.sample_corpus_dir) / tenant)


def offline_judge(llm: Any) -> Any | None:
    """The offline model's `CoverageJudge`, or None for any other backend."""
    judge = getattr(llm, "judge", None)
    return judge if getattr(llm, "offline", False) and hasattr(judge, "score") and hasattr(judge, "combine") else None


def _score(judge: Any, question: str, documents: list[str], aliases: dict[str, Any] | None, company: str = "",
           titles: list[str] | None = None) -> Any:
    """The judge's features for one case; glossary aliases (when the model has a glossary), the case's tenant and its
    passages' titles as in a turn."""
    return judge.score(question, documents, aliases or None, company, titles=titles or ())


def case_tenant(case: JudgeCase, default: str) -> str:
    """The tenant a case was written for (the blind policy sets say so): its glossary and its company name, as in that tenant's turn."""
    return str(case.extra.get("tenant") or default)


class JudgeCaseRun:
    """The turn's own judge step (`querylab.steps.judge.JudgeStep`) on one case (thread-safe): the case's
    documents as the passages, untitled, each cut at ``_MAX_DOC_CHARS`` in the prompt."""

    def __init__(self, resolved: ResolvedConfig, tenant: str, corpus_folder: Path | None = None) -> None:
        self.resolved = resolved
        self.tenant = tenant
        self.corpus_folder = corpus_folder  # the sample corpus, whose files title a tenant's passages (`case_titles`)
        self.features = offline_judge(resolved.llm)
        glossary = getattr(resolved.llm, "glossary", None)
        self.glossary = glossary

    def __call__(self, case: JudgeCase) -> dict[str, Any]:
        tenant = case_tenant(case, self.tenant)
        aliases = self.glossary.for_tenant(tenant) if self.glossary is not None else None
        principal = Principal(tenant=tenant, user="eval", groups=())
        trace = Trace(session_id="eval", preset=self.resolved.config.preset or "", backend=self.resolved.llm.name,
                      model=self.resolved.llm.model, question=case.question)
        env = StepEnv(trace=trace, scope=Scope.for_principal(principal), runner=StepRunner(self.resolved.llm),
                      templates=self.resolved.template, top_k=max(1, len(case.documents)))
        titles = case_titles(case, self.corpus_folder)
        passages = [FusedHit(chunk_id=f"{case.id}:{i}", score=0.0, rank=i, text=d, metadata={"title": titles[i - 1]} if titles else {})
                    for i, d in enumerate(case.documents, start=1)]
        result = JudgeStep(env, passage_chars=_MAX_DOC_CHARS).run(case.question, passages)
        verdict = result.verdict
        predicted = {"yes": True, "no": False}.get(verdict.verdict)
        details: dict[str, Any] = {"verdict": verdict.verdict, "constraint": verdict.constraint, "motivation": verdict.motivation[:300],
                                   "ms": round(result.step.duration_ms or 0.0, 1)}
        if result.step.error:
            details["error"] = result.step.error
        if self.features is not None:
            s = _score(self.features, case.question, list(case.documents), aliases, tenant, titles)
            details.update(coverage=round(s.coverage, 4), best_cosine=round(s.best_cosine, 4), penalty=round(s.penalty, 4),
                           score=round(s.score, 4), constraint=details["constraint"] or s.constraint_report())
            if getattr(self.features, "learned", None) is not None:  # the learned scorer decided: its probability
                decided = self.features.decision(case.question, list(case.documents), s)
                details["learned"] = round(decided.score, 4)
                if decided.encoder is not None:  # the judge encoder's own probability, where it joined the scorer's
                    details["encoder"] = round(decided.encoder, 4)
        return case_row(case.id, case.answerable, predicted, (predicted is True) == case.answerable, **details)


def judge_calibration(
    ctx: EvalContext, set_name: str, split: str = "val", *, limit: int | None = None,
    llm: Any = None, progress: ProgressFn | None = None,
) -> Calibration:
    """Calibrate the offline judge's (coverage weight, threshold) on ``split`` of a judge set.

    Raises `DatasetError` if the set cannot be read and `ValueError` if the model is not the offline one.
    """
    model = llm if llm is not None else ctx.backend("offline")
    judge = offline_judge(model)
    glossary = getattr(model, "glossary", None)
    aliases = glossary.for_tenant(ctx.settings.tenant) if glossary is not None else None
    if judge is None:
        raise ValueError("calibration needs the offline model's CoverageJudge")
    cases = resolve_set("judge", set_name, split, limit=limit)
    assert isinstance(cases, list)
    if not cases:
        raise DatasetError(f"{set_name}: split {split!r} has no cases to calibrate on")
    if getattr(judge, "learned", None) is not None:
        return _learned_calibration(judge, cases, aliases, split, progress)
    coverage: list[float] = []
    cosine: list[float] = []
    penalties: list[float] = []
    for i, case in enumerate(cases, start=1):
        s = _score(judge, case.question, list(case.documents), aliases)
        coverage.append(s.coverage)
        cosine.append(s.best_cosine)
        penalties.append(getattr(s, "penalty", 0.0))
        if i % 25 == 0 or i == len(cases):
            notify(progress, i, len(cases), case.id, "calibrate")
    return calibrate_judge(coverage, cosine, [c.answerable for c in cases], judge.combine, split=split, penalties=penalties)


def _learned_calibration(judge: Any, cases: Sequence[JudgeCase], aliases: dict[str, Any] | None, split: str,
                         progress: ProgressFn | None) -> Calibration:
    """The threshold on the learned scorer's probability with the best balanced accuracy on ``cases`` (the weights
    stay as trained; ``coverage_weight`` is reported as configured: the learned scorer does not use it)."""
    scores: list[float] = []
    for i, case in enumerate(cases, start=1):
        s = _score(judge, case.question, list(case.documents), aliases)
        scores.append(judge.decide(case.question, list(case.documents), s)[1])
        if i % 25 == 0 or i == len(cases):
            notify(progress, i, len(cases), case.id, "calibrate")
    sweep = threshold_sweep(scores, [c.answerable for c in cases], candidate_thresholds(scores))
    row = pick_threshold(sweep, "balanced_accuracy")
    return Calibration(target="judge", objective="balanced_accuracy", split=split, n=len(cases),
                       chosen={"coverage_weight": float(judge.coverage_weight), "threshold": float(row["threshold"])},
                       chosen_row=row, sweep=sweep, by_weight=[{"coverage_weight": float(judge.coverage_weight), **row}])


def evaluate_judge_set(
    ctx: EvalContext,
    cases: Sequence[JudgeCase],
    config: EvalConfig,
    *,
    set_name: str,
    set_key: str,
    split: str,
    progress: ProgressFn | None = None,
    calibrate: bool = True,
) -> dict[str, Any]:
    """The judge step over ``cases`` → {"metrics", "cases", "computed", "config", "calibration"?}."""
    resolved = ctx.resolve(config, JUDGE_TEMPLATES, "judge")
    learn_tenant_names(ctx, cases)
    folder = Path(ctx.settings.sample_corpus_dir)
    step = JudgeCaseRun(resolved, ctx.settings.tenant, folder)
    rows, computed = map_cases(cases, step, key=lambda case: judge_case_key(case, folder), resolved=resolved, cache=ctx.cache,
                               set_key=set_key, progress=progress, stage="judge")
    metrics = judge_metrics([c.answerable for c in cases], [r["predicted"] for r in rows])
    result: dict[str, Any] = {"metrics": metrics, "cases": rows, "computed": computed, "config_revision": resolved.revision,
                              "config": {**resolved.config.describe(), "revision": resolved.revision, "backend": resolved.backend}}
    judge = step.features
    if judge is not None:
        metrics["configured"] = {"threshold": judge.threshold, "coverage_weight": judge.coverage_weight}
    if not calibrate or judge is None or not cases or "score" not in rows[0]["details"]:
        return result
    try:
        calibration = judge_calibration(ctx, set_name, "val", llm=resolved.llm, progress=progress)
    except (DatasetError, ValueError) as exc:
        logger.info("no calibration for %s: %s", set_name, exc)
        return result
    w, t = calibration.chosen["coverage_weight"], calibration.chosen["threshold"]
    if getattr(judge, "learned", None) is not None:  # the learned scorer's probability against the val-chosen threshold
        calibrated = [r["details"].get("learned", 0.0) >= t for r in rows]
    else:
        calibrated = [judge.combine(r["details"]["coverage"], r["details"]["best_cosine"], w) - r["details"].get("penalty", 0.0) >= t for r in rows]
    metrics["calibrated"] = {
        "coverage_weight": w, "threshold": t, "calibration_split": "val", "calibration_n": calibration.n,
        "calibration_balanced_accuracy": calibration.chosen_row["balanced_accuracy"], "in_sample": split != "test",
        **judge_metrics([c.answerable for c in cases], calibrated),
    }
    result["calibration"] = calibration.to_dict()
    return result
