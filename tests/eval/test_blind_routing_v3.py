"""The blind routing set v3 (tests/data/blind/v3) loads with the project's own loader and stays what its README
says it is.

Why these checks: v3's test half is the third held-out routing figure, written once v1's and v2's test halves had
both been seen. A case that fails to load, an id that collides with v1 or v2, a split that lost a route, a
`must_preserve` string the query does not hold (it would count as a preservation failure the router could never
avoid), files that drifted from the seeded split, or an authoring script that no longer writes them would each make
that figure mean something other than the README claims.
"""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from pathlib import Path

import pytest

from querylab.eval.datasets import VALID_ROUTES, RoutingCase, load_routing_jsonl

REPO = Path(__file__).resolve().parents[2]
V3 = REPO / "tests" / "data" / "blind" / "v3"
TOOLS = REPO / "sample_corpus" / "tools"
SPLITS = ("dev", "test")
# Counts per route per split, as in README_routing.md (each route was split exactly in half).
PER_ROUTE = {
    "knowledge": 25, "live_tool": 14, "action": 12, "small_talk": 10, "clarify": 12, "refuse": 15, "out_of_domain": 12,
}


def _cases(split: str) -> list[RoutingCase]:
    return load_routing_jsonl(V3 / f"routing_{split}.jsonl")


def _users() -> dict[str, set[str]]:
    """Users per tenant from the demo tool data: the only principals the cases may use."""
    users: dict[str, set[str]] = {}
    for path in sorted(TOOLS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        users[path.stem] = {row["user"] for rows in data.values() for row in rows}
    return users


@pytest.mark.parametrize("split", SPLITS)
def test_counts_per_route(split: str) -> None:
    cases = _cases(split)
    assert len(cases) == 100
    assert Counter(c.expected_route for c in cases) == PER_ROUTE


@pytest.mark.parametrize("split", SPLITS)
def test_every_route_is_present(split: str) -> None:
    assert {c.expected_route for c in _cases(split)} == set(VALID_ROUTES)


def test_ids_are_unique_and_prefixed() -> None:
    ids = [c.id for split in SPLITS for c in _cases(split)]
    assert len(ids) == len(set(ids)) == 200
    assert all(i.startswith("v3-r-") for i in ids)


@pytest.mark.parametrize("split", SPLITS)
def test_cases_are_well_formed(split: str) -> None:
    users = _users()
    for case in _cases(split):
        tenant = case.principal.get("tenant")
        assert tenant in users, case.id
        assert case.principal.get("user") in users[tenant], case.id
        assert isinstance(case.principal.get("groups"), list) and case.principal["groups"], case.id
        for kept in case.must_preserve:
            assert kept in case.query, (case.id, kept)
        assert case.history == [] or 2 <= len(case.history) <= 6, case.id
        for turn in case.history:
            assert turn["role"] in ("user", "assistant"), case.id
            assert turn["content"].strip(), case.id
        assert isinstance(case.extra.get("note"), str) and case.extra["note"].strip(), case.id
        assert isinstance(case.extra.get("tags"), list) and case.extra["tags"], case.id


def test_at_least_30_percent_carry_a_history() -> None:
    cases = [c for split in SPLITS for c in _cases(split)]
    assert sum(1 for c in cases if c.history) >= 0.3 * len(cases)


def test_small_talk_and_out_of_domain_preserve_nothing() -> None:
    for case in (c for split in SPLITS for c in _cases(split)):
        if case.expected_route in ("small_talk", "out_of_domain"):
            assert case.must_preserve == [], case.id


def test_authoring_script_regenerates_the_set(tmp_path: Path) -> None:
    """The authoring script is the provenance record: it must still write exactly dev ∪ test."""
    spec = importlib.util.spec_from_file_location("author_routing_v3", V3 / "authoring" / "author_routing_v3.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    out = tmp_path / "all.jsonl"
    assert module.main(["--out", str(out)]) == 0
    committed = [
        line for split in SPLITS for line in (V3 / f"routing_{split}.jsonl").read_text(encoding="utf-8").splitlines()
    ]
    assert sorted(out.read_text(encoding="utf-8").splitlines()) == sorted(committed)


def test_committed_files_are_the_seeded_split() -> None:
    spec = importlib.util.spec_from_file_location("split_routing_v3", V3 / "split_routing.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--check"]) == 0
