"""Typed contracts shared across the engine (see DESIGN.md, "Contracts").

Pydantic models so that a trace serialises to JSON and back without loss, and so that a model's
route proposal is *validated* rather than trusted.
"""

from __future__ import annotations

from datetime import datetime, timezone
from enum import Enum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

#: Longer questions are cut: a chat message this long is a paste accident or an attack, and every step
#: (router, judge, rewrite, answer) would carry it into its prompt and the trace. A rewrite (additive: the
#: question plus names and synonyms) is held to the same bound.
MAX_QUESTION_CHARS = 4000


class Route(str, Enum):
    KNOWLEDGE = "knowledge"
    LIVE_TOOL = "live_tool"
    ACTION = "action"
    SMALL_TALK = "small_talk"
    CLARIFY = "clarify"
    REFUSE = "refuse"
    OUT_OF_DOMAIN = "out_of_domain"


#: Privilege order used to count escalations (DESIGN.md). Equal values are equally privileged.
PRIVILEGE: dict[Route, int] = {
    Route.SMALL_TALK: 0,
    Route.CLARIFY: 0,
    Route.REFUSE: 0,
    Route.OUT_OF_DOMAIN: 0,
    Route.KNOWLEDGE: 1,
    Route.LIVE_TOOL: 2,
    Route.ACTION: 3,
}


class Principal(BaseModel):
    """Who is asking. Built only from trusted configuration or authentication, never from chat text."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    tenant: str
    user: str
    groups: tuple[str, ...] = ()


class OwnObject(BaseModel):
    """One of the principal's own objects as the tool service holds it: the router's trusted context (never the
    question's or a reply's), so that a number can be known as the user's and "my key order" as one of several."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    kind: Literal["order", "refund", "claim"]
    label: str = ""  # what it is, in the words people call it by (the items, the claim's description, its status)


class Scope(BaseModel):
    """The filters every channel and tool applies. Derived from the principal and the server clock."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    tenant: str
    user: str
    groups: tuple[str, ...] = ()
    as_of: datetime

    @classmethod
    def for_principal(cls, principal: Principal, now: datetime | None = None) -> "Scope":
        return cls(
            tenant=principal.tenant,
            user=principal.user,
            groups=principal.groups,
            as_of=now or datetime.now(timezone.utc),
        )

    def chroma_where(self) -> dict[str, Any]:
        """The metadata filter in Chroma's `where` syntax. Only the tenant is a hard filter here."""
        return {"tenant": self.tenant}


class SubIntent(BaseModel):
    model_config = ConfigDict(extra="forbid")

    route: Route
    query: str


class RouteContract(BaseModel):
    """The router's validated output. Unknown fields are rejected: a bad proposal fails loudly."""

    model_config = ConfigDict(extra="forbid")

    route: Route
    original_query: str
    normalized_query: str
    topic: str = ""
    time_constraint: str | None = None
    needs_clarification: bool = False
    sub_intents: list[SubIntent] = Field(default_factory=list)
    router_revision: str = ""
    confidence: float | None = None


class Decision(BaseModel):
    """memU-style pre-retrieval decision."""

    retrieve: bool
    rewritten_query: str
    parsed: bool = True


class JudgeVerdict(BaseModel):
    """RAG Me Up-style judge: first word yes/no, then a motivation."""

    verdict: Literal["yes", "no", "unparsed"]
    motivation: str = ""
    round: int = 1
    #: The constraint the motivation says failed ("the documents give the per diem for Japan, not for South
    #: Korea") or matched ("matches: South Korea"); "" when it names none (an LLM's free text, usually).
    constraint: str = ""


class Hit(BaseModel):
    """One ranked chunk from one channel. Keyed by chunk id, never by text."""

    chunk_id: str
    doc_id: str = ""
    rank: int
    score: float
    text: str = ""
    metadata: dict[str, Any] = Field(default_factory=dict)


class ChannelResult(BaseModel):
    name: str  # "<source>-<retriever>": source from `querylab.steps.names.ChannelSource`
    round: int = 1
    query: str
    retriever: str
    filters: dict[str, Any] = Field(default_factory=dict)
    hits: list[Hit] = Field(default_factory=list)
    duration_ms: float = 0.0
    error: str | None = None
    weight: float = 1.0


class FusedHit(BaseModel):
    chunk_id: str
    doc_id: str = ""
    score: float
    rank: int
    ranks: dict[str, int] = Field(default_factory=dict)
    text: str = ""
    metadata: dict[str, Any] = Field(default_factory=dict)


class Citation(BaseModel):
    index: int
    chunk_id: str
    doc_id: str
    source: str
    title: str = ""
    snippet: str = ""


class Usage(BaseModel):
    prompt_tokens: int = 0
    completion_tokens: int = 0


class Event(BaseModel):
    """Something the user should see: a degradation, a security decision, an error."""

    kind: Literal["degradation", "security", "error", "info"]
    code: str
    message: str
    step: str | None = None


class Step(BaseModel):
    """One box of the turn diagram as it ran. `name` is a `querylab.steps.names.StepName` value; the round
    (1, or 2 after a rewrite), memU's tier and discarded speculative work are fields, not parts of the name."""

    name: str
    round: int = 1
    tier: str | None = None
    speculative: bool = False
    template: str | None = None
    revision: str | None = None
    system: str | None = None
    user: str | None = None
    raw_output: str | None = None
    parsed: Any = None
    started_at: float = 0.0
    duration_ms: float = 0.0
    usage: Usage = Field(default_factory=Usage)
    backend: str | None = None
    model: str | None = None
    error: str | None = None
    parallel_group: str | None = None
    #: True: the reply was constrained to a JSON schema (`response_format`); False: the step has a schema but
    #: the backend asked for free text; None: a free-text step, or a backend without the notion (offline).
    constrained: bool | None = None

    @property
    def label(self) -> str:
        """How the workbench names the step: "judge", "judge · round 2", "sufficiency · tier1-summaries",
        "answer · discarded" (speculative work that was not used)."""
        return " · ".join([self.name] + ([f"round {self.round}"] if self.round != 1 else []) + ([self.tier] if self.tier else [])
                          + (["discarded"] if self.speculative else []))

    @property
    def key(self) -> str:
        """The step's identity within a turn in one short string: "judge", "judge@2" (round 2),
        "sufficiency#tier1-summaries" (memU tier), "answer~speculative" (discarded speculative work)."""
        return self.name + (f"@{self.round}" if self.round != 1 else "") + (f"#{self.tier}" if self.tier else "") + ("~speculative" if self.speculative else "")
