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
