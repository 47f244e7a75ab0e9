"""The small vocabulary the v14 judge cases are written in: this author's tags, two extra checks and two builders.

Why a kit: about 240 hand-written questions about **conditions, exceptions and scope** — answers that hang on an
"unless", "except", "only if", "provided that" or "as long as", and rules that apply to some roles, contract types,
countries, customer tiers, product lines, channels or periods and not to others — stay readable when each is one call
with its label next to the words. The builders check on the spot what the loader test checks later (a known kind, a
known passage key, tags from the README's list with at least one voice, "arguable" in both note and tags,
`two_passages` on an answerable case resting on several passages) plus this author's own rules: every case carries at
least one focus tag (`condition`, `exception`, `scope`, `boundary`, `multi_clause`); a `missing_detail` note says
what the passages *give* and what they lack; an unanswerable `multi_clause` note names the clause that fails.
Passages are named `<short file>/<heading>` (or `faq/<question>`); `author_judge_v14.py` cuts them from the corpus
with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable",  # as in v4/v5
          "multi_clause",  # as in v8: every clause must be answerable
          "condition", "exception", "scope", "boundary"}  # new in v14: an unless / only if / provided that / as long
# as; a rule together with its exception; whom or what a rule applies to; a value at or beside a rule's threshold
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase"}
TAGS = SHAPES | VOICES
FOCUS = {"condition", "exception", "scope", "boundary", "multi_clause"}


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_list = tags.split()
    if kind == "missing_detail" and "gives" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give and what they lack: {question!r}")
    if "multi_clause" in tag_list and kind != "answerable" and "clause" not in note:
        raise ValueError(f"an unanswerable multi_clause note names the clause that fails: {question!r}")
    if not FOCUS & set(tag_list):
        raise ValueError(f"every v14 case turns on a condition, exception or scope; tag it: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer every part of it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
