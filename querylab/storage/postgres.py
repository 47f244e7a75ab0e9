"""PostgreSQL for several app replicas: `QUERYLAB_DATABASE_URL=postgresql://…`.

Why a pool: every Streamlit session and evaluation worker runs in its own thread, and a connection
per statement would spend more on the handshake than on the query. One pool per process and URL
(`factory.shared_postgres`), bounded so N replicas × pool size stays under the server's
`max_connections`. Migrations run at start under an advisory lock, so two replicas starting together
apply them once. Writes that must happen exactly once across replicas lock their rows with
`SELECT … FOR UPDATE` (`row_lock`) and update conditionally; that is the stores' business.
"""

from __future__ import annotations

import functools
import logging
from contextlib import contextmanager
from typing import Any, Iterable, Iterator, Sequence

from querylab.storage import migrations
from querylab.storage.base import Cursor, StorageError, lock_key

logger = logging.getLogger(__name__)

#: pg_advisory_xact_lock key of the migration run ("QLAB" in ASCII).
MIGRATION_LOCK = 0x514C4142


@functools.lru_cache(maxsize=512)
def to_psycopg(sql: str) -> str:
    """`?` placeholders as psycopg's `%s` (a literal `%` doubled first)."""
    return sql.replace("%", "%%").replace("?", "%s")


def redact(url: str) -> str:
    """The URL without its password, for logs and error messages."""
    try:
        from psycopg.conninfo import conninfo_to_dict

        parts = conninfo_to_dict(url)
    except Exception:  # noqa: BLE001 - an unparsable URL is reported by the driver itself
        return "postgresql://?"
    return f"postgresql://{parts.get('user', '')}@{parts.get('host', '')}:{parts.get('port', '5432')}/{parts.get('dbname', '')}"


class PostgresTx:
    dialect = "postgresql"

    def __init__(self, conn: Any) -> None:
        self.conn = conn

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Cursor:
        return self.conn.execute(to_psycopg(sql), tuple(params))

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        with self.conn.cursor() as cur:
            cur.executemany(to_psycopg(sql), [tuple(r) for r in rows])


class PostgresDatabase:
    dialect = "postgresql"
    row_lock = " FOR UPDATE"

    def __init__(self, url: str, *, min_size: int = 1, max_size: int = 10, timeout_s: float = 30.0) -> None:
        try:
            from psycopg_pool import ConnectionPool
        except ImportError as exc:  # pragma: no cover - requirements.txt pins it
            raise StorageError("QUERYLAB_DATABASE_URL is set but psycopg / psycopg-pool are not installed (pip install -r requirements.txt)") from exc
        self.url = url
        self.description = redact(url)
        self.pool = ConnectionPool(url, min_size=min_size, max_size=max_size, timeout=timeout_s, open=False,
                                   name="querylab", kwargs={"application_name": "querylab"})
        try:
            self.pool.open(wait=True, timeout=timeout_s)
        except Exception as exc:  # noqa: BLE001 - PoolTimeout, OperationalError: say which server
            self.pool.close()
            raise StorageError(f"cannot connect to the PostgreSQL database {self.description} (QUERYLAB_DATABASE_URL): {exc}") from exc
        self._migrated = False

    @contextmanager
    def transaction(self, *, write: bool = False) -> Iterator[PostgresTx]:
        with self.pool.connection() as conn:  # commits when the block ends, rolls back when it raises
            yield PostgresTx(conn)

    def read(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        with self.pool.connection() as conn:
            return conn.execute(to_psycopg(sql), tuple(params)).fetchall()

    def migrate(self, component: str) -> None:
        """The whole schema, once per process: one database holds every store, so it is migrated as one."""
        if self._migrated:
            return
        try:
            with self.transaction(write=True) as tx:
                tx.execute("SELECT pg_advisory_xact_lock(?)", (MIGRATION_LOCK,))
                applied = migrations.apply(tx)
        except Exception as exc:  # noqa: BLE001 - name the database
            raise StorageError(f"cannot migrate the PostgreSQL database {self.description}: {exc}") from exc
        if applied:
            logger.info("%s: applied migrations %s", self.description, applied)
        self._migrated = True

    @contextmanager
    def named_lock(self, name: str) -> Iterator[None]:
        """A session advisory lock on one pooled connection, held until the block ends (every replica)."""
        key = lock_key(name)
        with self.pool.connection() as conn:
            conn.execute("SELECT pg_advisory_lock(%s)", (key,))
            try:
                yield
            finally:
                conn.execute("SELECT pg_advisory_unlock(%s)", (key,))

    def close(self) -> None:
        self.pool.close()
