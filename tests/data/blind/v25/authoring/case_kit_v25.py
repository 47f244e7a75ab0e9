"""The small vocabulary the v25 judge cases are written in: this author's tags, eleven extra checks and two builders.

Why a kit: about 240 hand-written **hurried real-world questions** — support tickets and chat messages pasted as they
come, with typos, lowercase, two questions in one, dates relative to today, amounts to compute and rules quoted back
with a question about their edge — across both sides of each tenant's corpus (customers' orders, returns, products and
plans; employees' expenses, travel, time off, IT security, purchasing and approvals) stay readable when each is one
call with its label next to the words. The builders check on the spot what the loader test checks later (a known kind,
a known passage key, tags from the README's list with at least one voice, "arguable" in both note and tags,
`two_passages` on an answerable case resting on several passages) plus this author's own rules: every case says who
asks (exactly one of the `ASKERS`) and what it is about (at least one of `TOPICS`); an answerable note gives the answer
("Answer:"); a `missing_detail` note says what the passages *give* and what they lack; an `other_role` or
`other_entity` note says which groups, products or plans the passages *cover*; an answerable `general_rule` note names
the general rule; an unanswerable `two_questions` case's note says which *part* fails; the answer shapes
`paraphrase`, `two_passages` and `general_rule` stand only on answerable cases (`stated_no` and `boundary` too); an
`other_unit` question names a currency other than the tenant's own; a `lowercase` question has no capital letter; a
`relayed` question is never a customer's own. Passages are named `<short file>/<heading>` (or `faq/<question>`);
`author_judge_v25.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
ANSWER_ONLY = {"paraphrase", "two_passages", "general_rule", "stated_no", "boundary"}  # only on answerable cases
HURRY = {"two_questions",  # two asks in one message; answerable only when the passages answer both
         "relative_date",  # a date or period relative to today or to an event ("yesterday", "3 weeks ago")
         "quotes_rule",  # the message quotes a rule back and asks about its edge
         "pasted",  # a pasted ticket or chat: greetings, order numbers, signatures, fragments
         "stated_no",  # the answer is a "no" the passage states
         "boundary"}  # the question sits exactly on a threshold or limit
TOPICS = {"orders",  # ordering, shipping, delivery, cancelling and changing orders, lost parcels
          "returns",  # returns, refunds, goodwill, warranty
          "products",  # hardware: what it is, costs, includes
          "plans",  # subscription plans, prices, trials, service levels, data location
          "billing",  # how a customer pays, invoices, credit, store credit, gift cards
          "expenses",  # expense claims, per diem, hotels, mileage, receipts
          "travel",  # travel requests, booking, flight and rail class, insurance
          "time_off",  # PTO, holidays, sick and other leave
          "it_security",  # passwords, MFA, VPN, devices
          "purchasing",  # POs, suppliers, P-cards
          "approvals",  # who approves what, delegation, bonuses
          "finance_close",  # year-end and quarter-end close
          "wfh",  # working from home and its allowance
          "benefits"}  # retirement match and other employee benefits
CUSTOMER_TOPICS = {"orders", "returns", "products", "plans", "billing"}
ASKERS = {"customer",  # a consumer
          "admin",  # a business customer's admin or buyer
          "support",  # Customer Care / Customer Support staff
          "employee",  # an employee asking about their own policies
          "manager",  # a people manager
          "finance"}  # Finance or Accounting staff
VOICES = {"formal", "chatty", "terse", "lowercase", "typos", "non_native", "relayed"}  # relayed: passed on by someone
TAGS = SHAPES | HURRY | TOPICS | ASKERS | VOICES
#: currencies an `other_unit` question may name: anything but the tenant's own
OTHER_CURRENCIES = {"acme": ("GBP", "CHF", "NOK", "SEK", "PLN", "USD", "DKK", "pound", "franc", "krona", "kronor",
                             "krone", "dollar"),
                    "globex": ("CAD", "GBP", "JPY", "EUR", "MXN", "yen", "peso", "euro", "pound")}


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    tag_set = set(tag_list)
    if len(ASKERS & tag_set) != 1:
        raise ValueError(f"say who asks: exactly one of {sorted(ASKERS)}: {question!r}")
    if not TOPICS & tag_set:
        raise ValueError(f"say what it is about (one or more of {sorted(TOPICS)}): {question!r}")
    if kind == "answerable" and "Answer:" not in note:
        raise ValueError(f"an answerable note gives the answer ('Answer: …'): {question!r}")
    if kind == "missing_detail" and "give" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if kind in ("other_role", "other_entity") and "cover" not in note.lower():
        raise ValueError(f"an {kind} note says which groups, products or plans the passages cover: {question!r}")
    if kind == "answerable" and "general_rule" in tag_set and "general rule" not in note.lower():
        raise ValueError(f"a general_rule note names the general rule: {question!r}")
    if kind != "answerable" and "two_questions" in tag_set and "part" not in note.lower():
        raise ValueError(f"an unanswerable two_questions note says which part fails: {question!r}")
    if kind != "answerable" and ANSWER_ONLY & tag_set:
        raise ValueError(f"{sorted(ANSWER_ONLY)} describe how an answerable case is answered: {question!r}")
    if kind == "other_unit" and not any(c.lower() in question.lower() for c in OTHER_CURRENCIES[tenant]):
        raise ValueError(f"an other_unit question names a currency other than the tenant's: {question!r}")
    if "lowercase" in tag_set and question != question.lower():
        raise ValueError(f"a lowercase question has no capital letter: {question!r}")
    if "relayed" in tag_set and "customer" in tag_set:
        raise ValueError(f"a relayed question is passed on by someone, not a customer's own: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it (both parts, for `two_questions`)."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it (or one part of it)."""
    return _case(tenant, kind, keys, question, note, tags)
