"""What a newer version of a document left as it was, as the document itself says: "Version 3.1 replaces version 3.0 and
changes only the section on express shipping fees".

Why: a question asked under the older version ("under refund policy 3.0, how many days did customers have to ask for a
refund?") names a version no passage states a rule for, so the judge read it as another version and said "no". The
document says which part changed; every other rule of the current text held under the older version too. Four authors
asked such questions (v3, v22, v26, v31 dev), and twelve asked about the part that did change (the express fee), which
stays a version the documents do not give. Only a change the document calls the only one counts: "Version 2.2 replaces
version 2.1 and adds the store-credit option" does not say the rest stayed, and six authors (v4, v7, v8, v9, v20, v31 dev)
took 2.1's restocking fee and return window as rules the documents do not give.
"""

from __future__ import annotations

import re
from typing import Sequence

from querylab.lexicon import content_terms, stem

_CHANGE = re.compile(r"\bversion\s+(?P<new>\d+(?:\.\d+)*)\s+(?:replaces|supersedes)\s+(?:version\s+)?(?P<old>\d+(?:\.\d+)*)\s+and\s+"
                     r"(?:(?:changes|updates|revises|amends|adds)\s+only\s+|only\s+(?:changes|updates|revises|amends|adds)\s+)"
                     r"(?:the\s+(?:section|part|rules?|paragraph)\s+(?:on|about|for|of)\s+)?(?P<what>[^.;]+)", re.I)
#: Words of a changed part too general to tell the question's subject ("the section on …", "the … option").
_GENERAL = frozenset(stem(w) for w in "option options section part rule rules policy change changes new".split())


def _stems(text: str) -> set[str]:
    return {stem(w) for w in content_terms(text.replace("-", " "))} - _GENERAL


def unchanged_since(version: str, question: str, documents: Sequence[str]) -> str:
    """How the documents say ``version``'s rules still hold ("version 3.1 changed only express shipping fees"), when the
    question asks about none of the changed part's words; "" otherwise."""
    for document in documents:
        for m in _CHANGE.finditer(document or ""):
            if m.group("old") != version:
                continue
            what = m.group("what").strip()
            if _stems(what) & _stems(question):
                return ""  # asked about what changed: the older text is not in the documents
            return f"version {m.group('new')} changed only {what}"
    return ""
