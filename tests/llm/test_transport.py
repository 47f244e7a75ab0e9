"""The transport under the OpenAI client: finished streams keep their connection; a thread learns when its
request leaves (querylab/llm/transport.py)."""

from __future__ import annotations

import threading
import time
from typing import Callable, Iterator

import httpx2
import pytest

from querylab.llm.base import LLMError, LLMRequest
from querylab.llm.openai_backend import OpenAIChatLLM
from querylab.llm.transport import _DrainAfterDone, signal_sent
from tests.fakes.openai_server import FakeOpenAIServer

REQUEST = LLMRequest(task="answer", system="Answer from the documents.", user="How long does a refund take?")


def test_finished_streams_reuse_one_connection(fake_openai: FakeOpenAIServer, make_llm: Callable[..., OpenAIChatLLM]) -> None:
    """The SDK closes a stream at [DONE] with the body's terminator unread; before the fix every call opened a
    new connection (5 here)."""
    llm = make_llm()
    fake_openai.replies.extend(["one two three"] * 5)
    texts = ["".join(llm.stream(REQUEST)) for _ in range(5)]
    assert texts == ["one two three"] * 5
    assert fake_openai.connections == 1


def test_a_stream_stopped_early_drops_its_connection_at_once(fake_openai: FakeOpenAIServer, make_llm: Callable[..., OpenAIChatLLM]) -> None:
    """A cancelled speculative answer must not wait for the rest of the reply: closing the connection is how the
    server learns to stop."""
    llm = make_llm()
    fake_openai.token_delay_s = 0.05
    fake_openai.replies.append(" ".join(["word"] * 40))  # 2 s of tokens
    started = time.perf_counter()
    stream = llm.stream(REQUEST)
    next(stream)
    stream.close()
    assert time.perf_counter() - started < 1.0
    fake_openai.token_delay_s = 0.0
    fake_openai.replies.append("after")
    assert "".join(llm.stream(REQUEST)) == "after"
    assert fake_openai.connections == 2  # the stopped stream's connection was not reused


class _Body(httpx2.SyncByteStream):
    def __init__(self, parts: list[bytes], fail_after: int | None = None) -> None:
        self.parts = parts
        self.fail_after = fail_after
        self.closed = False
        self.read = 0

    def __iter__(self) -> Iterator[bytes]:
        for i, part in enumerate(self.parts):
            if self.fail_after is not None and i >= self.fail_after:
                raise httpx2.RemoteProtocolError("peer closed connection without sending complete message body")
            self.read = i + 1
            yield part

    def close(self) -> None:
        self.closed = True


def _read_to_done(body: _DrainAfterDone) -> None:
    for part in body:
        if b"[DONE]" in part:
            return


def test_the_rest_of_a_finished_body_is_read_before_closing() -> None:
    inner = _Body([b'data: {"x": 1}\n\n', b"data: [DONE]\n\n", b"", b""])
    body = _DrainAfterDone(inner)
    _read_to_done(body)
    body.close()
    assert inner.read == 4 and inner.closed


def test_a_body_cut_after_done_closes_quietly() -> None:
    """llama.cpp's server sends [DONE] and drops the connection mid-body when another request waits."""
    inner = _Body([b"data: [DONE]\n\n", b"never"], fail_after=1)
    body = _DrainAfterDone(inner)
    _read_to_done(body)
    body.close()  # no exception
    assert inner.closed


def test_a_body_closed_before_done_is_not_read_further() -> None:
    inner = _Body([b'data: {"x": 1}\n\n', b'data: {"x": 2}\n\n', b"data: [DONE]\n\n"])
    body = _DrainAfterDone(inner)
    next(iter(body))
    body.close()
    assert inner.read == 1 and inner.closed


def test_signal_sent_fires_when_the_request_leaves_not_when_the_reply_comes(fake_openai: FakeOpenAIServer,
                                                                            make_llm: Callable[..., OpenAIChatLLM]) -> None:
    llm = make_llm()
    fake_openai.latency_s = 0.5
    sent = threading.Event()
    done = threading.Event()

    def call() -> None:
        with signal_sent(sent):
            llm.complete(REQUEST)
        done.set()

    threading.Thread(target=call, daemon=True).start()
    assert sent.wait(0.4), "the request left but the event was not set"
    assert not done.is_set()  # the reply was still 0.5 s away
    assert done.wait(5)


def test_signal_sent_without_a_request_fires_when_the_block_ends() -> None:
    sent = threading.Event()
    with signal_sent(sent):
        assert not sent.is_set()
    assert sent.is_set()


def test_signal_sent_is_per_thread(fake_openai: FakeOpenAIServer, make_llm: Callable[..., OpenAIChatLLM]) -> None:
    """Another thread's request does not set this thread's event."""
    llm = make_llm()
    sent = threading.Event()
    with signal_sent(sent):
        worker = threading.Thread(target=lambda: llm.complete(REQUEST))
        worker.start()
        worker.join(5)
        assert not sent.is_set()
    assert sent.is_set()


def test_proxies_from_the_environment_still_apply(fake_openai: FakeOpenAIServer, monkeypatch: pytest.MonkeyPatch) -> None:
    """Wrapping the transports must keep what httpx reads from the environment: here the fake stands in for an
    HTTP proxy, so a request for another host reaches it with the absolute URL."""
    for name in ("NO_PROXY", "no_proxy", "ALL_PROXY", "all_proxy"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HTTP_PROXY", fake_openai.url)
    llm = OpenAIChatLLM(model="m", api_key="k", base_url="http://models.invalid/v1", timeout_s=5, max_retries=0)
    with pytest.raises(LLMError):  # the "proxy" knows no such path: 404
        llm.complete(REQUEST)
    assert fake_openai.count["http://models.invalid/v1/chat/completions"] == 1
