"""The attribute a question asks for — its *focus* — and the sentences of the documents that speak of it.

"What is the deductible on the travel insurance?" names only things a passage about the travel insurance
has; what it asks for is the *deductible*. A passage that never says "deductible" (or a synonym) does not
give it, however many amounts it holds. And where the documents do name the attribute, the span of the
asked type (an amount, a duration, a date …) must stand in the sentence that names it — "Report a lost
laptop within 1 hour … Information Security locks and wipes the device" gives no time for the wipe.

The focus is the head word of the noun phrase after "what is the / which / how much / how many", or the
verb of "how long does X take to V". Only these question shapes have one: a yes/no question or "why"
asks about the whole statement, and the topic words already cover it.

Where the answer may stand: a sentence that names the focus; the next sentence too when the naming
sentence introduces a list (ends with ":"); a whole table when its header row names it.
"""

from __future__ import annotations

import re
from typing import Collection, Iterable, Mapping, Sequence

from querylab.lexicon import STOPWORDS, sentences, stem, words

_NP_END = (r"(?:of|on|for|in|at|per|to|does|do|did|is|are|was|were|can|could|may|might|must|should|will|would|has|have|had|"
           r"applies|apply|when|if|that|which|who|with|from|under|after|before|by|and|or|than|as|get|gets|take|takes|"
           r"i|i'm|i’m|we|you|they|he|she|my|our|your|their)")
#: Where a question (or a later sentence of it: "My claim was approved. What's the process …?") starts.
_START = r"(?:^|[.?!;:]\s+|\s[-–—]\s+)\s*"
_WORD = r"[\w'’()-]+"
#: "What does the ITSD need": the object of a verb is asked, not an attribute.
_AUXILIARY = r"(?:does|do|did|can|could|will|would|should|must|may|might|has|have|had)"
#: "is there a grace period when I get back?", "will I get a reminder?": a thing whose existence is asked, which a passage
#: that gives it names (v19 dev), wherever it stands ("if my password expires …, is there …", "how many days before …
#: will I get a reminder?"). Not a frame the answer fills without naming it: "is there a deadline" is met by "within 30
#: days", "is there a catch" by any condition (v4, v18 dev).
_EXISTENCE_FRAMES = frozenset({"deadline", "limit", "catch", "cap", "maximum", "minimum", "rule", "rules", "requirement",
                               "problem", "chance", "penalty", "consequence", "restriction", "condition", "exception"})
_EXISTENCE = re.compile(rf"\b(?:(?:is|are)\s+there|(?:do|does|will|would)\s+(?:i|we|you|they|he|she|employees)\s+(?:still\s+)?get)"
                        rf"\s+(?:a|an|any)\s+(?P<np>(?:{_WORD}\s+){{0,2}}?{_WORD}?)(?:\s+{_NP_END}\b|\s*[?.!]?\s*$)"
                        # "does Acme pay part of my phone subscription?", "does Globex have a bug bounty …?" (judge v38, v40 dev):
                        # a benefit asked about, which a passage that grants it names
                        rf"|\b(?:do|does|will|would)\s+(?:acme|globex|the\s+company|you)\s+(?:also\s+|ever\s+)?(?:pay\s+(?:for|part\s+of|towards?)|"
                        rf"contribute\s+to|have|offer|provide|run)\s+(?:(?:a|an|any|my|our|the)\s+)?(?P<np2>(?:{_WORD}\s+){{0,2}}?{_WORD}?)(?:\s+{_NP_END}\b|\s*[?.!]?\s*$)", re.I)
_FOCUS_PATTERNS: tuple[re.Pattern[str], ...] = (
    re.compile(rf"{_START}(?:what|which)(?:'s|’s|\s+is|\s+are|\s+was|\s+were)?\s+(?!{_AUXILIARY}\b)(?:the\s+|a\s+|an\s+)?"
               rf"(?P<np>(?:{_WORD}\s+){{0,3}}?{_WORD}?)(?:\s+{_NP_END}\b|\s*[?.!]?\s*$)", re.I),
    re.compile(rf"{_START}how\s+(?:much|many)\s+(?P<np>(?:{_WORD}\s+){{0,2}}?{_WORD}?)(?:\s+{_NP_END}\b|\s*[?.!]?\s*$)", re.I),
    # "how many wrong password attempts lock my account?": the phrase ends before its verb's object (v23 dev)
    re.compile(rf"{_START}how\s+many\s+(?P<np>(?:{_WORD}\s+){{1,2}}?{_WORD})\s+[a-z]+\s+(?:my|the|your|our|their|his|her)\b", re.I),
    _EXISTENCE,
    # not the asker's own act: "how long do I have to hand in the old one?" asks a deadline, which a passage gives with its
    # own verb ("return the old laptop within 10 days", judge v52, v53 dev)
    re.compile(_START + r"how\s+(?:long|soon|quickly|fast)\s+(?:does|do|did|will|can|would)\s+(?!(?:i|we)\s+(?:have|need)\s+to\b).+?\s+(?:take|need|have)\s+to\s+(?P<np>\w+)", re.I),
)
#: Who is no actor of a turnaround: the asker, a customer, or a delivery ("how long does my parcel take to arrive").
_NOT_ACTOR = (r"(?!i\b|we\b|you\b|they\b|it\b|me\b|us\b|(?:a|the)\s+customers?\b|customers\b)"
              r"(?!(?:[\w-]+\s+){0,2}?(?:delivery|shipping|shipment|express|parcel|package|order|refund)s?\b)")
_ACTOR = r"(?:the\s+|my\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+"
#: How long someone takes to act (the turnaround answer type, `constraints.answer_type`): an actor and the act, whose words a
#: stated time must stand beside (`spans.answer_span`): "how many days does my manager have to approve my TR-1?", "how long
#: does it take for the ITSD to send me the box?", "how long until Security has wiped it?" (v4–v10, v12, v13 dev).
TURNAROUND = re.compile(
    rf"\bhow\s+(?:long|many\s+(?:business\s+|working\s+|calendar\s+)?(?:days|hours|weeks))\s+(?:does|do|did|will|would|should)\s+{_NOT_ACTOR}"
    rf"{_ACTOR}(?:usually\s+|normally\s+|typically\s+|actually\s+)?(?:take|need|have|get)\s+(?:for|to)\s+(?!be\b)(?P<act>[^?.!]+)"
    rf"|\bhow\s+long\s+does\s+it\s+(?:usually\s+|normally\s+|typically\s+)?take\s+for\s+{_NOT_ACTOR}{_ACTOR}to\s+(?P<act_for>[^?.!]+)"
    rf"|\bhow\s+(?:long|many\s+(?:business\s+|working\s+)?(?:days|hours|weeks))\s+until\s+{_NOT_ACTOR}"
    rf"{_ACTOR}(?:has|have|will\s+have|will|is)\s+(?P<act_until>[^?.!]+)"
    # "how long does Globex keep my order history …?", "how long is my data kept?" (judge v60 dev): how long something is kept,
    # which a stated time beside another act ("responds within 1 hour") does not answer; whoever keeps it, "you" or "we" too
    # (not "how long can I keep the old laptop?", which a deadline to give it back answers, judge v28 dev)
    r"|\bhow\s+long\s+(?:does|do|will|would|can|are|is)\s+(?!i\s)(?:[\w'-]+\s+){1,3}?(?:allowed\s+to\s+|able\s+to\s+|going\s+to\s+)?"
    r"(?P<act_kept>(?:keep|retain|store|hold|archive)\b[^?.!]*)"
    r"|\bhow\s+long\s+(?:is|are|will)\s+(?:[\w'-]+\s+){1,4}?(?:be\s+)?(?P<act_kept_passive>(?:kept|stored|retained|held|archived)\b[^?.!]*)", re.I)


def turnaround_act(question: str) -> str:
    """The words of the act a turnaround question times ("approve my TR-1"), or ""."""
    m = TURNAROUND.search(question or "")
    return (m.group("act") or m.group("act_for") or m.group("act_until") or m.group("act_kept") or m.group("act_kept_passive") or "") if m else ""


#: Words that are the question's frame, never the attribute asked for.
_NOT_FOCUS = frozenset({"is", "are", "was", "were", "the", "a", "an", "much", "many", "kind", "type", "sort", "one", "ones", "thing",
                        "things", "happens", "happen", "happening", "going", "actually", "s", "it", "this", "that", "there", "we", "i", "you", "they",
                        # "what is my yearly PTO now?": a time adverb ends the phrase, it names nothing (v19 dev)
                        "now", "today", "currently", "then", "still", "again", "exactly", "anyway"})
#: Words so common in answers that naming them tells nothing ("the number of days": "days" is in every policy).
_WEAK_FOCUS = frozenset({"day", "days", "time", "number", "amount", "year", "years", "month", "months", "week", "weeks", "hour",
                         "hours", "people", "percent", "percentage", "money",  # "how much home-office money …" asks the amount (v38 dev)
                         # frames of an explanation, not an attribute a passage names: "what is the purpose of …"
                         "purpose", "meaning", "motive", "reason", "role", "difference", "significance", "importance", "function",
                         "point", "idea", "name", "definition", "cause", "effect", "effects", "result", "story",
                         # words for "a kind of thing": the answer is an instance, which the passage names, not the word
                         "term", "terms", "word", "words", "group", "groups", "type", "types", "kind", "kinds", "sort", "way",
                         "ways", "part", "portion", "set", "factor", "factors", "form", "category", "example", "thing", "things", "stuff",
                         # frames of a procedure or an outcome, and "a piece of" (v3, v4, v7, v11): the passage gives the steps
                         # or the outcome without the word
                         "steps", "step", "consequences", "consequence", "options", "option", "piece", "pieces"})
#: Verbs the noun-phrase pattern can catch ("what holds …", "what is it called"): a verb is no attribute.
_VERBS = frozenset({"holds", "hold", "make", "makes", "work", "works", "take", "takes", "come", "comes", "cause", "causes", "mean",
                    "means", "need", "needs", "say", "says", "show", "shows", "use", "uses", "happen", "happens", "become",
                    "becomes", "keep", "keeps", "give", "gives", "go", "goes", "lead", "leads", "allow", "allows",
                    # "how much comes back", "what's left of my per diem", "how much does Globex add", "what extra …", "how many
                    # days less": a verb, a particle or a comparative, not an attribute (v3, v5, v7, v8, v9, v12)
                    "add", "adds", "back", "left", "less", "more", "extra",
                    # "how many roll over?", "how many carry into next year?": what moves, asked by its verb (judge v44 dev)
                    "roll", "rolls", "carry", "carries", "transfer", "transfers", "remain", "remains", "lapse", "lapses",
                    "due"})  # "what's due that day": the tasks a calendar lists, not an attribute "due" (judge v44 dev)
#: Objects after a question's verb: in "which courier brings it" the noun phrase ends before the verb.
_OBJECT_PRONOUNS = frozenset({"it", "them", "me", "us", "him", "her"})
#: Heads that only say "a thing of the kind before me": "subject line", "key combo", "data classification levels" (judge
#: v28, v40 dev: a passage lists the levels without the word, "classified as Public, Internal, Confidential or Restricted").
_VAGUE_HEADS = frozenset({"line", "combo", "combination", "levels", "tiers", "classes", "grades"})
#: "Which plan fits us?", "which edition suits a team of 40?": a choice among things is asked, not an attribute (v34 dev).
_CHOOSES = frozenset({"fit", "fits", "suit", "suits"})


def focus_of(question: str) -> str:
    """The head word of the attribute ``question`` asks for ("deductible", "limit", "wipe"), or ""."""
    for pattern in _FOCUS_PATTERNS:
        m = pattern.search(question or "")
        if not m:
            continue
        said = words(m.group("np") or m.groupdict().get("np2") or "")
        chooses = bool(_CHOOSES & set(said))  # "which plan fits us?" asks a choice, whatever the object after the verb
        if any(w in _OBJECT_PRONOUNS for w in said[2:]):  # "which courier brings it": the word before "it" is the verb (judge v36 dev)
            said = said[:next(i for i, w in enumerate(said) if i >= 2 and w in _OBJECT_PRONOUNS) - 1]
        head = [w for w in said if w not in STOPWORDS and w not in _NOT_FOCUS and not w.isdigit()]
        if len(head) >= 2 and head[-1] in _VAGUE_HEADS:
            head = head[:-1]  # "what subject line …", "the key combo": the word before names what is asked (judge v36, v37 dev)
        if not head or head[-1] in _WEAK_FOCUS or len(head[-1]) <= 2 or (pattern is _EXISTENCE and head[-1] in _EXISTENCE_FRAMES):
            continue  # "how many days before … will I get a reminder?": a later shape may still name the attribute
        if chooses:
            return ""
        last = head[-1]
        if last in _VERBS or "'" in last or "’" in last or (last.endswith(("ed", "ing")) and pattern is not _FOCUS_PATTERNS[-1]):
            return ""  # a verb or participle ("what is it called", "what's deducted"), not a noun naming an attribute
        return last
    return ""


def root(word: str) -> str:
    """The stem without a final "e": "wipe" and "wipes" (stem "wip") meet."""
    s = stem(word)
    return s[:-1] if s.endswith("e") and len(s) > 3 else s


def focus_forms(focus: str, synonyms: Mapping[str, Sequence[str]] | None = None,
                aliases: Mapping[str, str] | None = None) -> frozenset[str]:
    """The stems that count as naming the focus: its own, its knob-file synonyms' and its glossary expansion's."""
    forms = {root(focus)}
    for key, values in (synonyms or {}).items():
        group = [key, *values]
        if any(root(w) == root(focus) for w in group):
            forms.update(root(w) for g in group for w in words(g) if w not in STOPWORDS)
    for abbr, expansion in (aliases or {}).items():
        if abbr.lower() == focus.lower() and isinstance(expansion, str):
            forms.update(root(w) for w in words(expansion) if w not in STOPWORDS)
    return frozenset(f for f in forms if f)


def _names(sentence: str, forms: frozenset[str], related: Collection[str]) -> bool:
    tokens = words(sentence)
    for w in tokens:
        if w in related:
            return True
        s = root(w)
        if s in forms or any(len(f) >= 5 and (s.startswith(f) or f.startswith(s) and len(s) >= 5) for f in forms):
            return True
    return False


def focus_passages(forms: frozenset[str], documents: Iterable[str], related: Collection[str] = ()) -> list[str]:
    """Where an answer about the focus may stand (see the module docstring); [] when no sentence names it.
    ``related`` are document words close in meaning to the focus ("ship" for "send", by word vectors)."""
    out: list[str] = []
    for doc in documents:
        sents = sentences(doc)
        for i, sentence in enumerate(sents):
            if not _names(sentence, forms, related):
                continue
            if sentence.startswith("|"):  # a table row is its own passage; a header row brings the whole table
                header = i + 1 < len(sents) and re.fullmatch(r"[|\s:-]+", sents[i + 1]) is not None
                out.append(" ".join(_table_from(sents, i)) if header else sentence)
            elif sentence.rstrip().endswith(":") and i + 1 < len(sents):
                out.append(" ".join([sentence] + _list_after(sents, i)))
            else:
                out.append(sentence)
    return out


def document_words(documents: Iterable[str]) -> list[str]:
    """The distinct content words of the documents (candidates for words related to the focus)."""
    return sorted({w for d in documents for w in words(d) if w not in STOPWORDS and len(w) > 2 and not w.isdigit()})


def _table_from(sents: Sequence[str], start: int) -> list[str]:
    """The table rows from ``start`` to the table's end."""
    rows = []
    for s in sents[start:]:
        if not s.startswith("|"):
            break
        rows.append(s)
    return rows


def _list_after(sents: Sequence[str], i: int) -> list[str]:
    """The items a sentence ending in ":" introduces (up to six; list items are split into sentences of their own)."""
    return list(sents[i + 1:i + 7])
