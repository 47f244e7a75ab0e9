"""The fake OpenAI server's HTTP side: a threading server that can cut its open connections, and the request
handler that answers chat completions (plain or streamed as server-sent events), embeddings and model lists,
with the failures `FakeOpenAIServer.fail_next` arranges. What to answer and how fast comes from the
`FakeOpenAIServer` the server carries (`server.fake`)."""

from __future__ import annotations

import base64
import json
import logging
import re
import socket
import struct
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import TYPE_CHECKING, Any, Callable

from tests.fakes.openai_pieces import fake_embedding

if TYPE_CHECKING:
    from tests.fakes.openai_server import FakeOpenAIServer

logger = logging.getLogger(__name__)

DEFAULT_MODEL = "fake-model"
STATUS_KIND = re.compile(r"^[1-5]\d\d$")
_GARBAGE_BODY = b"<html><body><h1>502 Bad Gateway</h1> not JSON at all"


def _count_words(text: str) -> int:
    return len(text.split())


def _message_text(content: Any) -> str:
    """Message content is a string or a list of parts; flatten the text parts for counting."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return " ".join(str(p.get("text", "")) if isinstance(p, dict) else str(p) for p in content)
    return "" if content is None else str(content)



class HTTPServer(ThreadingHTTPServer):
    """Threading server that never waits on its handlers when closing and can cut open connections.

    Why: the SDK keeps HTTP/1.1 connections alive in a pool, so a handler thread may sit reading the
    next request forever; `close_connections` shuts those sockets so the threads end at once.
    """

    daemon_threads = True
    block_on_close = False
    allow_reuse_address = True

    def __init__(self, address: tuple[str, int], fake: "FakeOpenAIServer") -> None:
        self.fake = fake
        self._conns: set[socket.socket] = set()
        self._conns_lock = threading.Lock()
        super().__init__(address, _Handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        with self._conns_lock:
            self._conns.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request: Any) -> None:
        with self._conns_lock:
            self._conns.discard(request)
        super().shutdown_request(request)

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Log instead of printing to stderr; a connection cut by the client or by `stop` is routine."""
        exc = sys.exc_info()[1]
        routine = isinstance(exc, ConnectionError) or self.fake._stopping.is_set()
        if isinstance(exc, (OSError, ValueError)) and routine:
            logger.debug("fake openai: connection from %s ended: %r", client_address, exc)
        else:
            logger.warning("fake openai: error while handling a request from %s", client_address, exc_info=exc)

    def close_connections(self) -> None:
        with self._conns_lock:
            conns = list(self._conns)
        for conn in conns:
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # otherwise every reply waits ~40 ms for a delayed ACK
    server: HTTPServer
    timeout = 60  # an idle keep-alive connection is dropped after this many seconds

    def setup(self) -> None:
        super().setup()
        with self.server.fake._lock:
            self.server.fake.connections += 1

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - signature from the base class
        logger.debug("fake openai %s - " + format, self.address_string(), *args)

    # --- dispatch -----------------------------------------------------------------------------

    def do_GET(self) -> None:  # noqa: N802 - name fixed by BaseHTTPRequestHandler
        self._guard(self._handle_get)

    def do_POST(self) -> None:  # noqa: N802
        self._guard(self._handle_post)

    def _guard(self, handler: Callable[[], None]) -> None:
        """Run a handler; a client that went away (timeout, early close) is normal, not an error."""
        try:
            handler()
        except (BrokenPipeError, ConnectionResetError, ConnectionAbortedError):
            logger.debug("fake openai: client closed the connection early")
            self.close_connection = True

    def _handle_get(self) -> None:
        fake = self.server.fake
        path = self.path.split("?", 1)[0]
        fake._record(path, None)
        if not self._authorized():
            return
        if path == "/v1/models":
            self._send_json(
                200,
                {
                    "object": "list",
                    "data": [{"id": m, "object": "model", "created": 0, "owned_by": "fake"} for m in fake.models],
                },
            )
        else:
            self._send_error(404, f"Unknown path {path}", "invalid_request_error")

    def _handle_post(self) -> None:
        fake = self.server.fake
        path = self.path.split("?", 1)[0]
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            body = None
        fake._record(path, body if isinstance(body, dict) else {"_raw": raw.decode("utf-8", "replace")})
        if not isinstance(body, dict):
            self._send_error(400, "Request body is not a JSON object", "invalid_request_error")
            return
        if not self._authorized():
            return
        if fake.latency_s > 0 and fake._pause(fake.latency_s):
            self.close_connection = True
            return
        failure = fake._take_failure(path)
        if failure is not None and STATUS_KIND.match(failure):
            self._send_status_failure(int(failure))
            return
        if failure == "timeout":
            logger.debug("fake openai: sleeping %.2fs to provoke a client timeout", fake.timeout_sleep_s)
            if fake._pause(fake.timeout_sleep_s):
                self.close_connection = True
                return
            failure = None  # a slow server still answers in the end
        if path == "/v1/chat/completions":
            self._chat(body, failure)
        elif path == "/v1/embeddings":
            self._embeddings(body, failure)
        else:
            self._send_error(404, f"Unknown path {path}", "invalid_request_error")

    # --- endpoints ----------------------------------------------------------------------------

    def _chat(self, body: dict[str, Any], failure: str | None) -> None:
        fake = self.server.fake
        if not fake.one_slot:
            self._chat_reply(body, failure)
            return
        if not fake._take_slot():  # stopping
            self.close_connection = True
            return
        try:
            self._chat_reply(body, failure)
        finally:
            fake._slot.release()

    def _chat_reply(self, body: dict[str, Any], failure: str | None) -> None:
        fake = self.server.fake
        stream = bool(body.get("stream"))
        if stream and fake.reject_stream_options and "stream_options" in body:
            self._send_error(400, "Unrecognized request argument supplied: stream_options", "invalid_request_error")
            return
        if fake.reject_response_format and "response_format" in body:
            self._send_error(400, "Unrecognized request argument supplied: response_format", "invalid_request_error")
            return
        if failure in ("garbage", "html", "no_choices"):  # malformed replies: no reply text is consumed
            self._send_malformed(failure, stream, str(body.get("model") or DEFAULT_MODEL))
            return
        try:
            text = fake._next_reply(body)
        except Exception as exc:  # a test's reply function failed: say so loudly, as a 500
            logger.exception("fake openai: reply function raised")
            self._send_error(500, f"reply function raised {type(exc).__name__}: {exc}", "server_error")
            return
        finish = "stop"
        if failure == "empty":
            text = ""
        elif failure == "truncated":
            text = text[: len(text) // 2]
            finish = "length"
        model = str(body.get("model") or DEFAULT_MODEL)
        messages = [m for m in body.get("messages") or [] if isinstance(m, dict)]
        prompt_tokens = sum(_count_words(_message_text(m.get("content"))) for m in messages)
        usage = {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": _count_words(text),
            "total_tokens": prompt_tokens + _count_words(text),
        }
        completion_id = f"chatcmpl-fake-{fake._next_id()}"
        created = int(time.time())
        if stream:
            include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
            self._stream_chat(completion_id, created, model, text, finish, usage if include_usage else None, error_event=failure == "error_event")
            return
        self._send_json(
            200,
            {
                "id": completion_id,
                "object": "chat.completion",
                "created": created,
                "model": model,
                "choices": [
                    {
                        "index": 0,
                        "message": {"role": "assistant", "content": text},
                        "finish_reason": finish,
                        "logprobs": None,
                    }
                ],
                "usage": usage,
            },
        )

    def _send_malformed(self, failure: str, stream: bool, model: str) -> None:
        if failure == "html":
            self._send_raw(200, "text/html; charset=utf-8", _GARBAGE_BODY)
        elif not stream and failure == "garbage":
            self._send_raw(200, "application/json", _GARBAGE_BODY)
        elif not stream:  # no_choices
            self._send_json(200, {"id": "chatcmpl-fake", "object": "chat.completion", "model": model, "choices": []})
        else:
            self._start_sse()
            if failure == "garbage":
                self._write_chunk(b"data: {this is not json\n\n")
            else:  # no_choices: a stream that ends before any chunk
                self._write_chunk(b"data: [DONE]\n\n")
            self._write_chunk(b"")

    def _start_sse(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()

    def _stream_chat(
        self,
        completion_id: str,
        created: int,
        model: str,
        text: str,
        finish: str,
        usage: dict[str, int] | None,
        *,
        error_event: bool = False,
    ) -> None:
        """Send SSE chunks with chunked transfer encoding, flushing each so timing is observable."""
        fake = self.server.fake
        self._start_sse()

        def chunk(choices: list[dict[str, Any]], chunk_usage: dict[str, int] | None = None) -> dict[str, Any]:
            data: dict[str, Any] = {
                "id": completion_id,
                "object": "chat.completion.chunk",
                "created": created,
                "model": model,
                "choices": choices,
            }
            if usage is not None:
                data["usage"] = chunk_usage
            return data

        self._write_event(chunk([{"index": 0, "delta": {"role": "assistant", "content": ""}, "finish_reason": None}]))
        # Tokens leave on a fixed schedule (token i at `start + (i + 1) * token_delay_s`), as a model server's tokens
        # come at its own pace: the time spent writing a chunk is not added to every later one, so n pieces take
        # n * token_delay_s, as a non-streamed reply's n words do (`BenchReplies.seconds_per_token`).
        start = time.monotonic()
        for i, piece in enumerate(fake.stream_pieces(text)):
            if fake.token_delay_s > 0 and fake._pause(max(0.0, start + (i + 1) * fake.token_delay_s - time.monotonic())):
                self.close_connection = True
                return
            gate = fake.hold_after_first_token
            if i == 1 and gate is not None and not gate.wait(30):
                self.close_connection = True
                return
            self._write_event(chunk([{"index": 0, "delta": {"content": piece}, "finish_reason": None}]))
            if error_event:  # OpenAI's mid-stream failure: an event whose data is an error object, then the end
                self._write_event({"error": {"message": "The server had an error while processing your request.", "type": "server_error"}})
                self._write_chunk(b"data: [DONE]\n\n")
                self._write_chunk(b"")
                return
            if fake.interrupt_streams and fake._someone_waits():
                # llama-cpp-python's server (interrupt_requests): `[DONE]` right after the current chunk, no finish
                # reason, and the connection dropped before the chunked body ends
                self._write_chunk(b"data: [DONE]\n\n")
                self.close_connection = True
                with fake._lock:
                    fake.interrupted += 1
                return
        self._write_event(chunk([{"index": 0, "delta": {}, "finish_reason": finish}]))
        if usage is not None:
            self._write_event(chunk([], usage))
        self._write_chunk(b"data: [DONE]\n\n")
        self._write_chunk(b"")

    def _embeddings(self, body: dict[str, Any], failure: str | None) -> None:
        fake = self.server.fake
        if failure == "garbage":
            self._send_raw(200, "application/json", _GARBAGE_BODY)
            return
        raw_input = body.get("input")
        if raw_input is None:
            self._send_error(400, "'input' is required", "invalid_request_error")
            return
        inputs = raw_input if isinstance(raw_input, list) and not _is_token_list(raw_input) else [raw_input]
        texts = [x if isinstance(x, str) else json.dumps(x) for x in inputs]
        dim = body.get("dimensions") or fake.embedding_dim
        as_base64 = body.get("encoding_format") == "base64"
        data = []
        for i, text in enumerate(texts):
            vec = fake_embedding(text, int(dim))
            if failure == "truncated":
                vec = vec[: len(vec) // 2]
            emb: Any = base64.b64encode(struct.pack(f"<{len(vec)}f", *vec)).decode("ascii") if as_base64 else vec
            data.append({"object": "embedding", "index": i, "embedding": emb})
        if failure == "empty":
            data = []
        tokens = sum(_count_words(t) for t in texts)
        self._send_json(
            200,
            {
                "object": "list",
                "data": data,
                "model": str(body.get("model") or DEFAULT_MODEL),
                "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
            },
        )

    # --- helpers ------------------------------------------------------------------------------

    def _authorized(self) -> bool:
        expected = self.server.fake.require_api_key
        if expected is None or self.headers.get("Authorization") == f"Bearer {expected}":
            return True
        self._send_error(401, "Incorrect API key provided.", "invalid_request_error", code="invalid_api_key")
        return False

    def _send_status_failure(self, status: int) -> None:
        fake = self.server.fake
        headers: dict[str, str] = {}
        if fake.retry_after_s is not None and (status == 429 or status >= 500):
            headers["retry-after-ms"] = str(int(fake.retry_after_s * 1000))
        err_type = "invalid_request_error"
        if status >= 500:
            err_type = "server_error"
        elif status == 429:
            err_type = "rate_limit_exceeded"
        self._send_error(status, f"Fake failure: HTTP {status}", err_type, headers=headers)

    def _send_error(
        self,
        status: int,
        message: str,
        err_type: str,
        *,
        code: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        body = {"error": {"message": message, "type": err_type, "param": None, "code": code}}
        self._send_json(status, body, headers=headers)

    def _send_json(self, status: int, payload: Any, *, headers: dict[str, str] | None = None) -> None:
        self._send_raw(status, "application/json", json.dumps(payload).encode("utf-8"), headers=headers)

    def _send_raw(self, status: int, content_type: str, data: bytes, *, headers: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(data)
        self.wfile.flush()

    def _write_event(self, data: dict[str, Any]) -> None:
        self._write_chunk(b"data: " + json.dumps(data).encode("utf-8") + b"\n\n")

    def _write_chunk(self, data: bytes) -> None:
        """One HTTP/1.1 chunk; an empty one ends the body."""
        self.wfile.write(f"{len(data):x}\r\n".encode("ascii") + data + b"\r\n")
        self.wfile.flush()


def _is_token_list(value: list[Any]) -> bool:
    """`input` may be one pre-tokenised text (a list of ints) rather than a list of texts."""
    return bool(value) and all(isinstance(x, int) for x in value)

