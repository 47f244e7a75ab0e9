"""Another tenant named in a message: asked about, or only context?

The trust boundary does not depend on this: retrieval is filtered to the principal's tenant and the tools serve the
principal's own objects, whatever the words say (DESIGN.md, trusted scope). What depends on it is the route a reviewer
sees. A request for the other tenant's facts, records or a comparison with them is refused ("what's Globex's refund
window?", "compare our PTO with acme's", "show the acme travel policy"). A message that names the other company only
as context is routed by its own request ("cancel 1043, the headsets for the Globex demo", "my friend at Globex says
they get 14 days — how long do we get?", "have a good weekend! off to see the Acme crew"): so labelled by the blind
routing authors of v3, v4, v7 (hearsay) and v43 (partners, shared customers, people who moved over).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Sequence

from querylab.lexicon import message_sentences


def mentions_other_tenant(text: str, tenant: str, known_tenants: list[str] | tuple[str, ...]) -> str | None:
    """The first known tenant other than `tenant` that the text names, if any."""
    low = (text or "").lower()
    for other in known_tenants:
        if other.lower() != tenant.lower() and re.search(rf"\b{re.escape(other.lower())}\b", low):
            return other
    return None


# "I heard Globex pays a WFH stipend. Do we get anything like that?": the other tenant stands in a statement the
# user heard, and the question asks about the user's own company. Three blind authors (routing v3, v4, v7) labelled
# it knowledge; retrieval stays filtered to the principal's tenant whatever the words say.
_OWN_SIDE = re.compile(r"\b(?:we|us|our|ours|here)\b", re.I)
_THEIRS = re.compile(r"\b(?:they|their|theirs|them)\b", re.I)
_ASKS_FOR_IT = re.compile(r"\b(?:show|list|give|send|tell|share|paste|copy|open)\s+(?:me|us)\b|^\W*(?:please\s+)?(?:show|list|give|send|tell|share|paste|copy|open)\b", re.I)


def compares_with_other_tenant(text: str, tenant: str, other: str) -> bool:
    """`other` is named only in statements, and a question about the user's own side ("we", "our", "here", their
    tenant) follows: hearsay for comparison, not a request for the other tenant's facts."""
    sentences = message_sentences(text)
    naming = [x for x in sentences if re.search(rf"\b{re.escape(other)}\b", x, re.I)]
    if not naming or any("?" in x for x in naming) or any(_ASKS_FOR_IT.search(x) for x in sentences if x not in naming):
        return False  # "… they only get 14 days to send stuff back": a verb in the hearsay itself asks for nothing
    own = re.compile(rf"\b{re.escape(tenant)}\b", re.I)
    return any("?" in x and x not in naming and (_OWN_SIDE.search(x) or own.search(x)) and not _THEIRS.search(x) for x in sentences)


# What a company has that a user may ask for: its rules, figures, documents and records.
_FACT = (r"(?:polic(?:y|ies)|cap|caps|window|rates?|rules?|handbooks?|faq|docs?|documents?|refunds?|orders?|claims?|pto|leave|"
         r"stipends?|allowances?|fees?|per[- ]?diems?|pay|salar(?:y|ies)|pensions?|401k|match|hotels?|travel|expenses?|parental|"
         r"restocking|prices?|pricing|benefits?|terms|process|returns?|warranty|mileage|approvals?|limits?|data|records?|"
         r"numbers?|figures?|version|days|weeks|hours|\d)")
_ASKING_VERB = r"(?:show|list|give|send|pull|open|search|compare|switch|fetch|find|look\s+up|read|paste)"
_WH = re.compile(r"^\W*(?:and\s+|so\s+|but\s+|ok\W+)?(?:what|whats|what's|how|which|when|where|who|why|is|are|does|do|did|can|could|will|would)\b", re.I)


def _asks_in(sentence: str, other: str) -> bool:
    o = re.escape(other)
    asking = "?" in sentence or bool(_WH.search(sentence)) or bool(re.search(rf"\b{_ASKING_VERB}\b", sentence, re.I))
    checks = (
        # "globex's cap", "Acme's 10%", "and acme's?", "globex's claim EXP-3101" (not "Acme's sending us drives")
        rf"\b{o}['’]s?(?=\s*(?:[?.!,;:]|$))|\b{o}['’]s?\s+(?:\w+\s+){{0,2}}?{_FACT}\b",
        # "my Acme partner's 1044": a person of the other company owns the thing asked about
        rf"\b{o}\s+\w+['’]s\b(?!\s+(?:sending|been|got|going|not|just|already|also))",
        # "no, the Globex one", "now the same for acme", "the orders of tenant globex"
        rf"\bthe\s+{o}\s+(?:one|version|side)\b|\bthe\s+same\s+(?:for|at|in)\s+{o}\b|\b{_FACT}\s+(?:of|at|in)\s+(?:the\s+)?tenant\s+{o}\b",
        # "compare our PTO with acme's", "switch me to globex", "search their docs at acme"
        rf"\b(?:compare|compared|comparing|comparison|vs\.?|versus|switch)\b.*\b{o}\b|\b{o}\b.*\b(?:compare|comparison|vs\.?|versus)\b",
    )
    if any(re.search(c, sentence, re.I) for c in checks):
        return True
    if not asking:
        return False
    if re.search(rf"\b{_ASKING_VERB}\b", sentence, re.I) and re.search(rf"\b{o}['’]s\s+\w", sentence, re.I):
        return True  # "show me globex's customers"
    if re.search(rf"\b(?:their|theirs)\b", sentence, re.I) and not _OWN_SIDE.search(sentence):
        return True  # "the acme support bot told me their restocking fee is lower — what is it exactly?"
    return bool(re.search(
        # "acme hotel cap?", "show the acme travel policy" (not "the Globex demo", "the Acme office")
        rf"\b{o}\s+(?:\w+\s+){{0,1}}?{_FACT}\b"
        # "what is the refund window over at acme", "what's it at globex?" (not "my friend at Globex says", "my counterpart at Globex")
        rf"|\b(?:it|that|this|window|policy|cap|rate|rule|fee|pay|limit|number)\s+(?:over\s+)?(?:at|in|for)\s+{o}\b"
        # "what does acme pay in London?", "how many days does acme give"
        rf"|\b(?:does|do|did|would|will|can)\s+{o}\b(?!['’]s)", sentence, re.I))  # not "does Globex's bot tell better jokes"


def asks_about_other_tenant(text: str, other: str) -> bool:
    """Does a sentence that names `other` ask for its facts, records, documents or a comparison with them?

    False when `other` is only context: a partner, a shared customer, a former employer, hearsay beside a question
    about one's own company, a product or office named after it ("the Globex Key setup", "the Acme office")."""
    return any(_asks_in(s, other) for s in message_sentences(text) if re.search(rf"\b{re.escape(other)}\b", s, re.I))


# Positive evidence that the other company is context: who said it, who works there, what is shared with it, who moved.
_PERSON = (r"(?:friend|friends|mate|buddy|colleague|colleagues|counterpart|contact|partner|partners|customer|customers|client|"
           r"clients|guy|guys|folks|people|crew|team|rep|bot|chatbot|assistant|boss|manager|cousin|husband|wife|sister|brother|someone|somebody|"
           r"teammate|contractor|supplier|vendor|reseller|shop|store)")
_JOINT = (r"(?:demo|pilot|project|partnership|trip|event|workshop|office|booth|summit|visit|deal|thing|setup|meeting|dinner|"
          r"launch|offsite|conference|account|integration|rollout)")


def names_other_tenant_as_context(text: str, other: str) -> bool:
    """Does every sentence naming `other` show it as context: hearsay, people who work there, something shared with it,
    a move between the companies? Without such evidence a message naming the other tenant stays refused: an
    unfamiliar wording (another language, say) is asked back or refused, never routed to the other tenant's facts."""
    o = re.escape(other)
    evidence = _context_evidence(other)
    naming = [s for s in message_sentences(text) if re.search(rf"\b{o}\b", s, re.I)]
    return bool(naming) and all(evidence.search(s) or _product_named(s, other) for s in naming)


@lru_cache(maxsize=16)
def _context_evidence(other: str) -> re.Pattern[str]:
    """The evidence pattern for one tenant name, compiled once."""
    o = re.escape(other)
    return re.compile(
        rf"\b(?:says?|saying|said|told|tells|heard|hear|mentioned|according\s+to|claims?|swears?)\b"
        rf"|\b{o}['’]s\s+(?:\w+\s+)?{_PERSON}\b|\bI\s+(?:\w+\s+){{0,3}}?(?:at|from|with)\s+{o}\b|\bif\s+{o}\b"
        rf"|\b{_PERSON}\s+(?:\w+\s+)?(?:at|from|with|of|in|over\s+at)\s+(?:the\s+)?{o}\b|\b{o}\s+(?:\w+\s+)?{_PERSON}\b"
        rf"|\b(?:the|our|a|this|that)\s+(?:\w+\s+)?{o}\s+(?:\w+\s+)?{_JOINT}\b|\b{o}['’]s\s+(?:sending|been|got|going|lending|paying|shipping)\b"
        rf"|\b(?:moved|moving|came|coming|switched|transferred|joined|joining|left|leaving|quit)\s+(?:over\s+|here\s+)?(?:from|to)?\s*{o}\b"
        rf"|\b(?:used\s+to\s+(?:work|be)|worked|was|were)\s+(?:at|for|with)\s+{o}\b|\b(?:not|no\s+longer)\s+(?:at|with)\s+{o}\b"
        rf"|\b(?:share|shared|sharing)\s+with\s+{o}\b|\bboth\s+(?:us|we)\s+and\s+{o}\b|\b{o}\s+and\s+(?:us|we)\b"
        rf"|\b(?:visit|visiting|meet|meeting|see|seeing|with)\s+(?:the\s+|our\s+)?{o}\b|\bfrom\s+(?:an?\s+|the\s+)?{o}\b"
        # "are you the same bot Acme uses?" (routing v98 dev): the other company's own tools, named to talk about this one
        rf"|\b(?:bot|chatbot|assistant|app|tool)\s+(?:that\s+)?{o}\s+(?:uses|used|has|runs|built|bought)\b", re.I)


def _product_named(sentence: str, other: str) -> bool:
    """"a Globex Key", "the Globex HomeVault": a capitalised word after the company's name is a product named after it."""
    return bool(re.search(rf"\b(?:a|an|the|my|our|his|her|their)\s+(?i:{re.escape(other)})\s+[A-Z][\w-]+", sentence))


def refuses_other_tenant(text: str, question: str, tenant: str, known_tenants: Sequence[str]) -> str | None:
    """Why a message is refused for naming another tenant, if it is: `question` (the user's own words) asks about it,
    or names it with nothing showing it is only context; or only `text` (the normalized query, drawing on the history)
    names it and asks about it. Hearsay beside a question about one's own company (`compares_with_other_tenant`) is
    never refused. The reason names the tenant and which of these it was, as the trace shows it."""
    other = mentions_other_tenant(text, tenant, known_tenants)
    if not other or compares_with_other_tenant(question, tenant, other):
        return None
    if not mentions_other_tenant(question, tenant, (other,)):
        return f"asks about another tenant ({other}), named earlier in the conversation" if asks_about_other_tenant(text, other) else None
    if asks_about_other_tenant(question, other):
        return f"asks about another tenant ({other})"
    if not names_other_tenant_as_context(question, other):
        return f"names another tenant ({other}), and nothing shows it is only context"
    return None
