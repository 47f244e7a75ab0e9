"""PDF text extraction with pypdf, one section per page (so chunks can cite a page).

Encrypted files are refused unless they open with an empty password (owner-password-only PDFs are
common and readable); a file that is not a PDF or that pypdf cannot parse is reported as corrupt.
A PDF with pages but no extractable text is usually a scan: the message says OCR is needed.
"""

from __future__ import annotations

import io
import logging
import re
from pathlib import PurePath

from querylab.corpus.errors import IngestError
from querylab.corpus.models import LoadedDocument, Section

log = logging.getLogger(__name__)


def load_pdf(name: str, data: bytes) -> LoadedDocument:
    from pypdf import PdfReader
    from pypdf.errors import FileNotDecryptedError, PdfReadError

    if b"%PDF-" not in data[:1024]:
        raise IngestError(name, "the file is corrupt: it does not start like a PDF (no %PDF- header)")
    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
        if reader.is_encrypted:
            try:
                opened = reader.decrypt("")
            except Exception as exc:  # unsupported encryption algorithm, missing crypto provider
                raise IngestError(name, f"the PDF is encrypted and cannot be opened ({exc})") from exc
            if not opened:
                raise IngestError(name, "the PDF is encrypted (password-protected); remove the password and try again")
        pages = list(reader.pages)
        meta_title = ((reader.metadata.title if reader.metadata else None) or "").strip()
    except IngestError:
        raise
    except FileNotDecryptedError as exc:
        raise IngestError(name, "the PDF is encrypted (password-protected); remove the password and try again") from exc
    except (PdfReadError, ValueError, KeyError, TypeError, AttributeError, IndexError, OSError) as exc:
        raise IngestError(name, f"the file is corrupt: pypdf could not read it ({exc})") from exc
    if not pages:
        raise IngestError(name, "the PDF has no pages")
    sections: list[Section] = []
    warnings: list[str] = []
    for number, page in enumerate(pages, start=1):
        try:
            raw = page.extract_text() or ""
        except Exception as exc:  # one broken page must not lose the others
            warnings.append(f"page {number} could not be read ({type(exc).__name__})")
            log.warning("%s: page %d could not be read: %s", name, number, exc)
            continue
        text = _tidy(raw)
        if text:
            sections.append(Section(heading=f"Page {number}", text=text, level=1, metadata={"page": number}))
    if not sections and warnings:
        raise IngestError(name, f"the file is corrupt: none of its {len(pages)} pages could be read")
    if not sections:
        raise IngestError(name, f"no text could be extracted from its {len(pages)} page(s) (a scanned PDF needs OCR first)")
    return LoadedDocument(
        source=name,
        title=meta_title or PurePath(name).stem,
        text="\n\n".join(s.text for s in sections),
        sections=sections,
        format="pdf",
        warnings=warnings,
    )


def _tidy(text: str) -> str:
    text = text.replace("\x00", "").replace("\r\n", "\n").replace("\r", "\n")
    text = re.sub(r"[ \t]+\n", "\n", text)
    return re.sub(r"\n{3,}", "\n\n", text).strip()
