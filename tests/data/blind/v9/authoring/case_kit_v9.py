"""The small vocabulary the v9 judge cases are written in: this author's tags, one extra check and two builders.

Why a kit: about 250 hand-written "one specific detail" questions (a turnaround time, a deadline, an approver, where to
submit, a phone number or email, a limit, what happens if something does not happen) stay readable when each is one
call with its label next to the words. The builders check on the spot what the loader test checks later (a known
kind, a known passage key, tags from the README's list with at least one voice, "arguable" in both note and tags,
`two_passages` on an answerable case resting on several passages) plus this author's own rule: a `missing_detail`
case is a near miss, so its note says what the passages *give* instead of the asked detail, and it carries the tag
`same_type` when that given detail is of the asked type (a duration for a duration, an email for a phone number, an
approver for another amount). Passages are named `<short file>/<heading>` (or `faq/<question>`);
`author_judge_v9.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable",  # as in v4/v5
          "typo",  # as in v8
          "same_type", "threshold"}  # new in v9: a near miss of the asked detail's type; a value beside a threshold
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase"}
TAGS = SHAPES | VOICES


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    if kind == "missing_detail" and "gives" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give instead: {question!r}")
    if "same_type" in tags.split() and kind == "answerable":
        raise ValueError(f"same_type marks an unanswerable near miss: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
