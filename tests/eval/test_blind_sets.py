"""The blind routing and policy-judge sets (tests/data/blind) load with the project's own loaders and
stay what their README says they are.

Why these checks: the blind sets are the only numbers that say how the router and judge generalise. A
case that silently fails to load, a duplicated id, a split that lost a whole route, a "verbatim" passage
that was edited, or a test split that drifted from the seeded one would each make the reported figure
mean something else than the README claims.
"""

from __future__ import annotations

import pytest

from querylab.eval.datasets import VALID_ROUTES, JudgeCase, RoutingCase, load_judge_jsonl, load_routing_jsonl
from tests.eval.blind_sets import BLIND, CORPUS, TENANTS, check_routing_case, demo_users, load_script

JUDGE_KINDS = {
    "answerable", "other_country", "other_version", "other_channel", "other_role", "other_unit", "missing_detail", "ranking",
}


def _routing(split: str) -> list[RoutingCase]:
    return load_routing_jsonl(BLIND / f"routing_{split}.jsonl")


def _judge(split: str) -> list[JudgeCase]:
    return load_judge_jsonl(BLIND / f"judge_policy_{split}.jsonl")


def test_sizes_and_split_ratio() -> None:
    routing = {s: _routing(s) for s in ("dev", "test")}
    judge = {s: _judge(s) for s in ("dev", "test")}
    for sets in (routing, judge):
        total = len(sets["dev"]) + len(sets["test"])
        assert total >= 170
        assert 0.35 <= len(sets["dev"]) / total <= 0.45


@pytest.mark.parametrize("kind", ["routing", "judge"])
def test_ids_are_unique_across_both_splits(kind: str) -> None:
    load = _routing if kind == "routing" else _judge
    ids = [c.id for split in ("dev", "test") for c in load(split)]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("split", ["dev", "test"])
def test_every_route_is_in_each_routing_split(split: str) -> None:
    cases = _routing(split)
    assert {c.expected_route for c in cases} == set(VALID_ROUTES)


@pytest.mark.parametrize("split", ["dev", "test"])
def test_routing_cases_are_well_formed(split: str) -> None:
    users = demo_users()
    assert set(users) == set(TENANTS)
    for case in _routing(split):
        check_routing_case(case, users)


@pytest.mark.parametrize("split", ["dev", "test"])
def test_each_judge_split_has_both_classes_and_every_kind(split: str) -> None:
    cases = _judge(split)
    assert {c.answerable for c in cases} == {True, False}
    assert {c.extra["kind"] for c in cases} == JUDGE_KINDS
    for case in cases:
        assert case.answerable == (case.extra["kind"] == "answerable"), case.id
        assert 1 <= len(case.documents) <= 4, case.id


@pytest.mark.parametrize("split", ["dev", "test"])
def test_every_judge_document_is_verbatim_from_the_sample_corpus(split: str) -> None:
    texts = {
        tenant: [p.read_text(encoding="utf-8") for p in sorted((CORPUS / tenant).glob("*.md"))] for tenant in TENANTS
    }
    for case in _judge(split):
        tenant = case.extra["tenant"]
        for passage in case.documents:
            assert passage.strip(), case.id
            assert any(passage in text for text in texts[tenant]), (case.id, passage[:60])


def test_committed_files_are_the_seeded_split() -> None:
    assert load_script(BLIND / "split_blind_sets.py").main(["--check"]) == 0
