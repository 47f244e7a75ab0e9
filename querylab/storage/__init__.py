"""Where QueryLab keeps what it writes outside Chroma: SQLite files by default, PostgreSQL when shared.

See `base.py` for the interface, `migrations.py` for the schema, `factory.py` for which one is used.
"""

from querylab.storage.base import Database, StorageError, Tx
from querylab.storage.factory import Where, as_database, close_shared, open_database, shared_database, shared_postgres
from querylab.storage.sqlite import SqliteDatabase
from querylab.storage.statements import bump_store_version, upsert_sql

__all__ = ["Database", "SqliteDatabase", "StorageError", "Tx", "Where", "as_database", "close_shared", "open_database", "shared_database", "shared_postgres", "bump_store_version", "upsert_sql"]
