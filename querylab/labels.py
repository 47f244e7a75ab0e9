"""Labels on revisions (`production`, `staging`, your own): exactly one revision per artifact holds a label.

Why one store for templates and knob files: promotion is the same act for both, and "activating a
revision" *is* labelling it `production` — turns use the production revision unless a draft is being
tried. Every move is appended to a log with who moved it, when, from which revision, and the A/B result
the user was looking at, so "why is this in production?" has an answer.

Files: `<data_dir>/prompts/labels.json` (artifact -> label -> revision, replaced atomically) and
`<data_dir>/prompts/label_moves.jsonl` (append-only). A pre-labels `active.json` pointer is read as the
production label of the artifacts it names until a label is moved. With `QUERYLAB_DATABASE_URL` set, the
`labels` and `label_moves` tables of the shared database instead (`DatabaseLabelStore`).
"""

from __future__ import annotations

import json
import logging
import os
import re
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from querylab.storage import Database, as_database, bump_store_version, upsert_sql

logger = logging.getLogger(__name__)

PRODUCTION = "production"
_LABEL = re.compile(r"^[a-z][a-z0-9_-]{0,39}$")


def atomic_write(path: Path, text: str) -> None:
    """Write via a temporary file and rename, so a crash leaves the old file or the new one, never half."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def check_label(label: str) -> str:
    """A label is lower-case letters, digits, '-' or '_', starting with a letter (at most 40 characters)."""
    if not isinstance(label, str) or not _LABEL.match(label):
        raise ValueError(f"label {label!r} must be lower-case letters, digits, '-' or '_', starting with a letter (at most 40)")
    return label


@dataclass(frozen=True)
class LabelMove:
    """One move of a label: the record promotion leaves behind."""

    name: str
    label: str
    revision: str
    previous: str | None
    who: str
    at: float
    evidence: dict[str, Any] | None = field(default=None)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _stamp(path: Path) -> tuple[int, int, int] | None:
    """(inode, mtime in ns, size) of a file, None when it is missing. Label files are replaced by a rename
    (`atomic_write`), so every write gives a new inode even within the file system's clock granularity."""
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_ino, st.st_mtime_ns, st.st_size


class LabelStore:
    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.root.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._cache: tuple[tuple, dict[str, dict[str, str]]] | None = None  # (file stamps, parsed labels)

    @property
    def path(self) -> Path:
        return self.root / "labels.json"

    @property
    def log_path(self) -> Path:
        return self.root / "label_moves.jsonl"

    def _read(self) -> dict[str, dict[str, str]]:
        """The labels, parsed again only when a label file changed (every turn asks; another replica may write)."""
        stamp = tuple(_stamp(p) for p in (self.root / "active.json", self.path))
        cached = self._cache
        if cached is not None and cached[0] == stamp:
            return {name: dict(labels) for name, labels in cached[1].items()}
        data = self._parse()
        self._cache = (stamp, data)
        return {name: dict(labels) for name, labels in data.items()}

    def _parse(self) -> dict[str, dict[str, str]]:
        data: dict[str, dict[str, str]] = {}
        legacy = self.root / "active.json"  # the pointer templates used before labels existed
        for path in (legacy, self.path):
            if not path.exists():
                continue
            try:
                raw = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                logger.warning("unreadable %s; ignoring it", path)
                continue
            if path is legacy:
                for name, rev in dict(raw).items():
                    data.setdefault(name, {})[PRODUCTION] = str(rev)
            else:
                for name, labels in dict(raw).items():
                    data.setdefault(name, {}).update({str(k): str(v) for k, v in dict(labels).items()})
        return data

    def all(self) -> dict[str, dict[str, str]]:
        return self._read()

    def get(self, name: str, label: str) -> str | None:
        return self._read().get(name, {}).get(label)

    def of(self, name: str) -> dict[str, str]:
        """label -> revision for one artifact."""
        return dict(self._read().get(name, {}))

    def on(self, name: str, revision: str) -> list[str]:
        """The labels one revision holds, sorted (production first)."""
        return sorted((lbl for lbl, rev in self.of(name).items() if rev == revision), key=lambda s: (s != PRODUCTION, s))

    def move(self, name: str, label: str, revision: str, *, who: str = "", evidence: dict[str, Any] | None = None) -> LabelMove:
        """Give ``label`` to ``revision`` (taking it from whichever revision held it) and log the move."""
        check_label(label)
        with self._lock:
            data = self._read()
            previous = data.get(name, {}).get(label)
            data.setdefault(name, {})[label] = revision
            atomic_write(self.path, json.dumps(data, indent=1, sort_keys=True))
            move = LabelMove(name, label, revision, previous, who, time.time(), evidence)
            with open(self.log_path, "a", encoding="utf-8") as fh:
                fh.write(json.dumps(move.to_dict(), ensure_ascii=False, default=str) + "\n")
        logger.info("label %s of %s: %s -> %s (by %s)", label, name, previous, revision, who or "?")
        return move

    def moves(self, name: str | None = None) -> list[LabelMove]:
        if not self.log_path.exists():
            return []
        out = []
        for line in self.log_path.read_text(encoding="utf-8").splitlines():
            try:
                row = json.loads(line)
            except ValueError:
                continue
            if name is None or row.get("name") == name:
                out.append(LabelMove(**row))
        return out


class DatabaseLabelStore(LabelStore):
    """Labels and their moves in the shared database (`QUERYLAB_DATABASE_URL`): a label moved on one app
    replica is what the other replicas' next turn uses.

    Every turn asks for labels about ten times, so they are cached in the process and re-read only when the
    `labels` counter in `store_versions` moved. The counter itself is read at most once per `fresh_for`
    seconds (default 0.25 s, about one read per turn instead of ten): a label moved on another replica is seen
    by the next turn that starts a quarter of a second later, and a move made through this store is seen at
    once (it drops the cache).
    """

    VERSION_KEY = "labels"
    FRESH_FOR = 0.25

    def __init__(self, db: Database, *, fresh_for: float | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:  # noqa: D107 - no files: nothing of LabelStore's own set-up
        self.db = as_database(db, "revisions")
        self._lock = threading.Lock()
        self._cached: tuple[int, dict[str, dict[str, str]]] | None = None
        self._fresh_for, self._clock = self.FRESH_FOR if fresh_for is None else fresh_for, clock
        self._checked_at = float("-inf")

    def _read(self) -> dict[str, dict[str, str]]:
        cached, now = self._cached, self._clock()
        if cached is not None and now - self._checked_at < self._fresh_for:
            return {name: dict(labels) for name, labels in cached[1].items()}
        rows = self.db.read("SELECT version FROM store_versions WHERE name = ?", (self.VERSION_KEY,))
        version = int(rows[0][0]) if rows else 0
        self._checked_at = now
        if cached is None or cached[0] != version:
            data: dict[str, dict[str, str]] = {}
            for name, label, revision in self.db.read("SELECT name, label, revision FROM labels"):
                data.setdefault(str(name), {})[str(label)] = str(revision)
            cached = self._cached = (version, data)  # read after the counter: at worst one extra re-read later
        return {name: dict(labels) for name, labels in cached[1].items()}

    def move(self, name: str, label: str, revision: str, *, who: str = "", evidence: dict[str, Any] | None = None) -> LabelMove:
        check_label(label)
        at = time.time()
        with self.db.transaction(write=True) as tx:
            row = tx.execute(f"SELECT revision FROM labels WHERE name = ? AND label = ?{self.db.row_lock}", (name, label)).fetchone()
            previous = str(row[0]) if row else None
            tx.execute(upsert_sql("labels", ("name", "label", "revision"), ("name", "label")), (name, label, revision))
            tx.execute("INSERT INTO label_moves (name, label, revision, previous, who, at, evidence) VALUES (?, ?, ?, ?, ?, ?, ?)",
                       (name, label, revision, previous, who, at, json.dumps(evidence, ensure_ascii=False, default=str) if evidence is not None else None))
            bump_store_version(tx, self.VERSION_KEY)
        self._cached = None  # this process's next read sees the move whatever the freshness window
        logger.info("label %s of %s: %s -> %s (by %s)", label, name, previous, revision, who or "?")
        return LabelMove(name, label, revision, previous, who, at, evidence)

    def moves(self, name: str | None = None) -> list[LabelMove]:
        sql = "SELECT name, label, revision, previous, who, at, evidence FROM label_moves" + (" WHERE name = ?" if name is not None else "") + " ORDER BY id"
        return [LabelMove(n, lbl, rev, prev, who or "", float(at), json.loads(ev) if ev else None)
                for n, lbl, rev, prev, who, at, ev in self.db.read(sql, (name,) if name is not None else ())]
