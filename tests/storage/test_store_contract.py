"""The store contract: every store that keeps shared state behaves the same on a SQLite file and on a real
PostgreSQL server (the `db` fixture runs each test on both; `second` is another handle on the same database,
what a second app replica opens). Like tests/corpus/test_store_contract.py does for Chroma."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from querylab.audit import AuditLog
from querylab.contracts import Principal
from querylab.corpus.manifest import Manifest, ManifestRow
from querylab.eval.cache import ResultCache
from querylab.labels import PRODUCTION, DatabaseLabelStore
from querylab.regression_sets import DatabaseRegressionSets
from querylab.revisions import revisions_for
from querylab.saved_revisions import DatabaseRevisions
from querylab.storage import Database, migrations
from querylab.tools import ToolService
from querylab.tools.registry import CancelOrderParams
from querylab.trace import Trace
from querylab.tracestore import TraceStore

REPO = Path(__file__).resolve().parents[2]
ALICE = Principal(tenant="acme", user="alice")
BOB = Principal(tenant="acme", user="bob")


def _trace(turn_id: str, principal: Principal = ALICE, session: str = "s1", at: float = 0.0, **fields: object) -> Trace:
    return Trace(turn_id=turn_id, session_id=session, principal=principal, question=f"q {turn_id}", answer=f"a {turn_id}",
                 started_at=at or time.time(), **fields)


class _Clock:
    """A hand-moved clock: the freshness windows of the label store and the corpus versions without sleeping."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _run_together(jobs: list) -> list:
    """Start every job at once (a barrier), wait for all; results in job order, exceptions re-raised."""
    barrier = threading.Barrier(len(jobs))
    results: list = [None] * len(jobs)
    errors: list[BaseException] = []

    def run(i: int) -> None:
        barrier.wait()
        try:
            results[i] = jobs[i]()
        except BaseException as exc:  # noqa: BLE001 - re-raised below
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(jobs))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    if errors:
        raise errors[0]
    return results


# -- migrations ------------------------------------------------------------------------------------
def test_migrations_are_recorded_once_and_a_second_opener_applies_none(db: Database, second: Database) -> None:
    TraceStore(db)
    with second.transaction(write=True) as tx:
        assert migrations.apply(tx, ("traces",)) == []
    numbers = [r[0] for r in db.read("SELECT number FROM schema_migrations ORDER BY number")]
    expected = [m.number for m in migrations.MIGRATIONS] if db.dialect == "postgresql" else [1]
    assert numbers == expected


def test_every_component_migrates_on_a_fresh_database(db: Database) -> None:
    for component in migrations.COMPONENTS:
        db.migrate(component)
    tables = {"traces", "audit", "pending", "results", "corpus_documents", "revisions", "labels", "label_moves", "regression_cases", "tool_state"}
    for table in tables:
        assert db.read(f"SELECT COUNT(*) FROM {table}") == [(0,)], table


# -- traces ----------------------------------------------------------------------------------------
def test_traces_round_trip_and_history_is_the_principals_own_session(db: Database, second: Database) -> None:
    store = TraceStore(db)
    for i, (who, session) in enumerate([(ALICE, "s1"), (ALICE, "s1"), (BOB, "s1"), (ALICE, "s2"), (ALICE, "s1")]):
        store.save(_trace(f"t{i}", who, session, at=1000.0 + i))
    other = TraceStore(second)
    assert other.get("t0").answer == "a t0"
    assert [t.turn_id for t in other.history(ALICE, "s1")] == ["t0", "t1", "t4"]
    assert [t.turn_id for t in other.history(ALICE, "s1", limit=2)] == ["t1", "t4"]
    assert [t.turn_id for t in other.history(BOB, "s1")] == ["t2"]
    assert other.get("nope") is None


def test_saving_a_turn_again_replaces_it_and_list_filters_by_user(db: Database) -> None:
    store = TraceStore(db)
    store.save(_trace("t1", ALICE))
    store.save(_trace("t1", ALICE).model_copy(update={"answer": "changed"}))
    store.save(_trace("t2", BOB))
    assert store.count() == 2
    assert store.get("t1").answer == "changed"
    rows = store.list("acme", user="bob")
    assert [r["turn_id"] for r in rows] == ["t2"] and rows[0]["user"] == "bob"
    assert {r["turn_id"] for r in store.list("acme")} == {"t1", "t2"}
    assert store.list("other") == []


def test_prune_removes_only_turns_past_retention(db: Database) -> None:
    store = TraceStore(db)
    now = time.time()
    store.save(_trace("old", at=now - 10 * 86400))
    store.save(_trace("new", at=now))
    assert store.prune(5, now=now) == 1
    assert store.get("old") is None and store.get("new") is not None
    assert store.prune(None) == 0


def test_concurrent_turns_from_two_replicas_lose_no_trace(db: Database, second: Database) -> None:
    stores = [TraceStore(db), TraceStore(second)]
    jobs = [lambda w=w: [stores[w % 2].save(_trace(f"w{w}-{i}", session=f"s{w}")) for i in range(25)] for w in range(8)]
    _run_together(jobs)
    assert stores[0].count() == 200


def test_timestamps_keep_sub_second_precision(db: Database) -> None:
    store = TraceStore(db)
    store.save(_trace("t", at=1764500000.123456))
    assert store.list("acme")[0]["created_at"] == pytest.approx(1764500000.123456, abs=1e-6)


# -- audit and pending actions -----------------------------------------------------------------------
def test_audit_rows_are_per_tenant_newest_first_and_pruned(db: Database) -> None:
    log = AuditLog(db)
    log.write(ALICE, "cancel_order", {"order_id": "1"}, "done", "ok")
    log.write(ALICE, "confirm", {}, "denied")
    log.write(Principal(tenant="globex", user="x"), "confirm", {}, "denied")
    rows = log.rows("acme")
    assert [r["tool"] for r in rows] == ["confirm", "cancel_order"] and rows[1]["user"] == "alice"
    assert [r["tool"] for r in log.rows("acme", outcome="done")] == ["cancel_order"]
    assert log.prune(1, now=time.time() + 2 * 86400) == 3 and log.rows("acme") == []


def test_an_audit_row_written_in_a_failed_transaction_is_not_kept(db: Database) -> None:
    log = AuditLog(db)
    with pytest.raises(RuntimeError):
        with db.transaction(write=True) as tx:
            log.write(ALICE, "cancel_order", {}, "done", tx=tx)
            raise RuntimeError("the action failed")
    assert log.rows("acme") == []


def _replica_tools(db: Database, data_dir: Path) -> ToolService:
    return ToolService(REPO / "sample_corpus" / "tools", data_dir, db=db)


def test_confirming_on_many_replicas_at_once_runs_the_action_once(db: Database, second: Database, tmp_path: Path) -> None:
    replicas = [_replica_tools(db if i % 2 else second, tmp_path / f"replica{i}") for i in range(6)]
    _, pending = replicas[0].propose(ALICE, "cancel_order", CancelOrderParams(order_id="1043"))
    results = _run_together([lambda r=r: r.confirm(ALICE, pending.token) for r in replicas])
    assert sorted(c.message.startswith("Already done") for c in results) == [False] + [True] * 5
    assert [r["outcome"] for r in replicas[3].audit_log("acme")].count("done") == 1
    order = next(o for o in replicas[5]._load("acme")["orders"] if o["order_id"] == "1043")
    assert order["status"] == "cancelled"  # seen by a replica with another data directory


def test_two_proposals_for_one_order_confirmed_at_once_cancel_it_once(db: Database, second: Database, tmp_path: Path) -> None:
    one, two = _replica_tools(db, tmp_path / "r1"), _replica_tools(second, tmp_path / "r2")
    _, first = one.propose(ALICE, "cancel_order", CancelOrderParams(order_id="1043"))
    _, other = two.propose(ALICE, "cancel_order", CancelOrderParams(order_id="1043"))
    results = _run_together([lambda: one.confirm(ALICE, first.token), lambda: two.confirm(ALICE, other.token)])
    assert sorted(c.status for c in results) == ["changed", "confirmed"]


def test_pending_actions_are_listed_for_their_owner_and_expire(db: Database, tmp_path: Path) -> None:
    tools = _replica_tools(db, tmp_path)
    _, pending = tools.propose(ALICE, "cancel_order", CancelOrderParams(order_id="1043"))
    assert [a.status for a in tools.pending_actions(ALICE)] == ["pending"]
    assert tools.pending_actions(BOB) == []
    assert tools.expire(now=time.time() + 3600) == 1
    assert tools.confirm(ALICE, pending.token).status == "expired"
    assert tools.confirm(BOB, pending.token).status == "denied"


# -- evaluation cache --------------------------------------------------------------------------------
def test_the_result_cache_keys_rows_by_case_and_config(db: Database, second: Database) -> None:
    cache = ResultCache(db)
    cache.put_many("set", "rev1", "offline", [(("c1", "h1"), {"ok": True}), (("c2", "h2"), {"ok": False})])
    cache.put_many("set", "rev1", "offline", [(("c1", "h1"), {"ok": "again"})])
    other = ResultCache(second)
    assert other.get_many("set", "rev1", [("c1", "h1"), ("c2", "h2"), ("c3", "h3")]) == {("c1", "h1"): {"ok": "again"}, ("c2", "h2"): {"ok": False}}
    assert other.get_many("set", "rev2", [("c1", "h1")]) == {}
    assert other.count() == 2 and other.count("rev1") == 2
    assert other.clear("rev1") == 2 and cache.count() == 0


# -- corpus manifest (the BM25 index's version stamp) -----------------------------------------------
def _row(doc_id: str, tenant: str = "acme") -> ManifestRow:
    return ManifestRow(doc_id, tenant, f"{doc_id}.md", "Title", "hash", 2, "ok", "2026-11-30T12:00:00+00:00",
                       metadata={"audience": "all"}, chunk_ids=[f"{doc_id}-0", f"{doc_id}-1"])


def test_a_commit_on_one_replica_moves_the_tenant_version_the_other_reads(db: Database, second: Database) -> None:
    clock = _Clock()
    one, two = Manifest(db, scope="docs"), Manifest(second, scope="docs", clock=clock)
    before, other_tenant = two.tenant_version("acme"), two.tenant_version("globex")
    one.commit(_row("d1"))
    assert two.tenant_version("acme") == before  # inside the freshness window: the versions read
    clock.now = Manifest.FRESH_FOR
    assert two.tenant_version("acme") != before and two.tenant_version("globex") == other_tenant
    assert two.version() == one.version()
    assert two.get("d1") == one.get("d1") and two.get("d1").chunk_ids == ["d1-0", "d1-1"]
    one.set_status("d1", "stale")
    assert two.get("d1").status == "stale"
    one.remove("d1", "acme")
    assert two.rows() == []


def test_manifest_scopes_do_not_see_each_other_and_the_journal_round_trips(db: Database) -> None:
    docs, other = Manifest(db, scope="docs"), Manifest(db, scope="other")
    docs.commit(_row("d1"))
    docs.commit(_row("d2", tenant="globex"))
    assert [r.doc_id for r in docs.rows("acme")] == ["d1"] and len(docs.rows()) == 2
    assert other.rows() == [] and other.get("d1") is None
    docs.begin("d3", "acme")
    docs.begin("d3", "acme")
    assert docs.pending() == ["d3"] and other.pending() == []
    docs.end("d3")
    assert docs.pending() == []


def test_concurrent_commits_each_move_the_version(db: Database, second: Database) -> None:
    one, two = Manifest(db, scope="docs"), Manifest(second, scope="docs")
    _run_together([lambda m=m, i=i: [m.commit(_row(f"d{i}-{j}")) for j in range(10)] for i, m in enumerate([one, two, one, two])])
    assert one.version().endswith(":40") and len(two.rows()) == 40


def test_a_named_lock_is_held_against_another_handle_and_not_against_other_names(db: Database, second: Database) -> None:
    """Two replicas writing one document's chunks queue; other documents do not wait."""
    events: list[str] = []
    held, others_done = threading.Event(), threading.Event()

    def first() -> None:
        with db.named_lock("corpus:docs:d1"):
            events.append("first holds")
            held.set()
            others_done.wait(10)
            time.sleep(0.2)  # a second holder would append inside this window if the lock were not held
            events.append("first releases")

    def same_name() -> None:
        held.wait(10)
        with second.named_lock("corpus:docs:d1"):
            events.append("second holds")

    def other_name() -> None:
        held.wait(10)
        with second.named_lock("corpus:docs:d2"):
            events.append("other name holds")
        others_done.set()

    threads = [threading.Thread(target=f) for f in (first, same_name, other_name)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(20)
    assert events == ["first holds", "other name holds", "first releases", "second holds"]
    with db.named_lock("corpus:docs:d1"):  # released: taken again at once
        pass


# -- revisions and labels ------------------------------------------------------------------------------
def test_a_label_moved_on_one_replica_is_read_by_the_other(db: Database, second: Database) -> None:
    one, two = DatabaseLabelStore(db), DatabaseLabelStore(second, fresh_for=0.0)
    assert two.get("judge", PRODUCTION) is None  # cached empty
    one.move("judge", PRODUCTION, "aaa", who="alice", evidence={"diff": 0.1})
    assert two.get("judge", PRODUCTION) == "aaa"
    one.move("judge", PRODUCTION, "bbb", who="bob")
    one.move("judge", "staging", "aaa")
    assert two.of("judge") == {PRODUCTION: "bbb", "staging": "aaa"} and two.on("judge", "aaa") == ["staging"]
    moves = two.moves("judge")
    assert [(m.revision, m.previous, m.who) for m in moves] == [("aaa", None, "alice"), ("bbb", "aaa", "bob"), ("aaa", None, "")]
    assert moves[0].evidence == {"diff": 0.1} and two.moves("rewrite") == []


def test_the_label_counter_is_read_once_per_freshness_window(db: Database, second: Database) -> None:
    """About ten label reads per turn cost one counter read; another replica's move shows once the window ends,
    this store's own move at once."""
    clock = _Clock()
    one, two = DatabaseLabelStore(db), DatabaseLabelStore(second, fresh_for=0.25, clock=clock)
    reads: list[str] = []
    real_read = two.db.read
    two.db.read = lambda sql, params=(): reads.append(sql) or real_read(sql, params)  # type: ignore[method-assign]
    for _ in range(10):
        assert two.get("judge", PRODUCTION) is None
    assert sum("store_versions" in sql for sql in reads) == 1
    one.move("judge", PRODUCTION, "aaa")
    clock.now = 0.2
    assert two.get("judge", PRODUCTION) is None  # inside the window: the cached labels
    clock.now = 0.3
    assert two.get("judge", PRODUCTION) == "aaa"
    two.move("judge", PRODUCTION, "bbb")
    assert two.get("judge", PRODUCTION) == "bbb"  # its own move, same instant
    assert sum("store_versions" in sql for sql in reads) == 3


def test_saved_revisions_are_write_once_and_listed_in_order(db: Database, second: Database) -> None:
    one, two = DatabaseRevisions(db, "template"), DatabaseRevisions(second, "template")
    one.put("judge", "r1", {"x": 1}, note="first")
    one.put("judge", "r1", {"x": 2}, note="again")  # the same content hash: nothing changes
    one.put("judge", "r2", {"x": 3})
    assert two.get("judge", "r1") == {"x": 1} and two.get("judge", "nope") is None
    assert [(r.revision, r.note) for r in two.list("judge")] == [("r1", "first"), ("r2", "")]
    assert DatabaseRevisions(second, "knobs").get("judge", "r1") is None  # kinds are separate


def test_a_template_saved_and_labelled_on_one_replica_is_active_on_the_other(db: Database, second: Database, tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(DatabaseLabelStore, "FRESH_FOR", 0.0)  # the replicas' turns here are instants apart
    one = revisions_for(REPO / "prompts", tmp_path / "one", db)
    two = revisions_for(REPO / "prompts", tmp_path / "two", second)
    default = two.active_revision("judge")
    draft = one.parse("judge", one.text(one.get("judge")).replace('system = """\n', 'system = """\nBe brief. ', 1))
    rev = one.save(draft, note="shorter", label=PRODUCTION, who="alice")
    assert rev != default
    assert two.active_revision("judge") == rev and two.templates.get("judge").system == draft.system
    assert [r.revision for r in two.history("judge")] == [default, rev]
    knob = one.knobs.get("offline_model")
    two.revert("judge", who="bob")
    assert one.active_revision("judge") == default and one.knobs.get("offline_model") == knob


# -- regression sets ---------------------------------------------------------------------------------
def test_regression_cases_are_unique_per_kind_across_replicas(db: Database, second: Database, tmp_path: Path) -> None:
    one, two = DatabaseRegressionSets(db, tmp_path / "one"), DatabaseRegressionSets(second, tmp_path / "two")
    assert one.append("judge", {"id": "t1", "question": "q", "documents": [], "answerable": True}).added
    assert not two.append("judge", {"id": "t1", "question": "other", "documents": [], "answerable": False}).added
    assert two.append("routing", {"id": "t1", "query": "q"}).added
    assert two.append("judge", {"id": "t2", "question": "q2", "documents": [], "answerable": False}).added
    assert [c["id"] for c in one.cases("judge")] == ["t1", "t2"] and one.cases("judge")[0]["question"] == "q"
    path = two.path("judge")
    assert path.read_text(encoding="utf-8").count("\n") == 2 and path.parent.parent == tmp_path / "two"
    with pytest.raises(ValueError, match="needs an 'id'"):
        one.append("judge", {"question": "q"})
    with pytest.raises(ValueError, match="unknown regression kind"):
        one.cases("nope")  # type: ignore[arg-type]
