"""Where flagged regression cases are kept: JSON Lines files, or the shared database.

Why a seam: with several app replicas, a case flagged on one must be in the set the other evaluates.
Without `QUERYLAB_DATABASE_URL` the sets stay the files of `querylab.regression`
(`<data_dir>/regression/<kind>.jsonl`, appended under `flock`). With it they are rows of
`regression_cases` (unique per kind and case id, so flagging a turn twice adds nothing, on any replica);
`path(kind)` still hands the evaluation runner and the download button a JSON Lines file, written from
the table each time it is asked for.
"""

from __future__ import annotations

import json
import logging
import os
import time
from pathlib import Path
from typing import Any, Protocol

from querylab import regression
from querylab.regression import AppendResult, Kind
from querylab.storage import Database, as_database

logger = logging.getLogger(__name__)


class RegressionSets(Protocol):
    def append(self, kind: Kind, case: dict[str, Any]) -> AppendResult: ...

    def cases(self, kind: Kind) -> list[dict[str, Any]]: ...

    def path(self, kind: Kind) -> Path: ...


class FileRegressionSets:
    """The JSON Lines files of `querylab.regression`, as before."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = Path(data_dir)

    def append(self, kind: Kind, case: dict[str, Any]) -> AppendResult:
        return regression.append_case(regression.regression_path(self.data_dir, kind), case)

    def cases(self, kind: Kind) -> list[dict[str, Any]]:
        return regression.load_cases(regression.regression_path(self.data_dir, kind))

    def path(self, kind: Kind) -> Path:
        return regression.regression_path(self.data_dir, kind)


class DatabaseRegressionSets:
    """The `regression_cases` table; `path()` exports it to this replica's data directory."""

    def __init__(self, db: Database, data_dir: Path) -> None:
        self.db = as_database(db, "regression")
        self.data_dir = Path(data_dir)

    def append(self, kind: Kind, case: dict[str, Any]) -> AppendResult:
        path = regression.regression_path(self.data_dir, kind)  # also checks `kind`
        if "id" not in case:
            raise ValueError("a regression case needs an 'id'")
        case_id = str(case["id"])
        with self.db.transaction(write=True) as tx:
            added = tx.execute("INSERT INTO regression_cases (kind, case_id, body, added_at) VALUES (?, ?, ?, ?) "
                               "ON CONFLICT (kind, case_id) DO NOTHING RETURNING case_id",
                               (kind, case_id, json.dumps(case, ensure_ascii=False), time.time())).fetchone() is not None
        if added:
            logger.info("regression case %s added to the shared %s set", case_id, kind)
        return AppendResult(path, case_id, added=added)

    def cases(self, kind: Kind) -> list[dict[str, Any]]:
        regression.regression_path(self.data_dir, kind)
        return [json.loads(body) for (body,) in self.db.read("SELECT body FROM regression_cases WHERE kind = ? ORDER BY seq", (kind,))]

    def path(self, kind: Kind) -> Path:
        path = regression.regression_path(self.data_dir, kind)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in self.cases(kind)), encoding="utf-8")
        os.replace(tmp, path)
        return path


def regression_sets(data_dir: Path, db: Database | None) -> RegressionSets:
    """The shared sets when there is a shared database (`storage.shared_database`), else the files."""
    return DatabaseRegressionSets(db, data_dir) if db is not None else FileRegressionSets(data_dir)
