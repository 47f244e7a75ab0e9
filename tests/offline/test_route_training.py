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
