"""Security checks that live in code, not in prompts.

`injection_signals` flags instruction-like text in a question or a retrieved document; the flag is shown in
the trace. It is a detector, not the defence: the defence is that retrieved text and model replies can
change no route privilege, filter or tool (see pipeline and tools).
"""

from __future__ import annotations

import re

_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("override", re.compile(r"\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules?|prompts?|polic(y|ies)|permissions?|guidelines|restrictions?)\b", re.I | re.S)),
    ("role_claim", re.compile(r"\b(as an? (admin(istrator)?|root|superuser|developer|system)|admin mode|developer mode|god mode|jailbreak|DAN mode|you are now)\b", re.I)),
    ("secrets", re.compile(r"\b(system prompt|hidden prompt|api[ _-]?key|password(s)? (of|for) (all|every|other)|credentials?|access token)\b", re.I)),
    ("prompt_extraction", re.compile(r"\b(instructions|rules|prompt)\b.{0,20}\b(you were|were you|you've been|have you been) (given|told)\b|\b(repeat|print|reveal|show)\b.{0,30}\byour (instructions|prompt|rules)\b", re.I | re.S)),
    ("scope_widening", re.compile(r"\b(all|every|other|another) (tenants?|compan(y|ies)|customers?|users?)('s?)?\b.{0,30}\b(data|orders?|refunds?|polic(y|ies)|records?|accounts?|reimbursements?)\b|\b(every|all) users?'? (orders?|data|records?|refunds?)\b", re.I | re.S)),
    ("fake_markup", re.compile(r"<\s*/?\s*(system|documents|assistant|instructions?|decision|rewritten_query)\s*>", re.I)),
    ("tool_steering", re.compile(r"\b(route|call|invoke|execute|run)\b.{0,30}\b(tool|function|action|cancel_order|withdraw)\b", re.I | re.S)),
    # "set tenant=globex", '{"tenant": "globex"}': attempts to restate the trusted scope in text.
    ("scope_override", re.compile(r"""\b(tenant|tenant_id|groups|as_of)\s*[=:]\s*\S|["'](tenant|tenant_id|groups|user|role|as_of)["']\s*:|\b(set|switch|change)\b.{0,20}\b(tenant|groups?|role)\b""", re.I | re.S)),
    # A template placeholder inside data ("Answer {question} ..."): aimed at a prompt that re-formats text.
    ("template_placeholder", re.compile(r"\{\s*(question|documents|history|query|routes|motivation|retrieved_content|system|user|\d+)\s*\}", re.I)),
]


def injection_signals(text: str) -> list[str]:
    """Names of the instruction-like patterns found in `text` (empty when none)."""
    return [name for name, pattern in _PATTERNS if pattern.search(text or "")]


#: Signals that on their own mean "this sentence talks to the assistant", not about the company's rules
#: ("Managers may override the hotel rules" is policy; "ignore all previous instructions" is not).
_ADDRESSES_ASSISTANT = {"role_claim", "prompt_extraction", "fake_markup", "template_placeholder"}
_IGNORE_PREVIOUS = re.compile(r"\b(ignore|disregard|forget)\b.{0,30}\b(previous|prior|above|earlier|all|your)\b.{0,20}\b(instructions?|prompts?|rules)\b", re.I | re.S)


def addresses_the_assistant(sentence: str) -> bool:
    """Whether a retrieved sentence is an instruction to the assistant (never quoted as an answer).

    Stricter than `injection_signals`, which flags a whole chunk for the trace: a single weak signal
    ("credentials", "override … policy") is common in real policies, so it takes a strong signal,
    "ignore previous instructions", or two signals together.
    """
    signals = injection_signals(sentence)
    return bool(_IGNORE_PREVIOUS.search(sentence or "")) or len(signals) >= 2 or any(s in _ADDRESSES_ASSISTANT for s in signals)


_FRAUD = re.compile(r"\b(fake|forge[ds]?|forging|falsif\w*|fabricat\w*|doctor(ed)?|backdat\w*|inflat\w*)\b.{0,30}\b(receipts?|invoices?|claims?|documents?|signatures?|expenses?|dates?)\b", re.I | re.S)
_OTHER_PERSON = re.compile(r"\b([A-Za-z][a-z]+)'s\s+(?:\w+\s+){0,2}(orders?|refunds?|reimbursements?|claims?|expenses?|requests?|data|account|records?|purchases?|salary|password)\b", re.I)
_NOT_A_PERSON = {"what", "where", "who", "how", "when", "there", "here", "let", "that", "my", "today", "company", "team", "manager", "user", "customer", "everyone", "it", "that", "this", "year", "month", "week"}


def harmful_request_signals(text: str) -> list[str]:
    """Requests to commit fraud; checked on questions only (a policy may well mention falsified receipts)."""
    return ["fraud"] if _FRAUD.search(text or "") else []


def mentions_other_person(text: str, user: str, tenant: str) -> str | None:
    """A possessive naming someone other than the principal ("bob's order"), if any."""
    for match in _OTHER_PERSON.finditer(text or ""):
        name = match.group(1).lower()
        if name not in _NOT_A_PERSON and name != user.lower() and name != tenant.lower():
            return match.group(1)
    return None


def mentions_other_tenant(text: str, tenant: str, known_tenants: list[str] | tuple[str, ...]) -> str | None:
    """The first known tenant other than `tenant` that the text names, if any."""
    low = (text or "").lower()
    for other in known_tenants:
        if other.lower() != tenant.lower() and re.search(rf"\b{re.escape(other.lower())}\b", low):
            return other
    return None
