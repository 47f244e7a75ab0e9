"""Labels: exactly one revision per artifact holds a label; every move is logged with who, when, from, evidence."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from querylab.labels import PRODUCTION, LabelStore


def test_a_label_moves_and_the_move_is_recorded(tmp_path: Path) -> None:
    labels = LabelStore(tmp_path)
    labels.move("judge", "staging", "aaa", who="alice")
    move = labels.move("judge", "staging", "bbb", who="bob", evidence={"balanced_accuracy": {"diff": 0.1}})
    assert labels.get("judge", "staging") == "bbb" and labels.on("judge", "aaa") == []
    assert (move.previous, move.who, move.evidence) == ("aaa", "bob", {"balanced_accuracy": {"diff": 0.1}})
    assert [m.revision for m in LabelStore(tmp_path).moves("judge")] == ["aaa", "bbb"]
    labels.move("judge", PRODUCTION, "bbb")
    assert labels.on("judge", "bbb") == [PRODUCTION, "staging"]


def test_legacy_active_pointer_reads_as_production(tmp_path: Path) -> None:
    (tmp_path / "active.json").write_text(json.dumps({"judge": "abc"}))
    labels = LabelStore(tmp_path)
    assert labels.get("judge", PRODUCTION) == "abc"
    labels.move("judge", PRODUCTION, "def")
    assert LabelStore(tmp_path).get("judge", PRODUCTION) == "def"


@pytest.mark.parametrize("bad", ["", "Prod", "has space", "x" * 41, "1st"])
def test_bad_label_names_are_refused(tmp_path: Path, bad: str) -> None:
    with pytest.raises(ValueError, match="label"):
        LabelStore(tmp_path).move("judge", bad, "abc")
