"""Which database a store uses: its own SQLite file by default, the shared PostgreSQL server when
`QUERYLAB_DATABASE_URL` is set.

Why one PostgreSQL pool per process and URL: the engine builds a store per kind of state (traces,
audit, evaluation cache, …) and the app may build several engines (the scenario check builds a scratch
one); each opening its own pool would multiply the connections every replica holds.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Union

from querylab.storage.base import Database
from querylab.storage.sqlite import SqliteDatabase

if TYPE_CHECKING:
    from querylab.config import Settings
    from querylab.storage.postgres import PostgresDatabase

_SHARED: dict[str, "PostgresDatabase"] = {}
_SHARED_LOCK = threading.Lock()

#: What a store's constructor accepts: its SQLite file (the embedded default, as before) or a database.
Where = Union[Path, str, Database]


def shared_postgres(url: str) -> "PostgresDatabase":
    """The process's pool for `url`, opened (and the schema migrated) on first use."""
    from querylab.storage.postgres import PostgresDatabase

    with _SHARED_LOCK:
        db = _SHARED.get(url)
        if db is None:
            db = _SHARED[url] = PostgresDatabase(url)
        return db


def close_shared() -> None:
    """Close every pool this process opened (tests that start and stop servers)."""
    with _SHARED_LOCK:
        pools = list(_SHARED.values())
        _SHARED.clear()
    for db in pools:
        db.close()


def open_database(settings: "Settings", sqlite_file: Path | str) -> Database:
    """The shared PostgreSQL database when configured, else `<data_dir>/<sqlite_file>`."""
    if settings.database_url:
        return shared_postgres(settings.database_url)
    return SqliteDatabase(Path(settings.data_dir) / sqlite_file)


def shared_database(settings: "Settings") -> "PostgresDatabase | None":
    """The shared database when `QUERYLAB_DATABASE_URL` is set; None means each store keeps its own files."""
    return shared_postgres(settings.database_url) if settings.database_url else None


def as_database(where: Where, component: str) -> Database:
    """A store's database from what its caller gave (a path means a SQLite file), migrated for `component`."""
    db: Database = SqliteDatabase(Path(where)) if isinstance(where, (str, Path)) else where
    db.migrate(component)
    return db
