"""Candidate features for the offline judge's learned scorer, measured leave-one-set-out before any is shipped.

Why a module of its own: a feature enters `FEATURE_NAMES` (and so the knob file's format and every judgement's cost)
only when it helps held out. A trial appends candidate columns to the cached training sets and runs the same
held-out report (`python -m querylab train judge --held-out --trial token`); it never writes weights.

The one trial so far (issue 18, round 4) is **token alignment**: ColBERT-style late interaction between the
question's content words and the passages' words (`querylab.offline.token_alignment`, word vectors from the MiniLM
graph's hidden state, `querylab.embeddings.token_vectors`), plus the worst word match of a constraint the rule
judge did not find in the passage. Its columns are cached beside the base features.
"""

from __future__ import annotations

import hashlib
import json
from collections import OrderedDict
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np

from querylab.config import REPO_ROOT
from querylab.embeddings.token_vectors import TokenVectors, WordVectors
from querylab.eval.judge_training import TRAINING_SETS, SetFeatures
from querylab.eval.public_sets import resolve_set
from querylab.eval.training_sources import check_training_source
from querylab.offline.judge_features import MAX_SENTENCES
from querylab.offline.token_alignment import TokenAlignment, align_tokens

TOKEN_FEATURES: tuple[str, ...] = ("tok_passage_maxsim", "tok_pair_maxsim", "tok_min_rare", "tok_unmatched", "tok_unmatched_share",
                                   "tok_failed_constraint_min")
TRIALS: dict[str, tuple[str, ...]] = {"token": TOKEN_FEATURES}
#: The column subsets a trial reports, each added to all the shipped features.
TRIAL_SUBSETS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {"token": (
    ("token alignment", TOKEN_FEATURES[:5]),
    ("failed constraint's word match", TOKEN_FEATURES[5:]),
    ("both", TOKEN_FEATURES),
)}
#: Word vectors of this many texts are kept while a set is featurised (SQuAD's questions come paragraph by paragraph).
_MEMO = 4000


def token_columns(alignment: TokenAlignment, failed_constraints: Sequence[str]) -> list[float]:
    """The `TOKEN_FEATURES` of one judgement; ``failed_constraints`` are the texts of the entity and qualifier
    constraints the rule judge did not match in the passage (1.0 when none has a content word)."""
    lows = [v for v in (alignment.lowest_of(t) for t in failed_constraints) if v is not None]
    return [alignment.passage_maxsim, alignment.pair_maxsim, alignment.min_rare, float(alignment.unmatched), alignment.unmatched_share,
            min(lows) if lows else 1.0]


class _Words:
    """An LRU memo of word vectors by text."""

    def __init__(self, tokens: TokenVectors) -> None:
        self.tokens = tokens
        self.memo: OrderedDict[str, WordVectors] = OrderedDict()

    def of(self, texts: Sequence[str]) -> list[WordVectors]:
        todo = list(dict.fromkeys(t for t in texts if t not in self.memo))
        for text, vectors in zip(todo, self.tokens.words(todo) if todo else []):
            self.memo[text] = vectors
        out = []
        for t in texts:
            self.memo.move_to_end(t)
            out.append(self.memo[t])
        while len(self.memo) > _MEMO:
            self.memo.popitem(last=False)
        return out


def _cache_key(cases: Sequence[Any], base_key: str) -> str:
    here = Path(__file__).resolve().parent.parent
    code = "".join((here / f).read_text(encoding="utf-8") for f in ("eval/judge_trials.py", "offline/token_alignment.py", "embeddings/token_vectors.py"))
    h = hashlib.sha256((code + base_key).encode())
    for c in cases:
        h.update(json.dumps([c.id, c.question, c.documents]).encode())
    return h.hexdigest()[:16]


def token_rows(judge: Any, aliases: dict[str, Any] | None, cases: Sequence[Any], words: _Words) -> np.ndarray:
    """`TOKEN_FEATURES` of each case, from the judge's own sentences and constraint statuses."""
    rows = []
    for case in cases:
        docs = list(case.documents)
        s = judge.score(case.question, docs, aliases or None, str(case.extra.get("tenant") or ""))  # the case's company, as in a turn
        per_doc, left = [], MAX_SENTENCES
        for group in s.passage_sentences:
            per_doc.append(words.of(list(group[:left])))
            left = max(0, left - len(group))
        (question,) = words.of([case.question])
        failed = [m.constraint.text for m in (s.alignment.matches if s.alignment else [])
                  if m.constraint.kind in ("entity", "qualifier") and m.status != "matched"]
        rows.append(token_columns(align_tokens(question, per_doc), failed))
    return np.array(rows, dtype=float).reshape(len(rows), len(TOKEN_FEATURES))


def with_trial(judge: Any, aliases: dict[str, Any] | None, trial: str, sets: dict[str, SetFeatures], cache_dir: Path,
               progress: Callable[[str, int, int], None] | None = None) -> dict[str, SetFeatures]:
    """``sets`` with the trial's columns appended (computed once per set and cached); ValueError for an unknown trial."""
    if trial not in TRIALS:
        raise ValueError(f"unknown feature trial {trial!r}; known: {', '.join(sorted(TRIALS))}")
    words = _Words(TokenVectors.from_embedder(judge.embedder))
    out = {}
    for name, source, split in TRAINING_SETS:
        if name not in sets:
            continue
        check_training_source(source, split)
        cases = resolve_set("judge", str(REPO_ROOT / source) if source.endswith(".jsonl") else source, split)
        assert isinstance(cases, list)
        base = sets[name]
        cache = cache_dir / f"{name}-trial-{trial}-{_cache_key(cases, str(judge.threshold))}.json"
        if cache.exists():
            extra = np.array(json.loads(cache.read_text(encoding="utf-8")), dtype=float).reshape(len(cases), len(TRIALS[trial]))
        else:
            extra = token_rows(judge, aliases, cases, words)
            cache_dir.mkdir(parents=True, exist_ok=True)
            cache.write_text(json.dumps(extra.tolist()), encoding="utf-8")
        if progress is not None:
            progress(f"{name} ({trial})", len(cases), len(cases))
        if len(cases) != base.n:
            raise ValueError(f"{name}: {len(cases)} cases but {base.n} cached feature rows")
        out[name] = SetFeatures(name, np.hstack([base.x, extra]), base.y, base.rule_yes, base.conflict, (*base.names, *TRIALS[trial]))
    return out


def columns(sets: dict[str, SetFeatures], names: Sequence[str]) -> dict[str, SetFeatures]:
    """``sets`` keeping only the columns ``names`` (in that order)."""
    out = {}
    for key, s in sets.items():
        cols = [s.names.index(k) for k in names]
        out[key] = SetFeatures(s.name, s.x[:, cols], s.y, s.rule_yes, s.conflict, tuple(names))
    return out
