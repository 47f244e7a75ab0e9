"""Write the blind routing set v7 (issue 14, part 7) as one file: `python author_routing_v7.py --out ALL.jsonl`.

Provenance, not the source: the cases were written here once, then split (`../split_routing.py --all ALL.jsonl`)
into `routing_dev.jsonl` and `routing_test.jsonl`, which are the set from then on. Ids are given after a seeded
shuffle of the authored list (`random.Random(71221)`), so an id says nothing about its route; adding a case here
would renumber them. The output is deterministic, byte for byte (a test checks it against dev ∪ test). The mechanics
are every routing set's (`../../routing_set_author.py`); each row is cut to `KEY_ORDER`.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]  # the case modules import the kit by its file name; shared mechanics

import cases_v7_routing_chat  # noqa: E402
import cases_v7_routing_guard  # noqa: E402
import cases_v7_routing_knowledge  # noqa: E402
import cases_v7_routing_tools  # noqa: E402
import routing_set_author  # noqa: E402

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
    return routing_set_author.build(authored(), prefix=PREFIX, id_seed=ID_SEED, per_route=PER_ROUTE,
                                    fields=KEY_ORDER)


def main(argv: list[str] | None = None) -> int:
    return routing_set_author.main(argv, build, "write the blind routing set v7 as one JSON Lines file")


if __name__ == "__main__":
    raise SystemExit(main())
