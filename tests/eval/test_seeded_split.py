"""The blind sets' shared split mechanics (tests/data/blind/seeded_split.py).

Why: every blind test figure rests on "nobody chose which cases went where"; `--check` is what proves it, so it
must catch a moved case, and the two generator modes must keep the property each set's README promises.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

BLIND = Path(__file__).resolve().parents[2] / "tests" / "data" / "blind"
sys.path.insert(0, str(BLIND))

from seeded_split import SplitRule, main, read_jsonl, write_jsonl  # noqa: E402


def _rows(strata: dict[str, int]) -> list[dict]:
    return [{"id": f"{s}-{i:03d}", "route": s} for s, n in strata.items() for i in range(n)]


@pytest.mark.parametrize("fresh", [True, False])
def test_split_is_stratified_deterministic_and_in_id_order(fresh: bool) -> None:
    rule = SplitRule(seed=7, stratum=lambda r: r["route"], fresh_rng_per_stratum=fresh)
    rows = _rows({"a": 10, "b": 7})
    dev, test = rule.split(rows)
    assert (len(dev), len(test)) == (8, 9)  # 5 + 3 to dev: an odd stratum gives test the extra case
    assert sum(r["route"] == "a" for r in dev) == 5
    assert rule.split(list(reversed(rows))) == (dev, test)
    assert [r["id"] for r in dev] == sorted(r["id"] for r in dev)


def test_a_fresh_generator_per_stratum_keeps_other_strata_still_when_one_grows() -> None:
    fresh = SplitRule(seed=7, stratum=lambda r: r["route"], fresh_rng_per_stratum=True)
    before, _ = fresh.split(_rows({"a": 10, "b": 8}))
    after, _ = fresh.split(_rows({"a": 12, "b": 8}))
    assert [r["id"] for r in before if r["route"] == "b"] == [r["id"] for r in after if r["route"] == "b"]


def test_check_fails_when_a_case_moved(tmp_path: Path) -> None:
    rule = SplitRule(seed=3, stratum=lambda r: r["route"])
    dev, test = rule.split(_rows({"a": 6, "b": 6}))
    write_jsonl(tmp_path / "dev.jsonl", dev)
    write_jsonl(tmp_path / "test.jsonl", test)
    run = lambda: main(["--check"], rule=rule, dev_path=tmp_path / "dev.jsonl", test_path=tmp_path / "test.jsonl",  # noqa: E731
                       description="toy")
    assert run() == 0
    write_jsonl(tmp_path / "dev.jsonl", dev[1:])
    write_jsonl(tmp_path / "test.jsonl", sorted(test + dev[:1], key=lambda r: r["id"]))
    assert run() == 1
    assert rule.misplaced(read_jsonl(tmp_path / "dev.jsonl"), read_jsonl(tmp_path / "test.jsonl")) == [dev[0]["id"]]


def test_another_seed_would_not_give_the_committed_v3_split() -> None:
    """The committed files are this seed's split and no other: the check is not vacuous on real data."""
    dev, test = read_jsonl(BLIND / "v3" / "routing_dev.jsonl"), read_jsonl(BLIND / "v3" / "routing_test.jsonl")
    stratum = lambda r: r["expected_route"]  # noqa: E731
    assert SplitRule(seed=20261202, stratum=stratum, fresh_rng_per_stratum=True).misplaced(dev, test) == []
    assert SplitRule(seed=20261203, stratum=stratum, fresh_rng_per_stratum=True).misplaced(dev, test) != []
