"""Write the blind routing set v6 (issue 14, part 7): 180 cases by a new author, in v4's format and decisions.

Why a script: it is the record of how the set was written, and it regenerates the whole set byte for byte (the
test checks that it still writes exactly dev ∪ test). The cases live in `cases_v6_routing_*.py`, one file per
group of routes; ids are given after a seeded shuffle (`random.Random(61222)`) so an id says nothing about its
route and never collides with another set's ("v6-r-001" … "v6-r-180").

    python author_routing_v6.py --out ALL.jsonl
    python ../split_routing.py --all ALL.jsonl     # done once, before any result

From now on, edit cases in the dev/test files: adding a case here would renumber the ids.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from cases_v6_routing_chat import out_of_domain, small_talk  # noqa: E402
from cases_v6_routing_guard import clarify, refuse  # noqa: E402
from cases_v6_routing_knowledge import knowledge  # noqa: E402
from cases_v6_routing_tools import action, live_tool  # noqa: E402

ID_SEED = 61222
PREFIX = "v6-r-"


def authored() -> list[dict[str, Any]]:
    """Every case as written, route by route (before ids)."""
    return knowledge() + live_tool() + action() + small_talk() + clarify() + refuse() + out_of_domain()


def build() -> list[dict[str, Any]]:
    cases = authored()
    queries = [(c["query"], json.dumps(c["history"]), c["principal"]["user"]) for c in cases]
    if len(set(queries)) != len(queries):
        raise ValueError("two cases share query, history and principal")
    order = list(range(len(cases)))
    random.Random(ID_SEED).shuffle(order)
    rows = []
    for n, i in enumerate(order, start=1):
        rows.append({"id": f"{PREFIX}{n:03d}", **cases[i]})
    return sorted(rows, key=lambda r: r["id"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="write the blind routing set v6 (all cases, one JSON per line)")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    rows = build()
    args.out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} cases -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
