"""The learned scorer of the offline judge: features on hand-made cases, the weights as the knob file carries
them, and the hard "no" when only the qualifier differs."""

import tomllib

import pytest

from querylab.config import REPO_ROOT
from querylab.offline.judge import CoverageJudge
from querylab.offline.judge_features import FEATURE_NAMES, judge_features
from querylab.judge_scorer import LearnedScorer, scorer_from_fit

PER_DIEM = ("Employees travelling on business to Japan receive a per diem of EUR 90 per day for meals and incidentals. "
            "Travel within the Netherlands: EUR 55 per day.")
REFUND = "Refunds are issued within 14 days of the return. Items bought in a store are refunded in the store."


def _learned() -> dict:
    return tomllib.loads((REPO_ROOT / "prompts" / "offline" / "model.toml").read_text(encoding="utf-8"))["judge"]["learned"]


@pytest.fixture(scope="module")
def judge(minilm):
    knobs = tomllib.loads((REPO_ROOT / "prompts" / "offline" / "model.toml").read_text(encoding="utf-8"))
    return CoverageJudge(minilm, **knobs["judge"], synonyms=knobs["synonyms"])


def test_features_of_a_matched_and_a_conflicting_country(judge):
    asked = "What is the per diem for business trips to Japan?"
    other = "What is the per diem for business trips to South Korea?"
    f_yes = judge_features(judge, asked, [PER_DIEM], judge.score(asked, [PER_DIEM]))
    f_no = judge_features(judge, other, [PER_DIEM], judge.score(other, [PER_DIEM]))
    assert set(f_yes) == set(FEATURE_NAMES)
    assert f_yes["matched_entity"] == 1.0 and f_yes["any_conflict"] == 0.0
    assert f_no["any_conflict"] == 1.0 and f_no["conflict_entity"] == 1.0
    assert f_yes["coverage"] > f_no["coverage"]
    assert -1.0 <= f_yes["best_cosine"] <= 1.0 and f_yes["pair_cosine"] > 0.3 and f_yes["passage_cosine"] > 0.3
    assert f_yes["best_cosine"] >= f_yes["second_cosine"]


def test_the_feature_names_follow_the_constraint_kinds():
    from querylab.judge_scorer import CONSTRAINT_KINDS
    from querylab.offline.constraints import KINDS

    assert CONSTRAINT_KINDS == tuple(k for k in KINDS if k != "negation")


def test_features_of_an_empty_document_list_are_zero_vectors_not_errors(judge):
    q = "How long does a refund take?"
    f = judge_features(judge, q, [], judge.score(q, []))
    assert f["best_cosine"] == 0.0 and f["pair_cosine"] == 0.0 and f["log_sentences"] == 0.0


def test_the_shipped_weights_load_and_name_known_features():
    scorer = LearnedScorer.from_dict(_learned())
    assert scorer.weights and set(scorer.weights) <= set(FEATURE_NAMES)
    assert 0.0 <= scorer.probability(dict.fromkeys(FEATURE_NAMES, 0.0)) <= 1.0
    assert LearnedScorer.from_dict(tomllib.loads(scorer.to_toml())["judge"]["learned"]) == scorer  # round trip


@pytest.mark.parametrize("broken, message", [
    ({"bias": 0.0, "weights": {"nonsense": 1.0}, "mean": {"nonsense": 0.0}, "scale": {"nonsense": 1.0}}, "unknown features: nonsense"),
    ({"bias": 0.0, "weights": {"coverage": 1.0}, "mean": {"coverage": 0.0}, "scale": {"coverage": 0.0}}, "positive"),
    ({"weights": {"coverage": 1.0}, "mean": {"coverage": 0.0}, "scale": {"coverage": 1.0}}, "bias"),
    ({"bias": 0.0, "weights": {"coverage": 1.0}, "mean": {}, "scale": {"coverage": 1.0}}, "mean"),
])
def test_broken_weights_are_refused_with_the_key_named(broken, message):
    with pytest.raises(ValueError, match=message):
        LearnedScorer.from_dict(broken)


def test_the_decision_point_is_the_judge_threshold():
    scorer = scorer_from_fit(["coverage"], [0.5], [0.25], [2.0], 0.0, cut=0.3, decision_point=0.51, hard_conflict=True)
    at_cut = {"coverage": 0.5 + 0.25 * 0.5 * __import__("math").log(0.3 / 0.7)}  # where the fitted probability is 0.3
    assert scorer.probability(at_cut) == pytest.approx(0.51, abs=1e-6)


def test_only_the_qualifier_differs_and_the_learned_judge_says_no(judge):
    assert judge.learned is not None and judge.learned.hard_conflict
    yes = judge.reply("What is the per diem for business trips to Japan?", [PER_DIEM])
    no = judge.reply("What is the per diem for business trips to South Korea?", [PER_DIEM])
    assert yes.startswith("yes") and "learned score" in yes
    assert no.startswith("no") and "the documents give the per diem for Japan, not for South Korea" in no
    assert 'checked: "' in no


def test_a_learned_no_names_the_passage_it_checked(minilm):
    knobs = tomllib.loads((REPO_ROOT / "prompts" / "offline" / "model.toml").read_text(encoding="utf-8"))
    strict = CoverageJudge(minilm, **{**knobs["judge"], "threshold": 0.999}, synonyms=knobs["synonyms"])
    reply = strict.reply("How long does a refund take?", [REFUND])
    assert reply.startswith("no") and 'checked: "Refunds are issued within 14 days' in reply


@pytest.mark.parametrize("question, documents", [
    ("What is the per diem for business trips to Japan?", [PER_DIEM]),
    ("What is the per diem for business trips to South Korea?", [PER_DIEM, "", "   ", REFUND]),
    ("How many days is the limit?", [" ".join(f"Rule {i} says the limit is {i} days." for i in range(120)), REFUND]),
    ("How long does a refund take?", ["\x0b\x0b\x0b", REFUND, "\n\n"]),
])
def test_features_reuse_the_sentences_the_score_split(judge, monkeypatch, question, documents):
    """Identical features to splitting the passages again (as `judge_features` did), without splitting them again."""
    from dataclasses import replace

    import querylab.offline.judge_features as features_module
    from querylab.lexicon import sentences

    s = judge.score(question, documents)
    assert s.passage_sentences == [sentences(d) for d in documents]
    resplit = replace(s, passage_sentences=[sentences(d) for d in documents])  # what the features were computed from before
    expected = judge_features(judge, question, documents, resplit)
    monkeypatch.setattr(features_module, "sentences", lambda text: pytest.fail("judge_features split a passage again"), raising=False)
    assert judge_features(judge, question, documents, s) == expected


def test_features_of_a_score_of_other_documents_are_refused(judge):
    s = judge.score("How long does a refund take?", [REFUND])
    with pytest.raises(ValueError, match="sentences of 1 documents, not of these 2"):
        judge_features(judge, "How long does a refund take?", [REFUND, PER_DIEM], s)


GIFT_CARDS = "eGift cards cannot be redeemed for cash except where the law requires it. Balances never expire."


def test_a_name_no_document_gives_is_a_hard_no(minilm):
    """Round 4: "for our people in Illinois" against a policy that names no such place is a "no" whatever the
    probability, when the knob file says ``hard_missing_entity``; without it the scorer decides. The shipped file has
    it off since round 5 (held out it helped only the set it was read from), so the flag is set here."""
    knobs = tomllib.loads((REPO_ROOT / "prompts" / "offline" / "model.toml").read_text(encoding="utf-8"))
    assert knobs["judge"]["learned"]["hard_missing_entity"] is False
    knobs["judge"]["learned"]["hard_missing_entity"] = True
    lenient = CoverageJudge(minilm, **{**knobs["judge"], "threshold": 0.0}, synonyms=knobs["synonyms"])
    question = "A customer bought an eGift card at Target. Can they get a refund of it?"
    s = lenient.score(question, [GIFT_CARDS])
    assert s.has_missing_entity and not s.has_conflict
    assert lenient.decide(question, [GIFT_CARDS], s) == (False, 0.0)
    reply = lenient.reply(question, [GIFT_CARDS])
    assert reply.startswith("no - the documents say nothing about Target")
    off = {**knobs["judge"]["learned"], "hard_missing_entity": False}
    overruled = CoverageJudge(minilm, **{**knobs["judge"], "threshold": 0.0, "learned": off}, synonyms=knobs["synonyms"])
    assert overruled.decide(question, [GIFT_CARDS], s)[0] is True
    unnamed = "A customer bought an eGift card. Can they get a refund of it?"
    assert not lenient.score(unnamed, [GIFT_CARDS]).has_missing_entity


def test_the_missing_name_flag_is_read_written_and_checked():
    data = {"bias": 0.0, "weights": {"coverage": 1.0}, "mean": {"coverage": 0.0}, "scale": {"coverage": 1.0}}
    assert LearnedScorer.from_dict(data).hard_missing_entity is False  # a knob file of round 3 keeps its meaning
    scorer = LearnedScorer.from_dict({**data, "hard_missing_entity": True})
    assert scorer.hard_missing_entity and "hard_missing_entity = true" in scorer.to_toml()
    assert LearnedScorer.from_dict(tomllib.loads(scorer.to_toml())["judge"]["learned"]).hard_missing_entity
    with pytest.raises(ValueError, match="hard_missing_entity must be true or false"):
        LearnedScorer.from_dict({**data, "hard_missing_entity": "yes"})
