"""The one seeded split of the v3 blind policy judge set into dev (tuning) and test (reporting only).

Why a script and a check: the test half is only a fresh held-out measure if nobody chose which cases went where.
The split is stratified by `kind` and answerability (one stratum per (kind, answerable) pair; every kind has one
answerability, the pair guards a case whose label and kind disagree): for each stratum in sorted order, its ids are
sorted, shuffled with one shared `random.Random(20261203)`, and the first `n // 2` go to dev, the rest to test (an
odd stratum gives its extra case to test). `--check` re-splits the union of the two committed files and fails if
any case would move, so an edited, added or removed case shows up.

Usage:
  python tests/data/blind/v3/split_judge.py --from ALL.jsonl   # write judge_policy_dev/test.jsonl (done once)
  python tests/data/blind/v3/split_judge.py --check            # exit 1 if the files are not that split
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEV = HERE / "judge_policy_dev.jsonl"
TEST = HERE / "judge_policy_test.jsonl"
SEED = 20261203


def _read(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def split(rows: list[dict[str, object]]) -> tuple[list[dict[str, object]], list[dict[str, object]]]:
    """(dev, test), each sorted by id."""
    rng = random.Random(SEED)
    strata: dict[tuple[str, bool], list[str]] = {}
    for row in rows:
        strata.setdefault((str(row["kind"]), bool(row["answerable"])), []).append(str(row["id"]))
    dev_ids: set[str] = set()
    for key in sorted(strata):
        ids = sorted(strata[key])
        rng.shuffle(ids)
        dev_ids.update(ids[: len(ids) // 2])
    ordered = sorted(rows, key=lambda r: str(r["id"]))
    return [r for r in ordered if r["id"] in dev_ids], [r for r in ordered if r["id"] not in dev_ids]


def _write(path: Path, rows: list[dict[str, object]]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def check() -> int:
    """0 when the committed files are exactly the seeded split of their union, else 1 (with the moved ids)."""
    dev, test = _read(DEV), _read(TEST)
    want_dev, want_test = split(dev + test)
    moved = sorted({str(r["id"]) for r in dev} ^ {str(r["id"]) for r in want_dev})
    same_order = [r["id"] for r in dev] == [r["id"] for r in want_dev] and [r["id"] for r in test] == [
        r["id"] for r in want_test
    ]
    if moved or not same_order:
        print(f"split check failed: {len(moved)} case(s) would move: {', '.join(moved[:20])}", file=sys.stderr)
        return 1
    print(f"split check ok: {len(dev)} dev, {len(test)} test")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--from", dest="source", type=Path, help="the whole set written by authoring/author_judge_v3.py")
    group.add_argument("--check", action="store_true", help="verify the committed files are the seeded split")
    args = parser.parse_args(argv)
    if args.check:
        return check()
    dev, test = split(_read(args.source))
    _write(DEV, dev)
    _write(TEST, test)
    print(f"wrote {len(dev)} dev and {len(test)} test cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
