"""The answer type a question asks for: an amount, a date, a person, a place, a count, a duration, a ranking, a contact, a
procedure, a consequence, how long someone takes to act — or "yes_no" / "other".

Why a module of its own: the judge needs a span of the asked type near what the question asks about
(`querylab.offline.spans.answer_span`), and these patterns grew round by round with the blind authors' wordings; they are
what a reader checks when a question was typed wrong. `querylab.offline.constraints` reads the type with the constraints.
"""

from __future__ import annotations

import re

from querylab.offline.focus import TURNAROUND
from querylab.offline.rankings import asks_ranking
from querylab.offline.units import CURRENCY, UNIT, unit_of

_ASKS_PERCENTAGE = re.compile(r"\bwhat\s+(?:\w+\s+)?(?:percentage|percent)\b|\bhow\s+many\s+percent\b|\bwhat\s+%", re.I)

_WH_TYPES: tuple[tuple[re.Pattern[str], str], ...] = (
    # "what happens if I file 50 days late?", "I'll have 8 days left. What happens to them?": what follows from the asker's
    # case (v2–v11), not what happened in a story ("what happens to Toby at the end of The Office")
    (re.compile(r"\bwhat\s+(?:happens|will\s+happen|would\s+happen)\b(?=.*\b(?:if|when|once|after|unless|i|i'm|i'll|i've|my|me|we|our|us)\b)"
                r"|\b(?:i|i'm|i'll|i've|my|we|our)\b.*\bwhat\s+(?:happens|will\s+happen|would\s+happen)\b", re.I | re.S), "consequence"),
    # "how many days does my manager have to approve my TR-1?": the time someone takes to act (focus.TURNAROUND; v4–v10 dev)
    (TURNAROUND, "turnaround"),
    (re.compile(r"\bhow\s+(?:many|often)\b", re.I), "count"),
    (re.compile(r"\bhow\s+much\b", re.I), "amount"),
    (re.compile(r"\bhow\s+(?:long|soon|quickly|late|early)\b", re.I), "duration"),
    # ", when something critical breaks" sets the case; ", when is the deadline?" asks (judge v21 dev)
    (re.compile(r"(?:^\s*|[.?!]\s*|\s[-–—]\s*)(?:when(?![^?,]{3,80},\s*(?:is|are|do|does|did|can|could|will|would|should|what|how|who|which|up\s+to)\b)|by when|until when)\b|[,;]\s*(?:by\s+|until\s+)?when\s+(?:is|are|was|were|does|do|did|will|would|can|could|should|must|has|have)\b|\bby when\b|\b(?:what (?:year|date|day|month|time)|in what year|which (?:year|date|day|month))\b"
                r"|\bwhat(?:'s|\s+is)\s+the\s+(?:last|latest)\s+(?:day|date)\b|(?:^|[.?!]\s+)(?:the\s+)?last\s+day\s+to\b", re.I), "date"),
    (re.compile(r"(?:^|[.?!;,]\s+|\s[-–—]\s+)\s*(?:who|whom|whose|which (?:person|team|company|organi[sz]ation|department))\b", re.I), "person"),
    (re.compile(r"(?:^|[.?!;]\s+|\s[-–—]\s+)\s*(?:where|in which (?:country|city|state|place)|which (?:country|city|state|place))\b", re.I), "place"),
    (re.compile(r"^\s*why\b", re.I), "reason"),
    (re.compile(r"\b(?:phone number|telephone number|email address|e-mail address|contact number|hotline)\b", re.I), "contact"),
    (re.compile(r"\b(?:what does \S+ (?:stand for|mean)|what is meant by|define)\b", re.I), "definition"),
    (re.compile(r"(?:^|[,;:]\s*)(?:what|which)\s+(?:is|are|was|were)\s+(?:the\s+)?(?:\S+\s+){0,4}?(?:cap|limit|fee|price|cost|amount|rate|"
                r"allowance|per[- ]diem|maximum|minimum|budget|charge|salary|stipend|deductible|threshold)s?\b", re.I), "amount"),
    # A named thing (the insurer, the airline, the tool), not a person or a role: "which health insurance provider".
    (re.compile(r"\b(?:which|what)\s+(?:[\w-]+\s+){0,2}?(?:provider|vendor|supplier|carrier|airline|insurer|bank|courier|agency|"
                r"hotel chain|tool|app|platform|software|brand)s?\b", re.I), "name"),
    # An amount asked without "how much": "up to what amount", "is there a maximum per ride".
    (re.compile(r"\bwhat\s+(?:amount|sum|price|percentage|denomination|value)s?\b|\bhow\s+high\b|\bis\s+there\s+(?:a|an|any)\s+(?:max(?:imum)?|"
                r"limit|cap|ceiling|minimum|spending limit)\b", re.I), "amount"),
    # How to get or do something: the answer is a step (a form, a tool, a person to ask), not a fact.
    (re.compile(r"\bhow\s+(?:do|can|should|would)\s+(?:i|we|you|one|employees?|customers?|staff)\s+(?!know\b|tell\b)\w+|\bhow\s+to\s+\w+|"
                r"\bwhat(?:'s|\s+is|\s+are)\s+the\s+(?:process|procedure|steps)\b|\bwhat\s+steps\b", re.I), "procedure"),
    (re.compile(r"^\s*(?:what|which|list)\s+(?:\w+\s+){0,4}?(?:are|were)\b", re.I), "list"),
    (re.compile(r"^\s*(?:is|are|was|were|do|does|did|can|could|should|will|would|has|have|had|may|must)\b", re.I), "yes_no"),
)
#: A question written as a noun phrase whose head is an amount ("Daily rate limit for …?", "Max per diem Japan").
_ASKED_AMOUNT_PHRASE = re.compile(r"^\s*(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:limit|cap|maximum|max|rate|price|fee|cost|allowance|"
                                  r"per[- ]diem|deductible|budget)s?\b(?!\s+(?:is|are|do|does|can)\b)", re.I)



def answer_type(question: str) -> tuple[str, str]:
    """(type, unit): what the question asks for; "how many hours" gives ("count", "hour")."""
    q = question.strip()
    kind = "other"
    for pattern, name in _WH_TYPES:
        if pattern.search(q):
            kind = name
            break
    unit = ""
    m = re.match(rf"^\s*how\s+(?:many|much)\s+(?P<u>{UNIT}|{CURRENCY})\b", q, re.I)
    if m:
        unit = unit_of(m.group("u"))
        kind = "duration" if unit in ("day", "week", "month", "year", "hour", "minute", "night", "business days") and kind != "turnaround" else kind
    if re.search(r"\bhow (?:much|heavy)\b.*\bweigh", q, re.I) or re.search(r"\bweight of\b", q, re.I):
        kind, unit = "amount", "kg"
    if _ASKS_PERCENTAGE.search(q):  # "what percentage of my salary is paid?": a share, which only a percentage answers (v6, v13 dev)
        kind, unit = "amount", "%"
    if kind == "other" and _ASKED_AMOUNT_PHRASE.match(q):  # "Daily rate limit for an intermediate rental car?"
        kind = "amount"
    return ("ranking" if asks_ranking(q, kind) else kind), unit
