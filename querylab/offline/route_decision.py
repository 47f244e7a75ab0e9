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
