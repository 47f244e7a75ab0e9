"""Opening Chroma: embedded or server client, and the two collections with their guards.

Both collections use cosine space (`configuration={"hnsw": {"space": "cosine"}}`, the chromadb 1.x
way) so `1 - distance` is the cosine similarity. Embeddings are always computed by QueryLab and
passed explicitly; when `embedding_function=None` is given, chromadb 1.5.9 stores the collection's
function as `{"type": "legacy"}` and never instantiates its default ONNX model (which would try to
download at run time). If `querylab.embeddings.chroma_function.embedding_function_for` exists, its
function is attached instead so Chroma-native callers embed with the same model.
The collection metadata records the embedder's name and dimension; opening a collection built
with another embedder fails loudly instead of mixing vector spaces.
"""

from __future__ import annotations

import logging
from typing import Any

import chromadb
from chromadb.api import ClientAPI
from chromadb.api.models.Collection import Collection

from querylab.config import Settings
from querylab.embeddings.base import Embedder

log = logging.getLogger(__name__)


class StoreError(RuntimeError):
    """Chroma cannot be used as configured; the message says which setting or collection."""


def make_client(settings: Settings) -> ClientAPI:
    """A server client when CHROMA_HOST is set, else an embedded client under data_dir/chroma.

    No chromadb `Settings` are passed: in 1.5.9 product telemetry is a no-op, and differing settings
    would clash with any other client opened on the same path in this process.
    """
    try:
        if settings.chroma_host:
            client = chromadb.HttpClient(host=settings.chroma_host, port=settings.chroma_port)
            client.heartbeat()
            return client
        path = settings.data_dir / "chroma"
        path.mkdir(parents=True, exist_ok=True)
        return chromadb.PersistentClient(path=str(path))
    except Exception as exc:
        where = (
            f"the Chroma server at {settings.chroma_host}:{settings.chroma_port} (CHROMA_HOST/CHROMA_PORT)"
            if settings.chroma_host
            else f"the embedded Chroma database in {settings.data_dir / 'chroma'} (QUERYLAB_DATA_DIR)"
        )
        raise StoreError(f"cannot open {where}: {exc}") from exc


def embedding_function(embedder: Embedder) -> Any | None:
    """The shared Chroma adapter for `embedder`, or None while it does not exist yet."""
    try:
        from querylab.embeddings.chroma_function import embedding_function_for  # type: ignore[import-not-found]
    except ImportError:
        return None
    try:
        return embedding_function_for(embedder)
    except Exception as exc:  # an adapter bug must not stop the store: embeddings are passed explicitly
        log.warning("embedding_function_for(%s) failed, continuing without it: %s", embedder.name, exc)
        return None


def open_collection(client: ClientAPI, name: str, embedder: Embedder, ef: Any | None) -> Collection:
    try:
        collection = client.get_or_create_collection(
            name=name,
            configuration={"hnsw": {"space": "cosine"}},
            metadata={"embedder": embedder.name, "dim": int(embedder.dim)},
            embedding_function=ef,
        )
    except ValueError as exc:
        raise StoreError(f"collection {name!r} cannot be opened with embedder {embedder.name!r}: {exc}") from exc
    except Exception as exc:
        raise StoreError(f"collection {name!r} cannot be opened (check QUERYLAB_COLLECTION): {exc}") from exc
    meta = collection.metadata or {}
    if meta.get("embedder") not in (None, embedder.name) or meta.get("dim") not in (None, int(embedder.dim)):
        raise StoreError(
            f"collection {name!r} was built with embedder {meta.get('embedder')!r} (dim {meta.get('dim')}), "
            f"not {embedder.name!r} (dim {embedder.dim}); use another QUERYLAB_COLLECTION or re-ingest"
        )
    config = collection.configuration_json or {}
    space = (config.get("hnsw") or {}).get("space") or (config.get("spann") or {}).get("space")
    if space not in (None, "cosine"):
        raise StoreError(f"collection {name!r} uses {space!r} distance, not cosine; use another QUERYLAB_COLLECTION")
    return collection
