"""Candidate features measured held out before shipping (querylab.eval.judge_trials, `train judge --held-out --trial`)."""

import numpy as np
import pytest

from querylab.config import Settings
from querylab.eval.judge_training import SetFeatures
from querylab.eval.judge_trials import TOKEN_FEATURES, TRIAL_SUBSETS, TRIALS, columns, token_columns, with_trial
from querylab.eval.train_command import train_judge
from querylab.offline.token_alignment import TokenAlignment


def test_token_columns_take_the_worst_word_of_a_failed_constraint():
    a = TokenAlignment(0.8, 0.85, 0.4, 2, 0.5, "korea", ("per", "diem", "south", "korea"), (0.9, 0.95, 0.55, 0.6))
    row = token_columns(a, ["South Korea", "the"])
    assert row == [0.8, 0.85, 0.4, 2.0, 0.5, 0.55]
    assert token_columns(a, [])[-1] == 1.0 and len(row) == len(TOKEN_FEATURES)


def test_columns_keep_the_named_ones_in_order():
    s = SetFeatures("x", np.arange(6, dtype=float).reshape(2, 3), np.array([0.0, 1.0]), np.zeros(2, bool), np.zeros(2, bool), ("a", "b", "c"))
    (kept,) = columns({"x": s}, ["c", "a"]).values()
    assert kept.names == ("c", "a") and kept.x.tolist() == [[2.0, 0.0], [5.0, 3.0]]


def test_every_subset_names_the_trial_s_columns():
    assert set(TRIAL_SUBSETS) == set(TRIALS)
    for trial, subsets in TRIAL_SUBSETS.items():
        assert all(set(cols) <= set(TRIALS[trial]) for _, cols in subsets)


def test_an_unknown_trial_is_refused():
    with pytest.raises(ValueError, match="unknown feature trial 'nope'; known: token"):
        with_trial(object(), None, "nope", {}, __import__("pathlib").Path("."))


@pytest.mark.parametrize("held_out, write", [(False, False), (True, True)])
def test_a_trial_only_measures(capsys, held_out, write):
    assert train_judge(Settings(), held_out=held_out, hard=True, l2=100.0, write=write, trial="token") == 2
    assert "use it with --held-out and without --write" in capsys.readouterr().err
