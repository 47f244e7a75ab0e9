"""Verbatim passages from sample_corpus/<tenant>/*.md, for the v2 blind policy judge set.

Why a module of its own: every document of a judge case must be a string copied verbatim from the corpus
(the test checks it), so passages are cut from the files by heading or paragraph opening, never retyped.
"""

from __future__ import annotations

import random
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[5] / "sample_corpus"

#: Short names used by the authoring script -> file stem, per tenant.
DOCS: dict[str, dict[str, str]] = {
    "acme": {
        "faq": "employee-faq", "exp23": "expense-reimbursement-policy-2023", "exp25": "expense-reimbursement-policy-2025",
        "pto": "holidays-and-pto", "it": "it-security-basics", "mgr": "manager-approval-limits",
        "prod": "product-overview", "refund": "refund-policy", "ship": "shipping-and-orders",
        "travel": "travel-policy", "vendor": "vendor-onboarding-notes",
    },
    "globex": {
        "cloud": "cloud-services-overview", "faq": "employee-faq", "exp": "expense-reimbursement-policy-2025",
        "pto": "holidays-and-pto", "it": "it-security-basics", "mgr": "manager-approvals-handbook",
        "close": "quarter-end-close-calendar", "refund": "refund-policy", "ship": "shipping-and-orders",
        "travel": "travel-policy",
    },
}

#: Topic groups: a distractor comes only from a document that shares no group with the case's documents.
GROUPS: dict[str, set[str]] = {
    "faq": {"customer", "money", "people", "it"},
    "exp23": {"money"}, "exp25": {"money"}, "exp": {"money"}, "travel": {"money"}, "vendor": {"money"},
    "close": {"money"}, "mgr": {"money", "people", "customer"},
    "pto": {"people"}, "it": {"it"},
    "refund": {"customer"}, "ship": {"customer"}, "prod": {"customer"}, "cloud": {"customer"},
}
#: Never used as distractors: the FAQ touches every topic, the vendor notes hold the prompt injections.
NO_DISTRACTOR = {"faq", "vendor"}
SKIP_HEADINGS = {"Contact", "Contacts", "Who to contact", "Status of this document"}


def _text(tenant: str, short: str) -> str:
    return (CORPUS / tenant / f"{DOCS[tenant][short]}.md").read_text(encoding="utf-8")


def section(tenant: str, short: str, heading: str) -> str:
    """The section from its `##`/`###` heading line to the line before the next heading, trailing blanks cut."""
    lines = _text(tenant, short).split("\n")
    for i, line in enumerate(lines):
        if line.lstrip("#").strip() == heading and line.startswith("##"):
            j = i + 1
            while j < len(lines) and not lines[j].startswith("#"):
                j += 1
            return "\n".join(lines[i:j]).rstrip()
    raise KeyError(f"{tenant}/{short}: no heading {heading!r}")


def paragraph(tenant: str, short: str, opening: str) -> str:
    """The block of consecutive non-blank lines that starts with `opening`."""
    blocks = _text(tenant, short).split("\n\n")
    hits = [b.strip("\n") for b in blocks if b.startswith(opening)]
    if len(hits) != 1:
        raise KeyError(f"{tenant}/{short}: {len(hits)} paragraphs open with {opening!r}")
    return hits[0]


def passage(tenant: str, ref: str) -> str:
    """`doc#Heading` is a section, `doc|Opening words` a paragraph."""
    if "#" in ref:
        short, heading = ref.split("#", 1)
        return section(tenant, short, heading)
    short, opening = ref.split("|", 1)
    return paragraph(tenant, short, opening)


def distractor_pool(tenant: str, used: set[str]) -> list[str]:
    """Sections of same-tenant documents unrelated to every document the case uses."""
    groups = set().union(*(GROUPS[u] for u in used))
    pool: list[str] = []
    for short in sorted(DOCS[tenant]):
        if short in NO_DISTRACTOR or short in used or GROUPS[short] & groups:
            continue
        for line in _text(tenant, short).split("\n"):
            if line.startswith("## ") or line.startswith("### "):
                heading = line.lstrip("#").strip()
                if heading in SKIP_HEADINGS:
                    continue
                text = section(tenant, short, heading)
                if len(text) > 120:
                    pool.append(text)
    return pool


def with_distractors(tenant: str, refs: list[str], rng: random.Random) -> list[str]:
    """The case's passages plus one or two unrelated sections, shuffled like a retrieved list."""
    docs = [passage(tenant, r) for r in refs]
    used = {r.split("#", 1)[0].split("|", 1)[0] for r in refs}
    pool = distractor_pool(tenant, used)
    room = 4 - len(docs)
    if room <= 0 or not pool:
        return docs
    k = min(room, rng.choice([1, 1, 2]))
    docs = docs + rng.sample(pool, k)
    rng.shuffle(docs)
    return docs
