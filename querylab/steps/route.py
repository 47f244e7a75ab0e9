"""The route step: the validated route contract (DESIGN.md, "Route contract").

Trust rules enforced here: a reply that fails to parse or validate becomes `clarify`, never a tool route; a
normalized query that lost a negation, number, name, version or date is replaced by the question itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from querylab.contracts import Route, RouteContract, Step
from querylab.lexicon import stems
from querylab.preservation import missing_in_parts, missing_protected
from querylab.parsing import parse_route
from querylab.steps.env import StepEnv
from querylab.steps.names import StepName


@dataclass
class RouteResult:
    contract: RouteContract
    step: Step
    reference_turn_ids: list[str]
    unparsed: str | None = None  # why the reply gave no valid contract (then the route is clarify)
    lost: list[str] | None = None  # what the router's normalized query lost (then the question is used)
    proposed_query: str | None = None  # the router's normalized query before the preservation guard


class RouteStep:
    def __init__(self, env: StepEnv) -> None:
        self.env = env

    def run(self, question: str, *, stream_to: Callable[[str], None] | None = None) -> RouteResult:
        """`stream_to` gets the reply's pieces as they arrive (the critical path speculates on the normalized
        query as soon as that field closes); the contract is read from the finished reply either way."""
        env = self.env
        tpl = env.templates("router")
        routes = ", ".join(r.value for r in Route)
        out = env.runner.call(env.trace, StepName.ROUTE, tpl, {"history": env.history_text, "question": question, "routes": routes}, env.model_context(),
                              stream_to=stream_to)
        parsed = parse_route(out.text or "", question, tpl.revision) if out.text is not None else None
        references: list[str] = []
        reason: str | None = None
        lost: list[str] = []
        proposed: str | None = None
        if parsed is None or parsed.contract is None:
            reason = parsed.error if parsed else "router unavailable"
            env.trace.event("degradation", "route_unparsed", f"{reason}; routed to clarify (never to a tool)", step=StepName.ROUTE.value)
            contract = RouteContract(route=Route.CLARIFY, original_query=question, normalized_query=question, needs_clarification=True, router_revision=tpl.revision)
        else:
            contract = parsed.contract
            proposed = contract.normalized_query
            references = self.referenced_turns(question, contract.normalized_query)
            lost = missing_protected(question, contract.normalized_query)
            if lost:
                env.trace.event("degradation", "normalization_rejected", f"normalized query lost {lost}; using the original query", step=StepName.ROUTE.value)
                contract = contract.model_copy(update={"normalized_query": question})
            lost_parts = missing_in_parts(question, [s.query for s in contract.sub_intents]) if len(contract.sub_intents) > 1 else []
            if lost_parts:  # a split that drops a fact is not used: the question is routed as a whole
                env.trace.event("degradation", "sub_intents_rejected", f"the sub-intents lost {lost_parts}; routing the question as a whole", step=StepName.ROUTE.value)
                contract = contract.model_copy(update={"sub_intents": []})
        out.step.parsed = contract.model_dump(mode="json")
        return RouteResult(contract, out.step, references, unparsed=reason, lost=lost or None, proposed_query=proposed)

    def referenced_turns(self, original: str, normalized: str) -> list[str]:
        """Earlier turns of this session whose words the normalized query borrowed (how "it" was resolved)."""
        added = stems(normalized) - stems(original)
        if not added:
            return []
        return [h.turn_id for h in reversed(self.env.history) if added & stems(h.question)][:1]
