"""Turn a loaded, chunked document into records ready for Chroma: ids, metadata, vectors.

Everything that can fail slowly or for content reasons (embedding above all) happens here, before
the store writes anything: that is what makes ingestion all-or-nothing for a document.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from datetime import datetime, timezone
from typing import Any

import numpy as np

from querylab.corpus import access
from querylab.corpus.ids import chunk_id_for, content_hash
from querylab.corpus.models import STATED_KEYS, Chunk, LoadedDocument
from querylab.corpus.summary import summary_document

#: Chunk metadata that belongs to the chunk itself; everything else is document-level (and is
#: kept in the manifest, so recovery can restore it).
CHUNK_KEYS = ("section", "section_level", "chunk_index", "content_hash", "overlap", "sep", "page", "row", "record_id", "kind", "lead_headings")


def document_metadata(doc: LoadedDocument, tenant: str, doc_id: str, doc_hash: str) -> dict[str, Any]:
    """Metadata shared by every chunk of a document (and its summary row). Never holds None."""
    meta: dict[str, Any] = {
        "tenant": tenant,
        "doc_id": doc_id,
        "source": doc.source,
        "title": doc.title,
        "doc_hash": doc_hash,
        "format": doc.format,
        "ingested_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
    }
    meta.update({k: doc.metadata[k] for k in STATED_KEYS if k != "audience" and doc.metadata.get(k)})
    meta.update(access.audience_metadata(doc.metadata.get("audience")))
    return meta


def embedding_input(doc: LoadedDocument, chunk: Chunk) -> str:
    """What is embedded for a chunk: its heading context, then its text (headings help dense search).

    Generated headings ("Page 3", "Row 12") carry no meaning and are left out; so is the file-name
    title of a CSV/JSONL file, whose records are independent passages.
    """
    parts: list[str] = []
    if doc.format not in ("csv", "jsonl") and doc.title and doc.title != chunk.section:
        parts.append(doc.title)
    generated = "page" in chunk.metadata or chunk.section == f"Row {chunk.metadata.get('row')}"
    if chunk.section and not generated:
        parts.append(chunk.section)
    parts.append(chunk.text)
    return "\n".join(parts)


@dataclass
class PlannedDocument:
    """A document with everything but its vectors: `inputs` (chunk inputs, then the summary) is what to embed.

    Planning and embedding are separate so a batch of documents can be embedded in full batches across
    document boundaries (`ingest_batch.py`) while each document is still written on its own.
    """

    doc: LoadedDocument
    tenant: str
    doc_id: str
    doc_hash: str
    doc_meta: dict[str, Any]
    ids: list[str]
    texts: list[str]
    metadatas: list[dict[str, Any]]
    summary_text: str
    inputs: list[str]

    def with_vectors(self, vectors: np.ndarray) -> "PreparedDocument":
        """The prepared document, given one vector per input (the summary's last)."""
        if len(vectors) != len(self.inputs):
            raise ValueError(f"{self.doc.source}: {len(vectors)} vectors for {len(self.inputs)} inputs")
        planned = {f.name: getattr(self, f.name) for f in fields(PlannedDocument)}
        return PreparedDocument(**planned, vectors=vectors[:-1], summary_vector=vectors[-1])


@dataclass
class PreparedDocument(PlannedDocument):
    """A document ready to write: everything computed (its chunk vectors and its summary's), nothing stored yet."""

    vectors: np.ndarray
    summary_vector: np.ndarray


def plan_document(doc: LoadedDocument, chunks: list[Chunk], *, tenant: str, doc_id: str, doc_hash: str) -> PlannedDocument:
    doc_meta = document_metadata(doc, tenant, doc_id, doc_hash)
    levels = {s.heading: s.level for s in doc.sections}
    ids: list[str] = []
    texts: list[str] = []
    metadatas: list[dict[str, Any]] = []
    inputs: list[str] = []
    for chunk in chunks:
        chash = content_hash(chunk.section, chunk.text)
        meta = dict(doc_meta)
        meta.update(
            section=chunk.section,
            section_level=levels.get(chunk.section, 0),
            chunk_index=chunk.index,
            content_hash=chash,
            overlap=chunk.overlap,
        )
        if chunk.sep:
            meta["sep"] = chunk.sep
        meta.update({k: v for k, v in chunk.metadata.items() if k in CHUNK_KEYS})
        ids.append(chunk_id_for(doc_id, chunk.index, chash))
        texts.append(chunk.text)
        metadatas.append(meta)
        inputs.append(embedding_input(doc, chunk))
    summary_text = summary_document(doc)
    return PlannedDocument(
        doc=doc, tenant=tenant, doc_id=doc_id, doc_hash=doc_hash, doc_meta=doc_meta, ids=ids, texts=texts,
        metadatas=metadatas, summary_text=summary_text, inputs=inputs + [summary_text],
    )

