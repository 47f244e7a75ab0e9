"""The small vocabulary the v6 judge cases are written in: one `Case` record, two builders and the file short names.

Why a kit: about 240 hand-written cases stay readable when each is one call with its label next to the words. The
builders check on the spot what the loader test checks later (a known kind, at least one passage, voice and shape
tags from the README's list, "arguable" in both note and tags), so a typo fails while writing, not at review.
Passages are named by `<short file>/<heading>` (or `faq/<question>`); `author_judge_v6.py` cuts them from the corpus
with v3's cutter. The first passage named is the one the label rests on; distractors come from its document.
"""

from __future__ import annotations

from dataclasses import dataclass

UNANSWERABLE = ("other_country", "other_version", "other_channel", "other_role", "other_unit", "missing_detail",
                "ranking", "other_entity")
TAGS = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable",  # shape
        "terse", "chatty", "formal", "non_native", "lowercase", "typos"}  # voice
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase", "typos"}

#: short file name -> file stem, per tenant (`faq` stays `faq`: the cutter's key for one FAQ paragraph)
FILES: dict[str, dict[str, str]] = {
    "acme": {"faq": "faq", "efaq": "employee-faq", "e23": "expense-reimbursement-policy-2023",
             "exp": "expense-reimbursement-policy-2025", "pto": "holidays-and-pto", "sec": "it-security-basics",
             "mgr": "manager-approval-limits", "prod": "product-overview", "ref": "refund-policy",
             "ship": "shipping-and-orders", "trv": "travel-policy", "ven": "vendor-onboarding-notes"},
    "globex": {"faq": "faq", "efaq": "employee-faq", "exp": "expense-reimbursement-policy-2025",
               "pto": "holidays-and-pto", "sec": "it-security-basics", "mgr": "manager-approvals-handbook",
               "cloud": "cloud-services-overview", "close": "quarter-end-close-calendar", "ref": "refund-policy",
               "ship": "shipping-and-orders", "trv": "travel-policy"},
}


@dataclass(frozen=True)
class Case:
    tenant: str
    kind: str
    keys: tuple[str, ...]  # full corpus keys; the first is the passage the label rests on
    question: str
    note: str
    tags: tuple[str, ...]


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    if tenant not in FILES:
        raise ValueError(f"unknown tenant {tenant!r}")
    if kind != "answerable" and kind not in UNANSWERABLE:
        raise ValueError(f"unknown kind {kind!r} for {question!r}")
    full = []
    for short in keys.split(" + "):
        file, _, heading = short.strip().partition("/")
        if file not in FILES[tenant] or not heading:
            raise KeyError(f"unknown passage {short!r} for {question!r}")
        full.append(f"{FILES[tenant][file]}/{heading}")
    tag_list = tuple(tags.split())
    unknown = [t for t in tag_list if t not in TAGS]
    if unknown or not VOICES & set(tag_list):
        raise ValueError(f"tags {tag_list} (unknown {unknown}, or no voice) for {question!r}")
    if ("arguable" in tag_list) != ("arguable" in note):
        raise ValueError(f"'arguable' must stand in both note and tags: {question!r}")
    if len(full) > 1 and kind == "answerable" and "two_passages" not in tag_list:
        raise ValueError(f"an answerable case with several passages needs the tag two_passages: {question!r}")
    if not note.strip():
        raise ValueError(f"a case needs a note: {question!r}")
    return Case(tenant, kind, tuple(full), question, note, tag_list)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
