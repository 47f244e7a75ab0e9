"""Leave-one-set-out figures for the route classifier (`querylab/eval/route_holdout.py`)."""

import numpy as np

from querylab.eval.route_holdout import holdout, score
from querylab.offline.route_features import STRUCTURAL_FEATURES
from querylab.offline.route_training import Featurized


def test_score_counts_an_unrefused_refusal_as_an_escalation():
    s = score(["refuse", "knowledge", "clarify"], ["knowledge", "knowledge", "action"])
    assert (s.n, s.correct, s.escalations) == (3, 1, 2)


def _set(name, labels, seed):
    rng = np.random.default_rng(seed)
    emb = rng.normal(size=(len(labels), 8)).astype(np.float32)
    struct = np.zeros((len(labels), len(STRUCTURAL_FEATURES)), np.float32)
    for i, label in enumerate(labels):  # one structural feature marks the refusals
        struct[i, 0] = 1.0 if label == "refuse" else 0.0
    return Featurized(name, emb, struct, list(labels), 1.0, [], [f"{name}-{i}" for i in range(len(labels))])


def test_holdout_scores_each_fold_without_its_own_set():
    labels = ["refuse", "knowledge"] * 10
    sets = [_set("route_examples", labels, 0), _set("v2_dev", labels, 1)]
    lines = []
    rules = {"v2_dev": ["knowledge"] * len(labels)}  # the rules never refuse here
    fresh = {"set": "v2_dev", "commit": "abc", "routes": {f"v2_dev-{i}": "knowledge" for i in range(len(labels))}}
    results = holdout(sets, rules, report=lines.append, fresh=[fresh], fit_kwargs={"iterations": 300})
    row = results["v2_dev: v2_dev"]
    assert row["rules"].escalations == 10 and row["rules"].accuracy == 0.5
    assert row["rules+classifier 0.6/0.2"].escalations < row["rules"].escalations  # the classifier lowers the unrefused ones
    assert "rules@abc" in row and any("held out v2_dev" in line for line in lines)


def test_a_firm_rule_decision_is_never_reviewed_as_in_a_turn():
    labels = ["refuse", "knowledge"] * 10
    sets = [_set("route_examples", labels, 0), _set("v2_dev", labels, 1)]
    rules = {"v2_dev": ["knowledge"] * len(labels)}
    firm = {"v2_dev": [True] * len(labels)}  # every decision made by explicit words
    row = holdout(sets, rules, report=lambda _: None, fit_kwargs={"iterations": 300}, firm_by_set=firm)["v2_dev: v2_dev"]
    assert row["rules+classifier 0.6/0.2"].escalations == row["rules"].escalations == 10
