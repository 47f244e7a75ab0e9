"""The company's own named things — "Acme Dock", "Globex Key", "Acme Cam" — as the tenant's corpus writes them.

Why: a policy states its rules for the company's products in general ("defective hardware is still covered by the
two-year warranty", "items can be returned within 14 days"), so a passage that answers "my Acme Dock stopped working
after 40 days, can I get my money back?" never names the Dock. Read alone, the passages cannot tell that question from
one about a product the company does not sell ("what does the Globex Key Pro cost?", "the warranty on the Acme
Keypad"): both name a product no passage names. The tenant's whole corpus can: its catalogue names the Dock and not
the Key Pro. On the blind policy dev halves, letting every company-named product fall under a general rule gained 8
answerable questions (v2, v5, v6, v7, v14) and lost 19 unanswerable ones, every one a product the corpus never names.

Learned per tenant from the corpus (`Engine.learn_vocabulary` when the corpus version moves; the judge evaluation
from the sample corpus folder of a case's tenant, which is what a tenant seeded with it would hold). Process-wide, like
`querylab.preservation.learn`, because the offline model is built without the store.
"""

from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import Iterable

from querylab.offline.bridges import fold

#: What a policy calls the company's products when its rule covers them all: the aliases of a product the corpus names.
PRODUCT_KINDS = ("hardware", "products", "product", "items", "devices", "purchases")

_lock = threading.Lock()
_names: dict[str, frozenset[str]] = {}


def singular(name: str) -> str:
    """The folded name with its last word singular: "acme docks" → "acme dock"."""
    words = fold(name).split()
    if words and len(words[-1]) > 3 and words[-1].endswith("s") and not words[-1].endswith("ss"):
        words[-1] = words[-1][:-1]
    return " ".join(words)


def own_names(texts: Iterable[str], company: str) -> frozenset[str]:
    """The names in ``texts`` that open with the company's name and go on with a capitalised word ("Acme Dock",
    "Globex Key"), folded and singular."""
    if not company.strip():
        return frozenset()
    pattern = re.compile(rf"(?i:\b{re.escape(company.strip())})(?:\s+(?:[A-Z][\w-]*|\d+\s?(?:TB|GB)))+")
    return frozenset(singular(m.group(0)) for text in texts for m in pattern.finditer(text or ""))


def learn(tenant: str, texts: Iterable[str]) -> None:
    """Replace ``tenant``'s names with those of ``texts`` (its whole corpus, as it is now)."""
    found = own_names(texts, tenant)
    with _lock:
        _names[tenant] = found


def learn_folder(tenant: str, folder: Path) -> None:
    """Learn ``tenant``'s names from the Markdown and text files of ``folder`` that every member may read (no audience
    header, or "all"), unless they are known already."""
    with _lock:
        if tenant in _names:
            return
    from querylab.corpus.loaders import load_text_folder

    learn(tenant, (d.text for d in load_text_folder(folder) if d.metadata.get("audience", "all") == "all"))  # as the engine: for everyone


def names(tenant: str) -> frozenset[str]:
    """The tenant's own names learned so far (empty when nothing was learned: every name is then treated as before)."""
    with _lock:
        return _names.get(tenant, frozenset())


def forget(tenant: str) -> None:
    """Drop what was learned for ``tenant`` (the next `learn_folder` reads its folder again)."""
    with _lock:
        _names.pop(tenant, None)


def sibling_in(name: str, text: str, tenant: str) -> str:
    """Another of the tenant's named things of ``name``'s family that ``text`` names, or "".

    "Business" ends "Acme Workspace Business", whose family "Acme Workspace" also holds "Starter": a passage that says
    gift cards pay "for hardware and Starter plans" answers whether they pay for Business (no). Five authors asked that
    on the dev halves (v2, v4, v16, v18, v22). A name the corpus does not know ("Premium") has no family, so it stays a
    thing the documents never name."""
    asked = singular(name)
    known = names(tenant)
    for full in known:
        if not asked or not (full == asked or full.endswith(" " + asked)):
            continue
        family, _, last = full.rpartition(" ")
        for other in known:
            head, _, word = other.rpartition(" ")
            if head == family and word != last:
                found = re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text, re.I)
                if found and found.group(0)[0].isupper():  # "Starter plans", not "a starter kit"
                    return found.group(0)
    return ""


#: Named things of the company that are parts of it, not products: "Acme Customer Care", "Globex IT Help Desk".
_ORGANISATION = re.compile(r"\b(?:care|support|service|services|desk|team|corporation|inc|ltd|department|office|overview|people|finance)\b")


def is_own(name: str, tenant: str) -> bool:
    """Whether ``name`` ("Key", "the Globex Key", "Docks") is one of the tenant's products, with or without the company."""
    asked = singular(re.sub(r"^(?:the|my|our|a|an)\s+", "", name.strip(), flags=re.I))
    known = names(tenant)
    # a letter or two is no product's name: "Acme B" is what the corpus's "Acme B.V." leaves of a company's legal form
    return len(asked) > 2 and not _ORGANISATION.search(asked) and (asked in known or f"{fold(tenant)} {asked}" in known)


#: Words of a document's title the catalogue reads as a name ("Acme Workspace Product Overview Effective …").
_TITLE_WORDS = frozenset({"overview", "effective", "policy", "guide", "handbook", "faq"})
#: Where a sentence, a list item or a heading opens (not a table cell or bold text: "| Starter |" names the plan).
_SENTENCE_START = re.compile(r"(?:^|[.!?:]\s+|\n\s*(?:[-*#]+\s*)?)$")


def names_any(text: str, tenant: str) -> bool:
    """Whether ``text`` names any of the tenant's named things by its last word, capitalised as the corpus writes it
    ("Key", "HomeVault"): a passage that does is about those things, not a rule for every product."""
    for full in names(tenant):
        last = full.rsplit(" ", 1)[-1]
        if len(last) <= 2 or _ORGANISATION.search(full) or last in _TITLE_WORDS:
            continue  # "Acme B.V.", "Acme Customer Care", a title's "Overview": the company and its documents, not a product
        for found in re.finditer(rf"(?<![\w-]){re.escape(last)}(?![\w-])", text, re.I):
            if found.group(0)[0].isupper() and not _SENTENCE_START.search(text[:found.start()]):
                return True  # not "Business customers can pay by invoice": a capital that only opens a sentence names nothing
    return False
