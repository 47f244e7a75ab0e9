"""The corpus layer: loading files, chunking, the Chroma-backed store, and BM25.

Import the pieces from here: `CorpusStore`, `BM25Index`, `load_document`, `Chunker`, `IngestError`
and the result models. Exports resolve lazily, so importing the loaders does not import chromadb.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "BM25Index": "querylab.corpus.bm25",
    "StoreError": "querylab.corpus.chroma_client",
    "Chunker": "querylab.corpus.chunking",
    "IngestError": "querylab.corpus.errors",
    "SUPPORTED_EXTENSIONS": "querylab.corpus.loaders",
    "load_document": "querylab.corpus.loaders",
    "Chunk": "querylab.corpus.models",
    "DocumentInfo": "querylab.corpus.models",
    "FileResult": "querylab.corpus.models",
    "IngestProgress": "querylab.corpus.models",
    "IngestReport": "querylab.corpus.models",
    "LoadedDocument": "querylab.corpus.models",
    "Section": "querylab.corpus.models",
    "StoreStats": "querylab.corpus.models",
    "CorpusStore": "querylab.corpus.store",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'querylab.corpus' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
