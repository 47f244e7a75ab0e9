"""The question's figures against the documents': bounds, comparisons and the asker's own numbers.

A policy states figures as rules — "more than 10 consecutive business days", "free on orders of USD 35 or
more", "the hotel cap is USD 225" — and a question often brings a figure of its own: the asker's case ("my
hotel was $60", "a 14-character passphrase", "12.5 hours"). Such a figure is compared with the rule, not
looked up: the documents answer it when they state figures of the same unit. A price comparison ("which
product has the lowest price?") is settled by the documents' own amounts, though no passage says "lowest".
"""

from __future__ import annotations

import re
from typing import Sequence

from querylab.offline.constraints import MONTH, Constraint
from querylab.offline.units import CURRENCY_CODES, HEADCOUNT, NUMBER, UNIT, figure_value, unit_of
from querylab.offline.spans import TIME_UNITS, norm_name, numbers

_RANGE_BEFORE = re.compile(r"\b(more than|over|above|under|below|less than|up to|at least|at most|within)\s+(?:[A-Z]{3}\s|[$€£])?$", re.I)
_RANGE_AFTER = re.compile(r"\s*(?:[a-z]+\s+)?(or more|or above|or higher|or over|and above|and over|or less|or fewer|or below|or under)\b", re.I)
_UPWARD = frozenset({"or more", "or above", "or higher", "or over", "and above", "and over"})
_UNIT_AHEAD = re.compile(rf"\s+(?:\w+\s+){{0,2}}?(?P<u>{UNIT})\b", re.I)
_PRICED = re.compile(r"\b(?:price[sd]?|costs?|fees?|rates?|cheap\w*|expensive)\b", re.I)


def stated_ranges(text: str) -> list[tuple[str, str, str]]:
    """(comparator, value, unit) for numbers the text states as a bound: "more than 10 consecutive business
    days", "free on orders of USD 35 or more". A question about 12 days or a USD 30 order is answered by it."""
    out = []
    for m in NUMBER.finditer(text):
        before = _RANGE_BEFORE.search(text[max(0, m.start() - 16):m.start()])
        after = _RANGE_AFTER.match(text[m.end():m.end() + 16])
        if not (before or after):
            continue
        unit = unit_of(m.group("cur1") or m.group("cur2") or m.group("unit") or "")
        if not unit:
            later = _UNIT_AHEAD.match(text[m.end():m.end() + 40])
            unit = unit_of(later.group("u")) if later else ""
        relation = before.group(1).lower() if before else ("at least" if after.group(1).lower() in _UPWARD else "at most")
        out.append((relation, figure_value(m), unit))
    return out


def as_float(value: str) -> float | None:
    try:
        return float(value)
    except ValueError:
        return None


def satisfies(found: str, asked: str, comparator: str) -> bool:
    """Does the value ``found`` in a document meet the question's ``comparator`` ``asked`` ("before 3" and 2.1)?"""
    if found.endswith(".x") or asked.endswith(".x"):  # "1.x" is any version 1.N (judge v62 dev): the major versions are compared
        found, asked = found.split(".")[0], asked.split(".")[0]
    f, a = as_float(found.split()[0]), as_float(asked.split()[0])
    if f is None or a is None:
        return found == asked
    if comparator in ("before", "prior to", "earlier than", "older than", "until", "less than", "fewer than", "under", "below", "at most", "up to", "within"):
        return f < a or (comparator in ("at most", "up to", "until") and f == a)
    if comparator in ("after", "later than", "newer than", "since", "more than", "over", "above", "at least"):
        return f > a or (comparator in ("at least", "since") and f == a)
    return f == a


def rule_to_compare(c: Constraint, texts: Sequence[str]) -> bool:
    """The question's figure is the asker's case ("a $60 hotel", "a 14-character passphrase", "12.5 hours") and the
    documents state figures of the same unit (or, for a bare number, any figure) to compare it with. Not for a
    percentage: a rate is the policy's term, not the asker's case."""
    _, _, unit = c.value.partition(" ")
    if unit == "%":  # a rate is the policy's own term ("is the restocking fee 15%?"): another rate conflicts
        return False
    for text in texts:
        found = numbers(text)
        # "3 weeks ago" is compared with "14 days", "we're 40 people" with "3 to 300 users" (v3, v6, v21, v25 dev)
        family = TIME_UNITS if unit in TIME_UNITS else HEADCOUNT if unit in HEADCOUNT else {unit}
        folded = norm_name(text)
        named = family if unit in HEADCOUNT else {unit}  # a table's "Users" column with "up to 25" under it
        if (not unit and found) or any(u in family for _, u, _ in found) or (unit and found and any(f" {u} " in folded or f" {u}s " in folded for u in named)):
            return True
    return False


#: Asking for a term the policy states with another value: "can the free trial be stretched to 60 days?", "will Acme agree to
#: 60-day payment terms?", "can we get net 60 instead of net 30?" (v31, v34 dev: four unanswerable questions said "yes").
_ANOTHER_TERM_BEFORE = re.compile(r"\b(?:stretch\w*|extend\w*|lengthen\w*|agree\s+to|negotiat\w*)\s+(?:\w+\s+){0,2}?(?:to\s+)?$"
                                  r"|\b(?:get|on|offer|want)\s+net\s+$", re.I)


def another_term(c: Constraint, question: str, texts: Sequence[str]) -> str:
    """The value the passage states for the term ``c`` asks to change, when the question asks for another one ("net 30"
    for "get net 60", "30-day" for "stretched to 60 days"); "" when it does not ask that or ``texts`` (the passage, then
    its document) state none."""
    starts = [m.start() for m in re.finditer(re.escape(c.text), question)] if c.kind == "number" and c.text else []
    at = next((i for i in starts if _ANOTHER_TERM_BEFORE.search(question[max(0, i - 40):i])), -1)
    if at < 0:
        return ""
    value, _, unit = c.value.partition(" ")
    hyphened = re.match(r"-([a-z]+?)s?\b", question[at + len(c.text):], re.I)  # "60-day": the unit after the hyphen
    unit = unit or (hyphened.group(1).lower() if hyphened else "")
    if unit:  # "30 days", and "30-day" too, which `numbers` reads without its unit
        spaced = [(v, text) for window in texts for v, u, text in numbers(window) if u == unit]
        joined = [(m.group(1), m.group(0)) for window in texts for m in re.finditer(rf"\b(\d+)-{re.escape(unit)}s?\b", window, re.I)]
        stated = joined + spaced if hyphened else spaced + joined  # the term written as the question writes it first
        return next((text for v, text in stated if v != value), "")
    word = re.search(r"(\w+)\s+$", question[:at])  # the word that names the term: "net"
    found = [m for window in texts for m in re.finditer(rf"\b{re.escape(word.group(1))}\s+(\d+)\b", window, re.I)] if word else []
    return next((m.group(0) for m in found if m.group(1) != value), "")


def names_a_variant(c: Constraint, question: str) -> bool:
    """The figure is part of a product's name, not the asker's case: "the 8 TB HomeVault drive", "HomeVault Drive 12 TB"
    (v2, v3, v4, v8, v9). A variant the documents do not list is another product, whatever figures they state."""
    unit = c.value.partition(" ")[2]
    if not unit or unit in TIME_UNITS or unit in HEADCOUNT or unit in CURRENCY_CODES:
        return False  # "an Uber 20 minutes ago", "Acme EUR 99": a time, a head count or a price names no model (v23 dev)
    text = re.escape(c.text)
    if unit in _CAPACITY_UNITS and re.search(rf"\b(?!{_NOT_A_PRODUCT_WORD}\b)[a-z][\w-]*\s+{text}\b", question, re.I):
        return True  # typed in lower case: "price of the homevault drive 8 tb?" (v17, v18 dev)
    return bool(re.search(rf"\bthe\s+{text}\s+(?-i:[A-Z])", question) or re.search(rf"(?<=\w\s)(?-i:[A-Z][\w-]*)\s+{text}\b", question))


#: A storage size after a noun names the model ("drive 8 tb"); after these words it is the asker's amount ("I have 8 TB").
_CAPACITY_UNITS = frozenset({"tb", "gb"})
_NOT_A_PRODUCT_WORD = (r"(?:have|has|had|need|needs|needed|with|of|about|around|than|to|store|stores|storing|for|is|are|was|only|just|over|under|"
                       r"up|use|used|using|uses|backup|back|my|our|the|a|an|and|or|extra|more|less|another|buy|add|get)")


# "if I put 6% of my salary into the 401(k)", "I contribute 3%": a rate the asker pays in is their case, which the
# policy's own rates ("matches 100% of the first 4%") are applied to — unlike "is the restocking fee 15%?".
_ASKERS_RATE = re.compile(r"\b(?:i|i'm|i've|we)\b[^.?!]{0,40}?\b(?:put|puts|putting|contribute|contributing|pay|paying|save|saving|"
                          r"set\s+aside|invest|investing|defer|deferring|add|adding)\s+(?:in\s+|into\s+)?(?:only\s+|just\s+|about\s+)?$", re.I)


def askers_rate(c: Constraint, question: str, texts: Sequence[str]) -> bool:
    """The question's percentage is what the asker pays in ("if I put 6% into the 401(k)") and the documents
    state rates to apply to it."""
    if not c.value.endswith(" %") or c.comparator:
        return False
    at = question.find(c.text)
    if at < 0 or not _ASKERS_RATE.search(question[max(0, at - 60):at]):
        return False
    return any(u == "%" for text in texts for _, u, _ in numbers(text))


def price_settled(question: str, value: str, texts: Sequence[str]) -> bool:
    """A price comparison ("cheapest", "lowest" with "price") that two or more amounts in one currency settle."""
    if not _PRICED.search(question) or not re.fullmatch(r"(?:most |least )?(?:cheap\w*|expensive|lowest|highest|lower|higher)", value):
        return False
    for text in texts:
        units = [u for _, u, _ in numbers(text) if u and u not in TIME_UNITS and u != "%"]
        if any(units.count(u) >= 2 for u in set(units)):
            return True
    return False


# -- the period a document applies to ------------------------------------------------------------------

_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_DAY_DATE = rf"(?:\d{{1,2}}\s+{MONTH}\s+\d{{4}}|{MONTH}\s+\d{{1,2}},?\s+\d{{4}}|\d{{4}}-\d{{2}}-\d{{2}})"
_PERIOD_START = re.compile(rf"\b(?:on or after|from|as of|effective(?: from)?|starting|since)\s+(?P<d>{_DAY_DATE})", re.I)
_PERIOD_END = re.compile(rf"\b(?:to|until|through|till|expired on|expires on|on or before)\s+(?P<d>{_DAY_DATE})", re.I)
#: A sentence that states when a policy applies: "This version applies to expenses incurred on or after 1 January 2025."
_PERIOD_SENTENCE = re.compile(r"\b(?:appl(?:y|ies|ied)|effective|valid|expired|in force)\b", re.I)
_MONTH_YEAR = re.compile(rf"\b(?P<m>{MONTH})\s+(?P<y>(?:19|20)\d{{2}})\b", re.I)


def _day(text: str) -> tuple[int, int, int] | None:
    """(year, month, day) of "1 January 2025", "July 1, 2025" or "2025-07-01"."""
    m = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", text)
    if m:
        return int(m.group(1)), int(m.group(2)), int(m.group(3))
    year = re.search(r"\d{4}", text)
    month = re.search(MONTH, text, re.I)
    day = re.search(r"\b\d{1,2}\b", text)
    if not (year and month and day):
        return None
    return int(year.group(0)), _MONTHS.index(month.group(0).lower()[:3]) + 1, int(day.group(0))


def validity_period(texts: Sequence[str]) -> tuple[tuple[int, int, int] | None, tuple[int, int, int] | None]:
    """(first day, last day) the documents say they apply to, from a sentence such as "This version applied to
    expenses incurred from 1 January 2023 to 31 December 2024"; (None, None) when none says so."""
    for text in texts:
        for sentence in re.split(r"(?<=[.!?])\s+|\n+", text):
            if not _PERIOD_SENTENCE.search(sentence):
                continue
            start, end = _PERIOD_START.search(sentence), _PERIOD_END.search(sentence)
            first = _day(start.group("d")) if start else None
            last = _day(end.group("d")) if end and (not start or end.start() > start.start()) else None
            if first or last:
                return first, last
    return None, None


def _asked_days(question: str, asked: str) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """(first, last day) of the question's year ``asked``, or of its month when the question names one ("March 2025")."""
    year = int(asked)
    month = next((_MONTHS.index(m.group("m").lower()[:3]) + 1 for m in _MONTH_YEAR.finditer(question) if m.group("y") == asked), 0)
    return (year, month or 1, 1), (year, month or 12, 31)


def outside_period(question: str, asked: str, texts: Sequence[str]) -> str:
    """The period the documents apply to, in words ("from 1 January 2025"), when the question's year (or month
    and year: "March 2025") lies wholly outside it; "" otherwise."""
    if not re.fullmatch(r"(?:19|20)\d{2}", asked):
        return ""
    first, last = validity_period(texts)
    if not (first or last):
        return ""
    lo, hi = _asked_days(question, asked)
    if first and hi < first:
        return "from " + _words(first)
    if last and lo > last:
        return "until " + _words(last)
    return ""


def inside_period(question: str, asked: str, texts: Sequence[str]) -> str:
    """The period the documents apply to, in words, when the question's year (or month and year) lies wholly inside
    it ("hotel in Zurich in February 2026" under "applies … on or after 1 January 2025"); "" otherwise. Blind authors
    (v4, v6, v12) asked for the rule in force at a date of theirs; the documents name their period, not every year in it.
    An open period is read as reaching the year after the newest year the documents name (their present), no further."""
    if not re.fullmatch(r"(?:19|20)\d{2}", asked):
        return ""
    first, last = validity_period(texts)
    if not first:
        return ""
    lo, hi = _asked_days(question, asked)
    newest = max((int(y) for t in texts for y in re.findall(r"\b(?:19|20)\d{2}\b", t)), default=first[0])
    if last is None and lo[0] > newest + 1:
        return ""  # an open period reaches the present, not a future year the policy may yet change ("in 2027", v3)
    if lo >= first and (last is None or hi <= last):
        return "from " + _words(first) + (" until " + _words(last) if last else "")
    return ""


def _words(day: tuple[int, int, int]) -> str:
    return f"{day[2]} {('January February March April May June July August September October November December').split()[day[1] - 1]} {day[0]}"
