"""The small vocabulary the v10 judge cases are written in: this author's tags, its own checks and two builders.

Why a kit: about 240 hand-written "here is my situation, what applies to me?" questions (the asker states their city,
role, amount, dates, days, what they bought and where) stay readable when each is one call with its label next to the
words. The builders check on the spot what the loader test checks later (a known kind, a known passage key, tags from
the README's list with at least one voice, "arguable" in both note and tags, `two_passages` on an answerable case
resting on several passages) plus this author's own rules:
- every question is asked in the first person (the asker's own situation: "I", "my", "we", "our", "me", "us");
- an unanswerable case of a qualifier kind names, in its note, the asker's fact that falls outside what the corpus
  covers ("the asker's ...");
- a `missing_detail` note says what the passages *give* instead of the asked detail.
Passages are named `<short file>/<heading>` (or `faq/<question>`); `author_judge_v10.py` cuts them from the corpus
with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable",  # as in v4/v5
          "typo",  # as in v8
          "threshold",  # as in v9: the asker's amount or duration stands beside a threshold the passages give
          "multi_fact", "extra_fact"}  # new in v10: the answer needs two or more of the asker's facts; the asker
# states a fact the rule does not depend on (a city, an amount, a date that changes nothing)
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase"}
TAGS = SHAPES | VOICES
FIRST_PERSON = re.compile(r"\b(i|i'm|i've|i'd|i'll|my|me|we|we're|our|us)\b", re.IGNORECASE)


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    if not FIRST_PERSON.search(question):
        raise ValueError(f"a v10 question states the asker's own situation (first person): {question!r}")
    if kind == "missing_detail" and "gives" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give instead: {question!r}")
    if kind not in ("answerable", "missing_detail") and "the asker's" not in note.lower():
        raise ValueError(f"the note names the asker's fact that falls outside the corpus: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it, matched against the asker's facts."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
