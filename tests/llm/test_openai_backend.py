"""OpenAIChatLLM through the real openai SDK over real HTTP, against the fake server.

Nothing is mocked: these tests pin down how the installed SDK's retries, timeouts and exception
classes surface through our backend, so an SDK upgrade that changes them fails here first.
"""

from __future__ import annotations

import struct
import threading
import time
from typing import Callable

import openai
import pytest

from querylab.config import Settings
from querylab.llm.base import LLM, LLMError, LLMRequest
from querylab.llm.openai_backend import OpenAIChatLLM
from querylab.parsing import parse_judge, settled_verdict
from tests.fakes.openai_server import (
    DEFAULT_REPLY,
    LLAMA_CPP_JUDGE_PIECES,
    LLAMA_CPP_JUDGE_REPLY,
    FakeOpenAIServer,
    fake_embedding,
    llama_cpp_pieces,
    split_tokens,
)

CHAT = "/v1/chat/completions"
REQUEST = LLMRequest(
    task="answer", system="You are terse.", user="Say hello to the team", max_tokens=42, temperature=0.3
)

MakeLLM = Callable[..., OpenAIChatLLM]


def test_complete_returns_text_model_and_usage(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    llm = make_llm()
    response = llm.complete(REQUEST)
    assert response.text == DEFAULT_REPLY
    assert response.model == "fake-model"
    assert response.prompt_tokens == 3 + 5  # words in system + user
    assert response.completion_tokens == len(DEFAULT_REPLY.split())
    assert llm.last_usage == (response.prompt_tokens, response.completion_tokens)
    assert isinstance(llm, LLM) and llm.name == "openai" and llm.offline is False


def test_request_carries_messages_temperature_and_max_tokens(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    make_llm().complete(REQUEST)
    body = fake_openai.last_request
    assert body["model"] == "fake-model"
    assert body["messages"] == [
        {"role": "system", "content": "You are terse."},
        {"role": "user", "content": "Say hello to the team"},
    ]
    assert body["temperature"] == 0.3
    assert body["max_tokens"] == 42
    assert not body.get("stream")


def test_empty_system_prompt_is_omitted(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    make_llm().complete(LLMRequest(task="t", system="", user="hi"))
    assert fake_openai.last_request["messages"] == [{"role": "user", "content": "hi"}]


def test_stream_joins_to_full_text_and_records_usage(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    text = "Hello  team,\nthe refund takes 30 days. "
    fake_openai.reply = lambda body: text
    llm = make_llm()
    pieces = list(llm.stream(REQUEST))
    assert "".join(pieces) == text
    assert pieces == split_tokens(text)
    assert llm.last_usage == (8, len(text.split()))
    body = fake_openai.last_request
    assert body["stream"] is True
    assert body["stream_options"] == {"include_usage": True}
    assert body["max_tokens"] == 42 and body["temperature"] == 0.3


def test_stream_yields_tokens_as_they_arrive(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    """The first token reaches the caller while the server still holds the rest: no waiting for the whole reply."""
    fake_openai.reply = lambda body: "one two three four five six"
    fake_openai.hold_after_first_token = gate = threading.Event()
    try:
        stream = make_llm().stream(REQUEST)
        first = next(stream)  # would block until the gate's 30 s timeout if the client buffered the reply
        assert first == "one" and not gate.is_set()
    finally:
        gate.set()
    assert "".join(list(stream)) == " two three four five six"


JUDGE = LLMRequest(task="judge", system="Documents: [1] Refunds within 30 days.", user="How long to ask for a refund?", max_tokens=120)


def test_a_llama_cpp_judge_stream_parses_and_settles_at_its_verdict(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    """The pieces llama.cpp's server really streams for a constrained judge reply (split inside the key and the
    quotes): the joined reply parses with its motivation, and the verdict settles once its closing quote arrived."""
    fake_openai.reply = lambda body: LLAMA_CPP_JUDGE_REPLY
    fake_openai.stream_pieces = llama_cpp_pieces
    llm = make_llm(structured="llama_cpp")
    pieces = list(llm.stream(JUDGE))
    assert pieces == LLAMA_CPP_JUDGE_PIECES and llm.last_finish_reason is None
    verdict = parse_judge("".join(pieces))
    assert verdict.verdict == "yes" and verdict.motivation.startswith("I am not a human")
    settled = [settled_verdict("".join(pieces[: i + 1])) for i in range(len(pieces))]
    assert settled.index("yes") == pieces.index('",') and set(settled[: pieces.index('",')]) == {None}


def test_a_stream_cut_for_a_waiting_request_is_reported_interrupted(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    """llama-cpp-python's server (`interrupt_requests`, its default) ends a stream with `[DONE]` and no finish reason
    as soon as another request waits for its one slot. The cut reply must not pass for a whole one."""
    fake_openai.reply = lambda body: LLAMA_CPP_JUDGE_REPLY if body.get("stream") else "the other reply"
    fake_openai.stream_pieces = llama_cpp_pieces
    fake_openai.one_slot = fake_openai.interrupt_streams = True
    fake_openai.hold_after_first_token = gate = threading.Event()
    llm = make_llm(structured="llama_cpp", max_retries=0)
    stream = llm.stream(JUDGE)
    try:
        first = next(stream)
        other = threading.Thread(target=make_llm(max_retries=0).complete, args=(REQUEST,))
        other.start()
        deadline = time.monotonic() + 10
        while fake_openai.waited == 0 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert fake_openai.waited == 1  # the other request waits for the slot
    finally:
        gate.set()
    text = first + "".join(stream)
    other.join(10)
    assert text == "".join(LLAMA_CPP_JUDGE_PIECES[:2]) and fake_openai.interrupted == 1
    assert llm.last_finish_reason == "interrupted"


def test_server_error_is_retried_then_reported(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    fake_openai.fail_next("500", times=5)
    with pytest.raises(LLMError) as info:
        make_llm(max_retries=1).complete(REQUEST)
    assert info.value.kind == "server"
    assert info.value.status == 500
    assert fake_openai.count[CHAT] == 2  # 1 + max_retries
    message = str(info.value)
    assert "500" in message and "127.0.0.1" in message and "fake-model" in message


def test_server_error_recovers_within_retry_budget(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    fake_openai.fail_next("500", times=1)
    assert make_llm(max_retries=1).complete(REQUEST).text == DEFAULT_REPLY
    assert fake_openai.count[CHAT] == 2


def test_rate_limit(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    fake_openai.fail_next("429", times=5)
    with pytest.raises(LLMError) as info:
        make_llm(max_retries=2).complete(REQUEST)
    assert info.value.kind == "rate_limit" and info.value.status == 429
    assert fake_openai.count[CHAT] == 3


def test_timeout_is_reported_quickly(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    fake_openai.timeout_sleep_s = 2.0
    fake_openai.fail_next("timeout", times=5)
    start = time.monotonic()
    with pytest.raises(LLMError) as info:
        make_llm(timeout_s=0.3, max_retries=1).complete(REQUEST)
    elapsed = time.monotonic() - start
    assert info.value.kind == "timeout"
    assert fake_openai.count[CHAT] == 2  # the SDK retries timeouts too
    assert elapsed < 1.9  # two 0.3 s attempts plus SDK backoff, never the server's 2 s sleep


def test_stream_stalling_midway_times_out(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    fake_openai.token_delay_s = 1.0
    stream = make_llm(timeout_s=0.3, max_retries=0).stream(REQUEST)
    with pytest.raises(LLMError) as info:
        list(stream)
    assert info.value.kind == "timeout"


@pytest.mark.parametrize("kind", ["garbage", "html", "no_choices"])
@pytest.mark.parametrize("mode", ["complete", "stream"])
def test_malformed_replies_are_bad_response(
    fake_openai: FakeOpenAIServer, make_llm: MakeLLM, kind: str, mode: str
) -> None:
    fake_openai.fail_next(kind)
    llm = make_llm(max_retries=0)
    with pytest.raises(LLMError) as info:
        llm.complete(REQUEST) if mode == "complete" else list(llm.stream(REQUEST))
    assert info.value.kind == "bad_response"


def test_an_error_event_mid_stream_is_a_server_error_after_the_pieces_before_it(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    """Streamed chunks are read as plain JSON objects (not the SDK's models): the SDK must still raise the error
    event, and the pieces before it still arrive."""
    fake_openai.fail_next("error_event")
    stream = make_llm(max_retries=0).stream(REQUEST)
    assert next(stream) == DEFAULT_REPLY.split(" ")[0]
    with pytest.raises(LLMError) as info:
        list(stream)
    assert info.value.kind == "server" and "error while processing" in str(info.value)


def test_connection_refused(closed_port_url: str) -> None:
    llm = OpenAIChatLLM(model="m", api_key="k", base_url=closed_port_url, timeout_s=2.0, max_retries=0)
    for call in (lambda: llm.complete(REQUEST), lambda: list(llm.stream(REQUEST))):
        with pytest.raises(LLMError) as info:
            call()
        assert info.value.kind == "connection"
        assert closed_port_url.split("/")[2] in str(info.value)


def test_empty_content_is_a_valid_reply(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    llm = make_llm()
    fake_openai.fail_next("empty")
    assert llm.complete(REQUEST).text == ""
    fake_openai.fail_next("empty")
    assert list(llm.stream(REQUEST)) == []


def test_truncated_reply_is_returned_as_is(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    fake_openai.fail_next("truncated")
    text = make_llm().complete(REQUEST).text
    assert text and DEFAULT_REPLY.startswith(text) and text != DEFAULT_REPLY


@pytest.mark.parametrize(
    ("status", "kind"),
    [("401", "auth"), ("403", "auth"), ("400", "bad_request"), ("404", "bad_request"), ("422", "bad_request")],
)
def test_client_errors_are_not_retried(
    fake_openai: FakeOpenAIServer, make_llm: MakeLLM, status: str, kind: str
) -> None:
    fake_openai.fail_next(status, times=5)
    with pytest.raises(LLMError) as info:
        make_llm(max_retries=2).complete(REQUEST)
    assert info.value.kind == kind and info.value.status == int(status)
    assert fake_openai.count[CHAT] == 1


def test_wrong_api_key_is_auth(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    fake_openai.require_api_key = "right-key"
    with pytest.raises(LLMError) as info:
        make_llm(api_key="wrong-key").complete(REQUEST)
    assert info.value.kind == "auth"
    assert make_llm(api_key="right-key").complete(REQUEST).text == DEFAULT_REPLY


def test_server_rejecting_stream_options_still_streams(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    fake_openai.reject_stream_options = True
    llm = make_llm()
    assert "".join(llm.stream(REQUEST)) == DEFAULT_REPLY
    assert llm.last_usage is None
    assert "".join(llm.stream(REQUEST)) == DEFAULT_REPLY  # remembered: no second rejected attempt
    assert fake_openai.count[CHAT] == 3


def test_other_bad_requests_on_a_stream_keep_stream_options(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    llm = make_llm()
    fake_openai.fail_next("400")
    with pytest.raises(LLMError) as info:
        list(llm.stream(REQUEST))
    assert info.value.kind == "bad_request" and fake_openai.count[CHAT] == 1
    "".join(llm.stream(REQUEST))
    assert llm.last_usage is not None and "stream_options" in fake_openai.last_request


def test_missing_key_without_base_url_is_auth_error() -> None:
    with pytest.raises(LLMError) as info:
        OpenAIChatLLM(model="m", api_key=None)
    assert info.value.kind == "auth"


def test_keyless_local_server_works(fake_openai: FakeOpenAIServer) -> None:
    llm = OpenAIChatLLM(model="local", api_key=None, base_url=fake_openai.base_url)
    assert llm.complete(REQUEST).text == DEFAULT_REPLY
    assert "key" not in repr(llm).lower()


def test_from_settings() -> None:
    settings = Settings(
        openai_api_key="sk-test",
        openai_base_url="http://127.0.0.1:9/v1",
        llm_model="my-model",
        llm_timeout_s=3.5,
        llm_max_retries=0,
    )
    llm = OpenAIChatLLM.from_settings(settings)
    assert (llm.model, llm.base_url, llm.timeout_s, llm.max_retries) == ("my-model", "http://127.0.0.1:9/v1", 3.5, 0)
    llm.close()


# --- the fake server's other endpoints, through the SDK (embedder tests rely on them) ------------


def test_fake_embeddings_and_models(fake_openai: FakeOpenAIServer) -> None:
    client = openai.OpenAI(api_key="k", base_url=fake_openai.base_url, max_retries=0)
    try:
        result = client.embeddings.create(model="emb", input=["alpha", "beta", "alpha"])  # SDK asks for base64
        vectors = [d.embedding for d in result.data]
        assert [len(v) for v in vectors] == [64, 64, 64]
        assert vectors[0] == pytest.approx(vectors[2]) and vectors[0] != pytest.approx(vectors[1])
        assert sum(x * x for x in vectors[1]) == pytest.approx(1.0, abs=1e-5)
        as_float32 = struct.unpack("<64f", struct.pack("<64f", *fake_embedding("beta", 64)))
        assert vectors[1] == pytest.approx(list(as_float32))
        floats = client.embeddings.create(model="emb", input="alpha", encoding_format="float", dimensions=8)
        assert len(floats.data[0].embedding) == 8
        assert [m.id for m in client.models.list()] == ["fake-model"]
        assert fake_openai.count["/v1/embeddings"] == 2 and fake_openai.count["/v1/models"] == 1
    finally:
        client.close()


def test_fake_server_stops_promptly_with_a_sleeping_handler() -> None:
    with FakeOpenAIServer(timeout_sleep_s=30.0) as srv:
        srv.fail_next("timeout")
        llm = OpenAIChatLLM(model="m", api_key="k", base_url=srv.base_url, timeout_s=0.2, max_retries=0)
        with pytest.raises(LLMError):
            llm.complete(REQUEST)
        start = time.monotonic()
    assert time.monotonic() - start < 1.0
    llm.close()
