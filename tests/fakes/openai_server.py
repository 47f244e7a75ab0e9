"""A small OpenAI-compatible HTTP server for tests and benchmarks.

Why a real HTTP server instead of mocking the SDK: the point is to exercise the *real* openai SDK
(its retries, timeouts, SSE parsing and exception classes) end to end, so what the tests observe is
what production will see. It runs on 127.0.0.1 with an ephemeral port in a background thread and
has no pytest dependency, so benchmarks can import it too.

    with FakeOpenAIServer() as srv:
        client = openai.OpenAI(api_key="test", base_url=srv.base_url)
        srv.reply = lambda body: "hello"        # or: srv.replies.append("first reply")
        srv.fail_next("500", times=2)           # the next two POSTs get HTTP 500
        ...
        assert srv.count["/v1/chat/completions"] == 3

Failure kinds for `fail_next` (applied to the next POST requests on any endpoint, or only on `path`):
- any three-digit status, e.g. "500", "429", "401", "400": that status with an OpenAI-style error body;
- "timeout": sleep `timeout_sleep_s` before answering normally (longer than the client's timeout);
- "garbage": 200 labelled `application/json` whose body is not JSON (in a stream: an SSE event
  whose data is not JSON);
- "html": 200 with a `text/html` body (a proxy's error page; the SDK hands such text back as a str);
- "empty": 200 with content "" (embeddings: an empty `data` list);
- "truncated": 200 with the reply cut mid-way and finish_reason "length" (embeddings: half-length
  vectors);
- "no_choices": 200 JSON chat completion with an empty `choices` list, as content filters do (in a
  stream: `[DONE]` before any chunk).

Tokens are whitespace-delimited words (see `split_tokens`); usage counts them, and streaming sends one
word (with its leading whitespace) per chunk so that the joined deltas equal the full reply.
"""

from __future__ import annotations

import base64
import hashlib
import json
import logging
import math
import random
import re
import socket
import struct
import sys
import threading
import time
from collections import Counter, deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable

logger = logging.getLogger(__name__)

DEFAULT_REPLY = "This is the fake server's reply."
DEFAULT_MODEL = "fake-model"

_STATUS_KIND = re.compile(r"^[1-5]\d\d$")
_SPECIAL_KINDS = frozenset({"timeout", "garbage", "html", "empty", "truncated", "no_choices"})
_GARBAGE_BODY = b"<html><body><h1>502 Bad Gateway</h1> not JSON at all"
_TOKEN = re.compile(r"\s*\S+")

ReplyFn = Callable[[dict[str, Any]], str]

#: A judge reply as llama-cpp-python 0.3.36's server streamed it (SmolLM2-135M-Instruct Q4_1, `response_format`
#: with the judge's schema), one content delta per item: give `llama_cpp_pieces` as `stream_pieces` to stream
#: a reply that is this text exactly as the real server did.
LLAMA_CPP_JUDGE_PIECES = [
    '{"', "ver", "dict", '":', ' "', "yes", '",', ' "', "mot", "ivation", '":"', "I", " am", " not", " a", " human", ",",
    " I", "'m", " an", " AI", " designed", " to", " provide", " assistance", " and", " help", " with", " any", " kind",
    " of", " task", '."', "}",
]
LLAMA_CPP_JUDGE_REPLY = "".join(LLAMA_CPP_JUDGE_PIECES)


def llama_cpp_pieces(text: str) -> list[str]:
    """The captured real stream's pieces for its own text; any other text as `split_tokens` cuts it."""
    return list(LLAMA_CPP_JUDGE_PIECES) if text == LLAMA_CPP_JUDGE_REPLY else split_tokens(text)


def split_tokens(text: str) -> list[str]:
    """Split text into word pieces that keep their leading whitespace, so `''.join(pieces) == text`.

    Trailing whitespace is kept as its own final piece. This is the fake's notion of a "token"
    (for usage counts and streamed chunks); it is deliberately simple and deterministic.
    """
    pieces = _TOKEN.findall(text)
    rest = text[sum(len(p) for p in pieces) :]
    if rest:
        pieces.append(rest)
    return pieces


def fake_embedding(text: str, dim: int) -> list[float]:
    """A deterministic unit vector derived from a hash of `text` (same text, same vector)."""
    rng = random.Random(hashlib.sha256(text.encode("utf-8")).digest())
    vec = [rng.gauss(0.0, 1.0) for _ in range(dim)]
    norm = math.sqrt(sum(v * v for v in vec)) or 1.0
    return [v / norm for v in vec]


def _count_words(text: str) -> int:
    return len(text.split())


def _message_text(content: Any) -> str:
    """Message content is a string or a list of parts; flatten the text parts for counting."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return " ".join(str(p.get("text", "")) if isinstance(p, dict) else str(p) for p in content)
    return "" if content is None else str(content)


class _HTTPServer(ThreadingHTTPServer):
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
    server: _HTTPServer
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
        if failure is not None and _STATUS_KIND.match(failure):
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
            self._stream_chat(completion_id, created, model, text, finish, usage if include_usage else None)
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


class FakeOpenAIServer:
    """An OpenAI-compatible server on 127.0.0.1 whose behaviour tests and benchmarks program.

    Knobs (plain attributes, change them at any time, also while running):
    - `reply(body) -> str`: the chat reply for a request JSON body (default: `DEFAULT_REPLY`);
    - `replies`: a deque of replies consumed first, one per chat request;
    - `latency_s`: extra delay before every POST is answered;
    - `token_delay_s`: delay before each streamed token (a stream of n words then takes about
      `latency_s + n * token_delay_s`, its first token arrives after `latency_s + token_delay_s`);
    - `hold_after_first_token`: an Event; when set to one, a stream sends its first token and then waits for
      the event before the rest (a test sees the first token while the server still holds the others);
    - `timeout_sleep_s`: how long a "timeout" failure sleeps (make it exceed the client's timeout);
    - `embedding_dim`: vector size for /v1/embeddings (a request's `dimensions` wins);
    - `retry_after_s`: if set, 429 and 5xx failures carry `retry-after-ms` (fast SDK retries);
    - `require_api_key`: if set, requests without `Authorization: Bearer <key>` get 401;
    - `reject_stream_options`: answer 400 to a stream request carrying `stream_options`, as some
      older OpenAI-compatible servers do;
    - `reject_response_format`: answer 400 to a chat request carrying `response_format` (a server
      without structured output);
    - `models`: ids listed by GET /v1/models;
    - `stream_pieces(text) -> list[str]`: how a streamed reply is cut into chunks (default `split_tokens`; give
      a real server's pieces to stream exactly as it does);
    - `one_slot`: chat requests are answered one at a time, like llama.cpp's server with one slot (a request
      waits until the reply in progress has ended);
    - `interrupt_streams`: with `one_slot`, a streamed reply stops after its current chunk as soon as another
      chat request waits, as llama-cpp-python's server does by default (`interrupt_requests`): `data: [DONE]`
      with no finish reason, then the connection is dropped mid-body.

    Observations: `requests` (POST bodies in arrival order), `count` (requests per path, retries
    included), `response_formats` (the `response_format` of each chat request, None when absent),
    `waited` (chat requests that found the slot busy, with `one_slot`), `interrupted` (streams cut), `connections`
    (TCP connections accepted).
    All are snapshots taken under a lock.
    """

    def __init__(
        self,
        *,
        reply: ReplyFn | None = None,
        embedding_dim: int = 64,
        timeout_sleep_s: float = 5.0,
        latency_s: float = 0.0,
        token_delay_s: float = 0.0,
        retry_after_s: float | None = None,
        require_api_key: str | None = None,
        models: list[str] | None = None,
        host: str = "127.0.0.1",
    ) -> None:
        self.reply: ReplyFn = reply or (lambda body: DEFAULT_REPLY)
        self.replies: deque[str] = deque()
        self.embedding_dim = embedding_dim
        self.timeout_sleep_s = timeout_sleep_s
        self.latency_s = latency_s
        self.token_delay_s = token_delay_s
        self.hold_after_first_token: threading.Event | None = None
        self.retry_after_s = retry_after_s
        self.require_api_key = require_api_key
        self.reject_stream_options = False
        self.reject_response_format = False
        self.models: list[str] = models or [DEFAULT_MODEL]
        self.stream_pieces: Callable[[str], list[str]] = split_tokens
        self.one_slot = False
        self.interrupt_streams = False
        self.waited = 0
        self.interrupted = 0
        self.connections = 0  # TCP connections accepted: a client that reuses its connections opens few
        self._slot = threading.Lock()
        self._waiting = 0
        self._host = host
        self._lock = threading.Lock()
        self._requests: list[dict[str, Any]] = []
        self._count: Counter[str] = Counter()
        self._failures: deque[tuple[str, str | None]] = deque()
        self._ids = 0
        self._stopping = threading.Event()
        self._httpd: _HTTPServer | None = None
        self._thread: threading.Thread | None = None

    # --- lifecycle ----------------------------------------------------------------------------

    def start(self) -> "FakeOpenAIServer":
        if self._httpd is not None:
            raise RuntimeError("FakeOpenAIServer is already running")
        self._stopping.clear()
        self._httpd = _HTTPServer((self._host, 0), self)
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02}, name="fake-openai", daemon=True
        )
        self._thread.start()
        logger.debug("fake openai listening on %s", self.base_url)
        return self

    def stop(self) -> None:
        """Stop serving; wakes sleeping handlers and cuts kept-alive connections so it never hangs."""
        httpd, self._httpd = self._httpd, None
        if httpd is None:
            return
        self._stopping.set()
        httpd.shutdown()
        httpd.close_connections()
        httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> "FakeOpenAIServer":
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    @property
    def port(self) -> int:
        if self._httpd is None:
            raise RuntimeError("FakeOpenAIServer is not running; use it as a context manager or call start()")
        return int(self._httpd.server_address[1])

    @property
    def url(self) -> str:
        """The server root, e.g. http://127.0.0.1:PORT."""
        return f"http://{self._host}:{self.port}"

    @property
    def base_url(self) -> str:
        """What to give the SDK as `base_url`: http://127.0.0.1:PORT/v1."""
        return f"{self.url}/v1"

    # --- programming --------------------------------------------------------------------------

    def fail_next(self, kind: str, times: int = 1, *, path: str | None = None) -> None:
        """Make the next `times` POST requests (to `path`, or any endpoint) fail as `kind`."""
        if not (_STATUS_KIND.match(kind) or kind in _SPECIAL_KINDS):
            known = sorted(_SPECIAL_KINDS)
            raise ValueError(f"unknown failure kind {kind!r}; use an HTTP status like '500' or one of {known}")
        with self._lock:
            self._failures.extend([(kind, path)] * times)

    def reset(self) -> None:
        """Forget requests, counts, queued replies and pending failures (knobs stay as they are)."""
        with self._lock:
            self._requests.clear()
            self._count.clear()
            self._failures.clear()
            self.replies.clear()
            self.waited = self.interrupted = 0

    # --- observations -------------------------------------------------------------------------

    @property
    def requests(self) -> list[dict[str, Any]]:
        with self._lock:
            return list(self._requests)

    @property
    def response_formats(self) -> list[Any]:
        """`response_format` of every chat request in arrival order (None where the request had none)."""
        with self._lock:
            return [b.get("response_format") for b in self._requests if "messages" in b]

    @property
    def count(self) -> Counter[str]:
        with self._lock:
            return Counter(self._count)

    @property
    def last_request(self) -> dict[str, Any]:
        with self._lock:
            if not self._requests:
                raise LookupError("the fake server has received no POST request yet")
            return self._requests[-1]

    # --- used by the handler ------------------------------------------------------------------

    def _record(self, path: str, body: dict[str, Any] | None) -> None:
        with self._lock:
            self._count[path] += 1
            if body is not None:
                self._requests.append(body)

    def _take_failure(self, path: str) -> str | None:
        with self._lock:
            for i, (kind, only_path) in enumerate(self._failures):
                if only_path is None or only_path == path:
                    del self._failures[i]
                    return kind
        return None

    def _next_reply(self, body: dict[str, Any]) -> str:
        try:
            text = self.replies.popleft()
        except IndexError:
            text = self.reply(body)
        if not isinstance(text, str):
            raise TypeError(f"a reply must be a str, got {type(text).__name__}")
        return text

    def _next_id(self) -> int:
        with self._lock:
            self._ids += 1
            return self._ids

    def _take_slot(self) -> bool:
        """Wait for the one slot (False: the server is stopping). Counted as waiting meanwhile."""
        if self._slot.acquire(blocking=False):
            return True
        with self._lock:
            self._waiting += 1
            self.waited += 1
        try:
            while not self._slot.acquire(timeout=0.02):
                if self._stopping.is_set():
                    return False
            return True
        finally:
            with self._lock:
                self._waiting -= 1

    def _someone_waits(self) -> bool:
        with self._lock:
            return self._waiting > 0

    def _pause(self, seconds: float) -> bool:
        """Sleep, waking early when the server stops; True means 'stopping, abandon the request'."""
        return self._stopping.wait(seconds)
