"""`benchmarks/real_tokens.py`: the replies it streams (SmolLM2's own tokens, the router's reply in both shapes)."""

from __future__ import annotations

import json

from benchmarks.real_tokens import ShapedReplies, token_pieces
from benchmarks.ttft import CASES
from querylab.config import REPO_ROOT
from querylab.parsing import parse_route
from querylab.templates import TemplateStore


def test_a_reply_is_cut_into_the_models_tokens_and_joins_back_whole() -> None:
    pieces = token_pieces()
    text = 'no\n<rewritten_query>Wie lange dauert die Rückerstattung?</rewritten_query>\n{"a": 1}'
    cut = pieces(text)
    assert "".join(cut) == text
    assert cut[cut.index("</"):cut.index("</") + 7] == ["</", "rew", "rit", "ten", "_", "query", ">"]  # 7 tokens for the closing tag


def test_the_router_reply_in_both_shapes_parses_to_the_same_route(tmp_path) -> None:
    replies = ShapedReplies(CASES, TemplateStore(REPO_ROOT / "prompts", tmp_path).defaults)
    case = next(c for c in CASES if c.kind == "kept")
    shapes = []
    for old in (True, False):
        replies.old_router = old
        text = replies.reply("router", f"Latest message:\n{case.question}")
        assert "original_query" not in text and "router_revision" not in text
        shapes.append(parse_route(text, case.question, "r1").contract)
    old, new = shapes
    assert len(old.sub_intents) == 1 and new.sub_intents == []
    assert (old.route, old.normalized_query) == (new.route, new.normalized_query)
    assert len(json.dumps(new.model_dump())) < len(json.dumps(old.model_dump()))
