"""Write the blind routing set v7 (issue 14, part 7) as one file: `python author_routing_v7.py --out ALL.jsonl`.

Provenance, not the source: the cases were written here once, then split (`../split_routing.py --all ALL.jsonl`)
into `routing_dev.jsonl` and `routing_test.jsonl`, which are the set from then on. Ids are given after a seeded
shuffle of the authored list (`random.Random(71221)`), so an id says nothing about its route; adding a case here
would renumber them. The output is deterministic, byte for byte (a test checks it against dev ∪ test).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # the case modules import the kit by its file name

import cases_v7_routing_chat  # noqa: E402
import cases_v7_routing_guard  # noqa: E402
import cases_v7_routing_knowledge  # noqa: E402
import cases_v7_routing_tools  # noqa: E402

ID_SEED = 71221
PREFIX = "v7-r-"
#: Cases per route, as written (each even, so the 50 % / 50 % split is exact).
PER_ROUTE = {"knowledge": 46, "live_tool": 30, "action": 24, "small_talk": 16, "clarify": 20, "refuse": 24,
             "out_of_domain": 20}
KEY_ORDER = ("id", "query", "history", "principal", "expected_route", "must_preserve", "note", "tags")


def authored() -> list[dict[str, Any]]:
    return (cases_v7_routing_knowledge.CASES + cases_v7_routing_tools.CASES + cases_v7_routing_guard.CASES
            + cases_v7_routing_chat.CASES)


def build() -> list[dict[str, Any]]:
    rows = [dict(r) for r in authored()]
    counts = Counter(r["expected_route"] for r in rows)
    if counts != Counter(PER_ROUTE):
        raise SystemExit(f"route counts {dict(counts)} differ from {PER_ROUTE}")
    queries = [(r["principal"]["user"], r["query"], json.dumps(r["history"])) for r in rows]
    if len(set(queries)) != len(queries):
        raise SystemExit("a case is written twice")
    random.Random(ID_SEED).shuffle(rows)
    out = []
    for n, row in enumerate(rows, start=1):
        row["id"] = f"{PREFIX}{n:03d}"
        out.append({k: row[k] for k in KEY_ORDER})
    return sorted(out, key=lambda r: r["id"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="write the blind routing set v7 as one JSON Lines file")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    rows = build()
    args.out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} cases -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
