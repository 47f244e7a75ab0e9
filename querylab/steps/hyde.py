"""HyDE: retrieve with a hypothetical document instead of the question (RAG Me Up option; the judge loop is off)."""

from __future__ import annotations

from querylab.steps.env import StepEnv
from querylab.steps.names import StepName


class HydeStep:
    def __init__(self, env: StepEnv) -> None:
        self.env = env

    def run(self, question: str) -> str | None:
        """The hypothetical document, or None (a degradation event) when the model wrote none."""
        env = self.env
        out = env.runner.call(env.trace, StepName.HYDE, env.templates("hyde"), {"question": question}, env.model_context())
        text = (out.text or "").strip()
        out.step.parsed = text
        if not text:
            env.trace.event("degradation", "hyde_failed", "no hypothetical document; retrieving with the question", step=StepName.HYDE.value)
            return None
        return text
