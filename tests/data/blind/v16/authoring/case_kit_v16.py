"""The small vocabulary the v16 judge cases are written in: this author's tags, three extra checks and two builders.

Why a kit: about 240 hand-written questions **phrased the way people really type them** — loose, colloquial,
indirect, with a typo or an abbreviation, or a whole situation told before the question — stay readable when each is
one call with its label next to the words. Half come from customers (returns, refunds, shipping, warranty, accounts,
plans), half from employees of both tenants (travel, expenses, leave, equipment, security, benefits). The builders
check on the spot what the loader test checks later (a known kind, a known passage key, tags from the README's list
with at least one voice, "arguable" in both note and tags, `two_passages` on an answerable case resting on several
passages) plus this author's own rules: every case says who asks (`customer` or `employee`, exactly one) and how it is
phrased (at least one of `situation`, `typo`, `indirect`, `colloquial`, `single_fact`); a `missing_detail` note says
what the passages *give* and what they lack. Passages are named `<short file>/<heading>` (or `faq/<question>`);
`author_judge_v16.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
PHRASING = {"situation",  # a situation told before (or instead of) the question
            "typo",  # a typo, a missing letter or an abbreviation (pls, u, hrs, PTO-less shorthand)
            "indirect",  # the question is implied ("not sure I can still …", "wondering whether …")
            "colloquial",  # loose everyday wording
            "single_fact"}  # a plain one-fact question, for balance
AUDIENCES = {"customer", "employee"}
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase"}
TAGS = SHAPES | PHRASING | AUDIENCES | VOICES


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    if len(AUDIENCES & set(tag_list)) != 1:
        raise ValueError(f"say who asks: exactly one of {sorted(AUDIENCES)}: {question!r}")
    if not PHRASING & set(tag_list):
        raise ValueError(f"say how it is phrased (one of {sorted(PHRASING)}): {question!r}")
    if kind == "missing_detail" and "gives" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
