"""The local backend: llama.cpp's server as a child process, its failures, and structured output on a real model.

Tests marked `needs_model` run the real server (`python -m llama_cpp.server`); without llama.cpp they fail,
unless QUERYLAB_ALLOW_NO_LOCAL_MODEL=1 (see tests/conftest.py). The others fake only the installation
check, never the server.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from querylab.config import Settings
from querylab.engine import Engine
from querylab.llm.base import LLMError, LLMRequest
from querylab.llm.factory import unavailable_reason
from querylab.llm.local_backend import LocalLLM
from querylab.llm.local_server import INSTALL_COMMAND, MAX_RESTARTS, LocalModelUnavailable, LocalServer, ServerOptions, packaged_model
from querylab.parsing import json_reply, parse_judge, parse_route
from querylab.steps import StepRunner
from querylab.templates import TemplateStore
from querylab.trace import Trace
from tests.conftest import REPO, require_local_model

JUDGE = LLMRequest(task="judge", system="Documents: [1] Refunds are accepted within 30 days of delivery.\n"
                   "Can the documents answer the question? Reply yes or no, then a motivation.",
                   user="How many days do I have to ask for a refund?", max_tokens=80)


@pytest.fixture
def no_llama_cpp(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pretend llama-cpp-python is not installed (the check looks the module up, nothing else)."""
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "llama_cpp" else real(name, *a))


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie (exited, not yet reaped) counts as gone
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


def _wait_gone(pid: int, deadline_s: float = 60.0) -> bool:
    end = time.monotonic() + deadline_s
    while time.monotonic() < end:
        if not _pid_alive(pid):
            return True
        time.sleep(0.2)
    return False


# -- without the model ------------------------------------------------------------------------------

def test_missing_llama_cpp_says_how_to_install_it(no_llama_cpp: None, tmp_path: Path) -> None:
    reason = unavailable_reason("local", Settings(data_dir=tmp_path))
    assert reason is not None and INSTALL_COMMAND in reason and "llama-cpp-python" in reason
    llm = LocalLLM(LocalServer(ServerOptions(log_dir=tmp_path)))
    with pytest.raises(LocalModelUnavailable) as info:
        llm.complete(JUDGE)
    assert INSTALL_COMMAND in str(info.value) and llm.server.pid is None  # nothing was started


def test_a_turn_without_the_local_model_degrades_with_the_message(no_llama_cpp: None, tmp_path: Path) -> None:
    trace = Trace()
    out = StepRunner(LocalLLM(LocalServer(ServerOptions(log_dir=tmp_path)))).call(
        trace, "judge", TemplateStore(REPO / "prompts", tmp_path).get("judge"), {"documents": "[1] x", "question": "q"})
    assert out.text is None and INSTALL_COMMAND in (out.step.error or "")
    assert [e.code for e in trace.events] == ["judge_failed"]


def test_a_missing_model_file_is_named(tmp_path: Path) -> None:
    reason = unavailable_reason("local", Settings(data_dir=tmp_path, local_model=tmp_path / "nope.gguf"))
    assert reason is not None and ("nope.gguf" in reason or INSTALL_COMMAND in reason)


def test_openai_without_key_or_url_is_unavailable(tmp_path: Path) -> None:
    assert "OPENAI_API_KEY" in (unavailable_reason("openai", Settings(data_dir=tmp_path)) or "")
    assert unavailable_reason("openai", Settings(data_dir=tmp_path, openai_base_url="http://127.0.0.1:1/v1")) is None
    assert unavailable_reason("offline", Settings(data_dir=tmp_path)) is None


def test_settings_read_the_local_backend(tmp_path: Path) -> None:
    s = Settings.from_env({"QUERYLAB_LLM_BACKEND": "local", "QUERYLAB_LOCAL_MODEL": str(tmp_path / "m.gguf"),
                           "QUERYLAB_STRUCTURED_OUTPUT": "0"}, dotenv_path=None)
    assert (s.llm_backend, s.effective_backend, s.local_model, s.structured_output) == ("local", "local", tmp_path / "m.gguf", False)
    assert Settings.from_env({}, dotenv_path=None).effective_backend == "offline"
    assert Settings.from_env({"OPENAI_API_KEY": "k"}, dotenv_path=None).effective_backend == "openai"


def test_engine_holds_one_model_per_backend(tmp_path: Path, minilm) -> None:
    engine = Engine(Settings(data_dir=tmp_path, llm_backend="offline"), embedder=minilm)
    assert engine.llm_for(None) is engine.llm and engine.llm_for("offline") is engine.llm
    local = engine.llm_for("local")
    assert local.name == "local" and engine.llm_for("local") is local and local.server.pid is None  # lazy
    with pytest.raises(ValueError, match="unknown LLM backend"):
        engine.llm_for("gpt5")
    engine.close()


def test_the_child_lets_a_waiting_request_wait_instead_of_cutting_the_stream(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """llama-cpp-python's server cuts a streaming reply as soon as another request waits for its one slot
    (`interrupt_requests`, on by default): the critical path's streamed judge came back cut and unparsed. The child
    is started with it off (the command is read from a start that fails at once, so no llama.cpp is needed)."""
    import querylab.llm.local_server as local_server

    started: list[list[str]] = []

    class Exited:
        pid, returncode = 4242, 1

        def __init__(self, cmd: list[str], **_: object) -> None:
            started.append(cmd)

        def poll(self) -> int:
            return 1

    monkeypatch.setattr(local_server, "missing_requirements", lambda model: None)
    monkeypatch.setattr(local_server.subprocess, "Popen", Exited)
    with pytest.raises(LLMError, match="could not start"):
        LocalServer(ServerOptions(model=tmp_path / "m.gguf", log_dir=tmp_path, start_timeout_s=5)).start()
    cmd = started[0]
    assert cmd[cmd.index("--interrupt_requests") + 1] == "False"


# -- with the real server -----------------------------------------------------------------------------

@pytest.fixture
def needs_model() -> None:
    require_local_model()


def test_packaged_model_is_found_in_the_installed_package(needs_model: None) -> None:
    path = packaged_model()
    assert path is not None and path.suffix == ".gguf" and path.is_file() and "site-packages" in str(path)


def test_real_server_answers_with_constrained_json(local_llm: LocalLLM) -> None:
    judged = local_llm.complete(JUDGE)
    assert judged.constrained is True and parse_judge(judged.text).verdict in ("yes", "no"), judged.text
    routed = local_llm.complete(LLMRequest(task="router", system="Route the request: knowledge, small_talk, clarify, refuse.",
                                           user="What is the refund policy?", max_tokens=200))
    assert routed.constrained is True
    assert parse_route(routed.text, "What is the refund policy?", "r").contract is not None, routed.text
    assert json.loads(routed.text)["route"] in {"knowledge", "live_tool", "action", "small_talk", "clarify", "refuse", "out_of_domain"}


def test_a_streamed_reply_is_not_cut_when_another_request_arrives(local_llm: LocalLLM) -> None:
    """The critical path streams the judge while another call waits (the answer at "yes", round 2): the judge's
    reply must still end with its finish reason and parse, the other request being served after it."""
    judge = LLMRequest(task="judge", system=JUDGE.system, user=JUDGE.user, max_tokens=400)
    stream = local_llm.stream(judge)
    first = next(stream)
    other: list[str] = []
    waiting = threading.Thread(target=lambda: other.append(local_llm.complete(JUDGE).text))
    waiting.start()  # on the server's one slot this request waits while the stream goes on
    text = first + "".join(stream)
    finish = local_llm.last_finish_reason
    waiting.join(180)
    assert finish is None and json_reply(text) is not None, (finish, text)
    assert parse_judge(text).verdict in ("yes", "no") and other and other[0]


def test_a_killed_server_is_restarted_on_the_next_call(needs_model: None, tmp_path: Path) -> None:
    llm = LocalLLM(LocalServer(ServerOptions(log_dir=tmp_path, start_timeout_s=180)), timeout_s=180).start()
    try:
        first_pid = llm.server.pid
        os.kill(first_pid, signal.SIGKILL)
        end = time.monotonic() + 60
        while llm.server.alive() and time.monotonic() < end:  # until the kernel has reaped every thread
            time.sleep(0.1)
        assert llm.complete(JUDGE).text  # restarted, then answered
        assert llm.server.restarts == 1 and llm.server.pid != first_pid
        llm.server.restarts = MAX_RESTARTS  # a server that keeps dying is not restarted forever
        os.kill(llm.server.pid, signal.SIGKILL)
        llm.server._proc.wait(timeout=60)
        with pytest.raises(LLMError) as info:
            llm.complete(JUDGE)
        assert info.value.kind == "server" and "exited (code -9)" in str(info.value) and "not restarted again" in str(info.value)
    finally:
        llm.close()
    assert not llm.server.alive()


def test_a_server_that_cannot_start_is_a_clear_error(needs_model: None, tmp_path: Path) -> None:
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"this is not a GGUF file")
    llm = LocalLLM(LocalServer(ServerOptions(model=bad, log_dir=tmp_path, start_timeout_s=180)))
    with pytest.raises(LLMError) as info:
        llm.complete(JUDGE)
    assert "exited" in str(info.value) and "log tail" in str(info.value)
    assert not llm.server.alive()


def test_the_child_ends_when_its_parent_is_killed(needs_model: None, tmp_path: Path) -> None:
    """No orphans: even a SIGKILLed QueryLab (no atexit) leaves no llama.cpp server behind."""
    script = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from querylab.llm.local_server import LocalServer, ServerOptions\n"
        f"s = LocalServer(ServerOptions(log_dir=Path({str(tmp_path)!r}), start_timeout_s=180)).start()\n"
        "print(s.pid, flush=True)\n"
        "time.sleep(600)\n"
    )
    parent = subprocess.Popen([sys.executable, "-c", script], cwd=REPO, stdout=subprocess.PIPE, text=True)
    try:
        child_pid = int(parent.stdout.readline())
        assert _pid_alive(child_pid)
    finally:
        parent.kill()
        parent.wait()
    assert _wait_gone(child_pid), f"llama.cpp server {child_pid} outlived its parent"
