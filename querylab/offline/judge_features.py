"""The offline judge's evidence as a fixed vector of numbers, for its learned scorer (`querylab.judge_scorer`).

Why features rather than another rule: two rounds of hand-written penalties fitted the sets they were written on
and lost 0.13-0.15 balanced accuracy on unseen ones. Everything the rules look at is kept — coverage, the best and
second sentence cosine, each constraint kind matched / missing / in conflict, the asked answer type's span near the
focus — and a few embedding views the rules never used are added (the best pair of adjacent sentences, the
question against each whole passage, how far the best sentence stands above the passage's average). A logistic
regression trained on val/dev splits then weighs them; the names below are the keys of its weights in the knob file,
so renaming one is a change of the file format.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Sequence

import numpy as np

from querylab.lexicon import content_terms
from querylab.judge_scorer import CONSTRAINT_KINDS, FEATURE_NAMES

if TYPE_CHECKING:  # the judge imports this module: only the type, never at run time
    from querylab.offline.judge import CoverageJudge, JudgeScore

#: Sentences embedded per case (as the judge) and characters of a passage embedded whole (MiniLM reads ~256 tokens).
MAX_SENTENCES = 80
MAX_PASSAGE_CHARS = 1200
_FAILED_KINDS = CONSTRAINT_KINDS  # KINDS but "negation" (a test keeps the two in step)


def _cosines(judge: "CoverageJudge", question: str, texts: Sequence[str]) -> np.ndarray:
    if not texts or not question.strip():
        return np.zeros(0)
    vecs = judge._embed([question, *texts], persist_from=1)  # noqa: SLF001 - the judge's memo and view store, shared on purpose
    return vecs[1:] @ vecs[0]


def judge_features(judge: "CoverageJudge", question: str, documents: Sequence[str], s: "JudgeScore") -> dict[str, float]:
    """The feature vector of one judgement (``s`` is ``judge.score(question, documents)``), keyed by `FEATURE_NAMES`.

    The passages' sentences are the ones ``score`` split (``s.passage_sentences``), not split a second time; a score
    of other documents raises ValueError.
    """
    if len(s.passage_sentences) != len(documents):
        raise ValueError(f"judge_features: the score holds the sentences of {len(s.passage_sentences)} documents, not of these {len(documents)}")
    docs = [d for d in documents if d.strip()]
    per_doc = [group for d, group in zip(documents, s.passage_sentences) if d.strip()]
    sents = [x for group in per_doc for x in group][:MAX_SENTENCES]
    pairs = [f"{a} {b}" for group in per_doc for a, b in zip(group, group[1:])][:MAX_SENTENCES]
    sims = _cosines(judge, question, sents)
    ordered = np.sort(sims)[::-1] if sims.size else np.zeros(1)
    pair = _cosines(judge, question, pairs)
    passage = _cosines(judge, question, [d[:MAX_PASSAGE_CHARS] for d in docs])
    mean = float(sims.mean()) if sims.size else 0.0
    f: dict[str, float] = dict.fromkeys(FEATURE_NAMES, 0.0)
    f.update(coverage=s.coverage, best_cosine=s.best_cosine, second_cosine=float(ordered[1]) if ordered.size > 1 else float(ordered[0]),
             pair_cosine=float(pair.max()) if pair.size else s.best_cosine, passage_cosine=float(passage.max()) if passage.size else 0.0,
             best_minus_mean=s.best_cosine - mean, mean_cosine=mean, rule_score=s.score, rule_penalty=s.penalty)
    terms = list(dict.fromkeys(content_terms(question)))
    f["log_question_terms"] = math.log1p(len(terms))
    f["log_sentences"] = math.log1p(len(sents))
    f["missing_share"] = len(s.missing) / len(terms) if terms else 0.0
    a = s.alignment
    if a is None:
        return f
    matches = [m for m in a.matches if m.constraint.kind != "role"]  # groups of people are a veto (`has_conflict`), not a feature
    f["n_constraints"] = float(len(matches))
    f["n_matched"] = float(sum(1 for m in matches if not m.failed))
    f["any_conflict"] = float(any(m.status == "conflict" for m in matches))
    f["any_excluded"] = float(any(m.status == "excluded" for m in matches))
    f["n_missing"] = float(sum(1 for m in matches if m.status == "missing" and m.constraint.kind != "negation"))
    for m in matches:
        kind = m.constraint.kind
        if kind == "negation":
            f["negation_missing"] = max(f["negation_missing"], float(m.failed))
        elif kind in _FAILED_KINDS:
            key = "matched" if not m.failed else ("missing" if m.status == "missing" else "conflict")
            f[f"{key}_{kind}"] = 1.0
    f["answer_needed"] = float(a.answer_needed)
    f["answer_span"] = float(bool(a.answer_span))
    f["answer_missing"] = float(a.answer_missing)
    f["unit_conflict"] = float(bool(a.unit_conflict))
    f["focus_asked"] = float(bool(a.focus))
    f["focus_missing"] = float(a.focus_missing)
    f["topic_coverage"] = a.topic_coverage
    return f
