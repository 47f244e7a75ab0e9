"""The OpenAI-compatible chat backend: one SDK client, every failure normalised to `LLMError`.

Why this shape:
- One `openai.OpenAI` client per backend, built with an explicit timeout and retry budget. The SDK's
  own defaults (600 s read timeout, 2 retries) would let a single hung step freeze a browser turn for
  half an hour; QueryLab's settings (`QUERYLAB_LLM_TIMEOUT`, `QUERYLAB_LLM_MAX_RETRIES`) win instead.
  The SDK retries timeouts, connection errors, 408/409/429 and 5xx itself; we never add a second
  retry loop on top.
- The pipeline records a degradation event per failure *kind*, so every SDK, httpx or JSON error is
  mapped here and nothing raw escapes. Messages name what failed, the server host and the model so a
  trace is actionable without the stack.
- The SDK builds response objects without validating them, so a misbehaving "compatible" server can
  hand back objects with missing fields, a bare string (non-JSON content type) or `None` (a JSON
  `null`). Replies are read defensively and anything unusable becomes kind "bad_response". An empty
  string is a valid reply: the caller decides what an empty answer means.
- Steps with a machine-read reply (route, decide, judge, ...) ask for a JSON schema through
  `response_format` in the server's dialect (`querylab/llm/schemas.py`); a server that rejects the field
  with a 400 naming it is asked again without it, once, and never again (like `stream_options`). Each
  response says whether it was constrained, so the trace can show it.
- `base_url` and `api_key` are passed explicitly, so the SDK never reads `OPENAI_*` variables behind
  the settings' back. A keyless local server (Ollama, llama.cpp, vLLM without auth) works by giving
  only a base URL: a placeholder key is sent, because the SDK refuses to start without one.
- Streamed replies keep their connection (`querylab/llm/transport.py`): the SDK closes a stream at its
  `[DONE]` event with the body's last bytes unread, which made every streamed call open a new connection.
- Streamed chunks are read as the plain JSON objects the server sent (the SDK's own `Stream[object]`, through
  `with_raw_response`), not as the SDK's chunk models: building those took about 75% of the SDK's time per
  chunk (≈ 0.23 of ≈ 0.29 ms on this machine, profiled), paid on every token of the router, the judge and the
  answer, on the thread the turn waits for. The SDK still sends the request, retries, maps HTTP errors and
  raises a mid-stream error event; `_field` reads dicts and models alike.
"""

from __future__ import annotations

import inspect
import json
import logging
import threading
from typing import TYPE_CHECKING, Any, Iterator
from urllib.parse import urlparse

import openai

from querylab.llm.base import ErrorKind, LLMError, LLMRequest, LLMResponse
from querylab.llm.transport import http_client
from querylab.llm.schemas import ResponseFormatStyle, response_format, schema_for

if TYPE_CHECKING:
    from querylab.config import Settings

logger = logging.getLogger(__name__)

DEFAULT_BASE_URL = "https://api.openai.com/v1"
_PLAIN_CHUNKS = openai.Stream[object]  # a stream whose chunks are the server's JSON objects (see the docstring)
KEYLESS_PLACEHOLDER = "querylab-no-key"
_MAX_DETAIL = 300


class OpenAIChatLLM:
    """Chat completions against any OpenAI-compatible server (OpenAI, Azure, vLLM, Ollama, ...).

    `last_usage` holds `(prompt_tokens, completion_tokens)` of the last call made *by the current
    thread* (None when a stream carried no usage). It is thread-local because one backend instance is
    shared by every browser session, each on its own thread.
    """

    name = "openai"
    offline = False

    def __init__(
        self,
        model: str,
        api_key: str | None,
        base_url: str | None = None,
        timeout_s: float = 20.0,
        max_retries: int = 1,
        *,
        structured: ResponseFormatStyle | None = "openai",
        name: str = "openai",
    ) -> None:
        if not model:
            raise ValueError("model must be a non-empty model name")
        if timeout_s <= 0:
            raise ValueError(f"timeout_s must be positive, got {timeout_s}")
        if max_retries < 0:
            raise ValueError(f"max_retries must be >= 0, got {max_retries}")
        self.name = name
        self.model = model
        self.structured: ResponseFormatStyle | None = structured  # None: never send response_format
        self.base_url = (base_url or DEFAULT_BASE_URL).rstrip("/")
        self.timeout_s = float(timeout_s)
        self.max_retries = int(max_retries)
        self._host = urlparse(self.base_url).netloc or self.base_url
        if not api_key:
            if base_url is None:
                raise LLMError("auth", f"no API key configured for {self._host} (set OPENAI_API_KEY)")
            logger.info("No API key set; sending a placeholder key to %s (fine for keyless local servers)", self._host)
            api_key = KEYLESS_PLACEHOLDER
        try:
            self._client = openai.OpenAI(
                api_key=api_key,
                base_url=self.base_url,
                timeout=self.timeout_s,
                max_retries=self.max_retries,
                http_client=http_client(),
            )
        except openai.OpenAIError as exc:
            raise LLMError("other", f"could not create the OpenAI client for {self._host}: {exc}") from exc
        self._send_stream_options = _supports_stream_options(self._client)
        self._local = threading.local()

    @classmethod
    def from_settings(cls, settings: "Settings") -> "OpenAIChatLLM":
        return cls(
            model=settings.llm_model,
            api_key=settings.openai_api_key,
            base_url=settings.openai_base_url,
            timeout_s=settings.llm_timeout_s,
            max_retries=settings.llm_max_retries,
            structured="openai" if settings.structured_output else None,
        )

    def __repr__(self) -> str:  # never show the key
        return f"OpenAIChatLLM(model={self.model!r}, base_url={self.base_url!r}, timeout_s={self.timeout_s})"

    @property
    def last_usage(self) -> tuple[int, int] | None:
        return getattr(self._local, "last_usage", None)

    @property
    def last_constrained(self) -> bool | None:
        """Whether this thread's last streamed reply was constrained to a JSON schema."""
        return getattr(self._local, "last_constrained", None)

    @property
    def last_finish_reason(self) -> str | None:
        """Why this thread's last streamed reply ended, when it was cut: "length" (at max_tokens) or
        "interrupted" (the stream ended without any finish reason: the server stopped it early)."""
        return getattr(self._local, "last_finish_reason", None)

    def close(self) -> None:
        """Release pooled HTTP connections (the engine calls this on shutdown; optional)."""
        self._client.close()

    # --- the LLM protocol ---------------------------------------------------------------------

    def complete(self, request: LLMRequest) -> LLMResponse:
        self._local.last_usage = None
        kwargs: dict[str, Any] = {
            "model": self.model,
            "messages": _messages(request),
            "temperature": request.temperature,
            "max_tokens": request.max_tokens,
        }
        constrained = self._add_response_format(kwargs, request)
        reply = self._create(kwargs, "chat completion")
        response = self._parse_completion(reply, request.task)
        response.constrained = "response_format" in kwargs if constrained is not None else None
        self._local.last_usage = (response.prompt_tokens, response.completion_tokens)
        return response

    def stream(self, request: LLMRequest) -> Iterator[str]:
        """Yield content deltas as they arrive; failures (also mid-stream) raise `LLMError`."""
        self._local.last_usage = None
        self._local.last_finish_reason = None
        self._local.last_constrained = None
        self._local.finished = False
        chunks = self._open_stream(request)
        seen_chunk = False
        try:
            for chunk in chunks:
                seen_chunk = True
                for piece in self._read_chunk(chunk, request.task):
                    yield piece
        except LLMError:
            raise
        except Exception as exc:  # noqa: BLE001
            raise self._to_llm_error(exc, "streamed chat completion") from exc
        finally:
            _close_quietly(chunks)
        if not seen_chunk:
            raise LLMError("bad_response", self._where(f"stream for task {request.task!r} ended without any chunk"))
        if not self._local.finished:
            # Every OpenAI-compatible stream ends its choice with a finish reason. llama-cpp-python's server
            # (`interrupt_requests`, on by default) instead sends `[DONE]` mid-reply when another request waits
            # for its one slot: the reply is cut, and nothing else says so.
            logger.warning("Streamed reply for task %r ended without a finish reason: the server stopped it early "
                           "(llama.cpp's server does when another request waits); it may be incomplete", request.task)
            self._local.last_finish_reason = "interrupted"

    # --- internals ----------------------------------------------------------------------------

    def _add_response_format(self, kwargs: dict[str, Any], request: LLMRequest) -> bool | None:
        """Add `response_format` when the task has a schema and the server takes one.

        Returns None for a free-text task (nothing to constrain), else whether the field was added.
        """
        schema = request.schema if request.schema is not None else schema_for(request.task)
        if schema is None:
            return None
        if self.structured is None:
            return False
        kwargs["response_format"] = response_format(request.task, schema, self.structured)
        return True

    def _create(self, kwargs: dict[str, Any], what: str) -> Any:
        """One `chat.completions.create`, dropping optional fields the server rejects.

        Some OpenAI-compatible servers reject `stream_options` or `response_format` with a 400 naming the
        field; then we ask again without it and remember not to send it again, rather than failing every
        step. Any other 400 (context too long, unknown model) is reported as it is. Replies asked for
        without a schema go through the tolerant parsers as free text.
        """
        for _ in range(3):  # at most two optional fields to drop, then the bare request
            try:
                if kwargs.get("stream"):  # chunks as plain dicts: see the module's docstring
                    raw = self._client.chat.completions.with_raw_response.create(**kwargs)
                    return raw.parse(to=_PLAIN_CHUNKS)
                return self._client.chat.completions.create(**kwargs)
            except openai.BadRequestError as exc:
                if not self._drop_rejected_field(kwargs, exc):
                    raise self._to_llm_error(exc, what) from exc
            except Exception as exc:  # noqa: BLE001 - every failure is normalised, see _to_llm_error
                raise self._to_llm_error(exc, what) from exc
        raise LLMError("bad_request", self._where(f"{what} failed: the server rejected every form of the request"))

    def _drop_rejected_field(self, kwargs: dict[str, Any], exc: openai.BadRequestError) -> bool:
        message = str(exc)
        if "stream_options" in kwargs and "stream_options" in message:
            logger.warning("%s rejected stream_options (%s); streaming without usage from now on", self._host, exc)
            self._send_stream_options = False
            del kwargs["stream_options"]
            return True
        if "response_format" in kwargs and "response_format" in message:
            logger.warning("%s rejected response_format (%s); asking for free text from now on", self._host, exc)
            self.structured = None
            del kwargs["response_format"]
            return True
        return False

    def _open_stream(self, request: LLMRequest) -> Any:
        """Start a streamed completion, asking for usage (and a schema) when the SDK and server allow it."""
        kwargs: dict[str, Any] = {
            "model": self.model,
            "messages": _messages(request),
            "temperature": request.temperature,
            "max_tokens": request.max_tokens,
            "stream": True,
        }
        if self._send_stream_options:
            kwargs["stream_options"] = {"include_usage": True}
        constrained = self._add_response_format(kwargs, request)
        stream = self._create(kwargs, "streamed chat completion")
        self._local.last_constrained = ("response_format" in kwargs) if constrained is not None else None
        return stream

    def _read_chunk(self, chunk: Any, task: str) -> Iterator[str]:
        if chunk is None or isinstance(chunk, (str, bytes, int, float, list)):
            detail = f"stream chunk for task {task!r} is not an object: {chunk!r:.80}"
            raise LLMError("bad_response", self._where(detail))
        usage = _field(chunk, "usage")
        if usage is not None:
            self._local.last_usage = _usage_pair(usage)
        choices = _field(chunk, "choices") or []
        if not isinstance(choices, list):
            raise LLMError("bad_response", self._where(f"stream chunk for task {task!r} has malformed choices"))
        for choice in choices[:1]:  # we never ask for n > 1
            finish_reason = _field(choice, "finish_reason")
            if isinstance(finish_reason, str) and finish_reason:
                self._local.finished = True
            if finish_reason == "length":
                logger.warning("Streamed reply for task %r was cut at max_tokens; the parser may reject it", task)
                self._local.last_finish_reason = "length"
            content = _field(_field(choice, "delta"), "content")
            if isinstance(content, str) and content:
                yield content

    def _parse_completion(self, reply: Any, task: str) -> LLMResponse:
        if reply is None or isinstance(reply, (str, bytes, int, float, list)):
            shown = reply if not isinstance(reply, str) else reply[:80]
            detail = f"reply for task {task!r} is not a chat completion object ({type(reply).__name__}: {shown!r})"
            raise LLMError("bad_response", self._where(detail))
        choices = _field(reply, "choices")
        if not isinstance(choices, list) or not choices:
            raise LLMError("bad_response", self._where(f"reply for task {task!r} has no choices"))
        message = _field(choices[0], "message")
        content = _field(message, "content")
        if content is None:
            refusal = _field(message, "refusal")
            why = f" (refusal: {str(refusal)[:_MAX_DETAIL]})" if refusal else ""
            raise LLMError("bad_response", self._where(f"reply for task {task!r} has no message content{why}"))
        if not isinstance(content, str):
            raise LLMError("bad_response", self._where(f"reply for task {task!r} has non-text content"))
        finish_reason = _field(choices[0], "finish_reason")
        if finish_reason == "length":
            logger.warning("Reply for task %r was cut at max_tokens; the parser may reject it", task)
        prompt_tokens, completion_tokens = _usage_pair(_field(reply, "usage"))
        model = _field(reply, "model")
        return LLMResponse(
            text=content,
            model=model if isinstance(model, str) and model else self.model,
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
            finish_reason=finish_reason if isinstance(finish_reason, str) else None,
        )

    def _where(self, detail: str) -> str:
        return f"{detail} [server {self._host}, model {self.model}]"

    def _to_llm_error(self, exc: BaseException, what: str) -> LLMError:
        """Map any exception raised while talking to the server to an `LLMError` of the right kind.

        Order matters: `APITimeoutError` subclasses `APIConnectionError`, and the specific status
        classes subclass `APIStatusError`.
        """
        if isinstance(exc, LLMError):
            return exc
        kind: ErrorKind
        status: int | None = None
        retried = f" after {self.max_retries} retr{'y' if self.max_retries == 1 else 'ies'}" if self.max_retries else ""
        if isinstance(exc, openai.APITimeoutError):
            kind, detail = "timeout", f"no answer within {self.timeout_s:g}s{retried}"
        elif isinstance(exc, openai.APIConnectionError):
            cause = exc.__cause__ or exc.__context__
            reason = f"{type(cause).__name__}: {cause}" if cause else str(exc)
            kind, detail = "connection", f"could not reach the server{retried} ({_short(reason)})"
        elif isinstance(exc, openai.APIStatusError):
            status = exc.status_code
            kind = _status_kind(exc)
            again = retried if kind in ("server", "rate_limit", "timeout") else ""
            detail = f"HTTP {status}{again}: {_short(_status_message(exc))}"
        elif isinstance(exc, openai.APIResponseValidationError):
            kind, status, detail = "bad_response", exc.status_code, f"reply failed validation: {_short(str(exc))}"
        elif isinstance(exc, openai.APIError):  # e.g. an error event in the middle of a stream
            kind, detail = "server", f"the server reported an error: {_short(exc.message)}"
        elif isinstance(exc, openai.OpenAIError):
            kind, detail = "other", f"{type(exc).__name__}: {_short(str(exc))}"
        elif isinstance(exc, ValueError):  # json.JSONDecodeError, pydantic.ValidationError, SDK parse errors
            label = "invalid JSON" if isinstance(exc, json.JSONDecodeError) else "an unreadable reply"
            kind, detail = "bad_response", f"the server sent {label} ({type(exc).__name__}: {_short(str(exc))})"
        elif isinstance(exc, TimeoutError) or "Timeout" in type(exc).__name__:
            kind, detail = "timeout", f"{type(exc).__name__}: {_short(str(exc))}"
        elif isinstance(exc, OSError) or type(exc).__module__.split(".")[0] in {"httpx", "httpx2", "httpcore", "anyio"}:
            kind, detail = "connection", f"{type(exc).__name__}: {_short(str(exc))}"
        else:
            logger.warning("Unexpected %s during %s", type(exc).__name__, what, exc_info=exc)
            kind, detail = "other", f"unexpected {type(exc).__name__}: {_short(str(exc))}"
        return LLMError(kind, self._where(f"{what} failed: {detail}"), status=status)


def _messages(request: LLMRequest) -> list[dict[str, str]]:
    messages = [{"role": "system", "content": request.system}] if request.system else []
    messages.append({"role": "user", "content": request.user})
    return messages


def _status_kind(exc: openai.APIStatusError) -> ErrorKind:
    if isinstance(exc, openai.RateLimitError) or exc.status_code == 429:
        return "rate_limit"
    if isinstance(exc, (openai.AuthenticationError, openai.PermissionDeniedError)) or exc.status_code in (401, 403):
        return "auth"
    if isinstance(exc, openai.InternalServerError) or exc.status_code >= 500:
        return "server"
    if exc.status_code == 408:
        return "timeout"
    if 400 <= exc.status_code < 500:  # BadRequest, NotFound (unknown model), UnprocessableEntity, Conflict
        return "bad_request"
    return "other"


def _status_message(exc: openai.APIStatusError) -> str:
    """The server's own error message when it sent one, else the SDK's summary."""
    body = exc.body
    if isinstance(body, dict) and isinstance(body.get("message"), str):
        return body["message"]
    return exc.message


def _field(obj: Any, name: str) -> Any:
    """Read a field from an SDK model or a plain dict; None when missing (the SDK does not validate)."""
    if obj is None:
        return None
    if isinstance(obj, dict):
        return obj.get(name)
    return getattr(obj, name, None)


def _usage_pair(usage: Any) -> tuple[int, int]:
    return _count(_field(usage, "prompt_tokens")), _count(_field(usage, "completion_tokens"))


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def _short(text: str) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= _MAX_DETAIL else text[: _MAX_DETAIL - 1] + "…"


def _supports_stream_options(client: openai.OpenAI) -> bool:
    """Older SDKs lack `stream_options`; ask the signature instead of pinning a version."""
    try:
        return "stream_options" in inspect.signature(client.chat.completions.create).parameters
    except (TypeError, ValueError):
        return False


def _close_quietly(stream: Any) -> None:
    close = getattr(stream, "close", None)
    if callable(close):
        try:
            close()
        except Exception:  # noqa: BLE001 - closing a dead connection must not mask the real error
            logger.debug("closing the stream failed", exc_info=True)
