"""Split the blind routing set v180 once into dev and test, and check that the committed files are that split.

Why a script: the test half is only a fair held-out measure if nobody chose which cases went where. The split
is mechanical and reproducible (`../seeded_split.py`): stratified by ``expected_route``; within a route the ids
are sorted, shuffled with a fresh ``random.Random(2026180180)`` (one per route, so a case added to one route cannot
move cases of another), and the first ``n // 2`` go to dev, the rest to test (every route has an even count, so
the halves are exactly 90 / 90).

    python split_routing.py --all ALL.jsonl   # write routing_dev.jsonl and routing_test.jsonl (done once)
    python split_routing.py --check           # re-split dev ∪ test; exit 1 if any case would move
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data/blind: the shared split mechanics

from seeded_split import SplitRule, main as split_main  # noqa: E402

RULE = SplitRule(seed=2026180180, stratum=lambda case: case["expected_route"], fresh_rng_per_stratum=True)


def main(argv: list[str] | None = None) -> int:
    return split_main(argv, rule=RULE, dev_path=HERE / "routing_dev.jsonl", test_path=HERE / "routing_test.jsonl",
                      description="split or check the blind routing set v180", source_flag="--all")


if __name__ == "__main__":
    raise SystemExit(main())
