"""Files written before numbered migrations keep working, and replicas starting together migrate once."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from querylab.config import ConfigError, Settings
from querylab.contracts import Principal
from querylab.corpus.manifest import Manifest
from querylab.eval.cache import ResultCache
from querylab.storage import SqliteDatabase, migrations
from querylab.tools import ToolService
from querylab.tracestore import TraceStore

REPO = Path(__file__).resolve().parents[2]
ALICE = Principal(tenant="acme", user="alice")


def _old_file(path: Path, *statements: str) -> Path:
    with sqlite3.connect(path) as conn:
        for sql in statements:
            conn.execute(sql)
    return path


def test_an_old_trace_file_without_audiences_is_upgraded_and_keeps_its_turns(tmp_path: Path) -> None:
    trace_json = json.dumps({"turn_id": "t1", "session_id": "s1", "principal": {"tenant": "acme", "user": "alice"}, "question": "q", "answer": "a"})
    path = _old_file(tmp_path / "traces.sqlite",
                     "CREATE TABLE traces (turn_id TEXT PRIMARY KEY, session_id TEXT NOT NULL, tenant TEXT NOT NULL, user TEXT NOT NULL, preset TEXT, route TEXT, "
                     "verdict TEXT, rewritten INTEGER, abstained INTEGER, question TEXT, answer TEXT, revisions TEXT, backend TEXT, duration_ms REAL, created_at REAL, trace_json TEXT NOT NULL)",
                     f"INSERT INTO traces (turn_id, session_id, tenant, user, created_at, trace_json) VALUES ('t1', 's1', 'acme', 'alice', 1.0, '{trace_json}')")
    store = TraceStore(path)
    assert [t.turn_id for t in store.history(ALICE, "s1")] == ["t1"]
    assert store.list("acme")[0]["audiences"] is None


def test_an_old_manifest_file_is_imported_into_the_scoped_tables(tmp_path: Path) -> None:
    path = _old_file(tmp_path / "c.sqlite3",
                     "CREATE TABLE documents (doc_id TEXT PRIMARY KEY, tenant TEXT NOT NULL, source TEXT NOT NULL, title TEXT NOT NULL DEFAULT '', doc_hash TEXT NOT NULL, "
                     "n_chunks INTEGER NOT NULL, status TEXT NOT NULL, ingested_at TEXT NOT NULL, metadata TEXT NOT NULL DEFAULT '{}', chunk_ids TEXT NOT NULL DEFAULT '[]', "
                     "summary TEXT NOT NULL DEFAULT '', pipeline TEXT NOT NULL DEFAULT '')",
                     "CREATE TABLE journal (doc_id TEXT PRIMARY KEY, tenant TEXT NOT NULL, started_at TEXT NOT NULL)",
                     "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
                     "CREATE TABLE tenant_versions (tenant TEXT PRIMARY KEY, version INTEGER NOT NULL)",
                     "INSERT INTO documents VALUES ('d1', 'acme', 'a.md', 'A', 'h', 3, 'ok', '2026-01-01', '{}', '[\"x\"]', 's', 'p')",
                     "INSERT INTO journal VALUES ('d2', 'acme', '2026-01-01')",
                     "INSERT INTO meta VALUES ('epoch', 'e1'), ('counter', '7')",
                     "INSERT INTO tenant_versions VALUES ('acme', 7)")
    manifest = Manifest(path)
    assert manifest.get("d1").chunk_ids == ["x"] and manifest.pending() == ["d2"]
    assert manifest.version() == "e1:7" and manifest.tenant_version("acme") == "e1:7"  # a BM25 index on disk stays valid
    manifest.bump("acme")
    assert manifest.tenant_version("acme") == "e1:8"
    with sqlite3.connect(path) as conn:
        assert not conn.execute("SELECT name FROM sqlite_master WHERE name = 'documents'").fetchall()


def test_an_old_audit_file_gains_the_pending_columns_and_keeps_its_rows(tmp_path: Path) -> None:
    _old_file(tmp_path / "audit.sqlite",
              "CREATE TABLE audit (id TEXT PRIMARY KEY, at REAL, tenant TEXT, user TEXT, tool TEXT, params TEXT, outcome TEXT, detail TEXT)",
              "CREATE TABLE pending (token TEXT PRIMARY KEY, tenant TEXT, user TEXT, tool TEXT, params TEXT, summary TEXT, created_at REAL, status TEXT, result TEXT)",
              "INSERT INTO audit VALUES ('a1', 1.0, 'acme', 'alice', 'confirm', '{}', 'denied', '')")
    tools = ToolService(REPO / "sample_corpus" / "tools", tmp_path)
    assert [r["id"] for r in tools.audit_log("acme")] == ["a1"]
    from querylab.tools.registry import CancelOrderParams

    _, pending = tools.propose(ALICE, "cancel_order", CancelOrderParams(order_id="1043"))
    assert tools.confirm(ALICE, pending.token).status == "confirmed"


def test_object_state_written_by_an_older_version_is_the_starting_state(tmp_path: Path) -> None:
    demo = json.loads((REPO / "sample_corpus" / "tools" / "acme.json").read_text(encoding="utf-8"))
    next(o for o in demo["orders"] if o["order_id"] == "1043")["status"] = "held"
    (tmp_path / "tools").mkdir()
    (tmp_path / "tools" / "acme.json").write_text(json.dumps(demo), encoding="utf-8")
    tools = ToolService(REPO / "sample_corpus" / "tools", tmp_path)
    assert next(o for o in tools._load("acme")["orders"] if o["order_id"] == "1043")["status"] == "held"


def test_an_eval_cache_from_the_old_numbering_is_read(tmp_path: Path) -> None:
    path = _old_file(tmp_path / "eval.sqlite",
                     "CREATE TABLE _migrations (number INTEGER PRIMARY KEY, applied_at REAL)",
                     "CREATE TABLE results (set_key TEXT NOT NULL, case_id TEXT NOT NULL, case_hash TEXT NOT NULL, config_rev TEXT NOT NULL, backend TEXT NOT NULL, "
                     "row_json TEXT NOT NULL, created_at REAL NOT NULL, PRIMARY KEY (set_key, case_id, case_hash, config_rev))",
                     "INSERT INTO results VALUES ('s', 'c1', 'h', 'r', 'offline', '{\"ok\": 1}', 1.0)")
    assert ResultCache(path).get_many("s", "r", [("c1", "h")]) == {("c1", "h"): {"ok": 1}}


def test_a_sqlite_file_holds_only_its_own_stores_tables(tmp_path: Path) -> None:
    db = SqliteDatabase(tmp_path / "traces.sqlite")
    TraceStore(db)
    names = {r[0] for r in db.read("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert names == {"traces", "schema_migrations"}


def test_migration_numbers_are_unique_and_increasing() -> None:
    numbers = [m.number for m in migrations.MIGRATIONS]
    assert numbers == sorted(set(numbers)) and numbers[0] == 1


def test_replicas_starting_together_migrate_the_database_once(postgres_url: str) -> None:
    import threading

    from querylab.storage.postgres import PostgresDatabase

    handles = [PostgresDatabase(postgres_url, max_size=2) for _ in range(4)]
    try:
        threads = [threading.Thread(target=h.migrate, args=("traces",)) for h in handles]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        rows = handles[0].read("SELECT number FROM schema_migrations ORDER BY number")
        assert [r[0] for r in rows] == [m.number for m in migrations.MIGRATIONS]
    finally:
        for h in handles:
            h.close()


def test_the_database_url_must_be_postgresql() -> None:
    assert Settings.from_env({}, dotenv_path=None).database_url is None
    url = "postgresql://ql:pw@db:5432/ql"
    assert Settings.from_env({"QUERYLAB_DATABASE_URL": url}, dotenv_path=None).database_url == url
    with pytest.raises(ConfigError, match="QUERYLAB_DATABASE_URL must be a postgresql:// URL") as err:
        Settings.from_env({"QUERYLAB_DATABASE_URL": "mysql://root:secret@h/db"}, dotenv_path=None)
    assert "secret" not in str(err.value)


def test_an_unreachable_database_is_named_without_its_password() -> None:
    from querylab.storage import StorageError
    from querylab.storage.postgres import PostgresDatabase
    from tests.fakes.processes import free_port

    with pytest.raises(StorageError, match=r"cannot connect to the PostgreSQL database postgresql://ql@127.0.0.1:\d+/ql") as err:
        PostgresDatabase(f"postgresql://ql:hunter2@127.0.0.1:{free_port()}/ql", timeout_s=1.0)
    assert "hunter2" not in str(err.value)


def test_copy_state_moves_a_data_directory_into_the_shared_database_once(tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    from querylab.audit import AuditLog
    from querylab.cli import main
    from querylab.labels import PRODUCTION
    from querylab.regression_sets import DatabaseRegressionSets, FileRegressionSets
    from querylab.revisions import revisions_for
    from querylab.storage import close_shared, shared_postgres
    from querylab.trace import Trace

    old = tmp_path / "old"
    TraceStore(old / "traces.sqlite").save(Trace(turn_id="t1", session_id="s1", principal=ALICE, question="q", answer="a"))
    AuditLog(old / "audit.sqlite").write(ALICE, "confirm", {}, "denied")
    Manifest(old / "corpus" / "docs.sqlite3").bump("acme")
    files = revisions_for(REPO / "prompts", old)
    draft = files.parse("judge", files.text(files.get("judge")).replace('system = """\n', 'system = """\nBe brief. ', 1))
    rev = files.save(draft, note="kept", label=PRODUCTION, who="alice")
    FileRegressionSets(old).append("judge", {"id": "t1", "question": "q", "documents": [], "answerable": True})

    monkeypatch.setenv("QUERYLAB_DATABASE_URL", postgres_url)
    monkeypatch.setenv("QUERYLAB_COLLECTION", "docs")
    try:
        assert main(["copy-state", "--from", str(old)]) == 0
        first = capsys.readouterr().out
        assert "traces: 1 row(s) added" in first and "revisions: 1 row(s) added" in first and "label_moves: 1 row(s) added" in first
        assert main(["copy-state", "--from", str(old)]) == 0  # again: nothing more
        assert "traces: 0 row(s) added" in capsys.readouterr().out
        shared = shared_postgres(postgres_url)
        assert TraceStore(shared).get("t1").answer == "a"
        shared_revisions = revisions_for(REPO / "prompts", tmp_path / "new", shared)
        assert shared_revisions.active_revision("judge") == rev and shared_revisions.history("judge")[-1].note == "kept"
        assert [c["id"] for c in DatabaseRegressionSets(shared, tmp_path / "new").cases("judge")] == ["t1"]
        assert Manifest(shared, scope="docs").tenant_version("acme") == Manifest(old / "corpus" / "docs.sqlite3").tenant_version("acme")
        assert [r["outcome"] for r in AuditLog(shared).rows("acme")].count("denied") == 1
    finally:
        close_shared()
