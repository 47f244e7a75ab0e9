"""Loaders on small temporary files: good files load, bad ones fail naming the file and the line."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from querylab.eval.datasets import (
    DatasetError,
    JudgeCase,
    RetrievalSet,
    RoutingCase,
    load_beir_folder,
    load_judge_jsonl,
    load_routing_jsonl,
    split_of,
)
from querylab.eval.public_sets import resolve_set


def _write(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _routing_line(**overrides: object) -> str:
    row: dict[str, object] = {
        "id": "r1",
        "query": "can I return shoes after 30 days?",
        "history": [{"role": "user", "content": "hi"}],
        "principal": {"tenant": "acme", "user": "alice", "groups": ["staff"]},
        "expected_route": "knowledge",
        "must_preserve": ["30 days"],
    }
    row.update(overrides)
    return json.dumps({k: v for k, v in row.items() if v is not ...})


# --------------------------------------------------------------------------------------------- routing


def test_routing_jsonl_loads_cases_skipping_blank_lines(tmp_path: Path) -> None:
    path = _write(tmp_path / "r.jsonl", [
        _routing_line(),
        "",
        "   ",
        _routing_line(id=7, expected_route="refuse", history=..., principal=..., must_preserve=..., note="x"),
    ])
    cases = load_routing_jsonl(path)
    assert [c.id for c in cases] == ["r1", "7"]
    first, second = cases
    assert isinstance(first, RoutingCase)
    assert first.history == [{"role": "user", "content": "hi"}]
    assert first.principal["tenant"] == "acme" and first.must_preserve == ["30 days"]
    assert (second.expected_route, second.history, second.principal, second.must_preserve) == ("refuse", [], {}, [])
    assert second.extra == {"note": "x"}


@pytest.mark.parametrize(
    ("bad_line", "fragments"),
    [
        ('{"id": "r2", "query": ', ["line 2", "invalid JSON"]),
        ('["not", "an", "object"]', ["line 2", "JSON object"]),
        (_routing_line(id="r2", expected_route=...), ["line 2", "missing field 'expected_route'"]),
        (_routing_line(id="r2", expected_route="search"), ["line 2", "unknown route 'search'", "knowledge"]),
        (_routing_line(id="r2", must_preserve="30 days"), ["line 2", "'must_preserve'", "list", "string"]),
        (_routing_line(id="r2", must_preserve=["ok", 3]), ["line 2", "'must_preserve' item 1"]),
        (_routing_line(id="r2", query=5), ["line 2", "'query'", "string", "integer"]),
        (_routing_line(id=True), ["line 2", "'id'", "boolean"]),
        (_routing_line(id="r2", history=[{"role": "user"}]), ["line 2", "history item 0", "'content'"]),
        (_routing_line(id="r1"), ["line 2", "duplicate id 'r1'", "line 1"]),
    ],
)
def test_routing_jsonl_errors_name_file_and_line(tmp_path: Path, bad_line: str, fragments: list[str]) -> None:
    path = _write(tmp_path / "routing.jsonl", [_routing_line(), bad_line])
    with pytest.raises(DatasetError) as info:
        load_routing_jsonl(path)
    message = str(info.value)
    assert "routing.jsonl" in message
    for fragment in fragments:
        assert fragment in message


def test_missing_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(DatasetError, match="nope.jsonl.*no such file"):
        load_routing_jsonl(tmp_path / "nope.jsonl")
    with pytest.raises(DatasetError, match="expected a file"):
        load_judge_jsonl(tmp_path)


def test_edited_file_is_reread_despite_the_cache(tmp_path: Path) -> None:
    path = _write(tmp_path / "r.jsonl", [_routing_line()])
    assert len(load_routing_jsonl(path)) == 1
    _write(path, [_routing_line(), _routing_line(id="r2")])
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    assert len(load_routing_jsonl(path)) == 2
    returned = load_routing_jsonl(path)
    returned.clear()  # callers get their own list; the cache is untouched
    assert len(load_routing_jsonl(path)) == 2


# --------------------------------------------------------------------------------------------- judge


def test_judge_jsonl_loads_and_validates(tmp_path: Path) -> None:
    good = json.dumps({"id": "j1", "question": "q?", "documents": ["d1", "d2"], "answerable": True, "src": "x"})
    path = _write(tmp_path / "judge.jsonl", [good])
    assert load_judge_jsonl(path) == [JudgeCase("j1", "q?", ["d1", "d2"], True, {"src": "x"})]

    bad = json.dumps({"id": "j2", "question": "q?", "documents": ["d"], "answerable": "yes"})
    _write(path, [good, "", bad])
    with pytest.raises(DatasetError, match=r"judge\.jsonl, line 3: field 'answerable' must be a boolean"):
        load_judge_jsonl(path)
    _write(path, [json.dumps({"id": "j3", "question": "q?", "answerable": False})])
    with pytest.raises(DatasetError, match="line 1: missing field 'documents'"):
        load_judge_jsonl(path)


# --------------------------------------------------------------------------------------------- BEIR


def _beir(folder: Path, qrels_lines: list[str] | None = None) -> Path:
    folder.mkdir()
    _write(folder / "corpus.jsonl", [
        json.dumps({"_id": "d1", "title": "One", "text": "first"}),
        json.dumps({"_id": "d2", "text": "second"}),
        json.dumps({"_id": 3, "title": "Three", "text": "third"}),
    ])
    _write(folder / "queries.jsonl", [
        json.dumps({"_id": "q1", "text": "find one", "decomposition": ["a", "b"]}),
        json.dumps({"_id": "q2", "text": "find two or three"}),
        json.dumps({"_id": "q3", "text": "nothing relevant"}),
    ])
    _write(folder / "qrels.tsv", qrels_lines or [
        "query-id\tcorpus-id\tscore", "q1\td1\t1", "q2\td2\t1", "q2\t3\t2", "q3\td1\t0",
    ])
    return folder


def test_beir_folder_loads(tmp_path: Path) -> None:
    rs = load_beir_folder(_beir(tmp_path / "tiny"))
    assert isinstance(rs, RetrievalSet) and rs.name == "tiny"
    assert rs.corpus["d2"] == {"title": "", "text": "second"} and "3" in rs.corpus
    assert rs.queries == {"q1": "find one", "q2": "find two or three", "q3": "nothing relevant"}
    assert rs.qrels == {"q1": {"d1"}, "q2": {"d2", "3"}}  # score 0 is not relevant
    assert rs.query_extras == {"q1": {"decomposition": ["a", "b"]}}
    assert rs.judged_query_ids == ["q1", "q2"]


@pytest.mark.parametrize(
    ("qrels", "fragments"),
    [
        (["q1\td1\t1", "q1\td9\t1"], ["qrels.tsv, line 2", "'d9'", "corpus"]),
        (["q1\td1\t1", "q7\td1\t1"], ["qrels.tsv, line 2", "'q7'"]),
        (["q1\td1\tyes"], ["qrels.tsv, line 1", "score must be a number"]),
        (["q1 d1 1"], ["qrels.tsv, line 1", "3 tab-separated columns"]),
    ],
)
def test_beir_qrels_errors_name_the_line(tmp_path: Path, qrels: list[str], fragments: list[str]) -> None:
    folder = _beir(tmp_path / "bad", qrels)
    with pytest.raises(DatasetError) as info:
        load_beir_folder(folder)
    for fragment in fragments:
        assert fragment in str(info.value)


def test_beir_missing_folder_or_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(DatasetError, match="absent.*no such folder"):
        load_beir_folder(tmp_path / "absent")
    folder = _beir(tmp_path / "partial")
    (folder / "qrels.tsv").unlink()
    with pytest.raises(DatasetError, match=r"qrels\.tsv.*no such file"):
        load_beir_folder(folder)
    _write(folder / "qrels.tsv", ["q1\td1\t1"])
    _write(folder / "corpus.jsonl", [json.dumps({"_id": "d1", "title": "no text"})])
    with pytest.raises(DatasetError, match=r"corpus\.jsonl, line 1: missing field 'text'"):
        load_beir_folder(folder)


# --------------------------------------------------------------------------------------------- resolve_set


def test_resolve_set_by_path_with_split_and_limit(tmp_path: Path) -> None:
    lines = [_routing_line(id=f"r{i}") for i in range(40)]
    path = _write(tmp_path / "many.jsonl", lines)
    everything = resolve_set("routing", str(path))
    assert len(everything) == 40
    val = resolve_set("routing", path, "val")
    test = resolve_set("routing", path, "test")
    assert {c.id for c in val} | {c.id for c in test} == {c.id for c in everything}
    assert not {c.id for c in val} & {c.id for c in test}
    assert all(split_of(c.id) == "val" for c in val)

    sample = resolve_set("routing", path, limit=10)
    assert len(sample) == 10
    assert sample == resolve_set("routing", path, limit=10)  # deterministic
    order = [c.id for c in everything]
    assert [order.index(c.id) for c in sample] == sorted(order.index(c.id) for c in sample)

    rs = resolve_set("retrieval", _beir(tmp_path / "tiny"), limit=1)
    assert isinstance(rs, RetrievalSet) and len(rs.qrels) == 1 and len(rs.queries) == 1
    assert len(rs.corpus) == 3


def test_resolve_set_errors(tmp_path: Path) -> None:
    with pytest.raises(DatasetError, match="valid names: clinc150, banking77"):
        resolve_set("routing", "clinc151", None)
    with pytest.raises(DatasetError, match="hotpotqa_100, musique_100"):
        resolve_set("retrieval", "hotpot", None)
    with pytest.raises(DatasetError, match="unknown set kind"):
        resolve_set("ranking", "squad2", None)
    path = _write(tmp_path / "r.jsonl", [_routing_line()])
    with pytest.raises(DatasetError, match="unknown split 'dev'"):
        resolve_set("routing", path, "dev")
    with pytest.raises(DatasetError, match="limit"):
        resolve_set("routing", path, limit=0)


def test_split_of_is_stable_and_roughly_30_percent() -> None:
    keys = [f"case-{i}" for i in range(2000)]
    share = sum(split_of(k) == "val" for k in keys) / len(keys)
    assert 0.27 <= share <= 0.33
    assert [split_of(k) for k in keys[:50]] == [split_of(k) for k in keys[:50]]
