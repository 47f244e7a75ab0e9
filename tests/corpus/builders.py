"""Builders for test files in every supported format (and broken variants), made in memory.

PDFs are written with pypdf's own writer (a page with a Helvetica text stream), DOCX with
python-docx, so the tests need no binary fixtures in the repository.
"""

from __future__ import annotations

import io
import json
import zipfile

import docx
from pypdf import PdfWriter
from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject


def _escape_pdf(text: str) -> str:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def make_pdf(pages: list[list[str]], *, title: str | None = None, user_password: str | None = None) -> bytes:
    """A PDF whose pages hold the given lines of text (an empty list makes a page without text)."""
    writer = PdfWriter()
    font = writer._add_object(
        DictionaryObject(
            {
                NameObject("/Type"): NameObject("/Font"),
                NameObject("/Subtype"): NameObject("/Type1"),
                NameObject("/BaseFont"): NameObject("/Helvetica"),
            }
        )
    )
    for lines in pages:
        page = writer.add_blank_page(612, 792)
        page[NameObject("/Resources")] = DictionaryObject(
            {NameObject("/Font"): DictionaryObject({NameObject("/F1"): font})}
        )
        ops = ["BT", "/F1 11 Tf", "14 TL", "72 720 Td"]
        for line in lines:
            ops.append(f"({_escape_pdf(line)}) Tj T*")
        ops.append("ET")
        stream = DecodedStreamObject()
        stream.set_data("\n".join(ops).encode("latin-1"))
        page[NameObject("/Contents")] = writer._add_object(stream)
    if title:
        writer.add_metadata({"/Title": title})
    if user_password is not None:
        writer.encrypt(user_password=user_password, owner_password="owner-" + user_password)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def make_docx(blocks: list[tuple[str, str]], *, core_title: str | None = None) -> bytes:
    """blocks: (kind, text) with kind "title", "h1".."h3", "p", "bullet", or "table" (rows split by ';', cells by ',')."""
    document = docx.Document()
    for kind, text in blocks:
        if kind == "title":
            document.add_heading(text, level=0)
        elif kind.startswith("h"):
            document.add_heading(text, level=int(kind[1:]))
        elif kind == "bullet":
            document.add_paragraph(text, style="List Bullet")
        elif kind == "table":
            rows = [r.split(",") for r in text.split(";")]
            table = document.add_table(rows=len(rows), cols=len(rows[0]))
            for r, row in enumerate(rows):
                for c, cell in enumerate(row):
                    table.cell(r, c).text = cell
        else:
            document.add_paragraph(text)
    if core_title:
        document.core_properties.title = core_title
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def make_zip_bomb(member_mb: int = 4) -> bytes:
    """A .docx-shaped zip whose document part inflates ~1000x (a few MB of zeros)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        zf.writestr("[Content_Types].xml", "<Types/>")
        zf.writestr("word/document.xml", b"\0" * (member_mb * 1024 * 1024))
    return out.getvalue()


def make_jsonl(records: list[dict[str, object]]) -> bytes:
    return "\n".join(json.dumps(r) for r in records).encode("utf-8")
