"""Structural features of a routing question: what the rules see, as numbers a learned model can weigh.

Why: the rules router decides by a fixed order of word rules written beside the cases it was tuned on, and
each rule fires alone. The route classifier (`route_model.py`) reads the same signals (ids present and
whose, references resolved or not, authority claims, other people, change verbs, question form, …) together
with the sentence's MiniLM embedding, and learns from labelled cases how they combine. The signals are the
engine's own functions (security, references, information need, the router's word rules), so the classifier
sees nothing the rules could not, and never a tool name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np

from querylab.lexicon import content_terms
from querylab.offline.question_forms import ASKS_IF_POSSIBLE, CONTINUATION, GENERAL_TASK, OBJECT_ID, OWN_OBJECT, POLICY_FORM, PROCEDURAL, mine_for_named_object
from querylab.offline.information_need import asks_for_field, asks_for_outside_data, asks_for_rule
from querylab.offline.references import antecedents, find_reference, object_ids, resolves
from querylab.offline.route_rules import (ACTION_VERB, CONFIRMATION, asks_definition, bare_object_id, change_without_object, meaningful_terms,
                                          requests_change, topicless, underspecified, unknown_abbreviations)
from querylab.route_weights import STRUCTURAL_FEATURES
from querylab.security import harmful_request_signals, injection_signals, mentions_other_person, third_party_request, third_party_signals
from querylab.tenant_mentions import mentions_other_tenant

_WH_OPENING = re.compile(r"^\W*(?:what|what's|whats|which|who|whom|whose|when|where|why|how)\b", re.I)
_AUX_OPENING = re.compile(r"^\W*(?:is|are|was|were|do|does|did|can|could|may|might|should|would|will|have|has|am)\b", re.I)
_IMPERATIVE = re.compile(r"^\W*(?:(?:hi|hey|ok|okay|so|now|please|pls)\W+)*(?:show|list|give|get|pull|send|tell|check|look|find|cancel|withdraw|approve|reject|"
                         r"refund|return|change|update|delete|export|download|dump|share|forward|open|reset|process|issue|start|initiate|file|submit|"
                         r"resubmit|void|stop|request|raise|pay|mark|set|flag|override|bypass|escalate|compile|count|write|translate|explain)\b", re.I)
_GREETING = re.compile(r"^\W*(?:hi|hello|hey|thanks|thank\s+you|thx|good\s+(?:morning|afternoon|evening)|bye|cheers)\b", re.I)
# A person named by a capitalised word inside the sentence (not its first word, not an abbreviation).
_NAMED = re.compile(r"(?<=[a-z,;]\s)(?-i:[A-Z][a-z]{2,})\b")
_GROUP_WORDS = re.compile(r"\b(?:team|colleagues?|co-?workers?|teammates?|reports|employees|staff|department|everyone|everybody|all\s+users|customers|"
                          r"people|whole\s+company|company-wide|others?)\b", re.I)
_FIRST_PERSON = re.compile(r"\b(?:i|my|mine|me|i'm|i've|i'd)\b", re.I)
_NEGATION = re.compile(r"\b(?:not|no|never|don't|dont|doesn't|didn't|can't|cannot|won't|isn't|aren't)\b", re.I)
_NUMBER = re.compile(r"\d")


@dataclass(frozen=True)
class RouteInput:
    """One question to route, with what the engine knows besides its words (all from trusted context)."""

    question: str
    history: list[dict] = field(default_factory=list)
    user: str = ""
    tenant: str = ""
    known_tenants: tuple[str, ...] = ()
    known_abbreviations: tuple[str, ...] = ()  # the glossary's and the route examples' (as the rules know them)


def _signals(item: RouteInput) -> dict[str, float]:
    q = item.question or ""
    history = item.history or []
    found = antecedents(history)
    reference = find_reference(q)
    wants_object = bool(ACTION_VERB.search(q))
    previous = next((str(t.get("content", "")) for t in reversed(history) if t.get("role") == "user"), "")
    proposal = next((str(t.get("content", "")) for t in reversed(history) if t.get("role") == "assistant"), "")
    n_words = len(q.split())
    terms = meaningful_terms(q)
    own = bool(OWN_OBJECT.search(q)) or bool(bare_object_id(q))
    third = third_party_signals(q)
    out = {
        # security rules (each alone already decides a refusal upstream; here they are context for the rest)
        "injection": bool(injection_signals(q) or harmful_request_signals(q)),
        "other_tenant": bool(mentions_other_tenant(q, item.tenant, item.known_tenants)),
        "other_person": bool(mentions_other_person(q, item.user, item.tenant)),
        "third_party_rule": bool(third_party_request(q)),
        **{f"others_{k}": v for k, v in third.items()},
        "named_person": bool(_NAMED.search(q)),
        "group_words": bool(_GROUP_WORDS.search(q)),
        "first_person": bool(_FIRST_PERSON.search(q)),
        # the user's own objects and what is asked of them
        "own_object": own,
        "object_id": bool(OBJECT_ID.search(q)),
        "bare_id": bool(bare_object_id(q)),
        "action_verb": wants_object,
        "requests_change": requests_change(q),
        "asks_if_possible": bool(ASKS_IF_POSSIBLE.search(q)),
        "procedural": bool(PROCEDURAL.search(q)),
        "policy_form": bool(POLICY_FORM.search(q)),
        "asks_rule": asks_for_rule(q),
        "asks_field": asks_for_field(q),
        "asks_definition": asks_definition(q),
        "outside_data": asks_for_outside_data(q),
        "general_task": bool(GENERAL_TASK.search(q)),
        # history and references
        "has_history": bool(history),
        "history_object": found.has_object,
        "history_two_objects": len(found.objects) >= 2,
        "proposal_asks": "?" in proposal,
        "confirmation": bool(CONFIRMATION.search(q)),
        "continuation": bool(previous) and bool(CONTINUATION.search(q)),
        "opens_continuation": bool(CONTINUATION.search(q)),
        "reference": reference is not None,
        "reference_pronoun": reference is not None and reference.pronoun,
        "reference_needs_two": reference is not None and reference.needs_two,
        "reference_resolved": reference is not None and resolves(reference, found, wants_object),
        "reference_unresolved": reference is not None and not resolves(reference, found, wants_object),
        "history_ids_in_question": bool(set(o.lower() for o in object_ids(q)) & set(o.lower() for o in found.objects)),
        # form and size
        "wh_question": bool(_WH_OPENING.search(q)),
        "aux_question": bool(_AUX_OPENING.search(q)),
        "question_mark": "?" in q,
        "imperative": bool(_IMPERATIVE.search(q)),
        "greeting": bool(_GREETING.search(q)),
        "negation": bool(_NEGATION.search(q)),
        "has_number": bool(_NUMBER.search(q)),
        "underspecified": underspecified(q, item.known_abbreviations) is not None,
        "unknown_abbreviation": bool(unknown_abbreviations(q, item.known_abbreviations)),
        "no_content": not terms,
        "one_content_word": len(terms) == 1,
        "short": n_words <= 3,
        "words": min(n_words, 30) / 30.0,
        "content_terms": min(len(content_terms(q)), 12) / 12.0,
        # the DESIGN's clarify: nothing says what is asked about, or which object a change is for, and no history supplies it
        "topicless_no_history": topicless(q) and not history,
        "change_without_object": change_without_object(q) and not found.has_object,
        # DESIGN's sub-intent "…, and check mine": "mine" asked about, standing for an object another part names
        "mine_for_named_object": mine_for_named_object(q),
    }
    return {k: float(v) for k, v in out.items()}


# The structural features in their fixed order (the weights file names them; saving and loading it check the names)
# are declared in `querylab.route_weights`, which the knob store can import: what `_signals` computes must be exactly those.
if tuple(_signals(RouteInput("x"))) != STRUCTURAL_FEATURES:
    raise RuntimeError("route_features computes other structural features than querylab/route_weights.py declares: update "
                       f"STRUCTURAL_FEATURES there to {tuple(_signals(RouteInput('x')))} (and retrain the route classifier)")


def structural_features(item: RouteInput) -> np.ndarray:
    """The structural features of one question, in `STRUCTURAL_FEATURES` order."""
    signals = _signals(item)
    return np.array([signals[name] for name in STRUCTURAL_FEATURES], dtype=np.float32)


def feature_dict(item: RouteInput) -> dict[str, float]:
    """The same features by name (for explanations and tests)."""
    return _signals(item)
