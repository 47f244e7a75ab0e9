"""Numbers with their units and currencies, as the offline judge reads them in questions and passages.

Why a module of its own: the constraint extractor, the span finder and the figure checks all read "EUR 2,500", "3
business days" and "in Polish zloty" the same way; one place keeps them from drifting apart.
"""

from __future__ import annotations

import re

#: Currency codes as `unit_of` writes them. Before round 19 only the first seven were read, so "SEK 800" was a bare 800
#: and the name "SEK" (issue 18; v23 dev).
CURRENCY_CODES = frozenset({"eur", "usd", "gbp", "chf", "jpy", "cad", "aud", "sek", "nok", "dkk", "pln", "czk", "huf", "inr",
                            "cny", "sgd", "hkd", "nzd", "mxn", "brl", "zar", "aed"})
CURRENCY = r"(?:" + "|".join(sorted(CURRENCY_CODES)) + r"|€|\$|£|euros?|dollars?|pounds?|yen)"
UNIT = (r"(?:%|percent|business days?|working days?|days?|weeks?|months?|years?|hours?|hrs?|h(?!\d)|minutes?|mins?|nights?|km|kilometres?|kg|grams?|lbs?|"
         r"kilometers?|miles?|kg|gb|mb|tb|characters?|people|persons?|employees?|users?|seats?|members?|times?|items?)")
_NUM = r"\d+(?:[.,]\d+)*"
#: "USD 8k", "40k": a thousand times the number (issue 18 round 22; v32 dev). Not "m": "30m" is as often minutes as millions.
NUMBER = re.compile(rf"(?<![\w.])(?<!\w-)(?:(?P<cur1>{CURRENCY})\s?)?(?P<num>{_NUM})(?P<mult>k(?![a-z]))?(?:\s?(?P<cur2>{CURRENCY}(?![a-z]))|\s?(?P<unit>{UNIT})(?![a-z]))?", re.I)

#: "in US dollars", "in euros", "from how many kroner" (v17 dev): the unit the answer must be given in.
_CURRENCY_UNIT = re.compile(r"\b(?:in|into|to|how\s+many)\s+(?P<u>(?:US|American|Canadian|Australian|Singapore|Hong Kong|New Zealand)\s+dollars|"
                            r"(?:[A-Z][a-z]+\s+)?(?:dollars|pesos|rupees|yuan|kronor|kroner|krona|rand|reais|francs|pounds|yen)|dollars|"
                            r"euros?|(?:British\s+)?pounds(?: sterling)?|sterling|(?:Japanese\s+)?yen|(?:Swiss\s+)?francs|pesos|rupees|yuan|"
                            r"renminbi|kronor|kroner|krona|zlot(?:y|ys|e)|rand|reais|USD|EUR|CAD|GBP|AUD|CHF|JPY|SEK|NOK|DKK|PLN|INR|CNY|"
                            r"MXN|BRL|SGD|HKD|NZD|ZAR)\b|\bin\s+(?P<sym>US\$|\$|€|£|¥)(?!\s?\d)"
                            # a search that ends with the currency it wants, no figure before it: "tokyo hotel cap yen" (v33 dev)
                            r"|(?<![\d.,])(?<!\d\s)\b(?P<t>yen|euros?|dollars|pounds|USD|EUR|GBP|CAD|AUD|CHF|JPY|SEK|NOK|DKK|PLN|INR|CNY|SGD)\s*\??\s*$", re.I)
_CURRENCY_SYMBOLS = {"us$": "usd", "$": "usd", "€": "eur", "£": "gbp", "¥": "jpy"}
_CURRENCY_NAMES = {"us dollars": "usd", "american dollars": "usd", "dollars": "usd", "canadian dollars": "cad", "australian dollars": "aud",
                   "singapore dollars": "sgd", "hong kong dollars": "hkd", "new zealand dollars": "nzd", "euro": "eur", "euros": "eur",
                   "pounds": "gbp", "british pounds": "gbp", "pounds sterling": "gbp", "british pounds sterling": "gbp", "sterling": "gbp",
                   "yen": "jpy", "japanese yen": "jpy", "francs": "chf", "swiss francs": "chf"}


def asked_currency(question: str) -> tuple[str, str] | None:
    """(currency code, the words that ask for it) when ``question`` asks for its answer in a currency ("in euros")."""
    m = _CURRENCY_UNIT.search(question or "")
    if not m:
        return None
    named = (m.group("u") or m.group("t") or "").lower()
    return (_CURRENCY_SYMBOLS[m.group("sym").lower()] if m.group("sym") else _CURRENCY_NAMES.get(named, named)), m.group(0)


def figure_value(m: re.Match[str]) -> str:
    """The value of a `NUMBER` match, its "k" applied: "8k" → "8000", "2.5k" → "2500"."""
    value = number_value(m.group("num"))
    if not m.group("mult"):
        return value
    try:
        scaled = float(value) * 1_000
    except ValueError:
        return value
    return str(int(scaled)) if scaled.is_integer() else str(scaled)


def number_value(num: str) -> str:
    """"2,500" → "2500", "2.5" → "2.5", "1.000" (thousands dot) → "1000"."""
    n = num.replace(" ", "")
    if re.fullmatch(r"\d{1,3}(?:[.,]\d{3})+", n):
        return re.sub(r"[.,]", "", n)
    return n.replace(",", ".") if n.count(",") == 1 and "." not in n else n.replace(",", "")


#: Units of time, as `unit_of` writes them.
TIME_UNITS = frozenset({"day", "week", "month", "year", "hour", "minute", "night", "business days"})

#: Counts of people, however a plan or a rule writes them: "we're 40 people" is compared with "3 to 300 users".
HEADCOUNT = frozenset({"people", "person", "employee", "user", "seat", "member"})


def unit_of(unit: str) -> str:
    """Singular, lower-case unit; currencies by code ("€" → "eur")."""
    u = (unit or "").lower().strip()
    u = {"€": "eur", "$": "usd", "£": "gbp", "euro": "eur", "euros": "eur", "dollar": "usd", "dollars": "usd", "pound": "gbp",
         "pounds": "gbp", "yen": "jpy", "percent": "%", "kilometres": "km", "kilometers": "km", "kilometre": "km",
         "kilometer": "km", "working days": "business days", "working day": "business days", "business day": "business days",
         "h": "hour", "hr": "hour", "hrs": "hour", "min": "minute", "mins": "minute"}.get(u, u)
    return u[:-1] if u.endswith("s") and u not in ("business days",) and len(u) > 3 else u
