"""The small vocabulary the v20 judge cases are written in: this author's tags, six extra checks and two builders.

Why a kit: about 240 hand-written questions about **money** — amounts, caps, rates, fees, percentages and totals: hotel
caps and per diems, mileage, receipts thresholds, restocking fees and label deductions, refund amounts, shipping
thresholds, prices and yearly billing, service and store credits, stipends, budgets and approval limits, many applied
to the asker's own figures ("I spent EUR 212 on a hotel in Lyon for one night, how much is reimbursed?") or exactly at a
cap — stay readable when each is one call with its label next to the words. The builders check on the spot what the
loader test checks later (a known kind, a known passage key, tags from the README's list with at least one voice,
"arguable" in both note and tags, `two_passages` on an answerable case resting on several passages) plus this author's
own rules: every case says who asks (exactly one of the `AUDIENCES`) and which money aspect it has (at least one of
`MONEY`, or `plain` alone); a `missing_detail` note says what the passages *give* and what they lack; an `own_figures`
or `boundary` question carries a digit; an `other_unit` question names a currency other than the tenant's own; a
`relayed` voice is a support person's. Passages are named `<short file>/<heading>` (or `faq/<question>`);
`author_judge_v20.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
MONEY = {"cap",  # a cap or ceiling on what is paid (hotel cap, residual value, parking per day)
         "rate",  # an amount per unit (per km, per mile, per day)
         "fee",  # a fee, charge or deduction (restocking, return label, shipping, refuelling)
         "percent",  # a percentage (restocking, discount, match, budget, credit)
         "threshold",  # an amount that switches a rule on (receipts, free shipping, PO, SQ-2)
         "approval_limit",  # who may approve up to what amount
         "price",  # a list price, plan price or billing total
         "allowance",  # a per diem or stipend
         "credit",  # service credit, store credit, goodwill credit
         "budget",  # a budget or pool (salary review, merit)
         "pay",  # salary, payouts, bonuses, payment of claims
         "reimbursable",  # whether an expense is paid at all
         "refund",  # a refund amount or what is refunded
         "plain"}  # no money aspect, for balance
FORMS = {"own_figures",  # the question gives the asker's own amounts and the answer applies the rule to them
         "boundary",  # an amount exactly on, or just across, a cap or threshold
         "compare",  # compares amounts, or ranks them
         "sum"}  # adds several amounts
AUDIENCES = {"customer", "support", "employee", "manager", "finance"}  # who asks
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase", "relayed"}  # relayed: support relaying a customer
TAGS = SHAPES | MONEY | FORMS | AUDIENCES | VOICES
#: currencies an `other_unit` question may name: anything but the tenant's own
OTHER_CURRENCIES = {"acme": ("GBP", "CHF", "NOK", "SEK", "PLN", "USD", "DKK", "pound", "franc", "krone", "zlot"),
                    "globex": ("CAD", "GBP", "JPY", "EUR", "MXN", "yen", "peso", "euro", "pound")}


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    money = MONEY & set(tag_list)
    if len(AUDIENCES & set(tag_list)) != 1:
        raise ValueError(f"say who asks: exactly one of {sorted(AUDIENCES)}: {question!r}")
    if not money or ("plain" in money and len(money) > 1):
        raise ValueError(f"say which money aspect it has (one or more of {sorted(MONEY)}, or plain alone): {question!r}")
    if kind == "missing_detail" and "gives" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if {"own_figures", "boundary"} & set(tag_list) and not any(ch.isdigit() for ch in question):
        raise ValueError(f"an own_figures or boundary question carries an amount: {question!r}")
    if kind == "other_unit" and not any(c.lower() in question.lower() for c in OTHER_CURRENCIES[tenant]):
        raise ValueError(f"an other_unit question names a currency other than the tenant's: {question!r}")
    if "relayed" in tag_list and "support" not in tag_list:
        raise ValueError(f"a relayed question is a support person's: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
