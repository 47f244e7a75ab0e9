"""Questions that ask for a ranking or a comparison ("which product gets returned the most?", "is express faster?").

Why a module of its own: a ranking is an answer type no policy gives unless its own figures settle it, and the shapes
that ask for one grew round by round (issue 18 rounds 8, 13 and 14); the constraint extractor only needs to know
whether one is asked, and which comparison word the passages must make.
"""

from __future__ import annotations

import re

#: A ranking asked by volume or between two named alternatives, which no policy states: "which product gets returned
#: the most?", "which province has the most GlobexSync customers?", "which data centre holds more data, Frankfurt or
#: Amsterdam?", "the priciest hotels" (issue 18 round 8: false "yes"es of the v3, v4, v5, v6, v7, v8 dev halves).
_RANKED_BY_VOLUME = re.compile(
    r"(?:^\W*|[,;:]\s*)(?:which|what)\b[^?]*?(?:\bthe\s+most(?=\s*(?:[?.!,]|$|\s+(?:from|in|at|on|to|among|often)\b))"
    r"|\bmost\s+(?:[A-Z]\w+\s+)?(?:customers|users|employees|orders|returns|tickets|money|revenue|sales|calls|complaints|buyers|clients)\b"
    r"|\bthe\s+most\s+(?:[\w-]+\s+){0,2}?(?:requests|subscribers|subscriptions|claims|duties|refunds|incidents|sick days|rejections|employees|people|staff)\b"
    r"|\b(?:more|less|fewer)\s+(?:\w+\s+){0,2}?\w+\s*,\s*(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+or\s+[\w-]+"
    r"|\b(?:buy|bought|use|used|order|ordered|return|returned|choose|chose|pick|picked|prefer|preferred|request|requested)\s+(?:\w+\s+)?most\b(?!\s+of\b)"  # "… do people buy most as a gift?" (v18)
    # "which month do employees take the most PTO?", "which department submits its claims closest to the deadline?":
    # people's habits ranked, which no policy records (v19 dev)
    r"|\b(?:take|takes|took|use|uses|used|submit|submits|file|files|book|books|spend|spends|miss|misses|missed)\s+(?:\w+\s+)?the\s+most\b"
    # "which directors take the longest to approve claims?" (v51 dev): people ranked by how they work
    r"|(?:(?<=which\s)|(?<=what\s))(?:departments?|teams?|offices?|months?|weekdays?|employees|people|groups?|directors?|managers?|approvers?|colleagues|staff)\b"
    r"[^?]*?\b(?:most|least|closest|latest|earliest|fewest|longest|slowest|fastest|quickest)\b"
    # "which airline do travellers fly most?", "which of the two days do more people stay home?", "which close task usually
    # runs latest?": habits again, in other words (v23, v24, v25 dev)
    r"|\b(?:fly|flies|flew|travel|travels|stay|stays|run|runs|ran)\s+(?:the\s+)?(?:most|least|latest|longest)\b"
    r"|\b(?:more|fewer)\s+(?:people|employees|customers|users|staff|travell?ers|colleagues)\b"
    r"|\bdo\s+most\s+(?:[\w-]+\s+){0,2}?(?:companies|businesses|customers|teams|people|users|firms|employees|clients)\b"
    r"|\b(?:usually|typically|normally|actually)\s+(?:\w+\s+)?(?:the\s+)?(?:most|latest|earliest|longest|least)\b"
    r"|\b(?!easiest)\w+iest\b)", re.I)
#: A ranking by popularity with no question word, as a search is typed: "most popular globexsync plan", "most used
#: goodwill code", "best-selling dock" (issue 18 round 22; v33 dev). The passages must rank to answer it.
_BY_POPULARITY = re.compile(r"\b(?:most|least)\s+(?:popular|used|common(?:ly\s+\w+)?|frequently\s+\w+|requested|ordered|bought|"
                            r"purchased|sold|returned|chosen|picked|booked)\b|\b(?:best|top)[- ]sell(?:ing|er)\b", re.I)
_ADJECTIVE = re.compile(r"(?:ous|ful|ive|able|ible|al|ic|ar|ent|ant|ed|ing|le|common|recent|likely|often)$")
#: "faster", "the most popular", "cheapest": a comparison the passage must make for the question to be answered.
_COMPARISON = re.compile(r"\b(?P<c>(?:the\s+)?(?:most|least)\s+\w+|faster|slower|cheaper|quicker|earlier|later|higher|lower|"
                         r"larger|smaller|bigger|better|worse|more expensive|less expensive|fastest|slowest|cheapest|quickest|"
                         r"highest|lowest|largest|smallest|biggest|best|worst|safer|safest|more secure|riskier|easier)\b", re.I)
#: "which … the most …", "what … highest …": a superlative after the question word.
#: Not "on top of" ("which holidays do I get on top of my PTO?", judge v21 dev): in addition to, no ranking.
_SUPERLATIVE_ASKED = re.compile(r"\b(?:which|what|where)\b.*\b(?:(?P<ml>most|least)\s+(?P<w>\w+)|highest|lowest|largest|smallest|best|(?<!on\s)top(?!\s+of\b)|cheapest|rank(?:ed|ing)?)\b", re.I)


#: Two alternatives weighed by how many people choose them, asked as yes or no: "do more customers pick store credit or
#: the refund?", "do we lose more phones or more laptops?" (judge v15, v36, v48, v56, v57 dev: 5 of 5 unanswerable).
_MORE_OR = re.compile(r"^\W*(?:do|does|did)\s+(?:more\s+(?:people|employees|customers|users|staff|buyers|clients)|(?:we|they|people|customers|employees)\s+(?:lose|sell|return|buy|pick|choose|use|order|ship|receive|see|handle)\s+more)\b[^?]*\bor\b", re.I)


def asks_ranking(question: str, kind: str) -> bool:
    """Whether ``question``, whose answer type is ``kind`` so far, asks for a ranking instead: a superlative after
    "which"/"what" (not "the most storage", a maximum asked as an amount), a ranking by volume or habit, or two
    alternatives weighed by how many choose them, whatever its answer type."""
    if _MORE_OR.search(question):
        return True
    ranked = _SUPERLATIVE_ASKED.search(question)
    if kind in ("other", "list", "place") and ranked and not (ranked.group("ml") and not _ADJECTIVE.search(ranked.group("w").lower())):
        return True
    return kind in ("other", "list", "place", "date", "person", "name") and bool(_RANKED_BY_VOLUME.search(question) or _BY_POPULARITY.search(question))


def comparison(question: str) -> str:
    """The first comparison the passages must make ("faster", "the most popular"), or "" (a maximum asked as an
    amount, "the most storage", is none)."""
    for m in _COMPARISON.finditer(question):
        words = [w for w in m.group("c").lower().split() if w != "the"]
        if words[0] in ("most", "least") and not _ADJECTIVE.search(words[-1]):
            continue
        return m.group("c")
    return ""
