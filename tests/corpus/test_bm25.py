"""BM25: lexical ranking, tenant isolation, audience rule, staleness and persistence."""

from __future__ import annotations

import pytest

from querylab.corpus.bm25 import BM25Index
from querylab.corpus.store import CorpusStore
from querylab.corpus.tokens import tokenize
from tests.corpus.conftest import StoreFactory, scope


@pytest.fixture
def store(embedded_factory: StoreFactory) -> CorpusStore:
    store = embedded_factory()
    store.ingest_bytes("refunds.md", b"# Refund policy\n\nRefunds take 30 days. Receipts are required.", "acme")
    store.ingest_bytes("shipping.md", b"# Shipping\n\nParcels leave the warehouse within five days.", "acme")
    store.ingest_bytes("bonus.md", b"# Bonus\n\nAudience: managers\n\nThe bonus pool for refunds staff is 5 percent.", "acme")
    store.ingest_bytes("refunds.md", b"# Refund policy\n\nRefunds at Globex take 60 days. Receipts optional.", "globex")
    return store


def test_tokenizer_lowercases_and_drops_stopwords() -> None:
    assert tokenize("How long do the Refunds take, in 2024?") == ["long", "refunds", "take", "2024"]


def test_lexical_ranking(store: CorpusStore) -> None:
    index = BM25Index(store.settings, store)
    hits = index.search("warehouse parcels", 5, scope("acme"))
    assert [h.rank for h in hits] == [1] and hits[0].score > 0
    assert "warehouse" in hits[0].text and hits[0].metadata["source"] == "shipping.md"
    assert hits[0].chunk_id.startswith(hits[0].doc_id + ":")


def test_titles_are_indexed(store: CorpusStore) -> None:
    hits = BM25Index(store.settings, store).search("policy", 5, scope("acme"))
    assert [h.metadata["source"] for h in hits] == ["refunds.md"]  # "policy" is only in the title


def test_tenant_isolation(store: CorpusStore) -> None:
    index = BM25Index(store.settings, store)
    for tenant in ("acme", "globex"):
        hits = index.search("refunds globex 60 days receipts", 10, scope(tenant, "managers"))
        assert hits and all(h.metadata["tenant"] == tenant for h in hits)
    assert index.search("refunds", 10, scope("initech")) == []


def test_audience_rule(store: CorpusStore) -> None:
    index = BM25Index(store.settings, store)
    staff = {h.metadata["source"] for h in index.search("refunds bonus", 10, scope("acme", "staff"))}
    managers = {h.metadata["source"] for h in index.search("refunds bonus", 10, scope("acme", "Managers"))}
    assert staff == {"refunds.md"} and managers == {"refunds.md", "bonus.md"}
    ranks = [h.rank for h in index.search("refunds bonus", 10, scope("acme", "staff"))]
    assert ranks == list(range(1, len(ranks) + 1))


def test_unknown_terms_and_empty_queries_return_nothing(store: CorpusStore) -> None:
    index = BM25Index(store.settings, store)
    assert index.search("zzyzx qwerty", 5, scope("acme")) == []
    assert index.search("the and of", 5, scope("acme")) == []
    assert index.search("refunds", 0, scope("acme")) == []


def test_index_follows_writes(store: CorpusStore) -> None:
    index = BM25Index(store.settings, store)
    assert index.search("invoice", 5, scope("acme")) == []
    index.search("refunds", 5, scope("globex"))
    assert not index.is_stale("acme") and not index.is_stale("globex")
    added = store.ingest_bytes("billing.md", b"# Billing\n\nEvery invoice is sent monthly.", "acme")
    assert index.is_stale("acme") and not index.is_stale("globex")
    assert [h.doc_id for h in index.search("invoice", 5, scope("acme"))] == [added.doc_id]
    store.ingest_bytes("billing.md", b"# Billing\n\nEvery bill is sent monthly.", "acme")
    assert index.search("invoice", 5, scope("acme")) == []
    store.delete_document("acme", added.doc_id)
    assert index.search("bill monthly", 5, scope("acme")) == []


def test_index_is_persisted_and_reloaded_without_rebuild(store: CorpusStore, monkeypatch: pytest.MonkeyPatch) -> None:
    BM25Index(store.settings, store).search("refunds", 5, scope("acme"))
    assert (store.settings.data_dir / "bm25" / "acme" / "querylab_ids.json").is_file()
    fresh = BM25Index(store.settings, store)
    monkeypatch.setattr(fresh, "_build", lambda tenant, version: pytest.fail("rebuilt instead of loading"))
    assert fresh.search("refunds", 5, scope("acme"))[0].metadata["source"] == "refunds.md"


def test_odd_tenant_names_stay_inside_the_index_folder(embedded_factory: StoreFactory) -> None:
    store = embedded_factory()
    store.ingest_bytes("a.md", b"# A\n\nAlpha words.", "../escape")
    index = BM25Index(store.settings, store)
    assert index.search("alpha", 5, scope("../escape"))
    root = store.settings.data_dir / "bm25"
    assert all(p.resolve().parent == root.resolve() for p in root.iterdir())


def test_one_tenants_rebuild_does_not_hold_up_another_tenants_search(store: CorpusStore) -> None:
    import threading

    index = BM25Index(store.settings, store)  # no index held yet: each tenant's first search builds its own
    building, release = threading.Event(), threading.Event()
    real_build = index._build

    def slow_build(tenant: str, version: str):  # noqa: ANN202 - acme's rebuild waits until the test lets it go
        if tenant == "acme":
            building.set()
            assert release.wait(30), "the test never released acme's rebuild"
        return real_build(tenant, version)

    index._build = slow_build  # type: ignore[method-assign]
    acme: list = []
    rebuilding = threading.Thread(target=lambda: acme.extend(index.search("warehouse parcels", 5, scope("acme"))))
    rebuilding.start()
    try:
        assert building.wait(30)
        # acme's build holds acme's lock; globex builds and answers meanwhile (one lock for all tenants made it wait)
        assert [h.metadata["tenant"] for h in index.search("refunds 60 days", 5, scope("globex"))] == ["globex"]
        assert not acme
    finally:
        release.set()
        rebuilding.join(30)
    assert [h.metadata["source"] for h in acme] == ["shipping.md"]
