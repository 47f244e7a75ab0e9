"""Who said it, as a shared inbox writes it: "as Tom said in the chat, …", "… Anna asked in the managers' chat".

Why its own module: a message that passes on what someone else said names that someone and where it was said. The
route is decided by what is asked, and the attribution only pulled the vote: toward a refusal ("and as the CFO's
assistant said in her mail, CFO goes to 100k?" after a question about PO limits) or away from asking back ("what's the
limit? Anna asked in the managers' chat" names no limit) (routing v169 dev). The security checks read the whole message
before this is dropped (`router.ExampleRouter.classify`): a name in the attribution still refuses a request for that
person's records.
"""

from __future__ import annotations

import re

_WHERE = (r"(?:\s+(?:in|on|during|over|via|at)\s+(?:the|a|an|her|his|their|our|my|this|today's|yesterday's)\s+(?:[\w'’-]+\s+){0,2}?"
          r"(?:chat|mail|e-?mail|call|meeting|thread|channel|message|note|stand-?up|huddle|team\s+call))?")
# "as Tom said in the chat, …", "as my colleague said, …": opening the message or a clause ("as I said" points back, and stays)
_AS_SAID = re.compile(r"(?:^|(?<=[,.;:!?—–])\s*|\band\s+)as\s+(?!(?:i|we|you)\s)(?:[\w'’-]+\s+){1,4}?(?:said|says|mentioned|wrote|put\s+it|pointed\s+out|told\s+(?:me|us))"
                      + _WHERE + r"\s*[,:—–-]\s*", re.I)
# "… Anna asked in the managers' chat", "… my manager wants to know": closing the message, after the question
_ASKED_AFTER = re.compile(r"(?<=[?.!])\s*(?:[\w'’-]+\s+){1,3}?(?:asked|was\s+asking|is\s+asking|wants\s+to\s+know)" + _WHERE + r"\W*$", re.I)


def without_hearsay(text: str) -> str:
    """``text`` without a clause that only says who said or asked it; unchanged when nothing else would be left."""
    kept = _ASKED_AFTER.sub("", _AS_SAID.sub(lambda m: " and " if m.group(0).lower().startswith("and") else " ", text or ""))
    kept = re.sub(r"\s{2,}", " ", kept).strip()
    return kept if len(kept.split()) >= 2 else text
