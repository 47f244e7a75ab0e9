"""Word (.docx) documents to markdown-ish text with python-docx.

The container is checked for zip bombs and corruption first (`safety.check_office_zip`). Paragraphs
styled "Title"/"Heading N" become `#` lines so sections follow the author's outline; list paragraphs
become bullets; tables become `a | b | c` rows, in body order.
"""

from __future__ import annotations

import io
import re
from pathlib import PurePath

from querylab.corpus.errors import IngestError
from querylab.corpus.models import LoadedDocument
from querylab.corpus.safety import check_office_zip
from querylab.corpus.sections import first_heading, split_sections

_HEADING_STYLE = re.compile(r"^heading\s*(\d)$", re.I)


def load_docx(name: str, data: bytes, *, max_file_mb: float) -> LoadedDocument:
    check_office_zip(name, data, max_file_mb, "word/document.xml")
    try:
        import docx
        from docx.table import Table
        from docx.text.paragraph import Paragraph

        document = docx.Document(io.BytesIO(data))
        blocks: list[str] = []
        for item in document.iter_inner_content():
            if isinstance(item, Paragraph):
                line = _paragraph(item)
                if line:
                    blocks.append(line)
            elif isinstance(item, Table):
                rows = [" | ".join(c.text.strip() for c in row.cells) for row in item.rows]
                rows = [r for r in rows if r.strip(" |")]
                if rows:
                    blocks.append("\n".join(rows))
        core_title = (document.core_properties.title or "").strip()
    except IngestError:
        raise
    except Exception as exc:
        raise IngestError(name, f"the file is corrupt: python-docx could not read it ({type(exc).__name__}: {exc})") from exc
    text = "\n\n".join(blocks)
    sections = split_sections(text)
    return LoadedDocument(
        source=name,
        title=first_heading(sections) or core_title or PurePath(name).stem,
        text=text,
        sections=sections,
        format="docx",
    )


def _paragraph(paragraph: "object") -> str:
    text = re.sub(r"[ \t]+", " ", paragraph.text).strip()  # type: ignore[attr-defined]
    if not text:
        return ""
    style = (getattr(paragraph.style, "name", "") or "").strip()  # type: ignore[attr-defined]
    if style.lower() == "title":
        return f"# {text}"
    if m := _HEADING_STYLE.match(style):
        return "#" * min(int(m.group(1)), 6) + " " + text
    if style.lower().startswith("list"):
        return f"- {text}"
    return text
