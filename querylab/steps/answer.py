"""The answer with citations, and the turn's other endings: an abstention ("the corpus has no answer") and the
fixed reply of a route that retrieves nothing."""

from __future__ import annotations

import re

from querylab.contracts import Citation, FusedHit, Route
from querylab.steps.env import StepEnv, hits_block
from querylab.steps.names import StepName
from querylab.steps.runner import LLMCall, StepOutput

ABSTAIN_ANSWER = "The corpus has no answer to this question."
NO_RETRIEVAL_DOCUMENTS = "(no documents: retrieval was not needed)"
ANSWER_MAX_TOKENS = 700
ROUTE_REPLIES = {
    Route.SMALL_TALK: "Hello! I can answer questions about your company's policies and documents, or look up your orders, refunds and reimbursements.",
    Route.CLARIFY: "Could you say a little more? For example, which policy, order or request do you mean?",
    Route.REFUSE: "I can't help with that request. It has been logged.",
    Route.OUT_OF_DOMAIN: "That is outside what this assistant covers: it answers from your company's documents.",
    Route.LIVE_TOOL: "Looking up your records needs a live tool, which is not available in this configuration.",
    Route.ACTION: "Changing your records needs an action tool, which is not available in this configuration.",
}


def citations(text: str, hits: list[FusedHit]) -> list[Citation]:
    """The passages the answer cites as [n], in order; numbers outside the shown passages are ignored."""
    cited = sorted({int(n) for n in re.findall(r"\[(\d+)\]", text) if 1 <= int(n) <= len(hits)})
    return [
        Citation(index=n, chunk_id=hits[n - 1].chunk_id, doc_id=hits[n - 1].doc_id, source=str(hits[n - 1].metadata.get("source", "")),
                 title=str(hits[n - 1].metadata.get("title", "")), snippet=hits[n - 1].text[:240])
        for n in cited
    ]


class AnswerStep:
    def __init__(self, env: StepEnv) -> None:
        self.env = env

    def request(self, hits: list[FusedHit], question: str, *, no_retrieval: bool = False) -> tuple[LLMCall, list[str]]:
        env = self.env
        block, texts = hits_block(hits[: env.top_k])
        if no_retrieval:
            block, texts = NO_RETRIEVAL_DOCUMENTS, []
        call = LLMCall(StepName.ANSWER, env.templates("answer"), {"documents": block, "question": question, "history": env.history_text}, env.model_context(texts))
        return call, texts

    def finish(self, out: StepOutput, hits: list[FusedHit], texts: list[str]) -> None:
        """The answer and its citations into the trace; a failed call shows the best passages instead."""
        env = self.env
        if out.text is None or not out.text.strip():
            env.trace.event("degradation", "answer_failed", "no answer from the model; showing the best passages instead", step=StepName.ANSWER.value)
            text = "\n".join(f"[{i}] {t[:300]}" for i, t in enumerate(texts[:3], start=1)) or ABSTAIN_ANSWER
        else:
            text = out.text
        env.trace.answer = text
        env.trace.citations = citations(text, hits[: env.top_k]) if texts else []

    def run(self, hits: list[FusedHit], question: str, *, no_retrieval: bool = False, parallel_group: str | None = None) -> None:
        call, texts = self.request(hits, question, no_retrieval=no_retrieval)
        out = call.run(self.env.runner, self.env.trace, stream_to=self.env.on_token, max_tokens=ANSWER_MAX_TOKENS, parallel_group=parallel_group)
        self.finish(out, hits, texts)


def abstain(env: StepEnv) -> None:
    env.trace.abstained = True
    env.trace.event("info", "abstained", "the judge found no answer in the documents, after one rewrite")
    env.reply(ABSTAIN_ANSWER)


def reply_for_route(env: StepEnv, route: Route) -> None:
    """End a turn whose route retrieves nothing with that route's fixed reply (a refusal is a security event)."""
    if route == Route.REFUSE:
        env.trace.event("security", "refused", f"request refused for tenant {env.scope.tenant}, user {env.scope.user}")
    env.trace.abstained = route in (Route.OUT_OF_DOMAIN, Route.REFUSE)
    env.reply(ROUTE_REPLIES[route])
