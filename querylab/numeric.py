"""Numeric functions shared by the learned models: the route classifier (`querylab.offline.route_model`), the
intent head of the evaluation (`querylab.eval.intents`), the judge's scorer and its encoder's fusion.

Why a module of its own: both fit and apply a softmax over logits, and two copies of the same numerics drift (one
gets the max-shift that keeps `exp` from overflowing, the other does not); the offline model must not import the
evaluation package, nor the evaluation the route model, for a one-line function.
"""

from __future__ import annotations

import math

import numpy as np


def softmax(z: np.ndarray) -> np.ndarray:
    """Row-wise softmax of a 2-d array of logits; each row is shifted by its maximum first, so large logits do not overflow."""
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def logit(p: float) -> float:
    """log(p / (1 - p)), with p clamped to [1e-6, 1 - 1e-6] so a certain 0 or 1 stays finite."""
    p = min(max(p, 1e-6), 1.0 - 1e-6)
    return math.log(p / (1.0 - p))


def sigmoid(z: float) -> float:
    """1 / (1 + e^-z), computed from the side that cannot overflow."""
    return 1.0 / (1.0 + math.exp(-z)) if z >= 0 else math.exp(z) / (1.0 + math.exp(z))
