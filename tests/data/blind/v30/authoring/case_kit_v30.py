"""The small vocabulary the v30 judge cases are written in: this author's tags, ten extra checks and two builders.

Why a kit: about 240 hand-written questions from **people in their first weeks** — onboarding, probation, first pay,
equipment, accounts, benefits enrolment, a first business trip, a new manager's first approvals, a new support agent's
first customers — asked with partial knowledge, half-remembered names and assumptions carried over from a previous
employer, stay readable when each is one call with its label next to the words. The builders check on the spot what the
loader test checks later (a known kind, a known passage key, tags from the README's list with at least one voice,
"arguable" in both note and tags, `two_passages` on an answerable case resting on several passages) plus this author's
own rules: every case says who asks (exactly one of the `AUDIENCES`) and which onboarding topic it has (at least one of
`TOPICS`, or `plain` alone); an answerable note gives the answer ("Answer:"); a `missing_detail` note says what the
passages *give* and what they lack; an `other_role` or `other_entity` note says which groups, products or forms the
passages *cover*; an answerable `general_rule` note names the general rule; the answer shapes `paraphrase`,
`two_passages` and `general_rule` stand only on answerable cases; an `other_unit` question names a currency other than
the tenant's own; a `carried_over` question says where the assumption comes from (an old, previous, last or former
employer); the `relayed` voice and the `buddy` audience go together. Passages are named `<short file>/<heading>` (or
`faq/<question>`); `author_judge_v30.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
ANSWER_SHAPES = {"paraphrase", "two_passages", "general_rule"}  # how an answerable case is answered
TOPICS = {"probation",  # probation, introductory and waiting periods for new hires
          "first_pay",  # salary, stipends and when money first arrives (including reimbursements)
          "equipment",  # laptops, phones, hardware keys, home-office equipment
          "accounts",  # passwords, MFA, VPN, SSO, the names of systems and tools
          "benefits",  # retirement match, insurance, parental and other leave entitlements, allowances
          "time_off",  # PTO, holidays, sick time, other leave
          "expenses",  # claims, receipts, per diem, mileage, hotel caps
          "travel",  # a first business trip: approval, booking, classes, insurance
          "purchasing",  # POs, purchasing cards, suppliers
          "hybrid_work",  # office and WFH days, out-of-office
          "approvals",  # a new manager's or team lead's approval authority
          "customer_policy",  # a new support agent learning returns, shipping, products, service levels
          "plain"}  # none of these, for balance
FORMS = {"yes_no", "amount", "duration", "deadline", "pick", "list", "where"}  # the shape of the answer asked for
QUALIFIERS = {"carried_over",  # an assumption carried over from a previous employer
              "half_remembered",  # a half-remembered name of a form, tool or app
              "stated_no",  # the answer is a "no" the passage states
              "boundary",  # the question sits exactly on a threshold or limit
              "place",  # a country, state, province or city
              "version",  # a version or year of a document
              "currency",  # an amount in a currency
              "channel"}  # a purchase or booking channel
AUDIENCES = {"new_joiner",  # an employee in their first weeks
             "new_manager",  # a newly appointed manager or team lead
             "new_agent",  # a new Customer Care / Customer Support agent
             "buddy"}  # an onboarding buddy, colleague or People-team member asking for a new joiner
VOICES = {"formal", "chatty", "terse", "lowercase", "typos", "non_native", "relayed"}  # relayed: a buddy relaying
TAGS = SHAPES | TOPICS | FORMS | QUALIFIERS | AUDIENCES | VOICES
#: currencies an `other_unit` question may name: anything but the tenant's own
OTHER_CURRENCIES = {"acme": ("GBP", "CHF", "NOK", "SEK", "PLN", "USD", "DKK", "pound", "franc", "krona", "krone", "dollar"),
                    "globex": ("CAD", "GBP", "JPY", "EUR", "MXN", "yen", "peso", "euro", "pound")}
#: words that say where a carried-over assumption comes from
PREVIOUS = ("old ", "previous", "last ", "former", "used to")


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    topics = TOPICS & set(tag_list)
    if len(AUDIENCES & set(tag_list)) != 1:
        raise ValueError(f"say who asks: exactly one of {sorted(AUDIENCES)}: {question!r}")
    if not topics or ("plain" in topics and len(topics) > 1):
        raise ValueError(f"say which topic it has (one or more of {sorted(TOPICS)}, or plain alone): {question!r}")
    if kind == "answerable" and "Answer:" not in note:
        raise ValueError(f"an answerable note gives the answer ('Answer: …'): {question!r}")
    if kind == "missing_detail" and "gives" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if kind in ("other_role", "other_entity") and "cover" not in note.lower():
        raise ValueError(f"an {kind} note says which groups, products or forms the passages cover: {question!r}")
    if kind == "answerable" and "general_rule" in tag_list and "general rule" not in note.lower():
        raise ValueError(f"a general_rule note names the general rule: {question!r}")
    if kind != "answerable" and ANSWER_SHAPES & set(tag_list):
        raise ValueError(f"{sorted(ANSWER_SHAPES)} describe how an answerable case is answered: {question!r}")
    if kind == "other_unit" and not any(c.lower() in question.lower() for c in OTHER_CURRENCIES[tenant]):
        raise ValueError(f"an other_unit question names a currency other than the tenant's: {question!r}")
    if "carried_over" in tag_list and not any(p in question.lower() for p in PREVIOUS):
        raise ValueError(f"a carried_over question says where the assumption comes from: {question!r}")
    if ("relayed" in tag_list) != ("buddy" in tag_list):
        raise ValueError(f"the relayed voice and the buddy audience go together: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
