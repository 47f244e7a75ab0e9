"""The small vocabulary the v34 judge cases are written in: this author's tags, ten extra checks and two builders.

Why a kit: about 240 hand-written questions from **people comparing and buying** — prospective customers and
procurement staff asking about prices, plans and tiers, currencies, regions, trial periods, volume discounts and what
each edition includes, before they buy, often with numbers, units and dates of their own — stay readable when each is
one call with its label next to the words. The builders check on the spot what the loader test checks later (a known
kind, a known passage key, tags from the README's list with at least one voice, "arguable" in both note and tags,
`two_passages` on an answerable case resting on several passages) plus this author's own rules: every case says who
asks (exactly one of the `AUDIENCES`) and which buying aspect it has (at least one of `ASPECTS`, or `plain` alone); an
answerable note gives the answer ("Answer:"); a `missing_detail` note says what the passages *give* and what they
lack; an `other_role` or `other_entity` note says which groups, products or plans the passages *cover*; an answerable
`general_rule` note names the general rule; the answer shapes `paraphrase`, `two_passages` and `general_rule` stand
only on answerable cases; an `other_unit` question names a currency other than the tenant's own; a `relayed` voice is
an advisor's; an `own_numbers` question carries a figure of its own (a digit); an unanswerable `compare` note says
which side fails. Passages are named `<short file>/<heading>` (or `faq/<question>`); `author_judge_v34.py` cuts them
from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
ANSWER_SHAPES = {"paraphrase", "two_passages", "general_rule"}  # how an answerable case is answered
ASPECTS = {"pricing",  # list prices, totals, what a quantity costs
           "plan",  # what a plan, tier or edition includes: users, devices, storage, versions, features
           "trial",  # free trials and their terms
           "discount",  # annual billing, volume, group or multi-year discounts
           "billing",  # how a buyer pays: invoice, payment terms, credit checks, PO numbers, currency
           "hardware",  # what a device is, does and costs, its warranty
           "delivery",  # where and how fast orders ship, shipping costs, duties
           "ordering",  # placing, cancelling or changing an order, buying channels
           "service_level",  # uptime commitments, service credits, support response times
           "security",  # data location, encryption, certifications, agreements
           "returns",  # changing one's mind after buying: refunds, cancelling a subscription, restocking
           "gift_card",  # gift and eGift cards
           "contact",  # whom to ask: sales, quotes
           "plain"}  # none of these, for balance
FORMS = {"yes_no", "amount", "duration", "date", "pick", "list"}  # the shape of the answer asked for
QUALIFIERS = {"boundary",  # the question sits exactly on or next to a threshold or limit
              "stated_no",  # the answer is a "no" the passage states
              "place",  # a country, state, province or city
              "channel",  # a purchase channel (web shop, phone, app, reseller, marketplace, retailer)
              "version",  # a version or year of a document or price list
              "currency"}  # an amount in a currency
MESSAGE = {"own_numbers",  # the question brings its own numbers, units or dates
           "compare"}  # the question compares two plans, products or options
AUDIENCES = {"prospect", "procurement", "advisor"}  # a prospective customer, a buyer in procurement, an IT consultant
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase", "typos", "relayed"}  # relayed: advisor for a client
TAGS = SHAPES | ASPECTS | FORMS | QUALIFIERS | MESSAGE | AUDIENCES | VOICES
#: currencies an `other_unit` question may name: anything but the tenant's own
OTHER_CURRENCIES = {"acme": ("GBP", "CHF", "NOK", "SEK", "PLN", "USD", "DKK", "pound", "franc", "krona", "krone", "dollar"),
                    "globex": ("CAD", "GBP", "JPY", "EUR", "MXN", "yen", "peso", "euro", "pound")}


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    aspects = ASPECTS & set(tag_list)
    if len(AUDIENCES & set(tag_list)) != 1:
        raise ValueError(f"say who asks: exactly one of {sorted(AUDIENCES)}: {question!r}")
    if not aspects or ("plain" in aspects and len(aspects) > 1):
        raise ValueError(f"say which buying aspect it has (one or more of {sorted(ASPECTS)}, or plain alone): {question!r}")
    if kind == "answerable" and "Answer:" not in note:
        raise ValueError(f"an answerable note gives the answer ('Answer: …'): {question!r}")
    if kind == "missing_detail" and "give" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if kind in ("other_role", "other_entity") and "cover" not in note.lower():
        raise ValueError(f"an {kind} note says which groups, products or plans the passages cover: {question!r}")
    if kind == "answerable" and "general_rule" in tag_list and "general rule" not in note.lower():
        raise ValueError(f"a general_rule note names the general rule: {question!r}")
    if kind != "answerable" and ANSWER_SHAPES & set(tag_list):
        raise ValueError(f"{sorted(ANSWER_SHAPES)} describe how an answerable case is answered: {question!r}")
    if kind == "other_unit" and not any(c.lower() in question.lower() for c in OTHER_CURRENCIES[tenant]):
        raise ValueError(f"an other_unit question names a currency other than the tenant's: {question!r}")
    if "relayed" in tag_list and "advisor" not in tag_list:
        raise ValueError(f"a relayed question is an advisor's: {question!r}")
    if "own_numbers" in tag_list and not any(ch.isdigit() for ch in question):
        raise ValueError(f"an own_numbers question carries a figure of its own: {question!r}")
    if kind != "answerable" and "compare" in tag_list and "side" not in note:
        raise ValueError(f"an unanswerable compare note says which side fails: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
