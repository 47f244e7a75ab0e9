"""Paired bootstrap (coverage on synthetic data) and McNemar (textbook numbers)."""

from __future__ import annotations

import numpy as np
import pytest

from querylab.eval.stats import mcnemar, paired_bootstrap


def test_bootstrap_interval_covers_the_true_difference_about_95_percent_of_the_time() -> None:
    rng = np.random.default_rng(12345)
    true_diff, n_cases, reps = 0.3, 40, 200
    covered = 0
    for rep in range(reps):
        a = rng.normal(0.0, 1.0, n_cases)
        b = a + true_diff + rng.normal(0.0, 1.0, n_cases)
        r = paired_bootstrap(list(a), list(b), n_resamples=500, seed=rep)
        covered += r["low"] <= true_diff <= r["high"]
    assert 0.90 <= covered / reps <= 0.99


def test_bootstrap_diff_is_b_minus_a_and_is_deterministic() -> None:
    a = [1, 0, 1, 1, 0, 0, 1, 0]
    b = [1, 1, 1, 1, 1, 0, 1, 1]
    r = paired_bootstrap(a, b, n_resamples=300, seed=7)
    assert r["diff"] == pytest.approx(3 / 8)
    assert r["low"] <= r["diff"] <= r["high"]
    assert r == paired_bootstrap(a, b, n_resamples=300, seed=7)
    assert paired_bootstrap(b, a, n_resamples=300, seed=7)["diff"] == pytest.approx(-3 / 8)


def test_bootstrap_p_value_small_for_a_clear_effect_and_one_for_none() -> None:
    rng = np.random.default_rng(0)
    a = rng.normal(0, 1, 100)
    clear = paired_bootstrap(list(a), list(a + 1.0 + rng.normal(0, 0.5, 100)), n_resamples=1000)
    assert clear["p_value"] == pytest.approx(1 / 1001)  # the smallest value it can report
    same = paired_bootstrap([0.2, 0.5, 0.9], [0.2, 0.5, 0.9])
    assert same == {"diff": 0.0, "low": 0.0, "high": 0.0, "p_value": 1.0}


def test_bootstrap_rejects_bad_input() -> None:
    with pytest.raises(ValueError):
        paired_bootstrap([1.0], [1.0, 0.0])
    with pytest.raises(ValueError):
        paired_bootstrap([], [])
    with pytest.raises(ValueError):
        paired_bootstrap([1.0], [0.0], ci=1.5)


def _pairs(both: int, only_a: int, only_b: int, neither: int) -> tuple[list[bool], list[bool]]:
    a = [True] * both + [True] * only_a + [False] * only_b + [False] * neither
    b = [True] * both + [False] * only_a + [True] * only_b + [False] * neither
    return a, b


def test_mcnemar_textbook_chi_square() -> None:
    # Agresti, Categorical Data Analysis: presidential approval, 794 / 150 / 86 / 570.
    a, b = _pairs(794, 150, 86, 570)
    r = mcnemar(a, b)
    assert (r["b01"], r["b10"], r["method"]) == (86, 150, "chi2")
    assert r["statistic"] == pytest.approx(63**2 / 236)  # (|150 - 86| - 1)^2 / 236 = 16.82
    assert r["p_value"] == pytest.approx(4.11e-5, rel=0.01)


def test_mcnemar_exact_for_few_discordant_pairs() -> None:
    a, b = _pairs(30, 9, 1, 10)
    r = mcnemar(a, b)
    assert (r["b01"], r["b10"], r["method"]) == (1, 9, "exact")
    assert r["p_value"] == pytest.approx(2 * (1 + 10) / 2**10)  # 2 * P(X <= 1), X ~ Bin(10, 1/2)
    assert mcnemar(b, a)["p_value"] == r["p_value"]
    assert mcnemar([True, False], [True, False]) == {
        "b01": 0, "b10": 0, "statistic": 0.0, "p_value": 1.0, "method": "exact"
    }
    assert mcnemar(*_pairs(0, 5, 5, 0))["p_value"] == 1.0
