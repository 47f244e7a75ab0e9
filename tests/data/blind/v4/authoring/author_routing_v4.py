"""Write the blind routing set v4 (issue 14, part 7) as one JSON Lines file: the provenance of routing_dev/test.

Why a script: the cases were written by hand in one sitting (cases_v4_info.py, cases_v4_guard.py) and this
script is the record of how the file was made. It regenerates the set byte for byte: the authored list is shuffled
once with `random.Random(41203)` and numbered `v4-r-001` … in that order, so an id says nothing about its route
and never collides with v1–v3. `split_routing.py --all` then splits the file once into dev and test.

    python authoring/author_routing_v4.py --out ALL.jsonl

Edit the dev/test files from now on; adding a case here would renumber the ids and move cases between splits.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # the case modules sit beside this script, which is a file, not a package module

from cases_v4_guard import CLARIFY, OUT_OF_DOMAIN, REFUSE, SMALL_TALK  # noqa: E402
from cases_v4_info import ACTION, KNOWLEDGE, LIVE_TOOL  # noqa: E402

ID_SEED = 41203
FIELDS = ("id", "query", "history", "principal", "expected_route", "must_preserve", "note", "tags")


def authored() -> list[dict[str, Any]]:
    return [*KNOWLEDGE, *LIVE_TOOL, *ACTION, *SMALL_TALK, *CLARIFY, *REFUSE, *OUT_OF_DOMAIN]


def numbered(cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Shuffle once with the fixed seed, give ids in that order, and return the cases in id order."""
    order = list(range(len(cases)))
    random.Random(ID_SEED).shuffle(order)
    out = []
    for n, index in enumerate(order, start=1):
        row = {"id": f"v4-r-{n:03d}", **cases[index]}
        out.append({key: row[key] for key in FIELDS})
    queries = [r["query"] for r in out]
    if len(set(queries)) != len(queries):
        raise ValueError("two cases share a query")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="write the whole blind routing set v4")
    parser.add_argument("--out", type=Path, required=True, help="the JSON Lines file to write")
    args = parser.parse_args(argv)
    rows = numbered(authored())
    args.out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
