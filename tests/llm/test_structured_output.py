"""Structured output: which steps ask for a JSON schema, in which dialect, and what the trace says about it.

Against the fake OpenAI-compatible server, so the real SDK carries `response_format` over HTTP; the
server records what it received.
"""

from __future__ import annotations

from typing import Any, Callable

import pytest

from querylab.llm.base import LLMRequest
from querylab.llm.openai_backend import OpenAIChatLLM
from querylab.llm.schemas import SCHEMAS, response_format, schema_for
from querylab.steps import StepRunner
from querylab.templates import TemplateStore
from querylab.trace import Trace
from tests.fakes.openai_server import FakeOpenAIServer

MakeLLM = Callable[..., OpenAIChatLLM]
ROUTER = LLMRequest(task="router", system="route this", user="What is the refund policy?", max_tokens=64)
ANSWER = LLMRequest(task="answer", system="answer", user="What is the refund policy?", max_tokens=64)


def _walk(node: Any):
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _walk(value)
    elif isinstance(node, list):
        for value in node:
            yield from _walk(value)


@pytest.mark.parametrize("task", sorted(SCHEMAS))
def test_every_schema_is_strict_mode_shaped(task: str) -> None:
    """OpenAI's strict mode: every object lists all its properties as required and forbids others."""
    for node in _walk(response_format(task, schema_for(task), "openai")["json_schema"]["schema"]):
        if node.get("type") == "object":
            assert node["additionalProperties"] is False
            assert sorted(node["required"]) == sorted(node["properties"])
        assert "maxLength" not in node  # not accepted by strict mode


def test_dialects() -> None:
    schema = schema_for("judge")
    assert response_format("judge", schema, "llama_cpp") == {"type": "json_object", "schema": schema}
    openai_style = response_format("judge", schema, "openai")
    assert openai_style["type"] == "json_schema" and openai_style["json_schema"]["strict"] is True
    assert openai_style["json_schema"]["name"] == "querylab_judge"
    assert schema_for("answer") is None and schema_for("rewrite") is None


def test_schema_steps_send_response_format_free_text_steps_do_not(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    llm = make_llm()
    routed = llm.complete(ROUTER)
    answered = llm.complete(ANSWER)
    first, second = fake_openai.response_formats
    assert first["type"] == "json_schema" and first["json_schema"]["schema"]["properties"]["route"]["enum"][0] == "knowledge"
    assert second is None
    assert routed.constrained is True and answered.constrained is None


def test_llama_cpp_dialect_and_explicit_schema(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    llm = make_llm(structured="llama_cpp")
    own = {"type": "object", "properties": {"x": {"type": "string"}}, "required": ["x"]}
    llm.complete(LLMRequest(task="anything", system="", user="u", schema=own))
    assert fake_openai.response_formats == [{"type": "json_object", "schema": own}]


def test_structured_off_sends_nothing_and_says_free_text(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    response = make_llm(structured=None).complete(ROUTER)
    assert fake_openai.response_formats == [None] and response.constrained is False


def test_a_server_without_structured_output_is_asked_again_without_it(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    fake_openai.reject_response_format = True
    llm = make_llm()
    response = llm.complete(ROUTER)
    assert response.text and response.constrained is False
    assert [rf is not None for rf in fake_openai.response_formats] == [True, False]
    llm.complete(ROUTER)  # remembered: not sent again
    assert fake_openai.response_formats[-1] is None and len(fake_openai.response_formats) == 3
    assert list(llm.stream(ROUTER)) and llm.last_constrained is False


def test_streamed_step_records_the_flag(fake_openai: FakeOpenAIServer, make_llm: MakeLLM) -> None:
    llm = make_llm()
    assert "".join(llm.stream(ROUTER))
    assert llm.last_constrained is True and fake_openai.response_formats[-1]["type"] == "json_schema"
    assert "".join(llm.stream(ANSWER)) and llm.last_constrained is None


def test_step_runner_puts_the_flag_in_the_trace(fake_openai: FakeOpenAIServer, make_llm: MakeLLM, tmp_path) -> None:
    from tests.conftest import REPO

    templates = TemplateStore(REPO / "prompts", tmp_path)
    fake_openai.reply = lambda body: '{"verdict": "yes", "motivation": "it says 30 days"}'
    runner = StepRunner(make_llm())
    trace = Trace()
    out = runner.call(trace, "judge", templates.get("judge"), {"documents": "[1] Refunds take 30 days.", "question": "refund?"})
    streamed = runner.call(trace, "answer", templates.get("answer"), {"documents": "[1] x", "question": "q", "history": "", "citations": ""},
                           stream_to=lambda piece: None)
    assert out.step.constrained is True and out.step.raw_output.startswith('{"verdict"')
    assert streamed.step.constrained is None
    assert Trace.from_json(trace.to_json()).steps[0].constrained is True
