"""The one guard both trainers call (`querylab/eval/training_sources.py`): never a test split, file or whole public set."""

from pathlib import Path

import pytest

from querylab.eval.datasets import DatasetError
from querylab.eval.judge_training import set_features
from querylab.eval.training_sources import SPENT_TEST_FILES, check_training_source
from querylab.offline.route_training import CASE_SETS, load_set

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name, split, why", [
    ("tests/data/blind/v3/routing_test.jsonl", None, "a test file"),
    ("tests/data/blind/v4/routing_test.jsonl", None, "a test file"),
    ("tests/data/blind/v2/judge_policy_test.jsonl", "all", "a test file"),
    ("/anywhere/else/Other_TEST.jsonl", None, "a test file"),
    ("tests/data/blind/v2/judge_policy_dev.jsonl", "test", "its test split"),
    ("clapnq", "test", "its test split"),
    ("squad2", None, "the whole set"),
    ("clinc150", "all", "the whole set"),
])
def test_test_sources_are_refused_with_the_reason(name, split, why):
    with pytest.raises(DatasetError, match=f"{why}.*never trained or tuned on"):
        check_training_source(name, split)


@pytest.mark.parametrize("name, split", [("tests/data/blind/v2/judge_policy_dev.jsonl", None), ("squad2", "val"),
                                         ("clinc150", "train"), ("tests/data/routing_cases.jsonl", None)])
def test_dev_val_and_train_sources_pass(name, split):
    check_training_source(name, split)


def test_only_the_spent_v1_routing_test_is_excepted_and_the_route_trainer_lists_it():
    assert SPENT_TEST_FILES == ("tests/data/blind/routing_test.jsonl",)
    check_training_source(REPO / SPENT_TEST_FILES[0])  # the guard looks at the path only: nothing is read here
    check_training_source(SPENT_TEST_FILES[0])
    assert CASE_SETS["v1_test"] == SPENT_TEST_FILES[0]
    with pytest.raises(DatasetError):
        check_training_source(REPO / "tests/data/blind/judge_policy_test.jsonl")


def test_each_trainer_refuses_a_test_file_before_reading_it(tmp_path):
    unreadable = tmp_path / "routing_test.jsonl"
    unreadable.write_text("{not json\n")
    with pytest.raises(DatasetError, match="routing_test.jsonl .*a test file"):
        load_set("x", unreadable)
    with pytest.raises(DatasetError, match="judge_policy_test.jsonl .*a test file"):
        set_features(None, None, "x", "tests/data/blind/v2/judge_policy_test.jsonl", None, tmp_path)
    with pytest.raises(DatasetError, match="clapnq .*its test split"):
        set_features(None, None, "x", "clapnq", "test", tmp_path)
