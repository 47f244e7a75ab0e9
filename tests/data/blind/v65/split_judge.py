"""The one seeded split of the v65 blind policy judge set into dev (tuning) and test (reporting only).

Why a script and a check: the test half is only a fresh held-out measure if nobody chose which cases went where.
The split (`../seeded_split.py`) is stratified by `kind` and answerability (one stratum per (kind, answerable)
pair; every kind has one answerability, the pair guards a case whose label and kind disagree): for each stratum in
sorted order, its ids are sorted, shuffled with one shared `random.Random(20266565)` (v35 used 20263535, v37
20263737), and the first `n // 2` go to dev, the rest to test (an odd stratum gives its extra case to test).
`--check` re-splits the union of the two committed files and fails if any case would move, so an edited, added or
removed case shows up.

Usage:
  python tests/data/blind/v65/split_judge.py --from ALL.jsonl   # write judge_policy_dev/test.jsonl (done once)
  python tests/data/blind/v65/split_judge.py --check            # exit 1 if the files are not that split
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data/blind: the shared split mechanics

from seeded_split import SplitRule, main as split_main  # noqa: E402

SPLIT_SEED = 20266565  # this set's own seed (v35 used 20263535, v37 20263737)
RULE = SplitRule(seed=SPLIT_SEED, stratum=lambda row: (str(row["kind"]), bool(row["answerable"])), fresh_rng_per_stratum=False)


def main(argv: list[str] | None = None) -> int:
    return split_main(argv, rule=RULE, dev_path=HERE / "judge_policy_dev.jsonl", test_path=HERE / "judge_policy_test.jsonl",
                      description="split or check the v65 blind policy judge set", source_flag="--from")


if __name__ == "__main__":
    raise SystemExit(main())
