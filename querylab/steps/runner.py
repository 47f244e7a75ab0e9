"""One LLM call of a step: render a template, call the model, record everything in the trace.

A backend failure never escapes: it becomes a degradation event and the caller gets `None` as the text, then
applies the step's documented default.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable

from querylab.contracts import Step, Usage
from querylab.llm.base import LLM, LLMError, LLMRequest
from querylab.steps.names import StepName
from querylab.templates import PromptTemplate
from querylab.trace import Trace


@dataclass
class StepOutput:
    text: str | None
    step: Step


@dataclass(frozen=True)
class LLMCall:
    """Everything that decides a model call's reply. Two equal calls ask the model the same thing."""

    name: StepName
    template: PromptTemplate
    variables: dict[str, Any]
    context: dict[str, Any]
    round: int = 1
    tier: str | None = None

    def run(self, runner: "StepRunner", trace: Trace, **kwargs: Any) -> StepOutput:
        return runner.call(trace, self.name, self.template, self.variables, self.context, round=self.round, tier=self.tier, **kwargs)


class StepRunner:
    def __init__(self, llm: LLM, on_step: Callable[[Step], None] | None = None) -> None:
        self.llm = llm
        self.on_step = on_step

    def call(
        self,
        trace: Trace,
        name: StepName,
        template: PromptTemplate,
        variables: dict[str, Any],
        context: dict[str, Any] | None = None,
        *,
        round: int = 1,
        tier: str | None = None,
        stream_to: Callable[[str], None] | None = None,
        max_tokens: int = 512,
        parallel_group: str | None = None,
    ) -> StepOutput:
        label = StepName(name).value
        system, user = template.render(**{k: variables[k] for k in template.variables})
        identity = getattr(self.llm, "identity_for", None)  # a per-step choice of backend (llm/per_step.py)
        backend, model = identity(template.name) if callable(identity) else (self.llm.name, self.llm.model)
        step = Step(
            name=label,
            round=round,
            tier=tier,
            template=template.name,
            revision=template.revision,
            system=system,
            user=user,
            started_at=time.time(),
            backend=backend,
            model=model,
            parallel_group=parallel_group,
        )
        request = LLMRequest(task=template.name, system=system, user=user, variables={**variables, **(context or {})}, max_tokens=max_tokens)
        t0 = time.perf_counter()
        text: str | None = None
        finish_reason: str | None = None
        try:
            if stream_to is not None:
                pieces = []
                for piece in self.llm.stream(request):
                    pieces.append(piece)
                    stream_to(piece)
                text = "".join(pieces)
                usage = getattr(self.llm, "last_usage", None)
                step.usage = Usage(prompt_tokens=usage[0], completion_tokens=usage[1]) if usage else Usage(prompt_tokens=len(system + user) // 4, completion_tokens=len(text) // 4)
                finish_reason = getattr(self.llm, "last_finish_reason", None)
                step.constrained = getattr(self.llm, "last_constrained", None)
            else:
                response = self.llm.complete(request)
                text = response.text
                step.usage = Usage(prompt_tokens=response.prompt_tokens, completion_tokens=response.completion_tokens)
                step.model = response.model
                finish_reason = response.finish_reason
                step.constrained = response.constrained
        except LLMError as exc:
            step.error = str(exc)
            trace.event("degradation", f"{label}_failed", f"{label} step failed ({exc.kind}): {exc}", step=label)
        except Exception as exc:  # a backend bug must not take the turn down
            step.error = f"{type(exc).__name__}: {exc}"
            trace.event("error", f"{label}_crashed", f"{label} step raised {type(exc).__name__}: {exc}", step=label)
        if finish_reason == "length":  # a cut-off reply may still parse; the user must see it is incomplete
            trace.event("degradation", f"{label}_truncated", f"the model's {label} reply was cut off at the token limit ({max_tokens}); it may be incomplete", step=label)
        elif finish_reason == "interrupted":  # llama.cpp's server ends a stream early when another request waits
            trace.event("degradation", f"{label}_interrupted", f"the server ended the model's {label} reply early, without a finish reason; it may be incomplete", step=label)
        step.duration_ms = (time.perf_counter() - t0) * 1000
        step.raw_output = text
        trace.steps.append(step)
        if self.on_step:
            self.on_step(step)
        return StepOutput(text, step)
