"""The Chroma adapter: Chroma embeds with our function, re-opened collections rebuild it, and Chroma's
default embedding function (which downloads a model) is never instantiated or called.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import weakref
from pathlib import Path
from typing import Any, Iterator, Sequence

import numpy as np
import pytest

chromadb = pytest.importorskip("chromadb")

from chromadb.api.types import DefaultEmbeddingFunction  # noqa: E402
from chromadb.utils.embedding_functions import known_embedding_functions  # noqa: E402
from chromadb.utils.embedding_functions.onnx_mini_lm_l6_v2 import ONNXMiniLM_L6_V2  # noqa: E402

from querylab.embeddings import EmbeddingError, MiniLMEmbedder, embedding_function_for  # noqa: E402
from querylab.embeddings import chroma_function  # noqa: E402
from querylab.embeddings.openai_embedder import OpenAIEmbedder  # noqa: E402

REPO_ROOT = Path(__file__).resolve().parents[2]
DOCS = {
    "refund": "Refunds are processed within 14 days of the request.",
    "cafeteria": "The cafeteria opens at 8 am and closes at 3 pm.",
    "travel": "Travel expenses need a manager's approval before booking.",
}
QUESTION = "How long does a refund take?"


class HashEmbedder:
    """A custom embedder Chroma cannot rebuild from a config (deterministic, no model)."""

    name = "hash-fake"
    dim = 16

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        rows = [np.random.default_rng(abs(hash(t)) % 2**32).normal(size=self.dim) for t in texts]
        out = np.array(rows, dtype=np.float32).reshape(len(texts), self.dim)
        return out / np.linalg.norm(out, axis=1, keepdims=True)


@pytest.fixture(autouse=True)
def no_default_embedding_function(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """HF_HUB_OFFLINE semantics: touching Chroma's default model is a test failure."""

    def forbidden(*_args: Any, **_kwargs: Any) -> Any:
        raise AssertionError("Chroma's default embedding function was used")

    def forbidden_call(self: Any, input: Any) -> Any:  # Chroma checks this exact signature
        raise AssertionError("Chroma's default embedding function was called")

    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setattr(ONNXMiniLM_L6_V2, "__init__", forbidden)
    monkeypatch.setattr(ONNXMiniLM_L6_V2, "_download_model_if_not_exists", forbidden)
    monkeypatch.setattr(DefaultEmbeddingFunction, "__call__", forbidden_call)
    monkeypatch.setattr(DefaultEmbeddingFunction, "embed_query", forbidden_call)
    yield


# `minilm` is the session fixture from tests/conftest.py: MiniLMEmbedder() on the default model path,
# the same file a re-opened collection rebuilds its embedder from.


def client(path: Path) -> Any:
    # No chromadb Settings (as querylab.corpus.chroma_client): differing settings on one path would clash.
    # Nor clear_system_cache(): it would stop other test modules' clients too. A new client on the same
    # path still reloads the collection's stored config, which is what these tests are about.
    return chromadb.PersistentClient(path=str(path))


def forget_live_embedders(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the adapters rebuild from config, as in a fresh process."""
    monkeypatch.setattr(chroma_function, "_live", weakref.WeakValueDictionary())
    monkeypatch.setattr(chroma_function, "_rebuilt", {})


def top_ids(collection: Any, text: str = QUESTION, n: int = 3) -> list[str]:
    return collection.query(query_texts=[text], n_results=n)["ids"][0]


def test_registered_names() -> None:
    for name in ("querylab-minilm-l6-v2", "querylab-openai", "querylab-custom"):
        assert name in known_embedding_functions


def test_create_add_query_then_reopen(tmp_path: Path, minilm: MiniLMEmbedder, monkeypatch: pytest.MonkeyPatch) -> None:
    col = client(tmp_path).create_collection("docs", embedding_function=embedding_function_for(minilm))
    col.add(ids=list(DOCS), documents=list(DOCS.values()))  # no embeddings: Chroma must call our function
    stored = col.get(ids=["refund"], include=["embeddings"])["embeddings"][0]
    np.testing.assert_allclose(stored, minilm.embed([DOCS["refund"]])[0], atol=1e-6)
    assert top_ids(col)[0] == "refund"

    ef_json = col.configuration_json["embedding_function"]
    assert ef_json["name"] == "querylab-minilm-l6-v2" and ef_json["type"] == "known"
    assert ef_json["config"] == {"kind": "minilm", "name": "minilm-l6-v2", "dim": 384}

    # A new client on the same path, no live embedder to borrow: the function is rebuilt from config,
    # once, however often Chroma re-parses the stored config.
    forget_live_embedders(monkeypatch)
    builds: list[MiniLMEmbedder] = []
    real_build = chroma_function.MiniLMEmbeddingFunction._build
    monkeypatch.setattr(chroma_function.MiniLMEmbeddingFunction, "_build",
                        lambda self: builds.append(real_build(self)) or builds[-1])
    reopened = client(tmp_path).get_collection("docs")
    assert top_ids(reopened)[0] == "refund"
    assert top_ids(reopened, "When does the cafeteria open?")[0] == "cafeteria"
    assert len(builds) == 1 and builds[0] is not minilm
    reopened_with = client(tmp_path).get_collection("docs", embedding_function=embedding_function_for(minilm))
    assert top_ids(reopened_with)[0] == "refund"
    again = client(tmp_path).get_or_create_collection("docs")
    again.add(ids=["late"], documents=["Late refunds are escalated to finance."])
    assert "late" in top_ids(again, n=4)


def test_store_style_get_or_create_with_cosine_config(tmp_path: Path, minilm: MiniLMEmbedder) -> None:
    """The call querylab.corpus.chroma_client makes, twice (create, then open existing)."""
    for _ in range(2):
        col = client(tmp_path).get_or_create_collection(
            name="docs",
            configuration={"hnsw": {"space": "cosine"}},
            metadata={"embedder": minilm.name, "dim": minilm.dim},
            embedding_function=embedding_function_for(minilm),
        )
    col.add(ids=list(DOCS), documents=list(DOCS.values()))
    assert top_ids(col)[0] == "refund"
    assert col.configuration_json["hnsw"]["space"] == "cosine"


def test_cosine_space_by_default(tmp_path: Path, minilm: MiniLMEmbedder) -> None:
    col = client(tmp_path).create_collection("docs", embedding_function=embedding_function_for(minilm))
    col.add(ids=list(DOCS), documents=list(DOCS.values()))
    res = col.query(query_texts=[QUESTION], n_results=1, include=["distances"])
    q, d = minilm.embed([QUESTION, DOCS["refund"]])
    assert res["distances"][0][0] == pytest.approx(1.0 - float(q @ d), abs=1e-4)


def test_reopen_in_a_fresh_process(tmp_path: Path, minilm: MiniLMEmbedder) -> None:
    col = client(tmp_path).create_collection("docs", embedding_function=embedding_function_for(minilm))
    col.add(ids=list(DOCS), documents=list(DOCS.values()))
    script = textwrap.dedent(
        f"""
        import json, sys
        import chromadb
        from chromadb.utils.embedding_functions.onnx_mini_lm_l6_v2 import ONNXMiniLM_L6_V2
        def forbidden(*a, **k):
            raise AssertionError("Chroma's default embedding function was used")
        ONNXMiniLM_L6_V2.__init__ = forbidden
        import querylab.embeddings.chroma_function  # registers the adapters
        c = chromadb.PersistentClient(path={str(tmp_path)!r})
        col = c.get_collection("docs")
        print(json.dumps(col.query(query_texts=[{QUESTION!r}], n_results=3)["ids"][0]))
        """
    )
    env = dict(os.environ, HF_HUB_OFFLINE="1", PYTHONPATH=str(REPO_ROOT))
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(proc.stdout.strip().splitlines()[-1])[0] == "refund"


def test_different_embedder_is_refused_on_open(tmp_path: Path, minilm: MiniLMEmbedder) -> None:
    client(tmp_path).create_collection("docs", embedding_function=embedding_function_for(minilm))
    with pytest.raises(ValueError, match="querylab-custom"):
        client(tmp_path).get_collection("docs", embedding_function=embedding_function_for(HashEmbedder()))


def test_custom_embedder_never_falls_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = HashEmbedder()
    col = client(tmp_path).create_collection("docs", embedding_function=embedding_function_for(fake))
    col.add(ids=list(DOCS), documents=list(DOCS.values()))
    assert col.configuration_json["embedding_function"]["name"] == "querylab-custom"
    # Same process, embedder still alive: re-opening without a function borrows it.
    assert len(top_ids(client(tmp_path).get_collection("docs"))) == 3
    # As in a fresh process: there is nothing to rebuild it from, so querying says so instead of falling back.
    forget_live_embedders(monkeypatch)
    with pytest.raises(EmbeddingError, match="hash-fake"):
        top_ids(client(tmp_path).get_collection("docs"))
    assert len(top_ids(client(tmp_path).get_collection("docs", embedding_function=embedding_function_for(fake)))) == 3


def test_live_embedder_is_reused(minilm: MiniLMEmbedder) -> None:
    ef = embedding_function_for(minilm)
    rebuilt = type(ef).build_from_config(ef.get_config())
    assert rebuilt.embedder is minilm  # type: ignore[attr-defined]
    assert not ef.is_legacy()


def test_openai_adapter_rebuilds_lazily_without_storing_the_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env")
    emb = OpenAIEmbedder(api_key="sk-secret", base_url="http://127.0.0.1:9/v1", model="text-embedding-3-large")
    ef = embedding_function_for(emb)
    config = ef.get_config()
    assert ef.name() == "querylab-openai" and "sk-secret" not in json.dumps(config)
    forget_live_embedders(monkeypatch)
    rebuilt = type(ef).build_from_config(config)
    inner = rebuilt.embedder  # type: ignore[attr-defined]
    assert isinstance(inner, OpenAIEmbedder) and inner is not emb
    assert (inner.model, inner.base_url, inner.dim) == ("text-embedding-3-large", "http://127.0.0.1:9/v1", 3072)


def test_model_swap_is_refused_on_config_update(minilm: MiniLMEmbedder) -> None:
    ef = embedding_function_for(minilm)
    with pytest.raises(ValueError, match="dim"):
        ef.validate_config_update(ef.get_config(), {"kind": "minilm", "name": "minilm-l6-v2", "dim": 768})
