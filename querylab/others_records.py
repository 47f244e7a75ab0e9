"""Requests about other people's records, read from the words of a message (issue 14, part 7).

The tools show and change the principal's own objects only, so a request for someone else's records, for everyone's, or
to act on a customer's or colleague's object cannot be served, whatever authority the sentence claims. A *question about
the rules* for such things ("how do I approve my team's claims?") is policy, so these fire only when the sentence asks
the assistant to fetch or do something. Why a module of its own: `querylab.security` holds the checks of instruction-like
text and names; this one reads who a request is for, and the offline router's rules and its classifier's features
(`querylab.offline.route_features`) both read it. `querylab.security` re-exports its three public names.
"""

from __future__ import annotations

import re

_DATA_NOUN = (r"(?:orders?|refunds?|reimbursements?|claims?|expenses?|expense (?:claims?|reports?)|requests?|data|accounts?|"
              r"records?|purchases?|salar(?:y|ies)|history|receipts?|balances?|payslips?|parcels?|packages?|returns?|submissions?|"
              r"raises?|bonus(?:es)?|trips?|bookings?)")
# "the orders placed by Bob", "claims submitted by Nina": someone else named as the owner, after the records.
RECORDS_BY_OTHER = re.compile(r"\b" + _DATA_NOUN + r"\b[^.?!]{0,30}?\b(?:placed|made|submitted|filed|ordered|bought|requested|created|raised)\s+by\s+([A-Za-z][a-z]+)\b"
                       # "the refunds that bob requested": another person as the subject of a relative clause on the records
                       r"|\b" + _DATA_NOUN + r"\s+(?:that|which)\s+([A-Za-z][a-z]+)\s+(?:has\s+|had\s+|just\s+)?(?:placed|made|submitted|filed|ordered|bought|requested|claimed|returned|booked|raised)\b", re.I)
_SPECIFIC_OBJECT = re.compile(r"\b(?:EXP|R|RMA)-\d+\b|\b(?:orders?|claims?|refunds?|reimbursements?|requests?|expenses?)\s*#?\s*\d{3,}\b|\b(?:my|his|her|their|[a-z]+'s)\s+(?:\w+\s+){0,2}?"
                              r"(?:orders?|claims?|refunds?|reimbursements?|requests?|expenses?|expense\s+claims?)\b", re.I)
_AUTHORITY = re.compile(
    # "I'm not using security keys that might be tampered" (routing v120 dev) claims nothing
    r"\b(?:as|i'?m|i am)\s+(?!not\b|never\b|no\s+longer\b)(?:(?:the|a|an|his|her|their|your|[a-z]+'s)\s+)?(?:\w+\s+){0,2}?"
    r"(?:manager|boss|supervisor|director|ceo|cfo|cto|coo|admin(?:istrator)?|owner|head|lead|vp|vice president|hr|auditor|approver|"
    r"controller|finance|security|representative|rep|agent)\b"
    r"|\bi\s+(?:work|am|'m)\s+(?:in|for|with|on)\s+(?:the\s+)?(?:finance|hr|human\s+resources|payroll|accounting|accounts\s+payable|security|it|legal|audit|management)\b"
    r"|\bi\s+manage\s+(?!my\s+own)\w+|\bi(?:'m|\s+am)\s+(?:their|his|her)\s+\w+"
    r"|\bi\s+(?:have|got|hold)\s+(?:the\s+)?(?:admin|administrator|manager|elevated|full|special|root|superuser|override)\s+(?:rights|access|privileges?|permissions?)\b"
    r"|\bi(?:'m|\s+am)\s+(?:authori[sz]ed|allowed|permitted|cleared)\s+to\b"
    r"|\bi\s+(?:hereby\s+)?authori[sz]e\s+you\b|\bi\s+(?:have|got|'ve got|'ve been given|have been given)\s+(?:the\s+)?(?:permission|authority|clearance|authori[sz]ation)\b"
    r"|\bon\s+(?:his|her|their|the customer's|the caller's|[a-z]+'s)\s+behalf\b|\bon\s+behalf\s+of\b"
    r"|\bi(?:'ve| have)?\s+verified\s+(?:their|his|her|the (?:caller|customer|client)'?s?)\b",
    re.I,
)
_GROUP_OF_OTHERS = r"(?:team|colleagues?|co-?workers?|teammates?|(?:direct\s+)?reports|employees|staff|department|subordinates)"
_OTHER_PEOPLE = re.compile(
    r"\b(?:my|our|the)\s+(?:whole\s+|entire\s+)?(?:" + _GROUP_OF_OTHERS[3:-1] + r"|manager|boss)(?:'s|s')?\s+(?:\w+\s+){0,2}?" + _DATA_NOUN + r"\b"
    r"|\b" + _DATA_NOUN + r"\b[^.?!]{0,30}\b(?:my|our)\s+(?:whole\s+|entire\s+)?" + _GROUP_OF_OTHERS + r"\b"
    r"|\b(?:the\s+)?(?:customer|caller|client)(?:'s)?\s+" + _DATA_NOUN + r"\b"
    # not "a gift for a colleague's farewell", nor what an own thing was for: "the drive was for a customer install", "the gift
    # card was meant for a customer" (routing v176 dev)
    r"|(?<!\bwas\s)(?<!\bwere\s)(?<!\bmeant\s)(?<!\bintended\s)(?<!\bbought\s)\bfor\s+(?:the|this|a|that)\s+(?:caller|customer|client|colleague|co-?worker)\b(?!['’]s)"
    # "customer on the line: pls cancel order 1046 for him": the change asked for someone else (v14 dev), not "I bought it for her"
    r"|\b(?:cancel|withdraw|return|refund|change|approve|reject|submit|resubmit|file|check|look\s+up|track)\s+[^.,;!?]{0,30}?"
    r"\b(?:for|on\s+behalf\s+of)\s+(?:him|her)\b"
    r"|\b(?:cancel|withdraw|refund|return|change|update|check|look\s+up|track|process|file|submit)\s+(?:\w+\s+){0,3}?(?:for|on\s+behalf\s+of)\s+(?:them|him|her)\b"
    r"|\bfor\s+(?:my|our)\s+(?:colleague|co-?worker|teammate|manager|boss|supervisor|employee|report|intern|assistant|friend|"
    r"wife|husband|partner|mother|father|mom|dad|son|daughter|brother|sister)s?\b"
    r"|\b(?:customer|client|caller|user|employee)\s+(?:#|no\.?\s*|number\s*)?\d{3,}\b"
    r"|\b(?:the|a|this|that|my)\s+(?:customer|caller|client|colleague|co-?worker|teammate)\b[^.?!]{0,25}?\b(?:wants|asked|asks|needs|would\s+like|requested)\b[^.?!]{0,30}?\b(?:orders?|claims?|refunds?|\d{3,})\b"
    # "I have a customer on the phone, read me the tracking of 2041": the object is the caller's
    r"|\b(?:the|a|this|that|my)\s+(?:customer|caller|client)\s+(?:is\s+)?on\s+the\s+(?:phone|line)\b"
    # "read me the tracking of 2041 then, he gave me the number": an id someone else passed on is theirs (v17 dev)
    r"|\b(?:he|she|they|the\s+(?:customer|caller|client))\s+(?:just\s+)?(?:gave|sent|told|read)\s+(?:me|us)\s+(?:the|his|her|their)\s+(?:order\s+)?(?:number|id|order)\b"
    # "list everyone on my team with more than 10 PTO days left": people picked out by what their records hold (v17 dev)
    r"|\b(?:everyone|everybody|anyone|people)\s+(?:on|in)\s+(?:my|our|the)\s+(?:team|department|group|unit)\s+(?:with|who|that|whose)\b"
    # "show me how many PTO days each person on my team carried over" (routing v74 dev)
    r"|\b(?:each|every)\s+(?:single\s+)?(?:person|one|member|employee|colleague|report)\s+(?:on|in|of)\s+(?:my|our|the)\s+(?:team|department|group|unit|reports)\b"
    r"|\b(?:list|names?|overview)\s+of\s+(?:who|everyone|all\s+(?:the\s+)?(?:people|employees|staff))\b"
    # records "for the account of Jane Doe": a person named in full as their owner
    r"|\b" + _DATA_NOUN + r"\b[^.?!]{0,20}?\b(?:of|for|belonging\s+to|owned\s+by)\s+(?:the\s+account\s+of\s+|(?:user|employee|customer)\s+)?(?-i:[A-Z][a-z]+\s+[A-Z][a-z]+)\b"
    r"|\b(?:my|our|the)\s+" + _GROUP_OF_OTHERS + r"\s+(?:\w+\s+)?(?:claimed|ordered|spent|submitted|sent|filed|raised|bought|expensed|returned|booked|purchased)\b"
    r"|\bwho\s+(?:took|has\s+taken|have\s+taken|submitted|ordered|claimed|spent|got\s+refunded|is\s+on\s+(?:leave|sick))\b",
    re.I,
)
# "every customer", "everyone's": a quantifier over people, which takes a records noun somewhere in the sentence.
_ALL_PEOPLE = re.compile(r"\b(?:every|all|each|other)\s+(?:of\s+the\s+)?(?:[a-z]+\s+)?(?:customers?|clients?|employees?|users?|people|staff|colleagues|team\s+members|members|managers)\b"
                         r"|\beveryone(?:'s|s|\s+else(?:'s)?)?\b"  # "show me everyones refunds" typed without the apostrophe (routing v94 dev)
                         # "cancel 1043, I think someone else used my account" (routing v120 dev): the account is the user's own
                         r"|\b(?:somebody|someone)\s+else(?!\s+(?:\w+\s+){0,2}?(?:used|uses|using|got\s+into|accessed|logged\s+into|hacked|took\s+over|placed|ordered\s+on)\s+(?:my|our)\b)"
                         # a scope wider than the user: "company-wide", "across the department", "in the whole system"
                         r"|\b(?:company|org|organi[sz]ation|department|team|tenant)[- ]wide\b|\bacross\s+(?:the\s+|all\s+)?(?:company|organi[sz]ation|org|tenant|teams?|departments?)\b"
                         r"|\bin\s+the\s+(?:whole\s+|entire\s+)?(?:system|database|company)\b|\bfor\s+the\s+(?:whole|entire)\s+(?:company|team|department|organi[sz]ation)\b", re.I)
# "withdraw his EXP-3103": someone else's object by its id (v19 dev)
_THEIR_ID = r"|\b(?:his|her|their)\s+(?:(?:EXP|R|RMA)-\d+|#?\d{4,6})\b"
# "what's the tracking number on his 1044", "when does her EXP-3103 get paid?": an object of someone else's named by its id
# (routing v72 dev). A bare number must stand alone: "her 2025 leave" is a year.
_THEIR_OBJECT_ASKED = re.compile(r"\b(?:his|her|their)\s+(?:(?:EXP|R|RMA)-\d+|(?:orders?|claims?|refunds?|reimbursements?)\s*#?\d{3,6}|#?\d{4,6}(?=\s*(?:[?.!,;]|$)|\s+(?:now|yet|today|still|again|is|was|has|had|got|get|go|went|arrive\w*|ship\w*|deliver\w*)\b))", re.I)
_THIRD_PERSON = re.compile(r"\b(?:his|her|their)\s+(?:\w+\s+){0,2}?" + _DATA_NOUN + r"\b" + _THEIR_ID, re.I)
_THIRD_PERSON_ACTS = re.compile(r"\b(?:he|she|they)\s+(?:\w+\s+)?(?:order|ordered|claim|claimed|expense|expensed|spend|spent|submit|submitted|buy|bought|return|returned|book|booked)\b"
                                r"|\b(?:his|her|their)\s+(?:\w+\s+){0,2}?" + _DATA_NOUN + r"\b" + _THEIR_ID, re.I)
_RECORDS = re.compile(r"\b" + _DATA_NOUN + r"\b", re.I)
# A question (not only a request) that ranks or lists other people by their records: "which employees have
# the most expense claims?". "Which employees can approve claims?" asks about a rule and does not match.
_WHICH_PEOPLE_HAVE = re.compile(r"\b(?:which|what)\s+(?:employees|users|customers|people|staff|colleagues|managers|team\s+members|clients)\s+"
                                r"(?:have|has|had|made|submitted|placed|ordered|spent|claimed|filed|got)\b[^.?!]{0,40}\b" + _DATA_NOUN + r"\b"
                                # "which employees took sick leave last month?": people picked out by what they did
                                r"|\b(?:which|what)\s+(?:employees|people|staff|colleagues|users|team\s+members|workers)\s+(?:took|have\s+taken|has\s+taken|called\s+in|"
                                r"went\s+on|were\s+(?:on|off|absent|sick)|are\s+(?:on|off|absent|out\s+sick))\b"
                                # "what do the people on my team have left in PTO?" (v18 dev): other people's balances, asked as a question
                                r"|\bwhat\s+(?:do|does|did)\s+(?:the\s+)?(?:people|folks|members|everyone|everybody|others)\s+(?:on|in)\s+(?:my|our)\s+(?:team|department|group|unit)\s+"
                                r"(?:have|has|had|get|got|earn|make)\b"
                                # "who in my team got rejected refunds?" (routing v62 dev): people picked out by their records
                                r"|\bwho\s+(?:in|on|from)\s+(?:my|our|the)\s+(?:team|department|group|unit|office)\s+(?:has|have|had|got|made|submitted|claimed|took|filed|ordered|spent)\b[^.?!]{0,40}\b" + _DATA_NOUN + r"\b"
                                # "which of my colleagues called in sick today?", "whose orders went out with DHL?", "what are my reports'
                                # current salaries?" (routing v66, v69 dev): other people picked out, or their records asked for
                                r"|\bwhich\s+of\s+(?:my|our|the)\s+(?:colleagues|co-?workers|team(?:\s+members)?|reports|employees|staff|people)\s+"
                                r"(?:took|has|have|had|called\s+in|(?:is|are|was|were)\s+(?:on|off|out|sick|absent)|submitted|claimed|ordered|spent|filed|got|earns?|makes?)\b"
                                # ("a customer whose parcel was crushed" tells a story: only an asking "whose" counts)
                                r"|(?:^|[.?!,;:]\s*|\b(?:list|show|tell\s+me|give\s+me|see|know|find|check)\s+)whose\s+(?:\w+\s+)?" + _DATA_NOUN + r"\b(?!\s+(?:do|does|should|must|can)\s+i\b)"
                                r"|\b(?:my|our)\s+(?:direct\s+)?(?:reports|team(?:\s+members)?|colleagues|staff)(?:'|’)?s?(?:'|’)?\s+(?:\w+\s+)?(?:salar(?:y|ies)|pay|bonus(?:es)?|raises?|sick\s+(?:days|leave)|balances?|payslips?)\b", re.I)
_EVERY_RECORD = re.compile(r"\bevery\s+(?:single\s+)?(?:order|refund|reimbursement|claim|expense|purchase|request)\b", re.I)
_BULK = re.compile(r"\b(?:all|every)\s+(?:the\s+)?(?:[a-z]+\s+)?" + _DATA_NOUN + r"\b", re.I)
# Taking records out in bulk ("export all reimbursements to a csv").
_EXFILTRATE = re.compile(r"\b(?:export|dump|download|extract|scrape|csv|spreadsheet|excel)\b", re.I)
_FIRST_PERSON_OWNER = re.compile(r"\b(?:my|mine|our own|my own)\b|\bI\s+(?:placed|made|ordered|submitted|bought|filed|have\s+(?:placed|made|submitted|filed))\b", re.I)
_OWN_RECORDS = re.compile(r"\b(?:my|mine|our)\s+(?:\w+\s+)?" + _DATA_NOUN + r"\b", re.I)
_ASKS_ASSISTANT = re.compile(
    r"(?:^\W*|[,.;:!?—–]\s*|\s-\s+|\band\s+(?:then\s+|also\s+)?|\bwhile\s+you(?:'re|’re|\s+are)\s+at\s+it,?\s+)(?:(?:hi|hey|ok|okay|so|now|cool|great|fine|then|just|quickly)\W+){0,2}(?:(?:please|pls|plz)\s+)?(?:show|list|give|get|pull|send|tell|display|export|download|fetch|find|look\s+up|check|"
    r"cancel|withdraw|approve|reject|refund|change|update|delete|share|forward|print|dump|open|reset|process|issue|start|initiate|file|submit|resubmit|"
    r"void|stop|return|request|raise|pay|mark|set|flag|override|bypass|skip|waive|unlock|grant|escalate|summari[sz]e|compile|count|total|aggregate)\b"
    r"|\b(?:can|could|would|will)\s+you\s+(?:please\s+|just\s+)?(?:show|list|give|get|pull|send|tell|check|look|cancel|withdraw|approve|find|share|forward|open|reset|mark|push|set|flag|read)\b"
    r"|\bread\s+(?:me|out)\b"
    r"|\bi\s+(?:need|want|would\s+like|'d\s+like)\s+(?:to\s+(?:see|get|view|access|check|cancel|withdraw|approve|know|look|pull|export)|you\s+to"
    r"|(?:a|an|the)\s+(?:full\s+)?(?:list|names|report|overview|export|copy|summary|breakdown|dump)|all|every)\b"
    r"|\bi\s+(?:need|want|would\s+like|'d\s+like)\s+(?:the|their|his|her|all|every|each)\b"
    r"|\b(?:me|you)\s+to\s+(?:show|list|give|get|pull|send|tell|check|look\s+up|find|cancel|withdraw|approve|refund|share|forward|open)\b"
    r"|\bauthori[sz]e\s+you\s+to\b|\b(?:show|give|send)\s+me\b|\blet\s+me\s+(?:see|view|access)\b|\bpull\s+up\b"
    r"|[,.;:!?]\s*(?:please\s+)?(?:do\s+it|go\s+ahead|make\s+it\s+happen|handle\s+it|process\s+it|take\s+care\s+of\s+it)\b",
    re.I,
)
_PRIVILEGE_CLAIM = re.compile(r"\b(?:admin|administrator|elevated|root|superuser|override)\s+(?:rights|access|privileges?|permissions?)\b"
                              r"|\b(?:authori[sz]ed|permitted|cleared)\s+to\b", re.I)
# not a decision asked about: "why did you reject R-304?? I want the exact reason" (routing v126 dev), nor one the words
# rule out: "I said withdraw EXP-2043, not approve it" (routing v154 dev), nor someone else's foreseen one: "Withdraw EXP-3103.
# The director's going to reject it anyway." (routing v160 dev)
_PRIVILEGED_VERB = re.compile(r"(?<!\bdid\syou\s)(?<!\bwhy\sdid\s)(?<!\bwho\sdid\s)(?<!\bnot\s)(?<!n't\s)(?<!\bgoing\sto\s)(?<!\bgonna\s)(?<!\bwill\s)(?<!\bmight\s)\b(?:approve|reject|override|grant|bypass|unlock|escalate|reimburse|pay\s+out|sign\s+off|release)\b"
                              r"|\b(?:mark|set|flag)\s+(?:\S+\s+){0,3}?(?:as\s+)?(?:[a-z]+-)?(?:paid|approved|reimbursed|refunded|completed|rejected|delivered)\b"
                              # "change the status of my EXP-3103 to approved yourself" (routing v174 dev)
                              r"|\b(?:change|switch|update|move)\s+(?:the\s+)?status\s+(?:of\s+)?(?:\S+\s+){0,3}?to\s+(?:paid|approved|reimbursed|refunded|completed)\b", re.I)


# A records noun names a topic, not records, right after a rule word ("the policy on expense claims", "rules for
# refunds") or right before one ("the refund policy", "expense deadlines").
_RULE_WORD = r"(?:rules?|polic(?:y|ies)|process|procedures?|limits?|caps?|thresholds?|deadlines?|windows?|guidelines|forms?|statuses|approving|submitting|filing)"
_TOPIC_BEFORE = re.compile(_RULE_WORD + r"\s+(?:\w+\s+){0,2}$|\b(?:how|when|whether)\b[^.?!]*$", re.I)
_TOPIC_AFTER = re.compile(r"^\s*" + _RULE_WORD + r"\b", re.I)
_OWNED_BEFORE = re.compile(r"\b(?:my|mine|our)\s+(?:\w+\s+){0,2}$", re.I)


def _records_not_own(text: str) -> str | None:
    """The first records noun that names records (not a topic) and is not said to be the user's own."""
    for m in _RECORDS.finditer(text):
        before = text[max(0, m.start() - 40):m.start()]
        if _OWNED_BEFORE.search(before) or _TOPIC_BEFORE.search(before) or _TOPIC_AFTER.match(text, m.end()):
            continue
        return m.group(0)
    return None


def authority_claim(text: str) -> bool:
    """The sentence claims a role or permission ("as the CFO", "I authorize you", "I verified their ZIP")."""
    return bool(_AUTHORITY.search(text or ""))


# A rule asked about, with no records asked for: "how much is allowed for the hotel when I travel for a customer?"
_RULE_QUESTION = re.compile(r"\b(?:am\s+i|are\s+we|is\s+it|is\s+one)\s+(?:\w+\s+)?(?:allowed|permitted)\b|\bhow\s+(?:much|many)\s+(?:\w+\s+)?(?:is|are)\s+allowed\b"
                            r"|\bwhat(?:'s|\s+is|\s+are)\s+the\s+(?:rules?|polic(?:y|ies)|limits?|last\s+day|deadline|cut-?off)\b"
                            # "could you tell me up to which amount a manager can approve a spot bonus", "… whether the EUR 12.90
                            # express fee is refunded when a parcel is late" (routing v61 dev): a rule asked about someone's case
                            r"|\bup\s+to\s+(?:which|what)\s+(?:amount|limit|sum|value)\b"
                            r"|\b(?:tell\s+me|confirm|know)\s+whether\s+(?:the|a|an|our)\s+(?:[\w.,-]+\s+){0,4}?(?:fee|charge|policy|rule|window|limit|cap|allowance)s?\s+(?:is|are|applies|apply|can|will|would|gets?|allows?|covers?|permits?|says?)\b", re.I)
# "can a manager approve his own claim?", "can a manager approve their own expense claim if it's under USD 2,500?" (routing
# v88, v117 dev): "his own" belongs to the role the rule is asked about, not to a person whose records are wanted.
_ROLE_RULE = re.compile(r"\b(?:can|may|could|should|does|do|is|are)\s+(?:a|an|any)\s+(?:[\w-]+\s+){0,2}?(?:managers?|leads?|directors?|approvers?|employees?|"
                        r"supervisors?|bosses|boss|heads?|controllers?|vps?|ceos?|cfos?|staff)\s+(?:\w+\s+){0,3}?(?:his|her|their)\s+own\b", re.I)
_AN_ID = re.compile(r"\b(?:EXP|R|RMA)-\d+\b|(?<![\d$€£.,])\b\d{4,6}\b(?![.,]\d)", re.I)
_FETCH = re.compile(r"\b(?:show|list|give|send|pull|export|see|view|access|dump|share|forward|tell\s+me\s+(?:what|how\s+much)\s+\w+\s+(?:claimed|spent|ordered))\b", re.I)


def _asks_only_a_rule(t: str) -> bool:
    """"how do I approve my team's claims?": the rule for such a request, not the request."""
    rule_only = bool(_RULE_QUESTION.search(t)) and not _FETCH.search(t) and not (_PRIVILEGED_VERB.search(t) and _SPECIFIC_OBJECT.search(t))
    return rule_only or bool(_ROLE_RULE.search(t) and not _AN_ID.search(t))


def approver_decision(text: str) -> str | None:
    """The verb when `text` asks the assistant to take an approver's decision ("approve it", "mark it as paid"), whatever
    object it names: the history router checks it once a pronoun stands for one of the user's own objects ("can you just
    approve it? my manager said it's fine", routing v165 dev), which no self-service tool may decide."""
    t = text or ""
    if not _ASKS_ASSISTANT.search(t) or _asks_only_a_rule(t):
        return None
    approver = _PRIVILEGED_VERB.search(t)
    return approver.group(0).strip() if approver else None


def third_party_request(text: str) -> str | None:
    """Why `text` asks the assistant to fetch or act on other people's records, if it does.

    Fires on a request to the assistant (imperative, "can you …", "I need to see …") that names other people
    (a team, every customer, his/her records, the caller) or, with a claimed authority or a privileged verb
    (approve, override), a bulk set ("all pending refunds") that is not the user's own.
    """
    t = text or ""
    rule_only = _asks_only_a_rule(t)
    if authority_claim(t) and _THIRD_PERSON_ACTS.search(t) and not rule_only:
        return "a claimed authority over someone else's records"
    ranked = _WHICH_PEOPLE_HAVE.search(t)
    if ranked:
        return f"other people's records ({ranked.group(0).strip()})"
    theirs = _THEIR_OBJECT_ASKED.search(t)
    if theirs and not rule_only:  # "what's the tracking number on his 1044": a field of another person's object, asked as a question
        return f"another person's object ({theirs.group(0).strip()})"
    if not _ASKS_ASSISTANT.search(t) or rule_only:
        return None  # "I need to know: am I allowed to approve a claim from my wife?" asks for a rule, not for her records
    others = _OTHER_PEOPLE.search(t) or (_ALL_PEOPLE.search(t) if _RECORDS.search(t) else None)
    third = _THIRD_PERSON.search(t)
    if third and not _OWN_RECORDS.search(t[: third.start()]):  # "my claims and their receipts" is own
        others = others or third
    if others:
        return f"other people's records ({others.group(0).strip()})"
    bulk = _BULK.search(t)
    if bulk and not _FIRST_PERSON_OWNER.search(t) and (authority_claim(t) or _PRIVILEGED_VERB.search(t) or _EXFILTRATE.search(t)):
        return f"a bulk request ({bulk.group(0).strip()})"
    every = _EVERY_RECORD.search(t)
    if every and not _FIRST_PERSON_OWNER.search(t):
        return f"a bulk request ({every.group(0).strip()})"
    if authority_claim(t) and (_PRIVILEGED_VERB.search(t) or _PRIVILEGE_CLAIM.search(t)):
        return "a claimed authority to act beyond the user's own objects"
    approver = approver_decision(t)
    if approver and _SPECIFIC_OBJECT.search(t):
        # "approve EXP-2041", "mark my claim as paid": a decision that belongs to an approver, never to a self-service tool.
        return f"a change only an approver makes ({approver})"
    # A role claimed in a request for records: the tools serve the user's own objects whatever the role, so
    # the claim only matters when the records are someone else's; unless the words say they are the user's.
    records = _records_not_own(t) if authority_claim(t) else None
    if records:
        return f"a claimed role asking for records that are not the user's own ({records})"
    return None


def third_party_signals(text: str) -> dict[str, bool]:
    """Each separate sign that a sentence concerns other people's records, as named booleans.

    `third_party_request` combines them into one rule (a refusal); the offline route classifier
    (`querylab.offline.route_features`) reads them one by one, so that combinations the rule does not list
    ("as team lead, how much did everyone claim?") still weigh towards a refusal. Never a decision by itself.
    """
    t = text or ""
    return {
        "authority_claim": authority_claim(t),
        "asks_assistant": bool(_ASKS_ASSISTANT.search(t)),
        "other_people": bool(_OTHER_PEOPLE.search(t)),
        "all_people": bool(_ALL_PEOPLE.search(t)),
        "third_person": bool(_THIRD_PERSON_ACTS.search(t)),
        "which_people_have": bool(_WHICH_PEOPLE_HAVE.search(t)),
        "bulk_records": bool(_BULK.search(t) or _EVERY_RECORD.search(t)),
        "records_not_own": _records_not_own(t) is not None,
        "own_records": bool(_FIRST_PERSON_OWNER.search(t)),
        "exfiltrate": bool(_EXFILTRATE.search(t)),
        "privileged_verb": bool(_PRIVILEGED_VERB.search(t) or _PRIVILEGE_CLAIM.search(t)),
        "by_other": bool(RECORDS_BY_OTHER.search(t)),
    }
