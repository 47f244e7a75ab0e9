"""Split the blind routing and judge sets once into dev (~40 %) and test (~60 %), stratified.

Why a committed script: the split must be made once, before anyone sees a result, and anyone must be able
to check that the committed files are that split and not a later, friendlier one. The split depends only
on the case ids, the strata and the seed, so ``--check`` re-splits the union of the committed dev and
test files and fails if it would move any case.

Strata: ``expected_route`` for routing, ``kind`` for the judge set (``answerable`` or the reason a case is
not). Within a stratum, ids are sorted, shuffled with one seeded generator, and the first
``round(0.4 * n)`` go to dev.

    python tests/data/blind/split_blind_sets.py --routing ALL.jsonl --judge ALL.jsonl   # write the four files
    python tests/data/blind/split_blind_sets.py --check                                  # verify them
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SEED = 20261130
DEV_FRACTION = 0.4
SETS = {"routing": ("expected_route", "routing"), "judge": ("kind", "judge_policy")}


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def split(cases: list[dict[str, Any]], stratum_key: str, seed: int = SEED) -> tuple[list[dict], list[dict]]:
    """(dev, test), both in id order. Deterministic for a given set of ids, strata and seed."""
    by_stratum: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for case in cases:
        by_stratum[str(case[stratum_key])].append(case)
    rng = random.Random(seed)
    dev_ids: set[str] = set()
    for stratum in sorted(by_stratum):
        members = sorted(by_stratum[stratum], key=lambda c: str(c["id"]))
        rng.shuffle(members)
        dev_ids.update(str(c["id"]) for c in members[: round(DEV_FRACTION * len(members))])
    ordered = sorted(cases, key=lambda c: str(c["id"]))
    return [c for c in ordered if str(c["id"]) in dev_ids], [c for c in ordered if str(c["id"]) not in dev_ids]


def write_jsonl(path: Path, cases: list[dict[str, Any]]) -> None:
    path.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--routing", type=Path, help="the whole routing set (JSON Lines) to split")
    parser.add_argument("--judge", type=Path, help="the whole judge set (JSON Lines) to split")
    parser.add_argument("--check", action="store_true", help="verify the committed files are the seeded split")
    args = parser.parse_args(argv)
    sources = {"routing": args.routing, "judge": args.judge}
    status = 0
    for name, (key, stem) in SETS.items():
        dev_path, test_path = HERE / f"{stem}_dev.jsonl", HERE / f"{stem}_test.jsonl"
        if args.check:
            dev, test = read_jsonl(dev_path), read_jsonl(test_path)
            new_dev, new_test = split(dev + test, key)
            same = [c["id"] for c in new_dev] == [c["id"] for c in dev] and [c["id"] for c in new_test] == [
                c["id"] for c in test
            ]
            print(f"{name}: dev {len(dev)}, test {len(test)}: {'the seeded split' if same else 'NOT the seeded split'}")
            status |= 0 if same else 1
            continue
        if sources[name] is None:
            continue
        dev, test = split(read_jsonl(sources[name]), key)
        write_jsonl(dev_path, dev)
        write_jsonl(test_path, test)
        counts = {s: (Counter(str(c[key]) for c in dev)[s], Counter(str(c[key]) for c in test)[s])
                  for s in sorted({str(c[key]) for c in dev + test})}
        print(f"{name}: dev {len(dev)}, test {len(test)}; per {key} (dev, test): {counts}")
    return status


if __name__ == "__main__":
    sys.exit(main())
