"""Ingesting many files (a folder, or several uploads at once): embedding in full batches across documents,
writing while the next batch embeds.

Why: the profile of issue 16 put embedding at ~95 % of ingestion under load, but on a quiet machine the writes
(Chroma's chunk and summary upserts, the manifest's SQLite commits, mostly waiting on I/O) were ~13 % of the
embedder's time, paid after each document's embedding. So `CorpusStore.ingest_paths` plans documents (load,
chunk, the unchanged and replace checks) until a window holds `WINDOW_TEXTS` texts, embeds the window in one
go (texts across document boundaries, ordered by length so each batch pads little), and hands its documents
to one writer thread while the next window is planned and embedded. Each document is written exactly as a
single ingestion writes it: under its `document_lock`, journalled, the manifest row committed after the chunk
writes, so recovery and per-document atomicity are unchanged. One writer, so writes keep the files' order.

Bad input loses nothing: a file that cannot be read or parsed gets its error result and takes no part in the
window; if the window's embedding fails, each of its documents is embedded on its own, so only a document
whose own texts fail is reported as failed; a write that fails affects only its document. Results and
progress reports come in the order of the files, one per file, on the caller's thread.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import numpy as np

from querylab.corpus.models import FileResult, IngestProgress, IngestReport
from querylab.corpus.prepare import PlannedDocument

if TYPE_CHECKING:  # pragma: no cover - typing only
    from querylab.corpus.store import CorpusStore, ReplaceCheck

log = logging.getLogger(__name__)

#: Texts planned before a window is embedded: one full embedding batch (`store._EMBED_BATCH`), small enough
#: that the writes of one window overlap the embedding of the next even for a handful of documents.
WINDOW_TEXTS = 64


@dataclass
class _Slot:
    """One file of a window: its result when known, else its plan waiting for vectors."""

    path: Path | None  # None for an upload: its bytes came with it
    source: str
    started: float
    result: FileResult | None = None
    plan: PlannedDocument | None = None
    vectors: np.ndarray | None = None

    @property
    def where(self) -> str | None:
        """The file's path as results report it (None for an upload)."""
        return str(self.path) if self.path is not None else None


def ingest_in_windows(
    store: "CorpusStore",
    todo: list[tuple[Path | bytes, str]],
    tenant: str,
    report: IngestReport,
    progress: Callable[[IngestProgress], None] | None,
    *,
    text_field: str | None,
    may_replace: "ReplaceCheck | None",
) -> None:
    """Ingest `todo` ((path or uploaded bytes, source name) pairs) into `store`, appending one result per file to
    `report`."""
    in_flight: deque[tuple[list[_Slot], Future[None]]] = deque()

    def deliver(wait: bool) -> None:
        """Report the written windows in order (all of them when `wait`)."""
        while in_flight and (wait or in_flight[0][1].done()):
            slots, future = in_flight.popleft()
            try:
                future.result()
            except Exception as exc:  # _write_window catches per document; this is a defect, kept to its window
                log.exception("writing a window of %d files failed", len(slots))
                for slot in slots:
                    slot.result = slot.result or _unexpected(slot, exc)
            for slot in slots:
                assert slot.result is not None
                report.results.append(slot.result)
                if progress is not None:
                    try:
                        progress(IngestProgress(done=len(report.results), total=len(todo), source=slot.source, result=slot.result))
                    except Exception:
                        log.exception("ingest progress callback failed")

    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="ingest-writer") as writer:
        window: list[_Slot] = []
        pending_texts = 0

        def flush() -> None:
            nonlocal window, pending_texts
            _embed_window(store, window)
            in_flight.append((window, writer.submit(_write_window, store, window, may_replace)))
            window, pending_texts = [], 0
            deliver(wait=len(in_flight) > 1)  # at most one window written while the next one embeds

        for item, source in todo:
            path = item if isinstance(item, Path) else None
            slot = _Slot(path=path, source=source, started=time.perf_counter())
            try:
                data = store._read(path, source, slot.started) if path is not None else item
                planned = data if isinstance(data, FileResult) else store._plan(
                    source, data, tenant, text_field=text_field, path=slot.where, started=slot.started, may_replace=may_replace)
            except Exception as exc:  # a defect in one file's handling must not lose the batch
                log.exception("unexpected failure ingesting %s", path)
                planned = _unexpected(slot, exc)
            if isinstance(planned, FileResult):
                slot.result = planned
            else:
                slot.plan = planned
                pending_texts += len(planned.inputs)
            window.append(slot)
            if pending_texts >= WINDOW_TEXTS:
                flush()
        if window:
            flush()
        deliver(wait=True)


def _embed_window(store: "CorpusStore", window: list[_Slot]) -> None:
    """Each planned slot's vectors from one embedding of all their texts, on the caller's thread (so the writer
    only writes); left None when that fails: the writer then embeds each document on its own, so only a document
    whose own texts fail is reported, with the embedder's message."""
    planned = [s for s in window if s.plan is not None]
    if not planned:
        return
    texts = [t for s in planned if s.plan is not None for t in s.plan.inputs]
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    try:
        sorted_vectors = store._embed([texts[i] for i in order])
    except Exception as exc:
        log.warning("embedding %d documents together failed (%s); embedding them one by one", len(planned), exc)
        return
    vectors = np.empty_like(sorted_vectors)
    vectors[order] = sorted_vectors
    at = 0
    for slot in planned:
        assert slot.plan is not None
        slot.vectors = vectors[at : at + len(slot.plan.inputs)]
        at += len(slot.plan.inputs)


def _write_window(store: "CorpusStore", window: list[_Slot], may_replace: "ReplaceCheck | None") -> None:
    for slot in window:
        if slot.plan is None:
            continue
        try:
            slot.result = store._finish(slot.plan, slot.vectors, slot.started, slot.where, may_replace)
        except Exception as exc:
            log.exception("unexpected failure ingesting %s", slot.path)
            slot.result = _unexpected(slot, exc)
        slot.plan, slot.vectors = None, None  # the window's memory goes as it is written


def _unexpected(slot: _Slot, exc: Exception) -> FileResult:
    return FileResult(source=slot.source, status="error", error=f"{slot.source}: unexpected error ({exc})", path=slot.where,
                      duration_ms=(time.perf_counter() - slot.started) * 1000)
