"""English for requests written in Dutch, German, French or Spanish, wholly or mixed with English ("cancela mi pedido
2043", "kun je checken of 1046 al verzonden is?", "wo ist meine Bestellung 1043?", "est-ce que je peux annuler ma
commande ?").

Why: the router's rules and its examples are English, so a request typed in another language reached the vote with
nothing it knew but the id, and was asked back or taken for small talk or out of domain. The staff of the demo
companies (Acme, with its warehouse in Rotterdam; Globex) write in these four languages. Only the router reads the
gloss: the query the turn keeps, searches and shows is the user's own wording, so nothing the preservation guard
protects is rewritten.

How:

1. The language comes first. A message is glossed with a language's words only when it holds at least two of that
   language's function words (``MARKERS``: articles, pronouns, auxiliaries, prepositions, question words), one long
   word that is never English (``STRONG``: "Bestellung", "terugbetaling", "devolución"), or nothing but its markers
   ("danke", "merci beaucoup"). No marker is an English word, so an English message is never translated; and a
   function word written with a capital inside a sentence is a name ("Los Angeles", "De Vries"), not a marker.
2. The language with the most evidence is glossed, phrase first ("kun je" -> "can you", "combien de temps" ->
   "how long"), then word by word. The English may be broken: the rules key on words, not grammar.
3. A word English also has ("die", "was", "of", "me", "in") is translated only when the foreign language clearly
   dominates the message, so the English half of a mixed message keeps its words.
4. Numbers, ids (1043, R-78, EXP-3101), amounts, all-capital abbreviations and, outside German (whose nouns are
   capitalised), function words capitalised inside a sentence (part of a name: "Los Angeles", "Jan De Vries") are
   left as they are.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from querylab.offline.gloss_words import (ENGLISH, ENGLISH_MARKERS, FR_ELISIONS, MARKERS, PATTERNS, PHRASES, STRONG,
                                          WORDS)

log = logging.getLogger(__name__)

_LETTERS = r"[^\W\d_]"
_TOKEN = re.compile(rf"{_LETTERS}+")
_ELISION = re.compile(rf"(?<!{_LETTERS})(?:[jldnmtcs]|qu)['’](?={_LETTERS})", re.I)
#: Text the gloss never touches: anything holding a digit (ids, amounts, dates, tracking codes).
_KEEP = r"[\w€$£.,/-]*\d[\w€$£.,/%-]*"
_SENTENCE_END = ".!?¿¡:;(\"\n"
#: German capitalises its formal "you"; these count as markers inside a sentence too.
_DE_FORMAL = frozenset({"Sie", "Ihr", "Ihre", "Ihren", "Ihrem", "Ihnen"})
#: Small words inside a name ("Jan de Vries", "Ursula von der Leyen", "Hotel del Coronado"): kept between capitals.
_PARTICLES = frozenset({"de", "van", "der", "den", "von", "la", "le", "del", "du", "da", "ter", "ten", "zu", "el", "los",
                        "las", "y"})
_NAME_BEFORE = re.compile(r"[A-Z][^\W\d_]*\s+$")
_NAME_AFTER = re.compile(r"\s+(?:(?:de|der|den|la|le|van|von)\s+)?[A-Z]")
#: Languages tried in this order when their evidence ties.
_LANGUAGES = ("nl", "de", "fr", "es")


@dataclass(frozen=True)
class _Evidence:
    """How much of a message speaks for one language."""

    language: str
    markers: int  # function words of the language, counted per occurrence
    strong: int  # long words that are never English
    only_markers: bool  # every word of the message is one of its markers ("danke", "merci beaucoup")
    known: int  # words its dictionary holds (breaks ties between related languages)

    @property
    def qualifies(self) -> bool:
        return self.markers >= 2 or self.strong >= 1 or self.only_markers

    @property
    def score(self) -> tuple[int, int]:
        return self.markers + 2 * self.strong, self.known


def _fold(word: str) -> str:
    """``word`` without accents ("devolución" -> "devolucion"), as people type on an English keyboard."""
    return "".join(c for c in unicodedata.normalize("NFD", word) if unicodedata.category(c) != "Mn")


def _german_spelling(word: str) -> str:
    """The umlaut written out ("rückerstattung" -> "rueckerstattung")."""
    return word.replace("ä", "ae").replace("ö", "oe").replace("ü", "ue").replace("ß", "ss")


@lru_cache(maxsize=None)
def _lookup(language: str) -> dict[str, str]:
    """The language's words, also under their unaccented spellings unless such a spelling is a word of its own
    ("schon" is "already", "schön" is "nice")."""
    words = WORDS[language]
    table = dict(words)
    for word, english in words.items():
        for variant in (_german_spelling(word), _fold(word)):
            table.setdefault(variant, english)
    return table


@lru_cache(maxsize=None)
def _strong(language: str) -> frozenset[str]:
    return frozenset(v for w in STRONG[language] for v in (w, _fold(w), _german_spelling(w)))


def _phrase_regex(phrase: str) -> str:
    """A phrase of the word lists as a pattern: a space is any whitespace, an apostrophe either apostrophe, a hyphen a
    hyphen or a space, an accented letter also its plain letter."""
    out = []
    for char in phrase:
        if char == " ":
            out.append(r"\s+")
        elif char in "'’":
            out.append(r"['’]\s?")
        elif char == "-":
            out.append(r"[-\s]")
        elif _fold(char) != char:
            out.append(f"[{char}{_fold(char)}]")
        else:
            out.append(re.escape(char))
    return "".join(out)


@dataclass(frozen=True)
class _Glosser:
    """One language's phrases and words as one pattern: a single pass over the text, so nothing is translated
    twice ("por favor" -> "please" is not looked up again)."""

    language: str
    pattern: re.Pattern[str]
    outputs: tuple[str, ...]  # the English of phrase group ``p<i>``


@lru_cache(maxsize=None)
def _glosser(language: str) -> _Glosser:
    sources: list[str] = []
    outputs: list[str] = []
    for raw, english in PATTERNS[language]:
        sources.append(raw)
        outputs.append(english)
    for alternatives, english in PHRASES[language]:
        for phrase in alternatives.split("|"):
            before = rf"(?<!{_LETTERS})" if phrase[0].isalpha() else ""
            after = rf"(?!{_LETTERS})" if phrase[-1].isalpha() else ""
            sources.append(before + _phrase_regex(phrase) + after)
            outputs.append(english)
    # One named group per phrase, at the top level, so ``lastgroup`` names the phrase that matched.
    alternatives = [rf"(?P<keep>{_KEEP})", *(f"(?P<p{i}>{source})" for i, source in enumerate(sources))]
    if language == "fr":
        alternatives.append(rf"(?P<elision>{_ELISION.pattern})")
    alternatives.append(rf"(?P<word>{_LETTERS}+)")
    return _Glosser(language, re.compile("|".join(alternatives), re.I), tuple(outputs))


def _starts_sentence(text: str, start: int) -> bool:
    before = text[:start].rstrip(" \t\"'«¿¡")
    return not before or before[-1] in _SENTENCE_END


def _is_marker(language: str, token: str, text: str, start: int) -> bool:
    if token.isupper() and len(token) > 1:  # an abbreviation ("LA", "CE")
        return False
    if language == "de" and token in _DE_FORMAL:
        return True
    if token[:1].isupper() and not _starts_sentence(text, start):  # a name ("Los Angeles", "De Vries")
        return False
    return token.lower() in MARKERS[language]


def _evidence(text: str) -> list[_Evidence]:
    tokens = [(m.group(0), m.start()) for m in _TOKEN.finditer(text)]
    elisions = len(_ELISION.findall(text))
    out = []
    for language in _LANGUAGES:
        lookup, strong = _lookup(language), _strong(language)
        flags = [_is_marker(language, t, text, s) for t, s in tokens]
        markers = sum(flags) + (elisions if language == "fr" else 0)
        out.append(_Evidence(
            language, markers, sum(t.lower() in strong for t, _ in tokens),
            bool(tokens) and all(flags) and len(tokens) <= 4,
            sum(t.lower() in lookup for t, _ in tokens)))
    return out


def _is_name_particle(text: str, start: int, end: int, language: str) -> bool:
    """Whether the small word at ``text[start:end]`` sits inside a name: between two capitalised words. In German,
    whose nouns are capitalised, the first may not open the sentence ("Kann der Manager ...")."""
    before = _NAME_BEFORE.search(text[:start])
    if before is None or _NAME_AFTER.match(text, end) is None:
        return False
    return language != "de" or not _starts_sentence(text, before.start())


def _english_markers(text: str) -> int:
    return sum(m.group(0).lower() in ENGLISH_MARKERS for m in _TOKEN.finditer(text))


def detect(text: str) -> str | None:
    """The language the request words of ``text`` are in ("nl", "de", "fr", "es"), or None for English (or for too
    little evidence to say)."""
    candidates = [e for e in _evidence(text or "") if e.qualifies]
    return max(candidates, key=lambda e: e.score).language if candidates else None


def _cased(english: str, original: str, at_start: bool) -> str:
    """The translation lowercase, as the rules expect it, but capitalised where the original opened a sentence."""
    if english and at_start and original[:1].isupper():
        return english[0].upper() + english[1:]
    return english


def gloss(text: str) -> str:
    """``text`` with the request words of a Dutch, German, French or Spanish message put in English (unchanged when it
    is English, or holds too little of another language to say)."""
    if not text or not text.strip():
        return text or ""
    evidence = {e.language: e for e in _evidence(text)}
    language = detect(text)
    if language is None:
        return text
    found = evidence[language]
    english = _english_markers(text)
    # Words English has too ("was", "die", "of") are translated only when the foreign language dominates.
    collisions_too = english == 0 or found.markers >= max(2, english)
    glosser, lookup = _glosser(language), _lookup(language)

    def replace(match: re.Match[str]) -> str:
        original, start = match.group(0), match.start()
        if match.group("keep"):
            return original
        at_start = _starts_sentence(text, start)
        group = match.lastgroup or ""
        if group.startswith("p"):
            if original.strip().lower() in ENGLISH and not collisions_too:  # Spanish "no" in "no need to …, gracias"
                return original
            english = glosser.outputs[int(group[1:])]
            if english and original[-1] in "'’":  # "j'ai besoin d'aide": the next word follows the phrase
                english += " "
            return _cased(english, original.lstrip(), at_start)
        if group == "elision":
            letters = original[:-1].lower()
            return _cased(FR_ELISIONS[letters], original, at_start) + (" " if FR_ELISIONS[letters] else "")
        lower = original.lower()
        if original.isupper() and len(original) > 1:  # an abbreviation
            return original
        if language != "de" and original[:1].isupper() and not at_start and (
                lower in MARKERS[language] or lower in ENGLISH):  # part of a name ("Los Angeles", "Jan De Vries")
            return original
        if lower in ENGLISH and not collisions_too:
            return original
        if lower in _PARTICLES and _is_name_particle(text, start, match.end(), language):
            return original
        translated = lookup.get(lower)
        return original if translated is None else _cased(translated, original, at_start)

    out = glosser.pattern.sub(replace, text)
    out = re.sub(r"[ \t]{2,}", " ", out).strip() if out != text else out
    log.debug("gloss (%s): %r -> %r", language, text, out)
    return out
