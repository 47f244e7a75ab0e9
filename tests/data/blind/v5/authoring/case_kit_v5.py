"""The small vocabulary the v5 judge cases are written in: this author's tags, extra checks and two builders.

Why a kit: about 240 hand-written cases stay readable when each is one call with its label next to the words. The
builders check on the spot what the loader test checks later (a known kind, at least one passage, voice and shape
tags from the README's list), so a typo fails while writing, not at review. Passages are named by
`<short file>/<heading>` (or `faq/<question>`); `author_judge_v5.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

TAGS = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable",  # shape
        "terse", "chatty", "formal", "non_native", "lowercase"}  # voice
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase"}


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
