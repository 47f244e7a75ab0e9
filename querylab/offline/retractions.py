"""A message that takes back what it first asked and asks something else: "cancel 1044 — no, it's shipped, forget that.
just give me the DHL tracking", "don't cancel — change qty to 2 instead", "yes — wait, no. instead, change it to a EUR
100 card" (routing v170, v172 dev).

Why its own module: the router's neighbours read the whole message, and the request that was dropped ("cancel 1044")
pulled the route its way, or the "no" made it chat; the user wants only what is left. The part after the last
retraction is routed on its own, with the ids the dropped part named as its evidence (the tracking is 1044's).
`pending_change.py` reads the narrower case of a change that waits for the user's "yes".
"""

from __future__ import annotations

import re

from querylab.lexicon import content_terms
from querylab.offline.information_need import asks_for_field
from querylab.offline.own_objects import ids_in
from querylab.offline.pending_change import awaits_confirmation, takes_back, takes_back_and_asks
from querylab.offline.route_rules import ACTION_VERB

# The words that drop what came before them in the same message.
_RETRACTS = re.compile(r"\b(?:forget\s+(?:that|it|about\s+(?:that|it))|never\s*mind(?:\s+that)?|scratch\s+that|ignore\s+that|"
                       r"wait,?\s+no|no,?\s+wait|actually,?\s+no|"
                       r"don'?t\s+(?:cancel|withdraw|return|refund|change)(?:\s+(?:it|that|this|them))?)\b", re.I)
_CLAUSE_END = re.compile(r"[.;:!?—–]|\s-\s|,")
# What was taken back must have been asked: a change, or a "yes" to one ("cancel 1044 — no, …", "yes — wait, no. …"); not a
# topic ("never mind 2024, what about parking") nor the other branch of a condition ("if not, forget it").
_DROPPED_ASK = re.compile(r"^\W*(?:yes|yeah|yep|ok(?:ay)?|sure|confirm(?:ed)?|go\s+ahead)\b", re.I)
_OTHER_BRANCH = re.compile(r"\b(?:if\s+not|otherwise|or\s+else|else)\W*$", re.I)
_MIN_KEPT_TERMS = 2


def kept_after_retraction(text: str) -> str | None:
    """What the message asks after its last retraction, with the ids of the part it dropped in brackets when it names
    none of its own; None when nothing is taken back or too little is left to route (a bare "forget it" stays chat)."""
    found = list(_RETRACTS.finditer(text or ""))
    if not found or not text[: found[-1].start()].strip(" ,.—–-") and not found[-1].group(0).lower().startswith("don"):
        return None  # "never mind, what's the hotel cap?" drops nothing of this message: routed as it is
    last = found[-1]
    end = _CLAUSE_END.search(text, last.end())
    kept = text[end.end():] if end else ""
    dropped = text[: end.end()] if end else text
    if _OTHER_BRANCH.search(text[: last.start()]) or not (ACTION_VERB.search(dropped) or _DROPPED_ASK.search(dropped)):
        return None
    kept = kept.strip(" ,.;:—–-")
    # the rest must ask something of its own: "actually make that 2043" only corrects the object, and is read whole
    if len(content_terms(kept)) < _MIN_KEPT_TERMS or not ("?" in kept or ACTION_VERB.search(kept) or asks_for_field(kept)):
        return None
    dropped_ids = [i for i in ids_in(dropped) if i not in ids_in(kept)]
    return f"{kept} ({', '.join(dropped_ids)})" if dropped_ids and not ids_in(kept) else kept


def drops_waiting_change(text: str, history: list[dict]) -> bool:
    """Whether the message takes back a change that waits for the user's "yes" in a way `pending_change.py` reads ("no,
    don't cancel — just tell me the total first"): that reading stands."""
    proposal = next((str(t.get("content", "")) for t in reversed(history) if t.get("role") == "assistant"), "")
    return awaits_confirmation(proposal) and (takes_back(text) or takes_back_and_asks(text) is not None)
