import pytest

from querylab.contracts import ChannelResult, Hit
from querylab.fusion import reciprocal_rank_fusion


def channel(name, ids, weight=1.0):
    return ChannelResult(name=name, query="q", retriever="dense", weight=weight, hits=[Hit(chunk_id=c, doc_id=c[0], rank=i, score=1.0 / i, text=f"text {c}") for i, c in enumerate(ids, start=1)])


def test_hand_computed_two_channels():
    a = channel("original", ["x", "y", "z"])
    b = channel("rewrite", ["y", "w"])
    fused = reciprocal_rank_fusion([a, b], k=60)
    scores = {f.chunk_id: f.score for f in fused}
    assert scores["y"] == pytest.approx(1 / 62 + 1 / 61)
    assert scores["x"] == pytest.approx(1 / 61)
    assert scores["w"] == pytest.approx(1 / 62)
    assert scores["z"] == pytest.approx(1 / 63)
    assert [f.chunk_id for f in fused] == ["y", "x", "w", "z"]
    assert fused[0].ranks == {"original": 2, "rewrite": 1}
    assert [f.rank for f in fused] == [1, 2, 3, 4]


def test_ties_broken_by_best_rank_then_id():
    a = channel("a", ["p", "q"])
    b = channel("b", ["q", "p"])
    fused = reciprocal_rank_fusion([a, b], k=60)
    assert fused[0].score == pytest.approx(fused[1].score)
    assert [f.chunk_id for f in fused] == ["p", "q"]  # both best rank 1: id decides, deterministically


def test_weights():
    a = channel("a", ["p"], weight=2.0)
    b = channel("b", ["q"])
    fused = reciprocal_rank_fusion([a, b], k=0)
    assert fused[0].chunk_id == "p" and fused[0].score == pytest.approx(2.0)
    fused = reciprocal_rank_fusion([a, b], k=0, weights={"a": 0.5})
    assert fused[0].chunk_id == "q"


def test_one_channel_empty():
    fused = reciprocal_rank_fusion([channel("a", ["p", "q"]), channel("b", [])])
    assert [f.chunk_id for f in fused] == ["p", "q"] and fused[0].ranks == {"a": 1}


def test_no_channels():
    assert reciprocal_rank_fusion([]) == []


def test_inputs_unchanged_and_outputs_independent():
    a = channel("a", ["p", "q"])
    before = a.model_dump()
    fused = reciprocal_rank_fusion([a])
    fused[0].metadata["touched"] = True
    fused[0].score = 99
    assert a.model_dump() == before


def test_same_text_different_ids_kept_apart():
    a = ChannelResult(name="a", query="q", retriever="dense", hits=[Hit(chunk_id="1", rank=1, score=1, text="same"), Hit(chunk_id="2", rank=2, score=1, text="same")])
    assert len(reciprocal_rank_fusion([a])) == 2


def test_top_n():
    assert len(reciprocal_rank_fusion([channel("a", list("abcdef"))], top_n=3)) == 3
