"""Write the whole v4 blind policy judge set (before its one split) as JSON Lines, byte for byte reproducibly.

Why a script: the cases are a record of how the set was written, and every passage must be corpus text, never
retyped. The cases (`judge_cases_v4.py`) name their passages by key; this script cuts them from
`sample_corpus/<tenant>/*.md` with v3's cutter (`../../v3/authoring/corpus_passages.py`, imported, not copied), adds
distractors from the same document (one or two when the case rests on one passage, up to one otherwise; never a
Contact section, never a passage already in the case or overlapping one), shuffles the passages like a retrieved
list, and numbers the cases `v4-jp-NNN` after a seeded shuffle, so an id says nothing about the kind.

Every unanswerable case was written to be unanswerable from the whole tenant corpus, not only from its own
passages, so no distractor can turn it answerable.

Usage: python tests/data/blind/v4/authoring/author_judge_v4.py ALL.jsonl
then:  python tests/data/blind/v4/split_judge.py --from ALL.jsonl
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

from judge_cases_v4 import CASES, FILES, Case  # noqa: E402

ID_SEED = 20261207  # numbering shuffle (v3 used 20261204)
DISTRACTOR_SEED = 20261208  # distractor choice and passage order (v3 used 20261203)
NO_DISTRACTOR_HEADINGS = {"Contact", "Contacts", "Who to contact"}


def _load_cutter() -> ModuleType:
    path = HERE.parents[1] / "v3" / "authoring" / "corpus_passages.py"
    spec = importlib.util.spec_from_file_location("v3_corpus_passages", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _full_key(short: str) -> str:
    file, _, heading = short.partition("/")
    if file not in FILES:
        raise KeyError(f"unknown file abbreviation {file!r} in {short!r}")
    return f"{FILES[file]}/{heading}"


def _family(key: str) -> str:
    return key.split("/", 1)[0]


def _candidates(key: str, chosen: list[str], passages: dict[str, str]) -> list[str]:
    """Same-document passages that could stand beside `key` in a retrieved list (sorted, for a stable draw)."""
    out = []
    for other, text in sorted(passages.items()):
        if _family(other) != _family(key) or other.split("/", 1)[1] in NO_DISTRACTOR_HEADINGS:
            continue
        if any(text in passages[k] or passages[k] in text for k in chosen):
            continue
        out.append(other)
    return out


def build(cases: list[Case] = CASES) -> list[dict[str, Any]]:
    cutter = _load_cutter()
    corpus = {tenant: cutter.passages(tenant) for tenant in ("acme", "globex")}
    rng = random.Random(DISTRACTOR_SEED)
    rows: list[dict[str, Any]] = []
    for case in cases:
        passages = corpus[case.tenant]
        keys = [_full_key(k) for k in case.keys]
        missing = [k for k in keys if k not in passages]
        if missing:
            raise KeyError(f"{case.question!r}: no passage {missing}")
        wanted = rng.choice([1, 1, 2]) if len(keys) == 1 else rng.choice([0, 1, 1])
        pool = _candidates(keys[0], keys, passages)
        chosen = keys + rng.sample(pool, min(wanted, len(pool), 5 - len(keys)))
        rng.shuffle(chosen)
        rows.append({
            "question": case.question, "documents": [passages[k] for k in chosen],
            "answerable": case.kind == "answerable", "kind": case.kind, "tenant": case.tenant, "note": case.note,
            "tags": list(case.tags), "passages": chosen,  # corpus keys in document order (provenance)
        })
    order = list(range(len(rows)))
    random.Random(ID_SEED).shuffle(order)
    numbered = []
    for number, index in enumerate(order, start=1):
        numbered.append({"id": f"v4-jp-{number:03d}", **rows[index]})
    return sorted(numbered, key=lambda r: r["id"])


def render(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: author_judge_v4.py ALL.jsonl", file=sys.stderr)
        return 2
    rows = build()
    Path(argv[0]).write_text(render(rows), encoding="utf-8")
    print(f"{len(rows)} cases, {sum(r['answerable'] for r in rows)} answerable")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
