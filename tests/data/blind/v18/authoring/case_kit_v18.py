"""The small vocabulary the v18 judge cases are written in: this author's tags, five extra checks and two builders.

Why a kit: about 240 hand-written questions **from people in edge situations, and questions that quote or paraphrase
the policy back** — new joiners, leavers, part-timers and people on leave, people travelling or relocating, customers
with an unusual order (a gift, a split shipment, a bulk or business order, a replacement, a reseller, another
currency), questions that restate a sentence of a passage and ask about a case it does not settle, numbers that must
match exactly ("more than 8 hours", "up to EUR 1,000", "within 1 hour") and answers that need two adjacent sentences
or two passages — stay readable when each is one call with its label next to the words. The builders check on the
spot what the loader test checks later (a known kind, a known passage key, tags from the README's list with at least
one voice, "arguable" in both note and tags, `two_passages` on an answerable case resting on several passages) plus
this author's own rules: every case says who asks (`customer`, `support` or `employee`, exactly one) and which edge
situation it comes from (at least one of the `EDGES`, or `plain`); a `missing_detail` note says what the passages
*give* and what they lack; a `quote_back` question quotes or cites the policy ("says", an opening quotation mark); an
`exact_number` question carries a number; a `relayed` voice is a support person's. Passages are named
`<short file>/<heading>` (or `faq/<question>`); `author_judge_v18.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
EDGES = {"joiner",  # a new joiner (or someone about to start)
         "leaver",  # someone leaving the company
         "part_time",  # a part-time employee
         "on_leave",  # on leave, sick, away, or covering for someone who is
         "traveller",  # travelling on business
         "relocating",  # moving house, office or country (employee or customer)
         "unusual_order",  # a gift, split shipment, bulk/business order, replacement, reseller, other currency
         "plain"}  # none of the above, for balance
FORMS = {"quote_back",  # restates or quotes a sentence of a passage and asks about a case
         "exact_number",  # a number that must match a threshold exactly ("over 500", "within 30 days")
         "two_sentences"}  # the answer needs two adjacent sentences (or two passages)
AUDIENCES = {"customer", "support", "employee"}  # who asks: a customer, a support person, an employee for themselves
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase", "relayed"}  # relayed: support relaying a customer
TAGS = SHAPES | EDGES | FORMS | AUDIENCES | VOICES
QUOTE_MARKS = ('"', "“", " '", "says", " say ", "said", "states", "reads", "according to")


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    if len(AUDIENCES & set(tag_list)) != 1:
        raise ValueError(f"say who asks: exactly one of {sorted(AUDIENCES)}: {question!r}")
    if not EDGES & set(tag_list):
        raise ValueError(f"say which edge situation it comes from (one of {sorted(EDGES)}): {question!r}")
    if kind == "missing_detail" and "gives" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if "quote_back" in tag_list and not any(mark in question.lower() for mark in QUOTE_MARKS):
        raise ValueError(f"a quote_back question quotes or cites the policy: {question!r}")
    if "exact_number" in tag_list and not any(ch.isdigit() for ch in question):
        raise ValueError(f"an exact_number question carries a number: {question!r}")
    if "relayed" in tag_list and "support" not in tag_list:
        raise ValueError(f"a relayed question is a support person's: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
