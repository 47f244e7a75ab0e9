"""memU's pre-retrieval decision: RETRIEVE / NO_RETRIEVE with a `<rewritten_query>` (DESIGN.md, memU preset).

Single-message conversations keep the question as it is (memU skips the rewrite there); a rewrite that lost a
negation, number, name, version or date is rejected and the question is used.
"""

from __future__ import annotations

from querylab.contracts import Decision
from querylab.preservation import missing_protected
from querylab.parsing import parse_decision
from querylab.steps.env import StepEnv
from querylab.steps.names import StepName

NOTHING_RETRIEVED = "(nothing retrieved yet)"


class DecideStep:
    def __init__(self, env: StepEnv) -> None:
        self.env = env

    def run(self, question: str) -> Decision:
        env = self.env
        out = env.runner.call(env.trace, StepName.DECIDE, env.templates("decide"),
                              {"history": env.history_text, "query": question, "retrieved_content": NOTHING_RETRIEVED}, env.model_context())
        decision = parse_decision(out.text or "", question)
        if not decision.parsed:
            env.trace.event("degradation", "decision_unparsed", "no RETRIEVE/NO_RETRIEVE in the reply; defaulting to RETRIEVE with the original query", step=StepName.DECIDE.value)
        if not env.messages and decision.rewritten_query != question:
            decision = decision.model_copy(update={"rewritten_query": question})
        elif decision.rewritten_query != question:
            lost = missing_protected(question, decision.rewritten_query)
            if lost:
                env.trace.event("degradation", "rewrite_rejected", f"rewrite lost {lost}; using the original query", step=StepName.DECIDE.value)
                decision = decision.model_copy(update={"rewritten_query": question})
            else:
                env.trace.rewritten_query = decision.rewritten_query
        out.step.parsed = decision.model_dump()
        return decision
