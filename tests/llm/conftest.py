"""Fixtures for the LLM backend tests, including the backend list the contract suite runs over.

Adding a backend to the contract suite is one line in `BACKEND_FACTORIES`: a function that takes the
pytest request (to pull other fixtures) and returns a `BackendCase`.
"""

from __future__ import annotations

import socket
from dataclasses import dataclass, field
from typing import Callable, Iterator

import pytest

from querylab.llm.base import LLM, LLMError, LLMRequest
from querylab.llm.openai_backend import OpenAIChatLLM
from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted_llm import ScriptedLLM

# Whitespace runs, a newline and trailing space on purpose: streaming must preserve them exactly.
CONTRACT_REPLY = "Refunds take  30 days,\nnot 60 (see policy §4). "

CONTRACT_REQUESTS = [
    LLMRequest(
        task="answer",
        system="Answer only from the documents. Cite them.",
        user="How long does a refund take?",
        variables={"question": "How long does a refund take?", "documents": ["Refunds take 30 days."]},
        max_tokens=64,
    ),
    LLMRequest(task="judge", system="", user="Can these documents answer the question? yes or no.", max_tokens=16),
]


@dataclass
class BackendCase:
    """A backend under contract test, plus ways to make its next call fail.

    `faults` maps an `LLMError` kind to a function arranging for the next call to fail with that
    kind; a backend that cannot fail in some way simply leaves that kind out (the test is skipped).
    """

    llm: LLM
    faults: dict[str, Callable[[], None]] = field(default_factory=dict)
    #: The same request gives the same text, streamed or not. Not so for llama.cpp: its server reuses the KV
    #: cache of the previous request's common prefix, and the logits of a token evaluated alone differ in the
    #: last bits from the same token evaluated in a batch, which flips near-ties of a tiny model's argmax.
    repeatable: bool = True


def _scripted_backend(request: pytest.FixtureRequest) -> BackendCase:
    llm = ScriptedLLM(default=CONTRACT_REPLY)

    def fail(kind: str) -> Callable[[], None]:
        def arrange() -> None:
            llm.default = LLMError(kind, "scripted failure")  # type: ignore[arg-type]

        return arrange

    return BackendCase(llm, {kind: fail(kind) for kind in ("server", "rate_limit", "bad_response")})


def _openai_backend(request: pytest.FixtureRequest) -> BackendCase:
    srv: FakeOpenAIServer = request.getfixturevalue("fake_openai")
    srv.reply = lambda body: CONTRACT_REPLY
    llm = OpenAIChatLLM(model="fake-model", api_key="test-key", base_url=srv.base_url, timeout_s=5.0, max_retries=0)
    request.addfinalizer(llm.close)
    return BackendCase(
        llm,
        {
            "server": lambda: srv.fail_next("500"),
            "rate_limit": lambda: srv.fail_next("429"),
            "bad_response": lambda: srv.fail_next("garbage"),
        },
    )


def _offline_backend(request: pytest.FixtureRequest) -> BackendCase:
    return BackendCase(request.getfixturevalue("offline_llm"))


def _local_backend(request: pytest.FixtureRequest) -> BackendCase:
    """The real llama.cpp server (one per session). Its faults are the fake server's job: a real server
    cannot be made to answer 429 or garbage on cue (a dead child is tested in test_local_server.py)."""
    return BackendCase(request.getfixturevalue("local_llm"), repeatable=False)


BACKEND_FACTORIES: dict[str, Callable[[pytest.FixtureRequest], BackendCase]] = {
    "scripted": _scripted_backend,
    "openai": _openai_backend,
    "offline": _offline_backend,
    "local": _local_backend,
}


@pytest.fixture(params=list(BACKEND_FACTORIES))
def llm_backend(request: pytest.FixtureRequest) -> BackendCase:
    return BACKEND_FACTORIES[request.param](request)


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAIServer]:
    """A running fake server; retries are told to wait 10 ms so retry tests stay fast."""
    with FakeOpenAIServer(retry_after_s=0.01) as srv:
        yield srv


@pytest.fixture
def make_llm(fake_openai: FakeOpenAIServer) -> Iterator[Callable[..., OpenAIChatLLM]]:
    """Build backends pointed at the fake server; keyword arguments override the defaults."""
    built: list[OpenAIChatLLM] = []

    def make(**overrides: object) -> OpenAIChatLLM:
        kwargs: dict[str, object] = {
            "model": "fake-model",
            "api_key": "test-key",
            "base_url": fake_openai.base_url,
            "timeout_s": 5.0,
            "max_retries": 1,
        }
        kwargs.update(overrides)
        llm = OpenAIChatLLM(**kwargs)  # type: ignore[arg-type]
        built.append(llm)
        return llm

    yield make
    for llm in built:
        llm.close()


@pytest.fixture
def closed_port_url() -> str:
    """A base URL on 127.0.0.1 where nothing listens (the port was just released)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"
