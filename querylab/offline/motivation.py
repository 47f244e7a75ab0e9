"""The offline judge's motivation, a small format two offline skills share: the judge writes it, the
rewriter reads it back. One module owns both directions so the phrases cannot drift apart.

"the documents do not mention: hotel, cap." names the question's words the documents lack (the rewriter
adds synonyms for them); "The closest passages name: Henrik Ibsen (not in the question)." names the bridge
to a second hop (the rewriter adds the names, see `querylab.offline.bridges`). An LLM judge writes free
text: `read_motivation` then finds neither, and the offline rewriter works from the question alone.
"""

from __future__ import annotations

import re
from typing import Sequence

#: "do not mention: a, b, 2.5." — the list ends at a full stop (not a decimal point) or a parenthesis.
_MISSING = re.compile(r"do not mention: (?P<terms>[^()]+?)(?:\.(?:\s|$)|\s*\(|$)")
_NAMED = re.compile(r"closest passages name: (?P<names>[^()]+?) \(not in the question\)")


def missing_phrase(terms: Sequence[str]) -> str:
    return f"the documents do not mention: {', '.join(terms)}."


def names_phrase(names: Sequence[str]) -> str:
    """The sentence that lists bridge names (with a leading space), or "" for none."""
    return f" The closest passages name: {'; '.join(names)} (not in the question)." if names else ""


def read_motivation(motivation: str) -> tuple[list[str], list[str]]:
    """(terms the documents do not mention, names they give that the question does not)."""
    missing = _MISSING.search(motivation or "")
    named = _NAMED.search(motivation or "")
    return ([t.strip() for t in missing.group("terms").split(",") if t.strip()] if missing else [],
            [n.strip() for n in named.group("names").split(";") if n.strip()] if named else [])


# -- constraints ------------------------------------------------------------------------------------
# "no - the documents give the per diem for Japan, not for South Korea; checked: "…"." names the
# constraint that failed and the passage it was checked in; "yes - the passage matches: South Korea,
# EUR 70; closest passage: "…"." names what matched. `read_constraint` gives that clause back (the
# judge step's parsed output and the evaluation's per-case record show it).

_CHECKED = re.compile(r"^(?P<c>.+?); checked: \"")
_MATCHES = re.compile(r"the passage matches: (?P<c>[^;]+);")
#: How each answer type is named when the closest passage gives none.
ANSWER_TYPE_WORDS = {"amount": "amount", "count": "number", "duration": "duration", "date": "date", "person": "name",
                     "place": "place", "ranking": "ranking", "name": "name", "procedure": "procedure", "contact": "contact", "consequence": "consequence",
                     "turnaround": "time it takes"}


def _slot(preposition: str) -> str:
    return preposition if preposition in ("in", "at", "from", "for", "on", "under") else "for"


def conflict_phrase(kind: str, subject: str, asked: str, found: str, comparator: str = "", preposition: str = "") -> str:
    """"the documents give the per diem for Japan, not for South Korea" — the asked value against the one found."""
    subject = subject or "an answer"
    if kind in ("number", "code"):  # "the documents give TR-1, not TR-2"
        return f"the documents give {found}, not {f'{comparator} ' if comparator else ''}{asked}"
    if kind == "date" and found.startswith(("from ", "until ")):  # the documents' period of validity
        return f"the documents apply {found}, not to {asked}"
    if kind == "unit":
        return f"the documents give {subject} in {found}, not in {asked}"
    if kind == "qualifier":
        return f"the documents give {subject} for {found}, not {asked}"
    slot = _slot(preposition)
    return f"the documents give {subject} {slot} {found}, not {comparator or slot} {asked}"


def missing_constraint_phrase(kind: str, asked: str, answer_type: str = "") -> str:
    """The sentence for a constraint the documents never meet."""
    if kind == "negation":
        return f"the question asks about an exception (\"{asked}\"), and no passage states one"
    if kind == "answer" and answer_type == "turnaround":  # the focus is the act ("approve"), not a thing the documents name
        return f"the documents do not say how long it takes to {asked}" if asked else "the documents do not say how long"  # or how long kept
    if kind == "answer":
        what = ANSWER_TYPE_WORDS.get(answer_type, answer_type)
        return f"the documents name the {asked} but give no {what} for it" if asked else f"the closest passage gives no {what}"
    return f"the documents say nothing about {asked}"


def checked_phrase(constraint: str, passage: str) -> str:
    """The motivation's opening: the failed constraint, then the passage it was checked in."""
    return f"{constraint}; checked: \"{passage}\"."


def matched_phrase(matched: Sequence[str], passage: str) -> str:
    if matched:
        return f"the passage matches: {', '.join(matched)}; closest passage: \"{passage}\"."
    return f"the documents address the question; closest passage: \"{passage}\"."


def read_constraint(motivation: str) -> str:
    """The constraint clause of an offline judge's motivation ("" when it names none, e.g. an LLM's)."""
    text = motivation or ""
    checked = _CHECKED.search(text)
    if checked:
        return checked.group("c").strip()
    matched = _MATCHES.search(text)
    return f"matches: {matched.group('c').strip()}" if matched else ""
