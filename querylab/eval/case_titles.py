"""The document titles of a judge case's passages, found in the sample corpus its tenant is seeded with.

Why: in a turn every retrieved chunk carries its document's title, and the judge sees it beside the passage (a real
model in the prompt, the offline judge in its context): a versioned policy names its year in the title ("Expense
Reimbursement Policy 2023"), not in each section. The blind policy cases hold their passages' text only, cut verbatim
from the sample corpus, so the evaluation finds each passage's file there to give it the title a turn would.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from querylab.corpus.loaders import load_text_folder

#: Characters of a passage looked for in the corpus files: enough to be unique, short of where a cut passage may end.
_PROBE_CHARS = 160


def _fold(text: str) -> str:
    return " ".join(text.split())


@lru_cache(maxsize=16)
def _folder_files(folder: Path) -> tuple[tuple[str, str], ...]:
    """(title, whitespace-folded text) of each Markdown or text file of ``folder``, titled as ingestion titles it."""
    return tuple((doc.title, _fold(doc.text)) for doc in load_text_folder(folder))


@lru_cache(maxsize=4096)
def _title_of(passage: str, folder: Path) -> str:
    probe = _fold(passage)[:_PROBE_CHARS]
    return next((title for title, text in _folder_files(folder) if probe and probe in text), "")


def passage_titles(documents: list[str] | tuple[str, ...], folder: Path) -> list[str]:
    """Each passage's document title ("" when no file of ``folder`` holds it); remembered per passage, since the
    evaluation asks for a case's titles twice (its cache key and its run)."""
    return [_title_of(doc, folder) for doc in documents]
