"""The small vocabulary the v19 judge cases are written in: this author's tags, six extra checks and two builders.

Why a kit: about 240 hand-written questions about **deadlines, periods and dates** — year-end and quarter-end, carry-overs,
expiry, notice periods, windows counted from an event ("delivered on 3 March, today is 1 April"), business against
calendar days, before or after the date a rule changed, leap years and month ends, with ordinary "how much / who / how"
questions for balance — stay readable when each is one call with its label next to the words. The builders check on the
spot what the loader test checks later (a known kind, a known passage key, tags from the README's list with at least
one voice, "arguable" in both note and tags, `two_passages` on an answerable case resting on several passages) plus
this author's own rules: every case says who asks (exactly one of the `AUDIENCES`) and which time aspect it has (at
least one of the `TIMES`, or `plain` alone); a `missing_detail` note says what the passages *give* and what they lack;
a `date_math` question carries a digit, and an answerable one is also a `calculation`; a `relayed` voice is a support
person's. Passages are named `<short file>/<heading>` (or `faq/<question>`); `author_judge_v19.py` cuts them from the
corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
TIMES = {"year_end",  # year-end, quarter-end, calendar-year boundaries
         "carry_over",  # unused time or money moving into the next period
         "expiry",  # validity, use-by dates, expiry of a card, agreement or document
         "notice",  # notice periods and lead times ("at least 14 days before departure")
         "window",  # a window counted from an event (delivery, label, last working day, expense date)
         "business_days",  # business against calendar days
         "rule_change",  # before or after the date a rule or version changed
         "month_end",  # month ends, month lengths, leap years
         "period",  # an amount or rule stated per period (per day, per year, per session), or a duration
         "plain"}  # no time aspect, for balance
FORMS = {"date_math",  # the question gives dates or times and the answer needs arithmetic on a stated window
         "start_event",  # asks which event starts (or ends) a window
         "boundary"}  # a value exactly on, or just across, a rule's threshold
AUDIENCES = {"customer", "support", "employee", "manager", "finance"}  # who asks
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase", "relayed"}  # relayed: support relaying a customer
TAGS = SHAPES | TIMES | FORMS | AUDIENCES | VOICES


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    times = TIMES & set(tag_list)
    if len(AUDIENCES & set(tag_list)) != 1:
        raise ValueError(f"say who asks: exactly one of {sorted(AUDIENCES)}: {question!r}")
    if not times or ("plain" in times and len(times) > 1):
        raise ValueError(f"say which time aspect it has (one or more of {sorted(TIMES)}, or plain alone): {question!r}")
    if kind == "missing_detail" and "gives" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if "date_math" in tag_list and not any(ch.isdigit() for ch in question):
        raise ValueError(f"a date_math question carries a date or number: {question!r}")
    if "date_math" in tag_list and kind == "answerable" and "calculation" not in tag_list:
        raise ValueError(f"an answerable date_math case is a calculation: {question!r}")
    if "relayed" in tag_list and "support" not in tag_list:
        raise ValueError(f"a relayed question is a support person's: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
