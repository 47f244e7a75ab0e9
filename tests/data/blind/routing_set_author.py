"""How a blind routing set (v5 on) is written down from its authored cases: counts per route checked, a case written
twice refused, ids given after one seeded shuffle, one JSON object per line — byte for byte reproducibly.

Why one module: each author writes only their cases (`vN/authoring/cases_vN_routing_*.py`), an id prefix, a seed and
the counts they planned; the mechanics that turn those into JSON Lines are the same for every set, and the seven copies
in `author_routing_v5.py` … `author_routing_v11.py` had begun to drift. Where the copies did differ, the difference is
a parameter here, so every set still accepts the cases it accepted and writes the bytes it wrote:

- `unique_by`, the fields that make two cases the same: v5 compared the query alone, v8 query and history, the others
  query, history and the asking user;
- `fields`, a fixed field order the rows are cut to (v7, v8), or the case's own order (the others);
- `per_route`, the planned counts per route, or None where the author planned none (v6).

A check only one set makes (v5's multi-turn share) stays in that set's script. The shuffle permutes positions with
`random.Random(id_seed)`; shuffling the rows themselves (as v7 did) is the same permutation, since the draws depend on
the length alone. Rows come out numbered in shuffled order, which is id order (three digits, at most 999 cases).
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

Case = Mapping[str, Any]
#: What each name in `unique_by` compares: the history as its JSON text, the principal by its user.
SAME: dict[str, Callable[[Case], str]] = {
    "query": lambda c: c["query"],
    "history": lambda c: json.dumps(c["history"]),
    "user": lambda c: c["principal"]["user"],
}


def check_counts(cases: Sequence[Case], per_route: Mapping[str, int] | None) -> None:
    """The cases per `expected_route` are exactly the planned ones (nothing to check without a plan)."""
    if per_route is None:
        return
    counts = dict(Counter(c["expected_route"] for c in cases))
    if counts != dict(per_route):
        raise ValueError(f"counts per route {counts} != {dict(per_route)}")


def check_unique(cases: Sequence[Case], unique_by: Sequence[str]) -> None:
    """No two cases agree on every field of `unique_by`."""
    seen: set[tuple[str, ...]] = set()
    for case in cases:
        key = tuple(SAME[name](case) for name in unique_by)
        if key in seen:
            raise ValueError(f"a case is written twice (same {', '.join(unique_by)}): {case['query']!r}")
        seen.add(key)


def build(cases: Sequence[Case], *, prefix: str, id_seed: int, per_route: Mapping[str, int] | None,
          unique_by: Sequence[str] = ("user", "query", "history"),
          fields: Sequence[str] | None = None) -> list[dict[str, Any]]:
    """The set's rows in id order (`{prefix}001` …): the authored order, shuffled once by `random.Random(id_seed)`."""
    check_counts(cases, per_route)
    check_unique(cases, unique_by)
    order = list(range(len(cases)))
    random.Random(id_seed).shuffle(order)
    rows = [{"id": f"{prefix}{n:03d}", **cases[i]} for n, i in enumerate(order, start=1)]
    return rows if fields is None else [{k: row[k] for k in fields} for row in rows]


def render(rows: Sequence[Mapping[str, Any]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def main(argv: Sequence[str] | None, build_set: Callable[[], list[dict[str, Any]]], description: str) -> int:
    """``--out ALL.jsonl``: write the whole set (then ``../split_routing.py --all ALL.jsonl`` splits it once)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--out", type=Path, required=True, help="where to write the whole set (JSON Lines)")
    args = parser.parse_args(argv)
    rows = build_set()
    args.out.write_text(render(rows), encoding="utf-8")
    print(f"{len(rows)} cases -> {args.out}")
    return 0
