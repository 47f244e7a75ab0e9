"""Exact search over a tenant's rows (querylab/corpus/exact.py): first for tenants up to FIRST_ROWS rows, and for
tenants that are rare in a shared collection.

The scoped dense search over-fetches from the unfiltered index and, when too few of the tenant's chunks are
among the nearest, searches the tenant's rows exactly instead of asking Chroma to filter. These tests make
one tenant rare (one small document next to many large ones) and check that the exact path returns what
Chroma's own filtered query returns, keeps the audience rule, and sees documents added later.
"""

from __future__ import annotations

import numpy as np
import pytest

from querylab.corpus import access
from querylab.corpus.exact import ExactSearch
from tests.corpus.conftest import StoreFactory, scope


def _doc(topic: str, n: int, audience: str = "all") -> bytes:
    paragraphs = [f"Paragraph {i} about {topic} number {i}: the {topic} rule {i} says what to do on day {i}." for i in range(n)]
    return (f"# {topic.title()}\n\nAudience: {audience}\n\n" + "\n\n".join(paragraphs)).encode()


@pytest.fixture
def shared(embedded_factory: StoreFactory):
    store = embedded_factory()
    for t in range(3):  # the large tenant: far more chunks than the over-fetch looks at
        assert store.ingest_bytes(f"big-{t}.md", _doc(f"warehouse{t}", 60), "big").status != "error"
    assert store.ingest_bytes("small.md", _doc("refund", 4), "small").status != "error"
    assert store.ingest_bytes("secret.md", _doc("bonus", 3, audience="managers"), "small").status != "error"
    return store


def _filtered(store, vector: np.ndarray, k: int, sc) -> list[str]:
    res = store.collections.chunks.query(query_embeddings=[vector], n_results=k, where=access.scoped_where(sc), include=["metadatas"])
    return res["ids"][0]


def test_a_rare_tenant_gets_what_chromas_filtered_query_returns(shared) -> None:
    sc = scope("small", "staff")
    vector = shared.embedder.embed(["what is the refund rule"])[0]
    hits = shared.dense_search(vector, 5, sc)
    assert [h.chunk_id for h in hits] == _filtered(shared, vector, 5, sc)
    assert [h.rank for h in hits] == list(range(1, len(hits) + 1))
    assert all(h.metadata["tenant"] == "small" and h.metadata.get("audience") == "all" for h in hits)
    assert hits[0].score >= hits[-1].score
    assert shared.exact._versions, "the rare tenant was searched exactly, not through Chroma's filter"


def test_the_audience_rule_holds_on_the_exact_path(shared) -> None:
    vector = shared.embedder.embed(["bonus rule"])[0]
    staff = shared.dense_search(vector, 20, scope("small", "staff"))
    managers = shared.dense_search(vector, 20, scope("small", "managers"))
    assert not any("bonus" in h.text.lower() for h in staff)
    assert any("bonus" in h.text.lower() for h in managers)
    assert [h.chunk_id for h in managers] == _filtered(shared, vector, 20, scope("small", "managers"))


def test_a_document_added_later_is_found(shared) -> None:
    sc = scope("small", "staff")
    vector = shared.embedder.embed(["parking garage rule"])[0]
    before = {h.doc_id for h in shared.dense_search(vector, 50, sc)}
    result = shared.ingest_bytes("parking.md", _doc("parking garage", 3), "small")
    after = {h.doc_id for h in shared.dense_search(vector, 50, sc)}
    assert result.doc_id not in before and result.doc_id in after


def test_a_tenant_over_the_row_limit_is_left_to_chroma(shared) -> None:
    exact = ExactSearch(max_rows=2)
    vector = shared.embedder.embed(["refund"])[0]
    assert exact.nearest(shared.collections.chunks, scope("small"), lambda: "v1", vector, 5) is None
    assert exact.nearest(shared.collections.chunks, scope("nobody"), lambda: "v1", vector, 5) == []


def test_a_small_tenant_is_searched_exactly_first_with_chromas_results(shared) -> None:
    """Every tenant of the fixture is under FIRST_ROWS: no Chroma query, the same ids as Chroma's filtered query."""
    calls: list[str] = []
    chunks = shared.collections.chunks
    original = chunks.query
    chunks.query = lambda *a, **kw: calls.append("query") or original(*a, **kw)  # type: ignore[method-assign]
    try:
        for tenant, question in (("big", "warehouse1 rule 7"), ("small", "refund rule")):
            sc = scope(tenant, "staff")
            vector = shared.embedder.embed([question])[0]
            hits = shared.dense_search(vector, 8, sc)
            want = original(query_embeddings=[vector], n_results=8, where=access.scoped_where(sc), include=["distances"])
            # Chroma's results up to ties and HNSW's approximation: the same similarities rank by rank (never lower)
            assert len(hits) == len(want["ids"][0])
            assert all(h.score >= 1.0 - d - 1e-4 for h, d in zip(hits, want["distances"][0]))
            assert len({h.chunk_id for h in hits} & set(want["ids"][0])) >= len(hits) - 1
            assert all(h.metadata["tenant"] == tenant for h in hits)
    finally:
        chunks.query = original  # type: ignore[method-assign]
    assert calls == [], "a small tenant's search asked Chroma's index"


def test_reads_back_come_from_the_held_rows_at_the_current_version(shared) -> None:
    """BM25's read-back (get_chunks with a scope) is served from the rows the exact search holds, equal to Chroma's,
    and a write (a new tenant version) makes it read Chroma again until the rows are re-read."""
    sc = scope("small", "staff")
    shared.dense_search(shared.embedder.embed(["refund"])[0], 5, sc)  # holds the tenant's rows
    ids = [cid for cid, _t, meta in shared.iter_chunks("small") if meta.get("kind") != "front"]
    held = shared.get_chunks(ids, scope=sc)
    gets: list[str] = []
    chunks = shared.collections.chunks
    original = chunks.get
    chunks.get = lambda *a, **kw: gets.append("get") or original(*a, **kw)  # type: ignore[method-assign]
    try:
        again = shared.get_chunks(ids, scope=sc)
        assert gets == []
        shared.ingest_bytes("later.md", _doc("parking", 2), "small")
        shared.get_chunks(ids, scope=sc)
        assert gets, "after a write the held rows are stale and Chroma is read"
    finally:
        chunks.get = original  # type: ignore[method-assign]
    chunks_get = original(ids=ids, include=["documents", "metadatas"])
    from_chroma = {i: t for i, t in zip(chunks_get["ids"], chunks_get["documents"])}
    assert [(h.chunk_id, h.text) for h in again] == [(h.chunk_id, h.text) for h in held]
    assert all(from_chroma[h.chunk_id] == h.text for h in held)
    assert not any("bonus" in h.text.lower() for h in held)  # the managers-only document stays out for staff


def test_a_tenant_over_first_rows_keeps_the_index_first_and_the_exact_fallback(shared) -> None:
    exact = ExactSearch(max_rows=1000, first_rows=2)
    vector = shared.embedder.embed(["refund"])[0]
    chunks = shared.collections.chunks
    assert exact.first(chunks, "small", "v1") is None  # more than 2 rows: Chroma's index first
    assert exact.first(chunks, "small", "v1") is None
    nearest = exact.nearest(chunks, scope("small", "staff"), lambda: "v1", vector, 3)  # the fallback reads it all
    assert nearest is not None and nearest and all(i.startswith(tuple({h.doc_id for h in shared.dense_search(vector, 9, scope("small", "staff"))})) for i, _ in nearest)
