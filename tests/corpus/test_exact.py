"""Exact search over a tenant's rows (querylab/corpus/exact.py): first for tenants up to FIRST_ROWS rows, and for
tenants that are rare in a shared collection.

The scoped dense search over-fetches from the unfiltered index and, when too few of the tenant's chunks are
among the nearest, searches the tenant's rows exactly instead of asking Chroma to filter. These tests make
one tenant rare (one small document next to many large ones) and check that the exact path returns what
Chroma's own filtered query returns, keeps the audience rule, and sees documents added later.
"""

from __future__ import annotations

import threading

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
    assert shared.exact._entries, "the rare tenant was searched exactly, not through Chroma's filter"


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


class _Rows:
    """A stand-in for a Chroma collection holding a few unit vectors per tenant; `get` of a tenant listed in
    `hold` waits for `release` (a re-read in progress) after saying so through `reading`."""

    name = "fake_chunks"

    def __init__(self, tenants: dict[str, int]) -> None:
        rng = np.random.default_rng(7)
        self.rows = {t: [(f"{t}-{i}", rng.normal(size=8).tolist()) for i in range(n)] for t, n in tenants.items()}
        self.hold: set[str] = set()
        self.reading, self.release = threading.Event(), threading.Event()
        self.gets: list[str] = []

    def get(self, *, where: dict, include: list[str], limit: int, offset: int) -> dict:
        tenant = where["tenant"]
        self.gets.append(tenant)
        if tenant in self.hold:
            self.reading.set()
            self.release.wait(30)  # a guard against a hang only: the test releases it
        page = self.rows.get(tenant, [])[offset:offset + limit]
        return {"ids": [i for i, _ in page], "embeddings": [v for _, v in page], "documents": [f"text {i}" for i, _ in page],
                "metadatas": [{"tenant": tenant, "audience": "all", "doc_id": i} for i, _ in page]}


def test_one_tenants_re_read_does_not_stall_another_tenants_search() -> None:
    """While tenant a's rows are re-read after a write (its `get` held open), tenant b's search at its held
    version answers, and so does a first read of tenant c; results equal those of a fresh cache."""
    rows = _Rows({"a": 6, "b": 5, "c": 4})
    exact = ExactSearch()
    vector = np.linspace(-1.0, 1.0, 8, dtype=np.float32)
    for tenant in ("a", "b"):
        exact.nearest(rows, scope(tenant), lambda: "v1", vector, 3)
    b_before = exact.nearest(rows, scope("b"), lambda: "v1", vector, 3)
    rows.hold = {"a"}
    a_result: list = []
    reader = threading.Thread(target=lambda: a_result.append(exact.nearest(rows, scope("a"), lambda: "v2", vector, 3)))
    reader.start()
    assert rows.reading.wait(30)  # a's re-read is under way, holding a's lock
    try:
        b_during = exact.nearest(rows, scope("b"), lambda: "v1", vector, 3)  # a hit: would wait on one shared lock
        c_during = exact.nearest(rows, scope("c"), lambda: "v1", vector, 3)  # a read of its own: c's lock only
        assert not rows.release.is_set() and reader.is_alive()  # answered while a's re-read was still held open
    finally:
        rows.release.set()
        reader.join(30)
    fresh = ExactSearch()
    assert b_during == b_before == fresh.nearest(rows, scope("b"), lambda: "v1", vector, 3)
    assert c_during == fresh.nearest(rows, scope("c"), lambda: "v1", vector, 3) and len(c_during) == 3
    assert a_result == [fresh.nearest(rows, scope("a"), lambda: "v2", vector, 3)]


def test_a_search_at_the_held_version_takes_no_lock_and_reads_nothing() -> None:
    rows = _Rows({"a": 5})
    exact = ExactSearch()
    vector = np.ones(8, dtype=np.float32)
    first = exact.nearest(rows, scope("a"), lambda: "v1", vector, 2)
    reads = len(rows.gets)

    def no_lock(key: tuple[str, str]) -> threading.Lock:
        raise AssertionError(f"a cache hit took {key}'s lock")

    exact._tenant_lock = no_lock  # type: ignore[method-assign]
    assert exact.nearest(rows, scope("a"), lambda: "v1", vector, 2) == first
    assert exact.first(rows, "a", "v1") is not None and len(rows.gets) == reads


def test_concurrent_searches_of_one_tenant_after_a_write_read_its_rows_once() -> None:
    rows = _Rows({"a": 5})
    exact = ExactSearch()
    vector = np.ones(8, dtype=np.float32)
    barrier = threading.Barrier(4)
    results: list = []

    def search() -> None:
        barrier.wait()
        results.append(exact.nearest(rows, scope("a"), lambda: "v2", vector, 2))

    threads = [threading.Thread(target=search) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert len(results) == 4 and all(r == results[0] for r in results) and rows.gets == ["a"]
