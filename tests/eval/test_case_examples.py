"""The blind routing dev cases as route examples (`querylab/eval/case_examples.py`) and the shipped file's case rows."""

import json
import re
from pathlib import Path

import pytest

from querylab.eval import case_examples
from querylab.eval.case_examples import DEV_SETS, case_rows, hand_written, held_out, with_case_rows
from querylab.eval.datasets import DatasetError, load_routing_jsonl
from querylab.knobs import parse_route_examples
from querylab.offline.route_rules import unknown_abbreviations
from querylab.offline.route_training import known_abbreviations, load_examples

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "prompts" / "offline" / "route_examples.jsonl"


def _case(i: str, query: str, route: str, history: bool = False) -> dict:
    return {"id": i, "query": query, "history": [{"role": "user", "content": "order 1043?"}] if history else [],
            "principal": {"tenant": "acme", "user": "alice"}, "expected_route": route}


@pytest.fixture
def root(tmp_path, monkeypatch):
    """Two dev sets under a fake repository root."""
    monkeypatch.setattr(case_examples, "DEV_SETS", {"a_dev": "a/routing_dev.jsonl", "b_dev": "b/routing_dev.jsonl"})
    for name, cases in (("a", [_case("a1", "wheres my ordr 1043", "live_tool"), _case("a2", "and for her?", "clarify", history=True),
                               _case("a3", "what is Globex's refund window?", "refuse")]),
                        ("b", [_case("b1", "is it gonna snow in chicago", "out_of_domain"), _case("b2", "Need the DPA rules for PD", "clarify")])):
        (tmp_path / name).mkdir()
        (tmp_path / name / "routing_dev.jsonl").write_text("".join(json.dumps(c) + "\n" for c in cases))
    return tmp_path


def test_rows_are_spelled_sourced_and_leave_out_histories_tenant_names_and_unknown_abbreviations(root):
    rows = case_rows(root, lambda t: t.replace("ordr", "order"), tenants=("acme", "globex"), abbreviations=("DPA",))
    assert rows == [{"route": "live_tool", "text": "wheres my order 1043", "source": "a_dev"},
                    {"route": "out_of_domain", "text": "is it gonna snow in chicago", "source": "b_dev"}]
    assert [r["source"] for r in case_rows(root, str, exclude=("a_dev",))] == ["b_dev", "b_dev"]
    assert len(case_rows(root, str, abbreviations=("DPA", "PD"))) == 4  # only the history case is left out


def test_a_test_file_is_refused(root, monkeypatch):
    monkeypatch.setattr(case_examples, "DEV_SETS", {"a_test": "a/routing_test.jsonl"})
    (root / "a" / "routing_test.jsonl").write_text("")
    with pytest.raises(DatasetError, match="a test file"):
        case_rows(root, str)


def test_writing_rows_replaces_the_earlier_ones_and_keeps_the_hand_written():
    hand = '{"route": "knowledge", "text": "What is the refund policy?"}\n'
    once = with_case_rows(hand, [{"route": "action", "text": "cancel 2047", "source": "a_dev"}])
    twice = with_case_rows(once, [{"route": "clarify", "text": "status?", "source": "b_dev"}])
    assert hand_written(twice) == hand
    assert [json.loads(line)["text"] for line in twice.splitlines()] == ["What is the refund policy?", "status?"]
    examples, problems = parse_route_examples(twice)
    assert problems == [] and examples == [("knowledge", "What is the refund policy?"), ("clarify", "status?")]


def test_a_source_must_be_text():
    _, problems = parse_route_examples('{"route": "knowledge", "text": "a", "source": 3}\n{"route": "knowledge", "text": "b", "colour": "red"}\n')
    assert len(problems) == 2 and problems[0].startswith("line 1") and problems[1].startswith("line 2")


def test_the_route_classifier_trains_on_hand_written_examples_only(tmp_path):
    path = tmp_path / "route_examples.jsonl"
    path.write_text('{"route": "knowledge", "text": "What is the refund policy?"}\n'
                    '{"route": "clarify", "text": "status?", "source": "v2_dev"}\n')
    assert load_examples(path).labels == ["knowledge"]


def test_held_out_scores_each_set_without_its_own_rows(root):
    seen: list[str] = []

    def route(examples_text: str, cases: list) -> list[str]:
        seen.append(examples_text)
        known = {json.loads(line)["text"]: json.loads(line)["route"] for line in examples_text.splitlines()}
        return [known.get(c.query, "knowledge") for c in cases]

    lines: list[str] = []
    scores = held_out(root, route, str, '{"route": "knowledge", "text": "x"}\n{"route": "clarify", "text": "old row", "source": "z_dev"}\n', lines.append)
    assert [s.name for s in scores] == ["a_dev", "b_dev"]
    assert "old row" not in "".join(seen)  # "without" is the hand-written examples alone
    a, b = scores
    assert a.with_rows.correct == a.without.correct == 0  # a's own rows are not there to answer a's cases
    assert "is it gonna snow" in seen[1] and "wheres my ordr" not in seen[1]
    assert (b.without.correct, b.with_rows.correct) == (0, 0)
    assert lines[-1].startswith("pooled") and "n=   5" in lines[-1]


def test_the_shipped_rows_come_from_dev_cases_only():
    """Every case row of the shipped examples is an eligible case, in order, of the dev set it names (none of a test file)."""
    rows = [json.loads(line) for line in EXAMPLES.read_text(encoding="utf-8").splitlines() if line.strip()]
    sourced = [r for r in rows if "source" in r]
    assert sourced, "the shipped examples carry no dev case rows"
    eligible = {}
    known = known_abbreviations(REPO)
    for name, rel in DEV_SETS.items():
        cases = [c for c in load_routing_jsonl(REPO / rel) if not c.history and not re.search(r"\b(?:acme|globex)\b", c.query, re.I)
                 and not unknown_abbreviations(c.query, known)]
        eligible[name] = cases
    for name, cases in eligible.items():
        mine = [r for r in sourced if r["source"] == name]
        assert [r["route"] for r in mine] == [c.expected_route for c in cases], name
        assert all(len(r["text"].split()) == len(c.query.split()) for r, c in zip(mine, cases)), name  # spelling repaired, nothing else
    assert {r["source"] for r in sourced} <= {n for n, rel in DEV_SETS.items() if rel.endswith("routing_dev.jsonl")}


def test_the_shipped_file_is_what_the_command_writes(tmp_path, monkeypatch, capsys):
    """`train examples --write` on the shipped file reproduces it: the rows are current (rerun after a dev set changes)."""
    from querylab.cli import main

    monkeypatch.setenv("QUERYLAB_DATA_DIR", str(tmp_path / "data"))
    out = tmp_path / "route_examples.jsonl"
    assert main(["train", "examples", "--write", "--out", str(out)]) == 0
    assert "case rows after the hand-written examples" in capsys.readouterr().out
    assert out.read_text(encoding="utf-8") == EXAMPLES.read_text(encoding="utf-8")
