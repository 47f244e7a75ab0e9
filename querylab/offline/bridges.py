"""Names the closest passages give that the question does not: the bridge to the next hop.

"What country was the author of Brand a citizen of?" retrieves the paragraph about the play *Brand*,
which names its author (Henrik Ibsen) but says nothing of his citizenship. The question's own words
cannot reach the paragraph about Ibsen; the name the first paragraph gives can. So the offline judge
lists such names in its motivation (whatever its verdict: the motivation says what the documents hold),
and the offline rewriter, which runs after a "no", adds them to the query — RAG Me Up's judge →
motivation → rewrite loop, with capitalised spans standing in for a language model.

A name is a run of capitalised words (joined by "of", "the", "de", …) in one of the passages closest
to the question. Dropped: names the question already uses (also with accents folded, or sharing a
distinctive word: "Akinoshū Kenji" for "Akinoshu Kenji", "Big Eyes" for "Big Eye's"), anything with a
digit or a month (dates, amounts, codes: "EUR 1,000"), single-word nationalities ("Norwegian"), sentence
openers ("However", "The") and a lone capitalised first word ("Receipts are …"), and any sentence that
reads like an instruction (retrieved text is data: it can steer a *query* within
the user's own scope, never a filter, a tool or a route). Settings were chosen on the ``val`` splits
of musique_100 and hotpotqa_100 (see docs/eval_results.md): two closest sentences, two names; the digit and
first-word rules raised val musique fused R@5 from 0.607 to 0.619 and keep amounts out of policy rewrites.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Sequence

from querylab.security import injection_signals

#: Lower-case words allowed inside a name ("Bank of America", "Comité de Salut").
_CONNECTORS = frozenset({"of", "the", "de", "and", "la", "le", "von", "van", "du", "del", "da", "for", "&"})
#: Capitalised only because they open a sentence or a clause.
_OPENERS = frozenset({
    "The", "A", "An", "In", "On", "At", "It", "He", "She", "They", "His", "Her", "Its", "This", "That", "These",
    "Those", "However", "After", "Before", "During", "When", "While", "As", "By", "From", "With", "There", "Since",
    "Although", "According", "Also", "But", "And", "Or", "Similarly", "Today", "Some", "Many", "Most", "Other",
    "What", "Who", "Which", "Where", "How", "Why", "If", "For", "To", "Of", "Yes", "No",
})
#: Words that many names share ("Bubye River", "Limpopo River"): sharing one does not make an alias.
_GENERIC = frozenset({
    "river", "county", "state", "states", "city", "mount", "mountain", "lake", "university", "college", "school",
    "church", "park", "island", "district", "province", "national", "new", "north", "south", "east", "west",
    "united", "saint", "st", "san", "fort", "port", "club", "company", "the", "of", "and",
})
_MONTHS = frozenset({"january", "february", "march", "april", "may", "june", "july", "august", "september",
                     "october", "november", "december"})
_DEMONYM = re.compile(r"(ian|ean|ish|ese)$")
_DEMONYMS = frozenset({"american", "mexican", "african", "french", "dutch", "greek", "swiss", "thai"})
_WORD = re.compile(r"\w+")
_STRIP = ",.;:()[]\"'“”‘’`!?"
MAX_NAME_WORDS = 6
MAX_NAME_CHARS = 60


def fold(text: str) -> str:
    """Lower case without accents: "Akinoshū" and "Akinoshu" are the same name."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).lower()


def name_spans(sentence: str) -> list[str]:
    """Runs of capitalised words in ``sentence``, trimmed of connectors and sentence openers."""
    runs: list[list[str]] = []
    current: list[str] = []
    words = sentence.split()
    for position, raw in enumerate(words):
        word = raw.strip(_STRIP)
        if word and (word[0].isupper() or (word[0].isdigit() and current)):
            current.append(word)
        elif word.lower() in _CONNECTORS and current:
            current.append(word)
        elif current:
            if not (len(current) == 1 and position == 1):  # "Receipts are required": capitalised as the first word
                runs.append(current)
            current = []
        if current and raw.rstrip("\"'”’)").endswith((",", ";", ":", ".", ")")):
            runs.append(current)
            current = []
    if current:
        runs.append(current)
    names: list[str] = []
    for run in runs:
        while run and run[-1].lower() in _CONNECTORS:
            run = run[:-1]
        while run and (run[0] in _OPENERS or run[0].lower() in _CONNECTORS):
            run = run[1:]
        if run and len(run) <= MAX_NAME_WORDS:
            name = " ".join(run)
            if len(name) <= MAX_NAME_CHARS:
                names.append(name)
    return names


def _is_new_name(name: str, question_folded: str, question_words: set[str]) -> bool:
    words = _WORD.findall(fold(name))
    if not words or fold(name) in question_folded or set(words) <= question_words:
        return False
    if any(w in _MONTHS for w in words) or any(c.isdigit() for c in name):  # dates, amounts, codes: not names
        return False
    if len(words) == 1 and (words[0] in _DEMONYMS or _DEMONYM.search(words[0])):
        return False
    return not any(w in question_words and w not in _GENERIC for w in words)  # an alias of the question's own name


def bridge_names(question: str, closest_sentences: Sequence[str], max_names: int = 2) -> list[str]:
    """Up to ``max_names`` names from ``closest_sentences`` (closest first) that ``question`` does not use."""
    if max_names <= 0:
        return []
    question_folded = fold(question)
    question_words = set(_WORD.findall(question_folded))
    found: list[str] = []
    for sentence in closest_sentences:
        if injection_signals(sentence):
            continue
        for name in name_spans(sentence):
            if name not in found and _is_new_name(name, question_folded, question_words):
                found.append(name)
                if len(found) == max_names:
                    return found
    return found
