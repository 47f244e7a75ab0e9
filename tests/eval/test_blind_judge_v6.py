"""The blind policy judge set v6 (tests/data/blind/v6: judge_policy_dev.jsonl, judge_policy_test.jsonl) loads with the
project's own loader and stays what its README (README_judge.md) says it is.

Why a module of its own: other authors add their blind sets at the same time, each in its own test module, so no two
edit the same file. The checks mirror v5's: a case that fails to load, an id that collides with another set, a split
that lost a kind or a class, a "verbatim" passage that was edited, counts that drifted from the README's table, or
files that are no longer the seeded split of what the authoring scripts write would each make the reported figure
mean something other than the README claims.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from querylab.eval.datasets import JudgeCase, load_judge_jsonl
from tests.eval.blind_sets import BLIND, CORPUS, SPLITS, TENANTS, load_script

V6 = BLIND / "v6"
AUTHOR = V6 / "authoring" / "author_judge_v6.py"
UNANSWERABLE_KINDS = {
    "other_country", "other_version", "other_channel", "other_role", "other_unit", "missing_detail", "ranking",
    "other_entity",
}
KINDS = UNANSWERABLE_KINDS | {"answerable"}
#: cases per kind in (dev, test), as README_judge.md's table states them
COUNTS = {
    "answerable": (62, 63), "missing_detail": (21, 22), "other_role": (11, 11), "other_country": (5, 5),
    "other_version": (5, 5), "other_channel": (5, 5), "other_unit": (5, 5), "ranking": (5, 5), "other_entity": (5, 5),
}
VOICES = {"terse", "chatty", "formal", "non_native", "lowercase", "typos"}
SHAPES = {"paraphrase", "two_passages", "calculation", "general_rule", "arguable"}


def cases(split: str) -> list[JudgeCase]:
    return load_judge_jsonl(V6 / f"judge_policy_{split}.jsonl")


def _readme_counts(readme: Path) -> dict[str, tuple[int, int]]:
    """The `| kind | meaning | dev | test |` rows of a README's counts table."""
    counts = {}
    for line in readme.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[0] in KINDS and cells[2].isdigit() and cells[3].isdigit():
            counts[cells[0]] = (int(cells[2]), int(cells[3]))
    return counts


def test_counts_per_kind_and_split_match_the_readme() -> None:
    assert _readme_counts(V6 / "README_judge.md") == COUNTS
    dev, test = Counter(c.extra["kind"] for c in cases("dev")), Counter(c.extra["kind"] for c in cases("test"))
    assert {k: (dev[k], test[k]) for k in KINDS} == COUNTS
    total = sum(dev.values()) + sum(test.values())
    assert total >= 230
    assert abs(sum(dev.values()) - sum(test.values())) <= len(KINDS)


def test_the_hard_kinds_have_the_weight_the_brief_asked_for() -> None:
    kinds = Counter(c.extra["kind"] for split in SPLITS for c in cases(split))
    assert kinds["missing_detail"] >= 40 and kinds["other_role"] >= 20
    assert all(kinds[k] >= 8 for k in UNANSWERABLE_KINDS), kinds


def test_ids_are_unique_prefixed_and_never_collide_with_other_sets() -> None:
    ids = [c.id for split in SPLITS for c in cases(split)]
    assert len(ids) == len(set(ids)) and all(i.startswith("v6-jp-") for i in ids)
    others: set[str] = set()
    for path in sorted(BLIND.glob("*/judge_policy_*.jsonl")) + sorted(BLIND.glob("judge_policy_*.jsonl")):  # v1 at top
        if path.parent != V6:
            others |= {c.id for c in load_judge_jsonl(path)}
    assert others, "the other blind sets were not found"
    assert not others & set(ids)


@pytest.mark.parametrize("split", SPLITS)
def test_split_shape_half_answerable_every_kind_two_to_four_passages(split: str) -> None:
    rows = cases(split)
    assert 0.45 <= sum(c.answerable for c in rows) / len(rows) <= 0.55
    assert {c.extra["kind"] for c in rows} == KINDS
    for case in rows:
        assert case.answerable == (case.extra["kind"] == "answerable"), case.id
        assert case.extra["tenant"] in TENANTS, case.id
        assert 2 <= len(case.documents) <= 4, case.id
        assert len(set(case.documents)) == len(case.documents), case.id
        assert case.question.strip() and str(case.extra["note"]).strip(), case.id
        tags = case.extra["tags"]
        assert isinstance(tags, list) and set(tags) <= VOICES | SHAPES and VOICES & set(tags), case.id
        assert ("arguable" in tags) == ("arguable" in case.extra["note"]), case.id
        assert len(case.extra["passages"]) == len(case.documents), case.id


@pytest.mark.parametrize("split", SPLITS)
def test_every_passage_is_verbatim_corpus_text_of_the_cases_tenant(split: str) -> None:
    texts = {t: [p.read_text(encoding="utf-8") for p in sorted((CORPUS / t).glob("*.md"))] for t in TENANTS}
    for case in cases(split):
        for passage in case.documents:
            assert passage.strip(), case.id
            assert any(passage in text for text in texts[case.extra["tenant"]]), (case.id, passage[:60])


def test_committed_files_are_the_seeded_split() -> None:
    assert load_script(V6 / "split_judge.py").main(["--check"]) == 0


def test_authoring_scripts_regenerate_the_committed_set_byte_for_byte() -> None:
    """The record is exact: the authoring scripts' output, split by the seeded rule, is the committed files."""
    author = load_script(AUTHOR)
    split = load_script(V6 / "split_judge.py")
    dev, test = split.RULE.split(author.build())
    for name, rows in (("dev", dev), ("test", test)):
        assert author.render(rows) == (V6 / f"judge_policy_{name}.jsonl").read_text(encoding="utf-8"), name


def test_authoring_files_stay_under_450_lines() -> None:
    for path in sorted((V6 / "authoring").glob("*.py")) + [V6 / "split_judge.py"]:
        assert len(path.read_text(encoding="utf-8").splitlines()) < 450, path.name
