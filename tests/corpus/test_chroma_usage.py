"""What the store relies on in chromadb 1.5.9: cosine space, filters evaluated inside Chroma, and
no use of Chroma's default (downloading) embedding function anywhere."""

from __future__ import annotations

import pytest

from querylab.corpus.access import scoped_where
from querylab.corpus.store import CorpusStore
from tests.corpus.conftest import StoreFactory, scope


def test_collections_are_cosine_and_record_the_embedder(store: CorpusStore) -> None:
    for collection in (store.collections.chunks, store.collections.docs):
        config = collection.configuration_json
        assert config["hnsw"]["space"] == "cosine"
        assert (config.get("embedding_function") or {}).get("name") != "default"
        assert collection.metadata == {"embedder": store.embedder.name, "dim": store.embedder.dim}


def test_default_embedding_function_is_never_called(embedded_factory: StoreFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    from chromadb.api.types import DefaultEmbeddingFunction
    from chromadb.utils.embedding_functions.onnx_mini_lm_l6_v2 import ONNXMiniLM_L6_V2

    def boom(self: object, input: object) -> None:
        raise AssertionError("Chroma's default embedding function was used (it downloads a model)")

    monkeypatch.setattr(DefaultEmbeddingFunction, "__call__", boom)
    monkeypatch.setattr(ONNXMiniLM_L6_V2, "__call__", boom)
    store = embedded_factory()
    r = store.ingest_bytes("a.md", b"# A\n\nAlpha beta gamma.", "acme")
    store.ingest_bytes("a.md", b"# A\n\nAlpha beta delta.", "acme")
    q = store.embedder.embed(["alpha"])[0]
    assert store.dense_search(q, 3, scope("acme"))[0].doc_id == r.doc_id
    assert store.summary_search(q, 3, scope("acme"))[0].doc_id == r.doc_id
    assert store.recover(full=True) == 0


def test_scoped_where_shape() -> None:
    front = {"kind": {"$ne": "front"}}
    assert scoped_where(scope("acme")) == {"$and": [{"tenant": "acme"}, {"audience": "all"}, front]}
    assert scoped_where(scope("acme", "Managers", "hr", "hr")) == {
        "$and": [{"tenant": "acme"}, {"$or": [{"audience": "all"}, {"aud:hr": True}, {"aud:managers": True}]}, front]
    }


def test_filters_run_inside_chroma(store: CorpusStore) -> None:
    """Raw Chroma queries with the scoped filter already exclude other tenants and audiences
    (the Python re-check in the store is defence in depth, not the mechanism)."""
    store.ingest_bytes("a.md", b"# A\n\nAudience: managers\n\nSecret bonus numbers.", "acme")
    store.ingest_bytes("b.md", b"# B\n\nPublic bonus rules.", "acme")
    store.ingest_bytes("c.md", b"# C\n\nOther bonus rules.", "globex")
    q = store.embedder.embed(["bonus"])[0]

    def raw(*groups: str) -> set[str]:
        res = store.collections.chunks.query(query_embeddings=[q], n_results=10, where=scoped_where(scope("acme", *groups)))
        return {m["source"] for m in res["metadatas"][0]}

    assert raw() == {"b.md"}
    assert raw("managers") == {"a.md", "b.md"}
