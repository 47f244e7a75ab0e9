"""Raw reads and writes on the two Chroma collections, batched, with Chroma's quirks handled.

Kept apart from the store's logic so ingestion and recovery share one implementation of: batching
to the client's maximum, paginated scans, and Chroma's metadata merge (an upsert keeps keys the new
metadata lacks unless they are explicitly set to None).
"""

from __future__ import annotations

from typing import Any, Iterator, Sequence

import numpy as np
from chromadb.api import ClientAPI
from chromadb.api.models.Collection import Collection

_WRITE_BATCH = 1000


def with_removals(new: dict[str, Any], old: dict[str, Any] | None) -> dict[str, Any]:
    """`new`, plus None for every key of `old` it lacks, so an upsert leaves no stale key behind."""
    if not old:
        return new
    merged = dict(new)
    for key in old:
        if key not in merged:
            merged[key] = None
    return merged


class CorpusCollections:
    """The chunks collection and the document-summaries collection of one corpus."""

    def __init__(self, client: ClientAPI, chunks: Collection, docs: Collection) -> None:
        self.chunks = chunks
        self.docs = docs
        try:
            self.batch = max(1, min(_WRITE_BATCH, int(client.get_max_batch_size())))
        except Exception:  # older servers may not report it
            self.batch = 100

    def doc_chunk_metadata(self, doc_id: str) -> dict[str, dict[str, Any]]:
        """chunk_id -> metadata of every chunk Chroma holds for `doc_id` (any version)."""
        return self.doc_chunks(doc_id, with_texts=False)[0]

    def doc_chunks(self, doc_id: str, *, with_texts: bool = True) -> tuple[dict[str, dict[str, Any]], list[str]]:
        """`doc_chunk_metadata` and (`with_texts`) the chunks' texts in the same read: what a delete or a replace
        removes."""
        got = self.chunks.get(where={"doc_id": doc_id}, include=["metadatas", "documents"] if with_texts else ["metadatas"])
        return dict(zip(got["ids"], got["metadatas"] or [])), [t for t in got.get("documents") or [] if t] if with_texts else []

    def chunk_texts(self, ids: Sequence[str]) -> dict[str, str]:
        """chunk_id -> text of the given chunks that Chroma holds (one read)."""
        if not ids:
            return {}
        got = self.chunks.get(ids=list(ids), include=["documents"])
        return {i: t for i, t in zip(got["ids"], got.get("documents") or []) if t}

    def upsert_chunks(
        self,
        ids: Sequence[str],
        embeddings: Sequence[Any] | np.ndarray,
        documents: Sequence[str],
        metadatas: Sequence[dict[str, Any]],
    ) -> None:
        for i in range(0, len(ids), self.batch):
            j = i + self.batch
            self.chunks.upsert(ids=list(ids[i:j]), embeddings=embeddings[i:j], documents=list(documents[i:j]), metadatas=list(metadatas[i:j]))

    def delete_chunks(self, ids: Sequence[str]) -> None:
        for i in range(0, len(ids), self.batch):
            self.chunks.delete(ids=list(ids[i : i + self.batch]))

    def summary_metadata(self, doc_id: str) -> dict[str, Any] | None:
        got = self.docs.get(ids=[doc_id], include=["metadatas"])
        return (got["metadatas"] or [{}])[0] if got["ids"] else None

    def write_summary(self, doc_id: str, text: str, vector: np.ndarray, meta: dict[str, Any]) -> None:
        old = self.summary_metadata(doc_id)
        self.docs.upsert(ids=[doc_id], embeddings=[vector], documents=[text], metadatas=[with_removals(meta, old)])

    def delete_summary(self, doc_id: str) -> None:
        self.docs.delete(ids=[doc_id])

    def summary_ids(self) -> list[str]:
        return list(self.docs.get(include=[])["ids"])

    @staticmethod
    def scan(
        collection: Collection, where: dict[str, Any] | None, *, documents: bool = True, page_size: int = 1000
    ) -> Iterator[tuple[str, str, dict[str, Any]]]:
        """(id, document, metadata) of every record matching `where`, a page at a time."""
        offset = 0
        include: list[Any] = ["documents", "metadatas"] if documents else ["metadatas"]
        while True:
            got = collection.get(where=where, include=include, limit=page_size, offset=offset)
            ids = got["ids"]
            docs = got.get("documents") or [""] * len(ids)
            for record_id, text, meta in zip(ids, docs, got["metadatas"] or []):
                yield record_id, text or "", meta or {}
            if len(ids) < page_size:
                return
            offset += page_size
