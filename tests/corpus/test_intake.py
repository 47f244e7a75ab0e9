"""File intake (querylab/corpus/intake.py): the files a folder stands for, and a file read within its limits."""

from __future__ import annotations

from pathlib import Path

import pytest

from querylab.corpus.errors import IngestError
from querylab.corpus.intake import expand_paths, read_file


def test_a_folder_stands_for_its_visible_files_named_relative_to_it(tmp_path: Path) -> None:
    (tmp_path / "policies" / ".drafts").mkdir(parents=True)
    (tmp_path / "policies" / "refunds.md").write_text("x", encoding="utf-8")
    (tmp_path / "policies" / ".drafts" / "secret.md").write_text("x", encoding="utf-8")
    (tmp_path / ".hidden.md").write_text("x", encoding="utf-8")
    single = tmp_path / "single.txt"
    single.write_text("x", encoding="utf-8")
    assert [name for _, name in expand_paths([tmp_path])] == ["policies/refunds.md", "single.txt"]
    assert list(expand_paths([single])) == [(single, "single.txt")]


def test_reading_names_the_file_and_the_reason(tmp_path: Path) -> None:
    with pytest.raises(IngestError, match="gone.md: no such file"):
        read_file(tmp_path / "gone.md", "gone.md", 1)
    with pytest.raises(IngestError, match="not a regular file"):
        read_file(tmp_path, "folder", 1)
    empty = tmp_path / "empty.md"
    empty.write_bytes(b"")
    with pytest.raises(IngestError, match="empty"):
        read_file(empty, "empty.md", 1)
    ok = tmp_path / "ok.md"
    ok.write_bytes(b"# Title")
    assert read_file(ok, "ok.md", 1) == b"# Title"
