"""The embedded default: one SQLite file per store under the data directory, as QueryLab always had.

Why one connection per thread, kept open: a turn reads its session history and writes its trace, and
opening a file per statement cost more than the statement. WAL mode lets readers run beside the one
writer; `transaction(write=True)` starts with `BEGIN IMMEDIATE`, taking the write lock before reading,
so two writers queue (up to the busy timeout) instead of one failing after it has read stale rows.
"""

from __future__ import annotations

import fcntl
import logging
import sqlite3
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterable, Iterator, Sequence

from querylab.storage import migrations
from querylab.keyed_locks import KeyedLocks
from querylab.storage.base import Cursor, StorageError, lock_key

logger = logging.getLogger(__name__)

#: How long a writer waits for another one's lock. Writes are short; a lock held longer is a bug to see.
BUSY_TIMEOUT_S = 30.0

# fcntl locks belong to a process, not a thread: threads of one process queue on these first.
_THREAD_LOCKS = KeyedLocks()  # per (lock file, key)


class SqliteTx:
    dialect = "sqlite"

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Cursor:
        return self.conn.execute(sql, tuple(params))

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        self.conn.executemany(sql, [tuple(r) for r in rows])


class SqliteDatabase:
    dialect = "sqlite"
    row_lock = ""

    def __init__(self, path: Path | str, *, busy_timeout_s: float = BUSY_TIMEOUT_S) -> None:
        self.path = Path(path)
        self.description = str(self.path)
        self.busy_timeout_s = busy_timeout_s
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._local = threading.local()
            self._conn().execute("PRAGMA journal_mode=WAL")
        except (OSError, sqlite3.Error) as exc:
            raise StorageError(f"cannot open the SQLite database {self.path}: {exc}") from exc
        self._migrated: set[str] = set()
        self._migrate_lock = threading.Lock()

    def _conn(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = sqlite3.connect(self.path, timeout=self.busy_timeout_s, isolation_level=None)
            conn.execute(f"PRAGMA busy_timeout={int(self.busy_timeout_s * 1000)}")
            self._local.conn = conn
        return conn

    @contextmanager
    def transaction(self, *, write: bool = False) -> Iterator[SqliteTx]:
        conn = self._conn()
        if conn.in_transaction:  # a store called from inside another's transaction on this file joins it
            yield SqliteTx(conn)
            return
        conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
        try:
            yield SqliteTx(conn)
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    def read(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return self._conn().execute(sql, tuple(params)).fetchall()

    def migrate(self, component: str) -> None:
        """Bring this file's tables of `component` to the current schema (once per process)."""
        with self._migrate_lock:
            if component in self._migrated:
                return
            try:
                with self.transaction(write=True) as tx:
                    applied = migrations.apply(tx, (component,))
            except sqlite3.Error as exc:
                raise StorageError(f"cannot migrate {self.path} ({component}): {exc}") from exc
            if applied:
                logger.debug("%s: applied migrations %s", self.path, applied)
            self._migrated.add(component)

    @contextmanager
    def named_lock(self, name: str) -> Iterator[None]:
        """One byte of `<file>.locks`, locked with `fcntl.lockf` (other processes on this machine), behind a
        per-name thread lock (this process's threads)."""
        key = lock_key(name)
        lock_file = self.path.with_name(self.path.name + ".locks")
        with _THREAD_LOCKS((str(lock_file), key)), open(lock_file, "a+b") as handle:
            fcntl.lockf(handle, fcntl.LOCK_EX, 1, key)
            try:
                yield
            finally:
                fcntl.lockf(handle, fcntl.LOCK_UN, 1, key)

    def close(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None
