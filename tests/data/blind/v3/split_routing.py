"""Split the blind routing set v3 once into dev and test, and check that the committed files are that split.

Why a script: the test half is only a fair held-out measure if nobody chose which cases went where. The split
is mechanical and reproducible: stratified by ``expected_route``; within a route the ids are sorted, shuffled
with a fresh ``random.Random(20261202)`` (one per route, so a case added to one route cannot move cases of
another), and the first ``n // 2`` go to dev, the rest to test (50 % / 50 %; an odd route gives test the extra
case).

    python split_routing.py --all ALL.jsonl   # write routing_dev.jsonl and routing_test.jsonl (done once)
    python split_routing.py --check           # re-split dev ∪ test; exit 1 if any case would move
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SEED = 20261202
DEV_FILE = HERE / "routing_dev.jsonl"
TEST_FILE = HERE / "routing_test.jsonl"


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def write_jsonl(path: Path, cases: list[dict[str, Any]]) -> None:
    path.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), encoding="utf-8")


def split(cases: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(dev, test), each sorted by id."""
    by_route: dict[str, list[dict[str, Any]]] = {}
    for case in cases:
        by_route.setdefault(case["expected_route"], []).append(case)
    dev: list[dict[str, Any]] = []
    test: list[dict[str, Any]] = []
    for route in sorted(by_route):
        stratum = sorted(by_route[route], key=lambda c: c["id"])
        random.Random(SEED).shuffle(stratum)
        half = len(stratum) // 2
        dev.extend(stratum[:half])
        test.extend(stratum[half:])
    return sorted(dev, key=lambda c: c["id"]), sorted(test, key=lambda c: c["id"])


def check() -> list[str]:
    """Ids whose committed split differs from the seeded one (empty when the files are the split)."""
    dev, test = read_jsonl(DEV_FILE), read_jsonl(TEST_FILE)
    want_dev, want_test = split(dev + test)
    moved = {c["id"] for c in dev} ^ {c["id"] for c in want_dev}
    moved |= {c["id"] for c in test} ^ {c["id"] for c in want_test}
    return sorted(moved)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="split or check the blind routing set v3")
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--all", type=Path, help="the whole set as written by authoring/author_routing_v3.py")
    group.add_argument("--check", action="store_true", help="fail if a committed case would move")
    args = parser.parse_args(argv)
    if args.check:
        moved = check()
        if moved:
            print(f"cases that would move between dev and test: {', '.join(moved)}", file=sys.stderr)
            return 1
        return 0
    dev, test = split(read_jsonl(args.all))
    write_jsonl(DEV_FILE, dev)
    write_jsonl(TEST_FILE, test)
    print(f"dev {len(dev)}, test {len(test)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
