"""Word-level rules the router applies besides its neighbour vote: what counts as an object of the user's
own, an action verb, an under-specified question, an unknown abbreviation.

They are rules because similarity cannot see them: "what's the limit?" is close to every limit question
the examples hold, yet names none; "cancel 2046" is close to a policy question about cancelling, yet it
asks to act on one order.
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from querylab.lexicon import STOPWORDS, content_terms
from querylab.offline.own_objects import YEAR, names_own_object  # YEAR: such a number after "was" or in brackets is a year

# "I don't want EXP-3106 processed anymore", "I no longer need order 2043": a cancellation in other words.
_NO_LONGER_WANTED = r"|\b(?:don't|do\s+not|dont|no\s+longer)\s+(?:want|need)\b[^.?!]{0,40}?\b(?:anymore|any\s+more|processed|shipped|sent|delivered)\b|\bno\s+longer\s+(?:want|need)\s+(?:order|my|the|it|EXP)"
# "I need order 1043 cancelled", "I want EXP-2041 withdrawn": the change asked for as a wish about its object.
_DONE_WORDS = r"cancell?ed|withdrawn|refunded|returned|stopped|voided|resubmitted|reopened|switched|upgraded|expedited"
_DONE = rf"(?:{_DONE_WORDS})"
_WANTED_DONE = (r"|\b(?:want|need|would\s+like|'d\s+like|get)\s+(?:[\w-]+\s+){0,4}?" + _DONE + r"\b|\bget\s+rid\s+of\b"
                # "EXP-3103 needs to be withdrawn", "it would be great if 2043 could be cancelled": the wish said of the object
                r"|(?:\b(?:EXP|R)-\d+|\b\d{4}|\bit|\bthis|\bthat)\s+(?:really\s+|just\s+)?(?:(?:needs?|has|have)\s+to|must)\s+be\s+(?:" + _DONE_WORDS + r"|changed)\b"
                r"|\b(?:would|'d)\s+be\s+(?:great|good|nice|ideal|helpful|perfect)\s+if\b[^.?!]{0,40}?\b(?:could|can|would)\s+be\s+" + _DONE + r"\b")
_GET_ME_ONE = r"\bget\s+me\s+(?:a|the)\s+(?:return|refund|replacement)\b"  # the return asked for as an errand
# Changes said with an everyday verb and the object after it (round 25, from the dev halves of v3–v90): a shipping speed
# ("ship 2046 overnight instead"), where a refund is paid ("pay R-77 to my IBAN", "send R-79 to my new bank account"),
# a replacement sent instead ("send me a new dock instead of the refund").
_OBJECT = r"(?:it|that|this|them|(?:order\s+)?#?\d{4}|(?:my\s+|the\s+)?(?:[\w-]+\s+)?(?:order|refund|claim)?\s*(?:R|EXP)-\d+(?:\s+refund)?|my\s+[\w-]+(?:\s+order)?)"
_EVERYDAY_CHANGE = (rf"\b(?:ship|send)\s+{_OBJECT}\s+(?:by\s+|via\s+)?(?:overnight|express|expedited|next[-\s]day)\b"
                    rf"|\b(?:pay|send|transfer)\s+{_OBJECT}\s+(?:out\s+)?(?:to|into|by|via|as|on)\s+(?:my|a|the|store|bank)\b"
                    r"|\bsend\s+me\s+(?:a\s+|the\s+|another\s+)?(?:new|replacement|another|second)\b(?:\s+[\w-]+){0,3}?\s+instead\b"
                    rf"|\bswitch\s+{_OBJECT}\s+(?:over\s+)?to\b"
                    # "make 2046 overnight instead of standard", "drop it to one headset instead of two" (routing v99, v103 dev)
                    rf"|\bmake\s+{_OBJECT}\s+(?:overnight|express|expedited|standard|next[-\s]day)\b"
                    rf"|\b(?:drop|reduce|cut|lower|bring)\s+{_OBJECT}\s+(?:down\s+)?to\s+(?:one|two|three|four|five|a\s+single|\d+)\b"
                    # "then claim it back for my 1044, it was late", "the overnight fee of 2042 … give it back please", "escalate it",
                    # "appeal it for me" (routing v113, v115, v116 dev)
                    rf"|\b(?:claim|give|pay)\s+{_OBJECT}\s+back\b|\b(?:escalate|appeal)\s+{_OBJECT}(?!\s+(?:is|was|be|gets?|means?)\b)"
                    # "take my R-302 as store credit instead", "put my 2046 on overnight", "report 2041 as lost", "ship 2043 to my
                    # home address instead of the office" (routing v138–v144 dev)
                    rf"|\b(?:put|take|have|turn|convert|make)\s+{_OBJECT}\s+(?:on|onto|as|in|into)\s+(?:store\s+credit|overnight|express|expedited|next[-\s]day)\b"
                    rf"|\breport\s+{_OBJECT}\s+(?:as\s+)?(?:lost|missing|stolen|damaged|undelivered)\b"
                    rf"|\b(?:ship|send|deliver|redirect|reroute)\s+{_OBJECT}\s+to\s+(?:my|our|the)\s+(?:[\w-]+\s+){{0,2}}?(?:address|home|office|flat|apartment)\b")
ACTION_VERB = re.compile(
    r"\b(cancel|withdraw|retract|revoke|delete|remove|stop|undo|change|update|modify|resubmit|re-?file|reorder|reopen|close(?!\s+(?:family|relatives?|friends?|to|by|enough)\b)|void|upgrade|downgrade|expedite)\b" + _WANTED_DONE +
    # "just switch it to express" (v18 dev): the shipping speed or the plan of an object changed
    r"|\bswitch\s+(?:it|that|this|them|the\s+\w+|my\s+(?:[\w-]+\s+){0,2}[\w-]+|order\s+#?\d{4}|#?\d{4}|(?:EXP|R)-\d+|(?:the|my)\s+(?:order|refund|claim)\s+(?:#?\d{4}|(?:EXP|R)-\d+))\s+(?:over\s+)?to\b" +
    # "bump it to expedited", "put it on store credit instead", "swap the dock from 1041 for a cam" (routing v20, v21 dev)
    r"|\bbump\s+(?:it|that|this|them|the\s+\w+|my\s+\w+|#?\d{4})\s+(?:up\s+)?to\b"
    # "turn it into store credit instead" (routing v165 dev): the same change said with another verb
    r"|\b(?:put|turn|convert|make)\s+(?:it|that|this|them|the\s+refund|my\s+refund|(?:R|EXP)-\d+|(?:the|my)\s+(?:refund\s+)?(?:R|EXP)-\d+(?:\s+refund)?)\s+(?:on|onto|into|to|as)\s+(?:store\s+credit|(?:a\s+)?(?:gift\s+card|voucher|credit))\b"
    r"|\bswap\s+(?:the|my|it|that|this)\b(?:\s+\w+){0,3}?\s+(?:for|with)\b" +
    r"|\b(pull|take)\s+(?:it\s+|that\s+|this\s+|them\s+)?back\b|\bpull\s+(?:my|the|it|that)\b"
    # "bring it back", "restore order 2045": undoing a cancellation is a change too (v6, v7)
    r"|\bbring\s+(?:it\s+|that\s+|this\s+|them\s+|(?:my\s+|the\s+)?order\s+#?\d{4}\s+)?back\b|\b(?:restore|reinstate|un-?cancel)\b"
    # "dispute the restocking fee on R-303": contesting a charge on one's own object asks for it to change
    r"|\b(?:dispute|contest)\s+(?:the|my|this|that)\b"
    # "request the express fee back for me": a charge asked back is a refund asked for (v15)
    r"|\b(?:request|get|claim|want|need)\s+(?:me\s+|us\s+)?(?:the|my|a|an|that|this)\s+(?:[\w-]+\s+){0,2}?(?:fee|charge|shipping|payment|deposit|surcharge)\s+back\b"
    # "kill it", "kill order 2046": the everyday word for cancelling something of one's own
    r"|\bkill\s+(?:it|that|this|them|the\s+\w+|my\s+\w+|order|#?\d{4})\b"
    r"|\b(request|start|initiate|open|begin|file|raise|submit|process|issue|create|arrange|make|lodge|put\s+in)\s+(?:an?\s+|the\s+|my\s+)?(?:\w+\s+)?(refund|return|rma|replacement|exchange)\b"
    # "file a lost-package claim for 2041" (routing v21 dev): a claim about an own order, filed with the company
    r"|\b(?:file|raise|open|submit|lodge|start)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?claim\s+(?:for|on|about)\s+(?:order\s+)?#?\d{4}\b"
    r"|\b(return|send\s+back|refund)\s+(?:it|them|this|that|the\s+\w+|my\s+\w+|order|#?\d{4}\b)\b|\brefund\s+me\b|\bmoney\s+back\b"
    # "get me a return going" (v95 dev): the return asked for, said as an errand
    r"|" + _GET_ME_ONE +
    r"|\b(?:want|need|would\s+like|'d\s+like)\s+(?:a|my|to\s+get\s+a)\s+(?:full\s+|partial\s+)?(?:refund|return|replacement)\b"
    r"|\b(?:don't|do\s+not|dont)\s+(?:ship|send|deliver|process)\b" + _NO_LONGER_WANTED +
    # "move the delivery to next week" (routing v21 dev)
    r"|\b(?:move|reschedule|postpone|delay|push\s+back|push)\s+(?:the|my|its|their)\s+(?:delivery|shipment|order|parcel|package)\b"
    "|" + _EVERYDAY_CHANGE,
    re.I,
)
# A request for the change itself, not a question about it ("did you cancel it?", "can orders be cancelled?").
REQUESTS_CHANGE = re.compile(
    r"(?:^|[:;—–]\s)\W*(?:(?:yes|yeah|yep|ok|okay|sure|hi|hey|hello|actually|just|now|so|then|and|go\s+ahead(?:\s+and)?)\W+){0,3}(?:please\s+)?(?:move|reschedule|postpone|push|cancel|withdraw|void|retract|revoke|stop|kill|pull|take\s+back|refund|return|start|initiate|open|request|file|send\s+back"
    r"|(?:change|update|modify)\s+(?:the|my)|restore|reinstate|undo|dispute|upgrade|downgrade|expedite|switch|re-?submit|re-?file|reopen|re-?order)\b"
    r"|\b(?:please|pls|can\s+you|could\s+you|would\s+you|i\s+want\s+(?:you\s+)?to|i'd\s+like\s+(?:you\s+)?to|i\s+would\s+like\s+(?:you\s+)?to|i\s+need\s+(?:you\s+)?to)\s+(?:(?:also|just|please|kindly)\s+)?"
    r"(?:cancel|withdraw|void|retract|revoke|stop|refund|return|start|initiate|open|request|file|send\s+back|bring|restore|reinstate|change|make|"
    r"pull\s+back|take\s+back|undo|dispute|swap|bump|switch|re-?submit|re-?file|reopen|re-?order)\b"
    # "— put it on store credit instead", "just bump it to expedited" (routing v20, v21 dev)
    r"|(?:^|[,;:—–]\s*|\s-\s*|\b(?:just|please|pls|then)\s+)(?:put\s+(?:it|that|this|them|(?:the|my)\s+(?:refund\s+)?(?:R|EXP)-\d+(?:\s+refund)?)\s+(?:on|onto)\s+store\s+credit|swap|bump)\b"
    r"|\b(?:want|need|would\s+like|'d\s+like)\s+(?:a|my|to\s+get\s+a)\s+(?:full\s+|partial\s+)?(?:refund|return|replacement)\b"
    r"|\b(?:want|need|would\s+like|'d\s+like)\s+(?:my|the|our)\s+money\s+back\b"
    r"|" + _GET_ME_ONE + r"(?!\s+(?:policy|window|form|rules?))" + _WANTED_DONE +
    # "it arrived a week late. get me the shipping fee back": a charge asked back, said as an order (round 11)
    r"|^\W*(?:(?:just|please|pls|now|then|so)\s+)?get\s+(?:me\s+|us\s+)?(?:the|my|that|this)\s+(?:[\w-]+\s+){0,2}?(?:fee|charge|shipping|payment|deposit|surcharge|money)\s+back\b"
    r"|\b(?:don't|do\s+not|dont)\s+(?:ship|send|deliver|process)\b|,\s*(?:please\s+)?(?:cancel|withdraw)\s+(?:it|that|this)\b" + _NO_LONGER_WANTED
    + r"|(?:^|[,;:—–]\s*|\b(?:just|please|pls|then|you|instead)\s+)(?:" + _EVERYDAY_CHANGE + ")"
    # "if it hasnt shipped by friday cancel it", "if it's under 15 euros switch 1043 to express" (routing v143, v147 dev):
    # the change asked for on a condition, not a question about what would happen
    r"|^\W*if\b[^.?!,]{3,60}?\s(?:then\s+)?(?:cancel|withdraw|switch|change|return|refund|upgrade|expedite)\s+"
    r"(?:it|that|this|them|order\s+#?\d{4}|#?\d{4}|(?:EXP|R)-\d+)\b(?![^.?!]*\?)",
    re.I,
)

# The change ruled out in words ("don't cancel anything, just tell me…", "I'm not asking you to change anything").
NEGATED_CHANGE = re.compile(r"\b(?:don't|do\s+not|dont|never|no\s+need\s+to|not\s+(?:asking|wanting)\s+(?:you\s+)?to)\s+(?:\w+\s+){0,2}?"
                            r"(?:cancel|withdraw|retract|change|touch|refund|return|do\s+anything|delete|pull)\b", re.I)

_CLAUSE = re.compile(r"(?<=[.?!;])\s+|,\s*")


# "did my HomeVault return get refunded yet?": a question about a change that may have happened, not a request for it
_ASKS_STATE = re.compile(r"^\W*(?:and\s+|so\s+)?(?:did|has|have|was|were|is|are)\b", re.I)


def requests_change(text: str) -> bool:
    """Whether any clause asks for the change itself ("What's the window? If still possible, cancel 1043.")."""
    return any(REQUESTS_CHANGE.search(clause) for clause in _CLAUSE.split(text or "") if clause and not _ASKS_STATE.match(clause))


# Words that name a kind of thing but not which one: "what's the limit?", "which form do I need?".
GENERIC_TERMS = frozenset(
    "form forms limit limits cap caps deadline deadlines rule rules policy policies process procedure procedures fee fees "
    "rate rates amount amounts number numbers status sla slas approval approvals window time document documents details "
    "info information question questions help update updates thing stuff one option options step steps requirement "
    "requirements threshold maximum minimum max min need needed required require apply applies use used eta contact "
    "contacts email phone person someone cost costs price prices charge charges date dates due link portal page "
    "website address tool".split()
)
_DEFINITIONAL = re.compile(r"\b(mean|means|meaning|stand for|stands for|definition|define|abbreviation|acronym)\b"
                          # "what is ITSD?", "what's an ERG": a term alone, asked what it is
                          r"|^\W*what(?:'s|\s+is|\s+are)\s+(?:an?\s+)?(?-i:[A-Z][A-Z0-9&()-]+)s?\W*$", re.I)
_ABBREVIATION = re.compile(r"(?<![\w&-])([A-Z][A-Z&]{1,5})(?![\w&-])")
# Upper-case words that are ordinary in questions and need no glossary entry.
COMMON_UPPER = frozenset("I OK US USA EU UK IT HR CEO CFO CTO COO VP ID PDF FAQ AM PM ASAP FYI TV UN NYC EUR USD GBP CAD AI".split())

# A bare number is an object's id only where an object stands: after a verb that takes one ("cancel 2046",
# "whether 1046 is ...") or before the verb of a status question ("2046 has shipped?"). Elsewhere it is a
# year, an amount or a duration ("the 2024 policy", "EUR 1500").
_NUMBER = re.compile(r"(?<![\w.,$€£#-])(\d{4,6})(?![\w%-]|[.,]\d)")
_ID_BEFORE = re.compile(r"\b(pa(?:y|id)\s+for|cancel\w*|withdraw\w*|upgrad\w*|downgrad\w*|expedit\w*|switch\w*|ship\w*|stop\w*|track\w*|trac\w+|check\w*|void|kill|return\w*|refund\w*|hold|deliver\w*|"
                        r"whether|if|re|about|number|no|my|where'?s|where\s+is)\.?\s*$", re.I)  # "cancel my 1043 too", "where's 1042 at" (v12)
#: "where's 1042 at", "where is 2045?": asked where a numbered thing is, the number can only be an object (v12)
WHERE_IS_ID = re.compile(r"\bwhere(?:'?s|\s+is)\s+#?(?P<id>\d{4,6})\b|^\W*#?(?P<first>\d{4,6})\s+where\b", re.I)  # "2041 where" (v6)
_ID_AFTER = re.compile(r"^\s*(is|was|has|have|got|arrived?|shipped|delivered|been|still)\b"
                       r"|^\s*[—–:-]\s*(?:any\s+)?(?:news|update|status|eta|tracking)\b", re.I)  # "1042 — any news?" (v21 dev)
# "2041 — still in transit?", "the headsets, 1043, left the warehouse yet?": a state asked of a number set off by a dash
# or commas (routing v22 dev); a year never stands there as an object ("in 2024, was the cap …" is no look-up).
_ID_STATE_AFTER = re.compile(r"^\s*(?:[—–:-]|,)\s*(?:has\s+|is\s+|was\s+)?(?:still\s+(?:in\s+transit|pending|processing|packed|open)|in\s+transit|"
                             r"arrived|shipped|delivered|dispatched|left\s+the\s+(?:warehouse|depot))\b", re.I)
_ID_ASKED_BEFORE = re.compile(r"\b(?:has|did|is|was)\s*$", re.I)  # the number is the subject asked about ("has 2046 moved …?")
_PARENTHESIS_OPENS = re.compile(r"\(\s*$")
# "change the delivery address on 1043", "a refund of the express fee for 1044": in a request for a change, the
# number after "on" / "for" is the object the change is for (v4, v7); elsewhere "for 2027" is a year.
_ID_AFTER_PREPOSITION = re.compile(r"\b(?:on|for|of|in|from)\s*$", re.I)  # "a refund for the key from 2042" (v12)
# "tracking for 1044", "status of 2041?", "any news on 2045": a look-up field of a numbered thing (v17)
_FIELD_OF = re.compile(r"\b(?:tracking(?:\s+(?:number|no\.?|code|link))?|status|eta|news|progress|update)\s+(?:for|of|on)\s*#?$", re.I)
def names_a_tenant(text: str, tenants: Sequence[str]) -> bool:
    """Whether ``text`` names one of ``tenants`` as a word ("Globex staff", not "GlobexSync"): the one test for the
    route examples' case rows (`eval/case_examples.py`) and the router's standalone out-of-domain rule, which mirrors them."""
    return any(re.search(rf"\b{re.escape(t)}\b", text or "", re.I) for t in tenants if t)


def meaningful_terms(text: str) -> list[str]:
    """`content_terms` without contracted stopwords ("what's", "i'm")."""
    return [t for t in content_terms(text) if t.split("'")[0] not in STOPWORDS]


def bare_object_id(text: str) -> str | None:
    """A 4-6 digit number used as an object's id ("cancel 2046", "whether 1046 is ..."), not a year or amount."""
    where = WHERE_IS_ID.search(text or "")
    if where:
        return where.group("id") or where.group("first")
    for m in _NUMBER.finditer(text or ""):
        if _ID_BEFORE.search(text[: m.start()]) or _ID_AFTER.search(text[m.end():]):
            return m.group(1)
        if not YEAR.fullmatch(m.group(1)) and (_ID_ASKED_BEFORE.search(text[: m.start()])
                                                 or (_PARENTHESIS_OPENS.search(text[: m.start()]) and text[m.end():].lstrip().startswith(")"))):
            return m.group(1)  # "has 2046 moved past pending yet?", "I ordered a second headset by mistake (1043)" (v10)
        if (_FIELD_OF.search(text[: m.start()]) or _ID_STATE_AFTER.search(text[m.end():])) and not YEAR.fullmatch(m.group(1)):
            return m.group(1)
        if _ID_AFTER_PREPOSITION.search(text[: m.start()]) and not YEAR.fullmatch(m.group(1)) and requests_change(text) and ACTION_VERB.search(text):
            return m.group(1)
    return None


def unknown_abbreviations(text: str, known: Iterable[str]) -> list[str]:
    """Upper-case abbreviations neither the glossary nor everyday usage explains."""
    known_upper = {k.upper() for k in known} | COMMON_UPPER
    return [a for a in _ABBREVIATION.findall(text or "") if a.upper() not in known_upper]


def asks_definition(question: str) -> bool:
    """The question asks what a term means ("what does SLA stand for?", "what is ITSD?"): answerable as it is."""
    return bool(_DEFINITIONAL.search(question or ""))


def underspecified(question: str, known_abbreviations: Iterable[str] = ()) -> str | None:
    """Why a question without history names nothing to look up, if so.

    Every content word is a generic head ("the limit", "which form") or an abbreviation nobody defined
    ("the DPA rules for PD"), and the question does not ask what a term means (a definition is answerable).
    """
    if _DEFINITIONAL.search(question or "") or len((question or "").split()) > 8:
        return None
    unknown = {a.lower() for a in unknown_abbreviations(question, known_abbreviations)}
    terms = meaningful_terms(question)
    if not terms:
        return None
    specific = [t for t in terms if t not in GENERIC_TERMS and t not in unknown]
    if specific:
        return None
    if unknown:
        return "abbreviations nobody defined (" + ", ".join(sorted(a.upper() for a in unknown)) + ") and nothing else to go on"
    return "only generic words (" + ", ".join(terms) + "): which one is meant?"


# A bare confirmation takes its verb from the assistant's proposal ("Do you want me to cancel it?" → "yes").
# "ja graag", "gerne", "oui": a yes in the Dutch, German or French a user mixes in (v14 dev)
CONFIRMATION = re.compile(r"^\W*(yes|yeah|yep|sure|ok(ay)?|please do|go ahead|go on|do it|confirm(ed)?|correct|right|ja|jawohl|graag|gerne|oui|si|sí)\b"
                          r"[\w\s,!.]{0,30}$", re.I)


# Verbs and adverbs that carry no topic of their own ("where do I find the form?", "how long does it take?").
_LIGHT_WORDS = frozenset("find take takes took get got go goes do does did make makes need needs work works happen happens long much many "
                         "soon often ok okay yes no thanks please pls still yet again now anything something thing there here where know "
                         "tell say said want like".split())
_AMOUNT = re.compile(r"[\d.,$€£%]+")


_ASKS_OF_IT = re.compile(r"\b(?:where|when|what|status|eta|arrived?|shipped|delivered|moved|tracking|paid|approved)\b", re.I)


def topicless(question: str) -> bool:
    """Nothing in the question says what it is about: only generic heads, light verbs and numbers ("2,500?",
    "where do I find the form?"). Without a history to supply the topic, such a question is to be asked back
    (DESIGN: needs_clarification), never answered from whichever policy it happens to sit nearest."""
    if WHERE_IS_ID.search(question):
        return False  # "where's 1042 at": the id says what it is about (v12)
    if names_own_object(question) and _ASKS_OF_IT.search(question):
        return False  # "1042 — where is it now?": one of the user's own objects, and something asked of it (a bare "1042?" still asks back)
    terms = [t for t in meaningful_terms(question) if t not in GENERIC_TERMS and t not in _LIGHT_WORDS and not _AMOUNT.fullmatch(t)]
    return not terms


# Something that picks one object out of the user's several: an id, a product or place name, a qualifier
# between the determiner and the noun ("my pending order", "my Paris expense claim"), or a description after it
# ("the order I placed", "the claim for the Berlin trip").
_OBJECT_NOUNS = r"(?:orders?|claims?|refunds?|requests?|reimbursements?|purchases?|packages?|parcels?|items?|returns?|expenses?|expense\s+claims?)"
_QUALIFIED = re.compile(rf"\b(?:my|the|this|that|our)\s+(?!{_OBJECT_NOUNS}\b)\w+(?:\s+\w+){{0,2}}?\s+{_OBJECT_NOUNS}\b"
                        rf"|\b{_OBJECT_NOUNS}\s+(?:for|from|of|with|to|that|which|i|i've|placed|made|submitted)\b"
                        r"|\d{3,}|\b(?:EXP|R)-\d+", re.I)
_NAME_INSIDE = re.compile(r"(?<=\w\s)(?-i:[A-Z][A-Za-z]+)")


def change_without_object(question: str) -> bool:
    """A change asked for with nothing that says which object ("cancel my order", "refund me", "return the item").

    The user usually holds several; acting on a guessed one would raise privilege on a guess, so with no
    history holding the object the request is to be asked back (round-2 rule; v3's labelling agrees).
    """
    q = question or ""
    if not (requests_change(q) and ACTION_VERB.search(q)):
        return False
    return not (_QUALIFIED.search(q) or _NAME_INSIDE.search(q))


# "EXP-2041", "R-303?", "order 1043?": an object named and nothing asked of it. With no history to say what is wanted,
# every routing author asks back (29 of 29 such dev cases, v4-v64), whether the id is a number or has a prefix.
_ONLY_AN_ID = re.compile(r"^\W*(?:(?:my|the)\s+)?(?:(?:order|refund|claim|expense(?:\s+claim)?|parcel|package|return)\s+)?#?(?:\d{4,6}|(?:EXP|R|RMA)-\d+)\s*[?!.]*\s*$", re.I)


def names_only_an_object(question: str) -> bool:
    """The message is an object's id (with perhaps its kind) and nothing else."""
    return bool(_ONLY_AN_ID.match(question or ""))


# "the usual, thanks", "the usual one for december", "can you do the usual?" (routing v91, v104, v105, v117, v119 dev: ten
# dev cases ask for "the usual", every one labelled clarify): a habit only the user knows; "the usual 30 days" quotes a rule.
_THE_USUAL = re.compile(r"\bthe\s+usual\b(?!\s+(?:\d|way|suspects?|time\s+(?:frame|limit)|window|process|rules?|policy|procedure|deadline))", re.I)


def asks_for_the_usual(question: str, history: Sequence[dict] | None) -> bool:
    """The message asks for "the usual" and no turn of the session said what that is."""
    return bool(_THE_USUAL.search(question or "")) and not any("usual" in str(turn.get("content", "")).lower() for turn in history or ())
