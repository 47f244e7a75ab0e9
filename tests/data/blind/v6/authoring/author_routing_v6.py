"""Write the blind routing set v6 (issue 14, part 7): 180 cases by a new author, in v4's format and decisions.

Why a script: it is the record of how the set was written, and it regenerates the whole set byte for byte (the
test checks that it still writes exactly dev ∪ test). The cases live in `cases_v6_routing_*.py`, one file per
group of routes; ids are given after a seeded shuffle (`random.Random(61222)`) so an id says nothing about its
route and never collides with another set's ("v6-r-001" … "v6-r-180"). The mechanics are every routing set's
(`../../routing_set_author.py`).

    python author_routing_v6.py --out ALL.jsonl
    python ../split_routing.py --all ALL.jsonl     # done once, before any result

From now on, edit cases in the dev/test files: adding a case here would renumber the ids.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]  # this author's cases, and tests/data/blind's shared mechanics

import routing_set_author  # noqa: E402
from cases_v6_routing_chat import out_of_domain, small_talk  # noqa: E402
from cases_v6_routing_guard import clarify, refuse  # noqa: E402
from cases_v6_routing_knowledge import knowledge  # noqa: E402
from cases_v6_routing_tools import action, live_tool  # noqa: E402

ID_SEED = 61222
PREFIX = "v6-r-"
PER_ROUTE = None  # this author planned no counts per route, so none are checked (the README's table states them)


def authored() -> list[dict[str, Any]]:
    """Every case as written, route by route (before ids)."""
    return knowledge() + live_tool() + action() + small_talk() + clarify() + refuse() + out_of_domain()


def build() -> list[dict[str, Any]]:
    """No two cases share query, history and principal."""
    return routing_set_author.build(authored(), prefix=PREFIX, id_seed=ID_SEED, per_route=PER_ROUTE)


def main(argv: list[str] | None = None) -> int:
    return routing_set_author.main(argv, build, "write the blind routing set v6 (all cases, one JSON per line)")


if __name__ == "__main__":
    raise SystemExit(main())
