"""Metadata a document states about itself: effective and expiry dates, version, audience, successor.

Policies usually carry a header such as ``Effective: 1 March 2024`` or ``Audience: managers``. Lifting
these into chunk metadata lets the retrieval side reason about dates and versions and lets the store
restrict documents to an audience. Only the first occurrence of each key counts (the header), and a
value that cannot be understood is reported as a warning rather than stored half-parsed.
"""

from __future__ import annotations

import calendar
import re
from datetime import date

_KEYS: list[tuple[str, re.Pattern[str]]] = [
    ("effective_date", re.compile(r"(?:effective(?:\s+(?:date|from|as\s+of|on))?|valid\s+from|in\s+force\s+from)")),
    ("expiry_date", re.compile(r"(?:valid\s+(?:until|till|to|through)|expires(?:\s+on)?|expiry(?:\s+date)?|expiration(?:\s+date)?)")),
    ("version", re.compile(r"(?:document\s+)?version")),
    ("audience", re.compile(r"(?:intended\s+)?audience")),
    ("superseded_by", re.compile(r"(?:superseded|replaced)\s+by")),
]
_LINE = re.compile(r"^\s*(?:[-+>]\s+|\*\s+)?(?P<key>[A-Za-z][A-Za-z ]{1,30}?)\s*:\s*(?P<value>\S.*?)\s*$")
_MONTHS = {name.lower(): i for i, name in enumerate(calendar.month_name) if name}
_MONTHS.update({name.lower(): i for i, name in enumerate(calendar.month_abbr) if name})
_MONTHS["sept"] = 9
_MONTH_RE = "|".join(sorted(_MONTHS, key=len, reverse=True))
_ISO = re.compile(r"\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b")
_NUMERIC = re.compile(r"\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\b")
_DAY_MONTH = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH_RE})\.?,?\s+(\d{{4}})\b", re.I)
_MONTH_DAY = re.compile(rf"\b({_MONTH_RE})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b", re.I)
_YEAR_MONTH = re.compile(r"\b(\d{4})-(\d{1,2})\b")
_MONTH_YEAR = re.compile(rf"\b({_MONTH_RE})\.?\s+(\d{{4}})\b", re.I)
_EVERYONE = {"all", "everyone", "everybody", "anyone", "public", "company-wide", "companywide", "general"}


def parse_date(value: str, *, end_of_month: bool = False) -> str | None:
    """Return ISO yyyy-mm-dd for the first date in `value`, or None.

    Numeric d/m/yyyy is read day-first (unless the first number cannot be a day-of-month-first
    reading); a month without a day gives the first day, or the last one for expiry dates.
    """
    candidates: list[tuple[int, int, int]] = []
    if m := _ISO.search(value):
        candidates.append((int(m[1]), int(m[2]), int(m[3])))
    elif m := _NUMERIC.search(value):
        a, b, y = int(m[1]), int(m[2]), int(m[3])
        candidates.append((y, b, a) if b <= 12 else (y, a, b))
    elif m := _DAY_MONTH.search(value):
        candidates.append((int(m[3]), _MONTHS[m[2].lower()], int(m[1])))
    elif m := _MONTH_DAY.search(value):
        candidates.append((int(m[3]), _MONTHS[m[1].lower()], int(m[2])))
    else:
        ym = None
        if m := _YEAR_MONTH.search(value):
            ym = (int(m[1]), int(m[2]))
        elif m := _MONTH_YEAR.search(value):
            ym = (int(m[2]), _MONTHS[m[1].lower()])
        if ym and 1 <= ym[1] <= 12:
            day = calendar.monthrange(*ym)[1] if end_of_month else 1
            candidates.append((ym[0], ym[1], day))
    for y, mo, d in candidates:
        try:
            return date(y, mo, d).isoformat()
        except ValueError:
            return None
    return None


def normalize_audience(value: str) -> str:
    """Canonical audience: "all", or the named groups lower-cased, sorted and comma-joined.

    "All staff", "everyone" and the like mean the whole tenant ("all"): the tenant filter already
    keeps other organisations out, and reading "all employees" as a group nobody belongs to would
    hide the document from everyone.
    """
    parts = re.split(r"\s*(?:[,;/&|+]|\band\b|\bor\b)\s*", value.strip().lower())
    groups: set[str] = set()
    for part in parts:
        term = re.sub(r"\s+", " ", part.strip(" .*_`'\"()[]"))
        if not term:
            continue
        if term in _EVERYONE or term.split(" ", 1)[0] == "all":
            return "all"
        groups.add(term)
    return ",".join(sorted(groups)) if groups else "all"


def audience_groups(audience: str | None) -> tuple[str, ...]:
    """The groups of a canonical audience string; () means everyone in the tenant."""
    if not audience or audience == "all":
        return ()
    return tuple(g for g in audience.split(",") if g)


def detect_metadata(text: str) -> tuple[dict[str, str], list[str]]:
    """Find stated metadata lines; returns (metadata, warnings about values that were not understood)."""
    found: dict[str, str] = {}
    warnings: list[str] = []
    for raw in text.splitlines():
        if len(raw) > 200 or ":" not in raw:
            continue
        m = _LINE.match(raw.replace("*", "").replace("`", ""))
        if not m:
            continue
        key_text = m["key"].strip().lower()
        for key, pattern in _KEYS:
            if key in found or not pattern.fullmatch(key_text):
                continue
            value = m["value"].strip()
            parsed = _parse_value(key, value)
            if parsed is None:
                warnings.append(f"could not read the date in {m['key'].strip()!r}: {value!r}")
            else:
                found[key] = parsed
            break
    return found, warnings


def _parse_value(key: str, value: str) -> str | None:
    if key == "effective_date":
        return parse_date(value)
    if key == "expiry_date":
        return parse_date(value, end_of_month=True)
    if key == "version":
        return re.sub(r"^v(?=\d)", "", value, flags=re.I)[:64]
    if key == "audience":
        return normalize_audience(value)
    return value[:200]
