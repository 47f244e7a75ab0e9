"""The small vocabulary the v11 judge cases are written in: this author's tags, two extra checks and two builders.

Why a kit: about 240 hand-written "how / why / what happens / can I" questions (the steps of a process, the
consequence of a missed deadline, the reason for a rule, who is involved, how two rules interact, what to do first,
and yes/no permissions) stay readable when each is one call with its label next to the words. The builders check on
the spot what the loader test checks later (a known kind, a known passage key, tags from the README's list with at
least one voice, "arguable" in both note and tags, `two_passages` on an answerable case resting on several passages)
plus this author's own rules: every answerable and every `missing_detail` case carries at least one *focus* tag
(the kind of process question it is), and a `missing_detail` note says what the passages *give* instead of the asked
step, consequence, reason, exception or permission. Passages are named `<short file>/<heading>` (or
`faq/<question>`); `author_judge_v11.py` cuts them from the corpus with v3's cutter.

The `Case` record, the corpus files' short names and the checks every author shares are in `../../judge_case_kit.py`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from judge_case_kit import Case, make_case  # noqa: E402

SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}  # as in v4/v5
#: new in v11, the focus of the question: a yes/no permission or requirement ("can I", "do I need"), the steps of a
#: process, what happens if something is (not) done, why a rule exists, who is involved or approves, how two rules
#: combine, what to do first
FOCUS = {"yes_no", "process", "consequence", "reason", "who", "interaction", "first_step"}
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase"}
TAGS = SHAPES | FOCUS | VOICES


def _case(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:
    tag_set = set(tags.split())
    if kind in ("answerable", "missing_detail") and not tag_set & FOCUS:
        raise ValueError(f"an answerable or missing_detail case names its focus ({sorted(FOCUS)}): {question!r}")
    if kind == "missing_detail" and "gives" not in note.lower():
        raise ValueError(f"a missing_detail note says what the passages give instead: {question!r}")
    return make_case(tenant, kind, keys, question, note, tags, known_tags=TAGS, voices=VOICES)


def A(tenant: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802 - reads like a label
    """An answerable case: the passages named in `keys` answer it."""
    return _case(tenant, "answerable", keys, question, note, tags)


def U(tenant: str, kind: str, keys: str, question: str, note: str, tags: str) -> Case:  # noqa: N802
    """An unanswerable case of `kind`: neither its passages nor the tenant's whole corpus answer it."""
    return _case(tenant, kind, keys, question, note, tags)
