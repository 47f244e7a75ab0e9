"""One question and a follow-up through the real engine: sample corpus in Chroma, MiniLM, offline model."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from querylab.config import Settings
from querylab.contracts import Principal, Route
from querylab.engine import Engine

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def engine(tmp_path_factory, minilm):
    settings = Settings(data_dir=tmp_path_factory.mktemp("e2e"), llm_backend="offline")
    eng = Engine(settings, embedder=minilm)
    assert eng.seed_sample_corpus() >= 20
    return eng


def test_seeded_both_tenants_without_readme_or_tool_data(engine):
    docs = engine.store.list_documents(None)
    assert {d.tenant for d in docs} == {"acme", "globex"}
    assert not any(d.source.lower().startswith("readme") or d.source.endswith(".json") for d in docs)
    assert engine.seed_sample_corpus() == 0  # seeding only fills an empty store


def test_knowledge_question_then_follow_up_with_it(engine):
    alice = Principal(tenant="acme", user="alice", groups=("staff",))
    first = engine.ask("What does the expense reimbursement policy say about hotels?", principal=alice, session_id="e2e")
    assert first.route.route == Route.KNOWLEDGE
    assert {c.name for c in first.channels} >= {"original-dense", "original-bm25"}
    assert all(c.hits for c in first.channels if c.name.startswith("original"))
    assert first.fused and all(f.ranks for f in first.fused)
    assert first.judge is not None and first.judge.verdict in ("yes", "no") and first.judge.motivation
    assert first.citations and all(c.doc_id for c in first.citations)
    assert any("expense" in c.source for c in first.citations)
    assert "hotel" in first.answer.lower()

    follow = engine.ask("What is the limit for London in it?", principal=alice, session_id="e2e")
    assert follow.history_turn_ids == [first.turn_id]
    assert follow.route.route == Route.KNOWLEDGE
    assert "expense" in follow.route.normalized_query.lower() and "London" in follow.route.normalized_query
    assert any(c.name.startswith("rewrite-") for c in follow.channels)  # original and rewrite as two channels
    assert any(c.name.startswith("original-") for c in follow.channels)
    assert "240" in " ".join(f.text for f in follow.fused[:5])


def test_other_tenant_never_leaks(engine):
    carol = Principal(tenant="globex", user="carol", groups=("staff",))
    t = engine.ask("What is the refund window in days?", principal=carol, session_id="e2e-g")
    hits = [h for c in t.channels for h in c.hits] + t.fused
    assert hits and {h.metadata["tenant"] for h in hits} == {"globex"}
    assert "14 days" in t.answer or "14" in " ".join(f.text for f in t.fused[:3])


def test_history_is_scoped_to_principal_and_session(engine):
    alice = Principal(tenant="acme", user="alice", groups=("staff",))
    bob = Principal(tenant="acme", user="bob", groups=("staff",))
    engine.ask("What is the PTO carry-over?", principal=alice, session_id="shared-id")
    t = engine.ask("and when must it be used?", principal=bob, session_id="shared-id")
    assert t.history_turn_ids == []


def test_live_tool_and_action_through_engine(engine):
    alice = Principal(tenant="acme", user="alice", groups=("staff",))
    t = engine.ask("where is my order 1042?", principal=alice)
    assert t.route.route == Route.LIVE_TOOL and t.tool_calls[0].status == "ok" and "shipped" in t.answer
    t = engine.ask("please cancel my order 1043", principal=alice)
    assert t.route.route == Route.ACTION and t.pending_action is not None
    assert engine.confirm_action(t.pending_action.token, alice).status == "confirmed"


def test_the_turn_gives_the_router_the_principals_own_objects(engine):
    # "trak 1042 pls" fits no look-up wording; 1042 being alice's own order (the tool service says so) makes it one
    alice = Principal(tenant="acme", user="alice", groups=("staff",))
    t = engine.ask("trak 1042 pls", principal=alice)
    assert t.route.route == Route.LIVE_TOOL and t.tool_calls and t.tool_calls[0].status == "ok"
    bob = Principal(tenant="acme", user="bob", groups=("staff",))
    assert engine.ask("trak 1042 pls", principal=bob).route.route != Route.LIVE_TOOL  # not his: no evidence


def test_the_turn_gives_the_router_the_principals_colleagues(engine):
    # "gimme bobs claim total" drops the apostrophe; bob being alice's colleague (the tool service says so) refuses it
    alice = Principal(tenant="acme", user="alice", groups=("staff",))
    t = engine.ask("gimme bobs claim total", principal=alice)
    assert t.route.route == Route.REFUSE and not t.tool_calls
    assert engine.ask("gimme my claim total", principal=alice).route.route != Route.REFUSE  # her own


def test_a_look_up_no_tool_serves_says_so_and_streams_it(engine):
    from querylab.pipeline import TurnOptions

    streamed: list[str] = []
    t = engine.ask("How many vacation hours do I have left?", principal=Principal(tenant="acme", user="alice", groups=("staff",)),
                   options=TurnOptions(on_token=streamed.append))
    assert t.route.route == Route.LIVE_TOOL and not t.tool_calls  # the user's own balance: no tool holds it, none is run
    assert "None of the tools here can look that up" in t.answer and "orders, refunds and expense reimbursements" in t.answer
    assert "".join(streamed) == t.answer  # `querylab ask` prints only what streams


def test_trace_persisted_and_round_trips(engine):
    rows = engine.traces.list(tenant="acme")
    assert rows
    stored = engine.traces.get(rows[0]["turn_id"])
    assert stored is not None and stored.turn_id == rows[0]["turn_id"]


def test_cli_ask_json_prints_full_trace(tmp_path):
    env = {"QUERYLAB_DATA_DIR": str(tmp_path / "cli"), "PATH": "/usr/bin:/bin", "HF_HUB_OFFLINE": "1"}
    out = subprocess.run([sys.executable, "-m", "querylab", "ask", "What is the refund policy?", "--json"], cwd=REPO, env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    trace = json.loads(out.stdout)
    for key in ("route", "channels", "fused", "judge", "rewritten_query", "answer", "citations", "events", "steps"):
        assert key in trace
    assert trace["judge"]["verdict"] in ("yes", "no") and trace["judge"]["motivation"]
    assert trace["offline_model"] is True and any(e["code"] == "offline_model" for e in trace["events"])
    assert "30 days" in trace["answer"]


def test_a_document_uploaded_after_start_teaches_the_preservation_guard_once(engine):
    """The guard tells a capitalised first word apart as a name by how the corpus writes it; a document ingested
    while the app runs counts from the next turn on, and the same version is never counted twice."""
    from querylab import preservation

    vocab = preservation.default_vocabulary()
    assert vocab.capitalised.get("quillfeather", 0) == 0
    text = "# Desk booking\n\nDesks on the third floor are booked through the Quillfeather app, as the Quillfeather team explains.\n"
    admin = Principal(tenant="acme", user="alice", groups=("staff",))
    result = engine.documents.ingest_bytes(admin, "desk-booking.md", text.encode())
    assert result.status == "added"
    engine.pipeline("guarded")  # the start of the next turn
    learned = vocab.capitalised.get("quillfeather", 0)
    assert learned >= 1
    engine.pipeline("guarded")
    assert vocab.capitalised.get("quillfeather", 0) == learned  # not counted again while nothing changed


def test_a_running_engine_prunes_old_traces_once_the_retention_pass_is_due(tmp_path, minilm):
    import time

    from querylab.contracts import Principal
    from querylab.trace import Trace

    eng = Engine(Settings(data_dir=tmp_path, llm_backend="offline", trace_retention_days=30), embedder=minilm)
    alice = Principal(tenant="acme", user="alice", groups=("staff",))
    eng.traces.save(Trace(session_id="old", principal=alice, question="old", answer="a", started_at=time.time() - 40 * 86400))
    eng.ask("hello", alice, session_id="s1")
    assert [t["question"] for t in eng.turns.list(alice)].count("old") == 1  # not due yet: the old turn stays
    eng.retention_due_at = 0.0
    eng.ask("thanks", alice, session_id="s1")
    assert "old" not in [t["question"] for t in eng.turns.list(alice)]
    assert eng.retention_due_at > time.monotonic() + 60  # the next pass is an hour away again
