"""The fine-tuned judge encoder (querylab/offline/judge_encoder.py) and how its probability joins the learned scorer.
Synthetic adapters (zero updates, a head biased to "yes" or "no") keep the judge-level tests independent of what the
shipped file learned."""

import json
import logging
import math
import tomllib

import numpy as np
import pytest
from safetensors.numpy import save_file

from querylab.config import REPO_ROOT
from querylab.embeddings.base import EmbeddingError
from querylab.knobs import _model_problems
from querylab.offline.judge import CoverageJudge
from querylab.offline.judge_encoder import (DEFAULT_ADAPTERS, MAX_PAIRS, MAX_PASSAGES, WINDOW_WORDS, Fusion, JudgeEncoder,
                                            encoder_pairs, windows)
from querylab.offline.tuned_encoder import Adapters

QUERY = "encoder.layer.0.attention.self.query"
PER_DIEM = ("Employees travelling on business to Japan receive a per diem of EUR 90 per day for meals and incidentals. "
            "Travel within the Netherlands: EUR 55 per day.")


def write_adapters(path, bias: float = 0.0, labels=("answerable",), seed: int = 0):
    rng = np.random.default_rng(seed)
    tensors = {
        f"{QUERY}.lora_a": rng.standard_normal((2, 384)).astype(np.float32),
        f"{QUERY}.lora_b": np.zeros((384, 2), dtype=np.float32),
        "head.weight": rng.standard_normal((len(labels), 384)).astype(np.float32) * 0.1,
        "head.bias": np.full(len(labels), bias, dtype=np.float32),
    }
    save_file(tensors, str(path), metadata={"querylab": json.dumps({"labels": list(labels), "scale": 10.0})})
    return path


def test_a_passage_is_read_with_its_question_and_the_best_passage_decides(tmp_path, minilm):
    """Zero updates: each pair reads as the embedder reads "question [SEP] passage"; the case takes the largest logit."""
    encoder = JudgeEncoder(write_adapters(tmp_path / "j.safetensors"), models_dir=tmp_path / "models")
    q, docs = "What is the per diem for Japan?", ["Refunds take 14 days.", PER_DIEM]
    vecs = minilm.embed([f"{q} [SEP] {d}" for d in docs])
    logits = vecs * 10.0 @ encoder.adapters.head_weight[0] + encoder.adapters.head_bias[0]
    assert encoder.probability(q, docs) == pytest.approx(1 / (1 + math.exp(-logits.max())), abs=1e-5)
    assert encoder.probability(q, docs[:1]) == pytest.approx(1 / (1 + math.exp(-logits[0])), abs=1e-5)


def test_the_pairs_skip_empty_passages_and_stop_at_the_cap():
    assert encoder_pairs(" q ", ["", " a ", "b"]) == [("q", "a"), ("q", "b")]
    assert encoder_pairs("q", []) == [("q", "")]
    assert len(encoder_pairs("q", [f"p{i}" for i in range(20)])) == MAX_PASSAGES


def test_a_long_passage_is_read_in_overlapping_windows_of_whole_sentences():
    sentences = [f"Rule {i} says the limit is {i} days for this kind of request." for i in range(40)]  # 12 words each
    passage = " ".join(sentences)
    parts = windows(passage)
    assert len(parts) > 1 and all(len(w.split()) <= WINDOW_WORDS for w in parts)
    assert all(w.endswith(".") for w in parts) and parts[0].startswith("Rule 0 ") and parts[-1].endswith(sentences[-1])
    assert parts[1].startswith(parts[0].rsplit(". ", 1)[-1])  # the next window opens with the last sentence
    assert windows("A short passage. Two sentences.") == ["A short passage. Two sentences."]  # kept as it is, as in training
    assert len(encoder_pairs("q", [passage] * 8)) == MAX_PAIRS


def test_a_head_that_scores_something_else_is_refused(tmp_path):
    with pytest.raises(EmbeddingError, match="must score 'answerable'"):
        JudgeEncoder(write_adapters(tmp_path / "r.safetensors", labels=("knowledge", "refuse")), models_dir=tmp_path / "models")


def test_the_fusion_is_the_scorer_alone_until_the_encoder_has_a_weight():
    alone = Fusion.from_knobs({})
    assert not alone.uses_encoder and alone.probability(0.3, 0.99) == pytest.approx(0.3)
    both = Fusion.from_knobs({"scorer_weight": 1.0, "encoder_weight": 1.0, "bias": 0.0})
    assert both.uses_encoder and both.probability(0.5, 0.9) == pytest.approx(0.9)
    assert both.probability(0.2, 0.2) < 0.2 < both.probability(0.2, 0.8)


def _judge(minilm, tmp_path, bias: float, fusion: dict) -> CoverageJudge:
    knobs = tomllib.loads((REPO_ROOT / "prompts" / "offline" / "model.toml").read_text(encoding="utf-8"))
    judge = CoverageJudge(minilm, **knobs["judge"], synonyms=knobs["synonyms"])
    encoder = JudgeEncoder(write_adapters(tmp_path / f"b{bias}.safetensors", bias), models_dir=tmp_path / "models")
    judge.fusion = Fusion.from_knobs(fusion)
    judge.encoder_source = lambda: encoder
    return judge


def test_a_confident_encoder_moves_the_verdict_but_never_past_a_conflict(minilm, tmp_path):
    asked = "Can I expense a dinner with a client?"  # the scorer's "no", with every constraint it extracts met
    strong = {"scorer_weight": 1.0, "encoder_weight": 1.0, "bias": 0.0}
    assert not _judge(minilm, tmp_path, 0.0, {}).reply(asked, [PER_DIEM]).startswith("yes")
    yes = _judge(minilm, tmp_path, 30.0, strong)
    assert not yes.score(asked, [PER_DIEM]).has_failed_constraint
    assert yes.reply(asked, [PER_DIEM]).startswith("yes") and "judge encoder's 1.00" in yes.reply(asked, [PER_DIEM])
    no = _judge(minilm, tmp_path, -30.0, strong)
    assert no.reply("What is the per diem for business trips to Japan?", [PER_DIEM]).startswith("no")
    conflict = "What is the per diem for business trips to South Korea?"  # only Japan's is given: a proven "no"
    assert yes.score(conflict, [PER_DIEM]).has_conflict
    assert yes.decide(conflict, [PER_DIEM], yes.score(conflict, [PER_DIEM])) == (False, 0.0)


def test_an_encoder_that_only_raises_leaves_the_scorers_yes_alone(minilm, tmp_path):
    """``lowers = false`` (round 18's configuration): the encoder is asked only for the scorer's "no"."""
    raise_only = {"scorer_weight": 1.0, "encoder_weight": 1.0, "bias": 0.0, "lowers": False}
    answered = "What is the per diem for business trips to Japan?"  # the scorer's "yes"
    no = _judge(minilm, tmp_path, -30.0, raise_only)
    s = no.score(answered, [PER_DIEM])
    decided = no.decision(answered, [PER_DIEM], s)  # the scorer's own probability: the encoder was not asked
    assert decided.score >= no.threshold and decided.encoder is None
    assert no.reply(answered, [PER_DIEM]).startswith("yes") and "judge encoder" not in no.reply(answered, [PER_DIEM])
    assert _judge(minilm, tmp_path, -30.0, {**raise_only, "lowers": True}).reply(answered, [PER_DIEM]).startswith("no")
    unsure = "Can I expense a dinner with a client?"  # the scorer's "no", every constraint met
    yes = _judge(minilm, tmp_path, 30.0, raise_only)
    assert yes.reply(unsure, [PER_DIEM]).startswith("yes") and "judge encoder's 1.00" in yes.reply(unsure, [PER_DIEM])


def test_a_qualifier_the_code_found_missing_leaves_the_verdict_to_the_scorer_whatever_the_encoder_says(minilm, tmp_path):
    """Round 18: with a failed constraint the scorer decides alone; the encoder is not even asked."""
    asked = "Which receipts do I need to claim meals?"  # the passage gives no receipts rule: the focus is missing
    yes = _judge(minilm, tmp_path, 30.0, {"scorer_weight": 1.0, "encoder_weight": 1.0, "bias": 0.0})
    s = yes.score(asked, [PER_DIEM])
    assert s.has_failed_constraint and "receipts" in s.constraint_report()
    said, p = yes.decide(asked, [PER_DIEM], s)
    assert not said and 0.0 < p < yes.threshold  # the scorer's own probability, not the fused one
    assert not yes.encoder_reads(s)
    reply = yes.reply(asked, [PER_DIEM])
    assert reply.startswith("no") and "receipts" in reply and "judge encoder" not in reply


def test_the_knobs_are_checked():
    assert _model_problems({"judge_encoder": {"scorer_weight": 1.0, "encoder_weight": 0.6, "bias": -0.2}}) == []
    assert any("encoder_weight" in p for p in _model_problems({"judge_encoder": {"encoder_weight": "a lot"}}))
    assert any("unknown" in p for p in _model_problems({"judge_encoder": {"weight": 0.5}}))


def test_the_offline_model_runs_without_the_encoder_for_another_embedder():
    from querylab.offline import OfflineLLM
    from tests.fakes.hash_embedder import HashEmbedder

    llm = OfflineLLM(HashEmbedder(), REPO_ROOT / "prompts")
    assert llm.judge_encoder_file is None and llm.judge_encoder() is None


def test_a_broken_adapters_file_turns_the_encoder_off_once(minilm, tmp_path, caplog):
    from querylab.offline import OfflineLLM
    import shutil

    shutil.copytree(REPO_ROOT / "prompts", tmp_path / "prompts")
    (tmp_path / "prompts" / "offline" / "judge_encoder.safetensors").write_bytes(b"not a safetensors file")
    llm = OfflineLLM(minilm, tmp_path / "prompts")
    with caplog.at_level(logging.WARNING):
        assert llm.judge_encoder() is None
    assert "judge encoder off" in caplog.text and llm.judge_encoder_file is None


def test_the_shipped_adapters_were_trained_on_dev_halves_and_val_splits_only():
    """Test halves and test splits stay measures: the training record must not name them."""
    adapters = Adapters.load(DEFAULT_ADAPTERS)
    assert adapters.labels == ("answerable",)
    trained = adapters.meta["trained_on"]
    assert trained and all("judge_policy_test" not in f and not f.endswith(" test") for f in trained)
    assert "squad2 val" in trained and any(f.endswith("judge_policy_dev.jsonl") for f in trained)
    # what chose the [judge_encoder] weights was left out of its training: three authors and half of each val split
    assert adapters.meta["held_out_authors"] == ["v20", "v21", "v22"] and adapters.meta["public_half"] == "a"
    assert not any(f"/{a}/" in f for a in ("v20", "v21", "v22") for f in trained)


def test_the_install_builds_the_graph_of_each_shipped_encoder():
    from querylab.offline.encoder_graphs import build_shipped_graphs

    graphs = build_shipped_graphs()
    assert [g.name.split("-")[0] for g in graphs] == ["route", "judge"] and all(g.is_file() for g in graphs)


def test_the_shipped_knobs_leave_the_encoder_off(offline_llm):
    """Round 17: joined at its left-out weights it cost CLAP NQ test 0.733 -> 0.679 and broke hand-made qualifier
    cases; round 18 (raise only, where every constraint is met) cost CLAP NQ test 0.733 -> 0.719. The shipped knob file
    keeps it off, and a revision with a weight turns it on (tests above)."""
    judge = offline_llm.parts().judge
    assert not judge.fusion.uses_encoder
    assert judge.encoder_probability("What is the per diem for Japan?", [PER_DIEM]) is None
    assert "judge encoder" not in judge.reply("What is the per diem for Japan?", [PER_DIEM])
