"""The public sets in ../shared/evaldata load with the documented sizes (read in place, never copied)."""

from __future__ import annotations

from pathlib import Path

import pytest

from querylab.eval.datasets import (
    DatasetError,
    JudgeCase,
    RetrievalSet,
    RoutingCase,
    load_beir_folder,
)
from querylab.eval.public_sets import evaldata_root, resolve_set

pytestmark = pytest.mark.skipif(
    not evaldata_root().is_dir(),
    reason=f"public evaluation data not found at {evaldata_root()} (set QUERYLAB_EVALDATA)",
)


def _routing(name: str, split: str | None) -> list[RoutingCase]:
    cases = resolve_set("routing", name, split)
    assert isinstance(cases, list)
    return cases


def _judge(name: str, split: str | None) -> list[JudgeCase]:
    cases = resolve_set("judge", name, split)
    assert isinstance(cases, list)
    return cases


def _retrieval(name: str, split: str | None = None) -> RetrievalSet:
    rs = resolve_set("retrieval", name, split)
    assert isinstance(rs, RetrievalSet)
    return rs


def test_clinc150_test_is_4500_in_scope_plus_1000_oos() -> None:
    cases = _routing("clinc150", "test")
    labels = [c.expected_route for c in cases]
    assert len(cases) == 5500
    assert labels.count("oos") == 1000
    assert len(set(labels) - {"oos"}) == 150
    assert all(c.extra["label_space"] == "intents" for c in cases)
    assert cases[0].extra["domain"] is not None
    assert len({c.id for c in cases}) == 5500
    assert _routing("clinc150", None) == cases  # default split is the official test split
    assert len(_routing("clinc150", "val")) == 3000 + 100


def test_banking77_test_has_3080_cases_and_quoted_commas() -> None:
    cases = _routing("banking77", "test")
    assert len(cases) == 3080
    assert len({c.expected_route for c in cases}) == 77
    assert any("," in c.query for c in cases)
    assert cases[1].query == "I still have not received my new card, I ordered over a week ago."
    with pytest.raises(DatasetError, match="valid: train, test"):
        resolve_set("routing", "banking77", "val")


def test_clapnq_judge_is_600_balanced_across_val_and_test() -> None:
    val, test = _judge("clapnq", "val"), _judge("clapnq", "test")
    assert len(val) + len(test) == 600
    assert not {c.id for c in val} & {c.id for c in test}
    assert 0.2 <= len(val) / 600 <= 0.4
    everything = _judge("clapnq", None)
    assert len(everything) == 600 and sum(c.answerable for c in everything) == 300
    assert all(c.documents and c.documents[0] for c in everything)


def test_squad2_judge_pairs_and_split_by_article_match_retrieval_split() -> None:
    everything = _judge("squad2", None)
    assert len(everything) == 11873 and sum(c.answerable for c in everything) == 5928
    val = _judge("squad2", "val")
    val_titles = {c.extra["title"] for c in val}
    test_titles = {c.extra["title"] for c in _judge("squad2", "test")}
    assert not val_titles & test_titles  # split by article: no article on both sides
    assert 0.2 <= len(val) / len(everything) <= 0.4
    rs_val = _retrieval("squad2", "val")
    assert set(rs_val.queries) == {c.id for c in val}
    assert len(resolve_set("judge", "squad2", "test", limit=50)) == 50


def test_squad2_retrieval_sizes() -> None:
    rs = _retrieval("squad2")
    assert rs.name == "squad2"
    assert len(rs.corpus) == 1204
    assert len(rs.queries) == 11873
    assert len(rs.qrels) == 5928 and sum(len(d) for d in rs.qrels.values()) == 5928
    assert load_beir_folder(evaldata_root() / "derived_beir" / "squad2_dev") is load_beir_folder(
        evaldata_root() / "derived_beir" / "squad2_dev"
    )  # cached


def test_multihop_sets_have_multi_gold_and_musique_decomposition() -> None:
    hotpot = _retrieval("hotpotqa_100")
    assert len(hotpot.queries) == 100 and sum(len(d) for d in hotpot.qrels.values()) == 200
    musique = _retrieval("musique_100")
    assert len(musique.corpus) == 1890 and sum(len(d) for d in musique.qrels.values()) == 237
    for qid in musique.queries:
        decomposition = musique.query_extras[qid]["decomposition"]
        assert len(decomposition) >= 2 and all(isinstance(s, str) and s for s in decomposition)


def test_missing_public_folder_is_reported(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("QUERYLAB_EVALDATA", str(tmp_path / "nowhere"))
    with pytest.raises(DatasetError, match="nowhere.*QUERYLAB_EVALDATA"):
        resolve_set("routing", "clinc150", "test")
