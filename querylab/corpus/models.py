"""Data shapes of the corpus layer: what a loader returns, what a chunk is, what ingestion reports.

Loader and chunk shapes are plain dataclasses (internal, never serialised); the results a user or
another component sees (`FileResult`, `IngestReport`, `DocumentInfo`, `StoreStats`) are pydantic
models so the command line and the browser can print them as JSON without extra code.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, Field

#: Metadata a document may state about itself ("Effective: 2024-01-01"); see `metadata.py`.
STATED_KEYS: tuple[str, ...] = ("effective_date", "expiry_date", "version", "audience", "superseded_by")


@dataclass(frozen=True)
class Section:
    """A run of text under one heading. `metadata` carries per-section facts (page, record_id)."""

    heading: str
    text: str
    level: int = 0
    metadata: dict[str, str | int] = field(default_factory=dict)


@dataclass
class LoadedDocument:
    """Text extracted from one file, already split at its headings (or pages, or records).

    `text` is the whole document as markdown-ish text (headings as `#` lines); it is what `doc_hash`
    is computed from, so two files with the same extracted text are the same document version.
    """

    source: str
    title: str
    text: str
    sections: list[Section]
    metadata: dict[str, str] = field(default_factory=dict)
    format: str = ""
    warnings: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Chunk:
    """One retrievable piece of a document.

    `overlap` is the length of the prefix repeated from the previous chunk of the same section, and
    `sep` the whitespace that separated a non-overlapping chunk from the previous one, so the whole
    document can be rebuilt from its chunks without duplicated sentences.
    """

    index: int
    text: str
    section: str
    overlap: int = 0
    sep: str = ""
    metadata: dict[str, str | int] = field(default_factory=dict)


FileStatus = Literal["added", "updated", "unchanged", "error"]


class FileResult(BaseModel):
    """What happened to one file. `error` is the full message (it names the file) when status is error."""

    source: str
    status: FileStatus
    doc_id: str | None = None
    title: str = ""
    n_chunks: int = 0
    chunks_added: int = 0
    chunks_removed: int = 0
    error: str | None = None
    warnings: list[str] = Field(default_factory=list)
    path: str | None = None
    duration_ms: float = 0.0


class IngestProgress(BaseModel):
    """Sent to the progress callback after each file of a batch."""

    done: int
    total: int
    source: str
    result: FileResult


class IngestReport(BaseModel):
    """Per-file results of a batch, in the order the files were visited."""

    tenant: str
    results: list[FileResult] = Field(default_factory=list)
    duration_ms: float = 0.0

    def count(self, status: FileStatus) -> int:
        return sum(1 for r in self.results if r.status == status)

    @property
    def added(self) -> int:
        return self.count("added")

    @property
    def updated(self) -> int:
        return self.count("updated")

    @property
    def unchanged(self) -> int:
        return self.count("unchanged")

    @property
    def errors(self) -> list[FileResult]:
        return [r for r in self.results if r.status == "error"]

    @property
    def ok(self) -> bool:
        return not self.errors


class DocumentInfo(BaseModel):
    """One committed document as the manifest knows it (the corpus page lists these)."""

    doc_id: str
    tenant: str
    source: str
    title: str
    doc_hash: str
    n_chunks: int
    status: str
    ingested_at: str
    summary: str = ""
    format: str = ""
    effective_date: str | None = None
    expiry_date: str | None = None
    version: str | None = None
    audience: str | None = None
    superseded_by: str | None = None


class StoreStats(BaseModel):
    backend: Literal["embedded", "server"]
    chunks_collection: str
    docs_collection: str
    embedder: str
    dim: int
    documents: int
    chunks: int
    documents_per_tenant: dict[str, int] = Field(default_factory=dict)
    chunks_per_tenant: dict[str, int] = Field(default_factory=dict)
    version: str
