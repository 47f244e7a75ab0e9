"""The texts of a passage the offline judge embeds whatever the question: its views.

Why a module of its own: the views are embedded once and kept on disk (`vector_cache.TextVectors`), and the
texts warmed ahead of a question must be exactly the texts a judgement later looks up — the judge's sentences
(`CoverageJudge.score`), the learned scorer's adjacent-sentence pairs and whole passages (`judge_features`). A
test keeps the three in step: after `CoverageJudge.warm`, judging a passage embeds only the question.
"""

from __future__ import annotations

from typing import Iterable

from querylab.lexicon import sentences
from querylab.offline.judge_features import MAX_PASSAGE_CHARS


def passage_views(passage: str) -> list[str]:
    """Every sentence, every pair of adjacent sentences (joined by a space) and the passage itself (cut as the
    scorer cuts it), in that order, without repeats."""
    if not passage.strip():
        return []
    sents = sentences(passage)
    pairs = [f"{a} {b}" for a, b in zip(sents, sents[1:])]
    return list(dict.fromkeys([*sents, *pairs, passage[:MAX_PASSAGE_CHARS]]))


def views_of(passages: Iterable[str]) -> list[str]:
    """The views of many passages, without repeats (chunks of one document share none, but copies do)."""
    out: dict[str, None] = {}
    for p in passages:
        out.update(dict.fromkeys(passage_views(p)))
    return list(out)


def stale_views(removed: Iterable[str], kept: Iterable[str]) -> list[str]:
    """Views of passages that left the corpus and that no passage still in it has (a replaced document's new
    version often keeps most sentences: those stay on disk)."""
    still = set(views_of(kept))
    return [v for v in views_of(removed) if v not in still]
