"""The prefix-reuse measurement of the local-model benchmark (benchmarks/prefix_reuse.py): layouts and pairing."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from benchmarks import prefix_reuse
from querylab.llm.base import LLMRequest
from querylab.templates import TemplateStore

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def templates(tmp_path):
    return TemplateStore(REPO / "prompts", tmp_path).defaults


def test_instructions_first_keeps_every_word_and_moves_the_passages_last(templates) -> None:
    judge = templates["judge"]
    moved = prefix_reuse.instructions_first(judge)
    assert sorted(moved.system.split()) == sorted(judge.system.split())
    assert moved.system.rstrip().endswith("</documents>") and not judge.system.rstrip().endswith("</documents>")
    assert moved.variables == judge.variables and moved.user == judge.user
    with pytest.raises(ValueError, match="documents block"):
        prefix_reuse.instructions_first(templates["router"])


class SlotCache:
    """Plays a llama.cpp slot: the cost of a prompt is the part not shared with the previous prompt."""

    def __init__(self) -> None:
        self.last = ""
        self.requests: list[LLMRequest] = []

    def cost(self, request: LLMRequest) -> float:
        prompt = request.system + "\n" + request.user
        shared = len(os.path.commonprefix([self.last, prompt]))
        self.last = prompt
        self.requests.append(request)
        return float(len(prompt) - shared)


def test_the_answer_after_the_judge_computes_only_what_the_passages_do_not_share(templates, monkeypatch) -> None:
    slot = SlotCache()
    monkeypatch.setattr(prefix_reuse, "_first_token_s", lambda _llm, request: slot.cost(request))
    documents = "[1] (Refunds) " + "Ask for a refund within 30 days of delivery. " * 40
    result = prefix_reuse.run_with(object(), templates, [("How long?", documents), ("Who pays the return label?", documents)])
    first, second = result["rows"]
    for row in result["rows"]:  # with the passages first, the answer recomputes only its instructions and question
        assert row["documents_first"]["answer_ttft_after_judge_s"] < len(documents) / 4
        assert row["instructions_first"]["answer_ttft_after_judge_s"] > len(documents)
    assert result["answer_ratio_documents_first"]["pairs"] == 2 and result["answer_ratio_documents_first"]["p50"] < 0.25
    # the layouts alternate: A B on the first question, B A on the second, judge before answer each time
    layouts = ["documents" if r.system.startswith("Below are") else "instructions" for r in slot.requests]
    assert layouts == ["documents"] * 2 + ["instructions"] * 2 + ["instructions"] * 2 + ["documents"] * 2
    assert [r.task for r in slot.requests] == ["judge", "answer"] * 4
    assert first["question"] == "How long?" and second["question"] == "Who pays the return label?"
