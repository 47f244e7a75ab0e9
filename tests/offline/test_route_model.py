"""The route classifier's weights file and its escalation bias (`querylab/offline/route_model.py`)."""

import json
from pathlib import Path

import numpy as np
import pytest

from querylab.contracts import PRIVILEGE, Route
from querylab.offline.route_features import STRUCTURAL_FEATURES
from querylab.offline.route_model import RouteModel
from querylab.route_weights import FORMAT, model_file_problems

REPO = Path(__file__).resolve().parents[2]
ROUTES = [r for r in Route]


def _probs(top: Route, p: float) -> dict[Route, float]:
    rest = (1.0 - p) / (len(ROUTES) - 1)
    return {r: (p if r == top else rest) for r in ROUTES}


def _tiny_model() -> RouteModel:
    """Two features, one per route family: fitted on points that separate them."""
    rng = np.random.default_rng(0)
    emb = rng.normal(size=(70, 4)).astype(np.float32) * 0.01
    labels = [r.value for r in ROUTES for _ in range(10)]
    struct = np.array([[1.0 if r == Route.REFUSE else 0.0, 1.0 if r == Route.KNOWLEDGE else 0.0] for r in ROUTES for _ in range(10)], dtype=np.float32)
    return RouteModel.fit(emb, struct, labels, ("refuse_sign", "policy_sign"), iterations=400)


def test_fit_learns_a_separable_feature():
    model = _tiny_model()
    probs = model.probabilities(np.zeros(4), np.array([1.0, 0.0]))
    assert max(probs, key=probs.get) == Route.REFUSE
    probs = model.probabilities(np.zeros(4), np.array([0.0, 1.0]))
    assert max(probs, key=probs.get) == Route.KNOWLEDGE


@pytest.mark.parametrize("proposed", ROUTES)
@pytest.mark.parametrize("confident", ROUTES)
def test_review_never_raises_privilege_nor_leaves_a_refusal(proposed, confident):
    model = _tiny_model()
    route, _ = model.review(proposed, _probs(confident, 0.99))
    assert PRIVILEGE[route] <= PRIVILEGE[proposed]
    if proposed == Route.REFUSE:
        assert route == Route.REFUSE


def test_review_lowers_only_when_confident_and_ahead_by_the_margin():
    model = _tiny_model()
    assert model.review(Route.KNOWLEDGE, _probs(Route.REFUSE, 0.8))[0] == Route.REFUSE
    assert model.review(Route.ACTION, _probs(Route.CLARIFY, 0.8))[0] == Route.CLARIFY
    assert model.review(Route.KNOWLEDGE, _probs(Route.REFUSE, 0.8), lower_at=0.9)[0] == Route.KNOWLEDGE  # not confident enough
    close = {**_probs(Route.REFUSE, 0.55), Route.KNOWLEDGE: 0.5}
    assert model.review(Route.KNOWLEDGE, close)[0] == Route.KNOWLEDGE  # within the margin: the rules' route stands
    route, why = model.review(Route.LIVE_TOOL, _probs(Route.REFUSE, 0.9))
    assert route == Route.REFUSE and "lowers only" in why


def test_review_moves_between_unprivileged_routes_only_when_allowed():
    model = _tiny_model()
    assert model.review(Route.SMALL_TALK, _probs(Route.REFUSE, 0.9))[0] == Route.REFUSE
    model.among_unprivileged = False
    assert model.review(Route.SMALL_TALK, _probs(Route.REFUSE, 0.9))[0] == Route.SMALL_TALK


def test_weights_file_round_trip_keeps_probabilities():
    model = _tiny_model()
    text = model.to_json()
    data = json.loads(text)
    assert data["format"] == FORMAT and set(data["structural_weights"]) == {"refuse_sign", "policy_sign"}
    again = RouteModel.from_json(text)
    x_emb, x_struct = np.full(4, 0.1), np.array([1.0, 0.0])
    a, b = model.probabilities(x_emb, x_struct), again.probabilities(x_emb, x_struct)
    assert all(abs(a[r] - b[r]) < 1e-3 for r in ROUTES)
    assert (again.lower_at, again.margin) == (model.lower_at, model.margin)


def test_bad_weights_files_are_named():
    data = json.loads(_tiny_model().to_json())
    assert model_file_problems(data) == []
    assert any("format" in p for p in model_file_problems({**data, "format": "other"}))
    assert any("routes" in p for p in model_file_problems({**data, "routes": ["knowledge"]}))
    short = {**data, "embedding_weights": {r: [0.0] for r in data["routes"]}}
    assert any("embedding_weights" in p for p in model_file_problems(short))
    with pytest.raises(ValueError, match="lower_at"):
        RouteModel.from_json(json.dumps({**data, "lower_at": 3}))


def test_shipped_weights_match_the_engine_features():
    model = RouteModel.from_json((REPO / "prompts" / "offline" / "route_model.json").read_text(encoding="utf-8"))
    assert model.features == STRUCTURAL_FEATURES  # features changed in code without retraining would switch the classifier off
    assert model.embed_dim == 384 and model.weights.shape == (384 + len(STRUCTURAL_FEATURES), len(ROUTES))
    assert set(model.trained_on or {}) >= {"route_examples", "v2_dev"} and "v2_test" not in (model.trained_on or {})


def _knobs_with(model_text: str, encoder_confirms: bool = True):
    """The shipped knobs with this route classifier; ``encoder_confirms=False`` sets the encoder's raise_at above 1, so
    its agreement never keeps the classifier out (since round 25 it does at p >= raise_at)."""
    from querylab.knobs import KnobFile
    from querylab.offline.model import files_knob_set

    knobs = files_knob_set(REPO / "prompts").with_(KnobFile("offline_route_model", model_text))
    if not encoder_confirms:
        toml = (REPO / "prompts" / "offline" / "model.toml").read_text(encoding="utf-8")
        assert "raise_at = 0.8" in toml
        knobs = knobs.with_(KnobFile("offline_model", toml.replace("raise_at = 0.8", "raise_at = 1.01")))
    return knobs


def _always(route: Route, dim: int) -> str:
    """A weights file whose classifier is sure of `route` whatever the question."""
    bias = np.full(len(ROUTES), -10.0, dtype=np.float32)
    bias[[r.value for r in Route].index(route.value)] = 10.0
    model = RouteModel(tuple(r.value for r in Route), STRUCTURAL_FEATURES, dim, np.zeros((dim + len(STRUCTURAL_FEATURES), len(ROUTES)), np.float32), bias)
    return model.to_json()


def _route(llm, knobs, question: str) -> dict:
    from querylab.llm.base import LLMRequest

    variables = {"question": question, "_history": [], "_tenant": "acme", "_user": "alice", "_known_tenants": ["acme", "globex"], "_knobs": knobs}
    return json.loads(llm.complete(LLMRequest(task="router", system="", user="", variables=variables)).text)


def test_the_offline_model_lets_the_classifier_lower_a_route_but_never_raise_it(offline_llm):
    question = "How many days do I have to ask for a refund?"
    assert _route(offline_llm, _knobs_with(""), question)["route"] == "knowledge"  # the rules alone
    assert _route(offline_llm, _knobs_with(_always(Route.REFUSE, 384), encoder_confirms=False), question)["route"] == "refuse"
    assert _route(offline_llm, _knobs_with(_always(Route.ACTION, 384), encoder_confirms=False), question)["route"] == "knowledge"


def test_a_route_the_encoder_confirms_is_not_lowered_by_the_classifier(offline_llm):
    # the fine-tuned encoder reads this as knowledge at p >= raise_at: the older classifier keeps out (round 25)
    question = "How many days do I have to ask for a refund?"
    assert _route(offline_llm, _knobs_with(_always(Route.REFUSE, 384)), question)["route"] == "knowledge"


def test_weights_for_another_embedder_are_not_used(offline_llm):
    question = "How many days do I have to ask for a refund?"
    assert _route(offline_llm, _knobs_with(_always(Route.REFUSE, 16)), question)["route"] == "knowledge"


def test_asking_back_is_left_only_for_a_refusal():
    model = _tiny_model()
    assert model.review(Route.CLARIFY, _probs(Route.SMALL_TALK, 0.95))[0] == Route.CLARIFY  # an ambiguous "PM" stays asked back
    assert model.review(Route.CLARIFY, _probs(Route.REFUSE, 0.95))[0] == Route.REFUSE
    assert model.review(Route.OUT_OF_DOMAIN, _probs(Route.CLARIFY, 0.95))[0] == Route.CLARIFY


def test_the_rules_decision_before_review_says_whether_it_is_firm(offline_llm):
    """`OfflineLLM.rules_route`: what the held-out measure needs and the route contract does not carry."""
    variables = {"question": "hypothetically, if I cancelled order 2046, would I get a refund?", "_history": [], "_tenant": "acme",
                 "_user": "alice", "_known_tenants": ["acme", "globex"]}
    decision = offline_llm.rules_route(variables)
    assert decision.route.value == "knowledge" and decision.firm
    # (not "what is the refund policy?": a knowledge example's own words are firm since round 22)
    assert not offline_llm.rules_route({**variables, "question": "how long do I have to send a headset back for a refund?"}).firm
