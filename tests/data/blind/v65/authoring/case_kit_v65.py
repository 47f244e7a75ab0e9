"""The small vocabulary the v65 judge cases are written in: this author's tags, its extra checks and two builders.

Why a kit: about 240 hand-written questions about **returns and refunds in the details** — item condition, packaging,
restocking fees, refund methods and timing, exchanges, gift cards, partial refunds — asked by customers,
support agents, business buyers, team leads and relatives, some in careful full sentences, some half-written on a phone,
stay readable when each is one call with its label next to the words. The builders check on the spot what the loader
test checks later (a known kind, a known passage key, tags from the README's list with at least one voice, "arguable"
in both note and tags, `two_passages` on an answerable case resting on several passages) plus this author's own rules:
every case says who writes (exactly one of `WRITERS`), how it is written (exactly one of `REGISTERS`) and which
returns aspect it has (at least one of `ASPECTS`, or `plain` alone); an answerable note gives the answer
("Answer:"); a `missing_detail` note says what the passages *give* and what they lack; an `other_role` or
`other_entity` note says which groups, tools or schemes the passages *cover*; an answerable `general_rule` note names
the general rule; the answer shapes `paraphrase`, `two_passages` and `general_rule` stand only on answerable cases; an
`other_unit` question names a currency other than the tenant's own; a `relayed` voice is a relative's; an
unanswerable `two_asks` note says which ask fails. Passages are named `<short file>/<heading>` (or `faq/<question>`);
`author_judge_v65.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
ANSWER_SHAPES = {"paraphrase", "two_passages", "general_rule"}  # how an answerable case is answered
ASPECTS = {"return_steps",  # RMA, portal, forms, drop-off, cancelling before shipping
           "condition",  # opened, used, damaged, sealed, engraved, defective
           "packaging",  # original box, RMA on the box, seals
           "restocking",  # restocking fees
           "return_shipping",  # return labels, shipping fees and charges
           "refund_method",  # original payment method, store credit, bank transfer, cash
           "timing",  # refund windows, processing times, statement delays
           "cross_border",  # another country, state or province
           "exchange",  # exchanges, replacements, warranty repair
           "goodwill",  # goodwill refunds and credits, escalation
           "gift_card",  # gift cards and eGift cards
           "partial",  # partial refunds: deductions, fee refunds, pro rata, subscriptions
           "plain"}  # none of these, for balance
FORMS = {"yes_no", "amount", "duration", "date", "pick", "list", "steps"}  # the shape of the answer asked for
QUALIFIERS = {"boundary",  # the question sits exactly on or next to a threshold or limit
              "stated_no",  # the answer is a "no" the passage states
              "place",  # a country, state, province or city
              "channel",  # how something was bought, paid or returned (reseller, retailer, app, marketplace, carrier)
              "version",  # a version or year of a policy
              "currency",  # an amount in a currency
              "role"}  # the question hinges on who the writer is (agent, business buyer, team lead, …)
REGISTERS = {"full_sentence", "phone_note"}  # a careful full sentence, or half-written on a phone
MESSAGE = {"two_asks"}  # the message asks two things; answerable only when both are answered
WRITERS = {"customer", "agent", "business_buyer", "team_lead", "relative"}  # relative: writing for someone else
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase", "typos", "relayed"}  # relayed: a relative's
TAGS = SHAPES | ASPECTS | FORMS | QUALIFIERS | REGISTERS | MESSAGE | WRITERS | VOICES
#: currencies an `other_unit` question may name: anything but the tenant's own
OTHER_CURRENCIES = {"acme": ("GBP", "CHF", "NOK", "SEK", "PLN", "USD", "DKK", "pound", "franc", "krona", "krone", "dollar"),
                    "globex": ("CAD", "GBP", "JPY", "EUR", "MXN", "yen", "peso", "euro", "pound")}


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    aspects = ASPECTS & set(tag_list)
    if len(WRITERS & set(tag_list)) != 1:
        raise ValueError(f"say who writes: exactly one of {sorted(WRITERS)}: {question!r}")
    if len(REGISTERS & set(tag_list)) != 1:
        raise ValueError(f"say how it is written: exactly one of {sorted(REGISTERS)}: {question!r}")
    if not aspects or ("plain" in aspects and len(aspects) > 1):
        raise ValueError(f"say which aspect it has (one or more of {sorted(ASPECTS)}, or plain alone): {question!r}")
    if kind == "answerable" and "Answer:" not in note:
        raise ValueError(f"an answerable note gives the answer ('Answer: …'): {question!r}")
    if kind == "missing_detail" and "give" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if kind in ("other_role", "other_entity") and "cover" not in note.lower():
        raise ValueError(f"an {kind} note says which groups, tools or schemes the passages cover: {question!r}")
    if kind == "answerable" and "general_rule" in tag_list and "general rule" not in note.lower():
        raise ValueError(f"a general_rule note names the general rule: {question!r}")
    if kind != "answerable" and ANSWER_SHAPES & set(tag_list):
        raise ValueError(f"{sorted(ANSWER_SHAPES)} describe how an answerable case is answered: {question!r}")
    if kind == "other_unit" and not any(c.lower() in question.lower() for c in OTHER_CURRENCIES[tenant]):
        raise ValueError(f"an other_unit question names a currency other than the tenant's: {question!r}")
    if "relayed" in tag_list and "relative" not in tag_list:
        raise ValueError(f"a relayed question is a relative's: {question!r}")
    if kind != "answerable" and "two_asks" in tag_list and "ask" not in note.replace("two_asks", ""):
        raise ValueError(f"an unanswerable two-ask note says which ask fails: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
