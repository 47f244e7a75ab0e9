"""Faults at every step of every preset: the turn ends with an answer and an event, never an exception.

- LLM faults (500, 429, timeout, garbage as the backend's normalised `LLMError` kinds; empty and
  truncated replies) injected at each step position: router, judge, rewrite, second judge, answer,
  decide, each sufficiency check, HyDE. tests/test_faults.py covers the first call of a turn through
  the real SDK; here every fault also goes through the real openai SDK and a fake server on loopback
  at the last step (the answer, plain and streamed), which is where a cut-off reply is shown.
- The embedder raising on every call.
- A real `chroma run` server killed mid-session and restarted on the same path and port: while it is
  down every turn says the document store is unreachable (with an event); after it is back, the same
  Engine answers again, without being rebuilt.
"""

from __future__ import annotations

import json
import signal
import subprocess
import time
from pathlib import Path
from typing import Iterator

import chromadb
import pytest

from querylab.contracts import PRIVILEGE, Route
from querylab.engine import Engine
from querylab.llm.base import LLMError, LLMRequest, LLMResponse
from querylab.llm.openai_backend import OpenAIChatLLM
from querylab.pipeline import TurnOptions
from querylab.presets import get_preset
from tests.adversarial.conftest import ALICE, PRESET_NAMES, REPO, make_settings
from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted_llm import ScriptedLLM
from tests.fakes.processes import free_port

QUESTION = "What is the refund window?"
REWRITE = "What is the refund window in days?"
#: (task, nth call of that task in the turn) -> that step's `Step.key` (name, @round, #tier).
POSITIONS: dict[str, list[tuple[str, int, str]]] = {
    "guarded": [("router", 1, "route"), ("judge", 1, "judge"), ("rewrite", 1, "rewrite"), ("judge", 2, "judge@2"), ("answer", 1, "answer")],
    "ragmeup": [("judge", 1, "judge"), ("rewrite", 1, "rewrite"), ("judge", 2, "judge@2"), ("answer", 1, "answer")],
    "ragmeup+hyde": [("hyde", 1, "hyde"), ("answer", 1, "answer")],
    "memu": [("decide", 1, "decide"), ("decide", 2, "sufficiency#tier1-summaries"), ("decide", 3, "sufficiency#tier2-chunks"), ("answer", 1, "answer")],
}
FAULT_KINDS = {"500": "server", "429": "rate_limit", "timeout": "timeout", "garbage": "bad_response", "empty": None, "truncated": None}
#: What an empty reply must leave in the trace, per step: each parser's documented default is an event.
EMPTY_EVENT = {"route": "route_unparsed", "judge": "judge_unparsed", "rewrite": "rewrite_failed", "answer": "answer_failed",
               "decide": "decision_unparsed", "hyde": "hyde_failed", "sufficiency": "sufficiency_unparsed"}
CASES = [(preset, pos, fault) for preset, positions in POSITIONS.items() for pos in positions for fault in FAULT_KINDS]
#: The real SDK over HTTP (slower: ~40 ms a call) for every fault at the answer step of the guarded preset.
SDK_CASES = list(FAULT_KINDS)
#: LLM faults injected: preset x step position x fault kind in-process, plus every fault through the SDK
#: (plain and streamed).
N_LLM_FAULTS = len(CASES) + 2 * len(SDK_CASES)
EMBEDDER_PRESETS = [*PRESET_NAMES, "ragmeup+hyde"]
#: Turns asked while the embedder raises, and while the Chroma server is dead (one kill, then a restart).
N_EMBEDDER_FAULTS = len(EMBEDDER_PRESETS)
N_CHROMA_OUTAGE_TURNS = len(EMBEDDER_PRESETS)
N_FAULTS = N_LLM_FAULTS + N_EMBEDDER_FAULTS + N_CHROMA_OUTAGE_TURNS


def well_behaved(task: str, user: str) -> str:
    """A model that honours every contract; the judge says no once, so the rewrite step is reached."""
    if task == "router":
        return json.dumps({"route": "knowledge", "original_query": QUESTION, "normalized_query": QUESTION})
    if task == "decide":
        return "<decision>RETRIEVE</decision>\n<rewritten_query>refund window</rewritten_query>"
    if task == "judge":
        return "yes - the refund policy states 30 days" if REWRITE in user else "no - the documents do not give the window in days"
    if task == "rewrite":
        return REWRITE
    if task == "hyde":
        return "A customer can request a refund within 30 days of delivery."
    return "A customer can request a refund within 30 days of delivery [1]."


class FaultyModel:
    """The well-behaved model, failing once at the armed (task, nth call) the way a backend does:
    an `LLMError` of the fault's kind, an empty reply, or half a reply with finish_reason "length"."""

    name, model, offline = "faulty", "faulty-model", False

    def __init__(self) -> None:
        self.arm("none", 0, "")

    def arm(self, task: str, nth: int, fault: str) -> None:
        self.target, self.fault, self.seen, self.fired = (task, nth), fault, {}, False
        self.last_finish_reason: str | None = None

    def complete(self, request: LLMRequest) -> LLMResponse:
        self.seen[request.task] = self.seen.get(request.task, 0) + 1
        text, finish = well_behaved(request.task, request.user), "stop"
        if self.target == (request.task, self.seen[request.task]):
            self.fired = True
            kind = FAULT_KINDS[self.fault]
            if kind is not None:
                raise LLMError(kind, f"injected {self.fault} at {request.task}")  # type: ignore[arg-type]
            text, finish = ("", "stop") if self.fault == "empty" else (text[: len(text) // 2], "length")
        self.last_finish_reason = finish
        return LLMResponse(text=text, model=self.model, finish_reason=finish)

    def stream(self, request: LLMRequest) -> Iterator[str]:
        yield from self.complete(request).text.split(" ")


@pytest.fixture(scope="module")
def faulty(engine_over_sample) -> tuple[Engine, FaultyModel]:
    llm = FaultyModel()
    return engine_over_sample(llm), llm


def _preset(name: str):
    return get_preset("ragmeup").with_(name="ragmeup+hyde", hyde=True) if name == "ragmeup+hyde" else get_preset(name)


def _assert_fault_handled(trace, key: str, fault: str) -> None:
    step = key.split("@")[0].split("#")[0]  # events name the step; its round or tier is in the step record
    assert any(s.key == key and (s.error or fault in ("empty", "truncated")) for s in trace.steps), f"{key} not in {[s.key for s in trace.steps]}"
    codes = [(e.code, e.step, e.message) for e in trace.events]
    assert trace.answer.strip() and not any(c == "turn_failed" for c, _, _ in codes), codes
    assert trace.tool_calls == [] and trace.pending_action is None
    if trace.route is not None:
        assert PRIVILEGE[trace.route.route] <= PRIVILEGE[Route.KNOWLEDGE]
    kind = FAULT_KINDS[fault]
    if kind is not None:
        assert any(c == f"{step}_failed" and s == step and kind in m for c, s, m in codes), f"no {step}_failed ({kind}) event: {codes}"
    elif fault == "empty":
        assert any(c == EMPTY_EVENT[step] for c, _, _ in codes), f"no {EMPTY_EVENT[step]} event: {codes}"
    else:  # truncated: a cut-off reply may still parse, but the user must be able to see it is incomplete
        assert any(c == f"{step}_truncated" for c, _, _ in codes), f"no {step}_truncated event: {codes}"


def test_without_faults_every_position_is_reached(faulty) -> None:
    engine, llm = faulty
    for preset, positions in POSITIONS.items():
        llm.arm("none", 0, "")
        trace = engine.ask(QUESTION, principal=ALICE, preset=_preset(preset), save=False)
        names = [s.key for s in trace.steps if s.template]
        assert [p[2] for p in positions if p[2] not in names] == [], f"{preset}: steps {names}"
        assert "30 days" in trace.answer and not [e for e in trace.events if e.kind in ("degradation", "error")], (preset, trace.events)


@pytest.mark.parametrize(("preset", "position", "fault"), CASES, ids=[f"{p}-{pos[2]}-{f}" for p, pos, f in CASES])
def test_llm_fault_at_each_step(faulty, preset: str, position: tuple[str, int, str], fault: str) -> None:
    engine, llm = faulty
    task, nth, step = position
    llm.arm(task, nth, fault)
    trace = engine.ask(QUESTION, principal=ALICE, preset=_preset(preset), save=False)  # must not raise
    assert llm.fired, f"the {step} step was never reached"
    _assert_fault_handled(trace, step, fault)


@pytest.fixture(scope="module")
def sdk_engine(engine_over_sample) -> Iterator[tuple[Engine, FakeOpenAIServer]]:
    def reply(body: dict) -> str:
        system = next((m["content"] for m in body["messages"] if m["role"] == "system"), "")
        task = "router" if "You route requests" in system else "judge" if "strict judge" in system else "rewrite" if "could not answer it" in system else "answer"
        return well_behaved(task, body["messages"][-1]["content"])

    with FakeOpenAIServer(reply=reply, retry_after_s=0.01, timeout_sleep_s=1.0) as server:
        llm = OpenAIChatLLM(model="fake-model", api_key="k", base_url=server.base_url, timeout_s=0.25, max_retries=0)
        yield engine_over_sample(llm), server
        llm.close()


@pytest.mark.parametrize("streamed", [False, True], ids=["complete", "streamed"])
@pytest.mark.parametrize("fault", SDK_CASES)
def test_sdk_fault_at_the_answer_step(sdk_engine, fault: str, streamed: bool) -> None:
    """Through the real openai SDK: the fault arrives after router, judge, rewrite and judge succeeded."""
    engine, server = sdk_engine
    original = server.reply

    def reply_then_fail(body: dict) -> str:
        # Armed by the second judge's request (the next request is the answer), not by counting calls:
        # a timed-out request of an earlier test may still be answered late by its server thread.
        system = next((m["content"] for m in body["messages"] if m["role"] == "system"), "")
        if "strict judge" in system and REWRITE in body["messages"][-1]["content"]:
            server.fail_next(fault)
        return original(body)

    server.reply = reply_then_fail
    try:
        options = TurnOptions(on_token=lambda piece: None) if streamed else None
        trace = engine.ask(QUESTION, principal=ALICE, preset="guarded", options=options, save=False)
    finally:
        server.reply = original
    assert [s.key for s in trace.steps if s.template] == ["route", "judge", "rewrite", "judge@2", "answer"]
    _assert_fault_handled(trace, "answer", fault)


# -- the embedder raising ------------------------------------------------------------------------
class BrokenEmbedder:
    """Same name and size as the store's embedder (so the collection opens), but every call raises."""

    def __init__(self, like) -> None:
        self.name, self.dim = like.name, like.dim

    def embed(self, texts):
        raise RuntimeError("embedding backend is down")


def _scripted_knowledge_llm() -> ScriptedLLM:
    return ScriptedLLM({
        "router": lambda r: json.dumps({"route": "knowledge", "original_query": r.variables["question"], "normalized_query": r.variables["question"]}),
        "decide": "<decision>RETRIEVE</decision><rewritten_query>refund window</rewritten_query>",
        "judge": "yes - it says 30 days", "rewrite": REWRITE, "hyde": "Refunds within 30 days.", "answer": "Within 30 days [1].",
    })


@pytest.mark.parametrize("preset", EMBEDDER_PRESETS)
def test_embedder_raising(sample_data_dir: Path, hash_embedder, preset: str) -> None:
    from querylab.pipeline import TurnOptions

    engine = Engine(make_settings(sample_data_dir), llm=_scripted_knowledge_llm(), embedder=BrokenEmbedder(hash_embedder))
    streamed: list[str] = []
    trace = engine.ask(QUESTION, principal=ALICE, preset=_preset(preset), save=False, options=TurnOptions(on_token=streamed.append))
    failed = [e for e in trace.events if e.code == "channel_failed"]
    assert failed and all("embedding backend is down" in e.message for e in failed if "dense" in e.message or "summaries" in e.message), trace.events
    if all(c.error for c in trace.channels):  # memu reads dense tiers only: nothing could be retrieved
        assert any(e.code == "retrieval_unavailable" and e.kind == "error" for e in trace.events), trace.events
        assert "could not be reached" in trace.answer and not trace.abstained
        assert "could not be reached" in "".join(streamed)  # what streams is what `querylab ask` prints
    else:  # BM25 still answers
        assert any(c.hits for c in trace.channels if c.retriever == "bm25") and "30 days" in trace.answer


# -- the Chroma server going away and coming back ------------------------------------------------

class ChromaServer:
    """`chroma run` as a subprocess we can kill and restart on the same path and port."""

    def __init__(self, path: Path, port: int) -> None:
        self.path, self.port = path, port
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        log = open(self.path.parent / "chroma.log", "ab")
        self.proc = subprocess.Popen([str(REPO / ".venv" / "bin" / "chroma"), "run", "--path", str(self.path), "--host", "127.0.0.1", "--port", str(self.port)], stdout=log, stderr=subprocess.STDOUT)
        log.close()
        deadline = time.monotonic() + 30
        while True:
            try:
                chromadb.HttpClient(host="127.0.0.1", port=self.port).heartbeat()
                return
            except Exception:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"chroma did not start on port {self.port}: {(self.path.parent / 'chroma.log').read_text(errors='replace')[-1500:]}")
                time.sleep(0.1)

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(timeout=10)


@pytest.fixture
def chroma(tmp_path: Path) -> Iterator[ChromaServer]:
    server = ChromaServer(tmp_path / "chroma-db", free_port())
    server.start()
    try:
        yield server
    finally:
        server.kill()


def test_chroma_server_dies_mid_session_and_comes_back(chroma: ChromaServer, tmp_path: Path, hash_embedder) -> None:
    settings = make_settings(tmp_path / "data", chroma_host="127.0.0.1", chroma_port=chroma.port)
    engine = Engine(settings, llm=_scripted_knowledge_llm(), embedder=hash_embedder)
    docs = [REPO / "sample_corpus" / "acme" / n for n in ("refund-policy.md", "travel-policy.md", "holidays-and-pto.md")]
    assert all(r.status == "added" for r in engine.ingest(docs, tenant="acme").results)
    presets = EMBEDDER_PRESETS
    for p in presets:
        up = engine.ask(QUESTION, principal=ALICE, preset=_preset(p), save=False)
        assert not [e for e in up.events if e.code == "channel_failed"] and "30 days" in up.answer, (p, up.events)

    chroma.kill()
    for p in presets:
        down = engine.ask(QUESTION, principal=ALICE, preset=_preset(p))  # saved: the trace store is local
        assert any(e.code == "retrieval_unavailable" and e.kind == "error" for e in down.events), (p, [e.code for e in down.events])
        assert "could not be reached" in down.answer and not down.abstained, (p, down.answer)
        assert engine.traces.get(down.turn_id) is not None
    upload = engine.store.ingest_bytes("new.md", b"# New\n\nA new policy.\n", "acme")
    assert upload.status == "error" and "new.md" in (upload.error or "")

    chroma.start()  # same path, same port; the Engine is not rebuilt
    for p in presets:
        back = engine.ask(QUESTION, principal=ALICE, preset=_preset(p), save=False)
        assert not [e for e in back.events if e.code in ("channel_failed", "retrieval_unavailable")], (p, back.events)
        assert back.fused and "30 days" in back.answer, p
    assert engine.store.ingest_bytes("new.md", b"# New\n\nA new policy.\n", "acme").status == "added"
    assert len(engine.store.list_documents("acme")) == len(docs) + 1
