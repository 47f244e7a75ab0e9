"""The trace of one turn: everything the workbench shows, in one serialisable object."""

from __future__ import annotations

import time
import uuid
from contextlib import contextmanager
from typing import Any, Iterator

from pydantic import BaseModel, Field

from querylab.tools.registry import ToolCall
from querylab.tools.service import PendingAction
from querylab.contracts import (
    ChannelResult,
    Citation,
    Decision,
    Event,
    FusedHit,
    JudgeVerdict,
    Principal,
    RouteContract,
    Step,
)


class Trace(BaseModel):
    turn_id: str = Field(default_factory=lambda: uuid.uuid4().hex[:12])
    session_id: str = ""
    preset: str = ""
    backend: str = ""
    model: str = ""
    offline_model: bool = False
    principal: Principal | None = None
    question: str = ""
    history_turn_ids: list[str] = Field(default_factory=list)
    reference_turn_ids: list[str] = Field(default_factory=list)  # earlier turns a reference ("it") was resolved from
    reused_documents_from: str | None = None  # RAG Me Up follow-up: the turn whose documents were reused
    route: RouteContract | None = None
    decision: Decision | None = None
    channels: list[ChannelResult] = Field(default_factory=list)
    fused: list[FusedHit] = Field(default_factory=list)
    judge: JudgeVerdict | None = None
    judgements: list[JudgeVerdict] = Field(default_factory=list)
    rewritten_query: str | None = None
    answer: str = ""
    abstained: bool = False
    citations: list[Citation] = Field(default_factory=list)
    tool_calls: list[ToolCall] = Field(default_factory=list)
    pending_action: PendingAction | None = None
    events: list[Event] = Field(default_factory=list)
    steps: list[Step] = Field(default_factory=list)
    config: dict[str, Any] = Field(default_factory=dict)
    started_at: float = Field(default_factory=time.time)
    duration_ms: float = 0.0

    def event(self, kind: str, code: str, message: str, step: str | None = None) -> Event:
        ev = Event(kind=kind, code=code, message=message, step=step)  # type: ignore[arg-type]
        self.events.append(ev)
        return ev

    @contextmanager
    def timed(self, name: str, **fields: Any) -> Iterator[Step]:
        """Record a non-LLM step (retrieval, fusion) with its duration."""
        step = Step(name=name, started_at=time.time(), **fields)
        t0 = time.perf_counter()
        try:
            yield step
        finally:
            step.duration_ms = (time.perf_counter() - t0) * 1000
            self.steps.append(step)

    def to_json(self, indent: int | None = None) -> str:
        return self.model_dump_json(indent=indent)

    @classmethod
    def from_json(cls, data: str) -> "Trace":
        return cls.model_validate_json(data)
