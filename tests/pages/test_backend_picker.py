"""The Chat sidebar's model choice: offline, local (llama.cpp) and openai when configured."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

from querylab.llm.local_server import INSTALL_COMMAND

APP = str(Path(__file__).resolve().parents[2] / "app.py")


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("QUERYLAB_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("QUERYLAB_LLM_BACKEND", "offline")
    monkeypatch.setenv("QUERYLAB_SEED_SAMPLE", "1")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    st.cache_resource.clear()
    yield tmp_path
    st.cache_resource.clear()


def test_local_without_llama_cpp_shows_how_to_install_and_chat_still_works(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "llama_cpp" else real(name, *a))
    at = AppTest.from_file(APP, default_timeout=90)
    at.run()
    assert not at.exception, at.exception
    picker = at.selectbox(key="chat-backend")
    assert [o.split()[0] for o in picker.options] == ["offline", "local"]  # no openai: nothing configured
    picker.set_value("local").run()
    assert not at.exception, at.exception
    warnings = " ".join(w.value for w in at.warning)
    assert INSTALL_COMMAND in warnings and "offline model meanwhile" in warnings
    at.chat_input[0].set_value("What is the refund policy?").run()
    assert not at.exception, at.exception
    assert at.session_state["turns"][-1].backend == "offline"


def test_openai_is_offered_when_configured(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    at = AppTest.from_file(APP, default_timeout=90)
    at.run()
    assert not at.exception, at.exception
    assert [o.split()[0] for o in at.selectbox(key="chat-backend").options] == ["offline", "local", "openai"]
    assert "Backend: **offline**" in " ".join(c.value for c in at.sidebar.caption)


def test_steps_chosen_for_the_offline_model_are_served_by_it_and_the_trace_says_so(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.fakes.openai_server import FakeOpenAIServer

    server = FakeOpenAIServer(reply=lambda body: "yes - the refund policy gives the number of days.").start()
    try:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
        monkeypatch.setenv("QUERYLAB_SCENARIO_CHECK", "0")  # no card checks on the fake server in the background
        at = AppTest.from_file(APP, default_timeout=90)
        at.run()
        assert not at.exception, at.exception
        assert not [m for m in at.multiselect if m.key == "chat-offline-steps"]  # offline already takes every step
        at.selectbox(key="chat-backend").set_value("openai").run()
        steps = at.multiselect(key="chat-offline-steps")
        assert steps.value == [] and "router" in steps.options
        steps.set_value(["router"]).run()
        at.chat_input[0].set_value("How many days do I have to ask for a refund?").run()
        assert not at.exception, at.exception
        trace = at.session_state["turns"][-1]
        served = {s.name: s.backend for s in trace.steps if s.template}
        assert served["route"] == "offline" and served["judge"] == "openai"
        assert trace.config["step_backends"] == {"router": "offline"}
    finally:
        server.stop()
