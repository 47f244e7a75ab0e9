"""The shapes of a question that say what kind of thing it asks for: the user's own object, a rule about objects
in general, whether a change is possible, a general-purpose task, a continuation of the turn before, or nothing at
all (a joke).

Why a module of their own: the router (`router.py`) gates its vote on them, and the route classifier's structural
features (`route_features.py`) and the per-route evidence (`route_evidence.py`) read the very same shapes; one
definition keeps the rules and the classifier's inputs from drifting apart.
"""

from __future__ import annotations

import re

from querylab.offline.follow_ups import listed_ids
from querylab.offline.own_objects import ids_in
from querylab.offline.quoted_evidence import QUOTED
from querylab.offline.route_rules import ACTION_VERB, meaningful_terms

# Privileged routes need evidence in the words themselves: a tool route without an object of the user's
# own (or an id), or an action without an action verb, is downgraded. Similarity alone never escalates.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")  # where a chat message's sentences part (lower case may follow)

OWN_OBJECT = re.compile(
    # (a leave or access request is no object the tools hold: "is it normal that my PTO request hasn't been answered?", v18 dev)
    r"\b(my|mine)\b[^.?!]{0,40}?\b(orders?|refunds?|reimbursements?|reimbs?|claims?|expense (claim|report|request)s?|(?<!pto\s)(?<!leave\s)(?<!off\s)(?<!vacation\s)(?<!holiday\s)(?<!access\s)requests?|purchases?|packages?|deliver(y|ies)|shipments?|parcels?"
    r"|returns?(?!\s+(?:flight|trip|journey|ticket|date|leg)))\b"
    r"|\b(orders?|refunds?|requests?|claims?|reimbursements?)\s*(#|no\.?|number)?\s*[A-Z]*-?\d{3,}\b|\b(EXP|R)-\d+\b"
    r"|\b(do|did) i (have|get|got) (any|an?|open|pending)\b[^.?!]{0,30}\b(orders?|refunds?|reimbursements?|claims?|requests?)\b"
    r"|\b(?:orders?|refunds?|reimbursements?|claims?|requests?|returns?)\b[^.?!]{0,25}\b(?:for|of)\s+me\b"
    r"|\b(?:orders?|refunds?|reimbursements?|claims?|purchases?|returns?)\s+of\s+mine\b"  # "every claim of mine that's not paid" (routing v111, v112 dev)
    r"|\b(?:the|that|this)\s+(?:[\w.,-]+\s+){0,4}?(?:that\s+|which\s+)?i\s+(?:just\s+|recently\s+)?(?:placed|made|submitted|filed|ordered|bought|purchased|received|got|sent|returned|requested)\b"
    # "did the overnight shipping refund come through?": a described object asked about by its state presupposes it is the user's
    # ("has the USD 29.99 refund for my late overnight shipping come through yet", routing v160 dev)
    r"|\b(?:did|has|have|is|was)\s+(?:the|that)\s+(?:[\w.,-]+\s+){1,8}?(?:come\s+(?:through|to)|gone\s+through|go\s+through|arrived?|ship(?:ped)?|deliver(?:ed)?|"
    r"(?:get|got|been)\s+(?:paid|approved|refunded|delivered|shipped|processed|reimbursed)|clear(?:ed)?|land(?:ed)?|show(?:n|ed)?\s+up)\b"
    # "has mine been approved?", "did mine ship yet": "mine" standing for the user's object, asked by its state (v17)
    r"|\b(?:did|has|have|is|was)\s+mine\s+(?:\w+\s+)?(?:come\s+through|gone\s+through|arrived?|ship(?:ped)?|deliver(?:ed)?|"
    r"(?:get|got|been)\s+(?:paid|approved|refunded|delivered|shipped|processed|reimbursed))\b"
    # "the express one with the cam — arrived yet?", "when was my HomeVault delivered?": an object described or called by
    # its product's name, asked by its state (routing v22 dev)
    r"|^\W*the\s+(?:[\w-]+\s+){0,6}?one\b[^.?!]{0,40}?\b(?:arrived|shipped|delivered|dispatched)\s+yet\b"
    r"|\bwhen\s+(?:was|did|will)\s+my\s+(?-i:[A-Z][\w-]+)(?:\s+[\w-]+){0,2}?\s+(?:be\s+)?(?:delivered|shipped|dispatched|arrive|arrived|ship|refunded)\b"
    # "the taxi claim from the Utrecht workshop — approved or not yet?", "HomeVault order from early november, delivered?":
    # an object told apart by what it was for or when, then asked by its state (routing v79, v81, v82, v83 dev)
    r"|\b(?:(?:the|my|that)\s+)?(?:[\w.,-]+\s+){0,4}?(?:orders?|claims?|refunds?|reimb\w*|expenses?|parcels?|packages?|gift\s+cards?|returns?|one)\s+"
    r"(?:from|for|of|with)\s+[^?]{1,40}?[,?—–-]\s*(?:(?:is\s+it|was\s+it|has\s+it\s+been|did\s+it\s+get)\s+)?(?:approved|paid(?:\s+out)?|delivered|shipped|arrived|"
    r"received|processed|refunded|reimbursed|cleared)\b(?:\s+(?:yet|already|or\s+not(?:\s+yet)?|or\s+(?:still\s+)?\w+))?\s*\?"
    # "where's my dock?", "where is my money?": something of the user's that is on its way (an order, a refund)
    r"|\bwhere(?:'s|\s+is|\s+are)\s+my\s+(?!manager|boss|team|colleague|supervisor|approver|desk|office|seat)\w+"
    # a curt look-up ("refund status plz", "order tracking?"): the tools list the user's own
    r"|^\W*(?:my\s+)?(?:refund|order|claim|reimbursement|expense\s+claim|parcel|package|delivery|return)s?\s+(?:status|tracking)\b(?![^?]*\b(?:mean|means)\b)",
    re.I,
)
OBJECT_ID = re.compile(r"\b\d{3,}\b|\b(EXP|R)-\d+\b", re.I)
PROCEDURAL = re.compile(r"^\W*(how (do|can|should|would|long|soon) (i|we|you)|how does|what (is|are) the (steps|process|rules?)|what do i need)\b", re.I)
# Questions about the rules that mention the user's own object without naming one ("who approves my claim
# while my manager is out?", "is there a fee if I cancel my order after 1 hour?"): policy, not a look-up.
POLICY_FORM = re.compile(
    r"\bwhat\s+happens\s+(?:to|with)\b[^?]{0,40}\b(?:if|when|once)\b|\bwhat\s+happens\s+(?:if|when)\b|\bwhat\s+if\b"
    r"|\bis\s+there\s+(?:a|an|any)\s+(?:fee|charge|limit|deadline|penalty|rule|policy|cap|cost|minimum|maximum)\b"
    r"|\bwho\s+(?:approves|signs\s+off|can\s+approve|needs\s+to\s+approve|has\s+to\s+approve|should\s+approve|do\s+i\s+ask)\b"
    r"|\b(?:am\s+i|are\s+we)\s+allowed\b|\bis\s+it\s+allowed\b|\bin\s+general\b"
    r"|^\W*how\s+(?:soon|quickly|far\s+in\s+advance)\b|\b(?:must|should)\s+(?:i|we)\b|\bdo\s+(?:i|we)\s+have\s+to\b|\bam\s+i\s+(?:required|supposed)\b"
    # a hypothetical condition ("if my order is lost, ...", "... once it's shipped?"): the rule for a case, not a look-up
    r"|^\W*(?:if|in\s+case|suppose|supposing|say)\b|\b(?:once|after|if|when|in\s+case)\s+(?:it|they|the\s+\w+|my\s+\w+)(?:'s|\s+(?:is|are|has|have|was|were|gets?|got))\b",
    re.I,
)
# "can I still cancel ...?", "is it possible to withdraw ...?": a question whether a change can be made.
ASKS_IF_POSSIBLE = re.compile(r"^\W*(?:(?:and|so|ok|okay)\W+)?(?:can|could|may)\s+(?:i|we)\s+(?:still\s+)?\w+|\bis\s+it\s+(?:still\s+)?possible\s+to\b"
                               r"|\b(?:am|are)\s+(?:i|we)\s+(?:still\s+)?(?:able|allowed)\s+to\b"
                               # "tell me whether order 1043 can still be cancelled": the same question about the object
                               r"|\b(?:whether|if)\s+(?:\S+\s+){0,4}?(?:can|could|may)\s+(?:still\s+)?be\s+\w+ed\b", re.I)
# A thing called by its proper name after "the" ("the Globex Key", "the Acme Dock"): a particular item, not a kind.
NAMED_THING = re.compile(r"\bthe\s+(?-i:[A-Z][a-zA-Z]+(?:\s+[A-Z][a-zA-Z]+)*)\b", re.I)
# General-purpose tasks (translation, arithmetic) are never about the company's documents.
GENERAL_TASK = re.compile(r"^\W*(translate\b|how do you say\b|how\s+(?:do|would)\s+(?:you|u|i)\s+spell\b|what(?:'s| is) the (?!(?:official|right|correct|proper|technical|real|actual|internal|exact|usual|company)\b)\w+ word for\b|(what(?:'s| is)|calculate|compute)\s+[\d.,]+\s*(%|percent|\*|x|times|plus|minus|divided|of|(?:[a-z]+\s+){1,2}?(?:times|plus|minus|divided))\s*"
                           r"|(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:write|compose|draft)\s+(?:me\s+|us\s+)?(?:a|an|some)\s+(?:(?!fake|phishing|fraudulent|spoof|forged|bogus)[\w-]+\s+){0,3}?(?:poem|haiku|song|story|limerick|sonnet|essay|rap|lyrics|riddle|"
                           r"email|letter|toast|speech|tweet|post|cover\s+letter|message|note|reply|memo|function|script|program|regex|macro|formula|sql\s+query)s?\b"
                           # wording help: "how should I word a message telling him no?", "help me phrase it politely" (every author: out of domain)
                           r"|(?:can\s+you\s+|could\s+you\s+|please\s+)?help\s+me\s+(?:write|word|phrase|draft|compose|reword|rephrase)\b"
                           r"|how\s+(?:should|do|would|can|could)\s+i\s+(?:word|phrase|reword|rephrase)\b"
                           r"|(?:can\s+you\s+|could\s+you\s+|please\s+)?(?:rephrase|reword|paraphrase|proofread)\s+(?:this|my|the|a|an)\s+(?:[\w-]+\s+)?(?:e-?mail|message|note|text|letter|paragraph|sentence|reply|draft|mail)\b"
                           # "how many working days until christmas" (routing v155 dev): a calendar count, not a company rule
                           r"|how\s+many\s+(?:working\s+|business\s+|work\s+)?days\s+(?:are\s+(?:there\s+|left\s+)?)?(?:until|till|til|to|before)\s+(?:christmas|xmas|new\s+year'?s?|easter|thanksgiving|halloween)\b"
                           # "remind me to buy milk", "set a timer for 10 minutes" (routing v39, v124 dev): a phone assistant's chores
                           r"|(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:remind\s+me\s+to|set\s+(?:a|an|me\s+a)\s+(?:reminder|alarm|timer))\b)"
                           # "excel formula for the number of workdays between two dates" (v18 dev): code or a formula asked for
                           r"|\b(?:excel|spreadsheet|google\s+sheets?|sql|regex|python|javascript|bash|vba)\s+(?:formula|query|snippet|one-?liner|macro|function)s?\s+(?:for|to|that)\b", re.I)
# ("what's the official word for the number a customer needs to send stuff back?" asks the glossary, routing v112 dev)
CONTINUATION = re.compile(r"^\W*(?:and|or|also|plus|what\s+about|how\s+about|same\s+(?:for|with|question\s+for)|then)\b", re.I)
# DESIGN's sub-intent example, "how long does a refund take, and check mine": one part asks about the user's own
# object by "mine", which stands for the kind of object another part names. That part is a look-up of it.
_MINE_LOOKUP = re.compile(r"\b(?:where(?:'s|\s+is|\s+are)|check|track|what\s+about|how\s+about|status\s+(?:of|on))\s+mine\b", re.I)
MINE = re.compile(r"\bmine\b", re.I)
MINE_STANDS_FOR = re.compile(r"\b(?:orders?|refunds?|reimbursements?|claims?|parcels?|packages?|deliver(?:y|ies)|shipments?)\b", re.I)


def mine_for_named_object(text: str, part: str | None = None) -> bool:
    """`part` (default: the whole text) asks where or how "mine" is, and the rest of `text` names the kind of object."""
    part = text if part is None else part
    found = _MINE_LOOKUP.search(part)
    if not found:
        return False
    rest = text.replace(part, " ") if part != text else text[: found.start()]
    return bool(MINE_STANDS_FOR.search(rest))


# Something of the user's to handle, not named ("can you escalate mine?", "whats the status of my PR", "something of mine is
# overdue … can you sort it out?", "the one that's stuck"): a look-up or a change of an object the words do not pick
# out. Routing v5, v10 and v12 ask back which one; answering from the policies would answer a question nobody asked.
HANDLE_UNNAMED = re.compile(
    r"\b(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:escalate|sort|fix|chase|handle|deal\s+with)\s+(?:mine|it|this|that|my)\b"
    r"|\bsort\s+(?:it|this|that)\s+out\b|\bsomething\s+of\s+mine\b"
    r"|^\W*(?:what'?s|whats|what\s+is)\s+the\s+status\s+of\s+my\s+\w+\W*$"
    r"|\bthe\s+one\s+(?:that|which)(?:'s|\s+is|\s+was)\s+(?:stuck|late|missing|overdue|delayed|pending|open)\b",
    re.I,
)

# "you're quicker than the ITSD lol", "why did the expense report go to therapy? too many unresolved issues 😂": a joke
# or a remark with a laugh, and no question left at its end (routing v5, v10, v11 labelled it small talk).
_LAUGH = re.compile(r"\b(?:lol|lmao|rofl|haha\w*|hehe\w*|jk)\b|^\W*(?:ha|heh)\b(?=\W)|[😂🤣😅😆😄😁😜]|(?<!\w):-?D\b|\bxD\b", re.I)
_GOES_ON = re.compile(r"^\W*(?:and|or|also|plus)\b", re.I)  # "per diem for Tokyo? and any good sushi place near the hotel lol"
_ASKS = re.compile(r"^\W*(?:whats|hows|wheres|whos|what|how|when|where|who|which|why|can|could|is|are|do|does|did|will|would|should|may|pls|please)\b", re.I)  # "whats …" (v17)


# "ugh, Q4 close again. somebody wake me up in february 😩", "last day before my vacation!! can't wait": a mood said out
# loud, with no problem in it ("ugh, the VPN keeps dropping" asks for help) (v19 dev).
_MOOD = re.compile(r"\b(?:ugh+|yay+|phew|sigh|woo+(?:hoo+)?|can'?t\s+wait|wake\s+me\s+up|brb|afk|gtg|ttyl|be\s+right\s+back"
                   r"|(?:one|a|1)\s+(?:minute|min|sec|second|moment)(?=\s*[.!]*\s*$)"
                   # "one sec, my director's calling" (routing v129, v130 dev): a pause that opens the message
                   r"|^\W*(?:just\s+)?(?:one|a|1)\s+(?:sec|second|min|minute|moment)(?=\s*[,—–-])"
                   # "ugh, another 'per my last email' … what a day", "counting down the days to my holiday" (routing v127, v128 dev)
                   r"|what\s+a\s+(?:day|week|morning|monday|mess)|counting\s+down\s+(?:the\s+)?(?:days|hours|minutes))\b|[😩😫😭🎉🥳😴🙄]", re.I)
# "unbelievable. this company. I swear I'm going to frame that claim" (routing v102 dev): exasperation, read so only when
# nothing in the message asks ("why do I pay a fee?? unbelievable" still asks)
_FOR_A_FRIEND = re.compile(r"\(?\basking\s+for\s+a\s+friend\b\)?", re.I)
_EXASPERATED = re.compile(r"\b(?:unbelievable|i\s+swear)\b", re.I)
_PERIOD_CLOSE = re.compile(r"\b(?:q[1-4]|month|year|quarter|period|fy)(?:[\s-]+end)?[\s-]+close\b", re.I)  # "Q4 close" is no change
# "ugh. 12 days late. lesson learned I guess", "the airline lost my bag AGAIN. just venting, no question": the user says
# there is nothing to do, whatever problem the words name (routing v60, v63 dev).
_NOTHING_ASKED = re.compile(r"\b(?:just\s+venting|(?:just\s+)?needed\s+to\s+vent|no\s+question(?:\s+(?:here|really))?|not\s+(?:really\s+)?a\s+question|lesson\s+learned|oh\s+well|rant\s+over"
                            # "meh. still annoyed about that restocking fee but whatever", "nothing yet, just waiting for my manager" (v115, v116 dev), "… just testing if this works" (v144)
                            r"|(?:but\s+|[.,;]\s*)whatever(?=\W*$)|nothing\s+yet\W+just\s+(?:waiting|thinking|looking|browsing|testing|checking|trying))\b", re.I)
# "London on EUR 240, that'll be a broom cupboard": an amount is no object's id (routing v61 dev).
_AMOUNT = re.compile(r"(?:\b(?:eur|usd|gbp|chf)|[$€£])\s?\d[\d,.]*|\b\d[\d,.]*\s?(?:eur|usd|gbp|chf|euros?|dollars?|[$€£])(?!\w)", re.I)
# "USD 2,500", "EUR 129?", "12.90?": an amount and nothing else. With no history every routing author asks back (16 of 16
# such dev cases, v3-v149), though an amount's neighbours among the examples are currency questions (out of domain).
_ONLY_A_FIGURE = re.compile(r"^\W*(?:" + _AMOUNT.pattern + r"|\d[\d,.]*\s?(?:k|bucks)?)\s*[?!.]*\s*$", re.I)


def names_only_a_figure(question: str) -> bool:
    """The message is an amount or a number and nothing else."""
    return bool(_ONLY_A_FIGURE.match(question or ""))


_PROBLEM = re.compile(r"\b(?:keeps?|won'?t|doesn'?t|isn'?t|can'?t(?!\s+wait)|not\s+working|broken|error|stuck|missing|lost|late|locked|help)\b", re.I)


_ASKED_TERMS = 3  # a question with this many content words asks something, whatever mood follows it …
_RIDDLE = re.compile(r"^\W*(?:why\s+(?:did|do|does|are|is|was|were)|what\s+do\s+you\s+call|how\s+many\s+\w+\s+does\s+it\s+take)\b", re.I)  # … but a riddle's
_KNOCK_KNOCK = re.compile(r"\W*knock[,.!\s]+knock\W*", re.I)  # a joke's opener and nothing else (routing v141 dev)


def jokes(question: str) -> bool:
    """The message laughs or says a mood and ends on a remark, not on a question, a request or a problem."""
    text = question or ""
    if _KNOCK_KNOCK.fullmatch(text):
        return True
    text = _FOR_A_FRIEND.sub(" ", text)  # "can a manager approve his wife's claim? asking for a friend 😅" (routing v108 dev) asks
    text = QUOTED.sub(" ", text)  # "lol that's the fourth 'where's my package' today" (routing v176 dev): what others asked, quoted
    laughs = _LAUGH.search(text)
    resigned = _NOTHING_ASKED.search(text)
    exasperated = bool(_EXASPERATED.search(text)) and "?" not in text
    if not laughs and not resigned and not exasperated and not (_MOOD.search(text) and not _PROBLEM.search(text)):
        return False
    # an id (four digits or more, EXP-/R-) asks after an object; "ha, 300 doesn't even buy a decent chair" (routing v169 dev) quotes a sum
    if ACTION_VERB.search(_PERIOD_CLOSE.sub(" ", text)) or ids_in(_AMOUNT.sub(" ", text)) or (OWN_OBJECT.search(text) and not resigned):
        return False
    said = [_MOOD.sub(" ", _LAUGH.sub(" ", sentence)).strip() for sentence in _SENTENCE_END.split(text.strip())]
    if not any(said):  # only the mood itself ("... can't wait"); a lone "lol" is left to the vote
        return not laughs
    if any(sentence.endswith("?") and len(meaningful_terms(sentence)) >= _ASKED_TERMS and not _RIDDLE.match(sentence) for sentence in said[:-1]):
        return False  # "what's the hotel cap in Paris? first customer trip next month 😅" (routing v145 dev) asks first
    last = said[-1] or next(sentence for sentence in reversed(said) if sentence)  # "… a broom cupboard then. 😂"
    return not last.endswith("?") and not _ASKS.search(last) and not _GOES_ON.search(last)


# "Just a thank-you note: the refund for my HomeVault came through, all sorted. Have a good one!": thanks for a matter
# that is closed, with nothing asked or requested (routing v62 dev).
_THANKS = re.compile(r"\b(?:thanks?|thank[\s-]+you|thx|cheers|much\s+appreciated|appreciate\s+it)\b", re.I)
_CLOSED = re.compile(r"\b(?:came\s+through|(?:all\s+)?sorted(?:\s+now)?|(?:has\s+|have\s+)?arrived|worked|works\s+(?:now|again)|all\s+good|resolved|fixed(?:\s+now)?|"
                     r"went\s+through|(?:have|enjoy)\s+a\s+(?:good|great|nice)\s+(?:one|day|evening|weekend)|bye"
                     # "great, thanks, you saved me a call to the courier", "thanks, that explanation helped a lot" (routing v122,
                     # v123 dev): the answer praised, the matter closed
                     r"|(?:you\s+)?saved\s+me|helped\s+(?:a\s+lot|a\s+ton|so\s+much|loads)|(?:that|this|it)\s+(?:helps|helped|explains\s+it|makes\s+sense|clears\s+it\s+up)"
                     # "ok good, that matches what I saw. thanks 👍" (routing v167 dev): the answer agrees with what the user knew
                     r"|(?:that|this|it)\s+(?:matches|checks\s+out|lines\s+up|(?:is|'s)\s+what\s+i\s+(?:thought|saw|expected))|good\s+to\s+know)\b", re.I)
_STILL_OPEN = re.compile(r"\b(?:but|however|though|still|damaged|wrong|broken)\b", re.I)
_REQUEST_OPENS = re.compile(r"^\W*(?:please|pls|plz|can|could|would|will|i\s+(?:need|want|would\s+like)|also|and|but)\b", re.I)


def thanks_and_closes(question: str) -> bool:
    """The message thanks for a matter it says is closed ("came through", "all sorted", "have a good one") and asks
    and requests nothing: no question mark, no change, no sentence that opens on a question or a request."""
    text = question or ""
    if not (_THANKS.search(text) and _CLOSED.search(text)) or "?" in text or ACTION_VERB.search(text) or _PROBLEM.search(text) or _STILL_OPEN.search(text):
        return False
    return not any(_ASKS.search(s) or _REQUEST_OPENS.search(s) for s in re.split(r"(?<=[.!:;])\s+|\n+", text.strip()))


# "Good morning from a very rainy Columbus ☔ … coffee machine broken. Just saying hi before I dive in." (routing v102 dev): the
# message says itself that it only greets; what it tells on the way is no request
_ONLY_GREETS = re.compile(r"\bjust\s+(?:saying|wanted\s+to\s+say|want\s+to\s+say|stopping\s+by\s+to\s+say|popping\s+in\s+to\s+say)\s+"
                          r"(?:hi|hello|hey|hiya|good\s+morning|thanks|thank\s+you)\b", re.I)


# "perfect, that's what I told him" after a policy answer (routing v104 dev): the answer acknowledged, nothing asked
# "perfect, that's exactly what the customer care email said 👍" (routing v169 dev): the answer agrees with a source the user had
_ACKNOWLEDGES = re.compile(r"^\W*(?:(?:perfect|great|ok(?:ay)?|good|cool|right|thanks|yes|yep|exactly|got\s+it)\W+)*that(?:'s|\s+is|s)\s+(?:exactly\s+|just\s+)?what\s+"
                           r"(?:i\s+(?:thought|figured|expected|said|told\s+(?:him|her|them|the\s+\w+))|(?:the|my|our)\s+(?:[\w-]+\s+){0,3}?(?:said|says|told\s+me|wrote))"
                           r"[\s.!]*(?:[\U0001F44D\U0001F64F\U0001F642\U0001F60A]\W*)?$"
                           # "got it, cheers" (routing v145 dev): the answer taken, nothing more
                           r"|^\W*(?:(?:ok(?:ay)?|great|perfect|cool|right|alright|all\s+right)\W+)*(?:got\s+it|understood|noted|makes\s+sense|fair\s+enough)"
                           r"(?:\W+(?:thanks|thank\s+you|thx|ty|cheers))?\W*$", re.I)


# "do you ever get tired of people asking you about hotel caps?", "are you the same bot as the one on the website?", "are you
# the one who approves things now? 😄" (routing v114, v115, v116 dev), "do you ever get a summer vacation?" (v166 dev): small talk
# about the assistant itself
_ABOUT_THE_ASSISTANT = re.compile(r"^\W*(?:(?:so|hey|hi|btw|honestly|quick\s+question|just\s+curious)\W+)*(?:do\s+you\s+ever\s+get\s+(?:tired|bored|annoyed|fed\s+up|an?\s+(?:holiday|day\s+off|break|vacation)|an?\s+\w+\s+(?:holiday|break|vacation)(?=\W*$)|time\s+off)"
                                  r"|are\s+you\s+(?:a\s+(?:bot|robot|human|real\s+person|person)|human|real|the\s+same\s+(?:bot|assistant|one)|the\s+one\s+who)"
                                  r"|do\s+you\s+(?:sleep|dream|have\s+feelings|like\s+your\s+job|enjoy\s+this)"
                                  # "what are you actually for? like can you do my taxes?" (routing v171 dev)
                                  r"|what\s+are\s+you\s+(?:actually\s+|really\s+|even\s+)?(?:for|good\s+for|able\s+to\s+do)(?=\W)"
                                  # "Do you also understand Schwiizerdütsch or only Hochdeutsch?" (routing v113 dev)
                                  r"|(?:do|can)\s+you\s+(?:also\s+)?(?:understand|speak|read)\s+(?:dutch|german|french|spanish|english|italian|"
                                  r"schwiizerd\w+|hochdeutsch|swiss\s+german|flemish|catalan|portuguese|polish))\b", re.I)


# "gm", "gn 😴" (routing v109 dev): a greeting typed as its initials
_GREETING_INITIALS = re.compile(r"^\W*(?:gm|gn|gmorning)\W*$", re.I)


def only_greets(question: str) -> bool:
    """The message says it is only a greeting or a thank-you ("just saying hi") and asks, requests and names nothing,
    only acknowledges an answer ("that's what I told him"), is a greeting's initials ("gm"), or asks the assistant about
    itself ("do you ever get tired of …?")."""
    text = question or ""
    if _ACKNOWLEDGES.search(text) or _GREETING_INITIALS.search(text):
        return True
    if _ABOUT_THE_ASSISTANT.search(text) and not ACTION_VERB.search(text) and not listed_ids(text):
        return True
    return bool(_ONLY_GREETS.search(text)) and "?" not in text and not ACTION_VERB.search(text) and not listed_ids(text)  # an order, refund or claim id; "412 unread emails" is none


# "that's not what I asked. never mind", "nvm, forget it": the user drops the matter and asks nothing else (routing
# v15 labelled it small talk); "nvm, cancel it" or "never mind that, what's the hotel cap?" still ask something.
_DROPS = re.compile(r"\b(?:never\s*mind|nvm|forget\s+(?:about\s+)?(?:it|that|what\s+i\s+(?:said|asked|wrote|just\s+said))|(?:it\s+)?doesn'?t\s+matter|no\s+worries|not\s+important|skip\s+it|drop\s+it"
                    # "wait no, leave it, I want them after all" while a cancellation waits (routing v21 dev)
                    r"|leave\s+(?:it|them)(?:\s+as\s+(?:it|they)\s+(?:is|are))?(?=\s*(?:[,.!]|$|\s+(?:then|be|as\s+(?:it\s+)?is)\b))|(?:i\s+)?(?:want|keep|need)\s+(?:it|them)\s+after\s+all"
                    # "wait no, keep it. never mind" while a cancellation waits (routing v69 dev)
                    r"|keep\s+(?:it|them)(?=\s*(?:[,.!]|$)))\b", re.I)
_COMPLAINT = re.compile(r"\bthat(?:'s|\s+is|s|\s+was)\s+not\s+what\s+i\s+(?:asked|meant|wanted)(?:\s+for)?\b|\b(?:you|u)\s+(?:misunderstood|didn'?t\s+(?:get|understand)\s+(?:it|me))\b"
                        r"|\bwrong\s+answer\b"
                        # "no no, wrong order, forget it. my bad" while a cancellation waits (routing v134 dev): an own slip owned up to
                        r"|\bwrong\s+(?:order|one|claim|refund|number|id)\b|\bmy\s+(?:bad|mistake)\b|\boops\b", re.I)
_FILLER = frozenset("ok okay oh ah hmm well then thanks thank you anyway fine actually i guess it that sorry all good just so right "
                    "alright me mind wait no nah".split())


# "nvm found it in the faq", "figured it out myself": the user found the answer elsewhere (v18 dev)
_FOUND_IT = re.compile(r"\b(?:found|figured|sorted|worked)\s+it(?:\s+out)?(?:\s+(?:myself|already|on\s+my\s+own|(?:in|on)\s+(?:the\s+)?[\w-]+))?\b", re.I)


# "wait no — leave it, I still need that drive", "leave it, I reread the policy and I still want the drive" while a
# cancellation waits (routing v73, v77 dev): the opening drops the change and the rest only says why the object stays.
_DROP_OPENS = re.compile(r"^\W*(?:(?:wait|hold\s+on|hang\s+on|no|nah|actually|oh|ok(?:ay)?)\W+){0,3}(?:leave\s+it|keep\s+it|don'?t\s+(?:cancel|do)\s+it)\b", re.I)
# "wait no — leave it, my director just approved it" (routing v82 dev): a "wait" before it makes it a retraction, whatever reason follows
_WAIT_LEAVE_IT = re.compile(r"^\W*(?:(?:no|nah|oh)\W+)?(?:wait|hold\s+on|hang\s+on)\W+(?:(?:no|nah|actually)\W+)?(?:leave|keep)\s+it\s*[,;:.!—–-]", re.I)
ASKS_INSTEAD = re.compile(r"(?:[,.;:!—–-]|\band)\s*(?:(?:please|pls|just|then)\s+)?(?:cancel|withdraw|return|refund|change|check|show|tell|start|submit|"
                          r"ship|send|look\s+up|track|update|swap|exchange)\b", re.I)
_STILL_WANTS = re.compile(r"\bi\s+(?:still|do)\s+(?:want|need)\s+(?:it|them|(?:the|that|this|my)\s+[\w-]+)(?:\s+after\s+all)?\W*$", re.I)


def drops_the_matter(question: str) -> bool:
    """The message only drops what was being discussed (and perhaps says the answer missed, or that it was found
    elsewhere), asking nothing new."""
    text = question or ""
    if (_STILL_WANTS.search(text) or _WAIT_LEAVE_IT.search(text)) and _DROP_OPENS.search(text) and "?" not in text and not ASKS_INSTEAD.search(text):
        return True
    if not (_DROPS.search(text) or _FOUND_IT.search(text)):
        return False
    rest = _FOUND_IT.sub(" ", _COMPLAINT.sub(" ", _DROPS.sub(" ", text)))
    return all(word in _FILLER for word in re.findall(r"[a-z']+", rest.lower()))


# "hi im new. help?", "hello! can you help me?": a plea for help that says nothing of what with (v18 dev). A short
# opener may stand before it (a greeting, who the user is); a question or a topic there says what it is about.
_BARE_HELP = re.compile(r"^\W*(?:(?:can|could|would)\s+(?:you|u)\s+help(?:\s+me)?(?:\s+(?:out|pls|please|plz))?|help(?:\s+(?:me|pls|please|plz))?|"
                        r"(?:i\s+)?need\s+(?:some\s+)?help|any\s+help)\W*$", re.I)
_PLEA_OPENER = re.compile(r"^\W*(?:hi|hello|hey|hiya|good\s+(?:morning|afternoon|evening))?[\s,!.]*(?:(?:i'?m|i\s+am|im)\s+(?:new|new\s+here|a\s+new\s+\w+|\w+))?\W*$", re.I)


def pleads_for_help(question: str) -> bool:
    """The message asks for help and nothing else: no topic, no object, so there is nothing to route it by."""
    sentences = [p for p in _SENTENCE_END.split((question or "").strip()) if p.strip()]
    return bool(sentences) and bool(_BARE_HELP.match(sentences[-1])) and all(_PLEA_OPENER.match(p) for p in sentences[:-1])


# "what's in the finance-only quarter-end checklist?", "what does the travel policy say about trains?": a document's
# content asked for. Who may read it is the retriever's audience filter to enforce, so refusal examples near its words
# do not refuse it (probe4-010 after the v17 / v18 dev case rows).
ASKS_DOCUMENT = re.compile(r"^\W*what(?:'s|\s+is|s)\s+(?:in|on)\s+the\b|\bwhat\s+does\s+the\s+[\w\s-]{1,40}?\s+(?:say|cover|contain|list)\b", re.I)



# "policy says store credit within 1 business day. did R-301 go out as store credit?", "Shipping policy: 'no update for
# 7 days' we can claim. When did 2042 last move?": the documents quoted as the reason, then the question itself (v73 dev,
# whose theme is the documents quoted back). The quotation draws the policy examples; the question after it is the ask.
_CITES_DOCUMENTS = re.compile(r"^\W*(?:(?:the|our|your|acme'?s?|globex'?s?)\s+)?(?:[\w-]+\s+){0,2}(?:policy|policies|handbook|faq|rules?|"
                              r"guidelines?|terms)(?:\s+v?\d[\d.]*)?\s*(?:says?|said|states?|reads|allows?|:)", re.I)


def asked_after_citation(question: str) -> str | None:
    """The sentences after a citation of the documents when they name an object and ask something of it, else None."""
    sentences = [s.strip() for s in _SENTENCE_END.split((question or "").strip()) if s.strip()]
    if len(sentences) < 2 or not _CITES_DOCUMENTS.match(sentences[0]):
        return None
    rest = " ".join(sentences[1:])
    return rest if "?" in rest and OBJECT_ID.search(rest) and not any(_CITES_DOCUMENTS.match(s) for s in sentences[1:]) else None
