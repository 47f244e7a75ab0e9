"""A per-step choice of backend (`QUERYLAB_STEP_BACKENDS`): the named steps go to their backend, the trace says
which backend served each step, and a bad setting names what was wrong."""

from __future__ import annotations

from pathlib import Path

import pytest

from querylab.config import ConfigError, Settings, parse_step_backends
from querylab.engine import Engine
from querylab.llm.base import LLMRequest
from querylab.llm.per_step import PerStepLLM
from querylab.presets import PRESETS, critical_path
from tests.fakes.scripted_llm import ScriptedLLM


def test_the_setting_reads_pairs_and_names_a_bad_one() -> None:
    assert parse_step_backends(" router=offline , decide=OFFLINE,") == (("router", "offline"), ("decide", "offline"))
    assert parse_step_backends("") == ()
    with pytest.raises(ConfigError, match="'rooter=offline'"):
        parse_step_backends("rooter=offline")
    with pytest.raises(ConfigError, match="'judge=gpu'"):
        parse_step_backends("judge=gpu")
    with pytest.raises(ConfigError, match="'answer'"):
        parse_step_backends("answer")
    assert Settings.from_env({"QUERYLAB_STEP_BACKENDS": "router=offline"}, dotenv_path=None).step_backends == (("router", "offline"),)


def test_calls_go_to_the_backend_of_their_task_and_usage_comes_from_the_model_that_served() -> None:
    main, other = ScriptedLLM({"judge": "yes"}, model="main-model"), ScriptedLLM({"router": "{}"}, model="other-model")
    other.name = "other"
    llm = PerStepLLM(main, {"router": other})

    llm.complete(LLMRequest(task="router", system="s", user="u"))
    assert llm.last_usage == other.last_usage
    assert "".join(llm.stream(LLMRequest(task="judge", system="s", user="u"))) == "yes"

    assert main.tasks() == ["judge"] and other.tasks() == ["router"]
    assert llm.identity_for("router") == ("other", "other-model") and llm.identity_for("answer") == ("scripted", "main-model")
    assert llm.choices() == {"router": "other"}


def _engine(tmp_path: Path, minilm, scripted: ScriptedLLM, step_backends: tuple[tuple[str, str], ...]) -> Engine:
    settings = Settings(data_dir=tmp_path, llm_backend="local", seed_sample_corpus=False, scenario_check=False,
                        step_backends=step_backends)
    engine = Engine(settings, llm=scripted, embedder=minilm)  # `local` is the scripted model: nothing is started
    doc = tmp_path / "refunds.md"
    doc.write_text("# Refunds\n\nRefunds are accepted within 30 days of purchase with the receipt.\n", encoding="utf-8")
    assert engine.ingest([doc], tenant=settings.tenant).results[0].status == "added"
    return engine


@pytest.mark.parametrize("preset", [PRESETS["guarded"], critical_path(PRESETS["guarded"])], ids=["guarded", "critical_path"])
def test_the_router_runs_offline_and_the_rest_on_the_turn_backend(tmp_path: Path, minilm, preset) -> None:
    # "no" first: with the critical path the answer requested alongside round 1's judge is discarded, and that step
    # too must say which backend was asked
    rewritten = "How many days after purchase can I ask for a refund?"

    def judge(request: LLMRequest) -> str:  # "yes" only about the rewrite, whichever template asks
        if rewritten in request.user:
            return "yes - the policy gives 30 days" if request.task == "judge" else "yes\nthe policy gives 30 days"
        if request.task == "judge":
            return "no - the passage gives no number of days"
        return f"no\n<rewritten_query>{rewritten}</rewritten_query>\nno number of days"

    scripted = ScriptedLLM({"judge": judge, "judge_rewrite": judge, "rewrite": rewritten,
                            "answer": "Refunds are accepted within 30 days [1]."})
    engine = _engine(tmp_path, minilm, scripted, (("router", "offline"),))
    try:
        trace = engine.ask("How many days do I have to ask for a refund?", preset=preset, save=False)
    finally:
        engine.close()

    served = {(s.name, s.backend) for s in trace.steps if s.template}
    assert [j.verdict for j in trace.judgements] == ["no", "yes"]
    if preset.answer_start == "speculative":  # round 1's answer, discarded at "no", names its backend too
        assert any(s.speculative and (s.parsed or {}).get("discarded") and s.backend == "scripted" for s in trace.steps)
    assert ("route", "offline") in served
    assert {b for n, b in served if n != "route"} == {"scripted"}
    assert "router" not in scripted.tasks() and "answer" in scripted.tasks()
    assert trace.config["step_backends"] == {"router": "offline"}
    assert trace.route is not None and trace.route.route.value == "knowledge"
    assert "30 days" in trace.answer


def test_without_a_choice_every_step_is_the_turn_backend(tmp_path: Path, minilm) -> None:
    scripted = ScriptedLLM({"router": '{"route": "knowledge"}'}, default="yes")
    engine = _engine(tmp_path, minilm, scripted, (("answer", "local"),))  # the turn's own backend: no detour
    try:
        assert engine.turn_llm() is scripted
    finally:
        engine.close()


def test_a_turn_chooses_its_own_steps_over_the_configured_ones(tmp_path: Path, minilm) -> None:
    """The Chat sidebar's choice (`Engine.ask(step_backends=…)`) replaces `QUERYLAB_STEP_BACKENDS` for that turn."""
    scripted = ScriptedLLM({"router": '{"route": "knowledge", "normalized_query": "refund days"}', "judge": "yes - 30 days",
                            "answer": "Refunds are accepted within 30 days [1]."}, default="yes")
    engine = _engine(tmp_path, minilm, scripted, (("router", "offline"),))
    try:
        assert isinstance(engine.turn_llm(), PerStepLLM)
        assert engine.turn_llm(step_backends=()) is scripted  # none chosen this turn: every step on the turn's backend
        trace = engine.ask("How many days do I have to ask for a refund?", step_backends=(), save=False)
        assert {s.backend for s in trace.steps if s.template} == {"scripted"} and "router" in scripted.tasks()
        chosen = engine.ask("How many days do I have to ask for a refund?", step_backends=(("judge", "offline"), ("router", "offline")), save=False)
        served = {s.name: s.backend for s in chosen.steps if s.template}
        assert served["route"] == "offline" and served["judge"] == "offline" and served["answer"] == "scripted"
        assert chosen.config["step_backends"] == {"judge": "offline", "router": "offline"}
        assert engine.reads_knobs(step_backends=()) is False and engine.reads_knobs() is True
    finally:
        engine.close()
