"""The small vocabulary the v17 judge cases are written in: this author's tags, four extra checks and two builders.

Why a kit: about 240 hand-written questions **typed in a chat by a support person or an employee, with the specifics
that matter** — places written any way ("the uk", "nyc", a city for its country), amounts with currencies and units,
dates and deadlines relative to an event ("3 weeks after delivery"), named products and plans of both tenants, groups
of people (contractors, interns, part-timers, managers) and two questions in one — stay readable when each is one call
with its label next to the words. The builders check on the spot what the loader test checks later (a known kind, a
known passage key, tags from the README's list with at least one voice, "arguable" in both note and tags,
`two_passages` on an answerable case resting on several passages) plus this author's own rules: every case says who
types it (`support` or `employee`, exactly one) and which specific it carries (at least one of `place`, `amount`,
`deadline`, `product`, `group`, `two_part`, `plain`); a `missing_detail` note says what the passages *give* and what
they lack; an unanswerable `two_part` note names the *part* that fails. Passages are named `<short file>/<heading>`
(or `faq/<question>`); `author_judge_v17.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
SPECIFICS = {"place",  # a place written any way: a city for its country, lower case, "the uk", "nyc"
             "amount",  # an amount with a currency or a unit (EUR, $, km, miles, hours, %)
             "deadline",  # a date or deadline relative to an event ("3 weeks after delivery", "my last day is …")
             "product",  # a named product or plan of either tenant
             "group",  # a group of people (contractors, interns, part-timers, managers, team leads, admins)
             "two_part",  # two questions in one message
             "plain"}  # none of the above, for balance
AUDIENCES = {"support", "employee"}  # who types it: a support person on a customer's case, or an employee for themselves
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase"}
TAGS = SHAPES | SPECIFICS | AUDIENCES | VOICES


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    if len(AUDIENCES & set(tag_list)) != 1:
        raise ValueError(f"say who types it: exactly one of {sorted(AUDIENCES)}: {question!r}")
    if not SPECIFICS & set(tag_list):
        raise ValueError(f"say which specific it carries (one of {sorted(SPECIFICS)}): {question!r}")
    if kind == "missing_detail" and "gives" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if kind != "answerable" and "two_part" in tag_list and "part" not in note.replace("two_part", ""):
        raise ValueError(f"an unanswerable two-part note names the part that fails: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
