"""The HTTP transport under the OpenAI client: finished streams keep their connection, and a thread can learn
when its request leaves.

**Finished streams keep their connection.** Why: the openai SDK stops reading a streamed reply at its
`data: [DONE]` event and closes the response. The last bytes of the chunked body (its terminator, sent right
after `[DONE]`) are then unread, so the HTTP library cannot tell that the reply ended and drops the connection.
Every streamed call (the answer; on the critical path also the router, the judge and the speculative answer)
opened a new connection, which to a remote API is a TCP and a TLS handshake: measured over TLS on loopback, a
streamed call took 9.6 ms with the SDK's default client and 6.3 ms with this transport (docs/bench_results.md).

`ReusableStreams` wraps the client's transport. When a server-sent-event body whose last bytes were the
`[DONE]` event is closed, what is left of it is read first (normally only the terminator, already in the
socket; at most `DRAIN_LIMIT` bytes), so the connection goes back to the pool. A reply closed before `[DONE]`
(a speculative answer cancelled after a "no", a stream that failed) is closed as before: dropping the
connection is how a server learns to stop generating.

**When a request leaves** (`signal_sent`). Why: the critical path asks for the judge and, alongside it, the
answer; building a request is 1-2 ms of Python in the SDK, and two threads building at once on two cores (with
MiniLM's threads) delayed the judge's request by a few milliseconds, the call whose first word the answer waits
for anyway. `signal_sent(event)` sets `event` when the current thread's next request has been built and is
handed to the connection (or when the block ends, for a backend that sends nothing over HTTP), so the answer
can be sent right after the judge (`critical_path/answer_at_yes.py`).
"""

from __future__ import annotations

import logging
import threading
from contextlib import contextmanager
from typing import Iterator

import httpx2  # the openai SDK's HTTP library (openai >= 3 uses httpx2, the successor of httpx)

logger = logging.getLogger(__name__)

DRAIN_LIMIT = 64 * 1024  # bytes read after `[DONE]` before giving up and dropping the connection after all
_DONE = b"data: [DONE]"
_TAIL = 64  # bytes of the body kept to recognise its last event
KEEPALIVE_S = 30.0  # how long an idle connection stays in the pool (below nginx's 75 s and the test fake's 60 s)
_sending = threading.local()


@contextmanager
def signal_sent(event: threading.Event) -> Iterator[None]:
    """Set `event` once this thread's next HTTP request is handed to its connection, or when the block ends."""
    _sending.event = event
    try:
        yield
    finally:
        _sending.event = None
        event.set()


def _announce() -> None:
    event = getattr(_sending, "event", None)
    if event is not None:
        _sending.event = None
        event.set()


class _DrainAfterDone(httpx2.SyncByteStream):
    """A response body that, once its last event was `[DONE]`, reads itself to the end when closed."""

    def __init__(self, inner: httpx2.SyncByteStream) -> None:
        self._inner = inner
        self._parts: Iterator[bytes] | None = None
        self._tail = b""

    def __iter__(self) -> Iterator[bytes]:
        self._parts = iter(self._inner)
        for part in self._parts:
            self._tail = (self._tail + part[-_TAIL:])[-_TAIL:]  # only the end matters: no copy of a long part
            yield part

    def close(self) -> None:
        try:
            if self._parts is not None and self._tail.rstrip().endswith(_DONE):
                self._drain(self._parts)
        finally:
            self._inner.close()

    @staticmethod
    def _drain(parts: Iterator[bytes]) -> None:
        read = 0
        try:
            for part in parts:
                read += len(part)
                if read > DRAIN_LIMIT:
                    logger.debug("more than %d bytes after [DONE]; the connection is dropped", DRAIN_LIMIT)
                    return
        except Exception:  # noqa: BLE001 - a server that dropped the connection after [DONE] ended the reply anyway
            logger.debug("reading the rest of a finished stream failed; the connection is dropped", exc_info=True)


class ReusableStreams(httpx2.BaseTransport):
    """A transport whose finished event streams keep their connection, and that announces each request it is
    handed to a thread waiting in `signal_sent` (see the module docstring)."""

    def __init__(self, inner: httpx2.BaseTransport) -> None:
        self._inner = inner

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        _announce()  # built by the SDK; what is left is writing it to the socket
        response = self._inner.handle_request(request)
        if response.headers.get("content-type", "").startswith("text/event-stream") and isinstance(response.stream, httpx2.SyncByteStream):
            response.stream = _DrainAfterDone(response.stream)
        return response

    def close(self) -> None:
        self._inner.close()


def http_client() -> httpx2.Client:
    """The SDK's own client (`openai.DefaultHttpxClient`) with its transports wrapped in `ReusableStreams`.

    The client is built as usual, so it keeps what httpx reads from the environment (`HTTPS_PROXY`, `NO_PROXY`,
    `SSL_CERT_FILE`); its transports (the direct one and one per proxy) are then wrapped. Passing `transport=`
    instead would silently drop the environment's proxies. The pool's limits are the SDK's (1000 connections,
    100 kept alive); an idle connection is kept `KEEPALIVE_S` instead of httpx's 5 s: people read an answer for
    longer than that before their next turn, and the critical path's concurrent calls need several connections
    ready. A server that closes one sooner is seen by the pool before reuse (its socket reads EOF).
    """
    from openai import DefaultHttpxClient

    limits = httpx2.Limits(max_connections=1000, max_keepalive_connections=100, keepalive_expiry=KEEPALIVE_S)
    client = DefaultHttpxClient(limits=limits)
    try:  # httpx keeps them in these two attributes; a version that does not leaves streams as they were
        client._transport = ReusableStreams(client._transport)  # noqa: SLF001
        client._mounts = {pattern: None if t is None else ReusableStreams(t) for pattern, t in client._mounts.items()}  # noqa: SLF001
    except AttributeError:
        logger.warning("this httpx2 version keeps its transports elsewhere: streamed calls will not reuse connections")
    return client
