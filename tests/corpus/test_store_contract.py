"""The store contract, written once and run against every Chroma backend (like haystack's
document-store tests): the embedded PersistentClient and a real `chroma run` server."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from querylab.corpus.access import AUDIENCE_KEY_PREFIX
from querylab.corpus.chroma_client import StoreError
from querylab.corpus.ids import doc_id_for
from querylab.corpus.models import IngestProgress
from querylab.corpus.store import CorpusStore
from tests.corpus.conftest import StoreFactory, scope
from tests.fakes.hash_embedder import HashEmbedder

REFUNDS_V1 = """# Refund policy

Effective: 2024-01-01
Version: 1
Audience: managers

Refunds take 30 days from the purchase date. The customer receives an email when the refund is approved. Managers approve refunds above 100 euros.

## Exceptions

Digital goods cannot be refunded after download. Gift cards are never refunded. Sale items follow the same rules as other items.

## Contact

Write to the refunds desk for questions about a refund. The desk answers within two working days."""

REFUNDS_V2 = REFUNDS_V1.replace("Version: 1\nAudience: managers", "Version: 2").replace(
    "Gift cards are never refunded.", "Gift cards can be refunded within 14 days."
)

REQUIRED_KEYS = {"tenant", "doc_id", "source", "title", "section", "chunk_index", "content_hash", "doc_hash", "ingested_at"}


class Killed(BaseException):
    """Stands in for the process being killed: nothing in the store catches it."""


def ids_of(store: CorpusStore, doc_id: str) -> set[str]:
    return set(store.collections.chunks.get(where={"doc_id": doc_id}, include=[])["ids"])


def rows_of(store: CorpusStore, doc_id: str) -> list[tuple[str, str, dict[str, Any]]]:
    got = store.collections.chunks.get(where={"doc_id": doc_id}, include=["documents", "metadatas"])
    return sorted(zip(got["ids"], got["documents"], got["metadatas"]), key=lambda r: r[2]["chunk_index"])


def query(store: CorpusStore, text: str) -> np.ndarray:
    return store.embedder.embed([text])[0]


class StoreContract:
    """Every backend must pass these. Subclasses provide the `make` fixture (a store factory)."""

    @pytest.fixture
    def make(self) -> StoreFactory:  # pragma: no cover - overridden
        raise NotImplementedError

    # ---------------------------------------------------------------- ingestion and metadata
    def test_ingest_sets_ids_and_metadata_on_every_chunk(self, make: StoreFactory) -> None:
        store = make()
        result = store.ingest_bytes("refunds.md", REFUNDS_V1.encode(), "acme")
        assert result.status == "added" and result.doc_id == doc_id_for("acme", "refunds.md")
        assert result.n_chunks == result.chunks_added >= 3 and result.title == "Refund policy"
        rows = rows_of(store, result.doc_id)
        assert len(rows) == result.n_chunks
        for index, (chunk_id, text, meta) in enumerate(rows):
            assert REQUIRED_KEYS <= meta.keys()
            assert meta["chunk_index"] == index and meta["tenant"] == "acme" and meta["source"] == "refunds.md"
            assert chunk_id == f"{result.doc_id}:{index}:{meta['content_hash'][:10]}"
            assert meta["effective_date"] == "2024-01-01" and meta["version"] == "1" and meta["audience"] == "managers"
            assert all(v is not None for v in meta.values())
            assert text and len(text) <= store.settings.chunk_size
        assert {m["section"] for _, _, m in rows} == {"Refund policy", "Exceptions", "Contact"}

    def test_same_content_twice_is_unchanged(self, make: StoreFactory) -> None:
        embedder = HashEmbedder()
        store = make(embedder=embedder)
        first = store.ingest_bytes("refunds.md", REFUNDS_V1.encode(), "acme")
        ids, version, calls = ids_of(store, first.doc_id), store.version, embedder.calls
        second = store.ingest_bytes("refunds.md", REFUNDS_V1.encode(), "acme")
        assert second.status == "unchanged" and second.n_chunks == first.n_chunks and second.doc_id == first.doc_id
        assert ids_of(store, first.doc_id) == ids and store.version == version
        assert embedder.calls == calls  # nothing was even embedded again

    def test_changed_file_replaces_its_chunks_with_no_stale_left(self, make: StoreFactory) -> None:
        store = make()
        v1 = store.ingest_bytes("refunds.md", REFUNDS_V1.encode(), "acme")
        before = ids_of(store, v1.doc_id)
        v2 = store.ingest_bytes("refunds.md", REFUNDS_V2.encode(), "acme")
        after = ids_of(store, v1.doc_id)
        assert v2.status == "updated" and v2.doc_id == v1.doc_id
        assert len(after) == v2.n_chunks == len(store.manifest.get(v1.doc_id).chunk_ids)
        assert v2.chunks_added == len(after - before) > 0 and v2.chunks_removed == len(before - after) > 0
        assert before & after, "unchanged chunks keep their ids"
        rows = rows_of(store, v1.doc_id)
        assert not any("never refunded" in text for _, text, _ in rows)
        assert any("within 14 days" in text for _, text, _ in rows)
        for _, _, meta in rows:  # Chroma merges metadata on upsert: dropped keys must really go
            assert meta["version"] == "2" and meta["audience"] == "all"
            assert not any(k.startswith(AUDIENCE_KEY_PREFIX) for k in meta)
            assert meta["doc_hash"] == store.manifest.get(v1.doc_id).doc_hash
        assert len(store.collections.chunks.get(include=[])["ids"]) == v2.n_chunks

    def test_ingest_paths_walks_folders_reports_progress_and_skips_hidden(self, make: StoreFactory, tmp_path: Path) -> None:
        store = make()
        root = tmp_path / "corpus"
        (root / "policies").mkdir(parents=True)
        (root / ".git").mkdir()
        (root / "policies" / "refunds.md").write_text(REFUNDS_V1, encoding="utf-8")
        (root / "shipping.txt").write_text("Shipping takes five days.", encoding="utf-8")
        (root / ".git" / "config.md").write_text("# hidden", encoding="utf-8")
        single = tmp_path / "single.md"
        single.write_text("# Single\n\nA single file.", encoding="utf-8")
        seen: list[IngestProgress] = []
        report = store.ingest_paths([root, single], "acme", progress=seen.append)
        assert [r.source for r in report.results] == ["policies/refunds.md", "shipping.txt", "single.md"]
        assert report.added == 3 and report.ok
        assert [(p.done, p.total) for p in seen] == [(1, 3), (2, 3), (3, 3)]
        again = store.ingest_paths([root, single], "acme")
        assert again.unchanged == 3

    # ---------------------------------------------------------------- search
    def test_dense_search_ranks_by_cosine(self, make: StoreFactory) -> None:
        store = make()
        store.ingest_bytes("refunds.md", REFUNDS_V1.encode(), "acme")
        store.ingest_bytes("shipping.md", b"# Shipping\n\nParcels ship from the warehouse in five days.", "acme")
        q = query(store, "how many days does a refund take from the purchase date")
        hits = store.dense_search(q, 3, scope("acme", "managers"))
        assert [h.rank for h in hits] == [1, 2, 3]
        assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
        assert "30 days" in hits[0].text and hits[0].metadata["section"] == "Refund policy"
        stored = store.collections.chunks.get(ids=[hits[0].chunk_id], include=["embeddings"])["embeddings"][0]
        assert hits[0].score == pytest.approx(float(np.dot(q, np.asarray(stored))), abs=1e-4)
        assert hits[0].doc_id == doc_id_for("acme", "refunds.md")
        assert not any(k.startswith(AUDIENCE_KEY_PREFIX) for h in hits for k in h.metadata)
        assert store.dense_search(q, 0, scope("acme")) == []
        assert store.dense_search(q, 5, scope("nobody")) == []

    def test_summary_search_returns_documents(self, make: StoreFactory) -> None:
        store = make()
        r = store.ingest_bytes("refunds.md", REFUNDS_V1.encode(), "acme")
        store.ingest_bytes("shipping.md", b"# Shipping\n\nParcels ship from the warehouse in five days.", "acme")
        hits = store.summary_search(query(store, "warehouse parcels ship"), 5, scope("acme", "managers"))
        assert [h.rank for h in hits] == [1, 2]
        assert hits[0].chunk_id == hits[0].doc_id == doc_id_for("acme", "shipping.md")
        assert hits[0].text.startswith("Shipping\n")
        refunds = hits[1]
        assert refunds.doc_id == r.doc_id and refunds.metadata["n_chunks"] == r.n_chunks
        assert "Refunds take 30 days" in refunds.text and "Effective:" not in refunds.text

    def test_tenant_isolation_everywhere(self, make: StoreFactory) -> None:
        store = make()
        acme = store.ingest_bytes("refunds.md", b"# Refunds\n\nRefunds at Acme take 30 days by bank transfer.", "acme")
        globex = store.ingest_bytes("refunds.md", b"# Refunds\n\nRefunds at Globex take 60 days by bank transfer.", "globex")
        assert acme.doc_id != globex.doc_id
        q = query(store, "refunds Globex 60 days bank transfer")
        for search in (store.dense_search, store.summary_search):
            hits = search(q, 10, scope("acme"))
            assert hits and all(h.metadata["tenant"] == "acme" and h.doc_id == acme.doc_id for h in hits)
        globex_ids = list(ids_of(store, globex.doc_id))
        assert store.get_chunks(globex_ids, scope=scope("acme")) == []
        assert store.get_document_text(globex.doc_id, "acme") == ""
        assert store.delete_document("acme", globex.doc_id) is False
        assert ids_of(store, globex.doc_id)
        assert [d.tenant for d in store.list_documents("globex")] == ["globex"]

    def test_audience_restricts_visibility(self, make: StoreFactory) -> None:
        store = make()
        mgr = store.ingest_bytes("bonus.md", b"# Bonus\n\nAudience: managers\n\nBonus pool is 5 percent.", "acme")
        hr = store.ingest_bytes("salary.md", b"# Salary\n\nAudience: HR, Managers\n\nBonus bands are reviewed yearly.", "acme")
        pub = store.ingest_bytes("holiday.md", b"# Holiday\n\nAudience: everyone\n\nBonus days off at new year.", "acme")
        q = query(store, "bonus")

        def visible(*groups: str) -> set[str]:
            dense = {h.doc_id for h in store.dense_search(q, 10, scope("acme", *groups))}
            summaries = {h.doc_id for h in store.summary_search(q, 10, scope("acme", *groups))}
            assert dense == summaries
            return dense

        assert visible() == {pub.doc_id}
        assert visible("staff") == {pub.doc_id}
        assert visible("managers") == {mgr.doc_id, hr.doc_id, pub.doc_id}
        assert visible("HR") == {hr.doc_id, pub.doc_id}
        mgr_ids = list(ids_of(store, mgr.doc_id))
        assert store.get_chunks(mgr_ids, scope=scope("acme", "staff")) == []
        assert len(store.get_chunks(mgr_ids, scope=scope("acme", "managers"))) == len(mgr_ids)
        assert store.get_document_text(mgr.doc_id, "acme", scope=scope("acme")) == ""

    # ---------------------------------------------------------------- documents
    def test_get_chunks_keeps_requested_order(self, make: StoreFactory) -> None:
        store = make()
        r = store.ingest_bytes("refunds.md", REFUNDS_V1.encode(), "acme")
        ids = [cid for cid, _, _ in rows_of(store, r.doc_id)][::-1]
        hits = store.get_chunks(ids + ["missing:0:0"])
        assert [h.chunk_id for h in hits] == ids and [h.rank for h in hits] == list(range(1, len(ids) + 1))
        assert all(h.doc_id == r.doc_id and h.text for h in hits)

    def test_get_document_text_rebuilds_the_whole_document(self, make: StoreFactory) -> None:
        store = make(chunk_size=120, chunk_overlap=40)
        r = store.ingest_bytes("refunds.md", REFUNDS_V1.encode(), "acme")
        assert r.n_chunks > 4
        assert store.get_document_text(r.doc_id, "acme") == ""  # audience managers: no groups given, nothing (fails closed)
        assert store.get_document_text(r.doc_id, "acme", ("managers",)) == REFUNDS_V1

    def test_get_document_text_keeps_headings_that_have_no_text_of_their_own(self, make: StoreFactory) -> None:
        store = make()
        outline = "# Handbook\n\n## Leave\n\nStaff get 25 days of leave.\n\n## Travel\n\n### Hotels\n\nThe hotel cap is 180 euros.\n\n## Empty at the end"
        r = store.ingest_bytes("handbook.md", outline.encode(), "acme")
        assert store.get_document_text(r.doc_id, "acme") == outline.rsplit("\n\n## Empty", 1)[0]  # a trailing empty heading has no chunk to ride on

    def test_delete_document(self, make: StoreFactory) -> None:
        store = make()
        keep = store.ingest_bytes("shipping.md", b"# Shipping\n\nFive days.", "acme")
        gone = store.ingest_bytes("refunds.md", REFUNDS_V1.encode(), "acme")
        version = store.version
        assert store.delete_document("acme", gone.doc_id) is True
        assert ids_of(store, gone.doc_id) == set() and store.version != version
        assert [d.doc_id for d in store.list_documents("acme")] == [keep.doc_id]
        assert {h.doc_id for h in store.summary_search(query(store, "refunds"), 5, scope("acme", "managers"))} == {keep.doc_id}
        assert store.delete_document("acme", gone.doc_id) is False
        assert store.ingest_bytes("refunds.md", REFUNDS_V1.encode(), "acme").status == "added"

    def test_list_documents_and_stats(self, make: StoreFactory) -> None:
        store = make()
        r = store.ingest_bytes("refunds.md", REFUNDS_V1.encode(), "acme")
        store.ingest_bytes("other.txt", b"Other tenant text.", "globex")
        (info,) = store.list_documents("acme")
        assert (info.doc_id, info.source, info.title, info.n_chunks) == (r.doc_id, "refunds.md", "Refund policy", r.n_chunks)
        assert (info.effective_date, info.version, info.audience, info.status) == ("2024-01-01", "1", "managers", "ok")
        assert info.summary.startswith("Refunds take 30 days")
        assert len(store.list_documents()) == 2
        stats = store.stats()
        assert stats.documents == 2 and stats.chunks == r.n_chunks + 1
        assert stats.documents_per_tenant == {"acme": 1, "globex": 1}
        assert stats.backend == store.backend and stats.embedder == store.embedder.name
        mine = store.stats("acme")  # what the Corpus page shows: nothing about another tenant
        assert (mine.documents, mine.chunks) == (1, r.n_chunks)
        assert mine.documents_per_tenant == {"acme": 1} and "globex" not in mine.chunks_per_tenant

    def test_version_changes_on_every_write_only(self, make: StoreFactory) -> None:
        store = make()
        v0, g0 = store.version, store.tenant_version("globex")
        store.ingest_bytes("a.md", b"# A\n\nAlpha.", "acme")
        v1 = store.version
        assert v1 != v0
        store.ingest_bytes("a.md", b"# A\n\nAlpha.", "acme")
        assert store.version == v1
        store.ingest_bytes("a.md", b"# A\n\nAlpha two.", "acme")
        assert store.version != v1
        assert store.tenant_version("globex") == g0

    def test_reopening_with_another_embedder_fails_loudly(self, make: StoreFactory) -> None:
        make().ingest_bytes("a.md", b"# A\n\nAlpha.", "acme")
        with pytest.raises(StoreError, match="embedder"):
            make(embedder=HashEmbedder(dim=32))

    # ---------------------------------------------------------------- crash safety
    def test_crash_before_commit_keeps_previous_version(self, make: StoreFactory, monkeypatch: pytest.MonkeyPatch) -> None:
        store = make()
        v1 = store.ingest_bytes("refunds.md", REFUNDS_V1.encode(), "acme")
        before_rows = rows_of(store, v1.doc_id)
        monkeypatch.setattr(store.manifest, "commit", lambda row: (_ for _ in ()).throw(Killed()))
        with pytest.raises(Killed):
            store.ingest_bytes("refunds.md", REFUNDS_V2.encode(), "acme")
        assert ids_of(store, v1.doc_id) != {r[0] for r in before_rows}  # the crash left a mess
        monkeypatch.undo()

        reopened = make()  # recover() runs at open
        after_rows = rows_of(reopened, v1.doc_id)
        assert [(i, t) for i, t, _ in after_rows] == [(i, t) for i, t, _ in before_rows]
        assert [m for _, _, m in after_rows] == [m for _, _, m in before_rows]
        summary = reopened.summary_search(query(reopened, "refunds"), 1, scope("acme", "managers"))[0]
        assert summary.metadata["doc_hash"] == before_rows[0][2]["doc_hash"]
        assert reopened.manifest.pending() == []
        assert reopened.ingest_bytes("refunds.md", REFUNDS_V2.encode(), "acme").status == "updated"

    def test_a_store_opened_while_another_writes_leaves_that_write_alone(self, make: StoreFactory, monkeypatch: pytest.MonkeyPatch) -> None:
        """A second replica starting mid-ingestion sees the writer's journal entry; it must wait for the write, not undo it."""
        writer = make()
        in_write, release = threading.Event(), threading.Event()
        commit = writer.manifest.commit

        def slow_commit(row):  # noqa: ANN001 - the writer pauses between its Chroma write and its commit
            in_write.set()
            assert release.wait(20)
            commit(row)

        monkeypatch.setattr(writer.manifest, "commit", slow_commit)
        done: dict[str, object] = {}
        write = threading.Thread(target=lambda: done.setdefault("result", writer.ingest_bytes("new.md", REFUNDS_V1.encode(), "acme")))
        write.start()
        assert in_write.wait(20)
        opening = threading.Thread(target=lambda: done.setdefault("store", make()))  # recover() runs at open
        opening.start()
        opening.join(0.5)
        release.set()
        write.join(30)
        opening.join(30)
        assert done["result"].status == "added"
        reopened = done["store"]
        assert [d.source for d in reopened.list_documents("acme")] == ["new.md"]
        assert ids_of(reopened, doc_id_for("acme", "new.md"))

    def test_crash_before_first_commit_leaves_nothing(self, make: StoreFactory, monkeypatch: pytest.MonkeyPatch) -> None:
        store = make()
        monkeypatch.setattr(store.manifest, "commit", lambda row: (_ for _ in ()).throw(Killed()))
        with pytest.raises(Killed):
            store.ingest_bytes("new.md", REFUNDS_V1.encode(), "acme")
        monkeypatch.undo()
        reopened = make()
        doc_id = doc_id_for("acme", "new.md")
        assert ids_of(reopened, doc_id) == set() and reopened.list_documents() == []
        assert reopened.summary_search(query(reopened, "refunds"), 5, scope("acme", "managers")) == []

    def test_crash_after_commit_finishes_the_update(self, make: StoreFactory, monkeypatch: pytest.MonkeyPatch) -> None:
        store = make()
        v1 = store.ingest_bytes("refunds.md", REFUNDS_V1.encode(), "acme")
        monkeypatch.setattr(store.collections, "delete_chunks", lambda ids: (_ for _ in ()).throw(Killed()))
        with pytest.raises(Killed):
            store.ingest_bytes("refunds.md", REFUNDS_V2.encode(), "acme")
        monkeypatch.undo()
        reopened = make()
        committed = reopened.manifest.get(v1.doc_id)
        assert ids_of(reopened, v1.doc_id) == set(committed.chunk_ids)
        assert all(m["version"] == "2" for _, _, m in rows_of(reopened, v1.doc_id))

    def test_the_repair_tells_the_listener_which_passages_left(self, make: StoreFactory, monkeypatch: pytest.MonkeyPatch) -> None:
        """A replace interrupted after its commit leaves the old version's passages, which were live and may have
        been judged; the repair at open deletes them and names them, so what was derived from them goes too."""
        store = make()
        v1 = store.ingest_bytes("refunds.md", REFUNDS_V1.encode(), "acme")
        before = {i: t for i, t, _ in rows_of(store, v1.doc_id)}
        monkeypatch.setattr(store.collections, "delete_chunks", lambda ids: (_ for _ in ()).throw(Killed()))
        with pytest.raises(Killed):
            store.ingest_bytes("refunds.md", REFUNDS_V2.encode(), "acme")
        monkeypatch.undo()
        heard: list[tuple[list[str], list[str]]] = []
        reopened = make(on_texts_removed=lambda removed, kept: heard.append((removed, kept)))
        committed = set(reopened.manifest.get(v1.doc_id).chunk_ids)
        after = {i: t for i, t, _ in rows_of(reopened, v1.doc_id)}
        assert len(heard) == 1
        removed, kept = heard[0]
        assert removed and sorted(removed) == sorted(t for i, t in before.items() if i not in committed)
        assert sorted(kept) == sorted(after.values()) and set(after) == committed
        heard.clear()
        make(on_texts_removed=lambda removed, kept: heard.append((removed, kept)))  # nothing left to repair: nothing said
        assert heard == []

    def test_write_failure_midway_restores_previous_version(self, make: StoreFactory, monkeypatch: pytest.MonkeyPatch) -> None:
        store = make()
        v1 = store.ingest_bytes("refunds.md", REFUNDS_V1.encode(), "acme")
        before_rows = rows_of(store, v1.doc_id)
        store.collections.batch = 1
        real_upsert = store.collections.chunks.upsert
        calls = {"n": 0}

        def flaky(**kwargs: Any) -> None:
            calls["n"] += 1
            if calls["n"] == 3:
                raise ConnectionError("Chroma went away")
            real_upsert(**kwargs)

        monkeypatch.setattr(store.collections.chunks, "upsert", flaky)
        result = store.ingest_bytes("refunds.md", REFUNDS_V2.encode(), "acme")
        monkeypatch.undo()
        assert result.status == "error" and "refunds.md" in result.error and "previous version was kept" in result.error
        assert rows_of(store, v1.doc_id) == before_rows
        assert store.manifest.pending() == []

    def test_lost_chunks_are_detected_and_reingest_repairs(self, make: StoreFactory) -> None:
        store = make()
        r = store.ingest_bytes("refunds.md", REFUNDS_V1.encode(), "acme")
        store.collections.chunks.delete(ids=sorted(ids_of(store, r.doc_id))[:1])
        reopened = make()
        assert reopened.list_documents("acme")[0].status == "incomplete"
        again = reopened.ingest_bytes("refunds.md", REFUNDS_V1.encode(), "acme")
        assert again.status == "updated" and len(ids_of(reopened, r.doc_id)) == r.n_chunks
        assert reopened.list_documents("acme")[0].status == "ok"


class TestEmbeddedStore(StoreContract):
    @pytest.fixture
    def make(self, embedded_factory: StoreFactory) -> StoreFactory:
        return embedded_factory


class TestServerStore(StoreContract):
    @pytest.fixture
    def make(self, server_factory: StoreFactory) -> StoreFactory:
        return server_factory

    def test_server_mode_keeps_the_manifest_in_data_dir(self, make: StoreFactory) -> None:
        store = make()
        assert store.backend == "server"
        assert store.manifest.path.parent.parent == store.data_dir
        assert not (store.data_dir / "chroma").exists()
