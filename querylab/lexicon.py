"""Small, dependency-free text features shared by the offline model and the preservation check.

Kept deliberately simple and visible: a newcomer should be able to predict what each function returns.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

STOPWORDS = frozenset(
    """a about above after again against all am an and any are aren't as at be because been before being below
    between both but by can could did do does doing down during each few for from further had has have having
    he her here hers herself him himself his how i if in into is it its itself just let me more most my myself
    of off on once only or other our ours ourselves out over own same she should so some such than that the
    their theirs them themselves then there these they this those through to too under until up very was we
    were what when where which while who whom why will with would you your yours yourself yourselves please
    tell know want need get got also may might must shall us one ones thing things like much many s t
    d ll m o re ve y hi hello hey thanks thank ok okay""".split()
)

NEGATIONS = frozenset(
    "not no never cannot can't cant don't dont doesn't doesnt didn't didnt isn't isnt aren't arent wasn't "
    "wasnt won't wont without none nothing neither nor unable shouldn't couldn't wouldn't".split()
)

_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'&\.\-]*[A-Za-z0-9]|[A-Za-z0-9]")
_NUMBER_UNIT = re.compile(
    r"(?<![\w.])(?:[$€£]\s?)?\d+(?:[.,]\d+)*(?:\s?%|\s?(?:days?|business days|weeks?|months?|years?|hours?|"
    r"nights?|eur|usd|gbp|euros?|dollars?|km|miles?|kg|gb|mb))?(?![\w])",
    re.IGNORECASE,
)
_DATE = re.compile(
    r"\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{2,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:,\s*\d{4})?|(?:19|20)\d{2})\b",
    re.IGNORECASE,
)
_VERSION = re.compile(r"\b(?:v|version\s*)\d+(?:\.\d+)*\b", re.IGNORECASE)
# A capitalised name and the small words inside one ("Bank of America", "Rio de Janeiro"), as the judge reads names in
# passages; here, below every reader of it, so the place list and the span reader share one pattern without a cycle.
NAME = re.compile(r"(?<![\w])(?:[A-Z][\w'’\-]*)(?:\s+(?:of|de|the|and|&|[A-Z][\w'’\-]*))*")


def words(text: str) -> list[str]:
    return [w.lower().strip(".'-") for w in _WORD.findall(text or "") if w.strip(".'-")]


def stem(word: str) -> str:
    """A light suffix stripper: enough to match 'refunds'/'refunded'/'refund' without a stemmer package."""
    w = word.lower()
    for suffix in ("ations", "ation", "ments", "ment", "ings", "ing", "ies", "ied", "ers", "er", "ed", "es", "s"):
        if len(w) > len(suffix) + 2 and w.endswith(suffix):
            base = w[: -len(suffix)]
            return base + "y" if suffix in ("ies", "ied") else base
    return w


def content_terms(text: str) -> list[str]:
    """Words that carry meaning: not stopwords, not negations, at least two characters (or a number)."""
    out = []
    for w in words(text):
        if w in STOPWORDS or w in NEGATIONS:
            continue
        if len(w) < 2 and not w.isdigit():
            continue
        out.append(w)
    return out


def stems(text: str) -> set[str]:
    return {stem(w) for w in content_terms(text)}


@dataclass(frozen=True)
class ProtectedSpans:
    """What a rewrite must keep: negations, numbers with units, versions, dates and capitalised names."""

    negations: tuple[str, ...]
    numbers: tuple[str, ...]
    versions: tuple[str, ...]
    dates: tuple[str, ...]
    names: tuple[str, ...]

    def all(self) -> tuple[str, ...]:
        return self.negations + self.numbers + self.versions + self.dates + self.names


def protected_spans(text: str) -> ProtectedSpans:
    lowered = words(text)
    negs = tuple(dict.fromkeys(w for w in lowered if w in NEGATIONS))
    versions = tuple(dict.fromkeys(m.group(0) for m in _VERSION.finditer(text or "")))
    dates = tuple(dict.fromkeys(m.group(0) for m in _DATE.finditer(text or "")))
    covered = " ".join(versions + dates)
    numbers = tuple(
        dict.fromkeys(n for n in (m.group(0).strip() for m in _NUMBER_UNIT.finditer(text or "")) if n not in covered)
    )
    names: list[str] = []
    tokens = re.findall(r"[A-Za-z][\w\-]*", text or "")
    for i, tok in enumerate(tokens):
        if i == 0 or tok.lower() in STOPWORDS or tok.lower() in NEGATIONS or tok.lower() == "version":
            continue
        if tok[0].isupper() and not tok.isupper() or (tok.isupper() and len(tok) >= 2):
            names.append(tok)
    return ProtectedSpans(negs, numbers, versions, dates, tuple(dict.fromkeys(names)))


_MESSAGE_SENTENCE = re.compile(r"[^.?!]+[.?!]*")


def message_sentences(text: str) -> list[str]:
    """A chat message's sentences as typed, end marks kept: lower-case messages ("ok. is it approved?") split too,
    which `sentences` (for documents) does not do."""
    return [m.group(0) for m in _MESSAGE_SENTENCE.finditer(text or "") if m.group(0).strip()]


_TABLE_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")


def _cells(line: str) -> list[str]:
    """The cells of a Markdown table row ("| Starter | EUR 8 |" → ["Starter", "EUR 8"]), or [] for any other line."""
    line = line.strip()
    return [c.strip() for c in line.strip("|").split("|")] if line.startswith("|") and line.endswith("|") and len(line) > 2 else []


def _column_name(header: str) -> str:
    """A column's name as a common noun ("Storage" → "storage"; "SLA" stays): capitalised only because it heads a column,
    it would otherwise read as a name the question leaves out."""
    return re.sub(r"\b[A-Z][a-z]+\b", lambda m: m.group(0).lower(), header)


@lru_cache(maxsize=1024)  # one passage is split into sentences by the judge, its alignment, focus and spans: read its tables once
def read_tables(text: str) -> str:
    """Each row of a Markdown table followed by a statement of it with its column names ("plan: Starter; price: EUR 8;
    storage: 30 GB per user."). Why: a row alone ("| Starter | EUR 8 | up to 25 | 30 GB per user |") says which number is the price
    and which the storage only through the header two lines up, so a question about "room for files on the 8 euro
    plan" met no sentence that names storage (judge v59 dev). Rows cut without their header are left as they are."""
    lines = (text or "").split("\n")
    out: list[str] = []
    header: list[str] = []
    for i, line in enumerate(lines):
        cells = _cells(line)
        if cells and i + 1 < len(lines) and _TABLE_SEPARATOR.match(lines[i + 1]) and not _TABLE_SEPARATOR.match(line):
            header = cells  # the header row: said again in every row below it
            continue
        if header and _TABLE_SEPARATOR.match(line):
            continue
        if header and cells and len(cells) == len(header):
            out.append(line)  # the row as written too: a question worded like its cells meets them there
            out.append("; ".join(f"{_column_name(h)}: {c}" for h, c in zip(header, cells) if c) + ".")
            continue
        header = header if cells else []
        out.append(line)
    return "\n".join(out)


def sentences(text: str) -> list[str]:
    parts = re.split(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(\[])|\n{1,}", read_tables(text or "") if "|" in (text or "") else text or "")
    return [p.strip(" -*#\t") for p in parts if len(p.strip(" -*#\t")) > 2]
