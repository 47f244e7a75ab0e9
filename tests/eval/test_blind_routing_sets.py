"""The blind routing sets v2 and v3 (tests/data/blind/v2, v3) load with the project's own loader and stay what
their READMEs (README_routing.md) say they are.

Why these checks: each test half is a held-out routing figure nobody has tuned on (v3's was written once v1's and
v2's had both been seen). A case that fails to load, an id that collides with another set, a split that lost a
route, a `must_preserve` string the query does not hold (it would count as a preservation failure the router could
never avoid), files that drifted from the seeded split, or an authoring script that no longer writes them would
each make that figure mean something other than the README claims.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

from querylab.eval.datasets import VALID_ROUTES, RoutingCase, load_routing_jsonl
from tests.eval.blind_sets import BLIND, SPLITS, check_routing_case, demo_users, load_script


@dataclass(frozen=True)
class RoutingSet:
    folder: Path
    id_prefix: str
    per_route: dict[str, int]  # cases per route in each split, as the README states (each route split in half)
    multi_turn: bool = False  # v3: ≥ 30 % carry a history of 2–6 turns, and its authoring script is checked

    def cases(self, split: str) -> list[RoutingCase]:
        return load_routing_jsonl(self.folder / f"routing_{split}.jsonl")


V2 = RoutingSet(BLIND / "v2", "v2-", {"knowledge": 26, "live_tool": 14, "action": 12, "small_talk": 10, "clarify": 12,
                                      "refuse": 15, "out_of_domain": 11})
V3 = RoutingSet(BLIND / "v3", "v3-r-", {"knowledge": 25, "live_tool": 14, "action": 12, "small_talk": 10, "clarify": 12,
                                        "refuse": 15, "out_of_domain": 12}, multi_turn=True)
SETS = pytest.mark.parametrize("blind", [V2, V3], ids=["v2", "v3"])


@SETS
@pytest.mark.parametrize("split", SPLITS)
def test_counts_per_route(blind: RoutingSet, split: str) -> None:
    cases = blind.cases(split)
    assert len(cases) == 100
    assert Counter(c.expected_route for c in cases) == blind.per_route


@SETS
@pytest.mark.parametrize("split", SPLITS)
def test_every_route_is_present(blind: RoutingSet, split: str) -> None:
    assert {c.expected_route for c in blind.cases(split)} == set(VALID_ROUTES)


@SETS
def test_ids_are_unique_and_prefixed(blind: RoutingSet) -> None:
    ids = [c.id for split in SPLITS for c in blind.cases(split)]
    assert len(ids) == len(set(ids)) == 200
    assert all(i.startswith(blind.id_prefix) for i in ids)


@SETS
@pytest.mark.parametrize("split", SPLITS)
def test_cases_are_well_formed(blind: RoutingSet, split: str) -> None:
    users = demo_users()
    for case in blind.cases(split):
        check_routing_case(case, users)
        if blind.multi_turn:
            assert case.history == [] or 2 <= len(case.history) <= 6, case.id
        for turn in case.history:
            assert turn["role"] in ("user", "assistant"), case.id
            assert turn["content"].strip(), case.id
        assert isinstance(case.extra.get("note"), str) and case.extra["note"].strip(), case.id
        assert isinstance(case.extra.get("tags"), list) and case.extra["tags"], case.id


def test_at_least_30_percent_of_v3_carry_a_history() -> None:
    cases = [c for split in SPLITS for c in V3.cases(split)]
    assert sum(1 for c in cases if c.history) >= 0.3 * len(cases)


def test_small_talk_and_out_of_domain_preserve_nothing_in_v3() -> None:
    for case in (c for split in SPLITS for c in V3.cases(split)):
        if case.expected_route in ("small_talk", "out_of_domain"):
            assert case.must_preserve == [], case.id


def test_v3_authoring_script_regenerates_the_set(tmp_path: Path) -> None:
    """The authoring script is the provenance record: it must still write exactly dev ∪ test."""
    out = tmp_path / "all.jsonl"
    assert load_script(V3.folder / "authoring" / "author_routing_v3.py").main(["--out", str(out)]) == 0
    committed = [line for split in SPLITS for line in (V3.folder / f"routing_{split}.jsonl").read_text(encoding="utf-8").splitlines()]
    assert sorted(out.read_text(encoding="utf-8").splitlines()) == sorted(committed)


@SETS
def test_committed_files_are_the_seeded_split(blind: RoutingSet) -> None:
    assert load_script(blind.folder / "split_routing.py").main(["--check"]) == 0
