"""Fuzzed uploads through `CorpusStore.ingest_bytes`: hundreds of malformed files, generated from a seed.

tests/corpus/test_bad_inputs.py covers one file per kind of problem; this suite throws many variants of
each at the store. The contract: `ingest_bytes` never raises; a rejected file is a FileResult with
status "error" and a message naming the file; the store is exactly as before a rejected file (same
documents, same chunk count in Chroma). A few kinds (CSV/JSONL with some broken rows, very long lines,
odd file names) may legitimately be accepted; when they are, the document must be whole, and deleting
it must restore the store.
"""

from __future__ import annotations

import io
import json
import random
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from querylab.corpus.store import CorpusStore
from tests.adversarial.conftest import make_settings
from tests.adversarial.support import SEED
from tests.corpus.builders import make_docx, make_pdf

MAX_FILE_MB = 1.0
TEXT_EXTS = (".txt", ".md", ".markdown", ".csv", ".jsonl", ".html", ".htm")
WORDS = "refund policy hotel cap receipt travel order shipping password laptop holiday approval invoice supplier".split()

Expect = Literal["error", "any"]


@dataclass(frozen=True)
class Upload:
    kind: str
    name: str
    data: bytes
    expect: Expect


def _sentence(rng: random.Random, n: int = 12) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize() + "."


_EPOCH = (2026, 1, 1, 0, 0, 0)  # fixed member timestamps: zipfile would stamp the current time


def _member(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, date_time=_EPOCH)
    info.compress_type = zipfile.ZIP_DEFLATED
    return info


def _zip(members: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name, data in members.items():
            zf.writestr(_member(name), data)
    return out.getvalue()


def _restamp(data: bytes) -> bytes:
    """The same zip with fixed timestamps (python-docx stamps the time of saving)."""
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        return _zip({i.filename: zf.read(i) for i in zf.infolist()})


def _zip_bomb(member_mb: int, many_members: bool) -> bytes:
    """A .docx-shaped zip that is small on disk and huge once inflated (streamed, never held whole)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        zf.writestr(_member("[Content_Types].xml"), "<Types/>")
        if many_members:
            for i in range(5001):
                part = _member(f"word/media/p{i}.xml")
                part.compress_type = zipfile.ZIP_STORED
                zf.writestr(part, b"")
        with zf.open(_member("word/document.xml"), "w", force_zip64=True) as member:
            block = b"\0" * (1024 * 1024)
            for _ in range(member_mb):
                member.write(block)
    return out.getvalue()


def generate_uploads(seed: int = SEED) -> list[Upload]:
    rng = random.Random(seed)
    ups: list[Upload] = []

    def add(kind: str, name: str, data: bytes, expect: Expect = "error") -> None:
        ups.append(Upload(kind, name, data, expect))

    for i in range(40):
        add("random_bytes", f"random-{i}{rng.choice(TEXT_EXTS)}", rng.randbytes(rng.randrange(1, 4096)))
    base_pdf = make_pdf([[_sentence(rng) for _ in range(12)] for _ in range(3)], title="Refunds")
    for i in range(25):
        add("truncated_pdf", f"truncated-{i}.pdf", base_pdf[: int(len(base_pdf) * rng.uniform(0.02, 0.97))], "any")
    for i in range(15):
        add("encrypted_pdf", f"encrypted-{i}.pdf", make_pdf([[_sentence(rng)]], user_password=f"pw{rng.randrange(10**6)}"))
    for i in range(10):
        # 2-5 MB of zeros trips the per-member ratio rule, 11 MB the total-expansion rule, 5,001 parts the count rule
        add("zip_bomb", f"bomb-{i}.docx", _zip_bomb(11 if i == 8 else rng.randrange(2, 6), many_members=i == 9))
    docx_ok = _restamp(make_docx([("title", "Refunds"), ("p", _sentence(rng))]))
    for i in range(20):
        members = {f"{rng.choice(('word', 'xl', 'ppt', 'x'))}/{rng.randrange(99)}.xml": rng.randbytes(rng.randrange(0, 300)) for _ in range(rng.randrange(0, 4))}
        if i % 4 == 0:
            members["word/document.xml"] = rng.randbytes(rng.randrange(1, 500))  # the part exists but is not XML
        elif i % 4 == 1:
            members["word/document.xml"] = b"<w:document><w:body><w:p>" + _sentence(rng).encode()  # unclosed XML
        elif i % 4 == 2:
            members = {"[Content_Types].xml": b"<Types/>", **members}
        data = _zip(members) if i % 5 else docx_ok[: len(docx_ok) // 2]  # every fifth: a real .docx cut in half
        add("random_zip", f"random-zip-{i}.docx", data)
    for ext in (*TEXT_EXTS, ".pdf", ".docx"):
        add("empty", f"empty{ext}", b"")
    limit = int(MAX_FILE_MB * 1024 * 1024)
    for i in range(8):
        body = (_sentence(rng) + "\n").encode() * (limit // 60 + 1)
        add("oversized", f"oversized-{i}{rng.choice(('.txt', '.md', '.pdf', '.docx'))}", body[: limit + 1 + rng.randrange(50_000)])
    for i in range(20):
        text = bytearray("\n\n".join(_sentence(rng) for _ in range(20)).encode())
        for _ in range(rng.randrange(1, 4)):
            text[rng.randrange(len(text)):rng.randrange(len(text))] = rng.choice((b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x80\x80", b"\xf8\x88\x80\x80\x80"))
        add("invalid_utf8", f"invalid-utf8-{i}{rng.choice(('.txt', '.md', '.csv', '.jsonl'))}", bytes(text))
    for i in range(8):
        line = (" " if i % 2 else "").join(rng.choice(WORDS) for _ in range(rng.randrange(2500, 4000)))
        add("long_line", f"long-line-{i}{rng.choice(('.txt', '.md'))}", line.encode(), "any")
    for i in range(15):
        text = "\n".join(_sentence(rng) for _ in range(10)).encode()
        at = rng.randrange(len(text))
        add("nul_bytes", f"nul-{i}{rng.choice(('.txt', '.md', '.csv', '.jsonl', '.html'))}", text[:at] + b"\x00" * rng.randrange(1, 40) + text[at:])
    for i in range(15):
        scripts = "".join(f"<script>var a{j} = '{_sentence(rng)}';</script><style>.c{j} {{ color: red }}</style>" for j in range(rng.randrange(1, 5)))
        body = f"<html><head><title></title>{scripts}</head><body>{scripts}<noscript></noscript><template>{'' if i % 2 else ''}</template></body></html>"
        add("html_only_scripts", f"scripts-{i}{rng.choice(('.html', '.htm'))}", body.encode())
    for i in range(12):
        rows = ["question,answer,extra"] + [rng.choice((f'"{_sentence(rng)},{_sentence(rng)}', f"{_sentence(rng)}", ",,,,,,", '"""', f"a,b,c,d,e,{_sentence(rng)}", "")) for _ in range(rng.randrange(1, 8))]
        add("broken_csv", f"broken-{i}.csv", "\n".join(rows if i % 3 else rows[:1]).encode(), "any" if i % 3 else "error")
    for i in range(12):
        lines = [rng.choice(('{"text": ', "[1, 2, 3]", '{"a": {"b": ', '"just a string"', "null", "{}", json.dumps({"text": _sentence(rng)}), "}{")) for _ in range(rng.randrange(1, 8))]
        if i % 3 == 0:
            lines = [ln for ln in lines if not ln.startswith('{"text": "')] or ["{"]
        add("broken_jsonl", f"broken-{i}.jsonl", "\n".join(lines).encode(), "any")
    for name, data in (("slides.docx", base_pdf), ("paper.pdf", docx_ok), ("image.md", b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4),
                       ("program.txt", b"\x7fELF\x02\x01\x01" + bytes(300)), ("archive.html", docx_ok), ("table.csv", base_pdf),
                       ("records.jsonl", b"\x1f\x8b\x08\x00" + bytes(200)), ("notes.markdown", b"\xfe\xff\xd8\x00broken utf16")):
        add("mislabeled", name, data)
    for name in ("../../etc/passwd.md", "a\x00b.md", "CON.txt", "x" * 300 + ".md", "r\u00e9sum\u00e9\u202egpj.md"):
        add("odd_name", name, f"# Odd name\n\n{_sentence(rng)}\n".encode(), "any")
    return ups


UPLOADS = generate_uploads()
#: How many malformed files are thrown at the store.
N_FILES = len(UPLOADS)


def _state(store: CorpusStore) -> tuple[list, int, int]:
    docs = [d.model_dump() for d in store.list_documents(None)]
    return docs, store.stats().chunks, store.collections.chunks.count()


def test_generation_is_seeded_and_large_enough() -> None:
    assert N_FILES >= 200
    again = generate_uploads()
    assert [u.name for u in again] == [u.name for u in UPLOADS]
    # pypdf salts encryption with os.urandom, so only encrypted PDFs differ from run to run
    assert [u.data for u in again if u.kind != "encrypted_pdf"] == [u.data for u in UPLOADS if u.kind != "encrypted_pdf"]
    assert max(len(u.data) for u in UPLOADS if u.kind == "zip_bomb") < MAX_FILE_MB * 1024 * 1024  # under the upload limit: the bomb check must catch them


def test_fuzzed_uploads_never_crash_and_never_change_the_store_when_rejected(tmp_path: Path, hash_embedder) -> None:
    store = CorpusStore(make_settings(tmp_path / "data", max_file_mb=MAX_FILE_MB), hash_embedder)
    for name in ("refunds.md", "travel.md"):
        assert store.ingest_bytes(name, f"# {name}\n\nRefunds are accepted within 30 days.\n".encode(), "acme").status == "added"
    baseline = _state(store)
    outcomes: dict[str, dict[str, int]] = {}
    for i, up in enumerate(UPLOADS):
        where = f"#{i} {up.kind} {up.name[:40]!r}"
        result = store.ingest_bytes(up.name, up.data, "acme")  # must not raise
        outcomes.setdefault(up.kind, {}).setdefault(result.status, 0)
        outcomes[up.kind][result.status] += 1
        if result.status == "error":
            assert result.error and up.name in result.error, f"{where}: the message does not name the file: {result.error!r}"
            assert _state(store) == baseline, f"{where}: a rejected file changed the store"
            continue
        assert up.expect == "any", f"{where}: accepted ({result.status}) a file that must be rejected"
        assert result.status == "added" and result.n_chunks > 0 and result.doc_id, f"{where}: {result}"
        got = store.collections.chunks.get(where={"doc_id": result.doc_id}, include=[])["ids"]
        assert len(got) == result.n_chunks, f"{where}: a partial document"
        assert store.delete_document("acme", result.doc_id), where
        assert _state(store) == baseline, f"{where}: deleting the accepted file did not restore the store"
    for kind in ("random_bytes", "encrypted_pdf", "zip_bomb", "random_zip", "empty", "oversized", "invalid_utf8", "nul_bytes", "html_only_scripts", "mislabeled"):
        assert set(outcomes[kind]) == {"error"}, f"{kind}: {outcomes[kind]}"
    assert outcomes["truncated_pdf"].get("error", 0) > 0, outcomes["truncated_pdf"]
    assert outcomes["long_line"] == {"added": 8}, "a long line is valid text and must be ingested"
