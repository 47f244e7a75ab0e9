"""Late interaction between the question's words and the passages' words (ColBERT-style), for the learned judge.

Why: the sentence cosine and word coverage see the topic, not the one qualifier the documents do not give ("for
South Korea" against a passage about Japan: every other word has its counterpart). Here each content word of the
question (stop-words dropped) takes its best cosine among a window's words (`token_vectors.WordVectors`, the
model's contextual word vectors); the words are weighted by their rarity among the sentences shown (a word most
sentences share is the topic, one no sentence has is the qualifier). The windows are each passage and each pair of
adjacent sentences of one passage, as the judge's other views.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from querylab.embeddings.token_vectors import WordVectors
from querylab.lexicon import NEGATIONS, STOPWORDS, stem

#: A question word whose best cosine in the window is below this has no counterpart there.
UNMATCHED_BELOW = 0.7


@dataclass(frozen=True)
class TokenAlignment:
    """The question's words against the best window. All zero when the question has no content word."""

    passage_maxsim: float = 0.0  # rarity-weighted mean of each word's best cosine, best passage
    pair_maxsim: float = 0.0  # the same over the best window of one or two adjacent sentences
    min_rare: float = 0.0  # in that window, the lowest best cosine among the question's rarer half of words
    unmatched: int = 0  # words with no counterpart (below `UNMATCHED_BELOW`) in that window
    unmatched_share: float = 0.0
    weakest: str = ""  # the question word with the lowest best cosine there
    words: tuple[str, ...] = ()  # the question's content words …
    best: tuple[float, ...] = ()  # … and each one's best cosine in that window

    def lowest_of(self, phrase: str) -> float | None:
        """The lowest best cosine among the words of ``phrase`` (a constraint's text) that are content words of the
        question; None when none is."""
        found = [b for w, b in zip(self.words, self.best) if w in set(re.findall(r"[a-z0-9]+", phrase.lower()))]
        return min(found) if found else None


def is_content_word(word: str) -> bool:
    return word not in STOPWORDS and word not in NEGATIONS and (len(word) > 1 or word.isdigit())


def rarity(words: Sequence[str], sentence_words: Sequence[Sequence[str]]) -> np.ndarray:
    """An IDF over the sentences shown, by stem: log(1 + (N + 1) / (df + 0.5))."""
    stems_per = [{stem(w) for w in ws} for ws in sentence_words]
    n = len(stems_per)
    return np.array([math.log1p((n + 1) / (sum(1 for s in stems_per if stem(w) in s) + 0.5)) for w in words])


def _best(q: np.ndarray, window: Sequence[WordVectors]) -> np.ndarray:
    mats = [w.vectors for w in window if len(w)]
    if not mats:
        return np.zeros(q.shape[0])
    return (q @ np.vstack(mats).T).max(axis=1)


def align_tokens(question: WordVectors, per_doc: Sequence[Sequence[WordVectors]]) -> TokenAlignment:
    """``per_doc``: the word vectors of each document's sentences, in order (documents with none are skipped)."""
    keep = [i for i, w in enumerate(question.words) if is_content_word(w)]
    docs = [[s for s in doc if len(s)] for doc in per_doc]
    docs = [d for d in docs if d]
    if not keep or not docs:
        return TokenAlignment()
    words = [question.words[i] for i in keep]
    q = question.vectors[keep]
    weight = rarity(words, [s.words for d in docs for s in d])
    total = float(weight.sum())
    passage = max(float(_best(q, d) @ weight) / total for d in docs)
    best_score, best = -1.0, np.zeros(len(words))
    for d in docs:
        for i in range(max(len(d) - 1, 1)):
            m = _best(q, d[i:i + 2])
            score = float(m @ weight) / total
            if score > best_score:
                best_score, best = score, m
    rare = weight >= np.median(weight)
    low = int(np.argmin(best))
    unmatched = int((best < UNMATCHED_BELOW).sum())
    return TokenAlignment(passage, best_score, float(best[rare].min()), unmatched, unmatched / len(words), words[low],
                          tuple(words), tuple(float(b) for b in best))
