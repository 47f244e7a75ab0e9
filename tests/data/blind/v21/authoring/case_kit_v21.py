"""The small vocabulary the v21 judge cases are written in: this author's tags, eight extra checks and two builders.

Why a kit: about 240 hand-written questions about **who and which** — people, roles, groups and eligibility: who
approves what, who is eligible (part-timers, contractors, interns, new joiners, leavers, managers, Finance, people in
another country or entity), who to contact or which team handles something, which group may read or do something,
which product, plan or tier includes a feature, and lists of who or which ("which suppliers must fill in the security
questionnaire?") — stay readable when each is one call with its label next to the words. The builders check on the
spot what the loader test checks later (a known kind, a known passage key, tags from the README's list with at least
one voice, "arguable" in both note and tags, `two_passages` on an answerable case resting on several passages) plus
this author's own rules: every case says who asks (exactly one of the `AUDIENCES`) and which who/which aspect it has
(at least one of `WHO`, or `plain` alone); a `missing_detail` note says what the passages *give* and what they lack;
an `other_role` note says which groups the passages *cover*; an answerable `general_rule` note names the general rule;
the answer shapes `paraphrase`, `two_passages` and `general_rule` stand only on answerable cases; an `other_unit`
question names a currency other than the tenant's own; a `relayed` voice is a support person's. Passages are named
`<short file>/<heading>` (or `faq/<question>`); `author_judge_v21.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
ANSWER_SHAPES = {"paraphrase", "two_passages", "general_rule"}  # how an answerable case is answered
WHO = {"approver",  # who approves or signs off something, and up to what
       "eligibility",  # who is entitled to, covered by or left out of a benefit or rule
       "contact",  # whom to contact, which team or address handles something
       "access",  # which group may see, use or do something (a document, a tool, a key, a withdrawal)
       "owner",  # which team or person does a task or owns a document or step
       "scope",  # which product, plan, tier, item or place a rule or feature covers
       "recipient",  # who receives or pays money, goods or a message
       "plain"}  # none of these, for balance
FORMS = {"list",  # the answer names several people, groups or items
         "yes_no",  # "may I / is X covered / does Y need …?"
         "pick",  # which one of several (a level on an approval ladder, a plan)
         "exclusion"}  # asks who or what is left out
GROUPS = {"part_timer", "contractor", "intern", "new_joiner", "leaver", "long_service", "temp",  # the group asked about
          "senior",  # directors, department heads, vice presidents, the CFO, the board
          "finance_staff", "abroad",  # people in another country, province, state or entity
          "family", "business_customer"}
AUDIENCES = {"customer", "support", "employee", "manager", "finance"}  # who asks
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase", "relayed"}  # relayed: support relaying a customer
TAGS = SHAPES | WHO | FORMS | GROUPS | AUDIENCES | VOICES
#: currencies an `other_unit` question may name: anything but the tenant's own
OTHER_CURRENCIES = {"acme": ("GBP", "CHF", "NOK", "SEK", "PLN", "USD", "DKK", "pound", "franc", "krona", "krone", "dollar"),
                    "globex": ("CAD", "GBP", "JPY", "EUR", "MXN", "yen", "peso", "euro", "pound")}


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    who = WHO & set(tag_list)
    if len(AUDIENCES & set(tag_list)) != 1:
        raise ValueError(f"say who asks: exactly one of {sorted(AUDIENCES)}: {question!r}")
    if not who or ("plain" in who and len(who) > 1):
        raise ValueError(f"say which who/which aspect it has (one or more of {sorted(WHO)}, or plain alone): {question!r}")
    if kind == "missing_detail" and "gives" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if kind == "other_role" and "cover" not in note.lower():
        raise ValueError(f"an other_role note says which groups the passages cover: {question!r}")
    if kind == "answerable" and "general_rule" in tag_list and "general rule" not in note.lower():
        raise ValueError(f"a general_rule note names the general rule: {question!r}")
    if kind != "answerable" and ANSWER_SHAPES & set(tag_list):
        raise ValueError(f"{sorted(ANSWER_SHAPES)} describe how an answerable case is answered: {question!r}")
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
