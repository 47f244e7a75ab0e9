"""The small vocabulary the v29 judge cases are written in: this author's tags, ten extra checks and two builders.

Why a kit: about 240 hand-written questions **asked on someone else's behalf** — a manager for a report, an assistant
for an executive, Customer Care or Customer Support for a customer, HR or People Operations for a new hire, a
colleague for a teammate, a buyer for the company — where the other person's circumstances (role, country, contract
type, purchase channel, start date, tenure, plan, document version) are the qualifier that decides whether the
passages answer, stay readable when each is one call with its label next to the words. The builders check on the spot
what the loader test checks later (a known kind, a known passage key, tags from the README's list with at least one
voice, "arguable" in both note and tags, `two_passages` on an answerable case resting on several passages) plus this
author's own rules: every case says who asks (exactly one of `ASKERS`) and for whom (exactly one of `FOR_WHOM`), which
circumstance of that person it hinges on (at least one of `CIRCUMSTANCES`, or `plain` alone) and which topic it has
(at least one of `TOPICS`); an answerable note gives the answer ("Answer:"); a `missing_detail` note says what the
passages *give* and what they lack; an `other_role` or `other_entity` note says which groups, products or plans the
passages *cover*; an answerable `general_rule` note names the general rule; the answer shapes `paraphrase`,
`two_passages` and `general_rule` stand only on answerable cases; an `other_unit` question names a currency other
than the tenant's own; `relayed` (the asker passes on the other person's own words) never stands with `terse`.
Passages are named `<short file>/<heading>` (or `faq/<question>`); `author_judge_v29.py` cuts them from the corpus
with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
ANSWER_SHAPES = {"paraphrase", "two_passages", "general_rule"}  # how an answerable case is answered
ASKERS = {"manager",  # a people manager asking for a direct report
          "assistant",  # an executive assistant or office manager asking for an executive
          "support",  # Customer Care / Customer Support asking for a customer
          "hr",  # HR / People team / People Operations asking for a new hire or an employee
          "colleague",  # a teammate asking for another teammate
          "buyer"}  # a business customer's admin, buyer or procurement person asking for their company
FOR_WHOM = {"for_report", "for_exec", "for_customer", "for_new_hire", "for_employee", "for_company"}  # company: or a team
CIRCUMSTANCES = {"role",  # the person's role or group (intern, contractor, Finance, team lead, director …)
                 "country",  # the country, state, province or city they live, work or ship to
                 "contract",  # contract type and hours (part-time, fixed-term, agency, freelance …)
                 "channel",  # where or how they bought (web shop, phone, app, reseller, marketplace)
                 "start_date",  # when they joined, leave, ordered, travelled or were delivered
                 "tenure",  # years of service
                 "plan",  # the plan, tier or product they hold
                 "version",  # a version or year of a document, price list or budget
                 "currency",  # an amount in a currency
                 "boundary",  # the circumstance sits exactly on a threshold or limit
                 "status",  # their situation: on leave, leaving, sick, away
                 "stated_no",  # the answer is a "no" the passage states
                 "plain"}  # none of these, for balance
TOPICS = {"time_off", "expenses", "travel", "security", "approvals", "purchasing", "benefits", "returns", "delivery",
          "plans", "hardware", "finance_close"}
FORMS = {"yes_no", "amount", "duration", "date", "pick", "list", "steps"}  # the shape of the answer asked for
VOICES = {"formal", "chatty", "terse", "lowercase", "typos", "non_native", "relayed"}
TAGS = SHAPES | ASKERS | FOR_WHOM | CIRCUMSTANCES | TOPICS | FORMS | VOICES
#: currencies an `other_unit` question may name: anything but the tenant's own
OTHER_CURRENCIES = {"acme": ("GBP", "CHF", "NOK", "SEK", "PLN", "USD", "DKK", "pound", "franc", "krone", "krona", "dollar"),
                    "globex": ("CAD", "GBP", "JPY", "EUR", "MXN", "yen", "peso", "euro", "pound", "Canadian dollar")}


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_set = set(tags.split())
    circumstances = CIRCUMSTANCES & tag_set
    if len(ASKERS & tag_set) != 1 or len(FOR_WHOM & tag_set) != 1:
        raise ValueError(f"say who asks (one of {sorted(ASKERS)}) and for whom (one of {sorted(FOR_WHOM)}): {question!r}")
    if not circumstances or ("plain" in circumstances and len(circumstances) > 1):
        raise ValueError(f"say which circumstance it hinges on ({sorted(CIRCUMSTANCES)}, or plain alone): {question!r}")
    if not TOPICS & tag_set:
        raise ValueError(f"say which topic it has (one or more of {sorted(TOPICS)}): {question!r}")
    if kind == "answerable" and "Answer:" not in note:
        raise ValueError(f"an answerable note gives the answer ('Answer: …'): {question!r}")
    if kind == "missing_detail" and "gives" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if kind in ("other_role", "other_entity") and "cover" not in note.lower():
        raise ValueError(f"an {kind} note says which groups, products or plans the passages cover: {question!r}")
    if kind == "answerable" and "general_rule" in tag_set and "general rule" not in note.lower():
        raise ValueError(f"a general_rule note names the general rule: {question!r}")
    if kind != "answerable" and ANSWER_SHAPES & tag_set:
        raise ValueError(f"{sorted(ANSWER_SHAPES)} describe how an answerable case is answered: {question!r}")
    if kind == "other_unit" and not any(c.lower() in question.lower() for c in OTHER_CURRENCIES[tenant]):
        raise ValueError(f"an other_unit question names a currency other than the tenant's: {question!r}")
    if {"relayed", "terse"} <= tag_set:
        raise ValueError(f"a relayed question passes on someone's words; it is not terse: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
