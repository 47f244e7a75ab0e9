"""The v2 blind policy judge set (tests/data/blind/v2/judge_policy_*.jsonl) loads with the project's own loader
and stays what its README (README_judge.md) says it is.

Why these checks: the v2 test split is the only judge figure nobody has tuned on. A case that fails to load, an
id that collides with v1, a split that lost a kind or a class, a "verbatim" passage that was edited, or files that
drifted from the seeded split would each make the reported figure mean something other than the README claims.
"""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path

import pytest

from querylab.eval.datasets import JudgeCase, load_judge_jsonl

REPO = Path(__file__).resolve().parents[2]
V2 = REPO / "tests" / "data" / "blind" / "v2"
CORPUS = REPO / "sample_corpus"
TENANTS = ("acme", "globex")
UNANSWERABLE_KINDS = {
    "other_country", "other_version", "other_channel", "other_role", "other_unit", "missing_detail", "ranking",
    "other_entity",
}
KINDS = UNANSWERABLE_KINDS | {"answerable"}
#: Cases per kind in (dev, test), as README_judge.md states them.
COUNTS = {
    "answerable": (76, 77), "missing_detail": (19, 20), "other_channel": (7, 7), "other_country": (6, 6),
    "other_entity": (7, 8), "other_role": (7, 7), "other_unit": (6, 6), "other_version": (7, 7), "ranking": (7, 7),
}


def _cases(split: str) -> list[JudgeCase]:
    return load_judge_jsonl(V2 / f"judge_policy_{split}.jsonl")


def test_counts_per_kind_and_split_match_the_readme() -> None:
    dev, test = Counter(c.extra["kind"] for c in _cases("dev")), Counter(c.extra["kind"] for c in _cases("test"))
    assert {k: (dev[k], test[k]) for k in KINDS} == COUNTS
    total = sum(dev.values()) + sum(test.values())
    assert total >= 180
    assert abs(sum(dev.values()) - sum(test.values())) <= len(KINDS)


def test_ids_are_unique_and_prefixed_so_they_never_collide_with_v1() -> None:
    ids = [c.id for split in ("dev", "test") for c in _cases(split)]
    assert len(ids) == len(set(ids))
    assert all(i.startswith("v2-") for i in ids)


@pytest.mark.parametrize("split", ["dev", "test"])
def test_each_split_has_both_classes_and_every_kind(split: str) -> None:
    cases = _cases(split)
    assert {c.answerable for c in cases} == {True, False}
    assert {c.extra["kind"] for c in cases} == KINDS
    for case in cases:
        assert case.answerable == (case.extra["kind"] == "answerable"), case.id
        assert case.extra["tenant"] in TENANTS, case.id
        assert 1 <= len(case.documents) <= 4, case.id
        assert case.question.strip(), case.id


def test_at_least_ten_cases_per_unanswerable_kind() -> None:
    kinds = Counter(c.extra["kind"] for split in ("dev", "test") for c in _cases(split))
    assert all(kinds[k] >= 10 for k in UNANSWERABLE_KINDS), kinds


@pytest.mark.parametrize("split", ["dev", "test"])
def test_every_document_is_verbatim_from_the_cases_tenant(split: str) -> None:
    texts = {t: [p.read_text(encoding="utf-8") for p in sorted((CORPUS / t).glob("*.md"))] for t in TENANTS}
    for case in _cases(split):
        for passage in case.documents:
            assert passage.strip(), case.id
            assert any(passage in text for text in texts[case.extra["tenant"]]), (case.id, passage[:60])


def test_committed_files_are_the_seeded_split() -> None:
    spec = importlib.util.spec_from_file_location("split_judge_v2", V2 / "split_judge.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--check"]) == 0
