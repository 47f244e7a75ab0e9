"""Scenario cards: short scripted conversations that walk one decision path each, checked against the corpus.

Why cards are data and not code: a team demoing QueryLab on its own documents writes its own cards (a
`scenarios.toml` per corpus, format in docs/scenarios.md), and each card states what it expects, so the same
file is a regression check. A card is played through the real engine (`Engine.ask`, one session per card):
nothing is canned, so a card whose path no longer happens (the judge now says "yes") is reported as stale
with what changed ("turn 1: expected judge no → yes, got yes").

The check runs on an isolated view of the engine (`checking_engine`): the same store, model and templates,
but its own trace store and tool state in a temporary folder, so checking cards adds no turns to anyone's
history and a card that proposes an action never touches the demo data a presenter is using.
"""

from __future__ import annotations

import copy
import hashlib
import logging
import tempfile
import tomllib
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from querylab.contracts import Principal, Route
from querylab.presets import PRESETS
from querylab.steps.names import StepName
from querylab.trace import Trace
from querylab.turn_view import route_label

if TYPE_CHECKING:  # pragma: no cover - typing only
    from querylab.engine import Engine

logger = logging.getLogger(__name__)

FILE_NAME = "scenarios.toml"
#: What a presenter view can open for a card (components/presenter.py draws each).
Focus = Literal["route", "rewrite", "channels", "security", "tool", "tiers", "isolation"]
FOCUSES: tuple[str, ...] = get_args(Focus)
#: memU's decision is shown in place of a route on presets without the router.
FIRST_DECISIONS = tuple(r.value for r in Route) + ("retrieve", "no_retrieve")


class ScenarioError(ValueError):
    """A scenario file that cannot be used; the message names the file, the card and the field."""


class Persona(BaseModel):
    """Who plays the card when it is about isolation; only honoured in demo-persona mode (QUERYLAB_DEMO_PERSONAS=1)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    tenant: str = Field(min_length=1)
    user: str | None = None
    groups: tuple[str, ...] | None = None


class Expectation(BaseModel):
    """What one turn of a card must show. Every field is optional; only the fields given are checked."""

    model_config = ConfigDict(extra="forbid")

    turn: int | None = Field(default=None, ge=1, description="1-based message number; default: the last")
    route: str | None = None
    verdicts: list[Literal["yes", "no", "unparsed"]] | None = None
    rewritten: bool | None = None
    resolved_reference: bool | None = None
    events: list[str] = Field(default_factory=list)
    no_events: list[str] = Field(default_factory=list)
    abstained: bool | None = None
    pending_action: bool | None = None
    tool_status: str | None = None
    tiers_read: list[str] | None = None
    retrieved_tenants: list[str] | None = None
    answer_contains: list[str] = Field(default_factory=list)

    @field_validator("route")
    @classmethod
    def _known_route(cls, value: str | None) -> str | None:
        if value is not None and value not in FIRST_DECISIONS:
            raise ValueError(f"unknown route {value!r}; one of {', '.join(FIRST_DECISIONS)}")
        return value


class Card(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9_-]*$")
    title: str = Field(min_length=1)
    decision: str = Field(min_length=1, description="the decision the card shows, in a few words")
    description: str = ""
    preset: str = "guarded"
    messages: list[str] = Field(min_length=1)
    persona: Persona | None = None
    focus: Focus | None = None
    expect: list[Expectation] = Field(min_length=1)

    @field_validator("preset")
    @classmethod
    def _known_preset(cls, value: str) -> str:
        if value not in PRESETS:
            raise ValueError(f"unknown preset {value!r}; one of {', '.join(PRESETS)}")
        return value

    @field_validator("messages")
    @classmethod
    def _no_blank_message(cls, value: list[str]) -> list[str]:
        for n, message in enumerate(value, start=1):
            if not message.strip():
                raise ValueError(f"message {n} is empty")
        return value

    @model_validator(mode="after")
    def _turns_exist(self) -> "Card":
        for e in self.expect:
            if e.turn is not None and e.turn > len(self.messages):
                raise ValueError(f"expect.turn {e.turn} but the card has {len(self.messages)} message(s)")
        return self

    def principal(self, default: Principal) -> Principal:
        """The card's persona (for isolation cards), else `default`; user and groups default to `default`'s."""
        if self.persona is None:
            return default
        return Principal(tenant=self.persona.tenant, user=self.persona.user or default.user,
                         groups=self.persona.groups if self.persona.groups is not None else default.groups)


@dataclass(frozen=True)
class Deck:
    """The cards of one corpus, in file order, and a digest of the file (part of the check's cache key)."""

    path: Path
    cards: tuple[Card, ...]
    digest: str

    def card(self, card_id: str) -> Card:
        for c in self.cards:
            if c.id == card_id:
                return c
        raise KeyError(card_id)


def deck_path(data_dir: Path, sample_corpus_dir: Path) -> Path:
    """A team's own cards (`<data_dir>/scenarios.toml`) win over the sample corpus's."""
    own = data_dir / FILE_NAME
    return own if own.exists() else sample_corpus_dir / FILE_NAME


def _where(loc: tuple, cards: list) -> str:
    """'card 'judge-rewrite': expect[0].verdicts' from a pydantic location inside the file."""
    if len(loc) >= 2 and loc[0] == "card" and isinstance(loc[1], int):
        raw = cards[loc[1]] if loc[1] < len(cards) else {}
        name = raw.get("id") if isinstance(raw, dict) and raw.get("id") else f"#{loc[1] + 1}"
        rest = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in loc[2:]).lstrip(".")
        return f"card {name!r}" + (f": {rest}" if rest else "")
    return ".".join(str(p) for p in loc) or "file"


class _File(BaseModel):
    model_config = ConfigDict(extra="forbid")

    card: list[Card] = Field(min_length=1)


def parse_deck(text: str, path: Path) -> Deck:
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(f"{path}: not valid TOML: {exc}") from None
    cards_raw = raw.get("card") if isinstance(raw.get("card"), list) else []
    try:
        parsed = _File.model_validate(raw)
    except ValidationError as exc:
        problems = [f"{_where(tuple(e['loc']), cards_raw)}: {e['msg']}" for e in exc.errors()]
        raise ScenarioError(f"{path}: " + "; ".join(problems)) from None
    seen: set[str] = set()
    for c in parsed.card:
        if c.id in seen:
            raise ScenarioError(f"{path}: card {c.id!r}: id: used by two cards")
        seen.add(c.id)
    return Deck(path, tuple(parsed.card), hashlib.sha256(text.encode("utf-8")).hexdigest()[:12])


def load_deck(path: Path) -> Deck:
    """Read and validate a scenario file; a bad file raises `ScenarioError` naming the card and field."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ScenarioError(f"{path}: no such scenario file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{path}: cannot be read: {exc}") from None
    return parse_deck(text, path)


# -- what a turn shows ------------------------------------------------------------------------------

def tiers_read(trace: Trace) -> list[str]:
    return list(dict.fromkeys(s.tier for s in trace.steps if s.name == StepName.RETRIEVE.value and s.tier))


def retrieved_tenants(trace: Trace) -> set[str]:
    hits = [h for c in trace.channels for h in c.hits] + list(trace.fused)
    return {str(h.metadata.get("tenant")) for h in hits}


def _arrow(items: list[str]) -> str:
    return " → ".join(items) if items else "(none)"


def differences(expect: Expectation, trace: Trace) -> list[str]:
    """What this turn did differently from the expectation, one phrase per field ([] when it kept its promise)."""
    out: list[str] = []
    if expect.route is not None and route_label(trace) != expect.route:
        out.append(f"expected route {expect.route}, got {route_label(trace)}")
    verdicts = [j.verdict for j in trace.judgements]
    if expect.verdicts is not None and verdicts != expect.verdicts:
        out.append(f"expected judge {_arrow(expect.verdicts)}, got {_arrow(verdicts)}")
    if expect.rewritten is not None and bool(trace.rewritten_query) != expect.rewritten:
        out.append("expected a rewrite after the judge's no, got none" if expect.rewritten else f"expected no rewrite, got {trace.rewritten_query!r}")
    if expect.resolved_reference is not None and bool(trace.reference_turn_ids) != expect.resolved_reference:
        out.append("expected a reference resolved from an earlier turn, got none" if expect.resolved_reference else "expected no reference to an earlier turn, got one")
    codes = [e.code for e in trace.events]
    for code in expect.events:
        if code not in codes:
            out.append(f"expected event {code}, got {', '.join(c for c in codes if c != 'offline_model') or 'no events'}")
    for code in expect.no_events:
        if code in codes:
            out.append(f"expected no event {code}, got it")
    if expect.abstained is not None and trace.abstained != expect.abstained:
        out.append("expected an abstention, got an answer" if expect.abstained else "expected an answer, got an abstention")
    if expect.pending_action is not None and (trace.pending_action is not None) != expect.pending_action:
        out.append("expected an action waiting for confirmation, got none" if expect.pending_action else "expected no pending action, got one")
    statuses = [c.status for c in trace.tool_calls]
    if expect.tool_status is not None and expect.tool_status not in statuses:
        out.append(f"expected tool status {expect.tool_status}, got {', '.join(statuses) or 'no tool call'}")
    if expect.tiers_read is not None and tiers_read(trace) != expect.tiers_read:
        out.append(f"expected tiers {_arrow(expect.tiers_read)}, got {_arrow(tiers_read(trace))}")
    if expect.retrieved_tenants is not None:
        foreign = retrieved_tenants(trace) - set(expect.retrieved_tenants)
        if foreign:
            out.append(f"expected chunks of {', '.join(expect.retrieved_tenants)} only, got chunks of {', '.join(sorted(foreign))}")
    for phrase in expect.answer_contains:
        if phrase.lower() not in trace.answer.lower():
            out.append(f"expected the answer to contain {phrase!r}")
    return out


@dataclass
class CardCheck:
    """A card's promise against what the engine did: `stale` lists what changed, turn by turn."""

    card_id: str
    stale: list[str] = field(default_factory=list)
    turn_ids: list[str] = field(default_factory=list)
    error: str | None = None

    @property
    def ok(self) -> bool:
        return not self.stale and self.error is None

    def summary(self) -> str:
        if self.error:
            return f"could not be played: {self.error}"
        return "plays its path" if not self.stale else "stale: " + "; ".join(self.stale)


def check_traces(card: Card, traces: list[Trace]) -> CardCheck:
    result = CardCheck(card.id, turn_ids=[t.turn_id for t in traces])
    for e in card.expect:
        n = e.turn or len(card.messages)
        if n > len(traces):
            result.stale.append(f"turn {n}: not played")
            continue
        result.stale += [f"turn {n}: {d}" for d in differences(e, traces[n - 1])]
    return result


# -- playing ----------------------------------------------------------------------------------------

def play(engine: "Engine", card: Card, principal: Principal | None = None, session_id: str | None = None,
         on_turn: Callable[[Trace], None] | None = None) -> list[Trace]:
    """Every message of `card` through `engine.ask` in one session, as if typed; returns the turns' traces."""
    who = card.principal(principal or engine.settings.principal())
    session = session_id or f"card-{card.id}-{uuid.uuid4().hex[:6]}"
    traces: list[Trace] = []
    for message in card.messages:
        trace = engine.ask(message, principal=who, session_id=session, preset=card.preset)
        traces.append(trace)
        if on_turn is not None:
            on_turn(trace)
    return traces


def checking_engine(engine: "Engine", scratch: Path) -> "Engine":
    """The engine with its own trace store and tool state under `scratch`: same corpus, model and templates."""
    from querylab.tools import ToolService
    from querylab.tracestore import TraceStore

    view = copy.copy(engine)
    view.traces = TraceStore(scratch / "traces.sqlite")
    view.tools = ToolService(engine.settings.sample_corpus_dir / "tools", scratch)
    return view


def check_card(engine: "Engine", card: Card) -> CardCheck:
    """Play `card` on an isolated view of `engine` and compare each turn with its expectations."""
    with tempfile.TemporaryDirectory(prefix="ql-cards-") as tmp:
        try:
            traces = play(checking_engine(engine, Path(tmp)), card)
        except Exception as exc:  # a broken card must not hide the other cards' results
            logger.exception("scenario card %s could not be played", card.id)
            return CardCheck(card.id, error=f"{type(exc).__name__}: {exc}")
        return check_traces(card, traces)


def check_deck(engine: "Engine", deck: Deck, on_card: Callable[[CardCheck], None] | None = None) -> dict[str, CardCheck]:
    out: dict[str, CardCheck] = {}
    for card in deck.cards:
        out[card.id] = check_card(engine, card)
        if on_card is not None:
            on_card(out[card.id])
    return out


def check_key(engine: "Engine", deck: Deck) -> tuple[str, int, str, str]:
    """What a check's result depends on: the card file, the corpus version and the model behind the engine."""
    return (deck.digest, engine.store.version, engine.llm.name, engine.llm.model)
