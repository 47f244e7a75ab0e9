"""Route by nearest neighbours over example utterances (prompts/offline/route_examples.jsonl), plus rules in code.

The neighbours decide between routes; rules that must not depend on similarity (injection attempts,
another tenant named, ambiguous abbreviations, empty or pronoun-only messages) are checked first.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from querylab.contracts import PRIVILEGE, Route
from querylab.embeddings.base import Embedder
from querylab.lexicon import content_terms
from querylab.security import harmful_request_signals, injection_signals, mentions_other_person, mentions_other_tenant

logger = logging.getLogger(__name__)

# Privileged routes need evidence in the words themselves: a tool route without an object of the user's
# own (or an id), or an action without an action verb, is downgraded. Similarity alone never escalates.
_OWN_OBJECT = re.compile(
    r"\b(my|mine)\b[^.?!]{0,40}?\b(orders?|refunds?|reimbursements?|claims?|expense (claim|report|request)s?|requests?|purchases?|packages?|deliver(y|ies)|shipments?|parcels?)\b"
    r"|\b(orders?|refunds?|requests?|claims?|reimbursements?)\s*(#|no\.?|number)?\s*[A-Z]*-?\d{3,}\b|\b(EXP|R)-\d+\b"
    r"|\b(do|did) i (have|get|got) (any|an?|open|pending)\b[^.?!]{0,30}\b(orders?|refunds?|reimbursements?|claims?|requests?)\b",
    re.I,
)
_OBJECT_ID = re.compile(r"\b\d{3,}\b|\b(EXP|R)-\d+\b", re.I)
_PROCEDURAL = re.compile(r"^\W*(how (do|can|should|would|long|soon) (i|we|you)|how does|what (is|are) the (steps|process|rules?)|what do i need)\b", re.I)
_REFERENCE_ONLY = re.compile(r"\b(it|that|this|them|those|one)\b", re.I)
_ACTION_VERB = re.compile(r"\b(cancel|withdraw|retract|revoke|delete|remove|stop|undo|change|update|modify|resubmit|reorder|reopen|close)\b", re.I)
# General-purpose tasks (translation, arithmetic) are never about the company's documents.
_GENERAL_TASK = re.compile(r"^\W*(translate\b|how do you say\b|what(?:'s| is) the \w+ word for\b|(what(?:'s| is)|calculate|compute)\s+[\d.,]+\s*(%|percent|\*|x|times|plus|minus|divided|of)\s*)", re.I)
_SPLIT = re.compile(r"\s*(?:,\s*and also|,\s*and then|,\s*and|;\s*and|\band also\b|\band then\b|;|\.\s+(?:also|and)\b)\s*", re.I)
_SPLIT_AND = re.compile(r"\s+and\s+(?=(?:check|tell|show|cancel|withdraw|what|how|when|where|is|are|can|could|please|also|look)\b)", re.I)


@dataclass
class RouteDecision:
    route: Route
    confidence: float
    top_cosine: float
    reason: str
    sub_intents: list[tuple[Route, str]] = field(default_factory=list)


def load_examples(path: Path) -> list[tuple[str, str]]:
    examples = []
    for line_no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            route = Route(row["route"]).value
        except (ValueError, KeyError) as exc:
            raise ValueError(f"{path.name} line {line_no}: {exc}") from exc
        examples.append((route, str(row["text"])))
    return examples


class ExampleRouter:
    def __init__(self, embedder: Embedder, examples: list[tuple[str, str]], k: int = 10, out_of_domain_below: float = 0.30, clarify_max_terms: int = 1, refuse_min_vote: float = 0.6, gray_zone: float = 0.0, matrix: np.ndarray | None = None) -> None:
        if not 0.0 <= gray_zone < 0.5:
            raise ValueError(f"router gray_zone must be in [0, 0.5), got {gray_zone}")
        self.refuse_min_vote = refuse_min_vote
        self.gray_zone = gray_zone
        self.embedder = embedder
        self.routes = [Route(r) for r, _ in examples]
        self.texts = [t for _, t in examples]
        if matrix is not None and len(matrix) == len(examples):  # the same examples embedded before (cached by revision)
            self.matrix = matrix
        else:
            self.matrix = embedder.embed(self.texts) if examples else np.zeros((0, embedder.dim), dtype=np.float32)
        self.k = k
        self.out_of_domain_below = out_of_domain_below
        self.clarify_max_terms = clarify_max_terms

    def neighbours(self, text: str) -> tuple[dict[Route, float], float]:
        if not self.texts:
            return {Route.KNOWLEDGE: 1.0}, 1.0
        q = self.embedder.embed([text])[0]
        sims = self.matrix @ q
        top = np.argsort(-sims)[: self.k]
        votes: dict[Route, float] = {}
        for i in top:
            votes[self.routes[i]] = votes.get(self.routes[i], 0.0) + max(float(sims[i]), 0.0)
        total = sum(votes.values()) or 1.0
        return {r: v / total for r, v in votes.items()}, float(sims[top[0]])

    def classify_one(self, text: str, evidence: str | None = None) -> RouteDecision:
        """Route one intent. `evidence` is the text whose words may justify a privileged route
        (the whole message, for one part of a multi-intent message: "check order 1043 and cancel it")."""
        votes, top = self.neighbours(text)
        route = max(votes, key=lambda r: (votes[r], -PRIVILEGE[r]))
        if route == Route.REFUSE and votes[route] < self.refuse_min_vote and len(votes) > 1:
            # Refusals that matter are decided by rules (injection, other tenant or person, fraud); a mere
            # majority of refusal examples that share a topic word ("expense policy") must not refuse.
            route = max((r for r in votes if r != Route.REFUSE), key=lambda r: (votes[r], -PRIVILEGE[r]))
        if top < self.out_of_domain_below - self.gray_zone:
            return RouteDecision(Route.OUT_OF_DOMAIN, 1.0 - top, top, f"top cosine {top:.2f} below {self.out_of_domain_below}")
        if top < self.out_of_domain_below + self.gray_zone:
            # Too close to the cut-off to call either way: asking back costs one turn, a confident wrong
            # "out of domain" (or an answer from unrelated documents) costs the user's trust.
            return RouteDecision(Route.CLARIFY, 0.5, top,
                                 f"top cosine {top:.2f} within ±{self.gray_zone:.2f} of the out-of-domain threshold {self.out_of_domain_below}: ask back")
        reason = f"{self.k}-NN vote {votes[route]:.2f}, top cosine {top:.2f}"
        evidence = evidence or text
        if _GENERAL_TASK.search(text):
            return RouteDecision(Route.OUT_OF_DOMAIN, 1.0, top, "a general-purpose task (translation, arithmetic)")
        gated: set[Route] = set()
        if not _ACTION_VERB.search(text):
            gated.add(Route.ACTION)
        if not _OWN_OBJECT.search(evidence) or (_PROCEDURAL.search(evidence) and not _OBJECT_ID.search(evidence)):
            gated |= {Route.LIVE_TOOL, Route.ACTION}
        if route in gated:
            # A tool request without the evidence is most often a question about the same topic.
            fallback = Route.LIVE_TOOL if route == Route.ACTION and Route.LIVE_TOOL not in gated else Route.KNOWLEDGE
            reason += f"; {route.value} needs {'an action verb' if fallback == Route.LIVE_TOOL else 'an object of the user own'} in the words, so {fallback.value}"
            route = fallback
        return RouteDecision(route, votes.get(route, 0.0), top, reason)

    def classify(self, text: str, *, tenant: str, user: str = "", known_tenants: tuple[str, ...] = (), has_history: bool = False, ambiguous_abbreviations: list[str] | None = None) -> RouteDecision:
        signals = injection_signals(text) + harmful_request_signals(text)
        if signals:
            return RouteDecision(Route.REFUSE, 1.0, 0.0, "instruction-like text: " + ", ".join(signals))
        other = mentions_other_tenant(text, tenant, known_tenants)
        if other:
            return RouteDecision(Route.REFUSE, 1.0, 0.0, f"asks about another tenant ({other})")
        person = mentions_other_person(text, user, tenant)
        if person:
            return RouteDecision(Route.REFUSE, 1.0, 0.0, f"asks about another person's records ({person})")
        if ambiguous_abbreviations:
            return RouteDecision(Route.CLARIFY, 1.0, 0.0, "ambiguous abbreviation: " + ", ".join(ambiguous_abbreviations))
        n_words = len(text.split())
        vague = len(content_terms(text)) <= self.clarify_max_terms and n_words <= 3
        dangling = bool(_REFERENCE_ONLY.search(text)) and n_words <= 3
        if (vague or dangling) and not has_history:
            first = self.classify_one(text)
            if first.route in (Route.SMALL_TALK, Route.OUT_OF_DOMAIN) and first.top_cosine >= 0.45:
                return first
            return RouteDecision(Route.CLARIFY, 1.0, first.top_cosine, "too little to go on")
        parts = [p.strip(" ,.?") for p in _SPLIT.split(text) if p and p.strip(" ,.?")]
        if len(parts) == 1:
            parts = [p.strip(" ,.?") for p in _SPLIT_AND.split(text) if p.strip(" ,.?")]
        parts = [p for p in parts if len(content_terms(p)) >= 2]
        if len(parts) >= 2:
            decisions = [self.classify_one(p, evidence=text) for p in parts]
            routes = {d.route for d in decisions}
            if len(routes) > 1:
                best = max(decisions, key=lambda d: PRIVILEGE[d.route])
                return RouteDecision(best.route, min(d.confidence for d in decisions), best.top_cosine, "multi-intent", [(d.route, p) for d, p in zip(decisions, parts)])
        return self.classify_one(text)
