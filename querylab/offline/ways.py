"""Ways of doing a thing that a question names and its passages must name too: getting somewhere by bike, motorbike, moped,
scooter or ferry, and answering "by replying" to a message.

Why a check of its own: a travel policy lists the ways it pays for (mileage for a private car, public transport, taxis
and ride-hailing …), and a question about another way ("I cycled to a client 12 km away, how much per km?") reads as on
topic to every similarity feature — the rate, the client, the distance are all there. On the blind policy dev halves
v1–v55, a question naming such a way that none of its passages names was unanswerable in 23 of 23 cases (an answerable
one that said it had *no* bike with it is left out by the pattern). The judge reads each as a qualifier
the passages must name (`constraints._qualifiers`). "Cancel by replying CANCEL to the text" is the same shape: 6 of 6 such
dev questions (v5, v17, v18, v50, v51) were unanswerable; a policy names the channels it takes.

Not here: "cycle" as in "the review cycle", and cars, trains, taxis, which every travel policy names.
"""

from __future__ import annotations

import re

from querylab.lexicon import stem

_BY_REPLY = re.compile(r"\bby\s+(?:just\s+|simply\s+)?(?:replying|answering)\b", re.I)
_WAY = re.compile(r"(?<!\bno\s)(?<!\bwithout\s)(?<!\bno\sa\s)(?<!\bwithout\sa\s)\b(?:(?P<bike>(?:e-|cargo-|rental\s+|shared\s+)?(?:bikes?|bicycles?)|swapfiets)"
                  r"|(?P<motor>motorbikes?|motorcycles?|mopeds?|e-mopeds?)|(?P<scooter>(?:e-)?scooters?)|(?P<ferry>ferr(?:y|ies)))\b"
                  r"|\b(?P<cycled>cycl(?:ed|ing))\s+(?:to|in|into|over|there|back|home|between)\b", re.I)
#: The stems a passage may name each way by (a passage on "cycling to work" names the bike; "motor vehicle" is no motorbike).
_SPELLINGS = {"bike": "bike|bik|bicycl|cycl|fiet", "cycled": "bike|bik|bicycl|cycl|fiet", "motor": "motorbik|motorcycl|mop|two-wheel",
              "scooter": "scoot|e-scoot|step", "ferry": "ferry|ferri|boat"}


def named_ways(question: str) -> list[tuple[str, str]]:
    """(the words, the stems a passage may name them by, "|"-joined) for each way ``question`` names."""
    found = [(m.group(0), stem("reply")) for m in _BY_REPLY.finditer(question or "")]
    for m in _WAY.finditer(question or ""):
        kind = next(k for k in _SPELLINGS if m.group(k))
        found.append((m.group(0), _SPELLINGS[kind]))
    return found
