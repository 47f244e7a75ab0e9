"""The small vocabulary the v26 judge cases are written in: this author's tags, ten extra checks and two builders.

Why a kit: about 240 hand-written questions about **products, plans and their limits** — product editions and
bundles, subscription tiers and what a plan includes and does not include, warranties by region and purchase channel,
shipping options and their cut-offs — asked by customers, by business customers' admins and by the support staff who
answer them, stay readable when each is one call with its label next to the words. The builders check on the spot
what the loader test checks later (a known kind, a known passage key, tags from the README's list with at least one
voice, "arguable" in both note and tags, `two_passages` on an answerable case resting on several passages) plus this
author's own rules: every case says who asks (exactly one of the `AUDIENCES`) and which product aspect it has (at
least one of `ASPECTS`, or `plain` alone); an answerable note gives the answer ("Answer:"); a `missing_detail` note
says what the passages *give* and what they lack; an `other_role` or `other_entity` note says which groups, products
or plans the passages *cover*; an answerable `general_rule` note names the general rule; the answer shapes
`paraphrase`, `two_passages` and `general_rule` stand only on answerable cases; an `other_unit` question names a
currency other than the tenant's own; an `other_version` case carries the `version` qualifier and an `other_country`
case the `place` qualifier; a `relayed` voice is a support person's. Passages are named `<short file>/<heading>` (or
`faq/<question>`); `author_judge_v26.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
ANSWER_SHAPES = {"paraphrase", "two_passages", "general_rule"}  # how an answerable case is answered
ASPECTS = {"tier",  # a subscription tier or plan: what it includes, excludes, who it is for
           "edition",  # a hardware product, model, edition or bundle: what it is or does
           "pricing",  # prices, fees and deductions
           "billing",  # how a customer pays, is charged, credited or refunded to
           "quota",  # limits: users, devices, storage, version history, thresholds
           "warranty",  # warranty cover and repairs
           "service_level",  # uptime commitments, service credits, support response times
           "shipping",  # where we ship, shipping options, carriers, cut-off times, duties
           "orders",  # order statuses, cancelling and changing orders, lost parcels, business orders
           "returns",  # returns, refunds, exceptions, goodwill
           "gift_card",  # gift cards and eGift cards
           "data_privacy",  # where data lives, encryption, reports and agreements
           "contact",  # whom to contact, support channels and hours
           "plain"}  # none of these, for balance
FORMS = {"yes_no", "list", "pick", "amount", "duration", "time"}  # time: a clock time, weekday or date
QUALIFIERS = {"boundary",  # the question sits exactly on a threshold or limit
              "stated_no",  # the answer is a "no" the passage states
              "cutoff",  # a time-of-day or weekday cut-off for shipping or a guarantee
              "place",  # a country, state, province or city
              "channel",  # a purchase channel (web shop, phone, app, reseller, marketplace, second hand)
              "version",  # a version or year of a document or price list
              "currency"}  # an amount in another currency
AUDIENCES = {"customer", "admin", "support"}  # a consumer, a business customer's admin or buyer, support staff
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase", "typo", "relayed"}  # relayed: support relaying
TAGS = SHAPES | ASPECTS | FORMS | QUALIFIERS | AUDIENCES | VOICES
#: currencies an `other_unit` question may name: anything but the tenant's own
OTHER_CURRENCIES = {"acme": ("GBP", "CHF", "NOK", "SEK", "PLN", "USD", "DKK", "pound", "franc", "krona", "krone", "dollar"),
                    "globex": ("CAD", "GBP", "JPY", "EUR", "MXN", "yen", "peso", "euro", "pound")}


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    aspects = ASPECTS & set(tag_list)
    if len(AUDIENCES & set(tag_list)) != 1:
        raise ValueError(f"say who asks: exactly one of {sorted(AUDIENCES)}: {question!r}")
    if not aspects or ("plain" in aspects and len(aspects) > 1):
        raise ValueError(f"say which product aspect it has (one or more of {sorted(ASPECTS)}, or plain alone): {question!r}")
    if kind == "answerable" and "Answer:" not in note:
        raise ValueError(f"an answerable note gives the answer ('Answer: …'): {question!r}")
    if kind == "missing_detail" and "gives" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if kind in ("other_role", "other_entity") and "cover" not in note.lower():
        raise ValueError(f"an {kind} note says which groups, products or plans the passages cover: {question!r}")
    if kind == "answerable" and "general_rule" in tag_list and "general rule" not in note.lower():
        raise ValueError(f"a general_rule note names the general rule: {question!r}")
    if kind != "answerable" and ANSWER_SHAPES & set(tag_list):
        raise ValueError(f"{sorted(ANSWER_SHAPES)} describe how an answerable case is answered: {question!r}")
    if kind == "other_unit" and not any(c.lower() in question.lower() for c in OTHER_CURRENCIES[tenant]):
        raise ValueError(f"an other_unit question names a currency other than the tenant's: {question!r}")
    if kind == "other_version" and "version" not in tag_list or kind == "other_country" and "place" not in tag_list:
        raise ValueError(f"an other_version case is tagged version, an other_country case place: {question!r}")
    if "relayed" in tag_list and "support" not in tag_list:
        raise ValueError(f"a relayed question is a support person's: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
