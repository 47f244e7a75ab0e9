"""The `local` backend: the openai-SDK backend pointed at a llama.cpp server that QueryLab started itself.

Everything said over HTTP is `OpenAIChatLLM`'s (same client, same error mapping, same streaming); this
class adds only what a child process needs: it starts the server lazily on the first call (a page that
never asks costs nothing), restarts it when it died, and turns a failure of a dead server into an
`LLMError` that says it died and why (exit code, log tail) instead of a bare "connection refused".

Structured output uses llama.cpp's dialect (`{"type": "json_object", "schema": ...}`), which the server
turns into a grammar; `QUERYLAB_STRUCTURED_OUTPUT=0` switches it off (to measure what it is worth).
Retries are off: a local server that timed out is busy with the very request a retry would repeat.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING, Iterator

from querylab.llm.base import LLMError, LLMRequest, LLMResponse
from querylab.llm.local_server import LocalServer, ServerOptions
from querylab.llm.openai_backend import OpenAIChatLLM

if TYPE_CHECKING:
    from querylab.config import Settings

logger = logging.getLogger(__name__)


class LocalLLM:
    """A llama.cpp model behind its own OpenAI-compatible server (see module docstring)."""

    name = "local"
    offline = False  # a real model that reads the template text
    max_concurrency = 1  # llama.cpp's server answers one request at a time; more would only queue and time out

    def __init__(self, server: LocalServer, *, timeout_s: float = 60.0, structured: bool = True) -> None:
        self.server = server
        self.timeout_s = timeout_s
        self.structured = structured
        self._client: OpenAIChatLLM | None = None
        self._client_generation = 0
        self._lock = threading.Lock()

    @classmethod
    def from_settings(cls, settings: "Settings") -> "LocalLLM":
        options = ServerOptions(model=settings.local_model, threads=settings.local_threads, ctx=settings.local_ctx,
                                start_timeout_s=settings.local_start_timeout_s, log_dir=settings.data_dir / "logs")
        return cls(LocalServer(options), timeout_s=settings.local_timeout_s, structured=settings.structured_output)

    @property
    def model(self) -> str:
        return self.server.model_alias

    def __repr__(self) -> str:
        return f"LocalLLM(model={self.model!r}, port={self.server.port}, pid={self.server.pid})"

    # -- what StepRunner reads after a streamed call ---------------------------------------------------
    @property
    def last_usage(self) -> tuple[int, int] | None:
        return self._client.last_usage if self._client is not None else None

    @property
    def last_finish_reason(self) -> str | None:
        return self._client.last_finish_reason if self._client is not None else None

    @property
    def last_constrained(self) -> bool | None:
        return self._client.last_constrained if self._client is not None else None

    # -- the LLM protocol ---------------------------------------------------------------------------
    def start(self) -> "LocalLLM":
        """Start the server now (otherwise the first call does); raises `LLMError` when it cannot."""
        self._ready_client()
        return self

    def complete(self, request: LLMRequest) -> LLMResponse:
        client = self._ready_client()
        try:
            return client.complete(request)
        except LLMError as exc:
            raise self._explain(exc) from exc

    def stream(self, request: LLMRequest) -> Iterator[str]:
        client = self._ready_client()
        try:
            yield from client.stream(request)
        except LLMError as exc:
            raise self._explain(exc) from exc

    def close(self) -> None:
        """Stop the child process (the engine calls this when it closes)."""
        with self._lock:
            if self._client is not None:
                self._client.close()
                self._client = None
        self.server.stop()

    # -- internals ----------------------------------------------------------------------------------
    def _ready_client(self) -> OpenAIChatLLM:
        self.server.ensure_running()
        with self._lock:
            if self._client is None or self._client_generation != self.server.generation:
                if self._client is not None:
                    self._client.close()
                self._client = OpenAIChatLLM(
                    model=self.server.model_alias, api_key=None, base_url=self.server.base_url,
                    timeout_s=self.timeout_s, max_retries=0, structured="llama_cpp" if self.structured else None,
                    name=self.name,
                )
                self._client_generation = self.server.generation
            return self._client

    def _explain(self, exc: LLMError) -> LLMError:
        """A failure caused by the child dying says so (the next call restarts it)."""
        if self.server.alive():
            return exc
        return LLMError("server", f"{self.server.exit_report()} (it is restarted on the next call)", status=exc.status)
