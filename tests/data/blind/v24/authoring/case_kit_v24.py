"""The small vocabulary the v24 judge cases are written in: this author's tags, ten extra checks and two builders.

Why a kit: about 240 hand-written questions about **money going out, checked against a rule** — travel and expenses
(per diems, hotel caps, mileage and ground transport, meals, receipts, currencies, approval limits, claim deadlines),
the quarter-end close, purchase orders and vendor onboarding, and a few customer goodwill payments — asked by
travellers, managers and finance staff, most with a concrete amount, date, trip or vendor to check — stay readable when
each is one call with its label next to the words. The builders check on the spot what the loader test checks later (a
known kind, a known passage key, tags from the README's list with at least one voice, "arguable" in both note and tags,
`two_passages` on an answerable case resting on several passages) plus this author's own rules: every case says who
asks (exactly one of the `AUDIENCES`) and which money aspect it has (at least one of `ASPECTS`, or `plain` alone); an
answerable note gives the answer ("Answer:"); a `calculation` note shows the sum ("="); a `missing_detail` note says
what the passages *give* and what they lack; an `other_role` or `other_entity` note says which groups, forms, cards or
suppliers the passages *cover*; an answerable `general_rule` note names the general rule; the answer shapes
`paraphrase`, `two_passages` and `general_rule` stand only on answerable cases; an `other_unit` question names a
currency other than the tenant's own; an `other_version` case carries `version`, an `other_country` case `place` and
an `other_channel` case `channel`. Passages are named `<short file>/<heading>` (or `faq/<question>`);
`author_judge_v24.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
ANSWER_SHAPES = {"paraphrase", "two_passages", "general_rule"}  # how an answerable case is answered
ASPECTS = {"per_diem",  # per diems and meal allowances, meal deductions, day-trip meals
           "lodging",  # hotel caps, taxes and resort fees, hotel approvals
           "transport",  # mileage, taxis and ride-share, parking, rental cars, fuel, rail fares
           "air_rail",  # class of travel, rail-or-air rules, flight segments
           "booking",  # the booking portal, booking outside it, travel requests and their lead times
           "receipts",  # receipt thresholds, card statements, keeping receipts
           "claim",  # filing a claim: deadlines, statuses, withdrawing, paper or online
           "approval",  # who approves what, limits per claim, PO or trip, delegation
           "payout",  # when and how money is paid: reimbursement timing, supplier terms, check runs
           "exclusion",  # what is not reimbursed (alcohol, fines, upgrades, insurance, home office)
           "purchasing",  # purchase orders, P-cards, framework discounts
           "vendor",  # vendor onboarding, bank details, supplier invoices
           "close",  # the quarter-end and year-end close calendar, accruals, journal entries
           "goodwill",  # goodwill refunds and credits to customers, customer refunds
           "allowance",  # stipends, deductions from pay, payouts at leaving
           "insurance",  # travel insurance
           "plain"}  # none of these, for balance
FORMS = {"yes_no", "amount", "date", "duration", "pick", "list"}  # the shape of the answer the question asks for
QUALIFIERS = {"boundary",  # the question sits exactly on a threshold or limit
              "stated_no",  # the answer is a "no" the passage states
              "place",  # a country, state, province or city
              "channel",  # a booking, purchase or payment channel
              "version",  # a version, year or quarter of a document
              "currency"}  # an amount in a currency other than the tenant's own
AUDIENCES = {"traveller", "manager", "finance"}  # who asks: an employee claiming, an approver, Finance/AP/Procurement
VOICES = {"formal", "chatty", "terse", "lowercase", "typos", "non_native", "relayed"}  # relayed: passed on by a colleague
TAGS = SHAPES | ASPECTS | FORMS | QUALIFIERS | AUDIENCES | VOICES
#: currencies an `other_unit` question may name: anything but the tenant's own
OTHER_CURRENCIES = {"acme": ("GBP", "CHF", "NOK", "SEK", "PLN", "USD", "DKK", "pound", "franc", "krone", "kronor", "dollar"),
                    "globex": ("CAD", "GBP", "JPY", "EUR", "MXN", "yen", "peso", "euro", "pound")}
KIND_QUALIFIER = {"other_version": "version", "other_country": "place", "other_channel": "channel"}


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    aspects = ASPECTS & set(tag_list)
    if len(AUDIENCES & set(tag_list)) != 1:
        raise ValueError(f"say who asks: exactly one of {sorted(AUDIENCES)}: {question!r}")
    if not aspects or ("plain" in aspects and len(aspects) > 1):
        raise ValueError(f"say which money aspect it has (one or more of {sorted(ASPECTS)}, or plain alone): {question!r}")
    if kind == "answerable" and "Answer:" not in note:
        raise ValueError(f"an answerable note gives the answer ('Answer: …'): {question!r}")
    if "calculation" in tag_list and "=" not in note:
        raise ValueError(f"a calculation note shows the sum ('='): {question!r}")
    if kind == "missing_detail" and "give" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if kind in ("other_role", "other_entity") and "cover" not in note.lower():
        raise ValueError(f"an {kind} note says which groups, forms or suppliers the passages cover: {question!r}")
    if kind == "answerable" and "general_rule" in tag_list and "general rule" not in note.lower():
        raise ValueError(f"a general_rule note names the general rule: {question!r}")
    if kind != "answerable" and ANSWER_SHAPES & set(tag_list):
        raise ValueError(f"{sorted(ANSWER_SHAPES)} describe how an answerable case is answered: {question!r}")
    if kind == "other_unit" and not any(c.lower() in question.lower() for c in OTHER_CURRENCIES[tenant]):
        raise ValueError(f"an other_unit question names a currency other than the tenant's: {question!r}")
    if kind in KIND_QUALIFIER and KIND_QUALIFIER[kind] not in tag_list:
        raise ValueError(f"an {kind} case carries the qualifier tag {KIND_QUALIFIER[kind]!r}: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
