"""Texting shorthand for the verbs of change (and an opening "n" for "and"), written out before the router reads a message.

Why: "cncl 2043 asap" (routing v109 dev) is "cancel 2043", but every rule, the vote and the encoders know "cancel" and
none knows "cncl"; naming the verb in each of them would miss the next one. Only verbs whose shorthand is unambiguous.
"""

from __future__ import annotations

import re

_SHORTHAND = {"cncl": "cancel", "cxl": "cancel", "canx": "cancel", "cancl": "cancel", "wdraw": "withdraw"}
_WORD = re.compile(r"\b(" + "|".join(_SHORTHAND) + r")\b", re.I)


_OPENING_N = re.compile(r"^(\W*)n\s+(?=[a-z])")  # "n zurich" after the Paris hotel cap (routing v109 dev): "and Zurich"


def expanded(text: str) -> str:
    """``text`` with each verb's shorthand written out ("cncl 2043" → "cancel 2043") and an opening "n" read as "and"."""
    return _OPENING_N.sub(r"\1and ", _WORD.sub(lambda m: _SHORTHAND[m.group(1).lower()], text or ""))
