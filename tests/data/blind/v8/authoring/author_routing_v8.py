"""Write the blind routing set v8 (issue 14, part 7) as one JSON Lines file: the provenance of routing_dev/test.

Why a script: the cases were written by hand in one sitting (cases_v8_routing_knowledge.py,
cases_v8_routing_tools.py, cases_v8_routing_guard.py, cases_v8_routing_chat.py) and this script is the record of
how the file was made. It regenerates the set byte for byte: the authored list is shuffled once with
`random.Random(81222)` and numbered `v8-r-001` … in that order, so an id says nothing about its route and never
collides with v1–v7 (their ids carry their own prefixes). `../split_routing.py --all` then splits the file once
into dev and test. The mechanics are every routing set's (`../../routing_set_author.py`); v8 refuses two cases with
the same query and history, and cuts each row to `FIELDS`.

    python authoring/author_routing_v8.py --out ALL.jsonl

Edit the dev/test files from now on; adding a case here would renumber the ids and move cases between splits.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]  # the case modules sit beside this script; shared mechanics

import routing_set_author  # noqa: E402
from cases_v8_routing_chat import OUT_OF_DOMAIN, SMALL_TALK  # noqa: E402
from cases_v8_routing_guard import CLARIFY, REFUSE  # noqa: E402
from cases_v8_routing_knowledge import KNOWLEDGE  # noqa: E402
from cases_v8_routing_tools import ACTION, LIVE_TOOL  # noqa: E402

ID_SEED = 81222
PREFIX = "v8-r-"
FIELDS = ("id", "query", "history", "principal", "expected_route", "must_preserve", "note", "tags")
#: Cases per route as authored (all even, so the seeded split gives exactly half of each to dev).
PER_ROUTE = {"knowledge": 46, "live_tool": 30, "action": 24, "clarify": 20, "refuse": 24, "small_talk": 16,
             "out_of_domain": 20}


def authored() -> list[dict[str, Any]]:
    return [*KNOWLEDGE, *LIVE_TOOL, *ACTION, *SMALL_TALK, *CLARIFY, *REFUSE, *OUT_OF_DOMAIN]


def build() -> list[dict[str, Any]]:
    return routing_set_author.build(authored(), prefix=PREFIX, id_seed=ID_SEED, per_route=PER_ROUTE,
                                    unique_by=("query", "history"), fields=FIELDS)


def main(argv: list[str] | None = None) -> int:
    return routing_set_author.main(argv, build, "write the whole blind routing set v8")


if __name__ == "__main__":
    raise SystemExit(main())
