"""The one guard every trainer calls before it reads a set: never a test split.

Why one guard: the route classifier's trainer (`querylab.offline.route_training`) and the judge's scorer trainer
(`querylab.eval.judge_training`) each had their own rule — the first refused two named blind test files, the second
any file whose name says "test" and any ``test`` split — so a new test file was refused by one and read by the
other. The stricter rule now holds for both: a ``test`` split, any file whose name contains "test", and a public
set read whole (its ``all`` holds its test split) are refused. The only exception is a test split already spent
(`SPENT_TEST_FILES`): its errors were read case by case in an earlier round, so its figures are no longer test
figures and the route classifier trains on it; a new one is added here, in review, never by a trainer.
"""

from __future__ import annotations

from pathlib import Path

from querylab.config import REPO_ROOT
from querylab.eval.datasets import DatasetError
from querylab.eval.public_sets import PUBLIC_SETS

#: Test files (paths under the repository root) whose results were already spent, so training on them hides nothing.
SPENT_TEST_FILES: tuple[str, ...] = ("tests/data/blind/routing_test.jsonl",)


def _spent(path: Path) -> bool:
    resolved = (path if path.is_absolute() else REPO_ROOT / path).resolve()
    return any(resolved == (REPO_ROOT / spent).resolve() for spent in SPENT_TEST_FILES)


def check_training_source(name: str | Path, split: str | None = None) -> None:
    """Refuse a test split, a test file or a whole public set: training on it would make every test figure a training figure.

    Raises:
        DatasetError: naming the source and why it is refused.
    """
    text = str(name)
    public = any(set_name == text for (_, set_name) in PUBLIC_SETS)
    if split == "test":
        why = "its test split"
    elif public and split in (None, "all"):
        why = "the whole set, test split included (name its train or val split)"
    elif not public and "test" in Path(text).name.lower() and not _spent(Path(text)):
        why = "a test file"
    else:
        return
    raise DatasetError(f"{text} (split {split}): {why}; a test split is evaluated once by the lead, never trained or tuned on")
