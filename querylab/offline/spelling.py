"""Typo repair for routing against the router's own vocabulary (the words of its example utterances).

A sentence embedder reads "hotle" and "withdrwa" as unknown sub-words, so a typo in the one word that
carries the request ("withdrwa EXP-3103") can move a question to another route or below the out-of-domain
threshold. Only words the vocabulary lacks are touched, and only when exactly one known word is one edit
away (a swap of two neighbouring letters counts as one edit), and never a word the embedder itself knows as a
whole token ("paris", "ship"), so ordinary words and names are left alone.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Iterable

_WORD = re.compile(r"[A-Za-z]+")
# Short words have too many neighbours one edit away ("form"/"from"); they are never corrected.
MIN_LENGTH = 3


def _edits1(word: str) -> set[str]:
    letters = "abcdefghijklmnopqrstuvwxyz"
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = {a + b[1:] for a, b in splits if b}
    swaps = {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    replaces = {a + c + b[1:] for a, b in splits if b for c in letters}
    inserts = {a + c + b for a, b in splits for c in letters}
    return deletes | swaps | replaces | inserts


class Speller:
    """Corrects words outside a known vocabulary to their single nearest known word."""

    def __init__(self, texts: Iterable[str], known_words: Iterable[str] = ()) -> None:
        """`texts`: the vocabulary corrections may lead to; `known_words`: words never corrected (the
        embedder's own whole-word vocabulary: a word it reads as one token needs no repair)."""
        counts: Counter[str] = Counter()
        for text in texts:
            counts.update(w.lower() for w in _WORD.findall(text))
        self.known = frozenset(w.lower() for w in known_words)
        # A word the embedder does not know that the examples use only once may itself be a typo written
        # on purpose ("cancell my ordr"): it is a word to repair, not a target.
        self.vocabulary = Counter({w: c for w, c in counts.items() if not self.known or w in self.known or c >= 2})

    def correct_word(self, word: str) -> str:
        low = word.lower()
        if len(low) < MIN_LENGTH or low in self.vocabulary or low in self.known or not word.isalpha() or (word.isupper() and len(word) > 1):
            return word
        candidates = [w for w in _edits1(low) if w in self.vocabulary and len(w) >= MIN_LENGTH]
        if len(candidates) != 1:
            return word
        fixed = candidates[0]
        return fixed.capitalize() if word[:1].isupper() else fixed

    def correct(self, text: str) -> str:
        """`text` with each unknown word replaced by its one known neighbour (unchanged when none or several)."""
        return _WORD.sub(lambda m: self.correct_word(m.group(0)), text or "")
