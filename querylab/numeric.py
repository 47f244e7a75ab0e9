"""Numeric functions shared by the learned models: the route classifier (`querylab.offline.route_model`) and the
intent head of the evaluation (`querylab.eval.intents`).

Why a module of its own: both fit and apply a softmax over logits, and two copies of the same numerics drift (one
gets the max-shift that keeps `exp` from overflowing, the other does not); the offline model must not import the
evaluation package, nor the evaluation the route model, for a one-line function.
"""

from __future__ import annotations

import numpy as np


def softmax(z: np.ndarray) -> np.ndarray:
    """Row-wise softmax of a 2-d array of logits; each row is shifted by its maximum first, so large logits do not overflow."""
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)
