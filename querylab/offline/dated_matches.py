"""A date the question names that no passage states word for word, read against what the documents do state: the year in a
policy's title, the period it says it applies to, the spans of days it reckons with.

Why apart from the aligner: each reading takes one constraint's match and may settle it (met in the document, or a
conflict with the documents' period); they are the judge's rules about dates, not about finding a passage.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

from querylab.offline.constraints import MONTH
from querylab.offline.evidence_match import CONFLICT, IN_DOCUMENT, MATCHED, MISSING, Match
from querylab.offline.figures import inside_period, outside_period
from querylab.offline.name_matching import Doc


def year_in_title(m: Match, titles: Sequence[str], question: str) -> Match:
    """A year the question names ("under the 2023 rules") is met by a passage of the document titled with it ("Expense
    Reimbursement Policy 2023"): a versioned policy says its year in the title, not in every section. Not a day or a
    month of that year ("a trip in March 2025"): a policy of 2025 may have come into force after it."""
    year = m.constraint.value
    if m.status == MATCHED or m.constraint.kind != "date" or not _BARE_YEAR.fullmatch(year) or re.search(_IN_YEAR.format(year=year), question, re.I):
        return m
    return replace(m, status=MATCHED) if any(re.search(rf"\b{m.constraint.value}\b", t) for t in titles if t) else m


_BARE_YEAR = re.compile(r"(?:19|20)\d\d")
_IN_YEAR = (r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|spring|summer|autumn|fall|winter|q[1-4])[a-z]*\.?\s+(?:\d{{1,2}}(?:st|nd|rd|th)?,?\s+)?{year}\b"
            r"|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?[a-z]+\.?,?\s+{year}\b|\b\d{{1,2}}[./-]\d{{1,2}}[./-]{year}\b")


def outside_validity(m: Match, question: str, documents: Sequence[str]) -> Match:
    """A year the documents' own period of validity excludes ("applies … on or after 1 January 2025" for 2023): a conflict;
    one it includes ("February 2026" there) is met by the period, which the documents state instead of every year."""
    if m.constraint.kind != "date" or m.constraint.comparator:
        return m
    asked = m.constraint.value
    if m.status == CONFLICT:
        # "a taxi I took in February 2026" against "applies to all expenses on or after 1 January 2025": the other year is
        # where the period starts, and the asked one lies inside it (v24 dev)
        inside = re.fullmatch(r"(?:19|20)\d{2}", m.found or "") and inside_period(question, asked, documents)
        return Match(m.constraint, IN_DOCUMENT, f"the documents' period ({inside})") if inside else m
    day = _CALENDAR_DAY.fullmatch(m.constraint.text.strip()) and _DAY_YEAR.search(asked)
    if day:  # "drove 100 km on 3 january 2025": a day the documents' period includes meets them (v19 dev); one outside it
        asked = day.group(0)  # may be any day of the asker's story ("claimed on 2 January 2025"), not the one that picks the version
    period = "" if day else outside_period(question, asked, documents)
    if period:
        return Match(m.constraint, CONFLICT, period)
    if m.status == MISSING:
        period = inside_period(question, asked, documents)
        if period:
            return Match(m.constraint, IN_DOCUMENT, f"the documents' period ({period})")
    return m


#: A calendar day ("1 March", "March 20", "16 October 2026"), not a month or a year: the asker's own day, not a period.
_CALENDAR_DAY = re.compile(rf"(?:\d{{1,2}}\s+{MONTH}|{MONTH}\s+\d{{1,2}}\b)(?:,?\s+\d{{4}})?|\d{{4}}-\d{{2}}-\d{{2}}", re.I)  # with its year too (v7, v10)
_DAY_YEAR = re.compile(rf"\b{_BARE_YEAR.pattern}\b")  # the year inside a calendar day ("3 january 2025")
#: How policies reckon from a day: a span of days, weeks, months or years ("within 10 calendar days", "valid for 3 years").
_PERIOD = re.compile(r"\b\d+\s+(?:calendar\s+|business\s+|working\s+)?(?:days?|weeks?|months?|years?)\b", re.I)


def reckoned_from_periods(m: Match, docs: Sequence[Doc]) -> Match:
    """The asker's own calendar day ("I started on 1 March", "my last day is 16 October") is reckoned with the
    documents' periods ("after 30 days", "within 10 calendar days"), not looked up: policies rarely name the day.

    Only a calendar day: a year or a month names a version or a period the documents must give ("the 2019 rules")."""
    if m.status != MISSING or m.constraint.kind != "date" or not _CALENDAR_DAY.fullmatch(m.constraint.text.strip()):
        return m
    if any(_PERIOD.search(d.text) for d in docs):
        return Match(m.constraint, IN_DOCUMENT, "the documents' periods")
    return m
