"""The document titles of a judge case's passages, found in the sample corpus its tenant is seeded with.

Why: in a turn every retrieved chunk carries its document's title, and the judge sees it beside the passage (a real
model in the prompt, the offline judge in its context): a versioned policy names its year in the title ("Expense
Reimbursement Policy 2023"), not in each section. The blind policy cases hold their passages' text only, cut verbatim
from the sample corpus, so the evaluation finds each passage's file there to give it the title a turn would.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

_HEADING = re.compile(r"^#\s+(.+?)\s*$", re.M)
#: Characters of a passage looked for in the corpus files: enough to be unique, short of where a cut passage may end.
_PROBE_CHARS = 160


def _fold(text: str) -> str:
    return " ".join(text.split())


@lru_cache(maxsize=16)
def _folder_files(folder: str) -> tuple[tuple[str, str], ...]:
    """(title, whitespace-folded text) of each Markdown or text file of ``folder``: its first "# " heading, else its name."""
    files = sorted(p for p in Path(folder).glob("*") if p.suffix in (".md", ".txt")) if Path(folder).is_dir() else []
    out = []
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        heading = _HEADING.search(text)
        out.append((heading.group(1) if heading else path.stem, _fold(text)))
    return tuple(out)


def passage_titles(documents: list[str] | tuple[str, ...], folder: Path) -> list[str]:
    """Each passage's document title ("" when no file of ``folder`` holds it)."""
    files = _folder_files(str(folder))
    titles = []
    for doc in documents:
        probe = _fold(doc)[:_PROBE_CHARS]
        titles.append(next((title for title, text in files if probe and probe in text), ""))
    return titles
