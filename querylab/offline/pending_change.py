"""What a user says while a change waits for their confirmation: takes it back, or confirms it and asks something more.

Why its own module: once the assistant has said "Order 1046 can be cancelled. Confirm?", the next message is read
against that proposal before anything else. Two shapes, each written by several blind authors, were routed by their
other words instead (routing round 27, v100–v104 dev):
- a retraction with a reason after it ("hmm no, leave it, the caller changed his mind again", "wacht, no, leave it. I
  ask my manager first", "hold on … never mind, leave it as is"): the reason talks about callers, managers and wives,
  and the vote followed it to knowledge or out of domain; the user asks nothing, so it is small talk — and nothing
  changes either way, since an action needs the user's "yes";
- a retraction followed by a look-up of the same object ("no, don't cancel — just tell me the total first", round 28,
  v108 dev): the change is dropped, the look-up is what is left;
- a confirmation followed by a question ("yes confirm. and remind me what happens with the shipping fee"): two
  intents, the confirmed change and a policy question, so the more privileged one, the change, is the route.
"""

from __future__ import annotations

import re

from querylab.offline.information_need import asks_for_field
from querylab.offline.question_forms import ASKS_INSTEAD
from querylab.offline.route_rules import ACTION_VERB, requests_change

# The assistant asks the user to confirm a change it is about to make ("Confirm?", "Please confirm.", "Shall I go ahead?").
_AWAITS = re.compile(r"\bconfirm\b|\b(?:shall|should)\s+I\s+(?:go\s+ahead|proceed|cancel|withdraw|return|refund|switch|change)\b", re.I)  # "Shall I cancel it?" (v137, v141 dev)
# The change is taken back: left as it is, dropped, not done.
_TAKES_BACK = re.compile(r"\b(?:leave\s+(?:it|them)|keep\s+(?:it|them)|never\s*mind|nvm|forget\s+(?:it|that)|not\s+now|not\s+yet"
                         r"|don'?t\s+(?:cancel|do|change|withdraw|touch)\s+(?:it|that|them|anything)"
                         r"|don'?t\s+(?:cancel|change|withdraw)(?=\s*[,.;:!—–-])|don'?t(?=\s*(?:[.;!—–]|$)))", re.I)  # "no wait, don't." (v150 dev)
# A retraction opens by saying no or stopping ("hmm no, …", "wait, …", "hold on, …", "wacht, nee, …").
_OPENS_WITH_NO = re.compile(r"^\W*(?:(?:hmm+|oh|ah|actually|sorry|ok(?:ay)?|um+)\W+)*(?:no|nah|nope|nee|wait|wacht|hold\s+on|hang\s+on|stop)\b", re.I)
# A pause while the change waits: nothing dropped, nothing asked ("hold on, someone's at the door — the movers are here", v139 dev).
_PAUSES = re.compile(r"^\W*(?:(?:hmm+|oh|ah|um+)\W+)*(?:hold\s+on|hang\s+on|one\s+(?:sec|second|moment|min(?:ute)?)|just\s+a\s+(?:sec|second|moment|min(?:ute)?)|brb)\b", re.I)
# Another change asked for in the same breath ("no, cancel 1044 instead", "leave it, but change the address").
_ASKS_ANOTHER = re.compile(r"\b(?:instead|but|rather)\b|" + ASKS_INSTEAD.pattern, re.I)
# "yes confirm.", "yes, go ahead —", "confirmed;": the confirmation first, something else after it.
_CONFIRMS_FIRST = re.compile(r"^\W*(?:(?:yes|yeah|yep|ok(?:ay)?|sure)\W+)?(?:confirm(?:ed)?|go\s+ahead|please\s+do|do\s+it)\b\s*(?:it\b)?\s*[.,;:!—–-]+\s*"
                             r"(?:(?:and|also|btw)\W+)*(?P<rest>\S.*)$", re.I | re.S)
_ASKS = re.compile(r"(?:what|how|when|where|who|which|why|is|are|do|does|can|could|will|would|remind\s+me|tell\s+me)\b", re.I)
_HEDGES = re.compile(r"\b(?:not|no|don'?t|wait|instead|but|only|except|other)\b", re.I)


def awaits_confirmation(reply: str) -> bool:
    """The assistant's last turn asks the user to confirm a change before it is made."""
    return bool(_AWAITS.search(reply or ""))


def takes_back(question: str) -> bool:
    """The message opens with a "no" or a "wait", drops the change — or only pauses ("hold on, someone's at the door")
    — and asks for nothing else; a reason may follow."""
    text = question or ""
    dropped = _OPENS_WITH_NO.search(text) and _TAKES_BACK.search(text)
    return bool(dropped or (_PAUSES.search(text) and not ACTION_VERB.search(text))) and "?" not in text and not _ASKS_ANOTHER.search(text) \
        and not takes_back_and_asks(text)  # "hold on, not yet — first tell me when 2041 arrives" (v121 dev) asks a look-up


def takes_back_and_asks(question: str) -> str | None:
    """What the message asks after taking the change back ("no, don't cancel — just tell me the total first"), or None
    when it asks nothing more or asks another change."""
    text = question or ""
    dropped = _TAKES_BACK.search(text)
    if not (_OPENS_WITH_NO.search(text) and dropped):
        return None
    rest = text[dropped.end():].strip(" ,;:.!—–-")
    return rest if rest and asks_for_field(rest) and not requests_change(rest) and not ACTION_VERB.search(rest) else None


def confirms_and_asks(question: str) -> str | None:
    """The question asked after an outright confirmation ("yes confirm. and remind me …"), or None. A tail that hedges
    ("confirm — but not the express one") changes what is confirmed and is not read so."""
    m = _CONFIRMS_FIRST.match(question or "")
    if not m or _HEDGES.search(m.group("rest")) or ACTION_VERB.search(m.group("rest")) or requests_change(m.group("rest")):
        return None  # "confirm, and while you're in there cancel 1043 for alice too" asks another change, not a question
    return m.group("rest") if "?" in m.group("rest") or _ASKS.match(m.group("rest")) else None
