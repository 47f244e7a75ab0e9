"""The shared SQL statements (`querylab/storage/statements.py`) on SQLite and PostgreSQL, and that stores use them."""

from __future__ import annotations

import re
import uuid
from pathlib import Path

import pytest

from querylab.storage import Database, bump_store_version, upsert_sql
from querylab.storage.statements import column

REPO = Path(__file__).resolve().parents[2]
#: Files that still write their own "DO UPDATE" (none since the corpus manifest moved onto `upsert_sql`).
NOT_YET: set[str] = set()


def test_the_upsert_updates_every_column_but_the_key_and_quotes_user():
    sql = upsert_sql("traces", ("turn_id", "user", "answer"), ("turn_id",))
    assert sql == ('INSERT INTO traces (turn_id, "user", answer) VALUES (?, ?, ?) ON CONFLICT (turn_id) '
                   'DO UPDATE SET "user" = excluded."user", answer = excluded.answer')
    assert column("user") == '"user"' and column("tenant") == "tenant"


@pytest.mark.parametrize("columns, key, words", [(("a", "b"), ("c",), "conflict key"), (("a",), ("a",), "no column besides"),
                                                  (("a", "b"), (), "conflict key")])
def test_a_bad_upsert_is_named(columns, key, words):
    with pytest.raises(ValueError, match=words):
        upsert_sql("t", columns, key)


def test_upsert_and_version_bump_on_both_databases(db: Database) -> None:
    db.migrate("revisions")  # labels and store_versions, as the label store writes them
    name = f"probe-{uuid.uuid4().hex[:8]}"
    sql = upsert_sql("labels", ("name", "label", "revision"), ("name", "label"))
    for row in ((name, "production", "r1"), (name, "staging", "r2"), (name, "production", "r3")):
        with db.transaction(write=True) as tx:
            tx.execute(sql, row)
            bump_store_version(tx, name)
    assert sorted(db.read("SELECT label, revision FROM labels WHERE name = ?", (name,))) == [("production", "r3"), ("staging", "r2")]
    assert [int(v) for (v,) in db.read("SELECT version FROM store_versions WHERE name = ?", (name,))] == [3]


def test_no_store_writes_its_own_upsert_or_version_bump():
    found = []
    for path in sorted((REPO / "querylab").rglob("*.py")):
        rel = path.relative_to(REPO).as_posix()
        text = path.read_text(encoding="utf-8")
        if rel == "querylab/storage/statements.py" or rel in NOT_YET:
            continue
        if re.search(r"DO\s+UPDATE", text) or re.search(r"INSERT\s+INTO\s+store_versions", text):
            found.append(rel)
    assert found == []
