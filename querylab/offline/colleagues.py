"""The asking principal's colleagues, by name, as evidence that a message asks for someone else's records.

Why: "bob's claims" is refused by its apostrophe (`security.mentions_other_person`), but a message typed in a hurry
drops it — "show me daves orders hes my bf lol", "gimme bobs claim total", "cancel bobs 1046 while ur at it",
"withdraw EXP-3103 for dave hes on a plane" (routing v109 dev, four escalations) — and "daves" alone could be any
plural. The tool service knows who else owns objects in the tenant; the turn puts their names in the router's trusted
context (``_colleagues``, from the tool data, never from the message). They can only make the router refuse: they
name no tool and widen nothing, and a name the service does not know gives no evidence.
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Iterable, Iterator

_PATTERNS: ContextVar[tuple[re.Pattern[str], ...]] = ContextVar("colleague_patterns", default=())  # built once per turn
# What a record is called, or an id: "daves orders", "bobs claim total", "bobs 1046"
_RECORD = (r"(?:orders?|refunds?|reimbursements?|claims?|expenses?|expense\s+(?:claims?|reports?)|requests?|purchases?|"
           r"receipts?|trips?|bookings?|tracking(?:\s+number)?|status|total|(?:EXP|R)-\d+|#?\d{4,6})")
_CHANGE = r"(?:cancel|withdraw|return|refund|change|check|track|look\s+up|resubmit|submit|approve|reject)"


@contextmanager
def known_colleagues(names: Iterable[str]) -> Iterator[None]:
    """Within the block, `names_colleagues_records` knows these as the principal's colleagues (per thread and task)."""
    token = _PATTERNS.set(_patterns(frozenset(n.lower() for n in names if n)))
    try:
        yield
    finally:
        _PATTERNS.reset(token)


def _patterns(names: frozenset[str]) -> tuple[re.Pattern[str], ...]:
    """How a message asks for these people's records: theirs with or without the apostrophe ("bobs claim total",
    "dave's 2046"), a change made for one of them ("withdraw EXP-3103 for dave"), "die van Bob" / "die von Bob", "the
    status of carol"."""
    if not names:
        return ()
    who = "|".join(re.escape(n) for n in sorted(names))
    return (re.compile(rf"\b({who})(?:'s|’s|s)\s+(?:[\w-]+\s+){{0,2}}?{_RECORD}(?![\w-])", re.I),
            re.compile(rf"\b{_CHANGE}\b[^.?!]{{0,40}}?\bfor\s+({who})\b", re.I),
            re.compile(rf"\b(?:die|de|het|das|der)\s+(?:van|von)\s+({who})\b", re.I),  # "en die van Bob dan?" (routing v113 dev)
            re.compile(rf"\b{_RECORD}(?:\s+[\w-]+)?\s+of\s+({who})\b", re.I))  # "refund status of carol please R-304" (routing v174 dev)


def names_colleagues_records(text: str) -> str | None:
    """The colleague whose records ``text`` asks for (`_patterns`), as the message writes the name; None otherwise."""
    found = next((m for p in _PATTERNS.get() if text and (m := p.search(text))), None)
    return found.group(1) if found else None
