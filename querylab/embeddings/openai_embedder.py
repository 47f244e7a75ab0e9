"""Embeddings from any OpenAI-compatible `/v1/embeddings` endpoint, through the official `openai` SDK.

Why the SDK and its own names (`api_key`, `base_url`, `OPENAI_API_KEY`): the same code then talks to
OpenAI, Azure, vLLM, Ollama, LM Studio or a llama.cpp server. Decisions worth knowing:
- `encoding_format="float"` is always sent. The SDK would otherwise ask for base64, which several
  OpenAI-compatible servers do not implement.
- Empty strings are sent as a single space: the OpenAI API rejects "" but a caller (a blank chunk, an
  empty query) should still get a vector back, as it does from the offline embedder.
- Rows are L2-normalised here even though OpenAI's own vectors already are: other servers' are not,
  and the rest of QueryLab relies on dot product == cosine.
- Every SDK failure becomes an `EmbeddingError` naming the server, the model and what failed, so the
  trace and the UI can show it without knowing about the SDK's exception classes.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Sequence

import numpy as np

from querylab.embeddings.base import EmbeddingError, as_text_list

if TYPE_CHECKING:  # pragma: no cover - typing only
    import openai

logger = logging.getLogger(__name__)

#: Output sizes of OpenAI's own models, so `dim` is known without a request. Other models (local
#: servers) are probed on first use of `dim` unless the constructor is told.
KNOWN_DIMS = {
    "text-embedding-3-small": 1536,
    "text-embedding-3-large": 3072,
    "text-embedding-ada-002": 1536,
}
DEFAULT_BASE_URL = "https://api.openai.com/v1"


class OpenAIEmbedder:
    """Embedder over `client.embeddings.create`, batching requests and normalising rows."""

    def __init__(
        self,
        api_key: str | None = None,
        base_url: str | None = None,
        model: str = "text-embedding-3-small",
        timeout_s: float = 20.0,
        max_retries: int = 1,
        batch_size: int = 128,
        dim: int | None = None,
        client: "openai.OpenAI | None" = None,
    ) -> None:
        if batch_size < 1:
            raise ValueError(f"batch_size must be at least 1, got {batch_size}")
        self.model = model
        self.batch_size = batch_size
        self.timeout_s = timeout_s
        self.max_retries = max_retries
        self.name = f"openai:{model}"
        self._dim: int | None = dim if dim is not None else KNOWN_DIMS.get(model)
        if client is None:
            import openai

            try:
                client = openai.OpenAI(api_key=api_key, base_url=base_url, timeout=timeout_s, max_retries=max_retries)
            except openai.OpenAIError as exc:  # raised when no key is given and OPENAI_API_KEY is unset
                raise EmbeddingError(
                    f"cannot create the OpenAI client for embeddings with model {model!r}: {exc} "
                    "(set OPENAI_API_KEY; local OpenAI-compatible servers accept any value)"
                ) from exc
        self._client = client
        self.base_url = str(client.base_url).rstrip("/")

    @property
    def dim(self) -> int:
        """Vector size; for a model we do not know, one probe request finds it out (then it is cached)."""
        if self._dim is None:
            self._dim = int(self._request(["dimension probe"]).shape[1])
        return self._dim

    def config(self) -> dict[str, Any]:
        """Settings that identify the vectors (stored with a Chroma collection). Never the API key."""
        return {
            "kind": "openai",
            "name": self.name,
            "model": self.model,
            "base_url": self.base_url,
            "dim": self._dim,
            "timeout_s": self.timeout_s,
            "max_retries": self.max_retries,
        }

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Embed `texts` in order, `batch_size` per request; float32 rows of unit length."""
        items = as_text_list(texts)
        if not items:
            return np.zeros((0, self.dim), dtype=np.float32)
        parts = [self._request(items[i : i + self.batch_size]) for i in range(0, len(items), self.batch_size)]
        out = np.concatenate(parts, axis=0)
        if self._dim is None:
            self._dim = out.shape[1]
        elif out.shape[1] != self._dim:
            raise EmbeddingError(
                f"embedding model {self.model!r} at {self.base_url} returned {out.shape[1]}-d vectors, "
                f"expected {self._dim}"
            )
        return out

    def _request(self, batch: list[str]) -> np.ndarray:
        import openai

        where = f"embeddings request to {self.base_url} (model {self.model!r}, {len(batch)} texts)"
        try:
            resp = self._client.embeddings.create(
                model=self.model, input=[t if t else " " for t in batch], encoding_format="float"
            )
        except openai.APIStatusError as exc:
            raise EmbeddingError(f"{where} failed with HTTP {exc.status_code}: {exc.message}") from exc
        except openai.APITimeoutError as exc:
            raise EmbeddingError(f"{where} timed out after {self.timeout_s:g} s") from exc
        except openai.APIConnectionError as exc:
            raise EmbeddingError(f"{where} could not connect: {exc}") from exc
        except openai.OpenAIError as exc:
            raise EmbeddingError(f"{where} failed: {exc}") from exc
        data = sorted(resp.data, key=lambda d: d.index)
        if len(data) != len(batch):
            raise EmbeddingError(f"{where} returned {len(data)} vectors for {len(batch)} texts")
        try:
            vecs = np.asarray([d.embedding for d in data], dtype=np.float32)
        except (TypeError, ValueError) as exc:
            raise EmbeddingError(f"{where} returned malformed vectors: {exc}") from exc
        if vecs.ndim != 2 or vecs.shape[1] == 0:
            raise EmbeddingError(f"{where} returned vectors of shape {vecs.shape}")
        norms = np.linalg.norm(vecs, axis=1, keepdims=True)
        logger.debug("%s: ok", where)
        return vecs / np.maximum(norms, 1e-12)
