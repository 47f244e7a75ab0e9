"""The small vocabulary the v23 judge cases are written in: this author's tags, ten extra checks and two builders.

Why a kit: about 240 hand-written questions about **the workplace, asked by employees** — leave and PTO, public
holidays by office and country, sick leave, remote work, onboarding and leaving, IT security (passwords, MFA, devices,
VPN, phishing), expenses and travel, who approves what — from people in ordinary and edge situations (part-timers,
contractors, interns, temps, new joiners, leavers, people employed in another office or country) stay readable when
each is one call with its label next to the words. The builders check on the spot what the loader test checks later
(a known kind, a known passage key, tags from the README's list with at least one voice, "arguable" in both note and
tags, `two_passages` on an answerable case resting on several passages) plus this author's own rules: every case says
who asks (exactly one of the `AUDIENCES`) and which workplace topic it has (at least one of `TOPICS`, or `plain`
alone); an answerable note gives the answer ("Answer:"); a `missing_detail` note says what the passages *give* and what
they lack; an `other_role` or `other_entity` note says which groups, forms, tools or benefits the passages *cover*; an
answerable `general_rule` note names the general rule; the answer shapes `paraphrase`, `two_passages` and
`general_rule` stand only on answerable cases; an `other_unit` question names a currency other than the tenant's own;
a `relayed` question says it is passed on for someone else; `stated_no` stands only on answerable cases. Passages are
named `<short file>/<heading>` (or `faq/<question>`); `author_judge_v23.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
ANSWER_SHAPES = {"paraphrase", "two_passages", "general_rule"}  # how an answerable case is answered
TOPICS = {"leave",  # PTO entitlement, accrual, carry-over, requests, payout, special leave
          "holidays",  # public and company holidays, closure days, floating holiday
          "sick",  # sick leave and sick time
          "remote",  # working from home, stipends, office days, out-of-office
          "onboarding",  # new joiners: first weeks, first salary, waiting periods
          "offboarding",  # leaving: returning equipment, payout, last day
          "passwords",  # passwords, passphrases, password managers, resets
          "mfa",  # multi-factor authentication, hardware keys
          "devices",  # laptops, phones, software, lost or stolen devices, service desk
          "vpn",  # the company VPN
          "phishing",  # phishing, social engineering, incident reporting
          "data",  # data handling and classification
          "approvals",  # who approves what, delegation
          "expenses",  # expense claims, per diem, hotels, mileage, receipts
          "travel",  # travel requests, booking, flight and rail class, insurance
          "purchasing",  # purchase orders, purchasing cards, suppliers
          "pay_benefits",  # salary, bonuses, retirement plans, parental pay, payouts
          "plain"}  # none of these, for balance
FORMS = {"yes_no", "amount", "duration", "date", "pick", "list", "steps"}  # the shape of the answer asked for
QUALIFIERS = {"boundary",  # the question sits exactly on a threshold or limit
              "stated_no",  # the answer is a "no" the passage states
              "place",  # a country, state, province, city or office
              "channel",  # a way of booking, paying, filing, reporting or returning
              "version",  # a version or year of a policy
              "currency"}  # an amount in a currency
GROUPS = {"part_timer", "contractor", "intern", "temp", "new_joiner", "leaver", "abroad", "long_service", "family",
          "finance_staff", "senior"}  # the edge situation the question is about (optional)
AUDIENCES = {"employee", "manager", "support_staff"}  # who asks: an employee, a people manager, People/IT/Finance staff
VOICES = {"formal", "chatty", "terse", "lowercase", "typos", "non_native", "relayed"}  # relayed: passed on by a colleague
TAGS = SHAPES | TOPICS | FORMS | QUALIFIERS | GROUPS | AUDIENCES | VOICES
#: currencies an `other_unit` question may name: anything but the tenant's own
OTHER_CURRENCIES = {"acme": ("GBP", "CHF", "NOK", "SEK", "PLN", "USD", "DKK", "pound", "franc", "krona", "krone", "dollar"),
                    "globex": ("CAD", "GBP", "JPY", "EUR", "MXN", "yen", "peso", "euro", "pound")}
RELAY_WORDS = ("colleague", "teammate", "asks", "asking", "wants to know", "for someone", "on behalf", "my report")


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    topics = TOPICS & set(tag_list)
    if len(AUDIENCES & set(tag_list)) != 1:
        raise ValueError(f"say who asks: exactly one of {sorted(AUDIENCES)}: {question!r}")
    if not topics or ("plain" in topics and len(topics) > 1):
        raise ValueError(f"say which workplace topic it has (one or more of {sorted(TOPICS)}, or plain alone): {question!r}")
    if kind == "answerable" and "Answer:" not in note:
        raise ValueError(f"an answerable note gives the answer ('Answer: …'): {question!r}")
    if kind == "missing_detail" and "give" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if kind in ("other_role", "other_entity") and "cover" not in note.lower():
        raise ValueError(f"an {kind} note says which groups, forms or tools the passages cover: {question!r}")
    if kind == "answerable" and "general_rule" in tag_list and "general rule" not in note.lower():
        raise ValueError(f"a general_rule note names the general rule: {question!r}")
    if kind != "answerable" and (ANSWER_SHAPES | {"stated_no"}) & set(tag_list):
        raise ValueError(f"{sorted(ANSWER_SHAPES)} and stated_no describe how an answerable case is answered: {question!r}")
    if kind == "other_unit" and not any(c.lower() in question.lower() for c in OTHER_CURRENCIES[tenant]):
        raise ValueError(f"an other_unit question names a currency other than the tenant's: {question!r}")
    if "relayed" in tag_list and not any(w in question.lower() for w in RELAY_WORDS):
        raise ValueError(f"a relayed question says it is passed on for someone else: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
