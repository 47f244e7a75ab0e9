"""The one seeded, stratified dev/test split every blind set uses, and the check that committed files are that split.

Why one module: a test half is only a fair held-out measure if nobody chose which cases went where, so each set is
split mechanically — by its strata, a seed and a dev share fixed before any result — and `--check` re-splits the
union of the committed files and fails if any case would move (an edited, added or removed case shows up). Each
set's own `split_*.py` names its rule (`SplitRule`) and stays the record of how it was split; the mechanics live
here once.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

Row = dict[str, Any]


def read_jsonl(path: Path) -> list[Row]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def write_jsonl(path: Path, rows: list[Row]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def half(n: int) -> int:
    """50 % / 50 %; an odd stratum gives test the extra case."""
    return n // 2


@dataclass(frozen=True)
class SplitRule:
    """Within each stratum (in sorted order) the ids are sorted, shuffled and the first `dev_count(n)` go to dev.

    `fresh_rng_per_stratum`: a new `random.Random(seed)` for every stratum (a case added to one stratum cannot move
    cases of another), instead of one generator shared in stratum order."""

    seed: int
    stratum: Callable[[Row], Hashable]
    dev_count: Callable[[int], int] = half
    fresh_rng_per_stratum: bool = False

    def split(self, rows: list[Row]) -> tuple[list[Row], list[Row]]:
        """(dev, test), each in id order."""
        strata: dict[Any, list[str]] = {}
        for row in rows:
            strata.setdefault(self.stratum(row), []).append(str(row["id"]))
        shared = random.Random(self.seed)
        dev_ids: set[str] = set()
        for key in sorted(strata):
            ids = sorted(strata[key])
            (random.Random(self.seed) if self.fresh_rng_per_stratum else shared).shuffle(ids)
            dev_ids.update(ids[: self.dev_count(len(ids))])
        ordered = sorted(rows, key=lambda r: str(r["id"]))
        return [r for r in ordered if str(r["id"]) in dev_ids], [r for r in ordered if str(r["id"]) not in dev_ids]

    def misplaced(self, dev: list[Row], test: list[Row]) -> list[str]:
        """Ids that are not where the seeded split of dev ∪ test puts them (empty when the files are that split)."""
        want_dev, want_test = self.split(dev + test)
        ids = lambda rows: [str(r["id"]) for r in rows]  # noqa: E731 - a local shorthand
        if ids(dev) == ids(want_dev) and ids(test) == ids(want_test):
            return []
        return sorted(set(ids(dev)) ^ set(ids(want_dev))) or ["(the files are not in id order)"]


def main(argv: list[str] | None, *, rule: SplitRule, dev_path: Path, test_path: Path, description: str,
         source_flag: str = "--all") -> int:
    """`--check` (exit 1 if a case would move) or `<source_flag> ALL.jsonl` (write the two files, done once)."""
    parser = argparse.ArgumentParser(description=description)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument(source_flag, dest="source", type=Path, help="the whole set as its authoring script wrote it")
    group.add_argument("--check", action="store_true", help="fail if a committed case would move")
    args = parser.parse_args(argv)
    if args.check:
        moved = rule.misplaced(read_jsonl(dev_path), read_jsonl(test_path))
        if moved:
            print(f"{description}: {len(moved)} case(s) would move between dev and test: {', '.join(moved[:20])}", file=sys.stderr)
            return 1
        return 0
    dev, test = rule.split(read_jsonl(args.source))
    write_jsonl(dev_path, dev)
    write_jsonl(test_path, test)
    print(f"dev {len(dev)}, test {len(test)}")
    return 0
