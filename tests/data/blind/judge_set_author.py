"""How a blind policy judge set is written down from its authored cases (v5 on): passages cut from the corpus, same-
document distractors added, ids assigned after a seeded shuffle — byte for byte reproducibly.

Why one module: each author writes only their cases (`vN/authoring/cases_vN_*.py`) and two seeds; the mechanics that
turn cases into JSON Lines are the same for every set, and a copy per set would let one drift from the others. Every
passage is cut from `sample_corpus/<tenant>/*.md` by v3's cutter (`v3/authoring/corpus_passages.py`, imported, not
copied), never retyped. Distractors come from the same document as the passage the label rests on (the case's first
key; FAQ paragraphs get other FAQ paragraphs): one or two when the case rests on one passage, none or one otherwise,
never a Contact section, never a passage already in the case or overlapping one, at most 4 passages in all. Every
unanswerable case was written to be unanswerable from the whole tenant corpus, so no distractor can make it answerable.
"""

from __future__ import annotations

import importlib.util
import json
import random
import sys
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Protocol, Sequence

HERE = Path(__file__).resolve().parent
NO_DISTRACTOR_HEADINGS = {"Contact", "Contacts", "Who to contact"}
MAX_PASSAGES = 4


class AuthoredCase(Protocol):
    question: str
    tenant: str
    keys: Sequence[str]
    kind: str
    note: str
    tags: Sequence[str]


def _load_cutter() -> ModuleType:
    spec = importlib.util.spec_from_file_location("v3_corpus_passages", HERE / "v3" / "authoring" / "corpus_passages.py")
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


def build(cases: Sequence[AuthoredCase], *, id_prefix: str, id_seed: int, distractor_seed: int) -> list[dict[str, Any]]:
    """The set's rows, sorted by id (`{id_prefix}-NNN`), before its one split."""
    cutter = _load_cutter()
    corpus = {tenant: cutter.passages(tenant) for tenant in ("acme", "globex")}
    rng = random.Random(distractor_seed)
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
    random.Random(id_seed).shuffle(order)
    numbered = [{"id": f"{id_prefix}-{number:03d}", **rows[index]} for number, index in enumerate(order, start=1)]
    return sorted(numbered, key=lambda r: r["id"])


def render(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def main(argv: list[str], build_set: Callable[[], list[dict[str, Any]]], script: str) -> int:
    """``script ALL.jsonl``: write the whole set (then ``vN/split_judge.py --from ALL.jsonl`` splits it once)."""
    if len(argv) != 1:
        print(f"usage: {script} ALL.jsonl", file=sys.stderr)
        return 2
    rows = build_set()
    Path(argv[0]).write_text(render(rows), encoding="utf-8")
    print(f"{len(rows)} cases, {sum(r['answerable'] for r in rows)} answerable")
    return 0
