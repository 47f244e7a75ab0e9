"""Write blind routing set v5 (all 180 cases, before the split) as JSON Lines, deterministically.

Provenance record: the cases live in `cases_v5_routing_*.py` (knowledge; live_tool + action; small_talk + clarify;
refuse + out_of_domain), each one `case()` call of `cases_v5_routing_kit.py`. This script gathers them in a fixed
order, shuffles that list once with `random.Random(51221)` and numbers it `v5-r-001` … `v5-r-180`, so an id says
nothing about a case's route. It checks the counts per route and the multi-turn share before writing.

    python author_routing_v5.py --out ALL.jsonl     # then: python ../split_routing.py --all ALL.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from cases_v5_routing_guard import out_of_domain_cases, refuse_cases  # noqa: E402
from cases_v5_routing_knowledge import knowledge_cases  # noqa: E402
from cases_v5_routing_talk import clarify_cases, small_talk_cases  # noqa: E402
from cases_v5_routing_tools import action_cases, live_tool_cases  # noqa: E402

ID_SEED = 51221
ID_PREFIX = "v5-r-"
PER_ROUTE = {"knowledge": 46, "live_tool": 26, "action": 22, "small_talk": 16, "clarify": 22, "refuse": 26,
             "out_of_domain": 22}


def all_cases() -> list[dict]:
    """Every case with its id, in id order."""
    authored = (knowledge_cases() + live_tool_cases() + action_cases() + small_talk_cases() + clarify_cases()
                + refuse_cases() + out_of_domain_cases())
    counts = Counter(c["expected_route"] for c in authored)
    if dict(counts) != PER_ROUTE:
        raise ValueError(f"counts per route {dict(counts)} != {PER_ROUTE}")
    queries = [c["query"] for c in authored]
    if len(set(queries)) != len(queries):
        raise ValueError("a query is written twice")
    if sum(1 for c in authored if c["history"]) < 0.3 * len(authored):
        raise ValueError("fewer than 30 % of the cases carry a history")
    order = list(range(len(authored)))
    random.Random(ID_SEED).shuffle(order)
    return [{"id": f"{ID_PREFIX}{n:03d}", **authored[i]} for n, i in enumerate(order, start=1)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="write blind routing set v5 (before the split)")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    rows = all_cases()
    args.out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} cases -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
