"""The parts of a two-part question ("how much is the per diem in Germany, and is there a cap on a taxi ride?").

Why: the judge scores a question against the passages as one whole, so a passage that answers one part meets most of
the words and the best-sentence cosine, and the part it is silent on goes unseen (blind policy v12, v15: the documents
give how often phishing tests are sent but say nothing on what happens to whoever clicks). The documents answer the
question only if they answer every part, so each part is judged too.

A part is split off only where both sides ask (a question word or an auxiliary opens each): "What is X, and who
approves it?" splits; "can I take a taxi and a train?" does not. A statement before the question ("My headset is
defective. How soon …") is kept in front of every part as its setting, and the second part carries the first after
it in brackets, so "who approves it?" still says what "it" is while its own question word leads.
"""

from __future__ import annotations

import re

from querylab.lexicon import message_sentences

_ASKS = r"(?:what|how|when|who|whom|which|where|why|whether|is|are|am|do|does|did|can|could|will|would|should|may|must|has|have)"
_LEADS = r"(?:(?:up\s+to|from|for|at|in|by|on|within|after|before)\s+)?"
# "…, and what happens if I click one?", "…? And who approves it?", "… and up to how much may a taxi cost?"
_SECOND = re.compile(r"(?:,\s*|\?\s*|;\s*|\s+)(?:and|&|but|also|plus)\s+(?:also\s+)?" + _LEADS + _ASKS + r"\b", re.I)
_OPENS_ASKING = re.compile(r"^\W*(?:(?:and|so|also|ok(?:ay)?|hi|hey)\W+)?" + _LEADS + _ASKS + r"\b", re.I)
# "For a full working day in Germany, what per diem do I get": a question word after a phrase that sets the scene
_WH_AFTER_SETTING = re.compile(r",\s*(?:what|how|when|who|which|where|why)\b", re.I)
_JOINER = re.compile(r"^(?:\?\s*)?(?:and|&|but|also|plus)\s+(?:also\s+)?", re.I)
MIN_PART_WORDS = 3


def question_parts(question: str) -> list[str]:
    """The question's parts, each a question of its own (with the setting before it); [question] when it has one."""
    text = (question or "").strip()
    sents = message_sentences(text)
    first = next((i for i, s in enumerate(sents) if "?" in s or _OPENS_ASKING.search(s)), None)
    if first is None:
        return [text]
    setting = " ".join(sents[:first]).strip()
    asked = " ".join(sents[first:]).strip()
    match = _SECOND.search(asked)
    if match is None:
        return [text]
    a = asked[: match.start()].strip(" ,;?")
    b = _JOINER.sub("", asked[match.start():].strip(" ,;")).strip().rstrip("?")
    if not (_OPENS_ASKING.search(a) or _WH_AFTER_SETTING.search(a)):
        return [text]
    if len(a.split()) < MIN_PART_WORDS or len(b.split()) < MIN_PART_WORDS:
        return [text]
    prefix = f"{setting} " if setting else ""
    return [f"{prefix}{a}?", f"{prefix}{b} ({a[:1].lower()}{a[1:]})?"]
