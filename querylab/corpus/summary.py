"""The lead summary of a document: its first few sentences, for the document-summary tier.

memU retrieves categories before items; for documents that is "which document is about this"
before "which chunk". A document's title plus its opening sentences is a cheap, deterministic
stand-in for a written summary (no model call at ingestion). Stated-metadata lines such as
"Effective: 2024-01-01" are skipped: they say nothing about what the document is about.
"""

from __future__ import annotations

import re

from querylab.corpus.metadata import detect_metadata
from querylab.corpus.models import LoadedDocument
from querylab.corpus.sentences import split_sentences

_MAX_CHARS = 600


def lead_summary(doc: LoadedDocument, n_sentences: int = 3) -> str:
    sentences: list[str] = []
    for section in doc.sections:
        for line in section.text.splitlines():
            if not line.strip() or re.match(r"^\s*#{1,6}\s", line) or detect_metadata(line)[0]:
                continue
            sentences.extend(split_sentences(line))
            if len(sentences) >= n_sentences:
                break
        if len(sentences) >= n_sentences:
            break
    text = " ".join(s.strip() for s in sentences[:n_sentences])
    if len(text) > _MAX_CHARS:
        text = text[: _MAX_CHARS].rsplit(" ", 1)[0] + " …"
    return text


def summary_document(doc: LoadedDocument) -> str:
    """The text stored (and embedded) for a document in the summaries collection."""
    summary = lead_summary(doc)
    return f"{doc.title}\n{summary}" if summary else doc.title
