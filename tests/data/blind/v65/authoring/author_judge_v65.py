"""Write the whole v65 blind policy judge set (before its one split) as JSON Lines, byte for byte reproducibly.

The cases (`cases_v65_*.py`, built with `case_kit_v65.py`) are this author's; the mechanics that cut their passages
from the corpus, add same-document distractors and number them `v65-jp-NNN` after a seeded shuffle are every set's
(`../../judge_set_author.py`).

Usage: python tests/data/blind/v65/authoring/author_judge_v65.py ALL.jsonl
then:  python tests/data/blind/v65/split_judge.py --from ALL.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]  # this author's cases, and tests/data/blind's shared mechanics

import judge_set_author  # noqa: E402
from case_kit_v65 import Case  # noqa: E402
from cases_v65_acme_no import CASES as ACME_NO  # noqa: E402
from cases_v65_acme_yes import CASES as ACME_YES  # noqa: E402
from cases_v65_globex_no import CASES as GLOBEX_NO  # noqa: E402
from cases_v65_globex_yes import CASES as GLOBEX_YES  # noqa: E402

CASES: list[Case] = ACME_YES + GLOBEX_YES + ACME_NO + GLOBEX_NO  # the authoring order the numbering shuffles
ID_SEED = 656565656565  # numbering shuffle (v35 used 353535353535)
DISTRACTOR_SEED = 656565656564  # distractor choice and passage order (v35 used 353535353534)
render = judge_set_author.render


def build(cases: list[Case] = CASES) -> list[dict[str, Any]]:
    return judge_set_author.build(cases, id_prefix="v65-jp", id_seed=ID_SEED, distractor_seed=DISTRACTOR_SEED)


if __name__ == "__main__":
    raise SystemExit(judge_set_author.main(sys.argv[1:], build, "author_judge_v65.py"))
