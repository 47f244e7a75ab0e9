"""Write the whole v6 blind policy judge set (before its one split) as JSON Lines, byte for byte reproducibly.

Why a script: the cases are a record of how the set was written, and every passage must be corpus text, never
retyped. The cases (`cases_v6_*.py`, built with `case_kit_v6.py`) name their passages by key; this script cuts them
from `sample_corpus/<tenant>/*.md` with v3's cutter (`../../v3/authoring/corpus_passages.py`, imported, not copied),
adds distractors from the same document as the passage the label rests on (the case's first key; FAQ paragraphs get
other FAQ paragraphs): one or two when the case rests on one passage, none or one otherwise, never a Contact section,
never a passage already in the case or overlapping one, at most 4 passages in all. It shuffles the passages like a
retrieved list and numbers the cases `v6-jp-NNN` after a seeded shuffle, so an id says nothing about the kind.

Every unanswerable case was written to be unanswerable from the whole tenant corpus, not only from its own
passages, so no distractor can turn it answerable.

Usage: python tests/data/blind/v6/authoring/author_judge_v6.py ALL.jsonl
then:  python tests/data/blind/v6/split_judge.py --from ALL.jsonl
"""

from __future__ import annotations

import importlib.util
import json
import random
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from case_kit_v6 import Case  # noqa: E402
from cases_v6_acme_no import CASES as ACME_NO  # noqa: E402
from cases_v6_acme_yes import CASES as ACME_YES  # noqa: E402
from cases_v6_globex_no import CASES as GLOBEX_NO  # noqa: E402
from cases_v6_globex_yes import CASES as GLOBEX_YES  # noqa: E402

CASES: list[Case] = ACME_YES + GLOBEX_YES + ACME_NO + GLOBEX_NO  # the authoring order the numbering shuffles
ID_SEED = 20261214  # numbering shuffle (v5 used 20261211)
DISTRACTOR_SEED = 20261215  # distractor choice and passage order (v5 used 20261212)
NO_DISTRACTOR_HEADINGS = {"Contact", "Contacts", "Who to contact"}
MAX_PASSAGES = 4


def _load_cutter() -> ModuleType:
    path = HERE.parents[1] / "v3" / "authoring" / "corpus_passages.py"
    spec = importlib.util.spec_from_file_location("v3_corpus_passages", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _family(key: str) -> str:
    return key.split("/", 1)[0]


def _overlaps(a: str, b: str) -> bool:
    return a in b or b in a


def _candidates(key: str, chosen: list[str], passages: dict[str, str]) -> list[str]:
    """Same-document passages that could stand beside `key` in a retrieved list (sorted, for a stable draw)."""
    out = []
    for other, text in sorted(passages.items()):
        if _family(other) != _family(key) or other.split("/", 1)[1] in NO_DISTRACTOR_HEADINGS:
            continue
        if any(_overlaps(text, passages[k]) for k in chosen):
            continue
        out.append(other)
    return out


def build(cases: list[Case] = CASES) -> list[dict[str, Any]]:
    cutter = _load_cutter()
    corpus = {tenant: cutter.passages(tenant) for tenant in ("acme", "globex")}
    rng = random.Random(DISTRACTOR_SEED)
    rows: list[dict[str, Any]] = []
    seen_questions: set[str] = set()
    for case in cases:
        if case.question in seen_questions:
            raise ValueError(f"question written twice: {case.question!r}")
        seen_questions.add(case.question)
        passages = corpus[case.tenant]
        keys = list(case.keys)
        missing = [k for k in keys if k not in passages]
        if missing or len(set(keys)) != len(keys):
            raise KeyError(f"{case.question!r}: no passage {missing} (or a key twice)")
        wanted = rng.choice([1, 1, 2]) if len(keys) == 1 else rng.choice([0, 1, 1])
        pool = _candidates(keys[0], keys, passages)
        extra: list[str] = []
        for other in rng.sample(pool, len(pool)):  # a seeded order; skip one that overlaps a distractor already taken
            if len(extra) == min(wanted, MAX_PASSAGES - len(keys)):
                break
            if not any(_overlaps(passages[other], passages[k]) for k in extra):
                extra.append(other)
        chosen = keys + extra
        if not 2 <= len(chosen) <= MAX_PASSAGES:
            raise ValueError(f"{case.question!r}: {len(chosen)} passages")
        rng.shuffle(chosen)
        rows.append({
            "question": case.question, "documents": [passages[k] for k in chosen],
            "answerable": case.kind == "answerable", "kind": case.kind, "tenant": case.tenant, "note": case.note,
            "tags": list(case.tags), "passages": chosen,  # corpus keys in document order (provenance)
        })
    order = list(range(len(rows)))
    random.Random(ID_SEED).shuffle(order)
    numbered = [{"id": f"v6-jp-{number:03d}", **rows[index]} for number, index in enumerate(order, start=1)]
    return sorted(numbered, key=lambda r: r["id"])


def render(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: author_judge_v6.py ALL.jsonl", file=sys.stderr)
        return 2
    rows = build()
    Path(argv[0]).write_text(render(rows), encoding="utf-8")
    print(f"{len(rows)} cases, {sum(r['answerable'] for r in rows)} answerable")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
