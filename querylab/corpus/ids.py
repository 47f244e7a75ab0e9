"""Stable identifiers and content hashes.

`doc_id` depends only on (tenant, source name), so uploading a file with the same name again
addresses the same document (and replaces it). `chunk_id` adds the chunk's position and content
hash, so an unchanged chunk keeps its id across re-ingestion (stable citations) while a changed one
gets a new id (no stale text can hide under an old id).
"""

from __future__ import annotations

import hashlib


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def doc_id_for(tenant: str, source: str) -> str:
    return _sha256(f"{tenant}\x1f{source}")[:24]


def text_hash(text: str) -> str:
    """Hash of a whole document's extracted text (`doc_hash`)."""
    return _sha256(text)


def content_hash(section: str, text: str) -> str:
    """Hash of one chunk; the heading is part of it so equal ids imply equal chunk-level metadata."""
    return _sha256(f"{section}\x1f{text}")


def chunk_id_for(doc_id: str, index: int, chunk_hash: str) -> str:
    return f"{doc_id}:{index}:{chunk_hash[:10]}"
