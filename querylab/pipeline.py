"""A preset's pipeline: builds one `Turn` (querylab/turn.py) per question and always returns a readable trace.

The presets in `presets.py` switch steps of this one pipeline on and off; they are not separate programs.
Trust rules enforced by the steps, in code:
- filters come from the principal's `Scope`; no rewrite, document or model reply can change them;
- a route that fails to parse becomes `clarify`; a rewrite that loses a negation, number, name, version or
  date is rejected and the original query is used;
- retrieved text reaches prompts escaped, and instruction-like text in it is flagged in the trace.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from querylab.channels import ChannelRunner
from querylab.contracts import Principal, Scope, Step
from querylab.llm.base import LLM
from querylab.presets import Preset
from querylab.steps.answer import ABSTAIN_ANSWER, ROUTE_REPLIES
from querylab.steps.env import StepEnv
from querylab.steps.retrieve import RetrievalUnavailable
from querylab.steps.runner import StepRunner
from querylab.templates import PromptTemplate
from querylab.tools import ToolService
from querylab.trace import Trace
from querylab.turn import RETRIEVAL_UNAVAILABLE_ANSWER, Turn

logger = logging.getLogger(__name__)

TURN_FAILED_ANSWER = "Something went wrong in this turn; the trace shows where."

__all__ = ["ABSTAIN_ANSWER", "RETRIEVAL_UNAVAILABLE_ANSWER", "ROUTE_REPLIES", "Pipeline", "RetrievalUnavailable", "TurnOptions"]


@dataclass
class TurnOptions:
    """Per-turn overrides from the UI or command line (never from the chat text)."""

    template_overrides: dict[str, PromptTemplate] = field(default_factory=dict)
    top_k: int | None = None
    rrf_k: int | None = None  # the fusion constant for this turn (None: the configured one)
    depth: int | None = None  # chunks asked of each channel and kept after fusion (None: 2 × top-k)
    answer: bool = True  # False: stop before the answer step (retrieval evaluation reads channels and verdicts only)
    on_step: Callable[[Step], None] | None = None
    on_token: Callable[[str], None] | None = None
    knobs: Any = None  # the offline model's KnobSet for this turn (querylab.knobs); None = the model's own

    def __post_init__(self) -> None:
        if self.rrf_k is not None and self.rrf_k < 0:
            raise ValueError(f"rrf_k must be 0 or more, got {self.rrf_k}")
        if self.top_k is not None and self.top_k < 1:
            raise ValueError(f"top_k must be 1 or more, got {self.top_k}")
        if self.depth is not None and self.depth < 1:
            raise ValueError(f"depth must be 1 or more, got {self.depth}")


class Pipeline:
    def __init__(
        self,
        llm: LLM,
        channels: ChannelRunner,
        templates: Callable[[str], PromptTemplate],
        preset: Preset,
        known_tenants: Callable[[], tuple[str, ...]] = lambda: (),
        document_text: Callable[..., str] | None = None,  # (doc_id, tenant, groups) -> text
        rrf_k: int = 60,
        tools: ToolService | None = None,
    ) -> None:
        self.tools = tools
        self.llm = llm
        self.channels = channels
        self.templates = templates
        self.preset = preset
        self.known_tenants = known_tenants
        self.document_text = document_text
        self.rrf_k = rrf_k

    def limits(self, opts: TurnOptions) -> tuple[int, int]:
        """(top_k, rrf_k) of a turn: its options where given, else the preset's top-k and the configured k."""
        return opts.top_k or self.preset.top_k, self.rrf_k if opts.rrf_k is None else opts.rrf_k

    def turn(self, trace: Trace, scope: Scope, history: list[Trace], options: TurnOptions, llm: LLM | None = None) -> Turn:
        """The steps of one turn over `trace`; `llm` replaces the pipeline's model (the critical path's
        speculative turn uses one that can be cancelled)."""
        top_k, rrf_k = self.limits(options)

        def template(name: str) -> PromptTemplate:
            return options.template_overrides.get(name) or self.templates(name)

        env = StepEnv(trace=trace, scope=scope, runner=StepRunner(llm or self.llm, options.on_step), templates=template,
                      history=history, top_k=top_k, rrf_k=rrf_k, depth=options.depth or 2 * top_k, known_tenants=tuple(self.known_tenants()), on_token=options.on_token, knobs=options.knobs,
                      own_objects=self.tools.own_objects(scope.tenant, scope.user) if self.tools is not None else (),
                      colleagues=self.tools.colleagues(scope.tenant, scope.user) if self.tools is not None else ())
        return Turn(self if llm is None else _with_llm(self, llm), env, options)

    def run(self, question: str, principal: Principal, session_id: str, history: list[Trace], options: TurnOptions | None = None) -> Trace:
        opts = options or TurnOptions()
        top_k, rrf_k = self.limits(opts)
        t0 = time.perf_counter()
        scope = Scope.for_principal(principal)
        trace = Trace(
            session_id=session_id,
            preset=self.preset.name,
            backend=self.llm.name,
            model=self.llm.model,
            offline_model=bool(getattr(self.llm, "offline", False)),
            principal=principal,
            question=question,
            history_turn_ids=[h.turn_id for h in history],
            config={"top_k": top_k, "rrf_k": rrf_k, "preset": self.preset.name},
        )
        if opts.knobs is not None:  # the knob revisions, next to the steps' template revisions
            trace.config["knobs"] = opts.knobs.revisions()
        choices = getattr(self.llm, "choices", None)
        if callable(choices):  # QUERYLAB_STEP_BACKENDS: the steps served by another backend than the turn's
            trace.config["step_backends"] = choices()
        if trace.offline_model:
            trace.event("info", "offline_model", "Answered by the embedded offline model (no API key configured).")
        turn = self.turn(trace, scope, history, opts)
        try:
            try:
                turn.execute()
            finally:
                if turn.speculation is not None:
                    turn.speculation.close()
        except RetrievalUnavailable:  # the event is already in the trace; say so instead of "no answer"
            turn.env.say(RETRIEVAL_UNAVAILABLE_ANSWER)
        except Exception as exc:  # the turn always ends with a trace the user can read
            logger.exception("turn failed")
            trace.event("error", "turn_failed", f"{type(exc).__name__}: {exc}")
            if not trace.answer:
                turn.env.reply(TURN_FAILED_ANSWER)
        trace.duration_ms = (time.perf_counter() - t0) * 1000
        return trace


def _with_llm(pipeline: Pipeline, llm: LLM) -> Pipeline:
    return Pipeline(llm, pipeline.channels, pipeline.templates, pipeline.preset, pipeline.known_tenants,
                    pipeline.document_text, pipeline.rrf_k, pipeline.tools)
