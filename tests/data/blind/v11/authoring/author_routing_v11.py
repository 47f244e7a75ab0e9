"""Write the blind routing set v11 (180 cases) as one JSON Lines file: the provenance record of how it was written.

The cases live in four modules beside this script, grouped by route (`cases_v11_routing_info.py`: knowledge;
`cases_v11_routing_tools.py`: live_tool and action; `cases_v11_routing_guard.py`: clarify and refuse;
`cases_v11_routing_chat.py`: small_talk and out_of_domain), each written with `routing_case_kit_v11.case()`.
This script joins them in that fixed order, shuffles the list once with ``random.Random(111231)`` and numbers it
``v11-r-001`` … ``v11-r-180``, so an id says nothing about its route. Output is in id order, one object per line
(``ensure_ascii=False``), so the same files always give the same bytes.

    python author_routing_v11.py --out ALL.jsonl
    python ../split_routing.py --all ALL.jsonl     # done once, before any result

From now on the dev/test files are the source: adding a case here would renumber the ids.
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
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import cases_v11_routing_chat  # noqa: E402
import cases_v11_routing_guard  # noqa: E402
import cases_v11_routing_info  # noqa: E402
import cases_v11_routing_tools  # noqa: E402

PREFIX = "v11-r-"
ID_SEED = 111231
#: Cases per route in the whole set (each even, so the seeded split is exactly 50 % / 50 %).
PER_ROUTE = {"knowledge": 46, "live_tool": 30, "action": 24, "small_talk": 16, "clarify": 20, "refuse": 24,
             "out_of_domain": 20}


def authored() -> list[dict[str, Any]]:
    """The cases in authoring order, without ids."""
    return (list(cases_v11_routing_info.CASES) + list(cases_v11_routing_tools.CASES)
            + list(cases_v11_routing_guard.CASES) + list(cases_v11_routing_chat.CASES))


def build() -> list[dict[str, Any]]:
    cases = authored()
    counts = Counter(c["expected_route"] for c in cases)
    if dict(counts) != PER_ROUTE:
        raise SystemExit(f"counts per route drifted: {dict(counts)} != {PER_ROUTE}")
    seen: set[tuple[str, str, str]] = set()
    for c in cases:
        key = (c["principal"]["user"], c["query"], json.dumps(c["history"]))
        if key in seen:
            raise SystemExit(f"duplicate case: {c['query']!r}")
        seen.add(key)
    order = list(range(len(cases)))
    random.Random(ID_SEED).shuffle(order)
    rows = [{"id": f"{PREFIX}{n:03d}", **cases[i]} for n, i in enumerate(order, start=1)]
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="write the blind routing set v11")
    parser.add_argument("--out", type=Path, required=True, help="where to write the whole set (JSON Lines)")
    args = parser.parse_args(argv)
    rows = build()
    args.out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} cases -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
