"""References in a question ("cancel it", "the other one", "that city") and what the history offers for them.

The router needs three answers the rewriter does not give: does the question lean on something earlier,
does this session's history actually hold it, and is that something one of the user's *objects* (an order,
a claim, a refund) or only a topic. A reference with nothing to resolve it is a question to ask back, not a
guess; a reference to an object lets a short request ("has it shipped?") count as being about the user's
own object, while the question's own words still decide whether it asks for live data or for the policy.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from querylab.lexicon import content_terms
from querylab.offline.own_objects import names_own_object
from querylab.offline.route_rules import YEAR, meaningful_terms
from querylab.offline.quoted_evidence import QUOTED

# Phrases that only ever point back: "this one", "the other one", "the same", "the one from last week".
_DEICTIC = re.compile(
    r"\b(?:this|that|the|these|those)\s+(?:other\s+|same\s+|last\s+|previous\s+|first\s+|second\s+)?ones?\b|\bthe\s+other\s+1\b"  # "the other 1" (v109 dev)
    r"|\bthe\s+other\s+(?:orders?|claims?|refunds?|requests?|reimbursements?|items?|thing|matter|issue|question)\b"
    r"|\b(?:do|same)\s+the\s+same\b|\bthe\s+same\s+(?:for|as|thing)\b|\bsame\s+as\s+before\b|\bsame\s+as\s+(?:the|that)\s+(?:\w+\s+)?ones?\b|\bsame\s+(?:question|thing|again)\b"
    r"|\bsame\s+(?:problem|issue)\s+(?:as|like)\s+(?:before|last\s+(?:time|week|month)|yesterday)\b(?!\s+(?:with|on|in|about|for)\b)"  # "same problem as last week. sort it out." (routing v160 dev)
    r"|\bthe\s+(?:first|second|third|fourth|former|latter|previous|earlier|aforementioned)\s+(?:ones?|orders?|claims?|refunds?|requests?|reimbursements?|items?|questions?|messages?|answers?|topics?|trips?)\b"
    # the conversation itself as the antecedent: "what we discussed earlier", "as I said before"
    r"|\b(?:what|as|like)\s+(?:we|i|you)\s+(?:just\s+)?(?:discussed|talked\s+about|said|mentioned|agreed(?:\s+on)?|asked)\b"
    r"|\b(?:as|like)\s+(?:before|last\s+time)\b|\bdo\s+it\s+again\b"
    # "whats the approval flow for the thing": a placeholder noun that ends the message names nothing (v15)
    r"|\b(?:for|about|on|with|of|in|to)\s+the\s+(?:thing|stuff)\W*$"
    r"|\b(?:that|this)\s+(?:order|claim|refund|request|reimbursement|city|trip|item|purchase|package|parcel|expense)\b"
    r"|\b(?:in|for|of|on|about|with|from|at|to|under)\s+(?:that|those)\s+(?!(?:is|are|was|were|will|would|can|could|does|did|has|have|the|a|an|i|you|we|they|it)\b)[a-z]+\b"
    r"|\b(?:like|for|about|on|with|of|in|to)\s+(?:that|this|those|these)\b(?!\s+\w+\s+(?:is|are|was|were)\b)(?=\s*(?:[?.!,]|$|\s+(?:too|also|again|please|pls)\b))",
    re.I,
)
_LIKE_THAT = re.compile(r"like\s+(?:that|this)", re.I)
# "as I said", "like last time", "as before": the conversation pointed at in passing, when the message says the rest itself
_DISCOURSE = re.compile(r"(?:as|like)\s+(?:(?:we|i|you)\s+(?:just\s+|already\s+)?(?:discussed|talked\s+about|said|mentioned|agreed(?:\s+on)?|asked)|before|last\s+time)", re.I)
_SAME_FOR = re.compile(r"the\s+same\s+for", re.I)
_THAT_NOUN = re.compile(r"(?:\w+\s+)?(?:that|this|those|these)\s+([a-z]+)", re.I)


def _named_before(noun: str, before: str) -> bool:
    """Whether the message named `noun` (singular or plural) before the pointer to it."""
    stem = noun.lower().rstrip("s")
    return len(stem) > 2 and any(w.lower().rstrip("s") == stem for w in re.findall(r"[A-Za-z]+", before))


# "for that", "about this": a pointer that a clause before a break of the same message may already have filled …
_PREPOSITION_THAT = re.compile(r"(?:like|for|about|on|with|of|in|to)\s+(?:that|this)(?:\s+(?:or|and))?", re.I)
_BREAK = re.compile(r"[.?!:;]|\s[–—-]\s|,\s+or\s+")  # ", or will finance push back on that?" (routing v150 dev)
# … and a question after a colon that names something of its own asks that, not the pointer before it.
_NAMES_SOMETHING = 3  # content words


# "if my kid is sick can I use my sick days for that": a condition that opens the message is what the pointer stands for
_CONDITION_FIRST = re.compile(r"^\W*(?:(?:and|so|but|ok|okay)\W+)?(?:if|when|whenever|in\s+case)\s", re.I)


def _stated_before(before: str) -> bool:
    """A clause ended by a break (or a condition opening the message) before the pointer names something (three
    content words or more)."""
    parts = _BREAK.split(before)
    if len(parts) == 1 and _CONDITION_FIRST.match(before):  # (routing v156 dev)
        return len(meaningful_terms(before)) >= _NAMES_SOMETHING
    return len(parts) > 1 and len(meaningful_terms(" ".join(parts[:-1]))) >= _NAMES_SOMETHING


# Pronouns that may point back but are often expletive ("is it allowed to ...", "how long does it take").
_PRONOUN = re.compile(r"\b(?:it|its|them|those|that)\b", re.I)
_THAT_AS_SUBJECT = re.compile(r"\s+(?:is|was|will|would|can|could|does|did|has|have|still|already)\b|\s*[?.!]|\s*$", re.I)
# "that" stands for a thing after these words ("cancel that", "is that ...", "and that?"); after a noun it
# opens a relative clause ("an order that has already shipped") and points nowhere.
_BEFORE_PRONOUN_THAT = frozenset("is was do does did can cancel withdraw return check about for with on of in to and but so then "
                                 "like want need also what how why when where".split())
_EXPLETIVE_IT = re.compile(r"\b(?:is|was|does|do|will|would|can)\s+it\s+(?:\w+\s+)?(?:take|allowed|possible|ok|okay|true|necessary|required|normal|mandatory|safe|secure|legal|risky)\b"
                           # "if it's not too much trouble", "is it smarter to lease or buy": the weather-"it" of politeness and advice
                           r"|\bhow\s+(?:does\s+)?it\s+works?\s+(?:with|for|when|if)\b"
                           r"|\bif\s+it(?:'s|\s+is)\s+(?:not\s+)?(?:too\s+much\s+)?(?:trouble|bother|ok(?:ay)?|possible|alright|fine)\b"
                           r"|\bis\s+it\s+(?:\w+er|more\s+\w+|better|best|worth|wise|smart|a\s+good\s+idea)\s+(?:to|if|when)\b"
                           r"|\bit\s+(?:costs?|takes?)\s+to\b"
                           r"|\bit\s+(?:take|takes|took)\b|\bhow\s+long\s+(?:does|will|would)\s+it\b"
                           # "while I'm at it", "how long does it have to be": an idiom and a dummy subject (v12)
                           r"|\bwhile\s+(?:i'?m|i\s+am|you'?re|you\s+are|we'?re|we\s+are)\s+at\s+it\b|\b(?:does|do|will)\s+it\s+(?:have|need)\s+to\s+be\b", re.I)
_OTHER = re.compile(r"\b(?:the\s+)?other\s+(?:one|ones|1|orders?|claims?|refunds?|requests?|thing|matter|issue|question)\b", re.I)
# Ids of the user's objects and the nouns that name them, in whatever turn they appear.
_OBJECT_ID = re.compile(r"\b(?:EXP|R|RMA)-[\d-]+\b|\b(?:orders?|claims?|refunds?|requests?|#)\s*(?:no\.?\s*|number\s*)?#?\d{3,}\b", re.I)
_OBJECT_NOUN = re.compile(r"\b(?:my|mine|our)\b[^.?!]{0,30}?\b(orders?|refunds?|reimbursements?|claims?|expense (?:claim|report)s?|requests?|purchases?|packages?|parcels?|deliver(?:y|ies)|shipments?)\b", re.I)
MAX_TERMS_BEFORE_PRONOUN = 2
_THIS_ONE = re.compile(r"(?:this|that)\s+one", re.I)
_INDEFINITE = re.compile(r"\b(?:a|an|any|some)\s+(?!few\b|bit\b|lot\b)[a-z]+", re.I)
_ORDERS = re.compile(r"\borders?\b", re.I)
# Words right after "the one" that say which one by its id ("the one for 1042"); "the one from Tuesday" still
# needs the history to say what it was.
_DESCRIBED = re.compile(r"\s+(?:for|from|with|about|in|of|on)\s+(?:order\s+|my\s+|the\s+)?(?:#?\d{3,}|(?:EXP|R)-\d+)\b"
                       r"|\s*[,:—–-]\s*(?:order\s+|claim\s+|refund\s+)?(?:#?\d{4,6}|(?:EXP|R)-\d+)\b"  # "the other one, 1041 — …" (routing v111 dev)
                       r"|\s+(?:that\s+|which\s+)?i\s+(?:just\s+)?(?:submitted|ordered|filed|placed|bought|returned|sent)\b"
                       # "a better password manager than the one IT gave us" (routing v167 dev): a clause says what it is; not
                       # "the one you mentioned" or "the one we talked about", which point back at the conversation
                       r"|\s+(?:that\s+|which\s+)?(?:we|they|(?-i:IT)|(?:my|our|the)\s+(?:company|employer|team|manager|boss|office))\s+(?:just\s+|already\s+)?"
                       r"(?:gave|give|gives|got|get|gets|use|uses|used|have|has|had|bought|issued|provide[sd]?|picked|chose)\b"
                       # "cancel my drive order, the one that's only confirmed": its state says which (routing v22 dev)
                       r"|\s+(?:that|which)(?:'s|\s+is|\s+was)\s+(?:only\s+|still\s+|already\s+|just\s+)?(?:confirmed|pending|packed|processing|in\s+transit|shipped|delivered|cancell?ed|open)\b", re.I)
# A message that named its own thing before the pointer: an earlier sentence with a proper name and at least
# three other words ("I sent the HomeVault back weeks ago.").
_INTRODUCED_BEFORE = re.compile(r"(?-i:\b[A-Z][a-z]+[A-Z]?\w*\b)(?:\W+\w+){3,}[^.?!]*[.?!]+\W", re.I)
# A clause before the pronoun that says what the pronoun stands for: "where's my dock? ordered it …", "HSA - what
# is that …", "I've been here 11 years, does that change …" — something possessed, an abbreviation, or a number
# with its unit, then a break (punctuation or a dash).
_CLAUSE_BEFORE = re.compile(r"(?:\bmy\s+[a-z]+|(?-i:\b[A-Z]{2,5}\b)|\b\d+\s+[a-z]+)[^.?!,;:–—-]*(?:[.?!,;:]|\s[–—-])\s*[^.?!,;:]*$", re.I)
# "I sent the webcam back in October, has the refund for that come through yet?": a thing the user did something with,
# named in a clause of the same message before the pointer (v10)
_DONE = r"(?:sent|returned|ordered|bought|received|submitted|filed|booked|paid\s+for)"
# "I sent the dock back, …" and "the cam I sent back in october, …" (routing v108 dev): the thing done, then a break
_DONE_BEFORE = re.compile(rf"(?:\bi\s+(?:\w+\s+)?{_DONE}\s+(?:the|a|an|that|this)\s+[a-z]+"
                          rf"|\b(?:the|my|our)\s+(?:\d+\s+)?[a-z]+\s+(?:that\s+)?(?:i|we)\s+(?:just\s+)?{_DONE})"
                          r"[^.?!,;:–—-]*(?:[.?!,;:]|\s[–—-])\s*[^.?!,;:]*$", re.I)
_QUOTE_AFTER_COLON = re.compile(r":\s*['\"‘“]")  # a quotation the message then gives (an apostrophe inside may hide it from QUOTED)
_BARE_ID = re.compile(r"(?<![\w.,$€£-])(\d{4,6})(?![\w%-]|[.,]\d)")  # "is 1044, it was express": a comma after it ends the id


@dataclass(frozen=True)
class Antecedents:
    """What earlier turns of this session can stand for: object ids, an own-object mention, a topic."""

    objects: tuple[str, ...] = ()
    own_object: str = ""
    topic_terms: tuple[str, ...] = field(default_factory=tuple)

    @property
    def has_object(self) -> bool:
        return bool(self.objects or self.own_object)

    def phrase(self) -> str:
        """Words that let the router count the object as the user's own ("my order 2041")."""
        if self.objects:
            ref = self.objects[-1]
            return ref if ref.lower().startswith("my ") else f"my {ref}"
        return self.own_object


def object_ids(text: str) -> list[str]:
    """Object references written out in `text` ("order 1042", "EXP-3103", "R-78")."""
    return [m.group(0) for m in _OBJECT_ID.finditer(text or "")]


def antecedents(history: list[dict]) -> Antecedents:
    """Objects and topic offered by the history (newest last); the assistant's turns count too, since
    that is where a looked-up order's number usually appears ("Order 2041 is in transit")."""
    objects: list[str] = []
    own = ""
    topic: list[str] = []
    asked: set[str] = set()  # bare numbers of the last user turn
    for turn in history or []:
        content = str(turn.get("content", ""))
        numbers = [n for n in _BARE_ID.findall(content) if not YEAR.fullmatch(n)]
        if turn.get("role") == "user":
            asked = set(numbers)
        # "Two orders are on their way: 2042 (…) and 2047 (…)" lists two; "status of 2043?" answered "2043 (HomeVault
        # Drive 4 TB) is confirmed" names one, since the reply took up the user's number (v19 dev)
        listed = [f"order {n}" for n in numbers if _ORDERS.search(content) or n in asked] if turn.get("role") == "assistant" else []
        for ref in [*object_ids(content), *listed]:  # "Two orders are on their way: 2042 (…) and 2047 (…)" lists two
            key = re.sub(r"\s+", " ", ref.lower())
            if key not in [o.lower() for o in objects]:
                objects.append(ref)
        m = _OBJECT_NOUN.search(content)
        if m and turn.get("role") == "user":
            own = m.group(0)
        if turn.get("role") == "user":
            terms = [t for t in content_terms(content) if len(t) > 2]
            if terms:
                topic = terms
    return Antecedents(tuple(objects), own, tuple(topic))


@dataclass(frozen=True)
class Reference:
    """A phrase of the question that points back, and whether it needs an object (not just a topic)."""

    phrase: str
    needs_two: bool  # "the other one": needs at least two objects to choose from
    pronoun: bool = False  # a bare pronoun ("it", "that"), which small talk also uses ("thanks, that helped")


def _points_back(text: str, start: int) -> bool:
    """Whether the "that" at `start` stands for a thing: after a verb or preposition that takes one, or
    opening a clause as its subject ("..., that was quick"), never after a noun."""
    before = re.findall(r"[A-Za-z']+|[,.;:!?]", text[:start])
    if before and before[-1].lower() in _BEFORE_PRONOUN_THAT:
        return True
    return (not before or before[-1] in ",.;:!?") and bool(_THAT_AS_SUBJECT.match(text, start + 4))


def _is_department_it(word: str, text: str) -> bool:
    """"IT sent a mail", "IT support here": the department in capitals, unless the whole message shouts."""
    return word == "IT" and not text.isupper()


def find_reference(question: str) -> Reference | None:
    """The question's backward-pointing phrase, if it has one that carries the request.

    A pronoun counts only when the question names no object of its own (an id, "my order"): in
    "refund the fee on order 1044, it arrived late" the "it" is the order in the same sentence.
    """
    # Words quoted from elsewhere ("how do you say 'it is on its way'") point nowhere, and what follows a quotation
    # points at it ('"Carried-over days must be used by 31 March" - does that mean …', v18 dev). Blanked to the same
    # length, so positions in `text` are positions in the question.
    text = QUOTED.sub(lambda q: " " * len(q.group(0)), question or "")
    quoted_before = [q.end() for q in QUOTED.finditer(question or "")]
    m = _DEICTIC.search(text)
    if m and any(end <= m.start() for end in quoted_before):
        m = None
    if m and m.group(0).lower().endswith(("one", "ones")) and _DESCRIBED.match(text, m.end()):
        m = None  # "has the one for 1042 come through?", "the one from Utrecht": the words after it say which
    if m and (_INTRODUCED_BEFORE.search(text[: m.start()]) or _DONE_BEFORE.search(text[: m.start()])) and not _THIS_ONE.fullmatch(m.group(0)):
        m = None  # "I sent the HomeVault back weeks ago. What's going on with that refund?": the message said what it is
    if m and _DISCOURSE.fullmatch(m.group(0)) and len(meaningful_terms(text[: m.start()] + " " + text[m.end():])) >= _NAMES_SOMETHING:
        m = None  # "as I said earlier, I've been here 6 years; how many PTO days do I get?" (routing v173 dev): a manner of speaking
    if m and _SAME_FOR.fullmatch(m.group(0)) and len(meaningful_terms(text[: m.start()])) >= _NAMES_SOMETHING:
        m = None  # "Starter plan price and its uptime SLA, then the same for Business" (routing v170 dev): the same as the message's first ask
    if m and (noun := _THAT_NOUN.fullmatch(m.group(0))) and _named_before(noun.group(1), text[: m.start()]):
        m = None  # "if I return 1 of the 2 drives …, is the fee only on that drive?" (routing v168 dev): named in the same message
    if m and not m.group(0).lower().endswith(("it", "that", "this", "them")) and names_own_object(text[: m.start()]):
        m = None  # "tracking for 1044 please, my manager's waiting on that cam" (routing v108 dev): the message named it
    if m and _LIKE_THAT.fullmatch(m.group(0)) and _CLAUSE_BEFORE.search(text[: m.start()]):
        m = None  # "my sister gets USD 50 a month for WFH — do we get anything like that?" (routing v98 dev)
    if m and _PREPOSITION_THAT.fullmatch(m.group(0)) and _stated_before(text[: m.start()]):
        m = None  # "got rebooked onto a 7 hours economy flight — am I allowed premium economy for that?" (routing v139, v144 dev)
    if m and (colon := text.rfind(":")) > m.end() and len(meaningful_terms(text[colon + 1:])) >= _NAMES_SOMETHING \
            and find_reference(text[colon + 1:]) is None:
        m = None  # "I already know the answer to this one, just seeing if you do: how many PTO days …?" (routing v140 dev)
    if m and not (_THIS_ONE.search(m.group(0)) and _INDEFINITE.search(text[: m.start()])):
        # "When do I need a PO for a supplier purchase? this one is about EUR 600", "I have a receipt from 2024, do the old
        # rules apply to that one?": "this one" is the thing the same message introduced; with nothing before it, it points back.
        return Reference(m.group(0), bool(_OTHER.search(text)))
    if object_ids(text) or _BARE_ID.search(text) or _OBJECT_NOUN.search(text) or names_own_object(text):
        return None
    stripped = _EXPLETIVE_IT.sub(lambda e: " " * len(e.group(0)), text)  # same length: positions stay the question's
    m = next((p for p in _PRONOUN.finditer(stripped) if (p.group(0).lower() != "that" or _points_back(stripped, p.start()))
              and not _is_department_it(p.group(0), stripped)), None)
    # "My laptop was stolen, who do I report it to?": a pronoun after the words that name its object
    # points into the same sentence; only one that stands where the object should be points back. An
    # indefinite ("can I cancel an order after it has shipped?") introduces the thing the pronoun then names.
    if m and (_INDEFINITE.search(stripped[: m.start()]) or _CLAUSE_BEFORE.search(stripped[: m.start()])):
        return None
    if m and any(end <= m.start() for end in quoted_before):
        return None
    if m and any(q.start() > m.start() for q in _QUOTE_AFTER_COLON.finditer(question or "")):
        return None  # "rephrase this email so it sounds less angry: 'I've asked three times'" (routing v154 dev): the quote is it
    if m and len(meaningful_terms(stripped[: m.start()])) <= MAX_TERMS_BEFORE_PRONOUN:
        return Reference(m.group(0), False, pronoun=True)
    return None


def resolves(reference: Reference, found: Antecedents, wants_object: bool) -> bool:
    """Whether the history holds what the reference points to.

    `wants_object`: the request acts on or looks up a thing ("cancel it", "has it shipped"), so a topic
    ("the cancellation window for orders") is not enough; an id or an own-object mention is.
    """
    if reference.needs_two:
        return len(found.objects) >= 2
    if wants_object:
        return found.has_object
    return found.has_object or bool(found.topic_terms)
