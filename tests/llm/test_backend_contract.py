"""The contract every LLM backend honours; each test runs once per backend in `BACKEND_FACTORIES`.

Why a contract suite: the pipeline treats all backends alike (same parsers, same degradation events),
so whatever one backend guarantees, all must. A new backend joins by adding one factory in conftest.
"""

from __future__ import annotations

import pytest

from querylab.llm.base import LLM, LLMError, LLMRequest, LLMResponse
from tests.fakes.scripted_llm import ScriptedLLM, UnscriptedTaskError

from .conftest import CONTRACT_REQUESTS, BackendCase

ERROR_KINDS = {"timeout", "rate_limit", "server", "connection", "auth", "bad_request", "bad_response", "other"}


def test_implements_the_protocol(llm_backend: BackendCase) -> None:
    llm = llm_backend.llm
    assert isinstance(llm, LLM)
    assert isinstance(llm.name, str) and llm.name
    assert isinstance(llm.model, str) and llm.model
    assert isinstance(llm.offline, bool)


@pytest.mark.parametrize("request_", CONTRACT_REQUESTS, ids=lambda r: r.task)
def test_complete_returns_a_response(llm_backend: BackendCase, request_: LLMRequest) -> None:
    response = llm_backend.llm.complete(request_)
    assert isinstance(response, LLMResponse)
    assert isinstance(response.text, str)
    assert isinstance(response.model, str)
    assert isinstance(response.prompt_tokens, int) and response.prompt_tokens >= 0
    assert isinstance(response.completion_tokens, int) and response.completion_tokens >= 0


@pytest.mark.parametrize("request_", CONTRACT_REQUESTS, ids=lambda r: r.task)
def test_stream_joins_to_the_completion(llm_backend: BackendCase, request_: LLMRequest) -> None:
    llm = llm_backend.llm
    first = llm.complete(request_).text
    pieces = list(llm.stream(request_))
    assert all(isinstance(p, str) and p for p in pieces)
    if not llm_backend.repeatable:  # a real model's reply may differ in wording between two calls (see BackendCase)
        assert "".join(pieces).strip() and first.strip()
        return
    assert "".join(pieces) == first
    assert llm.complete(request_).text == first  # deterministic for the same request


@pytest.mark.parametrize("kind", ["server", "rate_limit", "bad_response"])
def test_failures_surface_only_as_llm_error(llm_backend: BackendCase, kind: str) -> None:
    if kind not in llm_backend.faults:
        pytest.skip(f"{llm_backend.llm.name} cannot be made to fail with {kind}")
    llm = llm_backend.llm
    request_ = CONTRACT_REQUESTS[0]
    llm_backend.faults[kind]()
    with pytest.raises(LLMError) as info:
        llm.complete(request_)
    assert info.value.kind == kind
    llm_backend.faults[kind]()
    with pytest.raises(LLMError) as info:
        list(llm.stream(request_))
    assert info.value.kind == kind and info.value.kind in ERROR_KINDS


# --- ScriptedLLM's own scripting rules (the fake the pipeline tests are written with) ------------

REQ = LLMRequest(task="router", system="s", user="u")


def test_scripted_lists_are_consumed_in_order_and_the_last_repeats() -> None:
    llm = ScriptedLLM({"router": ["a", "b"], "judge": "yes"})
    assert [llm.complete(REQ).text for _ in range(4)] == ["a", "b", "b", "b"]
    assert llm.complete(LLMRequest(task="judge", system="", user="q")).text == "yes"
    assert llm.tasks() == ["router"] * 4 + ["judge"]
    assert llm.calls[0] is REQ


def test_scripted_callables_and_errors() -> None:
    error = LLMError("timeout", "scripted")
    llm = ScriptedLLM({"router": [error, lambda r: r.user.upper()]})
    with pytest.raises(LLMError) as info:
        llm.complete(REQ)
    assert info.value is error
    assert llm.complete(REQ).text == "U"


def test_scripted_stream_preserves_whitespace_and_is_lazy() -> None:
    llm = ScriptedLLM({"router": "  two\twords \n"})
    stream = llm.stream(REQ)
    assert llm.calls == []  # nothing happens until iteration starts
    assert list(stream) == ["  two", "\twords", " \n"]


def test_scripted_unknown_task_fails_loudly_unless_defaulted() -> None:
    with pytest.raises(UnscriptedTaskError):
        ScriptedLLM({"judge": "yes"}).complete(REQ)
    assert ScriptedLLM({}, default="fallback").complete(REQ).text == "fallback"
