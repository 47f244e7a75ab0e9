"""The blind routing sets v2, v3 and v4 (tests/data/blind/v2, v3, v4) load with the project's own loader and stay what
their READMEs (README_routing.md) say they are.

Why these checks: each test half is a held-out routing figure nobody has tuned on (v3's was written once v1's and
v2's had both been seen; v4's once v3's test half had been run twice). A case that fails to load, an id that collides with another set, a split that lost a
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
from tests.eval.blind_sets import BLIND, DEMO_PRINCIPALS, SPLITS, check_routing_case, demo_users, load_script


@dataclass(frozen=True)
class RoutingSet:
    folder: Path
    id_prefix: str
    per_route: dict[str, int]  # cases per route in each split, as the README states (each route split in half)
    multi_turn: bool = False  # v3, v4: ≥ 30 % carry a history of 2–6 turns, and the authoring script is checked
    author: str = ""  # the authoring script under authoring/ that regenerates dev ∪ test ("" = not checked here)

    @property
    def per_split(self) -> int:
        return sum(self.per_route.values())

    def cases(self, split: str) -> list[RoutingCase]:
        return load_routing_jsonl(self.folder / f"routing_{split}.jsonl")


V2 = RoutingSet(BLIND / "v2", "v2-", {"knowledge": 26, "live_tool": 14, "action": 12, "small_talk": 10, "clarify": 12,
                                      "refuse": 15, "out_of_domain": 11})
V3 = RoutingSet(BLIND / "v3", "v3-r-", {"knowledge": 25, "live_tool": 14, "action": 12, "small_talk": 10, "clarify": 12,
                                        "refuse": 15, "out_of_domain": 12}, multi_turn=True,
                author="author_routing_v3.py")
V4 = RoutingSet(BLIND / "v4", "v4-r-", {"knowledge": 23, "live_tool": 13, "action": 11, "small_talk": 8, "clarify": 10,
                                        "refuse": 13, "out_of_domain": 10}, multi_turn=True,
                author="author_routing_v4.py")
SETS = pytest.mark.parametrize("blind", [V2, V3, V4], ids=["v2", "v3", "v4"])
AUTHORED = pytest.mark.parametrize("blind", [V3, V4], ids=["v3", "v4"])


@SETS
@pytest.mark.parametrize("split", SPLITS)
def test_counts_per_route(blind: RoutingSet, split: str) -> None:
    cases = blind.cases(split)
    assert len(cases) == blind.per_split
    assert Counter(c.expected_route for c in cases) == blind.per_route


@SETS
@pytest.mark.parametrize("split", SPLITS)
def test_every_route_is_present(blind: RoutingSet, split: str) -> None:
    assert {c.expected_route for c in blind.cases(split)} == set(VALID_ROUTES)


@SETS
def test_ids_are_unique_and_prefixed(blind: RoutingSet) -> None:
    ids = [c.id for split in SPLITS for c in blind.cases(split)]
    assert len(ids) == len(set(ids)) == 2 * blind.per_split
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


@AUTHORED
def test_at_least_30_percent_carry_a_history(blind: RoutingSet) -> None:
    cases = [c for split in SPLITS for c in blind.cases(split)]
    assert sum(1 for c in cases if c.history) >= 0.3 * len(cases)


@AUTHORED
def test_small_talk_and_out_of_domain_preserve_nothing(blind: RoutingSet) -> None:
    for case in (c for split in SPLITS for c in blind.cases(split)):
        if case.expected_route in ("small_talk", "out_of_domain"):
            assert case.must_preserve == [], case.id


def test_v4_refusals_preserve_nothing_and_histories_alternate() -> None:
    """v4's README says refuse cases carry no `must_preserve` and every history is whole user/assistant pairs."""
    for case in (c for split in SPLITS for c in V4.cases(split)):
        if case.expected_route == "refuse":
            assert case.must_preserve == [], case.id
        assert [t["role"] for t in case.history] == ["user", "assistant"] * (len(case.history) // 2), case.id


def test_v4_principals_are_the_demo_principals() -> None:
    """Not just a demo user of the right tenant: the very tenant, user and groups the demo principals have."""
    users = demo_users()
    assert {t: {u for u, p in DEMO_PRINCIPALS.items() if p["tenant"] == t} for t in users} == users
    for case in (c for split in SPLITS for c in V4.cases(split)):
        assert case.principal == DEMO_PRINCIPALS[case.principal["user"]], case.id


def test_v4_covers_both_tenants_and_every_demo_user_in_each_split() -> None:
    for split in SPLITS:
        assert {c.principal["user"] for c in V4.cases(split)} == set(DEMO_PRINCIPALS), split


@AUTHORED
def test_authoring_script_regenerates_the_set(blind: RoutingSet, tmp_path: Path) -> None:
    """The authoring script is the provenance record: it must still write exactly dev ∪ test."""
    out = tmp_path / "all.jsonl"
    assert load_script(blind.folder / "authoring" / blind.author).main(["--out", str(out)]) == 0
    committed = [line for split in SPLITS for line in (blind.folder / f"routing_{split}.jsonl").read_text(encoding="utf-8").splitlines()]
    assert sorted(out.read_text(encoding="utf-8").splitlines()) == sorted(committed)


@SETS
def test_committed_files_are_the_seeded_split(blind: RoutingSet) -> None:
    assert load_script(blind.folder / "split_routing.py").main(["--check"]) == 0


def test_another_seed_would_not_give_the_committed_v4_split() -> None:
    """v4's files are its own seed's split (20261203) and not v3's (20261202): `--check` is not vacuous here."""
    split = load_script(V4.folder / "split_routing.py")
    assert split.RULE.seed == 20261203
    dev, test = ([{"id": c.id, "expected_route": c.expected_route} for c in V4.cases(s)] for s in SPLITS)
    assert split.RULE.misplaced(dev, test) == []
    other = type(split.RULE)(seed=20261202, stratum=split.RULE.stratum, fresh_rng_per_stratum=True)
    assert other.misplaced(dev, test) != []
