"""Vectors kept on disk between processes: the offline router's route examples (`VectorCache`, one file per example
set) and the judge's passage views (`TextVectors`, one SQLite file per embedder, looked up text by text).

Route examples: paid once per example set.

Why: `ExampleRouter` embeds every route example with MiniLM when the offline model is built, which is on the
app's first browser session. The profile of a cold start to the first answer (docs/bench_results.md, "Cold
start") put that at 1–2.4 s of the wait, for vectors that only change when the examples or the model change.
The file name is a hash of the embedder (name, dimension, ONNX file name and size: the file name is the
model's source hash) and of the example texts, so a changed example set or model never reads stale vectors;
a file that cannot be read or has the wrong shape is ignored and rewritten. The shipped example set's file lies
beside the packaged model (`SHIPPED_VECTORS`, written by the install script): with some 3,500 examples, embedding
them took 28 of the 42 s a fresh data folder's first `querylab ask` took (profiled 2026-12-04), in every new data
folder, replica and test process. An edited revision's file lies in the data folder.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sqlite3
import threading
import uuid
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from querylab.embeddings.minilm import DEFAULT_ONNX_PATH, MiniLMEmbedder

log = logging.getLogger(__name__)

#: Vectors of shipped texts for the packaged MiniLM, beside its ONNX file (`models/`): shared by every data folder.
PACKAGED_EMBEDDER = MiniLMEmbedder.name
SHIPPED_VECTORS = DEFAULT_ONNX_PATH.parent / "vectors"


def _embedder_identity(embedder: Any) -> list[Any]:
    onnx = getattr(embedder, "onnx_path", None)
    size = Path(onnx).stat().st_size if onnx is not None and Path(onnx).exists() else None
    return [getattr(embedder, "name", type(embedder).__name__), getattr(embedder, "dim", None), Path(onnx).name if onnx else None, size]


class VectorCache:
    """`.npy` files of text vectors under one folder, keyed by embedder identity and texts."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def path(self, kind: str, embedder: Any, texts: Sequence[str]) -> Path:
        key = hashlib.sha256(json.dumps([_embedder_identity(embedder), list(texts)]).encode("utf-8")).hexdigest()[:24]
        return self.folder / f"{kind}-{key}.npy"

    def load(self, kind: str, embedder: Any, texts: Sequence[str]) -> np.ndarray | None:
        path = self.path(kind, embedder, texts)
        try:
            matrix = np.load(path, allow_pickle=False)
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as exc:
            log.warning("ignoring unreadable vector cache %s: %s", path, exc)
            return None
        if matrix.shape != (len(texts), getattr(embedder, "dim", matrix.shape[-1])):
            return None
        return matrix

    def save(self, kind: str, embedder: Any, texts: Sequence[str], matrix: np.ndarray) -> bool:
        """Write atomically (a reader never sees half a file); a failure only costs the next start's embedding."""
        path = self.path(kind, embedder, texts)
        tmp = path.with_name(f".{path.stem}.{uuid.uuid4().hex[:8]}.npy")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            np.save(tmp, np.asarray(matrix, dtype=np.float32), allow_pickle=False)
            os.replace(tmp, path)
            return True
        except OSError as exc:
            log.warning("could not save the vector cache %s: %s", path, exc)
            try:
                tmp.unlink(missing_ok=True)
            except OSError:  # the folder itself is unusable (e.g. a file stands where it should be)
                pass
            return False


class TextVectors:
    """Vectors of single texts in a SQLite file, keyed by a hash of the text: the judge's passage views.

    Why: the offline judge compares the question with every sentence, every pair of adjacent sentences and every
    whole passage it is shown (`querylab.offline.judge_views`). Those texts belong to the corpus, not to the
    question, yet a fresh process embedded them again on every first sight: on the app's first answer that was
    most of the wait (docs/bench_results.md, "Cold start"). Kept here, a view is embedded once per embedder:
    when the sample corpus is seeded (`Engine.warm_judge_views`) or the first time a turn shows it.

    Only passage views are written (never a question: `CoverageJudge._embed(persist_from=…)`). The file is a cache:
    any error reading or writing it is logged once and the judge embeds as before, so it never fails a turn.
    One file per embedder identity (name, dimension, ONNX file), so another model never reads these vectors.
    """

    def __init__(self, folder: Path, embedder: Any) -> None:
        identity = hashlib.sha256(json.dumps(_embedder_identity(embedder)).encode("utf-8")).hexdigest()[:16]
        self.path = Path(folder) / f"text-vectors-{identity}.sqlite"
        self.dim = int(getattr(embedder, "dim", 0) or 0)
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        self._broken = False

    @staticmethod
    def key(text: str) -> bytes:
        return hashlib.sha256(text.encode("utf-8")).digest()[:16]

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path, timeout=5, check_same_thread=False, isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("CREATE TABLE IF NOT EXISTS vectors (key BLOB PRIMARY KEY, vec BLOB NOT NULL) WITHOUT ROWID")
        except sqlite3.Error:
            conn.close()
            raise
        return conn

    def _connection(self) -> sqlite3.Connection | None:
        if self._conn is None and not self._broken:
            try:
                self._conn = self._open()
            except sqlite3.DatabaseError as exc:  # not a database: a cache is rebuilt, not repaired
                damaged = self.path.with_name(self.path.name + ".damaged")
                log.warning("judge view vectors: %s is damaged (%s); moved to %s, starting a new file", self.path, exc, damaged.name)
                try:
                    os.replace(self.path, damaged)
                    self._conn = self._open()
                except (OSError, sqlite3.Error) as again:
                    self._fail("open", again)
            except (OSError, sqlite3.Error) as exc:
                self._fail("open", exc)
        return self._conn

    def _fail(self, what: str, exc: Exception) -> None:
        """Off for the rest of the process: logged once."""
        if not self._broken:
            log.warning("judge view vectors off (%s %s: %s); the judge embeds every text itself", what, self.path, exc)
        self._broken = True

    def get_many(self, texts: Sequence[str]) -> dict[str, np.ndarray]:
        """The stored vectors of those `texts` that have one."""
        keys = {self.key(t): t for t in dict.fromkeys(texts)}
        found: dict[str, np.ndarray] = {}
        with self._lock:
            conn = self._connection()
            if conn is None or not keys:
                return found
            wanted = list(keys)
            try:
                for start in range(0, len(wanted), 500):
                    part = wanted[start : start + 500]
                    rows = conn.execute(f"SELECT key, vec FROM vectors WHERE key IN ({','.join('?' * len(part))})", part).fetchall()
                    for key, blob in rows:
                        vec = np.frombuffer(blob, dtype=np.float32)
                        if vec.shape == (self.dim,):
                            found[keys[bytes(key)]] = vec
            except sqlite3.Error as exc:
                self._fail("read", exc)
                return {}
        return found

    def put_many(self, texts: Sequence[str], vectors: np.ndarray) -> None:
        rows = [(self.key(t), np.asarray(v, dtype=np.float32).tobytes()) for t, v in zip(texts, vectors)]
        with self._lock:
            conn = self._connection()
            if conn is None or not rows:
                return
            try:
                with conn:
                    conn.execute("BEGIN")
                    conn.executemany("INSERT OR IGNORE INTO vectors (key, vec) VALUES (?, ?)", rows)
            except sqlite3.Error as exc:
                self._fail("write", exc)

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None


def forget_texts(folder: Path, texts: Sequence[str]) -> int:
    """Delete the stored vectors of `texts` from every embedder's file under `folder`; returns the rows deleted.

    Why: the views of a document that is deleted or replaced stay reachable by their exact text only, but a vector
    of a restricted document's sentence is still that document's data on disk after an admin removed it. Every
    embedder's file is purged (a file is per embedder, and a text may be in several). A file that does not exist
    is not created; an unreadable one is left alone and logged (it is a cache: the purge never fails a delete).
    """
    keys = [TextVectors.key(t) for t in dict.fromkeys(texts)]
    deleted = 0
    if not keys:
        return 0
    for path in sorted(Path(folder).glob("text-vectors-*.sqlite")):
        try:
            conn = sqlite3.connect(path, timeout=5, isolation_level=None)
            try:
                with conn:
                    conn.execute("BEGIN")
                    for start in range(0, len(keys), 500):
                        part = keys[start : start + 500]
                        deleted += conn.execute(f"DELETE FROM vectors WHERE key IN ({','.join('?' * len(part))})", part).rowcount
            finally:
                conn.close()
        except sqlite3.Error as exc:
            log.warning("could not purge removed passages' vectors from %s: %s", path, exc)
    return deleted
