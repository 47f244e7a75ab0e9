"""A product asked about in an edition the documents do not list: "does the acme cam pro record in 4k?", "what's the
storage on globexsync premium?", "the Workspace Team plan".

Why: the judge matches a name word by word, and an edition word ("pro", "premium", "team") stands somewhere in most
passages, so the unlisted edition passes as the listed product and the judge says "yes" from that product's facts
(blind policy v17 and v18 dev: five false "yes"es, two authors). The name the question gives is the product's with
the edition; when the documents never write that edition (not after the product, and not as a name of its own such
as a plan in a table), the question is about another product, and the judge is given that whole name to find.

Only edition words count (a closed list of how products are told apart), so "the acme dock stopped working" is not
read as a product called "Acme Dock Stopped".
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from querylab.offline.bridges import fold

EDITION_WORDS = frozenset(
    "pro plus max mini premium family team teams lite ultra basic business enterprise starter standard deluxe personal "
    "student education gold silver platinum xl elite advanced essentials professional unlimited".split())
#: What follows "plus" when it adds one thing to another: a count, an article or a charge.
_ADDED = re.compile(r"\s+(?:\d|(?:a|an|the|one|two|three|four|five|six|another|extra|shipping|delivery|tax|vat)\b)")
_MIN_TAIL = 4  # a product's own word alone ("homevault", "workspace"); "cam" or "key" alone is too common a word


def product_heads(known: Iterable[str], documents: Sequence[str], company: str) -> set[str]:
    """Folded names a product goes by: the catalogue's ("acme cam") and their own word ("workspace"), and the company's
    compound names in the documents ("GlobexSync")."""
    heads: set[str] = set()
    for name in known:
        heads.add(name)
        tail = name.split(" ", 1)[1] if " " in name else ""
        if len(tail) >= _MIN_TAIL and " " not in tail:
            heads.add(tail)
    if company.strip():
        compound = re.compile(rf"\b{re.escape(company.strip())}[A-Z]\w+", re.I)
        heads |= {fold(m.group(0)) for d in documents for m in compound.finditer(d or "")}
    return heads


def unlisted_editions(question: str, documents: Sequence[str], company: str, known: Iterable[str]) -> list[str]:
    """The "product edition" names in ``question`` whose edition the documents never write (as asked, e.g. "acme cam pro")."""
    text = fold(question or "")
    folded_docs = " ".join(fold(d) for d in documents)
    raw_docs = "\n".join(documents)
    out: list[str] = []
    for head in sorted(product_heads(known, documents, company), key=len, reverse=True):
        for m in re.finditer(rf"\b{re.escape(head)}\s+([a-z]+)\b", text):
            edition = m.group(1)
            if edition not in EDITION_WORDS or f"{head} {edition}" in folded_docs or any(m.group(0) in o for o in out):
                continue  # not an edition, written in the documents, or part of a longer name found already
            if edition == "plus" and _ADDED.match(text, m.end()):
                continue  # "a HomeVault plus two 4 TB drives: total?": a sum, not an edition (v20, v22, v34 dev)
            if re.search(rf"\b(?:{edition.capitalize()}|{edition.upper()})\b", raw_docs):
                continue  # listed under its own name ("| Pro | USD 24.99 …")
            out.append(m.group(0))
    return out
