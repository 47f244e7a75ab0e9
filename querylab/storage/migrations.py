"""The numbered schema migrations of every store, for SQLite and PostgreSQL alike.

Why one list: a PostgreSQL database shared by several replicas holds every store's tables and must be
brought to one known schema at start, exactly once even when two replicas start together; the embedded
SQLite files (one per store, as before) apply only the migrations of the store they hold. Applied numbers
are recorded in `schema_migrations`. A migration is never edited once released: a change is a new number.

Dialect differences are explicit, not papered over: `{real}` is `REAL` in SQLite but `DOUBLE PRECISION`
in PostgreSQL (whose `REAL` is 4 bytes and would round a Unix timestamp to minutes), `{serial}` is an
auto-numbered key, and steps that only concern SQLite files written before migrations existed
(`AddColumns`, `ImportTable`) are idempotent and marked as such.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from typing import Union

from querylab.storage.base import Dialect, Tx

logger = logging.getLogger(__name__)

TYPES: dict[Dialect, dict[str, str]] = {
    "sqlite": {"real": "REAL", "serial": "INTEGER PRIMARY KEY AUTOINCREMENT", "bigint": "INTEGER"},
    "postgresql": {"real": "DOUBLE PRECISION", "serial": "BIGSERIAL PRIMARY KEY", "bigint": "BIGINT"},
}


@dataclass(frozen=True)
class AddColumns:
    """Add columns a table lacks (SQLite files from before a column existed); a no-op where present."""

    table: str
    columns: dict[str, str]


@dataclass(frozen=True)
class ImportTable:
    """Copy the rows of a table of the pre-migration SQLite schema into its new table, then drop it.
    `columns` is the new table's column list, `select` the expression list read from the old one."""

    old: str
    new: str
    columns: str
    select: str


Step = Union[str, AddColumns, ImportTable]


@dataclass(frozen=True)
class Migration:
    number: int
    component: str  # the store whose tables it creates: a SQLite file applies only its own store's
    name: str
    steps: tuple[Step, ...]
    sqlite_only: tuple[Step, ...] = field(default=())  # legacy-file upgrades: the SQLite schema before migrations


MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "traces", "traces", (
        """CREATE TABLE IF NOT EXISTS traces (
            turn_id TEXT PRIMARY KEY, session_id TEXT NOT NULL, tenant TEXT NOT NULL, "user" TEXT NOT NULL,
            preset TEXT, route TEXT, verdict TEXT, rewritten INTEGER, abstained INTEGER, question TEXT, answer TEXT,
            revisions TEXT, backend TEXT, duration_ms {real}, created_at {real}, trace_json TEXT NOT NULL, audiences TEXT)""",
        'CREATE INDEX IF NOT EXISTS traces_session ON traces(tenant, "user", session_id, created_at)',
    ), sqlite_only=(AddColumns("traces", {"audiences": "TEXT"}),)),
    Migration(2, "audit", "audit log and pending actions", (
        'CREATE TABLE IF NOT EXISTS audit (id TEXT PRIMARY KEY, at {real}, tenant TEXT, "user" TEXT, tool TEXT, params TEXT, outcome TEXT, detail TEXT)',
        "CREATE INDEX IF NOT EXISTS audit_tenant_at ON audit(tenant, at)",
        """CREATE TABLE IF NOT EXISTS pending (token TEXT PRIMARY KEY, tenant TEXT, "user" TEXT, tool TEXT, params TEXT,
            summary TEXT, created_at {real}, status TEXT, result TEXT, fingerprint TEXT, expires_at {real})""",
    ), sqlite_only=(AddColumns("pending", {"fingerprint": "TEXT", "expires_at": "REAL"}),)),
    Migration(3, "eval_cache", "evaluation results", (
        """CREATE TABLE IF NOT EXISTS results (
            set_key TEXT NOT NULL, case_id TEXT NOT NULL, case_hash TEXT NOT NULL, config_rev TEXT NOT NULL,
            backend TEXT NOT NULL, row_json TEXT NOT NULL, created_at {real} NOT NULL,
            PRIMARY KEY (set_key, case_id, case_hash, config_rev))""",
        "CREATE INDEX IF NOT EXISTS results_by_config ON results (config_rev)",
    )),
    Migration(4, "corpus_manifest", "corpus manifest, scoped by collection", (
        """CREATE TABLE IF NOT EXISTS corpus_documents (
            scope TEXT NOT NULL, doc_id TEXT NOT NULL, tenant TEXT NOT NULL, source TEXT NOT NULL, title TEXT NOT NULL DEFAULT '',
            doc_hash TEXT NOT NULL, n_chunks INTEGER NOT NULL, status TEXT NOT NULL, ingested_at TEXT NOT NULL,
            metadata TEXT NOT NULL DEFAULT '{{}}', chunk_ids TEXT NOT NULL DEFAULT '[]', summary TEXT NOT NULL DEFAULT '',
            pipeline TEXT NOT NULL DEFAULT '', PRIMARY KEY (scope, doc_id))""",
        "CREATE INDEX IF NOT EXISTS corpus_documents_tenant ON corpus_documents(scope, tenant, source)",
        "CREATE TABLE IF NOT EXISTS corpus_journal (scope TEXT NOT NULL, doc_id TEXT NOT NULL, tenant TEXT NOT NULL, started_at TEXT NOT NULL, PRIMARY KEY (scope, doc_id))",
        "CREATE TABLE IF NOT EXISTS corpus_meta (scope TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (scope, key))",
        "CREATE TABLE IF NOT EXISTS corpus_tenant_versions (scope TEXT NOT NULL, tenant TEXT NOT NULL, version {bigint} NOT NULL, PRIMARY KEY (scope, tenant))",
    ), sqlite_only=(
        ImportTable("documents", "corpus_documents",
                    "scope, doc_id, tenant, source, title, doc_hash, n_chunks, status, ingested_at, metadata, chunk_ids, summary, pipeline",
                    "'', doc_id, tenant, source, title, doc_hash, n_chunks, status, ingested_at, metadata, chunk_ids, summary, pipeline"),
        ImportTable("journal", "corpus_journal", "scope, doc_id, tenant, started_at", "'', doc_id, tenant, started_at"),
        ImportTable("meta", "corpus_meta", "scope, key, value", "'', key, value"),
        ImportTable("tenant_versions", "corpus_tenant_versions", "scope, tenant, version", "'', tenant, version"),
    )),
    Migration(5, "revisions", "saved revisions, labels and their moves", (
        """CREATE TABLE IF NOT EXISTS revisions (kind TEXT NOT NULL, name TEXT NOT NULL, revision TEXT NOT NULL,
            body TEXT NOT NULL, note TEXT NOT NULL DEFAULT '', saved_at {real} NOT NULL, PRIMARY KEY (kind, name, revision))""",
        "CREATE TABLE IF NOT EXISTS labels (name TEXT NOT NULL, label TEXT NOT NULL, revision TEXT NOT NULL, PRIMARY KEY (name, label))",
        """CREATE TABLE IF NOT EXISTS label_moves (id {serial}, name TEXT NOT NULL, label TEXT NOT NULL, revision TEXT NOT NULL,
            previous TEXT, who TEXT NOT NULL DEFAULT '', at {real} NOT NULL, evidence TEXT)""",
        "CREATE TABLE IF NOT EXISTS store_versions (name TEXT PRIMARY KEY, version {bigint} NOT NULL)",
    )),
    Migration(6, "regression", "regression cases flagged in the browser", (
        """CREATE TABLE IF NOT EXISTS regression_cases (seq {serial}, kind TEXT NOT NULL, case_id TEXT NOT NULL,
            body TEXT NOT NULL, added_at {real} NOT NULL, UNIQUE (kind, case_id))""",
    )),
    Migration(7, "audit", "state of the demo tools' objects", (
        "CREATE TABLE IF NOT EXISTS tool_state (tenant TEXT PRIMARY KEY, data TEXT NOT NULL, updated_at {real} NOT NULL)",
    )),
)

COMPONENTS = tuple(dict.fromkeys(m.component for m in MIGRATIONS))


def _columns(tx: Tx, table: str) -> set[str]:
    if tx.dialect == "sqlite":
        return {row[1] for row in tx.execute(f"PRAGMA table_info({table})")}
    return {row[0] for row in tx.execute("SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?", (table,))}


def _run(tx: Tx, step: Step) -> None:
    types = TYPES[tx.dialect]
    if isinstance(step, str):
        tx.execute(step.format(**types))
    elif isinstance(step, AddColumns):
        have = _columns(tx, step.table)
        for column, kind in step.columns.items():
            if column not in have:
                tx.execute(f"ALTER TABLE {step.table} ADD COLUMN {column} {kind}")
    elif _columns(tx, step.old):  # ImportTable: only when the old table is there
        tx.execute(f"INSERT INTO {step.new} ({step.columns}) SELECT {step.select} FROM {step.old}")
        tx.execute(f"DROP TABLE {step.old}")
        logger.info("imported the rows of %s into %s", step.old, step.new)


def apply(tx: Tx, components: tuple[str, ...] | None = None) -> list[int]:
    """Apply every migration not yet recorded (of `components`, or all); returns the numbers applied now.
    The caller holds the write lock (SQLite's `BEGIN IMMEDIATE`, PostgreSQL's advisory lock)."""
    tx.execute(f"CREATE TABLE IF NOT EXISTS schema_migrations (number INTEGER PRIMARY KEY, component TEXT NOT NULL, name TEXT NOT NULL, applied_at {TYPES[tx.dialect]['real']} NOT NULL)")
    done = {row[0] for row in tx.execute("SELECT number FROM schema_migrations")}
    applied = []
    for migration in MIGRATIONS:
        if migration.number in done or (components is not None and migration.component not in components):
            continue
        for step in migration.steps + (migration.sqlite_only if tx.dialect == "sqlite" else ()):
            _run(tx, step)
        tx.execute("INSERT INTO schema_migrations (number, component, name, applied_at) VALUES (?, ?, ?, ?)",
                   (migration.number, migration.component, migration.name, time.time()))
        applied.append(migration.number)
    return applied
