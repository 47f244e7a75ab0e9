"""What the offline router decides for one message, and the route groups its rules share (`router.py`,
`history_router.py`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from querylab.contracts import Route

SURE_WITHOUT_CONTENT = 0.45  # top cosine at which small talk / out-of-domain stands without content words
AFTER_GATING = (Route.LIVE_TOOL, Route.KNOWLEDGE)  # where a gated tool vote may fall back to
RESOLVED = frozenset({Route.CLARIFY, Route.OUT_OF_DOMAIN})  # ruled out once the question's context is found


@dataclass
class RouteDecision:
    route: Route
    confidence: float
    top_cosine: float
    reason: str
    sub_intents: list[tuple[Route, str]] = field(default_factory=list)
    firm: bool = False  # decided by explicit words (a rule), not by the vote: the route classifier does not review it


def route_contract(decision: RouteDecision, asked: str, normalized: str, topic: str, time_constraint: str | None) -> dict:
    """The route contract (DESIGN.md) the offline router replies with: ``asked`` is the user's own words, ``normalized``
    the query the turn keeps; the router's revision is filled in by the step that knows it."""
    return {
        "route": decision.route.value,
        "original_query": asked,
        "normalized_query": normalized,
        "topic": topic,
        "time_constraint": time_constraint,
        "needs_clarification": decision.route == Route.CLARIFY,
        "sub_intents": [{"route": r.value, "query": q} for r, q in decision.sub_intents],
        "router_revision": "",
        "confidence": round(decision.confidence, 3),
    }
