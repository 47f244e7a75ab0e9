"""What every author's judge case kit shares (v5 on): the `Case` record, the corpus files' short names and the checks
made while a case is written (a known tenant and kind, known passages, tags from the author's list with a voice,
"arguable" in both note and tags, `two_passages` on an answerable case resting on several passages).

Why shared: each author names their own tags and adds their own checks (`vN/authoring/case_kit_vN.py`); the record and
the common checks are one thing, so a fix to them reaches every set. `judge_set_author.py` turns the cases into files.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Collection

UNANSWERABLE = ("other_country", "other_version", "other_channel", "other_role", "other_unit", "missing_detail",
                "ranking", "other_entity")

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


def make_case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str, *,
              known_tags: Collection[str], voices: Collection[str]) -> Case:
    """A case from its short passage names (`"pto/Carry-over + faq/…"`), checked as it is written."""
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
    unknown = [t for t in tag_list if t not in known_tags]
    if unknown or not set(voices) & set(tag_list) or len(set(tag_list)) != len(tag_list):
        raise ValueError(f"tags {tag_list} (unknown {unknown}, no voice, or a tag twice) for {question!r}")
    if ("arguable" in tag_list) != ("arguable" in note):
        raise ValueError(f"'arguable' must stand in both note and tags: {question!r}")
    if len(full) > 1 and kind == "answerable" and "two_passages" not in tag_list:
        raise ValueError(f"an answerable case with several passages needs the tag two_passages: {question!r}")
    return Case(tenant, kind, tuple(full), question, note, tag_list)
