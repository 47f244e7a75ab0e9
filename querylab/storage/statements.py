"""SQL statements more than one store writes, built in one place.

Why: "insert this row, or replace the existing one's other columns" was spelled out by hand in several stores
(traces, labels, tool state, the evaluation cache, the corpus manifest), each with its own join of
``c = excluded.c``; and the ``store_versions`` counter that tells other replicas to re-read a store was bumped by
two hand-written statements (label moves, the state import). A store that forgets a column in its ``DO UPDATE``
keeps a stale value without an error; one builder cannot. Both forms run unchanged on SQLite and PostgreSQL.
"""

from __future__ import annotations

from typing import Sequence

from querylab.storage.base import Tx

#: Column names that are reserved words in PostgreSQL and must be quoted (`base.py`: SQL is written with ``"user"``).
_RESERVED = frozenset({"user"})


def column(name: str) -> str:
    """``name`` as it stands in SQL: quoted when PostgreSQL reserves it."""
    return f'"{name}"' if name in _RESERVED else name


def upsert_sql(table: str, columns: Sequence[str], key: Sequence[str]) -> str:
    """``INSERT INTO table (columns) VALUES (?, …) ON CONFLICT (key) DO UPDATE SET c = excluded.c`` for every column
    not in ``key``: a row written again replaces the stored one's values (parameters in ``columns`` order)."""
    if not key or any(k not in columns for k in key):
        raise ValueError(f"upsert into {table}: the conflict key {list(key)} must be among the columns {list(columns)}")
    updates = [c for c in columns if c not in key]
    if not updates:
        raise ValueError(f"upsert into {table}: no column besides the key {list(key)} to update")
    names = ", ".join(column(c) for c in columns)
    marks = ", ".join("?" * len(columns))
    sets = ", ".join(f"{column(c)} = excluded.{column(c)}" for c in updates)
    return f"INSERT INTO {table} ({names}) VALUES ({marks}) ON CONFLICT ({', '.join(column(k) for k in key)}) DO UPDATE SET {sets}"


def bump_store_version(tx: Tx, name: str) -> None:
    """Move the ``store_versions`` counter of ``name`` (created at 1) inside ``tx``: the replicas that cache the store
    (`querylab.labels.DatabaseLabelStore`) see it move and re-read."""
    tx.execute("INSERT INTO store_versions (name, version) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET version = store_versions.version + 1",
               (name,))
