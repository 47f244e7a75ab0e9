"""The small vocabulary the v13 judge cases are written in: this author's tags, three extra checks and two builders.

Why a kit: about 240 hand-written questions about **figures and thresholds** — amounts at, just under or just over a
limit, durations and notice periods, counts, percentages, dates and deadlines, and small calculations from the
passages' own figures — stay readable when each is one call with its label next to the words. The builders check on
the spot what the loader test checks later (a known kind, a known passage key, tags from the README's list with at
least one voice, "arguable" in both note and tags, `two_passages` on an answerable case resting on several passages)
plus this author's own rules: every case carries at least one figure tag (`threshold`, `duration`, `count`,
`percentage`, `date`, `amount`); a `calculation` note shows its arithmetic (an "="); a `missing_detail` note says
what the passages *give* and which figure they lack. Passages are named `<short file>/<heading>` (or
`faq/<question>`); `author_judge_v13.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable",  # as in v4/v5
          "first_person"}  # new in v13: the asker's own words about their own situation ("I've been here 14 months")
FIGURES = {"threshold",  # an amount or length at, just under or just over a limit
           "duration",  # a notice period, lead time, response or processing time
           "count",  # how many days, people, times
           "percentage",  # a rate, share, bonus or fee in per cent
           "date",  # a date or deadline
           "amount"}  # a money amount, price or cap
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase"}
TAGS = SHAPES | FIGURES | VOICES


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    if not FIGURES & set(tag_list):
        raise ValueError(f"every v13 case asks for a figure; tag which kind: {question!r}")
    if "calculation" in tag_list and "=" not in note:
        raise ValueError(f"a calculation note shows its arithmetic: {question!r}")
    if kind == "missing_detail" and "gives" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it (with the figure or a calculation from them)."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus give the figure asked."""
    return _case(tenant, kind, keys, question, note, tags)
