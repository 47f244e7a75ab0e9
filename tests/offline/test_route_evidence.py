"""Code-level own-object evidence and the classifier's raise from knowledge (`route_evidence.py`, `RouteModel.review`)."""

import pytest

from querylab.contracts import PRIVILEGE, Route
from querylab.offline.route_evidence import OwnObjectEvidence, own_object_evidence
from querylab.offline.route_features import RouteInput
from querylab.offline.route_model import RouteModel

import numpy as np

ROUTES = list(Route)
ORDER_LOOKUP = [{"role": "user", "content": "where is order 1043?"}, {"role": "assistant", "content": "Order 1043 was shipped on Monday."}]


def _item(question: str, history: list[dict] | None = None) -> RouteInput:
    return RouteInput(question, history or [], "alice", "acme", ("acme", "globex"))


def _probs(top: Route, p: float) -> dict[Route, float]:
    rest = (1.0 - p) / (len(ROUTES) - 1)
    return {r: (p if r == top else rest) for r in ROUTES}


def _model() -> RouteModel:
    return RouteModel(tuple(r.value for r in ROUTES), (), 1, np.zeros((1, len(ROUTES)), np.float32), np.zeros(len(ROUTES), np.float32))


@pytest.mark.parametrize("question, history", [
    ("is my 1043 in that state yet", []),
    ("tracking number for 1043?", []),
    ("which of my orders are still on the way?", []),
    ("any news on EXP-2041", []),
    ("and where is it now?", ORDER_LOOKUP),
])
def test_own_objects_named_or_resolved_are_lookup_evidence(question, history):
    evidence = own_object_evidence(_item(question, history))
    assert evidence.lookup and not evidence.change


@pytest.mark.parametrize("question, history", [
    ("please cancel order 1043", []),
    ("pull it, I want to fix the amount", [{"role": "user", "content": "is EXP-2041 still submitted?"},
                                          {"role": "assistant", "content": "Yes, EXP-2041 is submitted and can be withdrawn."}]),
])
def test_a_change_on_an_own_object_is_change_evidence(question, history):
    evidence = own_object_evidence(_item(question, history))
    assert evidence.lookup and evidence.change


@pytest.mark.parametrize("question", [
    "what is the refund window for my order 1043?",          # a rule
    "how do I get my refund?",                               # a procedure
    "what does 'packed' mean on my order?",                  # a definition
    "how long does it usually take for my order to arrive?",  # what usually happens
    "show me bob's order 1044",                              # another person
    "cancel order 1044 for them",                            # acting for someone else
    "list every order of my team",                           # a group
    "what's the hotel cap in Berlin?",                       # no object at all
    "is order 2041 at Globex shipped?",                      # another tenant
])
def test_no_evidence_for_rules_others_and_objectless_questions(question):
    assert not own_object_evidence(_item(question)).lookup


def test_a_negated_change_is_no_change_evidence():
    evidence = own_object_evidence(_item("don't cancel anything, I only want to know where order 1043 is"))
    assert evidence.lookup and not evidence.change


def test_review_raises_knowledge_only_with_evidence_and_confidence():
    model = _model()
    lookup, change = OwnObjectEvidence(True, False, "t"), OwnObjectEvidence(True, True, "t")
    assert model.review(Route.KNOWLEDGE, _probs(Route.LIVE_TOOL, 0.9), evidence=lookup, raise_at=0.8)[0] == Route.LIVE_TOOL
    assert model.review(Route.KNOWLEDGE, _probs(Route.LIVE_TOOL, 0.9), evidence=None, raise_at=0.8)[0] == Route.KNOWLEDGE
    assert model.review(Route.KNOWLEDGE, _probs(Route.LIVE_TOOL, 0.7), evidence=lookup, raise_at=0.8)[0] == Route.KNOWLEDGE
    # action needs a change asked for, not only an own object
    assert model.review(Route.KNOWLEDGE, _probs(Route.ACTION, 0.95), evidence=lookup, raise_at=0.8)[0] == Route.KNOWLEDGE
    assert model.review(Route.KNOWLEDGE, _probs(Route.ACTION, 0.95), evidence=change, raise_at=0.8)[0] == Route.ACTION


@pytest.mark.parametrize("proposed", [r for r in ROUTES if r != Route.KNOWLEDGE])
@pytest.mark.parametrize("top", ROUTES)
def test_review_never_raises_from_any_other_route(proposed, top):
    route, _ = _model().review(proposed, _probs(top, 0.99), evidence=OwnObjectEvidence(True, True, "t"), raise_at=0.5)
    assert PRIVILEGE[route] <= PRIVILEGE[proposed]


def test_raise_at_round_trips_and_old_files_do_not_raise():
    model = _model()
    model.raise_at = 0.75
    assert RouteModel.from_json(model.to_json()).raise_at == 0.75
    import json
    data = json.loads(model.to_json())
    del data["raise_at"]
    assert RouteModel.from_json(json.dumps(data)).raise_at > 1.0  # a file written before the raise existed keeps it off
