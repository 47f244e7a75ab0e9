"""The small vocabulary the v32 judge cases are written in: this author's tags, ten extra checks and two builders.

Why a kit: about 240 hand-written questions from **managers and team leads about their team's money and time** —
approvals, budgets, leave, expenses, hiring, equipment — written in their own shorthand ("T&E", "DH", "req", "OOO",
"my report"), stay readable when each is one call with its label next to the words. The builders check on the spot
what the loader test checks later (a known kind, a known passage key, tags from the README's list with at least one
voice, "arguable" in both note and tags, `two_passages` on an answerable case resting on several passages) plus this
author's own rules: every case says who asks (exactly one of the `AUDIENCES`) and which manager topic it has (at least
one of `TOPICS`, or `plain` alone); an answerable note gives the answer ("Answer:"); a `missing_detail` note says what
the passages *give* and what they lack; an `other_role` or `other_entity` note says which groups, products, tools or
forms the passages *cover*; an answerable `general_rule` note names the general rule; the answer shapes `paraphrase`,
`two_passages` and `general_rule` stand only on answerable cases; an `other_unit` question names a currency other
than the tenant's own; an unanswerable `two_asks` note says which ask fails; a `shorthand` question holds at least
one abbreviation or clipped word. Passages are named `<short file>/<heading>` (or `faq/<question>`);
`author_judge_v32.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
ANSWER_SHAPES = {"paraphrase", "two_passages", "general_rule"}  # how an answerable case is answered
TOPICS = {"approval",  # who signs off what, limits, delegation
          "budget",  # team budgets, salary-review and merit pots, cost thresholds
          "leave",  # PTO, holidays, sick time, other leave
          "expense",  # T&E claims, per diem, hotels, mileage, receipts
          "travel",  # travel requests, booking, class of travel
          "hiring",  # new headcount, new hires, starters and leavers
          "equipment",  # laptops, phones, home office gear, buying kit for the team
          "purchasing",  # POs, suppliers, P-cards
          "pay",  # raises, bonuses, payouts
          "goodwill",  # customer goodwill a team lead may grant
          "plain"}  # none of these, for balance
FORMS = {"yes_no", "amount", "duration", "date", "pick", "list", "steps"}  # the shape of the answer asked for
QUALIFIERS = {"boundary",  # the question sits exactly on or next to a threshold or limit
              "stated_no",  # the answer is a "no" the passage states
              "place",  # a country, state, province or city
              "channel",  # a booking, purchase or request channel
              "version",  # a version or year of a document, budget or rate
              "currency"}  # an amount in a currency
MESSAGE = {"two_asks"}  # the question asks two things; answerable only when both are answered
AUDIENCES = {"line_manager",  # a people manager of a team
             "team_lead",  # a team lead (incl. Customer Care / Support leads)
             "senior"}  # a director, department head or vice president
VOICES = {"shorthand", "terse", "chatty", "formal", "lowercase", "non_native", "typos"}
TAGS = SHAPES | TOPICS | FORMS | QUALIFIERS | MESSAGE | AUDIENCES | VOICES
#: currencies an `other_unit` question may name: anything but the tenant's own
OTHER_CURRENCIES = {"acme": ("GBP", "CHF", "NOK", "SEK", "PLN", "USD", "DKK", "pound", "franc", "krona", "krone", "dollar"),
                    "globex": ("CAD", "GBP", "JPY", "EUR", "MXN", "yen", "peso", "euro", "pound")}
SHORT_FORMS = re.compile(r"\b(T&E|PTO|PO|POs|OOO|WFH|DH|VP|SVP|CFO|HC|req|reqs|mgr|approx|pls|w/|est\.?|TR-1|TA-100|"
                         r"P-card|biz|eco|hrs?|yr|wk|wks|Mon|Tue|Wed|Thu|Fri|conf|promo|eng|mgrs?|FY|EOY|YE|BD\d*|k|ok|ITSD|GW|FH|info|q|asap|dept|fyi|rpt|"
                         r"[A-Z]{2,5})\b|\d+k\b|\d+h\b")


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    topics = TOPICS & set(tag_list)
    if len(AUDIENCES & set(tag_list)) != 1:
        raise ValueError(f"say who asks: exactly one of {sorted(AUDIENCES)}: {question!r}")
    if not topics or ("plain" in topics and len(topics) > 1):
        raise ValueError(f"say which topic it has (one or more of {sorted(TOPICS)}, or plain alone): {question!r}")
    if kind == "answerable" and "Answer:" not in note:
        raise ValueError(f"an answerable note gives the answer ('Answer: …'): {question!r}")
    if kind == "missing_detail" and "give" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if kind in ("other_role", "other_entity") and "cover" not in note.lower():
        raise ValueError(f"an {kind} note says which groups, products or forms the passages cover: {question!r}")
    if kind == "answerable" and "general_rule" in tag_list and "general rule" not in note.lower():
        raise ValueError(f"a general_rule note names the general rule: {question!r}")
    if kind != "answerable" and ANSWER_SHAPES & set(tag_list):
        raise ValueError(f"{sorted(ANSWER_SHAPES)} describe how an answerable case is answered: {question!r}")
    if kind == "other_unit" and not any(c.lower() in question.lower() for c in OTHER_CURRENCIES[tenant]):
        raise ValueError(f"an other_unit question names a currency other than the tenant's: {question!r}")
    if kind != "answerable" and "two_asks" in tag_list and "ask" not in note.replace("two_asks", ""):
        raise ValueError(f"an unanswerable two-ask note says which ask fails: {question!r}")
    if "shorthand" in tag_list and not SHORT_FORMS.search(question):
        raise ValueError(f"a shorthand question holds an abbreviation or clipped word: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
