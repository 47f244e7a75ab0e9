"""Where saved revisions of templates and knob files are kept: JSON files, or the shared database.

Why a seam here: a revision saved on one app replica must be readable by the next turn of another,
so with `QUERYLAB_DATABASE_URL` set the bodies go to the `revisions` table. Without it they stay where
they always were — `<data_dir>/prompts/<name>/<rev>.json` for templates and
`<data_dir>/prompts/knobs/<name>/<rev>.json` for knob files, readable and diffable by hand.

A revision is named by its content hash and never changes, so both kinds write once and a reader may
cache a body forever once it has seen it; only a revision it has not seen yet costs a read.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, Protocol

from querylab.labels import atomic_write
from querylab.storage import Database, as_database

logger = logging.getLogger(__name__)

Kind = Literal["template", "knobs"]
#: The key a file of each kind keeps its body under (the files' format since the first release).
_FILE_KEY: dict[str, str] = {"template": "template", "knobs": "knob"}


@dataclass(frozen=True)
class SavedInfo:
    revision: str
    saved_at: float
    note: str


class SavedRevisions(Protocol):
    def put(self, name: str, revision: str, body: dict[str, Any], note: str = "") -> None: ...

    def get(self, name: str, revision: str) -> dict[str, Any] | None: ...

    def list(self, name: str) -> list[SavedInfo]: ...


class FileRevisions:
    """`<root>/<name>/<revision>.json`, written atomically, once."""

    def __init__(self, root: Path, kind: Kind) -> None:
        self.root = Path(root)
        self.kind = kind

    def put(self, name: str, revision: str, body: dict[str, Any], note: str = "") -> None:
        folder = self.root / name
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{revision}.json"
        if not path.exists():
            atomic_write(path, json.dumps({_FILE_KEY[self.kind]: body, "saved_at": time.time(), "note": note}, ensure_ascii=False, indent=1))

    def get(self, name: str, revision: str) -> dict[str, Any] | None:
        path = self.root / name / f"{revision}.json"
        if not path.exists():
            return None
        return dict(json.loads(path.read_text(encoding="utf-8"))[_FILE_KEY[self.kind]])

    def list(self, name: str) -> list[SavedInfo]:
        folder = self.root / name
        out = []
        for path in folder.glob("*.json") if folder.exists() else ():
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                logger.warning("skipping unreadable revision file %s", path)
                continue
            out.append(SavedInfo(path.stem, float(data.get("saved_at", 0)), str(data.get("note", ""))))
        return sorted(out, key=lambda r: r.saved_at)


class DatabaseRevisions:
    """The `revisions` table of the shared database; bodies cached in memory once read (immutable)."""

    def __init__(self, db: Database, kind: Kind) -> None:
        self.db = as_database(db, "revisions")
        self.kind = kind
        self._bodies: dict[tuple[str, str], dict[str, Any]] = {}
        self._lock = threading.Lock()

    def put(self, name: str, revision: str, body: dict[str, Any], note: str = "") -> None:
        with self.db.transaction(write=True) as tx:
            tx.execute("INSERT INTO revisions (kind, name, revision, body, note, saved_at) VALUES (?, ?, ?, ?, ?, ?) "
                       "ON CONFLICT (kind, name, revision) DO NOTHING",
                       (self.kind, name, revision, json.dumps(body, ensure_ascii=False), note, time.time()))

    def get(self, name: str, revision: str) -> dict[str, Any] | None:
        cached = self._bodies.get((name, revision))
        if cached is not None:
            return dict(cached)
        rows = self.db.read("SELECT body FROM revisions WHERE kind = ? AND name = ? AND revision = ?", (self.kind, name, revision))
        if not rows:
            return None
        body = json.loads(rows[0][0])
        with self._lock:
            self._bodies[(name, revision)] = body
        return dict(body)

    def list(self, name: str) -> list[SavedInfo]:
        rows = self.db.read("SELECT revision, saved_at, note FROM revisions WHERE kind = ? AND name = ? ORDER BY saved_at, revision", (self.kind, name))
        return [SavedInfo(str(r), float(at), str(note)) for r, at, note in rows]
