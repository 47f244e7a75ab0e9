"""MiniLMEmbedder against an independent float64 numpy BERT, plus batching, order and thread checks.

The reference forward pass below is written from the model card's architecture, not from our ONNX
builder, so a wrong transpose, scale, mask or pooling step in the graph shows up as a large difference.
"""

from __future__ import annotations

import math
import threading
from pathlib import Path

import numpy as np
import pytest

from querylab.embeddings import Embedder, MiniLMEmbedder, make_embedder
from querylab.embeddings.minilm import MAX_SEQ_LENGTH, default_model_dir, measure_throughput

LONG = " ".join(f"token{i} refunds are processed within fourteen days of the request" for i in range(60))
SENTENCES = [
    "How long does a refund take?",
    "",
    "Hi",
    "Refunds are processed within 14 days",
    "Ünïcödé naïve café — 日本語のテキスト, emoji 🚀 and Ελληνικά!",
    LONG,  # far beyond 256 tokens: exercises truncation
    "The cafeteria opens at 8 am.   Tabs\tand\nnewlines   count as spaces.",
    "A medium-length sentence about the quarterly travel policy, per diem rates and approval chains.",
]


@pytest.fixture(scope="module")
def embedder(minilm: MiniLMEmbedder) -> MiniLMEmbedder:
    """The session-wide MiniLMEmbedder of tests/conftest.py (default model path, built if missing)."""
    return minilm


class NumpyBert:
    """Plain float64 BERT encoder + mean pooling + L2 normalisation, one unpadded text at a time."""

    def __init__(self, model_dir: Path) -> None:
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        self.w = {k: v.astype(np.float64) for k, v in load_file(str(model_dir / "model.safetensors")).items()}
        self.tok = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self.tok.no_padding()
        self.tok.enable_truncation(max_length=256)
        self._erf = np.vectorize(math.erf, otypes=[np.float64])

    def _ln(self, x: np.ndarray, prefix: str) -> np.ndarray:
        mu = x.mean(-1, keepdims=True)
        var = ((x - mu) ** 2).mean(-1, keepdims=True)
        return (x - mu) / np.sqrt(var + 1e-12) * self.w[prefix + ".weight"] + self.w[prefix + ".bias"]

    def _lin(self, x: np.ndarray, prefix: str) -> np.ndarray:
        return x @ self.w[prefix + ".weight"].T + self.w[prefix + ".bias"]

    def embed_one(self, text: str) -> np.ndarray:
        ids = np.array(self.tok.encode(text).ids)
        t = len(ids)
        w = self.w
        x = (
            w["embeddings.word_embeddings.weight"][ids]
            + w["embeddings.position_embeddings.weight"][:t]
            + w["embeddings.token_type_embeddings.weight"][0]
        )
        x = self._ln(x, "embeddings.LayerNorm")
        for i in range(6):
            p = f"encoder.layer.{i}."

            def heads(name: str) -> np.ndarray:
                return self._lin(x, p + name).reshape(t, 12, 32).transpose(1, 0, 2)

            q, k, v = heads("attention.self.query"), heads("attention.self.key"), heads("attention.self.value")
            s = q @ k.transpose(0, 2, 1) / math.sqrt(32)
            s = np.exp(s - s.max(-1, keepdims=True))
            s /= s.sum(-1, keepdims=True)
            ctx = (s @ v).transpose(1, 0, 2).reshape(t, 384)
            x = self._ln(self._lin(ctx, p + "attention.output.dense") + x, p + "attention.output.LayerNorm")
            u = self._lin(x, p + "intermediate.dense")
            u = 0.5 * u * (1.0 + self._erf(u / math.sqrt(2.0)))
            x = self._ln(self._lin(u, p + "output.dense") + x, p + "output.LayerNorm")
        m = x.mean(0)  # every token is real here: no padding in the reference
        return m / np.linalg.norm(m)


def test_matches_numpy_reference_bert(embedder: MiniLMEmbedder) -> None:
    ref = NumpyBert(default_model_dir())
    assert len(ref.tok.encode(LONG).ids) == 256  # truncation is really exercised
    expected = np.stack([ref.embed_one(s) for s in SENTENCES])
    got = embedder.embed(SENTENCES)
    diff = np.abs(got.astype(np.float64) - expected).max()
    assert diff < 1e-4, f"max abs diff {diff:.3g}"


def test_shape_dtype_and_unit_norm(embedder: MiniLMEmbedder) -> None:
    out = embedder.embed(SENTENCES)
    assert out.shape == (len(SENTENCES), 384) and out.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(out, axis=1), 1.0, atol=1e-5)
    assert isinstance(embedder, Embedder) and embedder.name == "minilm-l6-v2" and embedder.dim == 384


def test_batched_equals_one_by_one_and_order_is_kept(embedder: MiniLMEmbedder) -> None:
    # Lengths vary so batches need padding; batch_size 3 forces several batches and the unsort.
    texts = SENTENCES + [f"short {i}" for i in range(5)] + ["a bit longer sentence number " * (i + 1) for i in range(4)]
    small = MiniLMEmbedder(onnx_path=embedder.onnx_path, batch_size=3)
    one_by_one = np.stack([embedder.embed([t])[0] for t in texts])
    np.testing.assert_allclose(embedder.embed(texts), one_by_one, atol=1e-5)
    np.testing.assert_allclose(small.embed(texts), one_by_one, atol=1e-5)
    np.testing.assert_allclose(embedder.embed(texts[::-1]), one_by_one[::-1], atol=1e-5)


def test_truncates_to_256_tokens(embedder: MiniLMEmbedder) -> None:
    tail_a, tail_b = LONG + " completely different ending", LONG + " cafeteria menus and opening hours"
    a, b = embedder.embed([tail_a, tail_b])
    np.testing.assert_allclose(a, b, atol=1e-6)
    assert MAX_SEQ_LENGTH == 256


def test_semantic_sanity(embedder: MiniLMEmbedder) -> None:
    q, rel, unrel = embedder.embed(
        ["How long does a refund take?", "Refunds are processed within 14 days", "The cafeteria opens at 8 am"]
    )
    assert float(q @ rel) > float(q @ unrel) + 0.2


def test_empty_inputs(embedder: MiniLMEmbedder) -> None:
    empty = embedder.embed([])
    assert empty.shape == (0, 384) and empty.dtype == np.float32
    blank = embedder.embed([""])
    assert blank.shape == (1, 384) and abs(float(np.linalg.norm(blank[0])) - 1.0) < 1e-5


def test_rejects_non_strings(embedder: MiniLMEmbedder) -> None:
    with pytest.raises(TypeError):
        embedder.embed("a single string is not a batch")
    with pytest.raises(TypeError, match="item 1"):
        embedder.embed(["ok", None])  # type: ignore[list-item]


def test_concurrent_calls_give_the_same_vectors(embedder: MiniLMEmbedder) -> None:
    texts = SENTENCES[:5]
    expected = embedder.embed(texts)
    results: list[np.ndarray] = []
    errors: list[BaseException] = []

    def work() -> None:
        try:
            results.append(embedder.embed(texts))
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert not errors and len(results) == 4
    for r in results:
        np.testing.assert_allclose(r, expected, atol=1e-6)


def test_measure_throughput(embedder: MiniLMEmbedder) -> None:
    rate = measure_throughput(embedder, [f"sentence number {i}" for i in range(40)])
    assert rate > 1.0
    assert measure_throughput(embedder, []) == 0.0


def test_make_embedder_defaults_to_minilm(embedder: MiniLMEmbedder) -> None:
    from querylab.config import Settings

    made = make_embedder(Settings())
    assert isinstance(made, MiniLMEmbedder)
    np.testing.assert_allclose(made.embed(["hello"]), embedder.embed(["hello"]), atol=1e-6)
