"""The exact preservation guard: what a rewrite, a normalization or a sub-intent must not lose.

Why exact: the old guard matched substrings, so "10 days" -> "110 days", "$10" -> "$100", "order 104" ->
"order 1042" and "version 2" -> "version 2.1" all passed, and a name opening the question ("Berlin hotel
cap" -> "hotel cap") was never protected. Here the question and the rewrite are both read into *facts*
and compared as values:

- numbers: whole tokens with their unit and currency ("ten days" = "10 days" != "110 days" != "10 weeks";
  "$10" = "10 dollars" = "USD 10" != "EUR 10"; "1,000" = "1000");
- dates: normalised before comparison ("March 3, 2025" = "2025-03-03" = "3 March 2025"); a year or a
  month-and-day is kept by any date that states the same fields; relative words (today, next week, Monday)
  must stay as words;
- versions and ids: whole tokens ("version 2" != "version 2.1" = "v2.1"; "EXP-2041" != "EXP-20411");
- names: capitalised words wherever they stand. The first word of a sentence is a name unless it is a
  known opener (question words, imperative verbs) or the corpus uses it in lower case; the corpus's own
  vocabulary (`Vocabulary`) and the glossary tell them apart. A glossary abbreviation is kept by itself or
  by one of its meanings ("PTO" -> "paid time off" is faithful);
- negations and their scope: the negated word must still follow a negation ("not refundable" cannot
  become "refundable, not ...").

Rewrites may add (context, resolved references, synonyms of unprotected words); they may not drop or
change a protected fact. No dependency beyond the standard library.
"""

from __future__ import annotations

import re
import threading
import tomllib
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Iterable, Mapping, Sequence

from querylab.lexicon import NEGATIONS, STOPWORDS, stem

REPO_ROOT = Path(__file__).resolve().parent.parent

# -- vocabularies ----------------------------------------------------------------------------------
MONTHS = {m: i for i, names in enumerate(
    [("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",), ("june", "jun"), ("july", "jul"),
     ("august", "aug"), ("september", "sep", "sept"), ("october", "oct"), ("november", "nov"), ("december", "dec")], start=1)
    for m in names}
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
TIME_WORDS = frozenset(("today", "tomorrow", "yesterday", "tonight", "weekend") + WEEKDAYS)
RELATIVE = re.compile(r"\b(next|last|this|previous|coming|past)\s+(week|month|year|quarter|weekend|" + "|".join(WEEKDAYS) + r")\b", re.I)
NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    "hundred": 100, "thousand": 1000, "dozen": 12,
}
UNITS = {
    "business day": "business day", "business days": "business day", "working day": "business day", "working days": "business day",
    "day": "day", "days": "day", "week": "week", "weeks": "week", "month": "month", "months": "month", "year": "year",
    "years": "year", "hour": "hour", "hours": "hour", "hr": "hour", "hrs": "hour", "h": "hour", "minute": "minute",
    "minutes": "minute", "min": "minute", "mins": "minute", "night": "night", "nights": "night", "%": "percent",
    "percent": "percent", "per cent": "percent", "km": "km", "kilometer": "km", "kilometers": "km", "kilometre": "km",
    "kilometres": "km", "mile": "mile", "miles": "mile", "kg": "kg", "kilogram": "kg", "kilograms": "kg", "gb": "gb",
    "mb": "mb", "item": "item", "items": "item", "seat": "seat", "seats": "seat", "user": "user", "users": "user",
}
CURRENCIES = {
    "$": "USD", "usd": "USD", "dollar": "USD", "dollars": "USD", "us$": "USD", "€": "EUR", "eur": "EUR", "euro": "EUR",
    "euros": "EUR", "£": "GBP", "gbp": "GBP", "pound": "GBP", "pounds": "GBP", "chf": "CHF", "francs": "CHF",
    "¥": "JPY", "jpy": "JPY", "yen": "JPY",
}
#: Words that open a question or a request: capitalised at the start of a sentence, they are not names.
OPENERS = frozenset(
    """what what's whats how how's where where's when who who's why which whose whom is are was were do does did can could
    would should will shall may might must has have had please explain describe show list give find check compare
    summarize summarise summarize tell help cancel withdraw track look get go send return refund book submit claim
    request need want i'm im i'd i've also and but or so then now ok okay yes sorry quick question any all some every
    each other another since after before during until while if in on at for from with about under over between per
    by to of my our your their his her its the a an this that these those there here we you they he she it me us them
    regarding concerning re based according approximately roughly just only still again hi hello hey thanks thank
    dear kindly remind update change edit add remove delete open close start stop make let lets let's say said
    okay great good fine sure""".split()
)

_MONTH_RE = "|".join(sorted((m for m in MONTHS if m != "may"), key=len, reverse=True)) + "|May"
_ORD = r"(?:st|nd|rd|th)?"
DATE_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b"), "ymd"),
    (re.compile(r"\b(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})\b"), "mdy"),
    (re.compile(rf"\b({_MONTH_RE})\.?\s+(\d{{1,2}}){_ORD}(?:,?\s+(\d{{4}}))?\b", re.I), "m_d_y"),
    (re.compile(rf"\b(\d{{1,2}}){_ORD}\s+(?:of\s+)?({_MONTH_RE})\.?(?:,?\s+(\d{{4}}))?\b", re.I), "d_m_y"),
    (re.compile(rf"\b({_MONTH_RE})\.?,?\s+(\d{{4}})\b", re.I), "m_y"),
    (re.compile(r"(?<![\w.,$€£-])((?:19|20)\d{2})(?![\w%-]|[.,]\d|\s*(?:%|percent|days?|weeks?|months?|years?|hours?|nights?|eur|usd|gbp|dollars?|euros?)\b)", re.I), "y"),
)
VERSION = re.compile(r"\b(?:version|ver\.?|v)\s?(\d+(?:\.\d+)*)\b", re.I)
ID_TOKEN = re.compile(r"(?<![\w-])(?=[A-Za-z0-9-]*\d)(?=[A-Za-z0-9-]*[A-Za-z])[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*(?![\w-])")
_NUMBER_WORD_RE = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
_UNIT_RE = "|".join(re.escape(u) for u in sorted(UNITS, key=len, reverse=True))
_CUR_WORD_RE = "|".join(re.escape(c) for c in sorted((c for c in CURRENCIES if c.isalpha() or c == "us$"), key=len, reverse=True))
NUMBER = re.compile(
    rf"(?:(?P<cur1>[$€£¥]|\b(?:{_CUR_WORD_RE})\b)\s?)?"
    rf"(?P<num>(?<![\w.])\d+(?:[.,]\d+)*(?![\w])|\b(?:{_NUMBER_WORD_RE})(?:[\s-](?:{_NUMBER_WORD_RE}))?\b)"
    rf"(?:\s?(?P<unit>%|(?:\b|(?<=\d))(?:{_UNIT_RE})\b))?"
    rf"(?:\s?(?P<cur2>\b(?:{_CUR_WORD_RE})\b))?",
    re.I,
)
_WORD = re.compile(r"[^\W\d_]+(?:[&'’-][^\W\d_]+)*")  # letters of any script: "Hernández" is one word
_SENTENCE_END = re.compile(r"[.!?:;\n]\s*$|^\s*$")


# -- the corpus's vocabulary -------------------------------------------------------------------------
@dataclass
class Vocabulary:
    """How the corpus writes each word: capitalised in mid-sentence (a name) or in lower case (a common word)."""

    capitalised: dict[str, int] = field(default_factory=dict)
    lower: dict[str, int] = field(default_factory=dict)

    def add(self, text: str) -> None:
        for m in _WORD.finditer(text or ""):
            word = m.group(0).strip("'’-")
            if not word or _sentence_start(text, m.start()):
                continue
            key = word.lower()
            table = self.capitalised if word[0].isupper() else self.lower
            table[key] = table.get(key, 0) + 1

    @classmethod
    def from_texts(cls, texts: Iterable[str]) -> "Vocabulary":
        vocab = cls()
        for t in texts:
            vocab.add(t)
        return vocab

    def opener_is_name(self, word: str) -> bool:
        """A capitalised sentence-initial word: a name unless it is an opener or the corpus writes it in lower case.
        Unknown words count as names (protected): failing closed costs a rejected rewrite, not a lost name."""
        key = word.lower()
        if key in STOPWORDS or key in NEGATIONS or key in OPENERS:
            return False
        cap, low = self.capitalised.get(key, 0), self.lower.get(key, 0)
        return cap > low or (cap == 0 and low == 0)


def load_glossary(path: Path | None = None) -> dict[str, tuple[str, ...]]:
    """Every abbreviation of `prompts/offline/glossary.toml` (all tenants) with its meanings."""
    path = path or REPO_ROOT / "prompts" / "offline" / "glossary.toml"
    out: dict[str, tuple[str, ...]] = {}
    if not path.exists():
        return out
    for section in tomllib.loads(path.read_text(encoding="utf-8")).values():
        if isinstance(section, dict):
            for abbr, meaning in section.items():
                meanings = (meaning,) if isinstance(meaning, str) else tuple(meaning)
                out[abbr] = tuple(dict.fromkeys(out.get(abbr, ()) + meanings))
    return out


_DEFAULTS_LOCK = threading.Lock()
_DEFAULTS: dict[str, object] = {}


def default_vocabulary() -> Vocabulary:
    """The sample corpus's vocabulary plus whatever `learn()` was given (the engine adds its documents' titles
    and summaries), built once per process."""
    with _DEFAULTS_LOCK:
        vocab = _DEFAULTS.get("vocabulary")
        if vocab is None:
            folder = REPO_ROOT / "sample_corpus"
            texts = [p.read_text(encoding="utf-8", errors="replace") for p in sorted(folder.rglob("*.md"))] if folder.exists() else []
            vocab = _DEFAULTS["vocabulary"] = Vocabulary.from_texts(texts)
        return vocab  # type: ignore[return-value]


def learn(texts: Iterable[str]) -> None:
    """Add a corpus's own text (titles, summaries) to the default vocabulary."""
    vocab = default_vocabulary()
    with _DEFAULTS_LOCK:
        for t in texts:
            vocab.add(t)


def default_glossary() -> dict[str, tuple[str, ...]]:
    with _DEFAULTS_LOCK:
        if "glossary" not in _DEFAULTS:
            _DEFAULTS["glossary"] = load_glossary()
        return _DEFAULTS["glossary"]  # type: ignore[return-value]


# -- facts -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Facts:
    """What a text states, normalised for comparison; each entry keeps its surface form for messages."""

    numbers: tuple[tuple[str, Decimal, str | None, str | None], ...]  # (surface, value, unit, currency)
    dates: tuple[tuple[str, int | None, int | None, int | None], ...]  # (surface, year, month, day)
    times: tuple[str, ...]  # relative time words, lower case
    versions: tuple[tuple[str, str], ...]  # (surface, "2.1")
    ids: tuple[str, ...]  # surface ids; compared case-insensitively
    names: tuple[str, ...]
    words: tuple[str, ...]  # every lower-case word, in order (negation scope)


def _sentence_start(text: str, pos: int) -> bool:
    before = text[:pos].rstrip(" \t\"'“‘([*#->")
    return not before or before[-1] in ".!?:;\n"


def _mask(text: str, spans: Sequence[tuple[int, int]]) -> str:
    chars = list(text)
    for a, b in spans:
        for i in range(a, b):
            if chars[i] != "\n":
                chars[i] = " "
    return "".join(chars)


def _number_value(raw: str) -> Decimal | None:
    raw = raw.strip().lower()
    if raw[0].isdigit():
        if re.fullmatch(r"\d{1,3}(,\d{3})+(\.\d+)?", raw):
            raw = raw.replace(",", "")
        elif re.fullmatch(r"\d+,\d{1,2}", raw):  # 12,50 (decimal comma)
            raw = raw.replace(",", ".")
        try:
            return Decimal(raw)
        except InvalidOperation:
            return None
    parts = re.split(r"[\s-]+", raw)
    values = [NUMBER_WORDS[p] for p in parts if p in NUMBER_WORDS]
    if not values:
        return None
    if len(values) == 2 and values[1] in (100, 1000):
        return Decimal(values[0] * values[1])
    return Decimal(sum(values))


def _year(raw: str | None) -> int | None:
    if not raw:
        return None
    y = int(raw)
    return y + 2000 if y < 100 else y


def _dates(text: str) -> tuple[list[tuple[str, int | None, int | None, int | None]], list[tuple[int, int]]]:
    found: list[tuple[str, int | None, int | None, int | None]] = []
    spans: list[tuple[int, int]] = []
    masked = text
    for pattern, kind in DATE_PATTERNS:
        for m in pattern.finditer(masked):
            g = m.groups()
            if kind == "ymd":
                y, mo, d = int(g[0]), int(g[1]), int(g[2])
            elif kind == "mdy":
                y, mo, d = _year(g[2]), int(g[0]), int(g[1])
            elif kind == "m_d_y":
                y, mo, d = _year(g[2]), MONTHS[g[0].lower()], int(g[1])
            elif kind == "d_m_y":
                y, mo, d = _year(g[2]), MONTHS[g[1].lower()], int(g[0])
            elif kind == "m_y":
                y, mo, d = int(g[1]), MONTHS[g[0].lower()], None
            else:
                y, mo, d = int(g[0]), None, None
            if (mo is not None and not 1 <= mo <= 12) or (d is not None and not 1 <= d <= 31):
                continue
            found.append((m.group(0), y, mo, d))
            spans.append(m.span())
        masked = _mask(masked, spans)
    return found, spans


def facts(text: str, vocabulary: Vocabulary | None = None, glossary: Mapping[str, Sequence[str]] | None = None) -> Facts:
    text = text or ""
    vocabulary = vocabulary or default_vocabulary()
    glossary = default_glossary() if glossary is None else glossary
    dates, spans = _dates(text)
    masked = _mask(text, spans)
    times = [m.group(0).lower() for m in RELATIVE.finditer(masked)]
    versions = [(m.group(0), m.group(1)) for m in VERSION.finditer(masked)]
    masked = _mask(masked, [m.span() for m in VERSION.finditer(masked)])
    masked = re.sub(r"(?<=\d)(?=(?:km|kg|gb|mb|hrs?|h|%)\b)", " ", masked, flags=re.I)  # "10km" reads as "10 km"
    ids = [m.group(0) for m in ID_TOKEN.finditer(masked)]
    masked = _mask(masked, [m.span() for m in ID_TOKEN.finditer(masked)])
    wordy = masked  # dates, versions and ids masked: what is left of words can hold names
    numbers: list[tuple[str, Decimal, str | None, str | None]] = []
    previous: tuple[int, int] | None = None  # (index in numbers, end offset) of the last bare number
    for m in NUMBER.finditer(masked):
        raw = m.group("num")
        unit = UNITS.get((m.group("unit") or "").lower()) if m.group("unit") else None
        cur_raw = m.group("cur1") or m.group("cur2")
        currency = CURRENCIES.get(cur_raw.lower()) if cur_raw else None
        if not raw[0].isdigit() and unit is None and currency is None and raw.lower() in ("one", "zero", "hundred", "thousand", "dozen"):
            continue  # "which one", "a hundred questions": a number word alone is protected only with a unit or currency
        value = _number_value(raw)
        if value is None:
            continue
        if previous is not None and (unit or currency) and re.fullmatch(r"\s*(?:or|and|to|-|–)\s*", masked[previous[1]:m.start()], re.I):
            surface, v, _, _ = numbers[previous[0]]
            numbers[previous[0]] = (surface, v, unit, currency)  # "30 or 60 days": both are days
        numbers.append((m.group(0).strip(), value, unit, currency))
        previous = (len(numbers) - 1, m.end()) if unit is None and currency is None else None
    names: list[str] = []
    upper_glossary = {a.upper() for a in glossary}
    for m in _WORD.finditer(wordy):
        word = m.group(0).strip("'’-")
        if word.endswith(("'s", "’s")):
            word = word[:-2]
        key = word.lower()
        if not word or not word[0].isupper() or key in TIME_WORDS or key in MONTHS or key in CURRENCIES or key in UNITS:
            continue
        if VERSION.fullmatch(word) or key in ("version", "ver"):
            continue
        if word.upper() in upper_glossary and word.isupper():
            names.append(word)
            continue
        if len(word) < 2 and not word.isupper():
            continue
        if _sentence_start(text, m.start()):
            if vocabulary.opener_is_name(word):
                names.append(word)
        elif key not in STOPWORDS and key not in NEGATIONS:
            names.append(word)
    times += [w for w in (x.lower() for x in _WORD.findall(masked)) if w in TIME_WORDS]
    words = tuple(w.lower().strip(".,'’-") for w in re.findall(r"[^\W_][\w.,'’-]*|[$€£¥]", text))
    return Facts(tuple(numbers), tuple(dates), tuple(dict.fromkeys(times)), tuple(versions), tuple(dict.fromkeys(ids)),
                 tuple(dict.fromkeys(names)), words)


# -- comparison --------------------------------------------------------------------------------------
_NEG_FAMILIES = ({"cannot", "can't", "cant"}, {"don't", "dont"}, {"doesn't", "doesnt"}, {"won't", "wont"}, {"isn't", "isnt"})


def _negation_scopes(words: Sequence[str]) -> list[tuple[str, str | None]]:
    """(negation, the first content word it governs within four words) for each negation."""
    out = []
    for i, w in enumerate(words):
        if w.replace("’", "'") in NEGATIONS:
            scope = next((x for x in words[i + 1 : i + 5] if x not in STOPWORDS and x not in NEGATIONS and (len(x) > 1 or not x.isalpha())), None)
            if scope is not None and _quantity_word(scope):
                scope = None  # "not $25", "not ten days": the amount is protected on its own; only the negation must stay
            out.append((w.replace("’", "'"), scope))
    return out


def _quantity_word(word: str) -> bool:
    return word[0].isdigit() or word in CURRENCIES or word in UNITS or word in NUMBER_WORDS


def _negation_kept(neg: str, scope: str | None, rewrite_words: Sequence[str]) -> bool:
    negs = [i for i, w in enumerate(rewrite_words) if w.replace("’", "'") in NEGATIONS or (w == "not")]
    if scope is None:
        present = {rewrite_words[i].replace("’", "'") for i in negs}
        contraction = neg == "cannot" or neg.endswith("n't") or neg in {"cant", "dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "wont"}
        return neg in present or any(neg in f and f & present for f in _NEG_FAMILIES) or (contraction and "not" in present)
    target = _stems(scope)
    return any(target & _stems(x) for i in negs for x in rewrite_words[i + 1 : i + 6])


def _stems(word: str) -> set[str]:
    """The light stemmer is not idempotent ("covered" -> "cover" -> "cov"): compare both steps."""
    once = stem(word)
    return {once, stem(once)}


def _has_phrase(text_low: str, phrase: str) -> bool:
    return re.search(rf"(?<![\w]){re.escape(phrase.lower())}(?![\w])", text_low) is not None


def missing_protected(original: str, rewrite: str, *, vocabulary: Vocabulary | None = None,
                      glossary: Mapping[str, Sequence[str]] | None = None) -> list[str]:
    """The protected facts of `original` that `rewrite` lost or changed, as written in `original`."""
    glossary = default_glossary() if glossary is None else glossary
    a = facts(original, vocabulary, glossary)
    b = facts(rewrite or "", vocabulary, glossary)
    low = (rewrite or "").lower()
    lost: list[str] = []
    for neg, scope in _negation_scopes(a.words):
        if not _negation_kept(neg, scope, b.words) and neg not in lost:
            lost.append(neg)
    b_years = {y for _, y, mo, d in b.dates if mo is None and d is None}
    for surface, value, unit, currency in a.numbers:
        if not any(v == value and (unit is None or u == unit) and (currency is None or c == currency) for _, v, u, c in b.numbers):
            if not (unit is None and currency is None and value in b_years):  # "order 1928" read as a year on one side
                lost.append(surface)
    for surface, version in a.versions:
        if version not in {v for _, v in b.versions}:
            lost.append(surface)
    b_plain = {v for _, v, u, c in b.numbers if u is None and c is None}
    for surface, y, mo, d in a.dates:
        if not any((y is None or y == y2) and (mo is None or mo == mo2) and (d is None or d == d2) for _, y2, mo2, d2 in b.dates):
            if not (mo is None and d is None and y in b_plain):
                lost.append(surface)
    for t in a.times:
        if not _has_phrase(low, t):
            lost.append(t)
    b_ids = {i.lower() for i in b.ids}
    lost += [i for i in a.ids if i.lower() not in b_ids]
    meanings = {k.upper(): v for k, v in glossary.items()}
    for name in a.names:
        if _has_phrase(low, name):
            continue
        if name.isupper() and any(_has_phrase(low, m) for m in meanings.get(name.upper(), ())):
            continue  # an abbreviation expanded to one of its meanings
        lost.append(name)
    return list(dict.fromkeys(lost))


def missing_in_parts(original: str, parts: Sequence[str], **kw: object) -> list[str]:
    """What a split into sub-intents lost: every protected fact of `original` must be in one of the parts."""
    return missing_protected(original, "\n".join(parts), **kw)  # type: ignore[arg-type]
