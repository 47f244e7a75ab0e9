"""Text extraction: bytes + file name in, `LoadedDocument` out, or an `IngestError` that says why not.

The extension picks the extractor (content sniffing is left to the extractors' own checks, which
report a mismatch such as a binary file named .txt). After extraction every format gets the same
treatment: stated metadata is detected, and a document without any text is refused.
"""

from __future__ import annotations

import logging
from pathlib import Path, PurePath

from querylab.corpus.docx_loader import load_docx
from querylab.corpus.errors import IngestError
from querylab.corpus.html_loader import load_html
from querylab.corpus.metadata import detect_metadata, normalize_audience
from querylab.corpus.models import LoadedDocument
from querylab.corpus.pdf_loader import load_pdf
from querylab.corpus.records_loader import load_csv, load_jsonl
from querylab.corpus.safety import check_size, decode_text
from querylab.corpus.sections import first_heading, split_front_matter, split_sections

log = logging.getLogger(__name__)

SUPPORTED_EXTENSIONS: tuple[str, ...] = (".txt", ".md", ".markdown", ".pdf", ".html", ".htm", ".docx", ".csv", ".jsonl")


def load_document(
    name: str, data: bytes, *, max_file_mb: float = 20.0, text_field: str | None = None
) -> LoadedDocument:
    """Extract `data` (the bytes of file `name`). `text_field` applies to CSV/JSONL only."""
    ext = PurePath(name).suffix.lower()
    if ext not in SUPPORTED_EXTENSIONS:
        shown = f"'{ext}'" if ext else "no extension"
        raise IngestError(name, f"unsupported file type ({shown}); supported: {', '.join(SUPPORTED_EXTENSIONS)}")
    check_size(name, len(data), max_file_mb)
    if ext in (".txt", ".md", ".markdown"):
        doc = _load_text(name, data, markdown=ext != ".txt")
    elif ext == ".pdf":
        doc = load_pdf(name, data)
    elif ext in (".html", ".htm"):
        doc = load_html(name, data)
    elif ext == ".docx":
        doc = load_docx(name, data, max_file_mb=max_file_mb)
    elif ext == ".csv":
        doc = load_csv(name, data, text_field=text_field)
    else:
        doc = load_jsonl(name, data, text_field=text_field)
    if not any(s.text.strip() for s in doc.sections):
        raise IngestError(name, "no text could be extracted from the file")
    if doc.format not in ("csv", "jsonl"):  # a column named "version" is not the file's version
        stated, warnings = detect_metadata(doc.text)
        for key, value in stated.items():
            doc.metadata.setdefault(key, value)
        doc.warnings.extend(warnings)
    if doc.warnings:
        log.info("%s: %s", name, "; ".join(doc.warnings))
    return doc


def _load_text(name: str, data: bytes, *, markdown: bool) -> LoadedDocument:
    text = decode_text(name, data).replace("\r\n", "\n").replace("\r", "\n")
    front: dict[str, str] = {}
    if markdown:
        front, text = split_front_matter(text)
    sections = split_sections(text, setext=markdown)
    doc = LoadedDocument(
        source=name,
        title=front.get("title") or first_heading(sections) or PurePath(name).stem,
        text=text.strip(),
        sections=sections,
        format=PurePath(name).suffix.lower().lstrip("."),
    )
    if front:
        stated, warnings = detect_metadata("\n".join(f"{k}: {v}" for k, v in front.items()))
        doc.metadata.update(stated)
        doc.warnings.extend(warnings)
        if "audience" in front and "audience" not in stated:
            doc.metadata["audience"] = normalize_audience(front["audience"])
    return doc


def load_text_folder(folder: Path) -> list[LoadedDocument]:
    """The Markdown and text files directly in ``folder``, loaded as ingestion loads them (titles, stated metadata);
    a file no text can be read from is skipped and logged. [] for a folder that does not exist."""
    docs = []
    for path in sorted(p for p in folder.glob("*") if p.suffix in (".md", ".txt")) if folder.is_dir() else []:
        try:
            docs.append(load_document(path.name, path.read_bytes()))
        except (IngestError, OSError) as exc:
            log.info("%s: skipped (%s)", path, exc)
    return docs
