"""The one-off move of an installation's state from its data directory into the shared database.

Why: switching an installation to `QUERYLAB_DATABASE_URL` should not lose its traces, saved revisions and
labels, audit log, pending actions, evaluation results, regression sets or corpus manifest. This copies
them — the SQLite files (upgraded to the current schema first, as the app would) and the JSON files of
revisions, labels and regression sets — into the database, row by row, keeping what is already there
(`ON CONFLICT DO NOTHING`), so running it twice adds nothing. Label moves are copied only into an empty
`label_moves` table (they have no natural key). Run it once, before the replicas start:

    QUERYLAB_DATABASE_URL=postgresql://… python -m querylab copy-state --from ./data
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass, field
from pathlib import Path

from querylab.labels import DatabaseLabelStore, LabelStore
from querylab.regression import KINDS, load_cases, regression_path
from querylab.saved_revisions import FileRevisions
from querylab.storage import Database, SqliteDatabase, bump_store_version, migrations

logger = logging.getLogger(__name__)

#: (SQLite file under the data directory, its store's migration component, tables copied as they are).
FILES: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("traces.sqlite", "traces", ("traces",)),
    ("audit.sqlite", "audit", ("audit", "pending", "tool_state")),
    ("cache/eval.sqlite", "eval_cache", ("results",)),
)
MANIFEST_TABLES = ("corpus_documents", "corpus_journal", "corpus_meta", "corpus_tenant_versions")


@dataclass
class ImportReport:
    """Rows added per table (rows already in the database are not counted), and what was skipped and why."""

    added: dict[str, int] = field(default_factory=dict)
    skipped: list[str] = field(default_factory=list)

    def add(self, table: str, n: int) -> None:
        self.added[table] = self.added.get(table, 0) + n


def _columns(db: Database, table: str) -> list[str]:
    return [r[1] for r in db.read(f"PRAGMA table_info({table})")]


def _quoted(columns: list[str]) -> str:
    return ", ".join(f'"{c}"' for c in columns)


def _copy(source: Database, target: Database, table: str, report: ImportReport, *, scope: str | None = None) -> None:
    columns = _columns(source, table)
    rows = source.read(f"SELECT {_quoted(columns)} FROM {table}")
    if scope is not None:  # a manifest file holds one collection: its rows become that collection's scope
        at = columns.index("scope")
        rows = [(*r[:at], scope, *r[at + 1:]) for r in rows]
    added = 0
    with target.transaction(write=True) as tx:
        for row in rows:
            added += int(tx.execute(f"INSERT INTO {table} ({_quoted(columns)}) VALUES ({', '.join('?' * len(columns))}) ON CONFLICT DO NOTHING", row).rowcount)
    report.add(table, added)


def copy_state(data_dir: Path, target: Database, collection: str) -> ImportReport:
    """Copy everything QueryLab kept under `data_dir` into `target` (already the shared database)."""
    data_dir = Path(data_dir)
    report = ImportReport()
    for component in migrations.COMPONENTS:
        target.migrate(component)
    for name, component, tables in FILES:
        if not (data_dir / name).exists():
            report.skipped.append(f"{name}: not there")
            continue
        source = SqliteDatabase(data_dir / name)
        source.migrate(component)
        for table in tables:
            _copy(source, target, table, report)
        source.close()
    manifest = data_dir / "corpus" / f"{collection}.sqlite3"
    if manifest.exists():
        source = SqliteDatabase(manifest)
        source.migrate("corpus_manifest")
        for table in MANIFEST_TABLES:
            _copy(source, target, table, report, scope=collection)
        source.close()
    else:
        report.skipped.append(f"corpus/{collection}.sqlite3: not there")
    _copy_revisions(data_dir / "prompts", target, report)
    _copy_regression(data_dir, target, report)
    return report


def _copy_revisions(root: Path, target: Database, report: ImportReport) -> None:
    added = 0
    with target.transaction(write=True) as tx:
        for kind, folder in (("template", root), ("knobs", root / "knobs")):
            files = FileRevisions(folder, kind)  # type: ignore[arg-type]
            for name_dir in sorted(p for p in folder.iterdir() if p.is_dir() and p.name != "knobs") if folder.exists() else ():
                for info in files.list(name_dir.name):
                    body = files.get(name_dir.name, info.revision)
                    added += int(tx.execute("INSERT INTO revisions (kind, name, revision, body, note, saved_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                                            (kind, name_dir.name, info.revision, json.dumps(body, ensure_ascii=False), info.note, info.saved_at)).rowcount)
    report.add("revisions", added)
    labels = LabelStore(root) if root.exists() else None
    if labels is None:
        return
    with target.transaction(write=True) as tx:
        n = sum(int(tx.execute("INSERT INTO labels (name, label, revision) VALUES (?, ?, ?) ON CONFLICT DO NOTHING", (name, label, rev)).rowcount)
                for name, by_label in labels.all().items() for label, rev in by_label.items())
        bump_store_version(tx, DatabaseLabelStore.VERSION_KEY)
        report.add("labels", n)
        if tx.execute("SELECT COUNT(*) FROM label_moves").fetchone()[0]:
            report.skipped.append("label_moves: the database already has label moves; the file's were not copied")
            return
        moves = labels.moves()
        for m in moves:
            tx.execute("INSERT INTO label_moves (name, label, revision, previous, who, at, evidence) VALUES (?, ?, ?, ?, ?, ?, ?)",
                       (m.name, m.label, m.revision, m.previous, m.who, m.at, json.dumps(m.evidence, default=str) if m.evidence is not None else None))
        report.add("label_moves", len(moves))


def _copy_regression(data_dir: Path, target: Database, report: ImportReport) -> None:
    added = 0
    with target.transaction(write=True) as tx:
        for kind in KINDS:
            for case in load_cases(regression_path(data_dir, kind)):
                if "id" in case:
                    added += int(tx.execute("INSERT INTO regression_cases (kind, case_id, body, added_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                                            (kind, str(case["id"]), json.dumps(case, ensure_ascii=False), time.time())).rowcount)
    report.add("regression_cases", added)
