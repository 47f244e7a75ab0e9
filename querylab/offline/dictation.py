"""Object ids said aloud, as a phone's voice input writes them: "cancel order ten forty three" is order 1043.

Why: a voice-dictated message spells the number out (routing v109 dev: "cancel order ten forty three", "whats the
status of order twenty forty six"), so no rule saw an id and the look-up was asked back or read as out of domain. Only
after a word that says an id follows ("order", "claim", "refund", "number", "#"), and only as two two-digit halves
(ten … ninety-nine, "oh five"): "order two headsets" stays two headsets.
"""

from __future__ import annotations

import re

_UNITS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine".split())}
_TEENS = {w: 10 + i for i, w in enumerate("ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split())}
_TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}
_HALF = (rf"(?:(?:{'|'.join(_TENS)})(?:[\s-]+(?:{'|'.join(k for k in _UNITS if k != 'zero')}))?|{'|'.join(_TEENS)}"
         rf"|(?:oh|zero)[\s-]+(?:{'|'.join(_UNITS)}))")
# not a half-heard one: "order twenty forty something, I can't remember the rest" (routing v39 dev) is no id
_SPOKEN_ID = re.compile(rf"\b(?P<lead>order|claim|refund|number|no\.?|#)\s+(?P<a>{_HALF})[\s-]+(?P<b>{_HALF})\b(?![\s-]*(?:something|odd|ish)\b)", re.I)


def _two_digits(words: str) -> str:
    """"forty three" → "43", "ten" → "10", "oh five" → "05"."""
    parts = re.split(r"[\s-]+", words.lower())
    if parts[0] in ("oh", "zero"):
        return f"0{_UNITS[parts[1]]}"
    if parts[0] in _TEENS:
        return str(_TEENS[parts[0]])
    return str(_TENS[parts[0]] + (_UNITS[parts[1]] if len(parts) > 1 else 0))


# "refund R 77 where is it at", "withdraw exp 3103" (routing v57, v124 dev): a prefixed id typed (or dictated) with a space
_SPACED_ID = re.compile(r"\b(?P<p>(?-i:R)|EXP|RMA)\s+(?P<n>\d{2,5})\b(?![.,]\d|\s*(?:%|eur|usd|gbp|km|miles?|days?|hours?)\b)", re.I)


def written_ids(text: str) -> str:
    """``text`` with every id said aloud after an id word written as digits ("order ten forty three" → "order 1043"), and
    a prefixed id typed with a space written with its hyphen ("R 77" → "R-77")."""
    said = _SPOKEN_ID.sub(lambda m: f"{m.group('lead')} {_two_digits(m.group('a'))}{_two_digits(m.group('b'))}", text or "")
    return _SPACED_ID.sub(lambda m: f"{m.group('p').upper()}-{m.group('n')}", said)
