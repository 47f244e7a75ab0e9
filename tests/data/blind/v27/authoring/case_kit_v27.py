"""The small vocabulary the v27 judge cases are written in: this author's tags, ten extra checks and two builders.

Why a kit: about 240 hand-written questions about **approvers and exceptions** — managers, directors, Finance and
Customer Care / Customer Support team leads asking about limits and thresholds, who signs what, exceptions and
escalations, by role, amount, currency, country, date and document version, and employees asking what their approver
may do — stay readable when each is one call with its label next to the words. The builders check on the spot what the
loader test checks later (a known kind, a known passage key, tags from the README's list with at least one voice,
"arguable" in both note and tags, `two_passages` on an answerable case resting on several passages) plus this author's
own rules: every case says who asks (exactly one of the `AUDIENCES`) and what it is about (at least one of `ASPECTS`,
or `plain` alone); an answerable note gives the answer ("Answer:"); a `missing_detail` note says what the passages
*give* and what they lack; an `other_role` or `other_entity` note says which roles, groups, forms or tools the passages
*cover*; an answerable `general_rule` note names the general rule; the answer shapes `paraphrase`, `two_passages` and
`general_rule` stand only on answerable cases; an `other_unit` question names a currency other than the tenant's own;
a `relayed` question names the person it is relayed for; a `boundary` case is answerable. Passages are named
`<short file>/<heading>` (or `faq/<question>`); `author_judge_v27.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
ANSWER_SHAPES = {"paraphrase", "two_passages", "general_rule"}  # how an answerable case is answered
ASPECTS = {"expenses",  # expense claims: approval ladder, receipts, caps, deadlines, payment
           "purchasing",  # purchase orders, purchasing cards, suppliers and their onboarding
           "travel",  # travel requests and authorizations, flight, rail and car class, booking
           "goodwill",  # customer goodwill refunds and credits outside the refund policy
           "people",  # time off, pay, bonuses, promotions, headcount, leave
           "delegation",  # handing approvals over while away
           "customer_orders",  # customer orders, returns and business-customer terms handled by staff
           "finance_close",  # the quarter-end close: cutoffs, thresholds, sign-offs
           "security",  # IT security rules, their exceptions and charges
           "plain"}  # none of these, for balance
FORMS = {"yes_no", "pick", "list", "amount", "duration", "deadline", "steps"}  # the shape of the answer asked for
QUALIFIERS = {"boundary",  # the question sits exactly on a threshold or limit
              "stated_no",  # the answer is a "no" the passage states
              "exception",  # the question asks for an exception to or escalation beyond the normal rule
              "role",  # the question hinges on a role or approval level
              "place",  # a country, state, province or city
              "channel",  # a purchase or booking channel
              "version",  # a version or year of a document
              "currency"}  # an amount in a currency
AUDIENCES = {"manager",  # a people manager / line manager asking about their own authority
             "executive",  # a director, department head, vice president or their office
             "finance",  # Finance, Accounts Payable, Procurement or Controller staff
             "team_lead",  # a Customer Care / Customer Support team lead or agent
             "employee"}  # an employee asking what their approver may do
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase", "typos", "relayed"}  # relayed: asked for someone else
TAGS = SHAPES | ASPECTS | FORMS | QUALIFIERS | AUDIENCES | VOICES
#: currencies an `other_unit` question may name: anything but the tenant's own
OTHER_CURRENCIES = {"acme": ("GBP", "CHF", "NOK", "SEK", "PLN", "USD", "DKK", "pound", "franc", "krona", "krone",
                             "dollar", "zloty"),
                    "globex": ("CAD", "GBP", "JPY", "EUR", "MXN", "yen", "peso", "euro", "pound")}
RELAY_WORDS = ("my boss", "my manager", "my director", "my vp", "our cfo", "asked me", "asks", "wants to know",
               "for my", "on behalf", "colleague", "she ", "he ", "they ")


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    aspects = ASPECTS & set(tag_list)
    if len(AUDIENCES & set(tag_list)) != 1:
        raise ValueError(f"say who asks: exactly one of {sorted(AUDIENCES)}: {question!r}")
    if not aspects or ("plain" in aspects and len(aspects) > 1):
        raise ValueError(f"say what it is about (one or more of {sorted(ASPECTS)}, or plain alone): {question!r}")
    if kind == "answerable" and "Answer:" not in note:
        raise ValueError(f"an answerable note gives the answer ('Answer: …'): {question!r}")
    if kind == "missing_detail" and "give" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if kind in ("other_role", "other_entity") and "cover" not in note.lower():
        raise ValueError(f"an {kind} note says which roles, groups, forms or tools the passages cover: {question!r}")
    if kind == "answerable" and "general_rule" in tag_list and "general rule" not in note.lower():
        raise ValueError(f"a general_rule note names the general rule: {question!r}")
    if kind != "answerable" and ANSWER_SHAPES & set(tag_list):
        raise ValueError(f"{sorted(ANSWER_SHAPES)} describe how an answerable case is answered: {question!r}")
    if kind == "other_unit" and not any(c.lower() in question.lower() for c in OTHER_CURRENCIES[tenant]):
        raise ValueError(f"an other_unit question names a currency other than the tenant's: {question!r}")
    if "relayed" in tag_list and not any(w in question.lower() for w in RELAY_WORDS):
        raise ValueError(f"a relayed question names the person it is asked for: {question!r}")
    if "boundary" in tag_list and kind != "answerable":
        raise ValueError(f"a boundary case is answered by the rule's own words: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
