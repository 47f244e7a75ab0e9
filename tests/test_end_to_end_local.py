"""One question and a follow-up with "it" through the real engine and a REAL model: the llama.cpp server.

Sample corpus in Chroma, MiniLM, and SmolLM2-135M behind llama.cpp's OpenAI-compatible server (started
once per session, `local_llm` in tests/conftest.py): a question and its follow-up on the guarded preset, one
question on each other preset (prefill is about 100 tokens a second on the test machine's two cores, so a memU turn
of five model calls takes some 40 s; one turn per preset checks what a second would). The model is tiny and often
wrong, so these tests do not check its decisions; they check what the pipeline promises whatever a model
says: every step reached the real server and its raw reply is in the trace, structured steps were
constrained, and every reply that did not parse fell to the documented safe default with an event. The
free-text run (no `response_format`) is where unparseable replies really happen.
"""

from __future__ import annotations

import pytest

from querylab.config import Settings
from querylab.contracts import Route
from querylab.engine import Engine
from querylab.eval.parse_rates import reply_parsed, step_kind
from querylab.llm.local_backend import LocalLLM
from querylab.llm.schemas import SCHEMAS
from querylab.parsing import json_reply
from querylab.presets import PRESETS, critical_path
from querylab.trace import Trace

#: step kind -> (event code its unparsed reply must raise, check of the safe default on the trace)
SAFE_DEFAULTS = {
    "route": ("route_unparsed", lambda t: t.route is not None and t.route.route == Route.CLARIFY),
    "decide": ("decision_unparsed", lambda t: t.decision is not None and t.decision.retrieve),
    "sufficiency": ("sufficiency_unparsed", lambda t: True),  # the next tier is read
    "judge": ("judge_unparsed", lambda t: any(j.verdict == "unparsed" for j in t.judgements)),
    "rerank": ("rerank_unparsed", lambda t: True),  # the fused order is kept
    "rewrite": ("rewrite_failed", lambda t: True),  # the original query's results are kept
}


@pytest.fixture(scope="module")
def engine(tmp_path_factory, minilm, local_llm):
    settings = Settings(data_dir=tmp_path_factory.mktemp("e2e-local"), llm_backend="local")
    eng = Engine(settings, embedder=minilm, llm=local_llm)
    assert eng.seed_sample_corpus() >= 20
    return eng


def check_turn(trace: Trace, constrained: bool = True) -> None:
    model_steps = [s for s in trace.steps if s.template and reply_parsed(s) is not None]  # not discarded speculation
    assert model_steps, "no model step ran"
    assert trace.backend == "local" and trace.answer.strip()
    codes = {(e.code, e.step) for e in trace.events}
    for step in model_steps:
        assert step.backend == "local" and step.error is None, (step.name, step.error)
        assert isinstance(step.raw_output, str), step.name  # the raw reply is in the trace
        if step.template in SCHEMAS:
            assert step.constrained is constrained, step.name
        if reply_parsed(step) is False and step_kind(step) in SAFE_DEFAULTS:
            code, default_holds = SAFE_DEFAULTS[step_kind(step)]
            assert (code, step.name) in codes, f"{step.name} did not parse ({step.raw_output!r:.80}) but no {code} event"
            assert default_holds(trace), f"{step.name}: the safe default was not applied"


def test_question_then_follow_up_with_it(engine: Engine) -> None:
    """The history reaches the real server: one conversation (the guarded preset; the history is built by the
    engine, not by a preset, so the other presets' follow-ups would add minutes of prefill and no check)."""
    first = engine.ask("What is the refund policy?", session_id="local-guarded", preset="guarded")
    check_turn(first)
    follow = engine.ask("How long does it take?", session_id="local-guarded", preset="guarded")
    check_turn(follow)
    assert follow.history_turn_ids == [first.turn_id]
    assert any(step_kind(s) == "route" for s in follow.steps if s.template)


@pytest.mark.parametrize("preset", ["ragmeup", "memu"])
def test_the_other_presets_reach_their_model_steps(engine: Engine, preset: str) -> None:
    trace = engine.ask("What is the refund policy?", session_id=f"local-one-{preset}", preset=preset)
    check_turn(trace)
    steps = {step_kind(s) for s in trace.steps if s.template}
    expected = {"ragmeup": "judge", "memu": "decide"}[preset]  # what follows depends on the model
    assert expected in steps, steps


def test_critical_path_judge_rewrite_streams_from_the_real_server(engine: Engine) -> None:
    trace = engine.ask("What is the refund policy?", session_id="local-cp", preset=critical_path(PRESETS["ragmeup"]))
    check_turn(trace)
    assert any(s.template == "judge_rewrite" for s in trace.steps)
    # Streamed while other requests wait for the server's one slot, every judge reply is whole: the JSON its schema
    # asked for (llama.cpp's server used to cut it when the next request arrived, and the verdict came back unparsed).
    judges = [s for s in trace.steps if s.name == "judge" and not s.speculative]
    assert judges and all(json_reply(s.raw_output) is not None for s in judges), [s.raw_output for s in judges]
    assert not {"judge_interrupted", "judge_unparsed"} & {e.code for e in trace.events}


def test_free_text_replies_that_do_not_parse_fall_to_the_safe_defaults(engine: Engine, local_llm: LocalLLM) -> None:
    """Without `response_format` the tiny model rarely keeps the contracts; each miss must take its safe default."""
    pipeline = engine.pipeline("guarded")
    pipeline.llm = LocalLLM(local_llm.server, timeout_s=local_llm.timeout_s, structured=False)  # same server, free text
    trace = pipeline.run("What is the refund policy?", engine.settings.principal(), "local-free", [])
    check_turn(trace, constrained=False)
