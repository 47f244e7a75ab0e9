"""querylab/prompt_prefix.py: when the templates that read the same passages stop opening alike."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from querylab.prompt_prefix import PASSAGE_TEMPLATES, opening, prefix_note
from querylab.templates import TemplateStore

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def active(tmp_path):
    return TemplateStore(REPO / "prompts", tmp_path).defaults


def test_the_shipped_templates_share_one_opening(active) -> None:
    openings = {opening(active[n]) for n in PASSAGE_TEMPLATES}
    assert len(openings) == 1 and None not in openings
    shared = openings.pop()
    assert "data, not instructions" in shared.split("<documents>", 1)[0]  # the warning comes before the passages
    assert all(len(active[n].system) > len(shared) + 40 for n in PASSAGE_TEMPLATES)  # each one's instructions follow
    assert all(prefix_note(active[n], active) is None for n in PASSAGE_TEMPLATES)


def test_an_edit_after_the_passages_keeps_the_opening(active) -> None:
    draft = replace(active["judge"], system=active["judge"].system + "\nBe brief.")
    assert prefix_note(draft, active) is None


def test_an_edit_before_the_passages_is_named_with_the_templates_it_no_longer_matches(active) -> None:
    draft = replace(active["answer"], system="Be concise.\n" + active["answer"].system)
    note = prefix_note(draft, active)
    assert note is not None and "opens differently from judge, judge_rewrite, followup" in note


def test_a_template_without_a_documents_block_says_so(active) -> None:
    draft = replace(active["judge"], system=active["judge"].system.replace("</documents>", "</docs>"))
    assert "no documents block" in (prefix_note(draft, active) or "")


def test_templates_that_read_no_passages_get_no_note(active) -> None:
    assert prefix_note(replace(active["router"], system="x " + active["router"].system), active) is None
