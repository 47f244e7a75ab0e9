"""The group of people a question is about, when it is one a policy may not cover: "working students", "agency
temps", "foster parents", "my wife", "a job candidate", "the CFO".

Why a check of its own: a policy states its audience ("employees", "birth and adoptive parents", "an immediate family
member", "line managers approve"), and a question about someone else reads as on topic to every similarity feature —
the topic words are all there. On the eight blind policy dev halves (v1–v8, 1,000 cases), a question naming such a
group that none of its passages mentions was unanswerable in 35 of 35 cases (docs/eval_results.md, round 6), so the
judge treats it as a hard "no" (`querylab.offline.judge.JudgeScore.has_conflict`).

Left out on purpose: customers, clients and children, which questions name as context ("a customer in Switzerland",
"we adopt a child", "a drive to a client") far more often than as the policy's audience (13 answerable questions on
the same halves); and bare "students", which SQuAD 2.0's questions use for pupils (9 answerable val cases).
"""

from __future__ import annotations

import re
from typing import Sequence

from querylab.lexicon import stem

AUDIENCE = re.compile(
    r"\b(?:working students?|student (?:interns?|workers?|assistants?)|interns?|trainees?|apprentices?|temps?|temporary (?:staff|workers?|employees?)|"
    r"agency (?:staff|workers?|temps?)|staffing agenc(?:y|ies)|contractors?|freelancers?|consultants?|seasonal (?:staff|workers?)|"
    r"part[- ]timers?|retirees?|alumni|(?:senior|executive|deputy|assistant|associate|regional)\s+(?:vice presidents?|directors?)|directors?|vice presidents?|department heads?|heads? of department|s?vps?|cfos?|ceos?|coos?|executives?|board members?|"
    r"guests?|visitors?|candidates?|applicants?|spouses?|wife|wives|husbands?|daughters?|sons?|friends?|grandparents?|"
    r"grandmothers?|grandfathers?|siblings?|brothers?|sisters?|cousins?|in-laws?|(?:foster|intended|step|adoptive|birth) parents?|"
    r"surrogates?|(?:legal\s+)?guardians?|"
    # groups a staff policy leaves out: a supervisory board, resellers and retail partners, people who work on the premises
    # without being staff, a subsidiary's staff (judge v1–v57 dev: 71 of the 76 questions naming one were unanswerable)
    r"(?:supervisory|advisory)\s+board(?:\s+members?)?|resellers?|(?:retail|reseller|channel)\s+partners?|technicians?|volunteers?|cleaners?|secondees?|subsidiar(?:y|ies)|(?:supplier|vendor|courier|delivery)(?:'s|s')?\s+drivers?)\b", re.I)

#: Ranks in the approval chain, whose limits a policy gives row by row for one kind of approval at a time.
RANKS = re.compile(r"(?:(?:senior|executive|deputy|assistant|associate|regional)\s+)?(?:vice presidents?|directors?|s?vps?|cfos?|ceos?|coos?|"
                   r"executives?|department heads?|heads? of department|board members?)", re.I)

#: Someone from outside who travels at the company's cost, or a partner who comes along ("I'm a client joining a Globex
#: team", "a customer we're flying in", "we invite a customer", "the external auditors whose trip we pay", "my partner joins
#: me"): travel policies cover employees, so the group must be named (v6, v7, v10, v12 dev). A client as a destination
#: or a host ("a drive to a client", "the customer paid my lunch") is context and does not match.
_OUTSIDE_TRAVELLER = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:an?\s+)?(?:outside\s+|external\s+)?(?:clients?|customers?|advis[oe]rs?|auditors?)\b"
    r"|\b(?:a|the|our)\s+(?:external\s+|outside\s+)?(?:clients?|customers?|auditors?|advis[oe]rs?)\s+(?:we(?:'re|\s+are)\s+(?:flying|bringing)\s+in|"
    r"travels?|travell?ing|flies|joins|whose\s+trip)\b"
    r"|\b(?:invite|fly\s+in|bring\s+in)\s+(?:a|the|our|some)\s+(?:clients?|customers?)\b"
    r"|\b(?:my|her|his)\s+partner\b(?=[^.?!]{0,40}\b(?:joins?|comes?|travels?|trip)\b)", re.I)
_OUTSIDER = re.compile(r"\b(?:clients?|customers?|advis[oe]rs?|auditors?|partner)\b", re.I)

#: Short forms a policy writes out (or the other way round): either spelling meets the question's.
_ALIASES: dict[str, tuple[str, ...]] = {
    "vp": ("vice president",), "vps": ("vice president",), "svp": ("senior vice president",), "svps": ("senior vice president",),
    "cfo": ("chief financial officer",), "ceo": ("chief executive",), "coo": ("chief operating officer",),
    "vice president": ("vp",), "vice presidents": ("vp",), "temp": ("temporary",), "temps": ("temporary",),
    "agency temp": ("temporary",), "agency temps": ("temporary",), "agency workers": ("temporary worker",), "agency staff": ("temporary",),
    # a part-timer is what a policy calls a part-time employee; a wife or husband is what it calls a spouse or a family member
    # (v21, v27, v29 dev)
    "part-timer": ("part-time",), "part-timers": ("part-time",), "part timer": ("part-time",), "part timers": ("part-time",),
    "wife": ("spouse", "family member", "relative"), "wives": ("spouse", "family member", "relative"),
    "husband": ("spouse", "family member", "relative"), "husbands": ("spouse", "family member", "relative"),
}

#: A rank that is the asker or the traveller, not the one who approves: "I'm a director myself. Who approves my claim?",
#: "can a vice president book first class?" — a policy that names no rank applies to them as to anyone (judge v21 dev).
_RANK_AS_ASKER = re.compile(r"\b(?:i'?m|i\s+am|as)\s+(?:a|an|the)\s+(?:\w+\s+)?$", re.I)
_RANK_TRAVELS = re.compile(r"^\s+(?:\w+\s+)?(?:book|fly|flies|take|travel|stay|sit|rent|expense|claim)\b"
                           # "our director is flying …", "my director wants Acela business class", "the CEO's train" (v27, v29 dev)
                           r"|^\s+(?:is|was|will\s+be)\s+(?:\w+\s+)?(?:flying|travell?ing|booking|staying|taking)\b|^\s+wants\s+(?:to\s+(?:fly|book|take)\b|an?\s|\w+\s+(?:business|first)\s+class)"
                           r"|^['’]s\s+(?:\w+\s+)?(?:flight|train|trip|hotel|room|ticket|taxi|seat|journey)\b", re.I)
#: "The flight for my director is 5 hours": the rank travels (v29 dev).
_TRIP_FOR = re.compile(r"\b(?:flight|train|trip|hotel|room|ticket|journey)\s+for\s+(?:my|our|the|a|an)\s+(?:\w+\s+)?$", re.I)
_APPROVES = re.compile(r"\b(?:can|may|could)\s+(?:i|a|an|the)\b[^?]{0,40}?\b(?:approve|sign|authori[sz]e)|\bmy\s+(?:approval|signing)\s+(?:limit|authority)", re.I)


#: A relative a parcel goes to ("shipping to my cousin in Winnipeg", "my sister lives in tallinn, can I get a headset sent
#: to her?") is where it goes, not whom the policy covers: the shipping rules serve every address (judge v50 dev).
_RELATIVE = re.compile(r"(?:spouses?|wife|wives|husbands?|daughters?|sons?|friends?|grandparents?|grandmothers?|grandfathers?|siblings?|"
                       r"brothers?|sisters?|cousins?|in-laws?)", re.I)
_SHIPPED = re.compile(r"\b(?:ship(?:s|ped|ping)?|send(?:s|ing)?|sent|deliver(?:s|ed|y|ing)?|parcels?|packages?)\b", re.I)


def audience_spellings(text: str) -> tuple[str, ...]:
    """The ways a document may name the group ``text``, each as its words' stems joined by spaces."""
    forms = (text.lower(), *_ALIASES.get(text.lower(), ()))
    return tuple(" ".join(stem(w) for w in re.findall(r"[a-z]+(?:-[a-z]+)*", form)) for form in forms)  # "part-time": one word, as documents' stems keep it


def audiences(question: str) -> list[re.Match[str]]:
    """The groups of people ``question`` names (see the module docstring), in order."""
    text = question or ""
    shipped = bool(_SHIPPED.search(text))
    found = [m for m in AUDIENCE.finditer(text) if not (shipped and _RELATIVE.fullmatch(m.group(0))) and not (RANKS.fullmatch(m.group(0)) and not _APPROVES.search(text)
                                                        and (_RANK_AS_ASKER.search(text[: m.start()]) or _RANK_TRAVELS.match(text[m.end():])
                                                             or _TRIP_FOR.search(text[: m.start()])))]
    for m in _OUTSIDE_TRAVELLER.finditer(text):
        noun = _OUTSIDER.search(text, m.start(), m.end())
        if noun and not any(f.start() <= noun.start() < f.end() for f in found):
            found.append(noun)
    return sorted(found, key=lambda f: f.start())


def audience_status(text: str, spellings: str, window: frozenset[str], answering: frozenset[str], passages: Sequence[frozenset[str]]) -> str:
    """Whether the group ``text`` (its stemmed ``spellings``, "|"-joined) is "matched" in the answering window, "in_document"
    elsewhere, or "missing". A rank in the approval chain counts only in the answering passage: "up to what amount can a
    department head approve a purchase order?" is not met by the expense-claim limits beside the purchase-order table
    (v2, v3, v5, v14 dev); a population (interns, contractors) counts in any passage, where its scope sentence may be."""
    def names(stems: frozenset[str]) -> bool:
        return any(all(h in stems for h in spelling.split()) for spelling in spellings.split("|"))
    if names(window):
        return "matched"
    if names(answering) or (not RANKS.fullmatch(text) and any(names(p) for p in passages)):
        return "in_document"
    return "missing"
