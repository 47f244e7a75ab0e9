"""A deterministic, offline stand-in for a sentence embedder (tests only).

Hashed bag of words: each lower-cased word adds 1 to one of `dim` buckets (chosen by a stable
hash, not Python's salted `hash`), plus a small constant bucket so no vector is ever zero; rows are
L2-normalised. Texts sharing words therefore have a higher cosine, which keeps retrieval tests
meaningful without a model download. `fail_on` makes `embed` raise when any text contains that
marker, to test that a failed embedding leaves the store untouched.
"""

from __future__ import annotations

import hashlib
import re
from typing import Sequence

import numpy as np

from querylab.embeddings.base import EmbeddingError

_WORD = re.compile(r"\w+")


class HashEmbedder:
    def __init__(self, dim: int = 64, *, fail_on: str | None = None, name: str | None = None) -> None:
        self.dim = dim
        self.name = name or f"hash-bow-{dim}"
        self.fail_on = fail_on
        self.calls = 0
        self.texts_embedded = 0

    def _bucket(self, word: str) -> int:
        digest = hashlib.blake2b(word.encode("utf-8"), digest_size=8).digest()
        return 1 + int.from_bytes(digest, "little") % (self.dim - 1)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.calls += 1
        if self.fail_on is not None and any(self.fail_on in t for t in texts):
            raise EmbeddingError(f"fake embedder told to fail on {self.fail_on!r}")
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            out[row, 0] = 0.05
            for word in _WORD.findall(text.lower()):
                out[row, self._bucket(word)] += 1.0
        out /= np.linalg.norm(out, axis=1, keepdims=True)
        self.texts_embedded += len(texts)
        return out
