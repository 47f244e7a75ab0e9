"""English for the few request words people code-switch into ("cancela mi pedido 2043", "kun je checken of 1046 al
verzonden is?", "bitte Bestellung 1043 stornieren").

Why: the router's rules and its examples are English, so a request typed in Spanish, Dutch or German reached the vote
with nothing it knew but the id, and was asked back or taken for small talk (routing v20 and v21 dev). Only the
router reads the gloss: the query the turn keeps, searches and shows is the user's own wording, so nothing the
preservation guard protects is rewritten.
"""

from __future__ import annotations

import re

#: Word (lowercase) -> English. Only request verbs, object nouns and politeness: what decides a route, nothing that
#: could carry a name, number or date.
_WORDS: dict[str, str] = {
    # Spanish
    "cancela": "cancel", "cancelar": "cancel", "cancele": "cancel", "pedido": "order", "devolución": "refund",
    "devolucion": "refund", "reembolso": "refund", "enviado": "shipped", "dónde": "where", "donde": "where",
    # Dutch
    "annuleer": "cancel", "annuleren": "cancel", "bestelling": "order", "mijn": "my", "checken": "check", "controleren": "check",
    "verzonden": "shipped", "terugbetaling": "refund", "alsjeblieft": "please", "alstublieft": "please", "waar": "where",
    # German
    "stornieren": "cancel", "storniere": "cancel", "storniert": "cancelled", "bestellung": "order", "meine": "my", "meinen": "my",
    "bitte": "please", "versandt": "shipped", "verschickt": "shipped", "rückerstattung": "refund", "erstattung": "refund",
}
_PHRASES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bpor\s+favor\b", re.I), "please"),
    (re.compile(r"\bcheck(?:en)?\s+of\b", re.I), "check whether"),  # Dutch "of" is "whether" after "checken"
    (re.compile(r"\bkun\s+je\b|\bkan\s+je\b|\bkunt\s+u\b", re.I), "can you"),
    (re.compile(r"\bkannst\s+du\b|\bkönnen\s+sie\b", re.I), "can you"),
)
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def gloss(text: str) -> str:
    """``text`` with the listed foreign request words put in English (unchanged when it holds none)."""
    out = text or ""
    for pattern, english in _PHRASES:
        out = pattern.sub(english, out)
    return _WORD.sub(lambda m: _WORDS.get(m.group(0).lower(), m.group(0)), out)
