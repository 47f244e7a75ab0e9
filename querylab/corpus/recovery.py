"""Make Chroma agree with the manifest after an interrupted write (the manifest is the truth).

For one document: chunks that are not in the committed version are deleted; chunks of the
committed version whose metadata was overwritten by the interrupted run are restored from the
manifest (their text and vector are unchanged: equal chunk ids mean equal heading and text); a
committed document with missing chunks is marked "incomplete" so the next ingestion re-writes it;
the summary row is re-written when it belongs to another version.
"""

from __future__ import annotations

import logging
from typing import Callable

import numpy as np

from querylab.corpus.chroma_io import CorpusCollections, with_removals
from querylab.corpus.manifest import Manifest
from querylab.corpus.prepare import CHUNK_KEYS

log = logging.getLogger(__name__)


def reconcile_document(
    doc_id: str, collections: CorpusCollections, manifest: Manifest, embed: Callable[[list[str]], np.ndarray],
    on_removed: Callable[[list[str], list[str]], None] | None = None,
) -> bool:
    """Repair one document; True if anything had to change. ``on_removed`` gets (texts of the chunks deleted, texts
    of the document's chunks that stay), as after a delete or a replace: what was derived from a leftover that had
    been live (the judge's view vectors of an old version whose replace was interrupted) goes with it."""
    row = manifest.get(doc_id)
    present = collections.doc_chunk_metadata(doc_id)
    summary_meta = collections.summary_metadata(doc_id)
    changed = False
    if row is None:  # never committed (or deleted): nothing of it may remain
        if present:
            _delete(collections, list(present), [], on_removed)
            changed = True
        if summary_meta is not None:
            collections.delete_summary(doc_id)
            changed = True
        return changed
    committed = set(row.chunk_ids)
    stale = [i for i in present if i not in committed]
    if stale:
        _delete(collections, stale, [i for i in row.chunk_ids if i in present], on_removed)
        changed = True
    retag = [i for i in row.chunk_ids if i in present and present[i].get("doc_hash") != row.doc_hash]
    if retag:
        full = collections.chunks.get(ids=retag, include=["embeddings", "documents", "metadatas"])
        metas = []
        for meta in full["metadatas"] or []:
            fixed = {k: meta[k] for k in CHUNK_KEYS if k in meta}
            fixed.update(row.metadata)
            metas.append(with_removals(fixed, meta))
        collections.upsert_chunks(full["ids"], full["embeddings"], full["documents"] or [], metas)
        changed = True
    missing = [i for i in row.chunk_ids if i not in present]
    if missing and row.status == "ok":
        log.error("document %s (%s) lost %d chunk(s); marked incomplete, re-ingest it", doc_id, row.source, len(missing))
        manifest.set_status(doc_id, "incomplete")
        changed = True
    if summary_meta is None or summary_meta.get("doc_hash") != row.doc_hash:
        text = row.summary or row.title
        try:
            collections.write_summary(doc_id, text, embed([text])[0], {**row.metadata, "n_chunks": row.n_chunks})
            changed = True
        except Exception:
            log.exception("could not restore the summary row of %s", doc_id)
    if changed:
        manifest.bump(row.tenant)
    return changed


def _delete(collections: CorpusCollections, ids: list[str], kept: list[str], on_removed: Callable[[list[str], list[str]], None] | None) -> None:
    """Delete chunks; with a listener, read their texts and the kept chunks' (one read, only on a repair) first and
    tell it after."""
    if on_removed is None:
        collections.delete_chunks(ids)
        return
    texts = collections.chunk_texts(ids + kept)
    collections.delete_chunks(ids)
    on_removed([texts[i] for i in ids if i in texts], [texts[i] for i in kept if i in texts])
