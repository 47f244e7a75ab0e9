"""Deterministic model replies for the benchmarks: every step answered in its contract, by content.

Why by content and not by call order: the critical-path options reorder, overlap and discard calls, and
every preset must get the same verdicts and rewrites for the comparison to mean anything. So a reply
depends only on which step is asked (recognised by the first line of that template's own instructions in
prompts/*.toml, as a real server would only see the prompt) and on which question it is about:

- router: route "knowledge", normalized query = the case's normalization (a reference resolved, an
  abbreviation expanded, a typo fixed) or, for a question that needs none, the question itself;
- judge / judge_rewrite: "no - ..." for a benchmark question (or its normalization), "yes - ..." for its
  rewrite. judge_rewrite answers what its template asks for, right after "no" and before the motivation: the
  case's expansion in `<added_terms>` tags (the shipped template), or the whole rewrite in `<rewritten_query>`
  tags (a template that asks for one);
- rewrite: the case's fixed rewrite of the text it is given: that text with the case's expansion appended in
  brackets, the string the judge_rewrite's added terms make of it too (`judge_rewrite_reply.with_added_terms`),
  so every preset gets the same rewrite; it keeps every word of that text, so the preservation check passes;
- decide (memU): RETRIEVE before retrieval; as a sufficiency check, "not yet" after the first tier and
  "sufficient" after the second (the memU counterpart of one "no" then one "yes");
- answer: a few sentences with citations; hyde: a short passage; followup: new documents needed.

`seconds_per_token` models generation time for non-streamed replies (the fake server already spends
`token_delay_s` per streamed token), so streamed and non-streamed calls pay the same per token.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Mapping

from querylab.judge_rewrite_reply import with_added_terms
from querylab.llm.base import LLMRequest, LLMResponse
from querylab.templates import PromptTemplate


@dataclass(frozen=True)
class KnowledgeCase:
    """A knowledge question that needs exactly one rewrite, and what a router makes of it."""

    question: str
    rewrite: str  # the rewrite of the query the turn retrieves with (the normalization, or the question)
    missing: str  # what the first judge says is missing
    topic: str
    normalized: str | None = None  # the router's normalized query when it changes the question
    kind: str = "kept"  # kept, reference, abbreviation or typo: why the router normalizes (or not)
    rewrite_of_question: str = ""  # the rewrite of the question itself (pipelines without a router)
    expansion: str = ""  # what every rewrite adds (the judge_rewrite's added terms)

    @property
    def query(self) -> str:
        """What a routed turn retrieves with: the router's normalized query."""
        return self.normalized or self.question


def _rewrite(text: str, expansion: str) -> str:
    rewrite = with_added_terms(text, expansion)
    if rewrite is None:
        raise ValueError(f"a benchmark case needs an expansion: {text!r}")
    return rewrite


def case(question: str, expansion: str, missing: str, topic: str, *, normalized: str | None = None, kind: str = "kept") -> KnowledgeCase:
    """The rewrite keeps the rewritten text's words and adds the expansion (so no protected word is lost)."""
    return KnowledgeCase(question, _rewrite(normalized or question, expansion), missing, topic, normalized=normalized,
                         kind=kind if normalized else "kept", rewrite_of_question=_rewrite(question, expansion), expansion=expansion)


def marker(template: PromptTemplate) -> str:
    """The first line of a template's own instructions: what identifies the step in a request.

    The templates that read passages open with the same documents block (so a server reuses its prefill from
    the judge to the answer), so their own text starts after `</documents>`; the others at their first line.
    """
    system = template.system
    head, closed, rest = system.partition("</documents>")
    own = rest if closed and "<documents>" in head and len(head.split("<documents>", 1)[0].splitlines()) <= 3 else system
    line = next((ln for ln in own.splitlines() if ln.strip()), "")
    return line.split("{", 1)[0].strip()


class UnknownStep(LookupError):
    """A request the replies cannot place: a benchmark must fail loudly rather than measure a degraded turn."""


class BenchReplies:
    def __init__(self, cases: list[KnowledgeCase], templates: Mapping[str, PromptTemplate], *, answer_words: int = 40, seconds_per_token: float = 0.0) -> None:
        self.cases = cases
        self.answer_words = answer_words
        self.seconds_per_token = seconds_per_token
        #: A non-streamed reply's token count (its time is that many tokens): words, as the fake streams them.
        self.count_tokens: Callable[[str], int] = lambda text: len(text.split())
        # Longest marker first, so a marker that is a prefix of another never wins by accident.
        self.markers = sorted(((marker(t), name) for name, t in templates.items() if marker(t)), key=lambda m: -len(m[0]))
        self._sufficiency: dict[str, int] = {}
        self._lock = threading.Lock()

    def new_turn(self) -> None:
        """Forget the memU sufficiency counters (one turn at a time per replies object)."""
        with self._lock:
            self._sufficiency.clear()

    # -- fake server entry point -----------------------------------------------------------------
    def __call__(self, body: dict[str, Any]) -> str:
        messages = [m for m in body.get("messages") or [] if isinstance(m, dict)]
        system = next((str(m.get("content") or "") for m in messages if m.get("role") == "system"), "")
        user = next((str(m.get("content") or "") for m in messages if m.get("role") == "user"), "")
        text = self.reply(self.task_of(system), user, system)
        if not body.get("stream") and self.seconds_per_token > 0:
            time.sleep(self.seconds_per_token * self.count_tokens(text))
        return text

    def task_of(self, system: str) -> str:
        for prefix, name in self.markers:
            if prefix in system:
                return name
        raise UnknownStep(f"no template's system prompt starts the request: {system[:80]!r}")

    # -- replies ---------------------------------------------------------------------------------
    def find(self, user: str) -> tuple[KnowledgeCase, bool]:
        """(the case, whether the text carries a rewrite rather than its question or normalization)."""
        for c in self.cases:
            if c.rewrite in user or c.rewrite_of_question in user:
                return c, True
        for c in self.cases:
            if c.normalized and c.normalized in user:
                return c, False
        for c in self.cases:
            if c.question in user:
                return c, False
        raise UnknownStep(f"no benchmark question in the request: {user[-120:]!r}")

    def reply(self, task: str, user: str, system: str = "") -> str:
        """The reply to a step's request (`system`: its system prompt, which says what a judge_rewrite proposes)."""
        c, is_rewrite = self.find(user)
        if task == "router":
            return json.dumps({
                "route": "knowledge", "original_query": c.question, "normalized_query": c.query, "topic": c.topic,
                "time_constraint": None, "needs_clarification": False,
                "sub_intents": [{"route": "knowledge", "query": c.query}], "router_revision": "",
            })
        if task in ("judge", "judge_rewrite"):
            if is_rewrite:
                return f"yes - the documents state the {c.topic} rule directly, in the passage numbered [1]."
            no = f"no - the documents do not mention {c.missing}, which the question asks about."
            proposed = c.rewrite if c.normalized and c.normalized in user else c.rewrite_of_question
            if task == "judge_rewrite":  # the template's order: "no", the proposal on its own line, then the motivation
                wanted = f"<added_terms>{c.expansion}</added_terms>" if "<added_terms>" in system else f"<rewritten_query>{proposed}</rewritten_query>"
                return f"no\n{wanted}\n{no[len('no - '):]}"
            return no
        if task == "rewrite":  # of the normalization when the turn retrieves with it, else of the question
            return c.rewrite if c.normalized and c.normalized in user else c.rewrite_of_question
        if task == "decide":
            return self._decide(c, user)
        if task == "answer":
            return self._answer(c)
        if task == "hyde":
            return f"The {c.topic} policy says how this works. {c.question.rstrip('?')}: the answer is stated in section 2."
        if task == "followup":
            return "yes - the previous documents are about another topic."
        raise UnknownStep(f"no reply for step {task!r}")

    def _decide(self, c: KnowledgeCase, user: str) -> str:
        if "(nothing retrieved yet)" in user:
            return f"<decision>RETRIEVE</decision>\n<rewritten_query>{c.question}</rewritten_query>"
        with self._lock:
            seen = self._sufficiency.get(c.question, 0)
            self._sufficiency[c.question] = seen + 1
        decision = "RETRIEVE" if seen == 0 else "NO_RETRIEVE"
        return f"<decision>{decision}</decision>\n<rewritten_query>{c.question}</rewritten_query>"

    def _answer(self, c: KnowledgeCase) -> str:
        words = f"According to the {c.topic} policy [1], the answer is stated plainly and applies to every employee and customer of the company; the exceptions are listed in the same section [2].".split()
        out = [words[i % len(words)] for i in range(self.answer_words)]
        return " ".join(out).rstrip(".;,") + "."


class ZeroLatencyLLM:
    """An in-process model that answers from `BenchReplies` at once: what is left of a turn is overhead."""

    name = "bench-zero-latency"
    model = "bench-zero-latency"
    offline = False

    def __init__(self, replies: BenchReplies) -> None:
        self.replies = replies
        self.last_usage: tuple[int, int] | None = None

    def complete(self, request: LLMRequest) -> LLMResponse:
        text = self.replies.reply(request.task, request.user, request.system)
        return LLMResponse(text=text, model=self.model, prompt_tokens=len((request.system + request.user).split()), completion_tokens=len(text.split()))

    def stream(self, request: LLMRequest) -> Iterator[str]:
        text = self.complete(request).text
        words = text.split(" ")
        for i, w in enumerate(words):
            yield w if i == 0 else " " + w
