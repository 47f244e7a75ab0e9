"""Corpus data as tables: pure pandas shaping, so the Corpus page stays a page that only draws."""

from __future__ import annotations

from typing import Sequence

import pandas as pd

from querylab.corpus.models import DocumentInfo, FileResult

STATUS_ICONS = {"added": "✅ added", "updated": "🔄 updated", "unchanged": "⏸️ unchanged", "error": "❌ error"}


def results_frame(results: Sequence[FileResult]) -> pd.DataFrame:
    """One row per uploaded file: what happened, how many chunks, and the full error if any."""
    return pd.DataFrame(
        [
            {
                "file": r.source,
                "status": STATUS_ICONS.get(r.status, r.status),
                "chunks": r.n_chunks,
                "added": r.chunks_added,
                "removed": r.chunks_removed,
                "ms": round(r.duration_ms),
                "warnings": "; ".join(r.warnings),
                "error": r.error or "",
            }
            for r in results
        ],
        columns=["file", "status", "chunks", "added", "removed", "ms", "warnings", "error"],
    )


def documents_frame(docs: Sequence[DocumentInfo]) -> pd.DataFrame:
    """One row per document, in the order given (row i of the frame is docs[i])."""
    frame = pd.DataFrame(
        [
            {
                "title": d.title,
                "source": d.source,
                "format": d.format,
                "chunks": d.n_chunks,
                "version": d.version or "",
                "effective": d.effective_date or "",
                "expires": d.expiry_date or "",
                "audience": d.audience or "",
                "superseded by": d.superseded_by or "",
                "status": d.status,
                "ingested": d.ingested_at,
                "doc_id": d.doc_id,
            }
            for d in docs
        ],
        columns=["title", "source", "format", "chunks", "version", "effective", "expires", "audience", "superseded by", "status", "ingested", "doc_id"],
    )
    frame["ingested"] = pd.to_datetime(frame["ingested"], errors="coerce", utc=True)
    return frame
