"""Embeddings of evaluation texts, cached on disk so a re-run does not re-embed 15,000 utterances.

Why: the CLINC150 intent classifier is built from 15k training utterances (about 25 s on 2 cores)
and re-evaluated many times while thresholds are tuned; the vectors never change unless the texts or
the embedder do. The cache key is a SHA-256 of the embedder's name and dimension and of every text in
order, so a different model, an edited set or a reordered list can never be served stale vectors.
Files live under ``<data_dir>/cache/vectors/<key>.npy`` and are written atomically (temp file, then
rename), so an interrupted run leaves no half-written matrix behind.
"""

from __future__ import annotations

import hashlib
import logging
import os
import uuid
from pathlib import Path
from typing import Sequence

import numpy as np

from querylab.embeddings.base import Embedder

logger = logging.getLogger(__name__)

#: Texts embedded per call: big enough for the embedder's own batching, small enough for progress.
CHUNK = 512


def vectors_key(embedder: Embedder, texts: Sequence[str]) -> str:
    """Content hash of (embedder name, dim, texts); the file name of the cached matrix."""
    h = hashlib.sha256(f"{embedder.name}\x00{embedder.dim}\x00{len(texts)}".encode("utf-8"))
    for text in texts:
        h.update(b"\x00")
        h.update(text.encode("utf-8"))
    return h.hexdigest()[:32]


def cached_embed(embedder: Embedder, texts: Sequence[str], cache_dir: Path | None) -> np.ndarray:
    """``embedder.embed(texts)``, read from / written to ``cache_dir`` when one is given.

    A damaged or mis-shaped cache file is ignored and overwritten, never trusted.
    """
    items = list(texts)
    path = None
    if cache_dir is not None:
        path = Path(cache_dir) / "vectors" / f"{vectors_key(embedder, items)}.npy"
        if path.is_file():
            try:
                matrix = np.load(path, allow_pickle=False)
                if matrix.shape == (len(items), embedder.dim):
                    logger.debug("vectors for %d texts read from %s", len(items), path)
                    return matrix
                logger.warning("cached vectors %s have shape %s, expected %s; re-embedding", path, matrix.shape, (len(items), embedder.dim))
            except (OSError, ValueError) as exc:
                logger.warning("cached vectors %s unreadable (%s); re-embedding", path, exc)
    parts = [np.asarray(embedder.embed(items[i : i + CHUNK]), dtype=np.float32) for i in range(0, len(items), CHUNK)]
    matrix = np.concatenate(parts) if parts else np.zeros((0, embedder.dim), dtype=np.float32)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.stem}.{uuid.uuid4().hex[:8]}.npy")
        np.save(tmp, matrix, allow_pickle=False)
        os.replace(tmp, path)
        logger.info("embedded %d texts with %s; cached in %s", len(items), embedder.name, path)
    return matrix
