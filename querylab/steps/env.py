"""What the steps of one turn share: where they record (the trace), how they call the model, which template
revision they render, and the conversation so far. Built once per turn by `querylab.turn.Turn`.

Why one object: every step needs the same five things, and passing them one by one would make each `run()`
signature about plumbing instead of the decision. A step reads this environment, never another step.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from querylab.contracts import FusedHit, OwnObject, Scope
from querylab.steps.runner import StepRunner
from querylab.templates import PromptTemplate
from querylab.trace import Trace

NO_HISTORY = "(no earlier messages)"


def conversation_messages(history: Sequence[Any]) -> list[dict[str, str]]:
    """Earlier turns (traces, or anything with `question` and `answer`) as chat messages."""
    messages: list[dict[str, str]] = []
    for h in history:
        messages.append({"role": "user", "content": h.question})
        messages.append({"role": "assistant", "content": h.answer})
    return messages


def history_text(messages: Sequence[dict[str, Any]]) -> str:
    """The last eight messages as the templates show them ("role: content", each cut at 600 characters).
    Route evaluation renders its cases' histories with this too, so its prompts are a turn's."""
    if not messages:
        return NO_HISTORY
    return "\n".join(f"{m['role']}: {str(m['content'])[:600]}" for m in list(messages)[-8:])


def passages_block(texts: Sequence[str], titles: Sequence[str] | None = None, max_chars: int | None = None) -> str:
    """Passages as the prompts show them: "[i] (title) text" (or "[i] text" without titles), one per
    paragraph. The evaluation renders its cases with this too, so its prompts are the pipeline's."""
    parts = []
    for i, text in enumerate(texts, start=1):
        body = text if max_chars is None else text[:max_chars]
        parts.append(f"[{i}] ({titles[i - 1]}) {body}" if titles is not None and titles[i - 1] else f"[{i}] {body}")
    return "\n\n".join(parts) or "(no documents)"


def hits_block(hits: Sequence[FusedHit], max_chars: int | None = None) -> tuple[str, list[str]]:
    """(the numbered passages a prompt shows, their texts) for ranked hits, titled by the document."""
    texts = [h.text for h in hits]
    return passages_block(texts, hit_titles(hits), max_chars), texts


def hit_titles(hits: Sequence[FusedHit]) -> list[str]:
    """Each hit's document title (its source name when untitled), as the prompts show it."""
    return [h.metadata.get("title") or h.metadata.get("source", "") for h in hits]


@dataclass
class StepEnv:
    trace: Trace
    scope: Scope
    runner: StepRunner
    templates: Callable[[str], PromptTemplate]
    history: list[Any] = field(default_factory=list)  # this principal's earlier traces in this session
    top_k: int = 5
    rrf_k: int = 60
    depth: int = 10  # chunks asked of each channel and kept after fusion (2 × top-k unless evaluation asks more)
    known_tenants: tuple[str, ...] = ()
    on_token: Callable[[str], None] | None = None
    messages: list[dict[str, str]] | None = None  # the conversation as chat messages (default: from `history`)
    knobs: Any = None  # this turn's offline-model knob revisions (querylab.knobs.KnobSet); None: the model's own
    own_objects: tuple[OwnObject, ...] = ()  # the principal's own objects, from the tool service: the router's trusted evidence
    colleagues: tuple[str, ...] = ()  # the tenant's other users, from the tool service: names whose records are not the principal's

    def __post_init__(self) -> None:
        if self.messages is None:
            self.messages = conversation_messages(self.history)
        self.history_text = history_text(self.messages)

    def model_context(self, documents: list[str] | None = None, titles: list[str] | None = None) -> dict[str, Any]:
        """What the offline model reads besides the rendered prompt (a real model ignores it); ``titles``: the
        documents' titles, which the prompt shows a real model beside each passage."""
        ctx: dict[str, Any] = {"_history": self.messages, "_tenant": self.scope.tenant, "_user": self.scope.user,
                               "_known_tenants": list(self.known_tenants)}
        if documents is not None:
            ctx["_documents"] = documents
        if titles:
            ctx["_titles"] = titles
        if self.knobs is not None:
            ctx["_knobs"] = self.knobs
        if self.own_objects:
            ctx["_own_objects"] = list(self.own_objects)
        if self.colleagues:
            ctx["_colleagues"] = list(self.colleagues)
        return ctx

    def say(self, text: str) -> None:
        """Append a part of the answer (a tool's reply, a note that the store is down) and stream it: every text
        the turn answers with streams, since `querylab ask` and the benchmarks see only what streams."""
        self.trace.answer = (self.trace.answer + "\n\n" if self.trace.answer else "") + text
        if self.on_token:
            self.on_token(text)

    def reply(self, text: str) -> None:
        """The whole answer is this fixed text (a route's reply, an abstention, a failed turn); streamed as `say`."""
        self.trace.answer = ""
        self.say(text)
