"""Offline judge: do the documents cover the question's key terms, and does some sentence say it?

score = w * coverage + (1 - w) * rescaled best-sentence cosine. Coverage counts the question's content
stems found in the documents, with numbers and dates weighted double (a policy about "30 days" does not
answer a question about "60 days"). The motivation names what is missing, which is exactly what the single
rewrite needs — and the names the closest passages give that the question does not use
(`querylab.offline.bridges`): the next hop of a multi-hop question, which the rewrite after a "no" adds.

Sentence vectors are memoised (bounded LRU, keyed by text): the loop re-judges mostly the same chunks
after a rewrite, and an evaluation judges many questions against one paragraph, so each text is
embedded once. The score formula lives in `combine` alone, so calibration (`querylab.eval.calibrate`)
sweeps exactly what the judge computes.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Sequence

import numpy as np

from querylab.embeddings.base import Embedder
from querylab.lexicon import content_terms, sentences, stem
from querylab.offline.bridges import bridge_names
from querylab.offline.motivation import missing_phrase, names_phrase

MAX_SENTENCES = 80
#: Texts whose vectors are remembered (384 floats each: 16,384 entries is at most about 25 MB), enough
#: for every sentence of a few thousand retrieved chunks.
MEMO_SIZE = 16384


@dataclass
class JudgeScore:
    score: float
    coverage: float
    best_cosine: float
    missing: list[str]
    best_sentence: str
    closest: list[str] = field(default_factory=list)  # sentences by cosine to the question, closest first


class CoverageJudge:
    def __init__(self, embedder: Embedder, threshold: float = 0.5, coverage_weight: float = 0.5, cosine_floor: float = 0.2,
                 cosine_ceiling: float = 0.75, bridge_sentences: int = 2, bridge_names: int = 2) -> None:
        self.embedder = embedder
        self.bridge_sentences = bridge_sentences
        self.bridge_names = bridge_names
        self.threshold = threshold
        self.coverage_weight = coverage_weight
        self.cosine_floor = cosine_floor
        self.cosine_ceiling = cosine_ceiling
        self._memo: OrderedDict[str, np.ndarray] = OrderedDict()
        self._memo_lock = threading.Lock()

    def share_memo(self, other: "CoverageJudge") -> None:
        """Use ``other``'s sentence-vector memo (same embedder): judges of other knob revisions re-embed nothing."""
        self._memo = other._memo
        self._memo_lock = other._memo_lock

    def _embed(self, texts: Sequence[str]) -> np.ndarray:
        """Embed ``texts`` through the memo: only texts not seen recently reach the embedder."""
        with self._memo_lock:
            missing = list(dict.fromkeys(t for t in texts if t not in self._memo))
        if missing:
            fresh = self.embedder.embed(missing)
            with self._memo_lock:
                for text, vec in zip(missing, fresh):
                    self._memo[text] = vec
                while len(self._memo) > MEMO_SIZE:
                    self._memo.popitem(last=False)
        out = []
        with self._memo_lock:
            for text in texts:
                vec = self._memo.get(text)
                if vec is None:  # evicted by a concurrent caller between the two steps
                    vec = self.embedder.embed([text])[0]
                else:
                    self._memo.move_to_end(text)
                out.append(vec)
        return np.stack(out)

    def combine(self, coverage: float, best_cosine: float, coverage_weight: float | None = None) -> float:
        """The judge's score from its two features: w * coverage + (1 - w) * cosine rescaled to [0, 1]."""
        w = self.coverage_weight if coverage_weight is None else coverage_weight
        scaled = min(max((best_cosine - self.cosine_floor) / (self.cosine_ceiling - self.cosine_floor), 0.0), 1.0)
        return w * coverage + (1 - w) * scaled

    def score(self, question: str, documents: list[str]) -> JudgeScore:
        text = "\n".join(documents)
        terms = list(dict.fromkeys(content_terms(question)))
        doc_stems = {stem(w) for w in content_terms(text)}
        doc_lower = text.lower()
        weights, found, missing = 0.0, 0.0, []
        for term in terms:
            w = 2.0 if re.fullmatch(r"[\d.,/-]+", term) else 1.0
            weights += w
            hit = term in doc_lower if w == 2.0 else (stem(term) in doc_stems or term in doc_lower)
            if hit:
                found += w
            else:
                missing.append(term)
        coverage = found / weights if weights else 0.0
        sents = [s for doc in documents for s in sentences(doc)][:MAX_SENTENCES]
        best_cos, best_sentence, closest = 0.0, "", []
        if sents and question.strip():
            vecs = self._embed([question] + sents)
            sims = vecs[1:] @ vecs[0]
            order = np.argsort(-sims, kind="stable")
            i = int(order[0])
            best_cos, best_sentence = float(sims[i]), sents[i]
            closest = [sents[int(j)] for j in order[: max(self.bridge_sentences, 1)]]
        return JudgeScore(self.combine(coverage, best_cos), coverage, best_cos, missing, best_sentence, closest)

    def reply(self, question: str, documents: list[str]) -> str:
        """The reply in the judge contract: first word yes/no, then the motivation."""
        if not any(d.strip() for d in documents):
            return "no - no documents were retrieved."
        s = self.score(question, documents)
        detail = f"(coverage {s.coverage:.2f}, best sentence cosine {s.best_cosine:.2f}, score {s.score:.2f} vs threshold {self.threshold:.2f})"
        names = bridge_names(question, s.closest[: self.bridge_sentences], self.bridge_names)
        named = names_phrase(names)
        if s.score >= self.threshold:
            return f"yes - the documents address the question; closest passage: \"{s.best_sentence[:160]}\".{named} {detail}"
        if s.missing:
            return f"no - {missing_phrase(s.missing[:6])}{named} {detail}"
        return f"no - the documents use the question's words but no passage states an answer.{named} {detail}"
