"""`ingest_paths` embeds across documents in full batches and still writes, reports and fails per document."""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np

from querylab.corpus.models import IngestProgress
from tests.corpus.conftest import StoreFactory, scope
from tests.fakes.hash_embedder import HashEmbedder


def _folder(root: Path, n: int) -> Path:
    folder = root / "docs"
    folder.mkdir()
    for i in range(n):
        (folder / f"doc{i:02d}.md").write_text(f"# Policy {i}\n\nRule number {i} says the limit is {i * 10} euros.\n\n"
                                              f"## Details\n\nException {i} applies on weekends only.\n", encoding="utf-8")
    return folder


def _vectors(store, doc_id: str) -> dict[str, np.ndarray]:
    got = store.collections.chunks.get(where={"doc_id": doc_id}, include=["embeddings"])
    return {i: np.asarray(v) for i, v in zip(got["ids"], got["embeddings"])}


def test_documents_share_embedding_calls_and_get_the_vectors_they_would_get_alone(embedded_factory: StoreFactory, tmp_path: Path) -> None:
    folder = _folder(tmp_path, 12)
    batched_embedder, single_embedder = HashEmbedder(), HashEmbedder()
    batched = embedded_factory(data_dir=tmp_path / "a", embedder=batched_embedder, collection="batched")
    single = embedded_factory(data_dir=tmp_path / "b", embedder=single_embedder, collection="single")

    report = batched.ingest_paths([folder], "acme")
    for path in sorted(folder.iterdir()):
        assert single.ingest_file(path, "acme").status == "added"

    assert [r.status for r in report.results] == ["added"] * 12
    assert [r.source for r in report.results] == [f"doc{i:02d}.md" for i in range(12)]
    assert single_embedder.calls == 12 and batched_embedder.calls == 1  # one window of all documents' texts
    assert batched_embedder.texts_embedded == single_embedder.texts_embedded
    for r in report.results:
        a, b = _vectors(batched, r.doc_id), _vectors(single, r.doc_id)
        assert a.keys() == b.keys() and a
        assert all(np.allclose(a[i], b[i], atol=1e-6) for i in a)
    summaries = batched.collections.docs.get(include=["embeddings"])
    assert len(summaries["ids"]) == 12
    hits = batched.dense_search(batched_embedder.embed(["Rule number 7 limit"])[0], 1, scope())
    assert hits and hits[0].doc_id == report.results[7].doc_id


def test_a_bad_file_in_the_window_loses_nothing_else_and_progress_follows_the_files(embedded_factory: StoreFactory, tmp_path: Path) -> None:
    folder = _folder(tmp_path, 4)
    (folder / "doc01b.pdf").write_bytes(b"This is a text file, not a PDF.")
    store = embedded_factory()
    seen: list[IngestProgress] = []

    report = store.ingest_paths([folder], "acme", progress=seen.append)

    assert [(r.source, r.status) for r in report.results] == [
        ("doc00.md", "added"), ("doc01.md", "added"), ("doc01b.pdf", "error"), ("doc02.md", "added"), ("doc03.md", "added")]
    assert "doc01b.pdf" in (report.results[2].error or "")
    assert [(p.done, p.total, p.source) for p in seen] == [(i + 1, 5, r.source) for i, r in enumerate(report.results)]
    assert len(store.list_documents("acme")) == 4


def test_when_the_window_cannot_be_embedded_only_the_document_that_fails_is_lost(embedded_factory: StoreFactory, tmp_path: Path) -> None:
    folder = _folder(tmp_path, 3)
    (folder / "doc01.md").write_text("# Poisoned\n\nThis text contains POISON for the embedder.\n", encoding="utf-8")
    embedder = HashEmbedder(fail_on="POISON")
    store = embedded_factory(embedder=embedder)

    report = store.ingest_paths([folder], "acme")

    assert [r.status for r in report.results] == ["added", "error", "added"]
    assert "embedding failed, nothing was stored" in (report.results[1].error or "")
    assert embedder.calls == 4  # the window, then each document on its own
    assert {d.source for d in store.list_documents("acme")} == {"doc00.md", "doc02.md"}
    assert not store.collections.chunks.get(where={"doc_id": report.results[1].doc_id or ""})["ids"]
    assert store.manifest.pending() == []


def test_a_second_run_is_unchanged_and_a_changed_file_is_rewritten_in_the_window(embedded_factory: StoreFactory, tmp_path: Path) -> None:
    folder = _folder(tmp_path, 3)
    store = embedded_factory()
    store.ingest_paths([folder], "acme")
    (folder / "doc02.md").write_text("# Policy 2\n\nThe limit is now 99 euros.\n", encoding="utf-8")

    report = store.ingest_paths([folder], "acme")

    assert [r.status for r in report.results] == ["unchanged", "unchanged", "updated"]
    texts = store.collections.chunks.get(where={"doc_id": report.results[2].doc_id or ""})["documents"]
    assert texts and all("99 euros" in t for t in texts)


def test_a_window_is_written_while_the_next_one_embeds(embedded_factory: StoreFactory, tmp_path: Path) -> None:
    """Document 0's chunk write waits until document 1's embedding has started: that happens only if the writer
    writes one window while the next one embeds (written one after the other, the wait would time out)."""
    folder = tmp_path / "long"
    folder.mkdir()
    for d in range(2):
        paras = "\n\n".join(f"Paragraph {i} of document {d}: the limit for case {i} is {i} euros and applies to staff." for i in range(160))
        (folder / f"long{d}.md").write_text(f"# Long {d}\n\n{paras}\n", encoding="utf-8")
    embedder = HashEmbedder()
    store = embedded_factory(embedder=embedder)
    second_embedding = threading.Event()
    overlapped: list[bool] = []
    inner_embed, inner_upsert = embedder.embed, store.collections.upsert_chunks

    def embed(texts):  # type: ignore[no-untyped-def]
        if any("document 1" in t for t in texts):
            second_embedding.set()
        return inner_embed(texts)

    def upsert_chunks(ids, *args, **kwargs):  # type: ignore[no-untyped-def]
        if not overlapped:
            overlapped.append(second_embedding.wait(timeout=30))
        return inner_upsert(ids, *args, **kwargs)

    embedder.embed = embed  # type: ignore[method-assign]
    store.collections.upsert_chunks = upsert_chunks  # type: ignore[method-assign]

    report = store.ingest_paths([folder], "acme")

    assert [r.status for r in report.results] == ["added", "added"]
    assert overlapped == [True]
    assert len(store.list_documents("acme")) == 2


def test_uploads_are_embedded_together_and_a_bad_one_loses_nothing_else(embedded_factory: StoreFactory, tmp_path: Path) -> None:
    """The Corpus page's several uploads (`ingest_uploads`): one window as for a folder, results and progress in
    upload order, the same documents as one upload at a time."""
    folder = _folder(tmp_path, 6)
    uploads = [(p.name, p.read_bytes()) for p in sorted(folder.iterdir())]
    uploads.insert(2, ("scan.pdf", b"This is a text file, not a PDF."))
    embedder, single_embedder = HashEmbedder(), HashEmbedder()
    store = embedded_factory(data_dir=tmp_path / "a", embedder=embedder, collection="uploads")
    single = embedded_factory(data_dir=tmp_path / "b", embedder=single_embedder, collection="one_by_one")
    seen: list[IngestProgress] = []

    report = store.ingest_uploads(uploads, "acme", seen.append)
    alone = [single.ingest_bytes(name, data, "acme") for name, data in uploads]

    assert [(r.source, r.status) for r in report.results] == [(r.source, r.status) for r in alone]
    assert [r.status for r in report.results].count("added") == 6 and report.results[2].status == "error"
    assert "scan.pdf" in (report.results[2].error or "") and report.results[2].path is None
    assert embedder.calls == 1 and single_embedder.calls == 6  # one window instead of a call per upload
    assert [(p.done, p.total, p.source) for p in seen] == [(i + 1, 7, name) for i, (name, _) in enumerate(uploads)]
    for r in report.results:
        if r.status == "added":
            a, b = _vectors(store, r.doc_id), _vectors(single, r.doc_id)
            assert a.keys() == b.keys() and all(np.allclose(a[i], b[i], atol=1e-6) for i in a)
    assert [r.status for r in store.ingest_uploads(uploads[:2], "acme").results] == ["unchanged", "unchanged"]
