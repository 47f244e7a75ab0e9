"""Text embedders: the offline MiniLM default, any OpenAI-compatible server, and the Chroma adapter.

Importing this package is cheap (numpy only): onnxruntime, tokenizers and openai load when an embedder
is built, and chromadb (about 0.8 s) only when `embedding_function_for` is first used. Note that the
Chroma adapters are registered with Chroma when `querylab.embeddings.chroma_function` is imported, which
`embedding_function_for` does; open persisted collections only after that (see that module).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from querylab.embeddings.base import Embedder, EmbeddingError
from querylab.embeddings.minilm import MiniLMEmbedder
from querylab.embeddings.openai_embedder import OpenAIEmbedder

if TYPE_CHECKING:  # pragma: no cover - typing only
    from chromadb.api.types import Documents, EmbeddingFunction

    from querylab.config import Settings

__all__ = ["Embedder", "EmbeddingError", "MiniLMEmbedder", "OpenAIEmbedder", "embedding_function_for", "make_embedder"]


def embedding_function_for(embedder: Embedder) -> "EmbeddingFunction[Documents]":
    """The registered Chroma adapter for `embedder` (imports chromadb on first use)."""
    from querylab.embeddings.chroma_function import embedding_function_for as _for

    return _for(embedder)


def make_embedder(settings: "Settings") -> Embedder:
    """Build the embedder `settings.embedder` names: "minilm" (offline default) or "openai"."""
    kind = settings.embedder
    if kind == "minilm":
        return MiniLMEmbedder(model_dir=settings.model_dir)
    if kind == "openai":
        return OpenAIEmbedder(
            api_key=settings.openai_api_key,
            base_url=settings.openai_base_url,
            model=settings.openai_embedding_model,
            timeout_s=settings.llm_timeout_s,
            max_retries=settings.llm_max_retries,
        )
    raise EmbeddingError(f"unknown embedder {kind!r} (QUERYLAB_EMBEDDER must be minilm or openai)")

