"""The shared softmax (`querylab/numeric.py`): one function for the route classifier and the intent head."""

import numpy as np

from querylab.eval import intents
from querylab.numeric import softmax
from querylab.offline import route_model


def test_rows_sum_to_one_and_large_logits_do_not_overflow():
    p = softmax(np.array([[1.0, 2.0, 3.0], [1000.0, 1000.0, 0.0]]))
    assert np.allclose(p.sum(axis=1), 1.0)
    assert np.allclose(p[1], [0.5, 0.5, 0.0])
    assert p[0].argmax() == 2 and np.all(np.isfinite(p))


def test_the_route_classifier_and_the_intent_head_use_the_same_function():
    assert route_model.softmax is softmax and intents.softmax is softmax
    assert not hasattr(route_model, "_softmax") and not hasattr(intents, "_softmax")
