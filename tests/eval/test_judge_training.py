"""Training the judge's learned scorer: only val/dev data, sets weighed equally, the weights written into the knob
file without touching the rest of it, and the leave-one-set-out report."""

import tomllib

import numpy as np
import pytest

from querylab.eval.datasets import DatasetError
from querylab.eval.judge_training import (SetFeatures, _weights, check_training_source, held_out_report, predict, train,
                                          write_learned)
from querylab.offline.judge_features import FEATURE_NAMES
from querylab.judge_scorer import LearnedScorer


def _set(name: str, n: int, seed: int, shift: float = 0.0) -> SetFeatures:
    """A set where answerable cases have a higher best cosine (plus noise), and a few conflicts among the others."""
    rng = np.random.default_rng(seed)
    y = (np.arange(n) % 2).astype(float)
    x = rng.normal(0.0, 0.05, (n, len(FEATURE_NAMES)))
    x[:, FEATURE_NAMES.index("best_cosine")] += 0.3 + 0.3 * y + shift
    conflict = (y == 0) & (np.arange(n) % 4 == 0)
    return SetFeatures(name, x, y, rule_yes=np.zeros(n, bool), conflict=conflict)


@pytest.mark.parametrize("name, split", [("tests/data/blind/v2/judge_policy_test.jsonl", None), ("clapnq", "test"),
                                         ("tests/data/blind/v3/judge_policy_test.jsonl", "all")])
def test_a_test_split_is_refused(name, split):
    with pytest.raises(DatasetError, match="never trained or tuned on"):
        check_training_source(name, split)


def test_dev_and_val_sources_are_allowed():
    check_training_source("tests/data/blind/v2/judge_policy_dev.jsonl", None)
    check_training_source("squad2", "val")


def test_each_set_weighs_the_same_whatever_its_size():
    small, big = _set("small", 10, 1), _set("big", 1000, 2)
    w = _weights([small, big])
    assert w[:10].sum() == pytest.approx(w[10:].sum())
    w2 = _weights([small, big], {"small": 2.0})
    assert w2[:10].sum() == pytest.approx(2 * w2[10:].sum())


def test_training_separates_and_the_conflict_stays_no():
    sets = [_set("a", 200, 3), _set("b", 200, 4, shift=0.05)]
    scorer = train(sets, 0.51)
    assert scorer.weights["best_cosine"] > 0
    yes = predict(scorer, sets[0], 0.51)
    assert (yes == (sets[0].y == 1)).mean() > 0.9
    assert not yes[sets[0].conflict].any()


def test_held_out_report_scores_each_fold():
    sets = {"blind_v2_dev": _set("blind_v2_dev", 100, 5), "clapnq_val": _set("clapnq_val", 100, 6),
            "judge_cases": _set("judge_cases", 30, 7)}
    rows = held_out_report(sets, 0.51)
    assert [r["held_out"] for r in rows] == ["blind_v2_dev", "clapnq_val"]
    assert all(r["learned_ba"] > 0.8 and r["rule_ba"] == 0.5 for r in rows)


def test_write_learned_replaces_only_its_tables(tmp_path):
    knobs = tmp_path / "model.toml"
    knobs.write_text("[judge]\nthreshold = 0.51            # keep me\n\n[judge.learned]\nbias = 9.0\n\n[judge.learned.weights]\n"
                     "coverage = 1.0\n\n[answer]\nmax_sentences = 3\n", encoding="utf-8")
    scorer = train([_set("a", 100, 8), _set("b", 100, 9)], 0.51)
    text = write_learned(knobs, scorer)
    data = tomllib.loads(text)
    assert "threshold = 0.51            # keep me" in text and data["answer"]["max_sentences"] == 3
    loaded = LearnedScorer.from_dict(data["judge"]["learned"])
    assert loaded.weights == pytest.approx(scorer.weights, abs=1e-6) and loaded.bias == pytest.approx(scorer.bias, abs=1e-6)
    assert text.count("[judge.learned]") == 1


def test_the_trainer_and_the_run_time_judge_apply_one_hard_conflict_rule(minilm, tmp_path):
    """`predict` (on the trainer's cached features) and `CoverageJudge.decide` give the same verdicts, on a case
    whose country conflicts with the passage's (a hard "no" whatever the probability) and on one that matches."""
    import json

    from querylab.config import REPO_ROOT
    from querylab.eval.judge_training import set_features
    from querylab.offline.judge import CoverageJudge

    knobs = tomllib.loads((REPO_ROOT / "prompts" / "offline" / "model.toml").read_text(encoding="utf-8"))
    judge = CoverageJudge(minilm, **knobs["judge"], synonyms=knobs["synonyms"])
    assert judge.learned is not None and judge.learned.hard_conflict
    passage = ("Employees travelling on business to Japan receive a per diem of EUR 90 per day for meals and incidentals. "
               "Travel within the Netherlands: EUR 55 per day.")
    cases = [{"id": "match", "question": "What is the per diem for business trips to Japan?", "documents": [passage], "answerable": True},
             {"id": "conflict", "question": "What is the per diem for business trips to South Korea?", "documents": [passage], "answerable": False}]
    path = tmp_path / "two_cases.jsonl"
    path.write_text("".join(json.dumps(c) + "\n" for c in cases))
    features = set_features(judge, None, "two", str(path), None, tmp_path / "cache")
    trained = predict(judge.learned, features, judge.threshold)
    run_time = [judge.decide(c["question"], c["documents"], judge.score(c["question"], c["documents"]))[0] for c in cases]
    assert list(features.conflict) == [False, True]
    assert [bool(v) for v in trained] == run_time == [True, False]
    no_veto = LearnedScorer(judge.learned.weights, judge.learned.mean, judge.learned.scale, judge.learned.bias, hard_conflict=False)
    judge.learned = no_veto  # without the hard rule the conflict case is left to the probability, on both paths alike
    s = judge.score(cases[1]["question"], cases[1]["documents"])
    assert bool(predict(no_veto, features, judge.threshold)[1]) == judge.decide(cases[1]["question"], cases[1]["documents"], s)[0]


def test_a_missing_name_is_no_but_does_not_move_the_cut():
    """The veto is applied to the verdicts, not in choosing the cut-off (held out, chosen with it, CLAP NQ lost 0.06)."""
    base = _set("a", 200, 8)
    flagged = base.x.copy()
    flagged[:, FEATURE_NAMES.index("missing_entity")] = (np.arange(base.n) % 5 == 0).astype(float)
    with_names = SetFeatures("a", flagged, base.y, base.rule_yes, base.conflict)
    on, off = train([with_names], 0.51, hard_missing_entity=True), train([with_names], 0.51)
    assert on.hard_missing_entity and not off.hard_missing_entity
    assert on.bias == pytest.approx(off.bias) and on.weights == off.weights
    yes_on, yes_off = predict(on, with_names, 0.51), predict(off, with_names, 0.51)
    assert not yes_on[with_names.missing_entity].any() and yes_off[with_names.missing_entity].any()
    assert (yes_on[~with_names.missing_entity] == yes_off[~with_names.missing_entity]).all()


def test_the_cut_keeps_the_false_negative_rate_within_the_bound():
    """Round 5: the cut-off with the best balanced accuracy is taken only among those whose mean false-negative rate
    stays within `MAX_FNR` (issue 18's FNR <= 0.15); with no bound it may trade answerable cases for unanswerable ones."""
    from querylab.eval.judge_training import MAX_FNR, _choose_cut
    from querylab.judge_scorer import learned_verdict

    y = np.array([1.0] * 10 + [0.0] * 10)
    # answerable: two low (hard to tell), eight high; unanswerable: most in between, so the best-BA cut drops the two
    p = np.array([0.30, 0.32] + [0.9] * 8 + [0.35, 0.36, 0.37, 0.38] + [0.1] * 6)
    s = SetFeatures("a", np.zeros((20, len(FEATURE_NAMES))), y, np.zeros(20, bool), np.zeros(20, bool))
    free, bounded = _choose_cut([s], [p], True, max_fnr=None), _choose_cut([s], [p], True)
    fnr = lambda cut: float(((p < cut) & (y == 1)).sum() / 10)  # noqa: E731
    assert fnr(free) == pytest.approx(0.2) and fnr(bounded) <= MAX_FNR
    assert bounded < free and learned_verdict(p, s.conflict, bounded, True)[:2].all()


def test_no_cut_meets_the_bound_falls_back_to_the_best_one():
    from querylab.eval.judge_training import _choose_cut

    y = np.array([1.0, 1.0, 0.0, 0.0])
    p = np.array([0.02, 0.9, 0.01, 0.1])  # even the lowest cut of the grid (0.05) misses the first answerable case
    s = SetFeatures("a", np.zeros((4, len(FEATURE_NAMES))), y, np.zeros(4, bool), np.zeros(4, bool))
    assert _choose_cut([s], [p], True, max_fnr=0.15) == _choose_cut([s], [p], True, max_fnr=None)


def test_the_trainer_scores_a_case_in_its_own_tenant_context(offline_llm, tmp_path):
    """What `train judge` fits on is what `eval judge` and a turn score: the case's own tenant glossary and its passages'
    titles (session 41 found the trainer scoring every case with the default tenant's glossary and no titles)."""
    import json

    from querylab.config import REPO_ROOT
    from querylab.eval.datasets import JudgeCase
    from querylab.eval.judge_eval import case_titles
    from querylab.eval.judge_training import set_features
    from querylab.offline.judge_features import judge_features

    text = (REPO_ROOT / "sample_corpus" / "acme" / "expense-reimbursement-policy-2025.md").read_text(encoding="utf-8")
    hotels = text[text.index("## Hotels"):text.index("## Transport")].strip()
    question = "Under the 2025 expense policy, what is the hotel cap for a night in Paris?"  # the year stands in the file's title only
    case = {"id": "h", "question": question, "documents": [hotels], "answerable": True, "tenant": "acme"}
    path = tmp_path / "one.jsonl"
    path.write_text(json.dumps(case) + "\n")
    folder = REPO_ROOT / "sample_corpus"
    judge, glossary = offline_llm.judge, offline_llm.glossary
    titles = case_titles(JudgeCase(id="h", question=case["question"], documents=[hotels], answerable=True, extra={"tenant": "acme"}), folder)
    assert titles  # the passage is found in an acme file, so it carries that file's title
    s = judge.score(case["question"], [hotels], glossary.for_tenant("acme") or None, "acme", titles=titles)
    expected = judge_features(judge, case["question"], [hotels], s)
    got = set_features(judge, None, "one", str(path), None, tmp_path / "cache", glossary=glossary, corpus_folder=folder)
    assert got is not None
    assert list(got.x[0]) == pytest.approx([expected[k] for k in got.names])
    assert dict(zip(got.names, got.x[0]))["matched_date"] == 1.0  # read without the title, 2025 was "missing"
    assert {p.name.endswith("-ctx.json") for p in (tmp_path / "cache").iterdir()} == {True}  # never mixed with the old rows
