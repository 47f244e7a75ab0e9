"""Write the blind routing set v180 (180 cases) as one JSON Lines file: the provenance record of how it was written.

The cases live in four modules beside this script, grouped by route (`cases_v180_routing_info.py`: knowledge;
`cases_v180_routing_tools.py`: live_tool and action; `cases_v180_routing_guard.py`: clarify and refuse;
`cases_v180_routing_chat.py`: small_talk and out_of_domain), each written with `routing_case_kit_v180.case()`.
This script joins them in that fixed order, shuffles the list once with ``random.Random(180180180180180180)`` and numbers it
``v180-r-001`` … ``v180-r-180``, so an id says nothing about its route. Output is in id order, one object per line
(``ensure_ascii=False``), so the same files always give the same bytes. The mechanics are every
routing set's (``../../routing_set_author.py``).

    python author_routing_v180.py --out ALL.jsonl
    python ../split_routing.py --all ALL.jsonl     # done once, before any result

From now on the dev/test files are the source: adding a case here would renumber the ids.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]  # this author's cases, and tests/data/blind's shared mechanics

import cases_v180_routing_chat  # noqa: E402
import cases_v180_routing_guard  # noqa: E402
import cases_v180_routing_info  # noqa: E402
import cases_v180_routing_tools  # noqa: E402
import routing_set_author  # noqa: E402

PREFIX = "v180-r-"
ID_SEED = 180180180180180180
#: Cases per route in the whole set (each even, so the seeded split is exactly 50 % / 50 %).
PER_ROUTE = {"knowledge": 46, "live_tool": 30, "action": 24, "small_talk": 16, "clarify": 20, "refuse": 24,
             "out_of_domain": 20}


def authored() -> list[dict[str, Any]]:
    """The cases in authoring order, without ids."""
    return (list(cases_v180_routing_info.CASES) + list(cases_v180_routing_tools.CASES)
            + list(cases_v180_routing_guard.CASES) + list(cases_v180_routing_chat.CASES))


def build() -> list[dict[str, Any]]:
    return routing_set_author.build(authored(), prefix=PREFIX, id_seed=ID_SEED, per_route=PER_ROUTE)


def main(argv: list[str] | None = None) -> int:
    return routing_set_author.main(argv, build, "write the blind routing set v180")


if __name__ == "__main__":
    raise SystemExit(main())
