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
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from seeded_split import SplitRule, read_jsonl, write_jsonl  # noqa: E402

SEED = 20261130
DEV_FRACTION = 0.4
SETS = {"routing": ("expected_route", "routing"), "judge": ("kind", "judge_policy")}


def rule(stratum_key: str) -> SplitRule:
    return SplitRule(seed=SEED, stratum=lambda case: str(case[stratum_key]), dev_count=lambda n: round(DEV_FRACTION * n))


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
            same = not rule(key).misplaced(dev, test)
            print(f"{name}: dev {len(dev)}, test {len(test)}: {'the seeded split' if same else 'NOT the seeded split'}")
            status |= 0 if same else 1
            continue
        if sources[name] is None:
            continue
        dev, test = rule(key).split(read_jsonl(sources[name]))
        write_jsonl(dev_path, dev)
        write_jsonl(test_path, test)
        counts = {s: (Counter(str(c[key]) for c in dev)[s], Counter(str(c[key]) for c in test)[s])
                  for s in sorted({str(c[key]) for c in dev + test})}
        print(f"{name}: dev {len(dev)}, test {len(test)}; per {key} (dev, test): {counts}")
    return status


if __name__ == "__main__":
    sys.exit(main())
