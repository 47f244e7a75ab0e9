"""Route-example vectors kept on disk between processes: the offline router's set-up, paid once per example set.

Why: `ExampleRouter` embeds every route example with MiniLM when the offline model is built, which is on the
app's first browser session. The profile of a cold start to the first answer (docs/bench_results.md, "Cold
start") put that at 1–2.4 s of the wait, for vectors that only change when the examples or the model change.
The file name is a hash of the embedder (name, dimension, ONNX file name and size: the file name is the
model's source hash) and of the example texts, so a changed example set or model never reads stale vectors;
a file that cannot be read or has the wrong shape is ignored and rewritten.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import uuid
from pathlib import Path
from typing import Any, Sequence

import numpy as np

log = logging.getLogger(__name__)


def _embedder_identity(embedder: Any) -> list[Any]:
    onnx = getattr(embedder, "onnx_path", None)
    size = Path(onnx).stat().st_size if onnx is not None and Path(onnx).exists() else None
    return [getattr(embedder, "name", type(embedder).__name__), getattr(embedder, "dim", None), Path(onnx).name if onnx else None, size]


class VectorCache:
    """`.npy` files of text vectors under one folder, keyed by embedder identity and texts."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def path(self, kind: str, embedder: Any, texts: Sequence[str]) -> Path:
        key = hashlib.sha256(json.dumps([_embedder_identity(embedder), list(texts)]).encode("utf-8")).hexdigest()[:24]
        return self.folder / f"{kind}-{key}.npy"

    def load(self, kind: str, embedder: Any, texts: Sequence[str]) -> np.ndarray | None:
        path = self.path(kind, embedder, texts)
        try:
            matrix = np.load(path, allow_pickle=False)
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as exc:
            log.warning("ignoring unreadable vector cache %s: %s", path, exc)
            return None
        if matrix.shape != (len(texts), getattr(embedder, "dim", matrix.shape[-1])):
            return None
        return matrix

    def save(self, kind: str, embedder: Any, texts: Sequence[str], matrix: np.ndarray) -> None:
        """Write atomically (a reader never sees half a file); a failure only costs the next start's embedding."""
        path = self.path(kind, embedder, texts)
        tmp = path.with_name(f".{path.stem}.{uuid.uuid4().hex[:8]}.npy")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            np.save(tmp, np.asarray(matrix, dtype=np.float32), allow_pickle=False)
            os.replace(tmp, path)
        except OSError as exc:
            log.warning("could not save the vector cache %s: %s", path, exc)
            tmp.unlink(missing_ok=True)
