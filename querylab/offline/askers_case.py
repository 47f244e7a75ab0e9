"""What in a question tells the asker's own case rather than a constraint the documents must meet.

"I haven't submitted the TA-100. Am I within the lead time?", "I only told the airline after 2 days. Can I claim it?",
"My Denver trip claim totals USD 3,100. Who approves it?": the "not", the "only" and the city describe the situation
the rule is applied to. A passage that states the rule answers them; asking the passage to say "Denver" or to state an
exception would turn every asker's story into a false "no" (issue 18 round 8: v4, v7, v8, v9, v10 dev halves).
`querylab.offline.constraints` asks these questions while it extracts the constraints.
"""

from __future__ import annotations

import re

#: What follows a name that makes it a place the asker travels to or works in: the general rule applies to it unless
#: the rule depends on the place, as for "in"/"to" places (`alignment._PLACE_SLOTS`).
_PLACE_AFTER = re.compile(r"\s+(?:trips?|office|conference|visit|offsite|workshop|airport|hotel|stay)\b|\s*(?:[-–—]|\s+to\s+)(?-i:[A-Z])", re.I)
_VIA = re.compile(r"\bvia\s+$", re.I)
#: The second city of a route: "Boston–Frankfurt", "Frankfurt - Delhi" (v24 dev).
_ROUTE_BEFORE = re.compile(r"(?-i:[A-Z])[\w.]*\s*[-–—]\s*$")
_FIRST_PERSON_BEFORE = re.compile(r"\b(?:i|we|i've|we've)\s+(?:\w+\s+)?$", re.I)


def in_statement(question: str, start: int) -> bool:
    """``start`` stands in a sentence that states something, before the sentence that asks."""
    sentence_end = re.search(r"[.?!]", question[start:])
    return bool(sentence_end) and sentence_end.group(0) != "?" and "?" in question[start + sentence_end.end():]


def tells_askers_state(question: str, start: int) -> bool:
    """The "not" at ``start`` is the asker's own ("I haven't …", "we can't …") in a statement before the question."""
    return in_statement(question, start) and bool(_FIRST_PERSON_BEFORE.search(question[max(0, start - 30): start]))


def travelled_to(question: str, offset: int, name: str) -> bool:
    """The name at ``offset`` is where the asker goes or works ("my Denver trip", "New York to LA", "via Helsinki")."""
    return bool(_PLACE_AFTER.match(question, offset + len(name)) or _VIA.search(question[:offset]) or _ROUTE_BEFORE.search(question[:offset]))
