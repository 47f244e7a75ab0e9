"""Sentence boundaries as character spans, so chunks are slices of the original text.

Working with spans instead of re-joined strings keeps the author's line breaks and list layout in
every chunk. The rules are deliberately small and deterministic: a sentence ends at . ! ? or …
followed by whitespace and something that can start a sentence, except after a known abbreviation
or a single-letter initial; a line break inside a paragraph always ends a sentence (list items).
"""

from __future__ import annotations

import re

_END = re.compile(r"[.!?…]+[\"'”’)\]]*(?=\s)|\n")
_LAST_TOKEN = re.compile(r"(\S+)$")
_ABBREVIATIONS = frozenset(
    "e.g i.e etc mr mrs ms dr prof sr jr inc ltd co corp vs no nos fig figs st approx dept est "
    "jan feb mar apr jun jul aug sep sept oct nov dec art sec ch vol pp p cf al".split()
)

Span = tuple[int, int]


def _strip(text: str, start: int, end: int) -> Span:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def sentence_spans(text: str, lo: int = 0, hi: int | None = None) -> list[Span]:
    """Non-empty sentence spans of text[lo:hi], whitespace trimmed."""
    hi = len(text) if hi is None else hi
    spans: list[Span] = []
    pos = lo
    for m in _END.finditer(text, lo, hi):
        if m.group() == "\n":
            cut = m.start()
        else:
            token = _LAST_TOKEN.search(text, pos, m.start())
            word = token.group(1).lower().rstrip(".") if token else ""
            if word in _ABBREVIATIONS or (len(word) == 1 and word.isalpha()):
                continue
            rest = text[m.end() : hi].lstrip()
            if rest and rest[0].islower():
                continue
            cut = m.end()
        s, e = _strip(text, pos, cut)
        if e > s:
            spans.append((s, e))
        pos = cut
    s, e = _strip(text, pos, hi)
    if e > s:
        spans.append((s, e))
    return spans


def split_sentences(text: str) -> list[str]:
    return [text[s:e] for s, e in sentence_spans(text)]
