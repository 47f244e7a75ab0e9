"""Every kind of bad file: a clear error naming the file and the reason, the store untouched,
and the rest of the batch ingested."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pytest

from querylab.corpus.errors import IngestError
from querylab.corpus.loaders import load_document
from querylab.corpus.store import CorpusStore
from tests.corpus.builders import make_docx, make_pdf, make_zip_bomb
from tests.corpus.conftest import StoreFactory


@dataclass(frozen=True)
class Case:
    name: str
    data: Callable[[], bytes]
    reason: str  # a fragment the message must contain


CASES = [
    Case("empty.txt", lambda: b"", "empty (0 bytes)"),
    Case("photo.txt", lambda: b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)), "binary"),
    Case("controls.md", lambda: bytes([1, 2, 3, 4, 5, 6, 7, 8, 14, 15]) * 50 + b"text", "binary"),
    Case("latin1.txt", lambda: "Café au lait costs 3 €".encode("cp1252"), "not valid UTF-8"),
    Case("broken.pdf", lambda: b"%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage without xref", "corrupt"),
    Case("renamed.pdf", lambda: b"This is a text file, not a PDF.", "corrupt"),
    Case("secret.pdf", lambda: make_pdf([["Top secret salaries."]], user_password="hunter2"), "encrypted"),
    Case("scan.pdf", lambda: make_pdf([[]]), "no text could be extracted"),
    Case("slides.pptx", lambda: b"PK\x03\x04whatever", "unsupported file type ('.pptx')"),
    Case("README", lambda: b"hello", "unsupported file type (no extension)"),
    Case("huge.txt", lambda: b"word " * 250_000, "over the 1 MB limit"),
    Case("bomb.docx", lambda: make_zip_bomb(4), "zip bomb"),
    Case("garbage.docx", lambda: b"definitely not a zip archive", "corrupt"),
    Case("notword.docx", lambda: _zip_without_document(), "not a Word document"),
    Case("blank.md", lambda: b"   \n\n\t\n", "no text could be extracted"),
    Case("blank.docx", lambda: make_docx([("p", "")]), "no text could be extracted"),
    Case("bad.csv", lambda: b"id,text\n1,fine\n2,too,many,fields\n", "line 3"),
    Case("bad.jsonl", lambda: b'{"text": "ok"}\n{"text": broken}\n', "line 2 is not valid JSON"),
    Case("list.jsonl", lambda: b'{"text": "ok"}\n\n[1, 2]\n', "line 3 is not a JSON object"),
]


def _zip_without_document() -> bytes:
    import io
    import zipfile

    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as zf:
        zf.writestr("hello.txt", "hi")
    return out.getvalue()


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_loader_error_names_file_and_reason(case: Case) -> None:
    with pytest.raises(IngestError) as info:
        load_document(case.name, case.data(), max_file_mb=1.0)
    message = str(info.value)
    assert message.startswith(f"{case.name}: ")
    assert case.reason in message
    assert info.value.filename == case.name


def test_unsupported_extension_lists_supported_ones() -> None:
    with pytest.raises(IngestError) as info:
        load_document("deck.pptx", b"x")
    for ext in (".txt", ".md", ".markdown", ".pdf", ".html", ".htm", ".docx", ".csv", ".jsonl"):
        assert ext in str(info.value)


@pytest.fixture(scope="module")
def shared_store(tmp_path_factory: pytest.TempPathFactory) -> CorpusStore:
    from tests.corpus.conftest import base_settings
    from tests.fakes.hash_embedder import HashEmbedder

    store = CorpusStore(base_settings(tmp_path_factory.mktemp("bad-inputs")), HashEmbedder())
    store.ingest_bytes("existing.md", b"# Existing\n\nThis document was here before the batch.", "acme")
    return store


def _snapshot(store: CorpusStore) -> tuple[set[str], str]:
    return set(store.collections.chunks.get(include=[])["ids"]), store.version


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_bad_file_in_batch_leaves_store_unchanged_and_others_go_in(
    case: Case, shared_store: CorpusStore, tmp_path: Path
) -> None:
    good = tmp_path / f"good-{case.name.replace('.', '-')}.md"
    good.write_text(f"# Good companion of {case.name}\n\nThis file is fine and must be ingested.", encoding="utf-8")
    bad = tmp_path / case.name
    bad.write_bytes(case.data())
    before_ids, _ = _snapshot(shared_store)
    seen: list[str] = []
    report = shared_store.ingest_paths([bad, good], "acme", progress=lambda p: seen.append(p.result.status))
    assert seen == ["error", "added"]
    failed, ok = report.results
    assert failed.status == "error" and failed.source == case.name
    assert failed.error is not None and failed.error.startswith(f"{case.name}: ") and case.reason in failed.error
    assert ok.status == "added" and ok.n_chunks >= 1
    after_ids, _ = _snapshot(shared_store)
    good_ids = set(shared_store.collections.chunks.get(where={"doc_id": ok.doc_id}, include=[])["ids"])
    assert after_ids == before_ids | good_ids
    assert case.name not in {d.source for d in shared_store.list_documents()}


def test_bad_upload_via_ingest_bytes_changes_nothing(shared_store: CorpusStore) -> None:
    before = _snapshot(shared_store)
    result = shared_store.ingest_bytes("latin1.txt", "naïve".encode("latin-1"), "acme")
    assert result.status == "error" and "latin1.txt" in (result.error or "") and "UTF-8" in (result.error or "")
    assert _snapshot(shared_store) == before


def test_oversized_file_is_refused_before_reading(shared_store: CorpusStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    big = tmp_path / "big.txt"
    big.write_bytes(b"a" * (1024 * 1024 + 1))
    monkeypatch.setattr(Path, "read_bytes", lambda self: pytest.fail("read a file over the limit"))
    result = shared_store.ingest_file(big, "acme")
    assert result.status == "error" and "over the 1 MB limit" in (result.error or "")


def test_embedding_failure_stores_nothing(embedded_factory: StoreFactory) -> None:
    from tests.fakes.hash_embedder import HashEmbedder

    store = embedded_factory(embedder=HashEmbedder(fail_on="EXPLODE"))
    store.ingest_bytes("ok.md", b"# Fine\n\nA fine document.", "acme")
    before = _snapshot(store)
    text = "# Doomed\n\n" + "\n\n".join(f"Paragraph {i} is long enough to be its own chunk, really." for i in range(8))
    result = store.ingest_bytes("doomed.md", (text + "\n\nEXPLODE here.").encode(), "acme")
    assert result.status == "error" and "doomed.md" in (result.error or "") and "embedding failed" in (result.error or "")
    assert _snapshot(store) == before
    assert [d.source for d in store.list_documents()] == ["ok.md"]


def test_missing_path_is_an_error_not_a_crash(shared_store: CorpusStore, tmp_path: Path) -> None:
    report = shared_store.ingest_paths([tmp_path / "nope.md"], "acme")
    assert report.results[0].status == "error" and "nope.md" in (report.results[0].error or "")
