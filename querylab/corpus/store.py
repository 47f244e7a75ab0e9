"""`CorpusStore`: documents in, scoped hits out, over two Chroma collections and a manifest.

- `<collection>_chunks`: one row per chunk (the "items" tier), `<collection>_docs`: one row per
  document, its title plus lead summary (the "categories" tier); `get_document_text` rebuilds a
  whole document from its chunks (the "resources" tier).
- A document is ingested whole or not at all: every chunk is embedded before anything is written,
  the manifest row is committed after the chunk writes, and `recover()` repairs what an interrupted
  run left behind (see `manifest.py`). Re-ingesting the same text is a no-op ("unchanged"); changed
  text replaces the document's chunks, with no stale chunk left.
- Searches take a trusted `Scope`: the tenant filter comes only from it, and the audience rule of
  `access.py` is applied inside Chroma's `where` and re-checked on every hit.
- `version` changes on every committed write, so caches (the BM25 index) can tell they are stale. It is read
  at most once per `Manifest.FRESH_FOR` (0.25 s; a query on PostgreSQL), and at once after this store's own writes.
"""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

import numpy as np

from querylab.config import Settings
from querylab.contracts import Hit, Scope
from querylab.corpus import access
from querylab.corpus.chroma_client import embedding_function, make_client, open_collection
from querylab.corpus.chroma_io import CorpusCollections, with_removals
from querylab.corpus.chunking import Chunker
from querylab.corpus.document_text import document_text
from querylab.corpus.errors import IngestError
from querylab.corpus.exact import FIRST_ROWS, ExactSearch
from querylab.corpus.ids import doc_id_for, text_hash
from querylab.corpus.loaders import SUPPORTED_EXTENSIONS, load_document
from querylab.corpus.manifest import Manifest, ManifestRow
from querylab.storage import open_database
from querylab.corpus.models import DocumentInfo, FileResult, IngestProgress, IngestReport, StoreStats
from querylab.corpus.ingest_batch import ingest_in_windows
from querylab.corpus.intake import expand_paths, read_file
from querylab.corpus.prepare import PlannedDocument, PreparedDocument, plan_document
from querylab.corpus.recovery import reconcile_document
from querylab.corpus.search import scoped_query
from querylab.embeddings.base import Embedder

log = logging.getLogger(__name__)

#: Asked before an ingestion replaces an existing document: a refusal message, or None to go ahead.
ReplaceCheck = Callable[[ManifestRow], "str | None"]

#: Bumped when chunking or embedding input changes meaning, so re-ingestion re-writes documents.
PIPELINE_REVISION = "1"
_EMBED_BATCH = 64


class CorpusStore:
    """The corpus over Chroma. Config in `__init__`; safe to share between threads."""

    def __init__(self, settings: Settings, embedder: Embedder, *, recover: bool = True,
                 on_texts_removed: Callable[[list[str], list[str]], None] | None = None) -> None:
        self.settings = settings
        self.embedder = embedder
        self.backend = "server" if settings.chroma_host else "embedded"
        self.data_dir = Path(settings.data_dir)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        client = make_client(settings)
        ef = embedding_function(embedder)
        self.chunks_name = f"{settings.collection}_chunks"
        self.docs_name = f"{settings.collection}_docs"
        self.collections = CorpusCollections(
            client,
            open_collection(client, self.chunks_name, embedder, ef),
            open_collection(client, self.docs_name, embedder, ef),
        )
        # a file per collection by default; in a shared database the collection's rows are one scope of its tables
        self.manifest = Manifest(open_database(settings, Path("corpus") / f"{settings.collection}.sqlite3"),
                                 scope=settings.collection if settings.database_url else "")
        self.chunker = Chunker(settings.chunk_size, settings.chunk_overlap)
        self.pipeline = f"{embedder.name}/{embedder.dim}/{settings.chunk_size}/{settings.chunk_overlap}/r{PIPELINE_REVISION}"
        self._lock = threading.RLock()
        # Small tenants' rows for exact scoped search (corpus/exact.py). Searched first only with the embedded store:
        # a Chroma server can become unreachable, and then a search must say so (retrieval_unavailable) rather than
        # answer from rows held in memory; there its HNSW query comes first, as before.
        self.exact = ExactSearch(first_rows=FIRST_ROWS if self.backend == "embedded" else 0)
        #: Called with (texts of chunks that left the corpus, texts of the document's chunks now in it) after a
        #: delete or a replace commits: the engine purges what was derived from them outside Chroma (the judge's
        #: view vectors). A failing listener is logged; it never undoes or fails the write.
        #: Given here so the repair below (a leftover of an interrupted replace) purges too.
        self.on_texts_removed = on_texts_removed
        if recover:
            self.recover()

    # ------------------------------------------------------------------ versions
    @property
    def version(self) -> str:
        """Changes on every committed write (any tenant)."""
        return self.manifest.version()

    def tenant_version(self, tenant: str) -> str:
        """Changes on every committed write to `tenant`'s documents."""
        return self.manifest.tenant_version(tenant)

    # ------------------------------------------------------------------ ingestion
    def ingest_file(
        self, path: Path, tenant: str, *, display_name: str | None = None, text_field: str | None = None,
        may_replace: ReplaceCheck | None = None,
    ) -> FileResult:
        """Ingest one file; `display_name` overrides the source name (and so the doc_id)."""
        path = Path(path)
        source = display_name or path.name
        started = time.perf_counter()
        data = self._read(path, source, started)
        if isinstance(data, FileResult):
            return data
        return self._ingest(source, data, tenant, text_field=text_field, path=str(path), started=started, may_replace=may_replace)

    def _read(self, path: Path, source: str, started: float) -> bytes | FileResult:
        """The file's bytes, or the error result saying why they could not be read."""
        try:
            return read_file(path, source, self.settings.max_file_mb)
        except IngestError as exc:
            return self._error(source, str(exc), started, path=str(path))

    def ingest_bytes(self, name: str, data: bytes, tenant: str, *, text_field: str | None = None,
                     may_replace: ReplaceCheck | None = None) -> FileResult:
        """Ingest an upload (browser): `name` is the file name the user gave it."""
        return self._ingest(name, data, tenant, text_field=text_field, path=None, started=time.perf_counter(), may_replace=may_replace)

    def ingest_uploads(
        self,
        files: Sequence[tuple[str, bytes]],
        tenant: str,
        progress: Callable[[IngestProgress], None] | None = None,
        *,
        text_field: str | None = None,
        may_replace: ReplaceCheck | None = None,
    ) -> IngestReport:
        """Ingest browser uploads ((file name, bytes) pairs) the way `ingest_paths` ingests files: embedded in windows
        across documents, written while the next window embeds; one result per upload, in order."""
        return self._ingest_many([(data, name) for name, data in files], tenant, progress, text_field, may_replace)

    def ingest_paths(
        self,
        paths: Sequence[Path],
        tenant: str,
        progress: Callable[[IngestProgress], None] | None = None,
        *,
        text_field: str | None = None,
        may_replace: ReplaceCheck | None = None,
    ) -> IngestReport:
        """Ingest files and folders (recursively, hidden entries skipped); one bad file never stops the batch.

        A file inside a folder is named by its path relative to that folder (e.g. `policies/refunds.md`).
        """
        return self._ingest_many(list(expand_paths(paths)), tenant, progress, text_field, may_replace)

    def _ingest_many(self, todo: list[tuple[Path | bytes, str]], tenant: str, progress: Callable[[IngestProgress], None] | None,
                     text_field: str | None, may_replace: ReplaceCheck | None) -> IngestReport:
        started = time.perf_counter()
        report = IngestReport(tenant=tenant)
        ingest_in_windows(self, todo, tenant, report, progress, text_field=text_field, may_replace=may_replace)
        report.duration_ms = (time.perf_counter() - started) * 1000
        return report

    def _ingest(
        self, source: str, data: bytes, tenant: str, *, text_field: str | None, path: str | None, started: float,
        may_replace: ReplaceCheck | None = None,
    ) -> FileResult:
        plan = self._plan(source, data, tenant, text_field=text_field, path=path, started=started, may_replace=may_replace)
        if isinstance(plan, FileResult):
            return plan
        return self._finish(plan, None, started, path, may_replace)

    def _plan(
        self, source: str, data: bytes, tenant: str, *, text_field: str | None, path: str | None, started: float,
        may_replace: ReplaceCheck | None = None,
    ) -> PlannedDocument | FileResult:
        """Load, chunk and plan a document; a result instead when there is nothing to embed (error, unchanged)."""
        if not tenant or not tenant.strip():
            raise ValueError("tenant must be a non-empty string (it comes from the principal)")
        try:
            doc = load_document(source, data, max_file_mb=self.settings.max_file_mb, text_field=text_field)
            chunks = self.chunker.chunk(doc)
            if not chunks:
                raise IngestError(source, "no text could be extracted from the file")
        except IngestError as exc:
            return self._error(source, str(exc), started, path=path)
        doc_id = doc_id_for(tenant, source)
        doc_hash = text_hash(doc.text)
        previous = self.manifest.get(doc_id)
        if self._is_current(previous, doc_hash):
            assert previous is not None
            return FileResult(
                source=source, status="unchanged", doc_id=doc_id, title=previous.title, n_chunks=previous.n_chunks,
                warnings=doc.warnings, path=path, duration_ms=(time.perf_counter() - started) * 1000,
            )
        refusal = may_replace(previous) if (previous is not None and may_replace is not None) else None
        if refusal:
            return self._error(source, refusal, started, path=path)
        return plan_document(doc, chunks, tenant=tenant, doc_id=doc_id, doc_hash=doc_hash)

    def _finish(self, plan: PlannedDocument, vectors: np.ndarray | None, started: float, path: str | None,
                may_replace: ReplaceCheck | None = None) -> FileResult:
        """Embed the plan (unless its vectors come from a batch) and write it; nothing is stored if embedding fails."""
        try:
            prepared = plan.with_vectors(self._embed(plan.inputs) if vectors is None else vectors)
        except Exception as exc:
            log.warning("embedding %s failed: %s", plan.doc.source, exc)
            return self._error(plan.doc.source, f"{plan.doc.source}: embedding failed, nothing was stored ({exc})", started, path=path)
        return self._write(prepared, started, path, may_replace)

    def _is_current(self, row: ManifestRow | None, doc_hash: str) -> bool:
        return row is not None and row.doc_hash == doc_hash and row.pipeline == self.pipeline and row.status == "ok"

    def _embed(self, texts: list[str]) -> np.ndarray:
        parts = []
        for i in range(0, len(texts), _EMBED_BATCH):
            batch = texts[i : i + _EMBED_BATCH]
            vecs = np.asarray(self.embedder.embed(batch), dtype=np.float32)
            if vecs.shape != (len(batch), self.embedder.dim):
                raise ValueError(f"embedder {self.embedder.name} returned shape {vecs.shape}, expected ({len(batch)}, {self.embedder.dim})")
            if not np.isfinite(vecs).all():
                raise ValueError(f"embedder {self.embedder.name} returned non-finite values")
            parts.append(vecs)
        return np.concatenate(parts) if parts else np.zeros((0, self.embedder.dim), dtype=np.float32)

    def _write(self, p: PreparedDocument, started: float, path: str | None, may_replace: ReplaceCheck | None = None) -> FileResult:
        source = p.doc.source
        with self._lock, self.manifest.document_lock(p.doc_id):
            previous = self.manifest.get(p.doc_id)
            if self._is_current(previous, p.doc_hash):  # another thread got there first
                assert previous is not None
                return FileResult(source=source, status="unchanged", doc_id=p.doc_id, title=previous.title,
                                  n_chunks=previous.n_chunks, path=path, duration_ms=(time.perf_counter() - started) * 1000)
            refusal = may_replace(previous) if (previous is not None and may_replace is not None) else None
            if refusal:  # checked again under the lock: the document may have been written meanwhile
                return self._error(source, refusal, started, path=path)
            self.manifest.begin(p.doc_id, p.tenant)
            committed = False
            try:
                old, old_texts = self.collections.doc_chunks(p.doc_id, with_texts=self.on_texts_removed is not None)
                metadatas = [with_removals(m, old.get(i)) for i, m in zip(p.ids, p.metadatas)]
                self.collections.upsert_chunks(p.ids, p.vectors, p.texts, metadatas)
                self.collections.write_summary(p.doc_id, p.summary_text, p.summary_vector, {**p.doc_meta, "n_chunks": len(p.ids)})
                self.manifest.commit(
                    ManifestRow(
                        doc_id=p.doc_id, tenant=p.tenant, source=source, title=p.doc.title, doc_hash=p.doc_hash,
                        n_chunks=len(p.ids), status="ok", ingested_at=p.doc_meta["ingested_at"], metadata=p.doc_meta,
                        chunk_ids=p.ids, summary=p.summary_text, pipeline=self.pipeline,
                    )
                )
                committed = True
                keep = set(p.ids)
                stale = [i for i in old if i not in keep]
                self.collections.delete_chunks(stale)
                self.manifest.end(p.doc_id)
            except Exception as exc:
                log.exception("writing %s failed (committed=%s); repairing", source, committed)
                try:
                    self._reconcile(p.doc_id)
                    self.manifest.end(p.doc_id)
                except Exception:
                    log.exception("repair of %s failed; it stays journalled for recover()", source)
                if not committed:
                    return self._error(source, f"{source}: could not write to Chroma, the previous version was kept ({exc})", started, path=path)
                stale = []
        if committed:
            self._texts_removed(old_texts, p.texts)
        new_ids = set(p.ids)
        return FileResult(
            source=source,
            status="updated" if previous is not None else "added",
            doc_id=p.doc_id,
            title=p.doc.title,
            n_chunks=len(p.ids),
            chunks_added=len(new_ids - set(old)),
            chunks_removed=len(stale),
            warnings=p.doc.warnings,
            path=path,
            duration_ms=(time.perf_counter() - started) * 1000,
        )

    @staticmethod
    def _error(source: str, message: str, started: float, *, path: str | None) -> FileResult:
        return FileResult(source=source, status="error", error=message, path=path, duration_ms=(time.perf_counter() - started) * 1000)

    # ------------------------------------------------------------------ recovery
    def recover(self, *, full: bool = False) -> int:
        """Make Chroma agree with the manifest; returns how many documents needed repair.

        Always repairs journalled documents (a run that was interrupted). When the chunk count
        disagrees with the manifest (e.g. Chroma's files were deleted), every document the manifest
        knows is checked too: leftovers are deleted, chunks of the committed version whose metadata
        was overwritten are restored from the manifest, and a document whose chunks are missing is
        marked "incomplete" so the next ingestion re-writes it. Only `full=True` also deletes chunks
        of documents the manifest has never heard of: on a shared Chroma server those may belong to
        another installation, so that is never done implicitly.
        """
        with self._lock:
            journalled = set(self.manifest.pending())
            doc_ids = set(journalled)
            expected = sum(r.n_chunks for r in self.manifest.rows() if r.status == "ok")
            actual = self.collections.chunks.count()
            if full or expected != actual:
                if not full:
                    log.warning("chunk count %d differs from the manifest's %d; checking every document", actual, expected)
                doc_ids |= {r.doc_id for r in self.manifest.rows()}
            if full:
                scan = self.collections.scan(self.collections.chunks, None, documents=False)
                doc_ids |= {str(m["doc_id"]) for _, _, m in scan if "doc_id" in m}
                doc_ids |= set(self.collections.summary_ids())
            repaired = 0
            for doc_id in sorted(doc_ids):
                # Under the document's lock: a journal entry may be another replica's write in progress, not an
                # interrupted one (a replica that started while another ingested deleted that document's chunks, and the
                # chunk count differed for the same reason). Once the lock is ours, a write that finished is left alone.
                with self.manifest.document_lock(doc_id):
                    if doc_id in journalled and doc_id not in set(self.manifest.pending()):
                        continue
                    if self._reconcile(doc_id):
                        repaired += 1
                    self.manifest.end(doc_id)
            if repaired:
                log.warning("recovered %d document(s) left inconsistent by an interrupted run", repaired)
            return repaired

    def _reconcile(self, doc_id: str) -> bool:
        return reconcile_document(doc_id, self.collections, self.manifest, self._embed,
                                  self._texts_removed if self.on_texts_removed is not None else None)

    # ------------------------------------------------------------------ documents
    def delete_document(self, tenant: str, doc_id: str) -> bool:
        """Remove a document of `tenant` (manifest first, then Chroma). False if there is none."""
        with self._lock, self.manifest.document_lock(doc_id):
            row = self.manifest.get(doc_id)
            if row is None or row.tenant != tenant:
                return False
            texts = self.collections.doc_chunks(doc_id)[1] if self.on_texts_removed is not None else []
            self.manifest.begin(doc_id, tenant)
            self.manifest.remove(doc_id, tenant)
            self.collections.chunks.delete(where={"doc_id": doc_id})
            self.collections.delete_summary(doc_id)
            self.manifest.end(doc_id)
        self._texts_removed(texts, [])
        return True

    def _texts_removed(self, removed: list[str], kept: list[str]) -> None:
        listener = self.on_texts_removed
        if listener is None or not removed:
            return
        try:
            listener(removed, kept)
        except Exception:  # derived data only: the corpus write stands
            log.exception("purging what was derived from removed passages failed")

    def list_documents(self, tenant: str | None = None) -> list[DocumentInfo]:
        return [_info(r) for r in self.manifest.rows(tenant)]

    def stats(self, tenant: str | None = None) -> StoreStats:
        """Counts for one tenant (what a page may show its user), or for the whole store (operators,
        benchmarks). Per-tenant counts of other tenants are data about them, so a tenant sees only its own."""
        rows = [r for r in self.manifest.rows() if tenant is None or r.tenant == tenant]
        docs_per: dict[str, int] = {}
        chunks_per: dict[str, int] = {}
        for r in rows:
            docs_per[r.tenant] = docs_per.get(r.tenant, 0) + 1
            chunks_per[r.tenant] = chunks_per.get(r.tenant, 0) + r.n_chunks
        return StoreStats(
            backend="server" if self.backend == "server" else "embedded",
            chunks_collection=self.chunks_name,
            docs_collection=self.docs_name,
            embedder=self.embedder.name,
            dim=int(self.embedder.dim),
            documents=len(rows),
            chunks=self.collections.chunks.count() if tenant is None else sum(chunks_per.values()),
            documents_per_tenant=docs_per,
            chunks_per_tenant=chunks_per,
            version=self.version,
        )

    def get_chunks(self, ids: Sequence[str], *, scope: Scope | None = None) -> list[Hit]:
        """Chunks by id, in the order asked (unknown ids skipped); with `scope`, only visible ones, read from the
        scope's tenant rows when the exact search holds them at the tenant's current version (BM25's read-back).

        Rank is the position in the answer and score 0.0: these are lookups, not search results.
        """
        if not ids:
            return []
        held = (self.exact.cached(self.collections.chunks, scope.tenant, self.tenant_version(scope.tenant))
                if scope is not None and self.backend == "embedded" else None)
        # The tenant's rows at its current version (corpus/exact.py) need no Chroma read; others are read.
        by_id: dict[str, tuple[Any, Any]] = {i: r for i in ids if (r := held.row(i)) is not None} if held is not None else {}
        missing = [i for i in dict.fromkeys(ids) if i not in by_id]
        if missing:
            got = self.collections.chunks.get(ids=missing, include=["documents", "metadatas"])
            by_id.update({i: (d, m) for i, d, m in zip(got["ids"], got["documents"] or [], got["metadatas"] or [])})
        hits: list[Hit] = []
        for chunk_id in ids:
            if chunk_id not in by_id:
                continue
            text, meta = by_id[chunk_id]
            if scope is not None and not access.allows(meta, scope):
                continue
            hits.append(Hit(chunk_id=chunk_id, doc_id=str(meta.get("doc_id", "")), rank=len(hits) + 1, score=0.0,
                            text=text or "", metadata=access.public_metadata(meta)))
        return hits

    def get_document_text(self, doc_id: str, tenant: str, groups: Sequence[str] | None = None, *, scope: Scope | None = None) -> str:
        """The whole document rebuilt from its chunks, headings as markdown; "" if not visible.

        Fails closed: the audience rule is always applied, with `scope`'s groups, else `groups`, else no
        groups at all (only documents for "all"), so a caller that forgets the groups sees less, never more.
        """
        return document_text(self.collections.chunks, doc_id, tenant, groups, scope=scope)

    def iter_chunks(self, tenant: str, *, page_size: int = 1000) -> Iterator[tuple[str, str, dict[str, Any]]]:
        """(chunk_id, text, metadata) for every chunk of `tenant` (used to build the BM25 index)."""
        yield from self.collections.scan(self.collections.chunks, {"tenant": tenant}, page_size=page_size)

    # ------------------------------------------------------------------ search
    def dense_search(self, query_embedding: np.ndarray, k: int, scope: Scope) -> list[Hit]:
        """Nearest chunks within `scope`; 1-based ranks, score = cosine similarity."""
        return scoped_query(self.collections.chunks, query_embedding, k, scope, dim=self.embedder.dim, summaries=False,
                            exact=self.exact, version=lambda: self.tenant_version(scope.tenant))

    def summary_search(self, query_embedding: np.ndarray, k: int, scope: Scope) -> list[Hit]:
        """Nearest document summaries within `scope`; `chunk_id` and `doc_id` are both the doc_id."""
        return scoped_query(self.collections.docs, query_embedding, k, scope, dim=self.embedder.dim, summaries=True,
                            exact=self.exact, version=lambda: self.tenant_version(scope.tenant))


def _info(row: ManifestRow) -> DocumentInfo:
    meta = row.metadata
    summary = row.summary.split("\n", 1)[1] if "\n" in row.summary else ""
    return DocumentInfo(
        doc_id=row.doc_id, tenant=row.tenant, source=row.source, title=row.title, doc_hash=row.doc_hash,
        n_chunks=row.n_chunks, status=row.status, ingested_at=row.ingested_at, summary=summary,
        format=str(meta.get("format", "")),
        effective_date=meta.get("effective_date"), expiry_date=meta.get("expiry_date"), version=meta.get("version"),
        audience=meta.get("audience"), superseded_by=meta.get("superseded_by"),
    )


__all__ = ["CorpusStore", "SUPPORTED_EXTENSIONS"]
