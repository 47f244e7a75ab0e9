"""The tool step: an allow-listed live tool or action, chosen by the user's own words.

A tool's parameters must appear in the user's message (or this principal's own earlier messages, for "cancel
it"); never in a document, a rewrite or a model reply. The tool service authorizes server-side: a live tool shows
only the principal's own objects, and an action is only proposed here (it runs after explicit confirmation).
"""

from __future__ import annotations

from dataclasses import dataclass

from querylab.contracts import Route
from querylab.security import injection_signals
from querylab.steps.env import StepEnv
from querylab.steps.names import StepName
from querylab.tools import ToolService, select_tool
from querylab.tools.format import describe


@dataclass
class ToolOutcome:
    reply: str | None  # what the tool step said (already in the answer)
    fallback: Route | None = None  # no tool may run: end the turn with this route's fixed reply


class ToolStep:
    def __init__(self, env: StepEnv, tools: ToolService | None) -> None:
        self.env = env
        self.tools = tools

    def run(self, route: Route, text: str) -> ToolOutcome:
        env, trace = self.env, self.env.trace
        if self.tools is None:
            return ToolOutcome(None, fallback=route)
        own_ids_from = ""
        selection = select_tool(route, text)
        if selection.params is None and selection.spec is not None:
            # "cancel it": ids may come from this principal's own earlier turns in this session, never from documents.
            for msg in reversed(env.messages):
                if msg["role"] == "user":
                    retry = select_tool(route, f"{text} {msg['content']}")
                    if retry.params is not None and retry.spec == selection.spec:
                        selection, own_ids_from = retry, msg["content"]
                        break
        own_words = f"{trace.question} {own_ids_from}".lower()
        if selection.params is not None and any(str(v).lower() not in own_words for v in selection.params.model_dump().values() if v):
            trace.event("security", "tool_parameter_not_from_user", f"{selection.spec.name} parameters {selection.params.model_dump()} do not appear in the user's own words; not run", step=StepName.TOOL.value)
            return ToolOutcome(None, fallback=Route.CLARIFY)
        if injection_signals(trace.question):
            trace.event("security", "tool_refused", "instruction-like text in the question; no tool is run", step=StepName.TOOL.value)
            return ToolOutcome(None, fallback=Route.REFUSE)
        with trace.timed(StepName.TOOL.value) as step:
            if selection.spec is None or selection.params is None:
                reply = (f"None of the tools here can {'make that change' if route == Route.ACTION else 'look that up'} ({selection.error}): they "
                         "cover your orders, refunds and expense reimbursements. The documents give the policy, not your own figures."
                         if selection.spec is None else
                         f"I could not tell which of your records you mean ({selection.error}). Please give the order, refund or request number.")
                step.parsed = {"selected": selection.spec.name if selection.spec else None, "error": selection.error}
                env.say(reply)  # streamed like every other reply (`querylab ask` prints only what streams)
                return ToolOutcome(reply)
            if selection.spec.kind == "live_tool":
                call = self.tools.lookup(trace.principal, selection.spec.name, selection.params)
            else:
                call, pending = self.tools.propose(trace.principal, selection.spec.name, selection.params)
                trace.pending_action = pending
            step.parsed = call.model_dump(mode="json") | ({"ids_from_earlier_turn": own_ids_from} if own_ids_from else {})
        trace.tool_calls.append(call)
        if call.status in ("not_found", "denied"):
            trace.event("security" if call.status == "denied" else "info", f"tool_{call.status}", call.message, step=StepName.TOOL.value)
        reply = describe(call)
        env.say(reply)
        return ToolOutcome(reply)
