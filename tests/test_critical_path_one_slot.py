"""The critical path on a server that answers one request at a time, as llama.cpp's does (`LocalLLM`).

The fake OpenAI server plays llama-cpp-python's server: one slot, the judge streamed in the pieces the real
server sends (`LLAMA_CPP_JUDGE_PIECES`), and optionally its default `interrupt_requests` (a streaming reply cut
with `[DONE]` and no finish reason as soon as another request waits). The turn runs over real HTTP through
`OpenAIChatLLM`, as the local backend's does.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

import pytest

from querylab.channels import ChannelRunner
from querylab.contracts import Principal
from querylab.llm.openai_backend import OpenAIChatLLM
from querylab.pipeline import Pipeline
from querylab.presets import critical_path, get_preset
from querylab.templates import TemplateStore
from tests.fakes.openai_server import LLAMA_CPP_JUDGE_REPLY, FakeOpenAIServer, llama_cpp_pieces

REPO = Path(__file__).resolve().parent.parent
ALICE = Principal(tenant="acme", user="alice", groups=("staff",))
QUESTION = "What is the refund window?"
REWRITE = "What is the refund window (return period, days after delivery)?"
ANSWER = "Refunds are accepted within 30 days of delivery [1]."


def reply(body: dict[str, Any]) -> str:
    """Round 1's judge_rewrite says no and proposes the terms that make REWRITE of the question; the plain judge
    (round 2) says yes as llama.cpp streamed it; the answer is free text."""
    schema = (body.get("response_format") or {}).get("schema") or {}
    if "added_terms" in schema.get("properties", {}):
        return json.dumps({"verdict": "no", "added_terms": "return period, days after delivery", "motivation": "the documents do not give the period"})
    return LLAMA_CPP_JUDGE_REPLY if schema else ANSWER


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer(reply=reply, token_delay_s=0.01) as srv:
        srv.one_slot = True
        srv.stream_pieces = llama_cpp_pieces
        yield srv


@pytest.fixture
def run(server: FakeOpenAIServer, corpus, minilm, tmp_path):
    templates = TemplateStore(REPO / "prompts", tmp_path)
    built: list[OpenAIChatLLM] = []

    def turn(preset, *, one_slot: bool = True):
        llm = OpenAIChatLLM(model="fake-model", api_key=None, base_url=server.base_url, timeout_s=10.0, max_retries=0,
                            structured="llama_cpp", name="local")
        if one_slot:
            llm.max_concurrency = 1  # type: ignore[attr-defined] - what LocalLLM declares
        built.append(llm)
        pipeline = Pipeline(llm, ChannelRunner(corpus, corpus, minilm), templates.get, preset,
                            known_tenants=lambda: ("acme", "globex"), document_text=corpus.get_document_text)
        return pipeline.run(QUESTION, ALICE, "s", [])

    yield turn
    for llm in built:
        llm.close()


def test_one_slot_keeps_every_verdict_and_sends_no_answer_alongside_the_judge(run, server: FakeOpenAIServer) -> None:
    """QueryLab's own llama.cpp server (queued requests wait): both rounds' verdicts parse with their motivations, and
    the answer is asked at "yes" — sent alongside the judge it could only queue in front of it or behind it."""
    t = run(critical_path(get_preset("ragmeup")))
    assert [(j.verdict, j.round) for j in t.judgements] == [("no", 1), ("yes", 2)]
    assert t.judgements[1].motivation.startswith("I am not a human") and t.rewritten_query == REWRITE
    assert t.answer == ANSWER and not t.abstained
    assert not [s.key for s in t.steps if s.speculative]  # no answer requested (and discarded) after round 1's "no"
    codes = [e.code for e in t.events]
    assert codes.count("speculative_answer_on_one_slot") == 2 and not {"judge_unparsed", "judge_interrupted"} & set(codes)
    tasks = ["judge_rewrite" if "added_terms" in ((b.get("response_format") or {}).get("schema") or {}).get("properties", {})
             else "judge" if b.get("response_format") else "answer" for b in server.requests]
    assert tasks == ["judge_rewrite", "judge", "answer"]


def test_a_judge_cut_by_an_interrupting_server_is_flagged(run, server: FakeOpenAIServer) -> None:
    """A llama.cpp server left at its default (`interrupt_requests`) cuts the judge as soon as the answer's request
    waits. The settled verdict stands, but the trace must say the reply was cut, not pass it off as complete."""
    server.interrupt_streams = True
    preset = get_preset("ragmeup").with_(answer_start="after_first_word")
    t = run(preset, one_slot=False)
    judge = next(s for s in t.steps if s.name == "judge")
    assert [j.verdict for j in t.judgements] == ["yes"] and t.answer == ANSWER
    assert server.interrupted == 1 and LLAMA_CPP_JUDGE_REPLY.startswith(judge.raw_output) and judge.raw_output != LLAMA_CPP_JUDGE_REPLY
    assert any(e.code == "judge_interrupted" and e.step == "judge" for e in t.events)


def test_without_one_slot_the_answer_is_still_speculative(run, server: FakeOpenAIServer) -> None:
    """A server that serves requests side by side keeps the speculative answer (only one slot changes it)."""
    server.one_slot = False
    t = run(critical_path(get_preset("ragmeup")), one_slot=False)
    assert [j.verdict for j in t.judgements] == ["no", "yes"]
    assert "speculative_answer_on_one_slot" not in {e.code for e in t.events}
    assert any(s.speculative and s.name == "answer" for s in t.steps)  # round 1's answer, discarded at "no"


def test_the_speculative_answer_is_requested_once_the_judges_request_has_left(run, server: FakeOpenAIServer,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Built at the same moment on two threads, each request delayed the other; the judge's goes first
    (`llm/transport.signal_sent`), the answer right after it, in both rounds."""
    from querylab.critical_path import answer_at_yes
    from querylab.llm import transport

    events: list[str] = []
    announce, init = transport._announce, answer_at_yes.SpeculativeAnswer.__init__

    def recorded_announce() -> None:
        if getattr(transport._sending, "event", None) is not None:
            events.append("judge left")
        announce()

    def recorded_init(self, *args, **kwargs) -> None:  # noqa: ANN001, ANN002, ANN003
        events.append("answer requested")
        init(self, *args, **kwargs)

    monkeypatch.setattr(transport, "_announce", recorded_announce)
    monkeypatch.setattr(answer_at_yes.SpeculativeAnswer, "__init__", recorded_init)
    server.one_slot = False
    t = run(critical_path(get_preset("ragmeup")), one_slot=False)
    assert [j.verdict for j in t.judgements] == ["no", "yes"] and t.answer == ANSWER
    assert events == ["judge left", "answer requested"] * 2
