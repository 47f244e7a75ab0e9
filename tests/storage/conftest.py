"""The `db` fixture: every contract test runs once on a SQLite file and once on a real PostgreSQL server."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from querylab.storage import Database, SqliteDatabase


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    if request.param == "sqlite":
        database: Database = SqliteDatabase(tmp_path / "state.sqlite")
    else:
        from querylab.storage.postgres import PostgresDatabase

        database = PostgresDatabase(request.getfixturevalue("postgres_url"), max_size=6)
    yield database
    database.close()


@pytest.fixture
def second(db: Database, request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    """Another handle on the same database: what a second app replica (another process) would open."""
    if db.dialect == "sqlite":
        other: Database = SqliteDatabase(tmp_path / "state.sqlite")
    else:
        from querylab.storage.postgres import PostgresDatabase

        other = PostgresDatabase(db.url, max_size=6)  # type: ignore[attr-defined]
    yield other
    other.close()
