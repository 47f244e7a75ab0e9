"""The embedder interface. Rows come back L2-normalised so cosine similarity is a dot product."""

from __future__ import annotations

from typing import Protocol, Sequence, runtime_checkable

import numpy as np


class EmbeddingError(RuntimeError):
    """The embedder failed (model file missing, remote error). The message says which."""


@runtime_checkable
class Embedder(Protocol):
    name: str  # stable identifier stored with a collection, e.g. "minilm-l6-v2"
    dim: int

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Return float32 array of shape (len(texts), dim), rows L2-normalised."""
        ...


def as_text_list(texts: Sequence[str]) -> list[str]:
    """The argument of `embed` as a list, rejecting a bare string (it would embed each character)."""
    if isinstance(texts, str):
        raise TypeError("embed() takes a sequence of strings, not a single string")
    items = list(texts)
    for i, t in enumerate(items):
        if not isinstance(t, str):
            raise TypeError(f"embed() item {i} is {type(t).__name__}, expected str")
    return items
