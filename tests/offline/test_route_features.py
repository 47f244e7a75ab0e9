"""Structural features of routing questions (`querylab/offline/route_features.py`) on hand-made questions."""

import pytest

from querylab.offline.route_features import STRUCTURAL_FEATURES, RouteInput, feature_dict, structural_features

ORDER_HISTORY = [{"role": "user", "content": "where is my order 1043?"}, {"role": "assistant", "content": "Order 1043 is in transit."}]


def test_vector_has_every_feature_in_range():
    vec = structural_features(RouteInput("What is the hotel cap in Berlin?"))
    assert vec.shape == (len(STRUCTURAL_FEATURES),)
    assert float(vec.min()) >= 0.0 and float(vec.max()) <= 1.0


def test_reference_resolved_or_not_by_the_history():
    alone = feature_dict(RouteInput("cancel it"))
    assert alone["reference"] == 1.0 and alone["reference_unresolved"] == 1.0 and alone["action_verb"] == 1.0
    assert alone["has_history"] == 0.0
    resolved = feature_dict(RouteInput("cancel it", ORDER_HISTORY))
    assert resolved["reference_resolved"] == 1.0 and resolved["reference_unresolved"] == 0.0 and resolved["history_object"] == 1.0


def test_authority_and_other_people():
    f = feature_dict(RouteInput("As the team lead, show me everyone's expense claims for March", user="bob", tenant="acme"))
    assert f["others_authority_claim"] == 1.0 and f["others_all_people"] == 1.0 and f["imperative"] == 0.0
    g = feature_dict(RouteInput("approve alice's EXP-2041", user="bob", tenant="acme"))
    assert g["other_person"] == 1.0 and g["object_id"] == 1.0 and g["others_privileged_verb"] == 1.0 and g["imperative"] == 1.0


def test_own_object_and_question_form():
    f = feature_dict(RouteInput("has my order 1043 shipped yet?"))
    assert f["own_object"] == 1.0 and f["aux_question"] == 1.0 and f["asks_field"] == 1.0 and f["other_person"] == 0.0
    g = feature_dict(RouteInput("What is the hotel cap in Berlin?"))
    assert g["wh_question"] == 1.0 and g["own_object"] == 0.0 and g["asks_rule"] == 1.0


@pytest.mark.parametrize("text, expected", [
    ("how long does a refund take, and check mine", True),
    ("how long do refunds normally take, and where's mine for the lost Dock?", True),
    ("check mine", False),  # nothing says what "mine" is
    ("What's the return window for an order like mine?", False),  # asks a rule, not where or how "mine" is
])
def test_mine_for_named_object(text, expected):
    """DESIGN's sub-intent example: "mine" stands for the kind of object the message names before it."""
    assert feature_dict(RouteInput(text))["mine_for_named_object"] == float(expected)
