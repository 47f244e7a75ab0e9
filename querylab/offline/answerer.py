"""Offline answers: extract the sentences that best answer the question and cite their documents.

Sentences that read like instructions to an assistant ("IGNORE ALL PREVIOUS INSTRUCTIONS …") are never
quoted: they cannot change a route, a filter or a tool (that is enforced in code elsewhere), but an
extractive answer would otherwise repeat them to the user as if they were the answer.
"""

from __future__ import annotations

import numpy as np

from querylab.embeddings.base import Embedder
from querylab.lexicon import sentences, stems
from querylab.security import addresses_the_assistant


def extractive_answer(embedder: Embedder, question: str, documents: list[str], max_sentences: int = 3) -> str:
    candidates: list[tuple[int, int, str]] = []  # (doc number, order, sentence)
    for d, doc in enumerate(documents, start=1):
        for j, s in enumerate(sentences(doc)[:40]):
            if not addresses_the_assistant(s):
                candidates.append((d, j, s))
    if not candidates:
        return "The documents do not answer the question."
    vecs = embedder.embed([question] + [c[2] for c in candidates])
    q_stems = stems(question)
    scores = []
    for (d, j, s), v in zip(candidates, vecs[1:]):
        overlap = len(q_stems & stems(s)) / (len(q_stems) or 1)
        scores.append(float(v @ vecs[0]) + 0.5 * overlap - 0.01 * d)
    best = sorted(np.argsort(-np.array(scores))[:max_sentences], key=lambda i: (candidates[i][0], candidates[i][1]))
    parts = [f"{candidates[i][2].rstrip()} [{candidates[i][0]}]" for i in best]
    return " ".join(parts)
