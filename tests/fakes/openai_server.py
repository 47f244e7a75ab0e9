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
  stream: `[DONE]` before any chunk);
- "error_event": a stream whose first token is followed by an event carrying an OpenAI error object (how
  OpenAI reports a failure mid-stream); a non-streamed request is answered normally.

Tokens are whitespace-delimited words (see `split_tokens`); usage counts them, and streaming sends one
word (with its leading whitespace) per chunk so that the joined deltas equal the full reply.

The HTTP side lives in `openai_handler.py`, the pieces a reply is cut into in `openai_pieces.py`; this module
holds what tests configure and observe.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import Counter, deque
from typing import Any, Callable

from tests.fakes.openai_handler import DEFAULT_MODEL, STATUS_KIND, HTTPServer
from tests.fakes.openai_pieces import LLAMA_CPP_JUDGE_PIECES, LLAMA_CPP_JUDGE_REPLY, fake_embedding, llama_cpp_pieces, split_tokens

__all__ = [
    "DEFAULT_MODEL", "DEFAULT_REPLY", "LLAMA_CPP_JUDGE_PIECES", "LLAMA_CPP_JUDGE_REPLY", "FakeOpenAIServer", "ReplyFn",
    "fake_embedding", "llama_cpp_pieces", "split_tokens",
]

logger = logging.getLogger(__name__)

DEFAULT_REPLY = "This is the fake server's reply."
_SPECIAL_KINDS = frozenset({"timeout", "garbage", "html", "empty", "truncated", "no_choices", "error_event"})

ReplyFn = Callable[[dict[str, Any]], str]


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
        self._httpd: HTTPServer | None = None
        self._thread: threading.Thread | None = None

    # --- lifecycle ----------------------------------------------------------------------------

    def start(self) -> "FakeOpenAIServer":
        if self._httpd is not None:
            raise RuntimeError("FakeOpenAIServer is already running")
        self._stopping.clear()
        self._httpd = HTTPServer((self._host, 0), self)
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
        if not (STATUS_KIND.match(kind) or kind in _SPECIAL_KINDS):
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
