"""A question that quotes the documents back ("The FAQ says a PO is needed 'for any purchase above USD 2,500'. My
purchase is exactly $2,500 - P-card or PO?"): the quotation is the user's context, not what is asked.

Why: words quoted from a passage are found in that passage by construction, so they fill the judge's word coverage
and its constraints with matches that say nothing about the case asked ("the passage matches: 3, 2 weeks" for "the
policy says requests of '3 or more consecutive days' need 2 weeks' notice. How early must I ask for 2 days off?"),
while the words that frame the quotation ("the FAQ says", "the page says") read as names the documents never mention
(blind policy v18 dev: two false "yes"es, two false "no"s). The judge reads the question without them: a statement
that carries a quotation found in the documents is dropped whole (it restates them), and in a sentence that asks, the
quotation goes with the words that introduce it; a quotation found nowhere stays, since then it is what the user
brings and the documents must meet it.
"""

from __future__ import annotations

import re
from typing import Sequence

from querylab.lexicon import message_sentences

#: Words in quotation marks (not an apostrophe's "don't … it's"): also what the router reads as quoted, pointing nowhere.
# an apostrophe before a letter inside single quotes is a contraction, not the closing quote: "the fourth 'where's my
# package' today" (routing v176 dev)
QUOTED = re.compile(r"(?<!\w)'(?:[^'\n]|'(?=[a-z])){3,}?'(?!\w)|\"[^\"]{3,}\"|[‘“][^’”]{3,}[’”]")
# "The policy says", "the gift card page says", "your FAQ states that", "it says": the source the quotation comes from.
_SOURCE_SAYS = re.compile(r"(?:\b(?:the|your|our|this|that|its|it)\s+(?:[\w-]+\s+){0,3}?)?\b(?:says?|said|states?|stated|reads?|mentions?|writes?|"
                          r"tells?\s+(?:me|us))\s+(?:that\s+)?(?:(?:only|just)\s+)?$", re.I)
_SPACES = re.compile(r"\s+")
_NOT_WORD = re.compile(r"[^\w\s]")


def _norm(text: str) -> str:
    return _SPACES.sub(" ", _NOT_WORD.sub(" ", text.lower())).strip()


def without_quoted_evidence(question: str, documents: Sequence[str]) -> str:
    """``question`` without the quotations the documents contain: a statement that carries one ("The policy says
    requests of '3 or more consecutive days' need 2 weeks' notice.") is dropped whole, since it restates the
    documents; in a sentence that asks, the quotation goes with the words that introduce it. The question itself when
    it quotes nothing from them, or when nothing would be left."""
    text = question or ""
    if not QUOTED.search(text):
        return text
    corpus = _norm(" ".join(documents))
    kept: list[str] = []
    for sentence in message_sentences(text):
        found = [m for m in QUOTED.finditer(sentence) if len(_norm(m.group(0)[1:-1]).split()) >= 2 and _norm(m.group(0)[1:-1]) in corpus]
        if not found:
            kept.append(sentence)
        elif "?" not in sentence:
            continue
        else:
            out, last = [], 0
            for m in found:
                before = sentence[last:m.start()]
                says = _SOURCE_SAYS.search(before)
                out.append(before[: says.start()] if says else before)
                last = m.end()
            kept.append("".join(out) + sentence[last:])
    cleaned = re.sub(r"\s+([.,;:?!])", r"\1", _SPACES.sub(" ", " ".join(kept))).strip(" -–—,;:")
    return cleaned if len(_norm(cleaned).split()) >= 2 else text
