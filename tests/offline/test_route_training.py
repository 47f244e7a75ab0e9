"""Training data for the route classifier (`querylab/offline/route_training.py`)."""

import json
from pathlib import Path

import numpy as np
import pytest

from querylab.eval.datasets import DatasetError
from querylab.offline.route_training import featurize, fit, load_set, training_sets
from tests.fakes.hash_embedder import HashEmbedder

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("path", ["tests/data/blind/v2/routing_test.jsonl", "tests/data/blind/v3/routing_test.jsonl"])
def test_unseen_blind_test_splits_are_refused(path):
    with pytest.raises(DatasetError, match="a test file; a test split is evaluated once by the lead"):
        load_set("x", REPO / path)


def test_any_test_file_is_refused_before_it_is_read(tmp_path):
    """The judge trainer's rule, now the route trainer's too: not only the two blind files it named."""
    path = tmp_path / "my_routing_test.jsonl"
    path.write_text("not even JSON\n")
    with pytest.raises(DatasetError, match="my_routing_test.jsonl .*a test file"):
        load_set("x", path)


def test_a_case_file_keeps_history_principal_and_ids(tmp_path):
    path = tmp_path / "cases.jsonl"
    case = {"id": "c1", "query": "cancel it", "history": [{"role": "user", "content": "order 1043?"}],
            "principal": {"tenant": "acme", "user": "alice"}, "expected_route": "action"}
    path.write_text(json.dumps(case) + "\n\n")
    s = load_set("mine", path)
    assert s.ids == ["c1"] and s.labels == ["action"]
    assert s.inputs[0].history and s.inputs[0].user == "alice" and s.inputs[0].tenant == "acme"


def test_training_sets_never_include_a_v2_test_split_and_fit_records_them():
    sets = training_sets(REPO, None, include=("routing_cases",))
    assert [s.name for s in sets] == ["route_examples", "glossary_definitions", "routing_cases"]
    embedder = HashEmbedder(dim=16)
    featurized = [featurize(embedder, s) for s in sets]
    model = fit(featurized, iterations=50)
    assert model.trained_on == {s.name: len(s.labels) for s in sets}
    assert model.embed_dim == 16 and np.isfinite(model.weights).all()


def _by_hand(path: Path) -> list[tuple]:
    """What the trainer read before it used the evaluation's loader: every non-blank line, in file order."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [(r["id"], r["query"], r.get("history") or [], (r.get("principal") or {}).get("user", ""),
             (r.get("principal") or {}).get("tenant", ""), r["expected_route"]) for r in rows]


@pytest.mark.parametrize("rel", ["tests/data/routing_cases.jsonl", "tests/data/blind/v2/routing_dev.jsonl"])
def test_a_case_file_through_the_eval_loader_gives_the_same_cases_in_the_same_order(rel):
    s = load_set("x", REPO / rel)
    got = [(i, x.question, x.history, x.user, x.tenant, label) for i, x, label in zip(s.ids, s.inputs, s.labels)]
    assert got == _by_hand(REPO / rel) and len(got) > 50


def test_clinc_through_resolve_set_keeps_the_out_of_scope_part_first_then_the_same_sample(tmp_path):
    import random

    from querylab.offline.route_training import CLINC_OUT_OF_DOMAIN, CLINC_SMALL_TALK, PER_CLINC_INTENT, load_clinc

    train = [[f"{intent} utterance {i}", intent] for intent in ("greeting", "weather", "bill_due", "tell_joke") for i in range(20)]
    data = {"train": train[::-1], "oos_train": [[f"nonsense {i}", "oos"] for i in range(5)]}
    (tmp_path / "clinc150").mkdir()
    (tmp_path / "clinc150" / "data_full.json").write_text(json.dumps(data))
    s = load_clinc(tmp_path)
    rng, expected = random.Random(14), [(f"nonsense {i}", "out_of_domain") for i in range(5)]
    by_intent: dict[str, list[str]] = {}
    for text, intent in data["train"]:
        by_intent.setdefault(intent, []).append(text)
    for intents, route in ((CLINC_SMALL_TALK, "small_talk"), (CLINC_OUT_OF_DOMAIN, "out_of_domain")):
        for intent in intents:
            pool = by_intent.get(intent, [])
            expected += [(t, route) for t in rng.sample(pool, min(PER_CLINC_INTENT, len(pool)))]
    assert [(x.question, label) for x, label in zip(s.inputs, s.labels)] == expected
    assert len(expected) == 5 + 3 * PER_CLINC_INTENT and s.weight == 0.5
    assert load_clinc(tmp_path / "nowhere") is None
