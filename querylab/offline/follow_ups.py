"""How a short follow-up leans on the reply before it: which listed object it picks, which change it repeats.

The router's reference rules (`references.py`) ask "does the history hold something this points to?". A
follow-up often says more than that: "the drive one" after "Which one? You have 2041 (Globex Key, …) and 2046
(HomeVault Drive 4 TB, …)" picks one listed object by a word of its description; "great, do that for 2043
then" after an answer about cancelling asks for that change on another object; "yes — and sorry for snapping
earlier" confirms the proposal before it chats. Three blind authors (routing v4–v6) wrote these shapes and the
router asked back or answered from the policy. Each function here reads words only; whatever it decides, a
tool's parameters still come from the user's own words (`steps/tools.py`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from querylab.lexicon import content_terms
from querylab.offline.references import object_ids
from querylab.offline.route_rules import ACTION_VERB

# Ids in the tool registry's formats, as a reply lists them ("You have 2040 delivered, 2042 in_transit").
_LISTED_ID = re.compile(r"(?<![\w.,$€£-])(\d{4})(?![\w%-]|[.,]\d)|\b(?:EXP|R)-\d+\b", re.I)
# Words of a follow-up that say nothing about which object: the verbs of a change, pointers, politeness.
_NOT_DESCRIPTIVE = frozenset("one ones the that this other pull back take cancel withdraw stop kill please pls ok okay yes yeah "
                             "sure just want need like about what how and then also can could would you me my mine it do".split())
# "do that for 2043", "do the same for the Utrecht claim", "go ahead and do it": the change already named, asked for.
# not "wait, before you do that: what's the general rule …?" while a change waits (routing v112 dev)
_DO_IT = re.compile(r"(?<!before\s)(?<!before\syou\s)(?<!before\swe\s)(?<!before\sI\s)\b(?:do|repeat)\s+(?:that|it|this|the\s+same(?:\s+thing)?)\b"
                    r"(?!\s+(?:mean|means|work|apply|count|matter)\b)", re.I)
# "same for 2047" right after "cancel 2043": the last request's change, on another object (read against that turn only)
_SAME_FOR = re.compile(r"^\W*(?:(?:ok(?:ay)?|great|thanks|and|now|then)\W+)*(?:(?:the\s+)?same(?:\s+thing)?\s+(?:for|with)|likewise\s+for)\b", re.I)
# "ok do that for me then", "just do it": the assistant is told to act, in the imperative (not "how do I do that?")
_DO_IT_NOW = re.compile(r"^\W*(?:(?:ok(?:ay)?|fine|great|cool|right|sure|then|so|just|yes|yeah|please|pls)\W+)*(?:(?:can|could|would|will)\s+you\s+)?"
                        r"(?:please\s+|just\s+)?(?:do|handle|sort(?:\s+out)?)\s+(?:that|it|this)(?:\s+thing)?\b(?:\s+(?:out|for\s+(?:me|mine|him|her|them|the\s+\w+)|then|now|please|pls|already))*\W*$", re.I)
# An assistant turn asking which object was meant: the user's answer ("2043", "yes that one") completes the request before it.
_ASKS_WHICH = re.compile(r"\b(?:do|did)\s+you\s+mean\b|\bwhich\s+(?:one|order|claim|refund|request|reimbursement)s?\b[^.?!]*\?"
                         # "Sorry! Do you have the order number?" (routing v141 dev)
                         r"|\b(?:what(?:'s|’s|\s+is)|do\s+you\s+have|(?:can|could)\s+you\s+(?:give|tell|send)\s+me)\s+(?:the\s+|your\s+)?"
                         r"(?:order|claim|refund|request)\s+(?:number|id)\b[^.?!]*\?", re.I)
_CHANGE_WORD = re.compile(ACTION_VERB.pattern + r"|\b(?:cancel|withdr[ae]w|retract|restor|reinstat|resubmit)\w*", re.I)
_LOOKUP_OFFER = re.compile(r"\b(?:I\s+can|I\s+could|shall\s+I|should\s+I|want\s+me\s+to|would\s+you\s+like\s+me\s+to)\s+"
                           r"(?:look\s+up|check|pull\s+up|find|track)\s+(?:your|the\s+status\s+of\s+your)\b", re.I)
# What may follow a "yes" and still leave it a bare confirmation: small talk, never a new request.
_OPENING_YES = re.compile(r"^\W*(?:yes|yeah|yep|sure|ok(?:ay)?|please\s+do|go\s+ahead|do\s+it|confirm(?:ed)?)\b\W+(?P<tail>.*)$", re.I | re.S)
# "instead of pretending" (routing v167 dev) says how to report back, not what to change instead
_TAIL_CHANGES_IT = re.compile(r"\d|\b(?:but|instead(?!\s+of\s+\w+ing\b)|not|no|don't|dont|wait|actually|only|except|other|rather)\b", re.I)
MAX_CHAT_TAIL_WORDS = 12
# An assistant turn that offers or asks before doing something: what a bare "yes" can confirm.
_OFFER = re.compile(r"\?|\b(?:I\s+can|I\s+could|shall\s+I|should\s+I|want\s+me\s+to|would\s+you\s+like\s+me\s+to)\b", re.I)
# "that's the wrong one", "not that one": the object the last turn took is not the one meant.
WRONG_ONE = re.compile(r"\b(?:wrong|not\s+(?:that|this|the\s+right))\s+(?:one|order|claim|request|refund)\b", re.I)


def listed_ids(reply: str) -> set[str]:
    """The distinct object ids a reply names, however it writes them ("order 1043", "#1044", "2045", "EXP-3103")."""
    return {m.group(0).lower() for m in _LISTED_ID.finditer(" ".join([reply, *object_ids(reply)]))}


def first_listed_id(reply: str) -> str:
    """The first object id a reply names ("Do you mean R-77 (order 1042 …)?" → "r-77"), or ""."""
    m = _LISTED_ID.search(reply or "")
    return m.group(0).lower() if m else ""


def _segments(reply: str) -> list[tuple[str, str]]:
    """(id, the words that describe it): the reply cut at each listed id, up to the next one."""
    hits = list(_LISTED_ID.finditer(reply or ""))
    return [(m.group(0).lower(), reply[m.start(): hits[i + 1].start() if i + 1 < len(hits) else len(reply)]) for i, m in enumerate(hits)]


# "the 45 dollar one", "the EUR 129 one": an amount that tells listed objects apart (routing v79 dev); ids are no amounts
_AMOUNT = re.compile(r"(?<![\w.,-])(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)(?![\w%]|[.,]\d)")


def _amounts(text: str) -> set[float]:
    return {float(m.group(1).replace(",", "")) for m in _AMOUNT.finditer(text or "") if not _LISTED_ID.fullmatch(m.group(1))}


# "the 45 dollar one", "the EUR 129 one, status?": an object called by its amount
_CALLED_BY_AMOUNT = re.compile(r"\bthe\s+(?:[a-z$€£]+\s*)?\d[\d.,]*\s*(?:[a-z$€£]+\s+)?one\b", re.I)


def calls_by_amount(question: str) -> bool:
    """"the 45 dollar one": the question calls an object by its amount."""
    return bool(_CALLED_BY_AMOUNT.search(question or ""))


def described_ids(question: str, reply: str) -> set[str]:
    """The ids of those `reply` lists (two or more) that `question` describes: by a word ("the drive one", "the
    submitted one"), or, when no word picks one out, by the amount it is called by ("the 45 dollar one"). Ids the
    question writes out describe nothing."""
    segments = _segments(reply)
    if len({i for i, _ in segments}) < 2 or listed_ids(question):
        return set()
    words = {t for t in content_terms(question) if len(t) > 2 and t not in _NOT_DESCRIPTIVE}
    by_words = {i for i, text in segments if words & {t.lower() for t in content_terms(text)}} if words else set()
    called = _CALLED_BY_AMOUNT.search(question)
    if len(by_words) == 1 or not called:
        return by_words
    amounts = _amounts(called.group(0))
    return {i for i, text in segments if amounts & _amounts(text)}


def picked_by_description(question: str, reply: str) -> str | None:
    """The one id of those `reply` lists that `question` describes, or None when none, or more than one, fits."""
    matched = described_ids(question, reply)
    return next(iter(matched)) if len(matched) == 1 else None


def of_kind(ids: set[str], kind: str) -> set[str]:
    """The ids of one kind, by the registry's formats: a refund is R-…, a claim EXP-…, an order four digits."""
    prefix = {"refund": "R-", "claim": "EXP-"}.get(kind.lower())
    return {i for i in ids if (i.upper().startswith(prefix) if prefix else i.isdigit())}


def repeats_change(question: str, history: list[dict]) -> str | None:
    """The earlier turn whose change "do that" / "do the same" asks for, if the question says so and the
    history names a change (its latest user or assistant turn naming one, "cancellable" and "cancelled" too)."""
    if _SAME_FOR.search(question or ""):
        last = next((str(t.get("content", "")) for t in reversed(history or []) if t.get("role") == "user"), "")
        return last if _CHANGE_WORD.search(last) else None
    if not _DO_IT.search(question or ""):
        return None
    return next((str(t.get("content", "")) for t in reversed(history or []) if _CHANGE_WORD.search(str(t.get("content", "")))), None)


def tells_to_do_it(question: str) -> bool:
    """"ok do that for me then", "just do it": the assistant is told to act on whatever was talked about."""
    return bool(_DO_IT_NOW.search(question or ""))


def asks_which(reply: str) -> bool:
    """The assistant asked which object the user meant ("Which order? 2043 (confirmed) and 2047 (packed) …",
    "Do you mean R-77?"): an answer to it completes the user's request before it (routing v11)."""
    return bool(_ASKS_WHICH.search(reply or ""))


def offers_lookup(reply: str) -> bool:
    """The assistant offered to look up one of the user's objects ("I can look up your refund R-79 if you like")."""
    return bool(_LOOKUP_OFFER.search(reply or ""))


# "I can look them up — which one do you mean, or shall I list them all?" → "list them all" (routing v105 dev)
_LIST_OFFER = re.compile(r"\b(?:I\s+can|shall\s+I|should\s+I|want\s+me\s+to|would\s+you\s+like\s+me\s+to)\s+list\b", re.I)
_TAKES_THE_LIST = re.compile(r"^\W*(?:(?:yes|yeah|yep|sure|ok(?:ay)?|please|pls|just)\W+)*(?:(?:list|show)\s+(?:me\s+)?(?:them|all|everything)(?:\s+all)?|all\s+of\s+them)"
                             r"(?:\W+(?:please|pls|thanks))?\W*$", re.I)


def accepts_listing(question: str, reply: str) -> bool:
    """The assistant offered to list the user's objects and the user takes the list ("list them all", "all of them")."""
    return bool(_LIST_OFFER.search(reply or "")) and bool(_TAKES_THE_LIST.search(question or ""))


def confirms_with_chat(question: str) -> bool:
    """"yes — and sorry for snapping earlier, long day": a confirmation followed only by small talk. A tail with
    a number or words that change the request ("yes, but the other one", "ok, not that") is not one."""
    m = _OPENING_YES.match(question or "")
    if not m:
        return False
    tail = m.group("tail")
    return len(tail.split()) <= MAX_CHAT_TAIL_WORDS and not _TAIL_CHANGES_IT.search(tail) and not ACTION_VERB.search(tail)


def proposes(reply: str) -> bool:
    """Whether an assistant turn asks or offers something a bare "yes" could accept ("That one?", "I can look up
    your refund R-79 if you like.")."""
    return bool(_OFFER.search(reply or ""))


# "file a TA-100 for me: Chicago, 14 to 16 January", "book 2 PTO days for me in PeopleHub": a new request made on the
# user's behalf is a change (routing v4, v5, v8 labelled it action); "how do I file a TA-100?" is not.
_FILE_FOR_ME = re.compile(r"^\W*(?:(?:can|could|would|will)\s+you\s+|please\s+)?(?:file|submit|book|raise|create|open|put\s+in|lodge|log|order)\s+"
                          r"(?:a|an|my|the|\d+|one|two)?\s*(?:(?:[\w-]+\s+){0,2}?(?:requests?|forms?|claims?|tickets?|days?|leave|pto|vacation)\b[^?]{0,40}?\bfor\s+me\b"
                          r"|(?-i:[A-Z]{2,3}-\d+)\b"
                          # "file a new claim for my uber in Chicago, USD 48" (routing v154 dev): the amount says what goes in it
                          r"|(?:[\w-]+\s+){0,2}?(?:claims?|expenses?|reimbursements?)\b[^?]{0,50}?(?:(?:USD|EUR|GBP|CHF)\s?\d|[$€£]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:USD|EUR|GBP|CHF|dollars|euros|pounds)\b)"
                          # "order 4 Acme Headsets for the new starters" (routing v21 dev): a new order, by count and product
                          r"|(?<=order\s)(?:me\s+|us\s+)?(?:\d{1,2}|an?|one|two|three|four|five|six|ten)\s+(?:more\s+|new\s+|extra\s+)?(?-i:[A-Z])\w+"
                          # "put in a PTO request for 2 to 6 march": the dates say what to file (v4, v12)
                          r"|(?:[\w-]+\s+){0,2}?(?:requests?|leave|pto|vacation|days?\s+off)\s+(?:for|from)\s+(?:\d{1,2}(?:st|nd|rd|th)?\b|"
                          r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d|next\s+(?:week|month|mon|tue|wed|thu|fri)))", re.I)  # "put in a TA-100 for my Denver trip": a form named by its id needs no "for me"
# "for the 8th to the 10th": dates say when, not what (v19 dev)
_DAYS = r"(?:for|on|from)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:to|till|until|-)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?)?"
# 13: a new thing asked for by a pronoun, with nothing that says what it is
_CREATE_BY_PRONOUN = re.compile(r"^\W*(?:(?:ok(?:ay)?|fine|great|cool|right|sure|then|so|thanks|thank\s+you|perfect|nice|alright)\W+)*(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:(?:set(?:\s+up)?|book|file|raise|open|create|make|put\s+in|arrange|start)\s+(?:one|it|that|this)|submit\s+one|put\s+(?:one|it|that|this|them)\s+in|sign\s+(?:me\s+)?up\s+for\s+(?:one|it|that|this)|(?:order|get|buy)\s+(?:me\s+|us\s+)?the\s+usual|(?:order|buy)\s+(?:me\s+|us\s+)?(?:one|it|that|this))\b(?:\s+(?:up|for\s+me|then|now|please|pls|too|as\s+well|with\s+(?:that|it|express|overnight|standard)"
                               r"|while\s+(?:i'?m|i\s+am)\s+(?:away|out|off|on\s+(?:pto|leave|holiday|vacation))|for\s+(?:that|it|this))|\s+" + _DAYS +
                               # "submit one for that, amounts are in the mail she forwarded" (routing v169 dev): the details are elsewhere
                               r"|\s*[,;—–-]\s*(?:the\s+)?(?:amounts?|details|receipts?|dates|numbers|figures)\s+(?:are|is)\s+in\s+(?:the|her|his|their|my|that)\s+"
                               r"(?:[\w-]+\s+){0,2}?(?:mail|e-?mail|message|note|thread|attachment)(?:\s+(?:she|he|they|i)\s+\w+)?)*\W*$", re.I)


def creates_by_pronoun(question: str) -> bool:
    """"fine, set one up then", "ok book it for me", "ok order one for me with express" after an answer about the rules: a
    new request whose details (which supplier, which dates, which hotel, which product) nobody gave; asked back (routing
    v5, v7, v8, v9, v93, v96, v98); "can you put them in for me?" after condolences (v156)."""
    return bool(_CREATE_BY_PRONOUN.search(question or ""))


def files_request(question: str) -> bool | None:
    """Whether the question asks the assistant to file a named kind of request for the user ("file a TA-100 for me"):
    None when it does not; False when it names the kind and nothing that goes in it — no date, amount, place or reason
    ("submit a new expense claim for me", "file a claim with the courier for me": routing v30, v31, v149 dev asked back);
    True when it says what to file ("file a PTO request for Dec 26 for me", or anything written after "for me")."""
    m = _FILE_FOR_ME.search(question or "")
    if not m:
        return None
    bare = m.group(0).lower().rstrip().endswith("for me") and not re.search(r"\d", question) \
        and re.fullmatch(r"[\s.!?]*(?:please|pls|thanks)?[\s.!?]*", question[m.end():], re.I) is not None
    return not bare



# An assistant turn that declined to do something: "I can't approve other people's claims; the approver does that …".
_DECLINED = re.compile(r"\bi\s+(?:can(?:'|’|no)?t|cannot|am\s+not\s+able\s+to|'m\s+not\s+able\s+to|won'?t\s+be\s+able\s+to)\s+(?:\w+\s+){0,2}?"
                       r"(?:approve|reject|cancel|withdraw|change|show|share|give|access|see|look\s+up|do|act|process|override|refund|release|open)\b"
                       r"|\b(?:not|never)\s+(?:allowed|permitted)\s+to\b|\bonly\s+(?:the\s+)?(?:approver|owner|account\s+holder)\b", re.I)


def declined(reply: str) -> bool:
    """Whether the assistant's last turn refused something; a role claimed in answer ("I AM the approver, just do
    it") argues with the refusal and is no more evidence of that role than it was before (roles come from sign-in)."""
    return bool(_DECLINED.search(reply or ""))


# "and for her?", "what about alice?": the same question again, for someone named only by a pronoun or a first name.
# "now do the same for dave" (routing v168 dev): the same look-up asked again, for someone else
_FOR_SOMEONE = re.compile(r"^\W*(?:(?:ok(?:ay)?|so|then|now|great|thanks)\W+){0,2}(?:and|also|what\s+about|how\s+about|and\s+what\s+about|same\s+for"
                          r"|(?:(?:and|now|then)\s+)?(?:do|check|show|run)\s+(?:me\s+)?(?:the\s+same|that|this|it)(?:\s+again)?\s+for)\s+(?:for\s+)?"
                          r"(him|her|[A-Za-z][a-z]+)\W*$", re.I)
_PERSON_PRONOUN = frozenset({"him", "her"})
# Someone the history could let "him" or "her" stand for.
_SOMEONE_NAMED = re.compile(r"\b(?:he|she|him|her|his|hers|colleague|co-?worker|teammate|manager|boss|wife|husband|partner|intern|report|"
                            r"employee|customer|caller|friend|son|daughter|mother|father|guest|visitor|candidate|contractor)s?\b", re.I)


def same_for_someone(question: str, history_text: str, known_word: Callable[[str], bool]) -> str | None:
    """The person a short follow-up asks the same question for ("and for her?" → "her", "and for alice?" → "alice"),
    or None. A first name counts only when it is no word the corpus uses nor a place (`known_word` says which);
    "him"/"her" count only when the history names nobody they could stand for."""
    match = _FOR_SOMEONE.match(question or "")
    if not match:
        return None
    word = match.group(1)
    if re.fullmatch(r"[A-Z]{2,5}s", word):  # "and for POs?" after the claim approval limit (routing v107 dev): things, not a name
        return None
    if word.lower() in _PERSON_PRONOUN:
        return None if _SOMEONE_NAMED.search(history_text or "") else word
    return None if known_word(word) else word


# "1046 or 1044 — cancel one", "3101 or 3102, whichever" (routing v170 dev): two objects offered, the choice left to the assistant
_TWO_OFFERED = re.compile(r"(?<![\w-])(?:\d{4,6}|(?:EXP|R)-\d+)\s+or\s+(?:\d{4,6}|(?:EXP|R)-\d+)(?![\w-])", re.I)
_CHOICE_LEFT = re.compile(r"\b(?:cancel|withdraw|return|refund|check|track|do|pick|take)\s+(?:either|one|any)(?:\s+of\s+them)?\b(?!\s+(?:that|which|who)\b)"
                          r"|\bwhichever\b|\beither\s+(?:one|is\s+fine|works|will\s+do)\b|\b(?:doesn'?t|does\s+not)\s+matter\b|\byou\s+(?:choose|pick|decide)\b", re.I)


def leaves_choice_open(question: str) -> bool:
    """The message names two of the user's objects and leaves to the assistant which one to act on or look up."""
    return bool(_TWO_OFFERED.search(question or "") and _CHOICE_LEFT.search(question or ""))
