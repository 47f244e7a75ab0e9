"""What a restart must not lose: prompt revisions, traces, audit records, regression cases, the corpus.

Everything is written through one Engine, then a new Engine is built over the same data dir and must
find all of it (the manifest, traces, audit and tool state are re-read from their SQLite/JSON files,
the BM25 index from disk). Chroma's own files surviving a process that dies is proven across real
processes in test_kill_ingestion.py; here Chroma is shared by the in-process client cache.
"""

from __future__ import annotations

from pathlib import Path

from querylab import regression
from querylab.engine import Engine
from querylab.templates import PromptTemplate
from querylab.tools.registry import CancelOrderParams, OrderParams
from tests.adversarial.conftest import ALICE, CAROL, REPO, make_settings

#: Kinds of state checked across a restart.
DURABLE_KINDS = ("prompt revisions", "traces", "audit records", "pending actions", "tool state", "regression cases", "corpus", "BM25 index")


def test_everything_survives_a_restart(tmp_path: Path, hash_embedder, hash_offline_llm) -> None:
    data_dir = tmp_path / "data"
    first = Engine(make_settings(data_dir), llm=hash_offline_llm, embedder=hash_embedder)
    acme = REPO / "sample_corpus" / "acme"
    first.ingest([acme / "refund-policy.md", acme / "travel-policy.md"], tenant="acme")
    first.ingest([REPO / "sample_corpus" / "globex" / "refund-policy.md"], tenant="globex")

    judge = first.templates.get("judge")
    edited = PromptTemplate(name="judge", system=judge.system + "\nBe brief.", user=judge.user, variables=judge.variables, description=judge.description)
    revision = first.templates.save(edited, note="durability")

    asked = [first.ask(q, principal=ALICE, session_id="durable", preset="ragmeup") for q in ("What is the refund window?", "and the restocking fee?")]
    asked.append(first.ask("What is the refund window?", principal=CAROL, session_id="durable", preset="ragmeup"))
    proposal = first.ask("please cancel my order 1043", principal=ALICE, session_id="durable-tools")
    if proposal.pending_action is None:  # the offline router on hash embeddings may not pick the action route
        _, pending = first.tools.propose(ALICE, "cancel_order", CancelOrderParams(order_id="1043"))
    else:
        pending = proposal.pending_action
    assert pending is not None
    confirmed = first.confirm_action(pending.token, ALICE)
    assert confirmed.status == "confirmed" and confirmed.audit_id
    flagged_judge = regression.flag_judge(data_dir, asked[0], answerable=True)
    flagged_route = regression.flag_route(data_dir, asked[1], "knowledge", history=[asked[0]])
    assert flagged_judge.added and flagged_route.added
    docs_before = [d.model_dump() for d in first.store.list_documents(None)]
    texts_before = {d.doc_id: first.store.get_document_text(d.doc_id, d.tenant) for d in first.store.list_documents(None)}
    hits_before = [h.chunk_id for h in first.ask("What is the refund window?", principal=ALICE, preset="ragmeup", save=False).fused]
    traces_before = first.traces.count()
    del first

    second = Engine(make_settings(data_dir), llm=hash_offline_llm, embedder=hash_embedder)
    assert second.templates.get("judge") == edited and second.templates._active_map()["judge"] == revision
    assert revision in [r.revision for r in second.templates.history("judge")]
    assert second.traces.count() == traces_before
    for t in asked:
        stored = second.traces.get(t.turn_id)
        assert stored is not None and stored.to_json() == t.to_json()
    assert [h.turn_id for h in second.traces.history(ALICE, "durable")] == [t.turn_id for t in asked[:2]]
    audit = second.tools.audit_log("acme")
    assert any(a["id"] == confirmed.audit_id and a["outcome"] == "done" for a in audit)
    assert second.confirm_action(pending.token, ALICE).message.startswith("Already done")  # the pending action kept its outcome
    assert second.tools.lookup(ALICE, "order_status", OrderParams(order_id="1043")).result[0]["status"] == "cancelled"
    assert [c["id"] for c in regression.load_cases(regression.regression_path(data_dir, "judge"))] == [asked[0].turn_id]
    assert [c["id"] for c in regression.load_cases(regression.regression_path(data_dir, "routing"))] == [asked[1].turn_id]
    assert not regression.flag_judge(data_dir, asked[0], answerable=True).added  # still de-duplicated after a restart
    assert [d.model_dump() for d in second.store.list_documents(None)] == docs_before
    assert {d.doc_id: second.store.get_document_text(d.doc_id, d.tenant) for d in second.store.list_documents(None)} == texts_before
    assert [h.chunk_id for h in second.ask("What is the refund window?", principal=ALICE, preset="ragmeup", save=False).fused] == hits_before
    assert (data_dir / "bm25" / "acme").is_dir()
