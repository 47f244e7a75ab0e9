"""The small vocabulary the v15 judge cases are written in: this author's tags, a few extra checks and two builders.

Why a kit: about 240 hand-written questions that need **two things at once** (a two-part question, a comparison of
two groups, products, countries or periods, a fact from one passage combined with one from another, a sequence of
steps with their times) plus plain single-fact questions for balance stay readable when each is one call with its
label next to the words. The builders check on the spot what the loader test checks later (a known kind, a known
passage key, tags from the README's list with a voice, "arguable" in both note and tags, `two_passages` on an
answerable case resting on several passages) plus this author's own rules: every case carries exactly one focus
shape and exactly one asker; a `missing_detail` note says what the passages *give* and what they lack; an
unanswerable two-part (`multi_clause`) case names the clause that fails. Passages are named `<short file>/<heading>`
(or `faq/<question>`); `author_judge_v15.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

FOCUS = {"multi_clause",  # two parts, each must be answerable (as in v8)
         "comparison",  # two groups, countries, products or periods side by side
         "combination",  # a fact from one place joined with another (a limit and a rate)
         "sequence",  # what happens after a step, and how long until the next
         "single_fact"}  # a plain one-fact question, for balance
SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"} | FOCUS  # the first five as in v4/v5
ASKERS = {"new_hire", "employee", "manager", "finance", "customer"}  # who asks
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase"}
TAGS = SHAPES | ASKERS | VOICES


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    if len(FOCUS & set(tag_list)) != 1:
        raise ValueError(f"exactly one focus shape {sorted(FOCUS)} per case: {question!r}")
    if len(ASKERS & set(tag_list)) != 1:
        raise ValueError(f"exactly one asker {sorted(ASKERS)} per case: {question!r}")
    if kind == "missing_detail" and "gives" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if "multi_clause" in tag_list and kind != "answerable" and "clause" not in note:
        raise ValueError(f"an unanswerable multi_clause note names the clause that fails: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer every part of it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
