"""Spans of a passage the offline judge looks for: numbers with their units, capitalised names, and a span of
the answer type a question asks for (a date for "when", an amount for "how much", a name or a role for "who",
a phone number or address for "what is the phone number").

A passage that names every constraint of the question but holds no span of the asked type is about the
topic, not the answer: "Business travellers are covered by … Harbor Mutual" does not give a deductible.
"""

from __future__ import annotations

import re
from functools import lru_cache

from querylab.lexicon import NAME, content_terms, sentences, stem, words
from querylab.offline.bridges import fold
from querylab.offline.constraints import DATE, QuestionConstraints
from querylab.offline.units import NUMBER, TIME_UNITS, figure_value, unit_of
from querylab.offline.focus import root, turnaround_act

WEIGHT_UNITS = frozenset({"kg", "gram", "lb"})
DAY_UNITS = frozenset({"day", "business days"})  # "how many days does express take?" is answered in business days
CONTACT = re.compile(r"\+?\d[\d ()-]{6,}\d|\b[\w.-]+@[\w.-]+\.\w+\b")
#: Who answers a "who" question in a policy: a role as often as a person.
ROLES = re.compile(r"\b(?:manager|director|head|team|lead|department|officer|supervisor|vice president|president|CFO|CEO|VP|HR|"
                   r"People team|Finance|Security|Procurement|Legal|controller|owner|approver)s?\b")


#: Texts whose normal form and stems are remembered: the judge aligns the same sentences in many windows,
#: and an evaluation judges many questions against one paragraph.
MEMO_SIZE = 16384


@lru_cache(maxsize=MEMO_SIZE)
def norm_name(text: str) -> str:
    """Lower case, no accents, punctuation as spaces, possessives dropped, padded: for whole-word matching."""
    return " " + " ".join(re.sub(r"[^\w\s]", " ", re.sub(r"['’]s\b", "", fold(text))).split()) + " "


@lru_cache(maxsize=MEMO_SIZE)
def stem_set(text: str) -> frozenset[str]:
    """The stems of every word of ``text``."""
    return frozenset(stem(w) for w in words(text))


def numbers(text: str) -> list[tuple[str, str, str]]:
    """(value, unit, as written) of each number in ``text``."""
    out = []
    for m in NUMBER.finditer(text):
        unit = unit_of(m.group("cur1") or m.group("cur2") or m.group("unit") or "")
        out.append((figure_value(m), unit, m.group(0).strip()))
    return out


#: A ranking by price or speed, which a list of prices or times settles ("the cheapest", "costs the most", "fastest").
_PRICE_OR_SPEED = re.compile(r"\b(?:cheap\w*|expensive|pric\w*|costs?|fast\w*|quick\w*|slow\w*)\b", re.I)
#: A moment the asker starts from ("I connected at 08:00", "at 9 a.m.", "on Monday", "on 3 March"): with it, "when will it
#: end?" is answered by a duration ("sessions end after 8 hours"), a sum the asker can do (v7, v13 dev: four answerable
#: questions lost). Without one, "when?" still needs a date.
_STARTING_MOMENT = re.compile(r"\b\d{1,2}(?::\d{2})?\s?(?:a\.?m\b\.?|p\.?m\b\.?)|\b\d{1,2}:\d{2}\b|\b(?:on|last|this|next)\s+"
                              r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", re.I)
#: A moment a rule sets without a calendar date: a clock time, noon, a weekday, the same or the next (business) day.
_MOMENT = re.compile(r"\b\d{1,2}:\d{2}\b|\b\d{1,2}\s?(?:a\.?m\b\.?|p\.?m\b\.?)|\b(?:noon|midday|midnight|close of business|end of (?:the )?"
                     r"(?:business |working )?day)\b|\b(?:by|before|on|until)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
                     r"|\b(?:the\s+)?(?:same|next|following|first)\s+(?:business\s+|working\s+)?day\b", re.I)
#: Words that end in "-est" and rank nothing ("request", "interest", "honest").
_NOT_SUPERLATIVE = r"(?:requ|inter|hon|sugg|for|gu|ch|qu|dig|cont|inv|arr|prot|harv|manif|mod|conqu)est\b"
TYPED_ANSWERS = frozenset({"count", "amount", "duration", "date", "person", "place", "ranking", "contact", "name", "procedure", "consequence",
                           "turnaround"})
#: The time an act takes, as a policy states it: "within 3 business days", "in 24 hours", "takes 5 days". "At least 14 days
#: before departure" (the asker's deadline) and "longer than 12 months" (a condition) are not how long anyone takes.
TIMED = re.compile(r"\b(?:within|in|takes?|up\s+to)\s+(?:about\s+|around\s+)?(?P<d>\d+(?:\s*[-–]\s*\d+)?\s+(?:calendar\s+|business\s+|working\s+)?"
                   r"(?:minutes?|hours?|days?|weeks?|months?))\b", re.I)
#: Verbs too general to name an act ("how long does it take to get …"): the act's other words stand for it.
_GET_BACK_TO = re.compile(r"^\s*(?:get|come)\s+back\s+to\b", re.I)
#: How long something is kept, said by when it goes as well, or by a table's "version history" column (judge v60 dev) …
_RETENTION = frozenset(root(w) for w in "keep keeps kept retain retained retention store stored hold held archive archived "
                                        "delete deleted purge purged remove removed history".split())
#: … and said with "for" or "after", in years too: "kept for 7 years", "deleted after 30 days", "version history: 1 year".
_KEPT_FOR = re.compile(r"(?:\b(?:for|after|up\s+to|within)|:)\s+(?:about\s+|around\s+|at\s+least\s+)?(?P<d>\d+(?:\s*[-–]\s*\d+)?\s+"
                       r"(?:calendar\s+|business\s+|working\s+)?(?:days?|weeks?|months?|years?))\b", re.I)
_WEAK_ACTS = frozenset(root(w) for w in "get have do make be process handle deal".split())
#: Verbs that name one act: "how long does the service desk take to answer" is timed by "responds within 2 business days"
#: (v28 dev); "to sign off" by "approves within".
_SAME_ACT = {r: group for group in ({root(w) for w in "answer answers answered respond responds responded response reply replies replied".split()},
                                    {root(w) for w in "approve approves approved approval sign signs signed".split()},
                                    _RETENTION) for r in group}
#: The act a stated time counts from, not the one it times: "a replacement ships within 5 business days after the claim is
#: confirmed" says nothing of how long confirming takes (v9, v12, v13 dev).
_STARTING_ACT = re.compile(r"\b(?:after|once|following|from\s+the\s+(?:day|moment|date))\b[^,;:]*", re.I)
#: What follows from a case, as a policy states it: "claims submitted later are rejected", "days not used by then are
#: forfeited", "the balance is deducted from the final pay". A passage that only states the rule or the deadline
#: ("invoices are payable within 30 days", "simulations run every quarter") says nothing of what happens after.
CONSEQUENCE = re.compile(r"\b(?:reject|refus|forfeit|expir|laps|los[et]|deduct|withh[oe]ld|charge[sd]?\b|charging|cancel|suspend|lock|disabl|wip|escalat|"
                         r"revok|void|block|declin|tax(?=ed|able|es\b|\b)|penal|fine[sd]?\b|warn|disciplin|recover|clawback|claw\s+back|convert|reset|paid\s+out|"
                         r"carr(?:y|ied)\s+over|roll(?:s|ed)?\s+over|stop\s+accru|no\s+longer|not\s+(?:be\s+)?(?:reimbursed|refunded|paid|accepted|covered|eligible)|"
                         r"counts?\s+as|treated\s+as|considered|automatically|instead)\w*", re.I)
_CONSEQUENCE_FRAME = frozenset(stem(w) for w in "what happens happen will would if when once then now to me my i the a an do does".split())


@lru_cache(maxsize=1024)
def _case_stems(question: str) -> frozenset[str]:
    """The question's content stems without the "what happens if" frame: answer_span asks once per window."""
    return frozenset(stem(t) for t in content_terms(question)) - _CONSEQUENCE_FRAME


@lru_cache(maxsize=1024)
def _act_stems(question: str) -> tuple[str, frozenset[str]]:
    """The act a turnaround question asks about: its verb's root and the stems of its words ("to approve my TR-1" →
    "approv", {approv, tr-1})."""
    act = _GET_BACK_TO.sub("respond to", turnaround_act(question))  # "how long does my manager have to get back to me" (judge v39 dev)
    terms = [t for t in content_terms(act) if stem(t) not in _CONSEQUENCE_FRAME]
    return (root(terms[0]) if terms else ""), frozenset(root(t) for t in terms)


#: A duration written without digits ("within a week", "the same day", "immediately").
WORD_DURATION = re.compile(r"\b(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|several)\s+(?:business\s+|working\s+|calendar\s+)?"
                           r"(?:minute|hour|day|night|week|month|year)s?|same\s+(?:business\s+)?day|next\s+(?:business\s+|working\s+)?day|"
                           r"immediately|overnight|instantly|real[- ]time)\b", re.I)
#: How a policy tells someone to do something: a request verb beside the place, form, tool or person it goes
#: through ("submit the TA-100 in TravelDesk", "email payroll@…", "ask your manager"). A passage that only states
#: the entitlement ("Volunteer time off: 8 hours per year") does not say how to get it.
PROCEDURE_VERB = re.compile(r"\b(?:submit|request|apply|file|log|enter|book|contact|e-?mail|call|send|fill|complete|open|ask|raise|create|"
                            r"start|print|click|sign|upload|register|report|order|reach|use|go to|visit|select|choose|notify|tell)\w*\b", re.I)
PROCEDURE_CHANNEL = re.compile(r"\b(?:via|through|using|in the|on the|at the|to (?:your|the)|with (?:your|the)|form|portal|ticket|app|website|"
                               r"link|page|e-?mail|phone|chat|manager|team|desk|account|system|tool)\b|"
                               r"(?-i:\b(?:in|on|at|to|via|with)\s+[A-Z][\w-]+)", re.I)


def answer_span(qc: QuestionConstraints, window: str, question_names: set[str]) -> tuple[str, str]:
    """(a span of the asked answer type in ``window``, a unit the window uses instead of the asked one)."""
    kind = qc.answer_type
    asked_numbers = {c.value.split()[0] for c in qc.constraints if c.kind in ("number", "date")}
    if kind in ("count", "amount", "duration"):
        spans = [(v, u, t) for v, u, t in numbers(window) if v not in asked_numbers and (u or kind == "count")
                 and (kind != "duration" or qc.answer_unit or u in TIME_UNITS)]  # "EUR 2,500" does not say how long
        if kind == "duration" and not spans and not qc.answer_unit:
            worded = WORD_DURATION.search(window)
            spans = [("", "", worded.group(0))] if worded else []
        unit_conflict = ""
        if qc.answer_unit:
            family = WEIGHT_UNITS if qc.answer_unit in WEIGHT_UNITS else DAY_UNITS if qc.answer_unit in DAY_UNITS else {qc.answer_unit}
            same = [(v, u, t) for v, u, t in spans if u in family]
            if not same:
                units = [u for _, u, _ in spans if u and (u in TIME_UNITS) == (qc.answer_unit in TIME_UNITS) and u != "%"]
                unit_conflict = units[0] if units else ""
            spans = same
        if spans:
            return spans[0][2], unit_conflict
        if kind != "count" and not qc.answer_unit and re.search(r"\b(?:free(?: of charge)?|unlimited|no (?:limit|cap|fee|charge|maximum)|at no cost|on request|any time)\b", window, re.I):
            return "(a stated rule)", unit_conflict
        return "", unit_conflict
    if kind == "date":
        dates = [m.group(0) for m in DATE.finditer(window) if fold(m.group(0)) not in asked_numbers]
        if not dates and (_STARTING_MOMENT.search(qc.question) or any(DATE.fullmatch(c.text) for c in qc.constraints if c.kind == "date")):
            dates = [t for v, u, t in numbers(window) if u in TIME_UNITS and v not in asked_numbers]
        if not dates:  # "before 10:00 on the first day", "by 5 p.m.", "by Friday": a moment is a "when" too (v23, v30 dev)
            dates = [m.group(0) for m in _MOMENT.finditer(window)]
        return (dates[0] if dates else ""), ""
    if kind == "procedure":
        steps = [m for m in PROCEDURE_VERB.finditer(window) if PROCEDURE_CHANNEL.search(window, m.end(), m.end() + 80)]
        return (steps[0].group(0) if steps else ""), ""
    if kind in ("person", "place", "name"):
        names = [m.group(0).strip() for m in NAME.finditer(window)
                 if not any(norm_name(m.group(0)).strip() in q or q in norm_name(m.group(0)) for q in question_names)]
        names = [n for n in names if len(n) > 2 and window.find(n) > 0]
        if not names and kind == "person":  # a role answers "who", but not the role the question itself names
            roles = [r.group(0) for r in ROLES.finditer(window) if stem(r.group(0).lower()) not in {stem(w) for w in words(qc.question)}]
            names = roles[:1]
        return (names[0] if names else ""), ""
    if kind == "ranking":  # "at least 2 hours" is a bound, "first response within 4 hours" an order of events (v19, v59 dev): no ranking
        m = re.search(r"\b(?:(?<!at )(?:most|least)|largest|smallest|highest|lowest|biggest|best|worst|top|(?:ranks?|ranked|comes?|came)\s+first|first\s+(?:place|choice)|rank(?:ed|ing)?|#\s?\d+|(?!" + _NOT_SUPERLATIVE
                      + r")\w{2,}est|\w+er than)\b", window, re.I)
        if not m and _PRICE_OR_SPEED.search(qc.question) and len({v for v, u, _ in numbers(window) if u}) >= 2:
            return "(figures to compare)", ""  # "which product costs the most?" over a price list: the figures rank it
        return (m.group(0) if m else ""), ""
    if kind == "consequence":  # in a sentence about the question's case, not in a neighbouring heading ("Lost or stolen laptops")
        asked = _case_stems(qc.question)
        for sentence in sentences(window):
            m = CONSEQUENCE.search(sentence)
            if m and asked & stem_set(sentence):
                return m.group(0), ""
        return "", ""
    if kind == "turnaround":  # beside the act the question asks about: its verb or its object in the same sentence
        verb, asked = _act_stems(qc.question)
        timed = _KEPT_FOR if verb in _RETENTION else TIMED
        for sentence in sentences(window):
            m = timed.search(sentence)
            acted = {root(w) for w in words(_STARTING_ACT.sub(" ", sentence))}  # "ships within 5 days after the claim is confirmed"
            # the act's own verb ("wipe" meets "wipes", as the focus check reads them), not only its object: "return the laptop
            # within 5 days" does not time how long the help desk takes to send the box (v5, v8 dev)
            if m and (_SAME_ACT.get(verb, {verb}) & acted if verb not in _WEAK_ACTS else asked & acted):
                return m.group("d"), ""
        return "", ""
    if kind == "contact":
        m = CONTACT.search(window)
        return (m.group(0) if m else ""), ""
    return "", ""
