"""Significance of a difference between two configurations evaluated on the same cases.

Why paired tests: two prompt revisions scored on the same 600 judge cases share every case's
difficulty, so comparing their per-case results directly (pairing) is far more sensitive than
comparing two averages as if they came from different samples. Eval sets here are small (100 MuSiQue
questions), so an improvement of two points is often noise; these functions say how often.

Only the standard library and numpy are used (no scipy): the distributions needed are a binomial
tail and a chi-square with one degree of freedom, both exact in a few lines.
"""

from __future__ import annotations

import math
from typing import Any, Sequence

import numpy as np

#: Discordant-pair count below which McNemar's test uses the exact binomial distribution.
EXACT_BELOW = 25
#: Upper bound on bootstrap draws held in memory at once (resamples x cases), about 16 MB of indices.
_MAX_DRAWS_PER_BATCH = 2_000_000


def paired_bootstrap(
    a: Sequence[float],
    b: Sequence[float],
    n_resamples: int = 2000,
    seed: int = 0,
    ci: float = 0.95,
) -> dict[str, float]:
    """Bootstrap the mean of the per-case differences ``b - a``.

    ``a[i]`` and ``b[i]`` are one case's metric under two configurations (1/0 for correct, a
    recall@k, a reciprocal rank, ...). Cases are resampled with replacement, keeping pairs together.

    Returns ``diff`` (mean of b - a on the real data), ``low``/``high`` (percentile interval at level
    ``ci``) and ``p_value``: two-sided, from the resampled differences shifted to mean zero (the null
    of no difference), with the +1 correction so it is never exactly 0 — the smallest reportable
    value is ``1 / (n_resamples + 1)``. Deterministic for a given ``seed``.
    """
    if len(a) != len(b):
        raise ValueError(f"paired samples differ in length: {len(a)} vs {len(b)}")
    if not a:
        raise ValueError("paired_bootstrap needs at least one case")
    if n_resamples < 1:
        raise ValueError(f"n_resamples must be positive, got {n_resamples}")
    if not 0.0 < ci < 1.0:
        raise ValueError(f"ci must be between 0 and 1, got {ci}")
    deltas = np.asarray(b, dtype=float) - np.asarray(a, dtype=float)
    n = deltas.size
    observed = float(deltas.mean())
    rng = np.random.default_rng(seed)
    batch = max(1, _MAX_DRAWS_PER_BATCH // n)
    means = np.empty(n_resamples, dtype=float)
    for start in range(0, n_resamples, batch):
        stop = min(start + batch, n_resamples)
        idx = rng.integers(0, n, size=(stop - start, n))
        means[start:stop] = deltas[idx].mean(axis=1)
    alpha = 1.0 - ci
    low, high = np.quantile(means, [alpha / 2.0, 1.0 - alpha / 2.0])
    extreme = int(np.count_nonzero(np.abs(means - observed) >= abs(observed) - 1e-12))
    return {
        "diff": observed,
        "low": float(low),
        "high": float(high),
        "p_value": (extreme + 1) / (n_resamples + 1),
    }


def _binomial_two_sided(k: int, n: int) -> float:
    """P(X <= k) * 2 for X ~ Binomial(n, 1/2), k <= n/2, capped at 1 (the exact McNemar test)."""
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2.0**n
    return min(1.0, 2.0 * tail)


def mcnemar(a_correct: Sequence[bool], b_correct: Sequence[bool], exact_below: int = EXACT_BELOW) -> dict[str, Any]:
    """McNemar's test for two classifiers scored on the same cases.

    ``b01`` counts cases A got wrong and B got right; ``b10`` cases A got right and B got wrong; cases
    both got right or both got wrong carry no information about the difference. With fewer than
    ``exact_below`` discordant cases the p-value is the exact two-sided binomial test and
    ``statistic`` is min(b01, b10); otherwise ``statistic`` is the chi-square with continuity
    correction, max(0, |b01 - b10| - 1)^2 / (b01 + b10), with p from the chi-square law with one degree
    of freedom, erfc(sqrt(x / 2)). ``method`` says which was used.
    """
    if len(a_correct) != len(b_correct):
        raise ValueError(f"paired samples differ in length: {len(a_correct)} vs {len(b_correct)}")
    b01 = sum(1 for x, y in zip(a_correct, b_correct) if not x and y)
    b10 = sum(1 for x, y in zip(a_correct, b_correct) if x and not y)
    discordant = b01 + b10
    if discordant == 0:
        return {"b01": 0, "b10": 0, "statistic": 0.0, "p_value": 1.0, "method": "exact"}
    if discordant < exact_below:
        return {
            "b01": b01,
            "b10": b10,
            "statistic": float(min(b01, b10)),
            "p_value": _binomial_two_sided(min(b01, b10), discordant),
            "method": "exact",
        }
    statistic = max(0.0, abs(b01 - b10) - 1.0) ** 2 / discordant
    return {
        "b01": b01,
        "b10": b10,
        "statistic": statistic,
        "p_value": math.erfc(math.sqrt(statistic / 2.0)),
        "method": "chi2",
    }
