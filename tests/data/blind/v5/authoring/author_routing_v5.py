"""Write blind routing set v5 (all 180 cases, before the split) as JSON Lines, deterministically.

Provenance record: the cases live in `cases_v5_routing_*.py` (knowledge; live_tool + action; small_talk + clarify;
refuse + out_of_domain), each one `case()` call of `cases_v5_routing_kit.py`. This script gathers them in a fixed
order, shuffles that list once with `random.Random(51221)` and numbers it `v5-r-001` … `v5-r-180`, so an id says
nothing about a case's route. It checks the counts per route, that no query is written twice, and the multi-turn
share before writing. The mechanics are every routing set's (`../../routing_set_author.py`).

    python author_routing_v5.py --out ALL.jsonl     # then: python ../split_routing.py --all ALL.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]  # this author's cases, and tests/data/blind's shared mechanics

import routing_set_author  # noqa: E402
from cases_v5_routing_guard import out_of_domain_cases, refuse_cases  # noqa: E402
from cases_v5_routing_knowledge import knowledge_cases  # noqa: E402
from cases_v5_routing_talk import clarify_cases, small_talk_cases  # noqa: E402
from cases_v5_routing_tools import action_cases, live_tool_cases  # noqa: E402

ID_SEED = 51221
PREFIX = "v5-r-"
PER_ROUTE = {"knowledge": 46, "live_tool": 26, "action": 22, "small_talk": 16, "clarify": 22, "refuse": 26,
             "out_of_domain": 22}


def authored() -> list[dict[str, Any]]:
    return (knowledge_cases() + live_tool_cases() + action_cases() + small_talk_cases() + clarify_cases()
            + refuse_cases() + out_of_domain_cases())


def build() -> list[dict[str, Any]]:
    """Every case with its id, in id order; v5 alone compares queries only, and asks 30 % of cases for a history."""
    rows = routing_set_author.build(authored(), prefix=PREFIX, id_seed=ID_SEED, per_route=PER_ROUTE,
                                    unique_by=("query",))
    if sum(1 for r in rows if r["history"]) < 0.3 * len(rows):
        raise ValueError("fewer than 30 % of the cases carry a history")
    return rows


def main(argv: list[str] | None = None) -> int:
    return routing_set_author.main(argv, build, "write blind routing set v5 (before the split)")


if __name__ == "__main__":
    raise SystemExit(main())
