"""A test-session memo of MiniLM vectors: a text embedded once is not embedded again by the next engine.

Why: most engine and page tests start from a fresh data folder, so each builds a new engine that embeds the same
sample corpus and the same route examples again — about ten seconds of ONNX work per test, several minutes of the
suite (profiled on 2026-12-03 with py-spy: 11 of the 19 s of one AppTest test were `MiniLMEmbedder.embed` on texts
every other test had embedded too). The vectors do not depend on the data folder, so the tests share them.

Not a fake of the embedder: a text's first embedding is the real model's, through the real batching. Tests of the
embedder itself, of its batching and of throughput switch the memo off (`tests/conftest.py`), as does anything that
runs in a child process (the memo lives in this process only). The product has no such memo.
"""

from __future__ import annotations

import threading
from typing import Callable, Sequence

import numpy as np

Embed = Callable[[object, Sequence[str]], np.ndarray]


class EmbeddingMemo:
    """Text → vector per model file, for `MiniLMEmbedder.embed` while `enabled` is set."""

    def __init__(self) -> None:
        self.enabled = True
        self._vectors: dict[tuple[str, str], np.ndarray] = {}
        self._lock = threading.Lock()

    def wrap(self, embed: Embed) -> Embed:
        memo = self

        def memo_embed(embedder, texts: Sequence[str]) -> np.ndarray:
            if not memo.enabled or isinstance(texts, str):
                return embed(embedder, texts)
            items = list(texts)
            if not all(isinstance(t, str) for t in items):
                return embed(embedder, items)  # bad input gets the embedder's own error
            model = str(embedder.onnx_path)
            with memo._lock:
                known = {t: v for t in set(items) if (v := memo._vectors.get((model, t))) is not None}
            missing = list(dict.fromkeys(t for t in items if t not in known))
            if missing:
                fresh = embed(embedder, missing)
                with memo._lock:
                    for text, row in zip(missing, fresh):
                        memo._vectors[(model, text)] = row.copy()
                known.update(zip(missing, fresh))
            out = np.zeros((len(items), embedder.dim), dtype=np.float32)
            for i, text in enumerate(items):
                out[i] = known[text]
            return out

        return memo_embed
