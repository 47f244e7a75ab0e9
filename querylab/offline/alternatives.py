"""A way of doing something the asker proposes "instead of" the one the documents give.

Why: "Can I text the Security Hotline instead of calling?", "if I email my receipts to Accounts Payable instead of using
ExpenseLink, is the deadline still 45 days?" — the documents describe the usual way (calling, the tool) at length, so
every topic word is met and the judge said "yes"; whether the other way is allowed is exactly what they do not say.
Over the policy judge dev halves v1–v45, every question that proposed texting, e-mailing or dropping something off
"instead of" the documented way, where no passage names that way, was labelled unanswerable (judge round 28). The
proposed way is then met only by another value of its kind — the documented one — which the judge reads as a conflict.
"""

from __future__ import annotations

import re
from typing import Sequence

#: The proposed way, by its verb, and the words a passage would use to allow it.
_WAYS: dict[str, tuple[str, ...]] = {
    "text": ("text", "sms"), "sms": ("text", "sms"), "whatsapp": ("whatsapp",),
    "email": ("email", "e-mail"), "e-mail": ("email", "e-mail"), "mail": ("mail", "post"),
    "drop": ("drop", "in person", "hand in", "bring it", "bring them"), "fax": ("fax",), "slack": ("slack",), "dm": ("dm", "direct message"),
}
_PROPOSAL = re.compile(
    r"\b(?:(?:can|could|may|should)\s+(?:i|we|they|he|she|you)|if\s+(?:i|we|they)|is\s+it\s+ok(?:ay)?\s+to|ok\s+to|allowed\s+to)\s+"
    r"(?:just\s+|simply\s+|also\s+)?(?P<way>text|sms|whatsapp|e-?mail|mail|drop|fax|slack|dm)\b(?P<what>[^?.!]{0,80}?)\s+"
    r"(?:instead\s+of|rather\s+than)\s+(?P<usual>[^?.!,]+)", re.I)


def proposed_way(question: str, documents: Sequence[str]) -> tuple[str, str] | None:
    """(the proposed way, the usual way the question names) when no passage names the proposed way; else None."""
    m = _PROPOSAL.search(question or "")
    if not m:
        return None
    way = m.group("way").lower()
    text = "\n".join(documents).lower()
    if any(re.search(rf"\b{re.escape(spelling)}", text) for spelling in _WAYS[way]):
        return None
    return f"{way}{m.group('what')}".strip(), m.group("usual").strip()
