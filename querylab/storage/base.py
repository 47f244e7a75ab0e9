"""The storage interface every shared store is written against: a database that runs transactions.

Why so small: the stores (traces, audit, pending actions, the evaluation cache, the corpus manifest,
revisions and labels, regression sets) already speak plain SQL. What differs between the embedded
SQLite files and a PostgreSQL server shared by several app replicas is how a connection is obtained,
how a write transaction takes its lock, and a handful of dialect details — and those live in the two
implementations (`sqlite.py`, `postgres.py`), named here so a store never tests the driver's type.

SQL is written once with `?` placeholders and `"user"` quoted (a reserved word in PostgreSQL); the
PostgreSQL implementation rewrites the placeholders for psycopg.
"""

from __future__ import annotations

import hashlib
from contextlib import AbstractContextManager
from typing import Any, Iterable, Iterator, Literal, Protocol, Sequence

Dialect = Literal["sqlite", "postgresql"]


def lock_key(name: str) -> int:
    """A stable non-negative 62-bit number for a lock's name: PostgreSQL's advisory locks and SQLite's byte-range
    file locks are both keyed by a number, and every process must derive the same one."""
    return int.from_bytes(hashlib.blake2b(name.encode("utf-8"), digest_size=8).digest(), "big") >> 2


class StorageError(RuntimeError):
    """The database cannot be opened or migrated; the message names the database and what failed."""


class Cursor(Protocol):
    """The DB-API cursor both drivers return (sqlite3 and psycopg)."""

    rowcount: int

    def fetchone(self) -> Any: ...

    def fetchall(self) -> list[Any]: ...

    def __iter__(self) -> Iterator[Any]: ...


class Tx(Protocol):
    """One open transaction: committed when its block ends normally, rolled back when it raises."""

    dialect: Dialect

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Cursor: ...

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...


class Database(Protocol):
    """Where a store keeps its rows. `transaction(write=True)` takes the write lock first (SQLite's
    `BEGIN IMMEDIATE`), so two writers queue instead of failing half-way; `row_lock` is the suffix
    that locks the selected rows until commit (`FOR UPDATE` in PostgreSQL, nothing in SQLite, whose
    write transaction already holds the whole file)."""

    dialect: Dialect
    row_lock: str
    #: Shown in logs and errors: a file path, or the server's address without the password.
    description: str

    def transaction(self, *, write: bool = False) -> AbstractContextManager[Tx]: ...

    def read(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]: ...

    def migrate(self, component: str) -> None: ...

    def named_lock(self, name: str) -> AbstractContextManager[None]:
        """Hold `name` against every other thread, process and replica using this database until the block
        ends: for work that is not one transaction, such as writing a document's chunks to Chroma."""
        ...

    def close(self) -> None: ...
