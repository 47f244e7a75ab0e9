"""Write the blind routing set v8 (issue 14, part 7) as one JSON Lines file: the provenance of routing_dev/test.

Why a script: the cases were written by hand in one sitting (cases_v8_routing_knowledge.py,
cases_v8_routing_tools.py, cases_v8_routing_guard.py, cases_v8_routing_chat.py) and this script is the record of
how the file was made. It regenerates the set byte for byte: the authored list is shuffled once with
`random.Random(81222)` and numbered `v8-r-001` … in that order, so an id says nothing about its route and never
collides with v1–v7 (their ids carry their own prefixes). `../split_routing.py --all` then splits the file once
into dev and test.

    python authoring/author_routing_v8.py --out ALL.jsonl

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

from cases_v8_routing_chat import OUT_OF_DOMAIN, SMALL_TALK  # noqa: E402
from cases_v8_routing_guard import CLARIFY, REFUSE  # noqa: E402
from cases_v8_routing_knowledge import KNOWLEDGE  # noqa: E402
from cases_v8_routing_tools import ACTION, LIVE_TOOL  # noqa: E402

ID_SEED = 81222
FIELDS = ("id", "query", "history", "principal", "expected_route", "must_preserve", "note", "tags")
#: Cases per route as authored (all even, so the seeded split gives exactly half of each to dev).
PLANNED = {"knowledge": 46, "live_tool": 30, "action": 24, "clarify": 20, "refuse": 24, "small_talk": 16,
           "out_of_domain": 20}


def authored() -> list[dict[str, Any]]:
    return [*KNOWLEDGE, *LIVE_TOOL, *ACTION, *SMALL_TALK, *CLARIFY, *REFUSE, *OUT_OF_DOMAIN]


def numbered(cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Shuffle once with the fixed seed, give ids in that order, and return the cases in id order."""
    counts: dict[str, int] = {}
    for c in cases:
        counts[c["expected_route"]] = counts.get(c["expected_route"], 0) + 1
    if counts != PLANNED:
        raise ValueError(f"counts per route {counts} differ from the plan {PLANNED}")
    order = list(range(len(cases)))
    random.Random(ID_SEED).shuffle(order)
    out = []
    for n, index in enumerate(order, start=1):
        row = {"id": f"v8-r-{n:03d}", **cases[index]}
        out.append({key: row[key] for key in FIELDS})
    keys = [(r["query"], json.dumps(r["history"])) for r in out]
    if len(set(keys)) != len(keys):
        raise ValueError("two cases share a query and history")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="write the whole blind routing set v8")
    parser.add_argument("--out", type=Path, required=True, help="the JSON Lines file to write")
    args = parser.parse_args(argv)
    rows = numbered(authored())
    args.out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
