"""`OfflineLLM`: the default backend when no API key is configured.

It reads the *variables* of each request (a real model reads the rendered prompt) and answers in the same
output contract, so its replies go through the same parsers as a real model's. Context a real model would
infer from the prompt arrives in variables prefixed with `_` (structured history, tenant, documents).
Edited template text does not change its behaviour; its knobs live in prompts/offline/model.toml.
"""

from __future__ import annotations

import json
import logging
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from querylab.contracts import Route
from querylab.embeddings.base import Embedder
from querylab.lexicon import content_terms, protected_spans
from querylab.llm.base import LLMError, LLMRequest, LLMResponse
from querylab.offline.answerer import extractive_answer
from querylab.offline.glossary import Glossary
from querylab.offline.judge import CoverageJudge
from querylab.offline.rewriter import OfflineRewriter, topic_of
from querylab.offline.router import ExampleRouter, load_examples
from querylab.parsing import parse_judge

logger = logging.getLogger(__name__)

_NO_RETRIEVE_ROUTES = {Route.SMALL_TALK, Route.CLARIFY, Route.OUT_OF_DOMAIN}


@dataclass
class OfflineModelConfig:
    router: dict[str, Any] = field(default_factory=dict)
    judge: dict[str, Any] = field(default_factory=dict)
    answer: dict[str, Any] = field(default_factory=dict)
    synonyms: dict[str, list[str]] = field(default_factory=dict)
    sufficiency_margin: float = 0.15

    @classmethod
    def load(cls, path: Path) -> "OfflineModelConfig":
        data = tomllib.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
        return cls(data.get("router", {}), data.get("judge", {}), data.get("answer", {}), data.get("synonyms", {}), float(data.get("memu", {}).get("sufficiency_margin", 0.15)))


def _tokens(text: str) -> int:
    return max(1, len(text) // 4) if text else 0


class OfflineLLM:
    name = "offline"
    offline = True

    def __init__(self, embedder: Embedder, prompts_dir: Path, config: OfflineModelConfig | None = None) -> None:
        self.model = f"offline-{embedder.name}"
        self.embedder = embedder
        self.config = config or OfflineModelConfig.load(prompts_dir / "offline" / "model.toml")
        self.glossary = Glossary.load(prompts_dir / "offline" / "glossary.toml")
        examples_path = prompts_dir / "offline" / "route_examples.jsonl"
        examples = load_examples(examples_path) if examples_path.exists() else []
        self.router = ExampleRouter(embedder, examples, **self.config.router)
        self.judge = CoverageJudge(embedder, **self.config.judge)
        self.rewriter = OfflineRewriter(self.glossary, self.config.synonyms)

    # -- the LLM interface ---------------------------------------------------------------------
    def complete(self, request: LLMRequest) -> LLMResponse:
        handler = getattr(self, f"_task_{request.task}", None)
        if handler is None:
            raise LLMError("bad_request", f"the offline model has no skill for task {request.task!r}")
        text = handler(request.variables)
        return LLMResponse(text=text, model=self.model, prompt_tokens=_tokens(request.system + request.user), completion_tokens=_tokens(text))

    def stream(self, request: LLMRequest) -> Iterator[str]:
        text = self.complete(request).text
        for piece in re.findall(r"\S+\s*|\s+", text):
            yield piece

    # -- tasks ---------------------------------------------------------------------------------
    def _ctx(self, v: dict[str, Any]) -> tuple[list[dict], str]:
        return list(v.get("_history") or []), str(v.get("_tenant") or "")

    def _task_router(self, v: dict[str, Any]) -> str:
        history, tenant = self._ctx(v)
        question = str(v.get("question", ""))
        normalized = self.rewriter.normalize(question, history, tenant)
        decision = self.router.classify(
            normalized,
            tenant=tenant,
            user=str(v.get("_user") or ""),
            known_tenants=tuple(v.get("_known_tenants") or ()),
            has_history=bool(history),
            ambiguous_abbreviations=self.glossary.ambiguous(question, tenant),
            question=question,  # the user's own words and the history: references are checked against them
            history=history,
            known_abbreviations=tuple(self.glossary.for_tenant(tenant)),
        )
        spans = protected_spans(question)
        time_constraint = ", ".join(spans.dates) or None
        contract = {
            "route": decision.route.value,
            "original_query": question,
            "normalized_query": normalized,
            "topic": topic_of(normalized),
            "time_constraint": time_constraint,
            "needs_clarification": decision.route == Route.CLARIFY,
            "sub_intents": [{"route": r.value, "query": q} for r, q in decision.sub_intents],
            "router_revision": "",
            "confidence": round(decision.confidence, 3),
        }
        logger.debug("offline router: %s (%s)", decision.route.value, decision.reason)
        return json.dumps(contract)

    def _task_decide(self, v: dict[str, Any]) -> str:
        history, tenant = self._ctx(v)
        query = str(v.get("query", ""))
        docs = [d for d in (v.get("_documents") or []) if str(d).strip()]
        rewritten = self.rewriter.normalize(query, history, tenant) if history else query
        if docs:  # sufficiency check after a tier
            # memU asks "is this enough?" after each tier; enough means every key word is covered and the
            # score clears the judge's threshold by a margin (a summary that merely shares the topic is not).
            s = self.judge.score(rewritten, docs)
            enough = not s.missing and s.score >= self.judge.threshold + self.config.sufficiency_margin
            decision = "NO_RETRIEVE" if enough else "RETRIEVE"
        else:
            route = self.router.classify(rewritten, tenant=tenant, has_history=bool(history)).route
            decision = "NO_RETRIEVE" if route in _NO_RETRIEVE_ROUTES else "RETRIEVE"
        return f"<decision>{decision}</decision>\n<rewritten_query>{rewritten}</rewritten_query>"

    def _task_judge(self, v: dict[str, Any]) -> str:
        docs = [str(d) for d in (v.get("_documents") or [])]
        _, tenant = self._ctx(v)
        return self.judge.reply(str(v.get("question", "")), docs, self.glossary.for_tenant(tenant))

    def _task_rerank(self, v: dict[str, Any]) -> str:
        """Passages ordered by the judge's own score for each one alone (coverage + best sentence cosine)."""
        question = str(v.get("question", ""))
        docs = [str(d) for d in (v.get("_documents") or [])]
        scores = [self.judge.score(question, [d]).score if d.strip() else 0.0 for d in docs]
        order = sorted(range(len(docs)), key=lambda i: (-scores[i], i))
        return ", ".join(str(i + 1) for i in order)

    def _task_followup(self, v: dict[str, Any]) -> str:
        """New documents are needed unless the previous turn's documents already cover the follow-up."""
        history, tenant = self._ctx(v)
        question = self.rewriter.normalize(str(v.get("question", "")), history, tenant)
        docs = [str(d) for d in (v.get("_documents") or []) if str(d).strip()]
        if not docs:
            return "yes - there are no earlier documents to reuse."
        s = self.judge.score(question, docs)
        if s.score >= self.judge.threshold:
            return f"no - the previous documents already cover it (score {s.score:.2f})."
        return f"yes - the previous documents do not cover: {', '.join(s.missing[:5]) or 'the question'} (score {s.score:.2f})."

    def _task_rewrite(self, v: dict[str, Any]) -> str:
        history, tenant = self._ctx(v)
        return self.rewriter.rewrite(str(v.get("question", "")), str(v.get("motivation", "")), history, tenant)

    def _task_judge_rewrite(self, v: dict[str, Any]) -> str:
        """Judge and rewrite in one reply (critical-path option), composed of the two skills above.

        The rewrite is given the judge's *parsed* motivation, as the pipeline gives it to a separate rewrite
        step, so the verdict and the rewrite are exactly those of the two-call path.
        """
        reply = self._task_judge(v)
        verdict = parse_judge(reply)
        if verdict.verdict == "yes":
            return reply
        rewrite = self._task_rewrite({**v, "motivation": verdict.motivation or "(none given)"})
        return f"{reply}\n<rewritten_query>{rewrite}</rewritten_query>"

    def _task_hyde(self, v: dict[str, Any]) -> str:
        question = str(v.get("question", "")).strip().rstrip("?")
        terms = content_terms(question)
        syns = self.rewriter.synonyms_for(terms)
        return f"Policy on {' '.join(terms[:6])}. {question}. This section covers {', '.join(terms + syns[:4])}."

    def _task_answer(self, v: dict[str, Any]) -> str:
        docs = [str(d) for d in (v.get("_documents") or [])]
        return extractive_answer(self.embedder, str(v.get("question", "")), docs, int(self.config.answer.get("max_sentences", 3)))
