"""Blind routing set v5 (tests/data/blind/v5: routing_*.jsonl) loads with the project's own loader and stays what its
README (README_routing.md) says it is.

Why these checks: v5's test half is a fresh held-out routing figure, written by an author who never saw the router,
its rules or its examples. A case that fails to load, an id that collides with another routing set, counts that no
longer match the README's table, a principal that is not a demo principal, a `must_preserve` string the query does
not hold (a preservation failure the router could never avoid), files that drifted from the seeded split, or
authoring scripts that no longer write them would each make that figure mean something other than the README claims.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from querylab.eval.datasets import VALID_ROUTES, RoutingCase, load_routing_jsonl
from tests.eval.blind_sets import BLIND, DEMO_PRINCIPALS, REPO, SPLITS, check_routing_case, demo_users, load_script

V5 = BLIND / "v5"
README = V5 / "README_routing.md"
AUTHOR = V5 / "authoring" / "author_routing_v5.py"
SPLIT = V5 / "split_routing.py"
ID_PREFIX = "v5-r-"
#: Cases per route in each split (each route's count is even, so dev and test hold the same numbers).
PER_ROUTE = {"knowledge": 23, "live_tool": 13, "action": 11, "small_talk": 8, "clarify": 11, "refuse": 13,
             "out_of_domain": 11}


def cases(split: str) -> list[RoutingCase]:
    return load_routing_jsonl(V5 / f"routing_{split}.jsonl")


def every_case() -> list[RoutingCase]:
    return [c for split in SPLITS for c in cases(split)]


def readme_table() -> dict[str, tuple[int, int, int]]:
    """Route -> (dev, test, total) from the README's table."""
    rows: dict[str, tuple[int, int, int]] = {}
    for line in README.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\|\s*\**([a-z_]+)\**\s*\|\s*\**(\d+)\**\s*\|\s*\**(\d+)\**\s*\|\s*\**(\d+)\**\s*\|", line)
        if m:
            rows[m.group(1)] = (int(m.group(2)), int(m.group(3)), int(m.group(4)))
    return rows


def other_routing_ids() -> set[str]:
    """Ids of every other routing set in the repository (blind v1-v4 and later, the hand-written cases, the probes)."""
    paths = [p for p in BLIND.rglob("routing_*.jsonl") if p.parent != V5]
    paths += [REPO / "tests" / "data" / name for name in ("routing_cases.jsonl", "routing_probes.jsonl")]
    ids: set[str] = set()
    for path in paths:
        if path.is_file():
            for line in path.read_text(encoding="utf-8").splitlines():
                if line.strip():
                    row = json.loads(line)
                    if isinstance(row, dict) and "id" in row:
                        ids.add(str(row["id"]))
    return ids


@pytest.mark.parametrize("split", SPLITS)
def test_counts_per_route_match_the_readme(split: str) -> None:
    table = readme_table()
    column = SPLITS.index(split)
    assert {route: table[route][column] for route in VALID_ROUTES} == PER_ROUTE
    assert table["total"][column] == sum(PER_ROUTE.values()) == len(cases(split))
    assert Counter(c.expected_route for c in cases(split)) == PER_ROUTE
    assert all(table[r][2] == table[r][0] + table[r][1] for r in VALID_ROUTES)


def test_ids_are_unique_prefixed_and_never_collide_with_other_routing_sets() -> None:
    ids = [c.id for c in every_case()]
    assert len(ids) == len(set(ids)) == 2 * sum(PER_ROUTE.values())
    assert all(re.fullmatch(r"v5-r-\d{3}", i) for i in ids)
    assert not set(ids) & other_routing_ids()


@pytest.mark.parametrize("split", SPLITS)
def test_cases_are_well_formed(split: str) -> None:
    users = demo_users()
    for case in cases(split):
        check_routing_case(case, users)
        assert case.principal == DEMO_PRINCIPALS[case.principal["user"]], case.id
        assert case.history == [] or len(case.history) in (2, 4, 6), case.id
        assert [t["role"] for t in case.history] == ["user", "assistant"] * (len(case.history) // 2), case.id
        assert all(t["content"].strip() for t in case.history), case.id
        assert isinstance(case.extra.get("note"), str) and case.extra["note"].strip(), case.id
        assert isinstance(case.extra.get("tags"), list) and case.extra["tags"], case.id
        assert ("arguable" in case.extra["tags"]) == ("arguable" in case.extra["note"].lower()), case.id
        if case.expected_route in ("small_talk", "refuse", "out_of_domain"):
            assert case.must_preserve == [], case.id


def test_both_tenants_and_every_demo_user_in_each_split() -> None:
    for split in SPLITS:
        assert {c.principal["user"] for c in cases(split)} == set(DEMO_PRINCIPALS), split


def test_about_a_third_carry_a_history() -> None:
    everything = every_case()
    assert sum(1 for c in everything if c.history) >= 0.3 * len(everything)
    for route in VALID_ROUTES:  # every route has multi-turn cases
        assert any(c.history for c in everything if c.expected_route == route), route


def test_committed_files_are_the_seeded_split() -> None:
    split = load_script(SPLIT)
    assert split.RULE.seed == 20261221
    assert split.main(["--check"]) == 0
    dev, test = ([{"id": c.id, "expected_route": c.expected_route} for c in cases(s)] for s in SPLITS)
    other = type(split.RULE)(seed=20261203, stratum=split.RULE.stratum, fresh_rng_per_stratum=True)
    assert other.misplaced(dev, test) != []  # --check is not vacuous: another seed gives another split


def test_authoring_scripts_regenerate_the_set(tmp_path: Path) -> None:
    out = tmp_path / "all.jsonl"
    assert load_script(AUTHOR).main(["--out", str(out)]) == 0
    committed = [line for split in SPLITS
                 for line in (V5 / f"routing_{split}.jsonl").read_text(encoding="utf-8").splitlines()]
    assert sorted(out.read_text(encoding="utf-8").splitlines()) == sorted(committed)


def test_authoring_files_stay_short() -> None:
    for path in [*sorted((V5 / "authoring").glob("*routing*.py")), SPLIT]:
        assert len(path.read_text(encoding="utf-8").splitlines()) < 450, path.name
