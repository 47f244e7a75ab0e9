"""The small vocabulary the v33 judge cases are written in: this author's tags, its own checks and two builders.

Why a kit: about 240 hand-written **short and messy searches** — keyword queries, fragments, typos, abbreviations,
run-on dictated questions — next to a few long, careful ones stay readable when each is one call with its label next
to the words. The builders check on the spot what the loader test checks later (a known kind, a known passage key,
tags from the README's list with exactly one query style, "arguable" in both note and tags, `two_passages` on an
answerable case resting on several passages) plus this author's own rules: every case has exactly one query style
(`STYLES`) whose shape the question really has (a `keywords` query has no question mark and at most 9 words, a
`fragment` at most 12 words, a `run_on` at least 18 words, a `careful` question at least 22 words and a question
mark); every case has at least one topic (`TOPICS`); an answerable note gives the answer ("Answer:"); a
`missing_detail` note says what the passages *give* and what they lack; an `other_role` or `other_entity` note says
which groups, products or plans the passages *cover*; an answerable `general_rule` note names the general rule; the
answer shapes `paraphrase`, `two_passages` and `general_rule` stand only on answerable cases; an `other_unit` question
names a currency other than the tenant's own. Passages are named `<short file>/<heading>` (or `faq/<question>`);
`author_judge_v33.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
ANSWER_SHAPES = {"paraphrase", "two_passages", "general_rule"}  # how an answerable case is answered
STYLES = {"keywords",  # a search-box query: bare words, no question mark, at most 9 words
          "fragment",  # half a sentence, at most 12 words
          "short_q",  # a short plain question
          "run_on",  # a dictated run-on question, 18 words or more, little punctuation
          "careful"}  # a long, careful, complete question (22 words or more)
NOISE = {"typos", "abbrev", "lowercase"}  # misspellings; abbreviations (pto, wfh, po, rma, sla, …); no capitals at all
TOPICS = {"refunds", "orders", "products", "expenses", "travel", "time_off", "it_security", "approvals",
          "procurement", "finance_close", "benefits"}
FORMS = {"yes_no", "amount", "duration", "date", "pick", "list", "steps"}  # the shape of the answer asked for
QUALIFIERS = {"boundary", "stated_no", "place", "channel", "version", "currency", "group"}
TAGS = SHAPES | STYLES | NOISE | TOPICS | FORMS | QUALIFIERS
#: currencies an `other_unit` question may name: anything but the tenant's own
OTHER_CURRENCIES = {"acme": ("GBP", "CHF", "NOK", "SEK", "PLN", "USD", "DKK", "pound", "franc", "krone", "dollar"),
                    "globex": ("CAD", "GBP", "JPY", "EUR", "MXN", "yen", "peso", "euro", "pound")}


def _style_ok(style: str, question: str) -> bool:
    words = len(question.split())
    return {"keywords": "?" not in question and words <= 9, "fragment": words <= 12, "short_q": "?" in question,
            "run_on": words >= 18, "careful": words >= 22 and "?" in question}[style]


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    styles = STYLES & set(tag_list)
    if len(styles) != 1 or not _style_ok(next(iter(styles)), question):
        raise ValueError(f"exactly one query style of {sorted(STYLES)}, and the question has its shape: {question!r}")
    if not TOPICS & set(tag_list):
        raise ValueError(f"say the topic (one or more of {sorted(TOPICS)}): {question!r}")
    if kind == "answerable" and "Answer:" not in note:
        raise ValueError(f"an answerable note gives the answer ('Answer: …'): {question!r}")
    if kind == "missing_detail" and "give" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if kind in ("other_role", "other_entity") and "cover" not in note.lower():
        raise ValueError(f"an {kind} note says which groups, products or plans the passages cover: {question!r}")
    if kind == "answerable" and "general_rule" in tag_list and "general rule" not in note.lower():
        raise ValueError(f"a general_rule note names the general rule: {question!r}")
    if kind != "answerable" and ANSWER_SHAPES & set(tag_list):
        raise ValueError(f"{sorted(ANSWER_SHAPES)} describe how an answerable case is answered: {question!r}")
    if kind == "other_unit" and not any(c.lower() in question.lower() for c in OTHER_CURRENCIES[tenant]):
        raise ValueError(f"an other_unit question names a currency other than the tenant's: {question!r}")
    if "lowercase" in tag_list and question != question.lower():
        raise ValueError(f"a lowercase question has no capitals: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=STYLES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
