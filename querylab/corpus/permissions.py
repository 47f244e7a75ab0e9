"""What a principal may see and change of its tenant's corpus: the audience rule for reading, the admin
role for writing.

Why: the Corpus page listed the titles and summaries of every document of the tenant (the managers-only
one too), and any user could delete a document or overwrite it by uploading a file of the same name (ids
come from tenant + source name, `ids.py`). The rules, for the page and the command line alike:

- list, preview and counts show only documents whose audience admits the viewer's groups (`access.py`);
- upload, replace and delete need the admin role (`roles.py`); an admin also sees that restricted documents
  exist (source name and audience, never title, summary or text) so they can delete them;
- an upload never replaces a document the uploader may not read, admin or not: a name collision is not a
  way to overwrite what one cannot see. The refusal names the file; deleting it first is an explicit,
  audited act.
Every refusal is a `PermissionDenied` (or a per-file error) with a message, plus an audit row.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

from querylab.config import Settings
from querylab.contracts import Principal
from querylab.corpus.access import audience_allows
from querylab.corpus.manifest import ManifestRow
from querylab.corpus.models import DocumentInfo, FileResult, IngestProgress, IngestReport, StoreStats
from querylab.corpus.store import CorpusStore
from querylab.roles import AuditSink, Role, has_role, refuse, require

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class RestrictedDocument:
    """What an admin outside a document's audience sees of it: enough to delete it, nothing of its content."""

    doc_id: str
    source: str
    audience: str
    n_chunks: int


class DocumentAccess:
    def __init__(self, store: CorpusStore, settings: Settings, audit: AuditSink | None = None) -> None:
        self.store = store
        self.settings = settings
        self.audit = audit

    # -- reading -------------------------------------------------------------------------------
    def may_read(self, principal: Principal, doc: DocumentInfo | ManifestRow) -> bool:
        audience = doc.audience if isinstance(doc, DocumentInfo) else doc.metadata.get("audience")
        return doc.tenant == principal.tenant and audience_allows(audience, principal.groups)

    def list(self, principal: Principal) -> list[DocumentInfo]:
        """The tenant's documents whose audience admits `principal`'s groups."""
        return [d for d in self.store.list_documents(principal.tenant) if self.may_read(principal, d)]

    def restricted(self, principal: Principal) -> list[RestrictedDocument]:
        """For admins only: the tenant's documents they may not read, without title, summary or text."""
        if not has_role(principal, Role.ADMIN, self.settings):
            return []
        return [RestrictedDocument(d.doc_id, d.source, d.audience or "", d.n_chunks)
                for d in self.store.list_documents(principal.tenant) if not self.may_read(principal, d)]

    def preview(self, principal: Principal, doc_id: str) -> DocumentInfo:
        """One readable document's listing (title, summary); `PermissionDenied` otherwise."""
        doc = next((d for d in self.store.list_documents(principal.tenant) if d.doc_id == doc_id), None)
        if doc is None or not self.may_read(principal, doc):
            raise refuse(principal, "That document does not exist or its audience does not include your groups.",
                         action="preview a document", audit=self.audit, params={"doc_id": doc_id})
        return doc

    def text(self, principal: Principal, doc_id: str) -> str:
        return self.store.get_document_text(doc_id, principal.tenant, principal.groups)

    def stats(self, principal: Principal) -> StoreStats:
        """Counts of the documents `principal` may read (a restricted document's size is data about it too)."""
        full = self.store.stats(principal.tenant)
        docs = self.list(principal)
        chunks = sum(d.n_chunks for d in docs)
        return full.model_copy(update={"documents": len(docs), "chunks": chunks,
                                       "documents_per_tenant": {principal.tenant: len(docs)} if docs else {},
                                       "chunks_per_tenant": {principal.tenant: chunks} if docs else {}})

    # -- writing -------------------------------------------------------------------------------
    def replace_check(self, principal: Principal) -> Callable[[ManifestRow], str | None]:
        """The store's hook before an ingestion replaces a document: refuse what the uploader may not read."""
        def check(previous: ManifestRow) -> str | None:
            if previous.tenant == principal.tenant and audience_allows(previous.metadata.get("audience"), principal.groups):
                return None
            message = (f"{previous.source}: a document of that name already exists and its audience does not include "
                       "your groups, so it was not replaced (nothing was stored). Rename the file, or have an admin delete "
                       "the existing document first.")
            refuse(principal, message, action="replace a document", audit=self.audit, params={"doc_id": previous.doc_id})
            return message
        return check

    def ingest_bytes(self, principal: Principal, name: str, data: bytes, *, text_field: str | None = None) -> FileResult:
        require(principal, Role.ADMIN, self.settings, action="upload documents", audit=self.audit, params={"source": name})
        return self.store.ingest_bytes(name, data, principal.tenant, text_field=text_field, may_replace=self.replace_check(principal))

    def ingest_uploads(self, principal: Principal, files: Sequence[tuple[str, bytes]],
                       progress: Callable[[IngestProgress], None] | None = None, *, text_field: str | None = None) -> IngestReport:
        """Several uploads at once (the Corpus page): embedded together in windows, one result per file."""
        require(principal, Role.ADMIN, self.settings, action="upload documents", audit=self.audit,
                params={"sources": [name for name, _ in files][:20]})
        return self.store.ingest_uploads(files, principal.tenant, progress, text_field=text_field, may_replace=self.replace_check(principal))

    def ingest_paths(self, principal: Principal, paths: Sequence[Path],
                     progress: Callable[[IngestProgress], None] | None = None, *, text_field: str | None = None) -> IngestReport:
        require(principal, Role.ADMIN, self.settings, action="ingest documents", audit=self.audit,
                params={"paths": [str(p) for p in paths][:20]})
        return self.store.ingest_paths(paths, principal.tenant, progress, text_field=text_field, may_replace=self.replace_check(principal))

    def delete(self, principal: Principal, doc_id: str) -> bool:
        """Delete one document of `principal`'s tenant (admins only, restricted ones included)."""
        require(principal, Role.ADMIN, self.settings, action="delete documents", audit=self.audit, params={"doc_id": doc_id})
        gone = self.store.delete_document(principal.tenant, doc_id)
        if gone and self.audit is not None:
            self.audit.write(principal, "delete_document", {"doc_id": doc_id}, "done", "")
        return gone

    def find(self, principal: Principal, ref: str) -> list[str]:
        """Doc ids of `principal`'s tenant named by `ref` (a doc id or a source name), for the command line.
        Admins find restricted documents too (they may delete them); others only what they may read."""
        admin = has_role(principal, Role.ADMIN, self.settings)
        return [d.doc_id for d in self.store.list_documents(principal.tenant)
                if ref in (d.doc_id, d.source) and (admin or self.may_read(principal, d))]
