"""`OfflineLLM`: the default backend when no API key is configured.

It reads the *variables* of each request (a real model reads the rendered prompt) and answers in the same
output contract, so its replies go through the same parsers as a real model's. Context a real model would
infer from the prompt arrives in variables prefixed with `_` (structured history, tenant, documents).
Edited template text does not change its behaviour; its knobs (prompts/offline/: model.toml, glossary.toml,
route_examples.jsonl) do, as revisions (`querylab.knobs`) read per request.
"""

from __future__ import annotations

import json
import logging
import re
import threading
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Iterator, Sequence

from querylab.contracts import Route
from querylab.knobs import KNOB_FILES, KnobFile, KnobSet, KnobStore
from querylab.embeddings.base import Embedder
from querylab.lexicon import content_terms, protected_spans
from querylab.llm.base import LLMError, LLMRequest, LLMResponse
from querylab.offline.answerer import extractive_answer
from querylab.offline.glossary import Glossary
from querylab.offline.judge import CoverageJudge
from querylab.offline.rewriter import OfflineRewriter, topic_of
from querylab.offline.route_features import STRUCTURAL_FEATURES, RouteInput, structural_features
from querylab.offline.route_evidence import OwnObjectEvidence, own_object_evidence
from querylab.offline.references import find_reference
from querylab.offline.route_rules import unknown_abbreviations
from querylab.offline import judge_encoder, route_encoder
from querylab.offline.judge_encoder import Fusion
from querylab.offline.mail_envelope import routed_words
from querylab.offline.own_objects import fits_several
from querylab.offline.tuned_encoder import LazyEncoder
from querylab.offline.route_model import RouteModel
from querylab.offline.route_decision import route_contract
from querylab.offline.router import ExampleRouter, RouteDecision
from querylab.offline.trusted_context import principal_context
from querylab.offline.vector_cache import PACKAGED_EMBEDDER, SHIPPED_VECTORS, TextVectors, VectorCache
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
    route_encoder: dict[str, float] = field(default_factory=dict)
    judge_encoder: dict[str, float] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "OfflineModelConfig":
        return cls(data.get("router", {}), data.get("judge", {}), data.get("answer", {}), data.get("synonyms", {}), float(data.get("memu", {}).get("sufficiency_margin", 0.15)),
                   {k: float(v) for k, v in data.get("route_encoder", {}).items()},
                   {k: float(v) for k, v in data.get("judge_encoder", {}).items()})

    @classmethod
    def load(cls, path: Path) -> "OfflineModelConfig":
        return cls.from_dict(tomllib.loads(path.read_text(encoding="utf-8")) if path.exists() else {})


@dataclass
class OfflineParts:
    """The offline model's skills built from one `KnobSet` (what one turn reads)."""

    knobs: KnobSet
    config: OfflineModelConfig
    glossary: Glossary
    router: ExampleRouter
    judge: CoverageJudge
    rewriter: OfflineRewriter
    route_model: RouteModel | None = None  # the classifier that may lower the router's route (None: off)


def _tokens(text: str) -> int:
    return max(1, len(text) // 4) if text else 0


def files_knob_set(prompts_dir: Path) -> KnobSet:
    """The knob files as they are in ``prompts_dir/offline`` (the default revisions)."""
    folder = Path(prompts_dir) / "offline"
    return KnobSet({n: KnobFile(n, (folder / f).read_text(encoding="utf-8") if (folder / f).exists() else "") for n, f in KNOB_FILES.items()})


class OfflineLLM:
    """Reads the knob revision of each request: ``_knobs`` in its context (a draft or an arm), else the
    store's production revisions, read per request — so an activated revision counts on the next turn,
    without a restart. Parts are built once per knob set; route-example embeddings are cached by the
    examples' revision, so switching between revisions costs no re-embedding."""

    name = "offline"
    offline = True
    MAX_PART_SETS = 16

    def __init__(self, embedder: Embedder, prompts_dir: Path, config: OfflineModelConfig | None = None, knobs: "KnobStore | None" = None,
                 vector_cache: Path | None = None, shipped_vectors: Path = SHIPPED_VECTORS) -> None:
        self.model = f"offline-{embedder.name}"
        self.vector_cache = VectorCache(vector_cache) if vector_cache is not None else None  # route-example vectors between processes
        self.text_vectors = TextVectors(vector_cache, embedder) if vector_cache is not None else None  # the judge's passage views
        self.shipped_vectors = VectorCache(shipped_vectors) if embedder.name == PACKAGED_EMBEDDER else None  # the shipped examples'
        self.embedder = embedder
        self.knob_store = knobs
        if knobs is not None:  # a route classifier saved into this store must fit this embedder (checked on save)
            knobs.expect_embedder(embedder.name, embedder.dim)
        self._fixed_config = config
        self._default_set = files_knob_set(prompts_dir)
        self._parts: dict[tuple, OfflineParts] = {}
        self._matrices: dict[str, Any] = {}
        self._memo_owner: CoverageJudge | None = None
        self._lock = threading.RLock()
        # The fine-tuned route and judge encoders read with the MiniLM package's own weights; with another embedder (a
        # test's fake, an OpenAI embedding model) the router and the judge run without them. Built on first use.
        self._route_encoder = LazyEncoder(self._adapters_file(prompts_dir, route_encoder.ADAPTERS_FILE), route_encoder.RouteEncoder, "route encoder")
        self._judge_encoder = LazyEncoder(self._adapters_file(prompts_dir, judge_encoder.ADAPTERS_FILE), judge_encoder.JudgeEncoder, "judge encoder")
        self.parts()  # build (and validate) the default parts now: a broken knob file fails at start

    def _adapters_file(self, prompts_dir: Path, name: str) -> Path | None:
        path = Path(prompts_dir) / "offline" / name
        return path if self.embedder.name == PACKAGED_EMBEDDER and path.is_file() else None

    @property
    def route_encoder_file(self) -> Path | None:
        return self._route_encoder.path

    @property
    def judge_encoder_file(self) -> Path | None:
        return self._judge_encoder.path

    def route_encoder(self) -> "route_encoder.RouteEncoder | None":
        """The fine-tuned route encoder, built once; None when there is none (or it failed to load: logged once)."""
        return self._route_encoder.get()

    def judge_encoder(self) -> "judge_encoder.JudgeEncoder | None":
        """The fine-tuned judge encoder, built once; None when there is none (or it failed to load: logged once)."""
        return self._judge_encoder.get()

    # -- knob sets -----------------------------------------------------------------------------
    def current_knobs(self) -> KnobSet:
        return self.knob_store.active_set() if self.knob_store is not None else self._default_set

    def parts(self, knobs: KnobSet | None = None) -> OfflineParts:
        knobs = knobs or self.current_knobs()
        with self._lock:
            found = self._parts.get(knobs.key)
            if found is not None:
                return found
            built = self._build(knobs)
            if len(self._parts) >= self.MAX_PART_SETS:
                self._parts.pop(next(iter(self._parts)))
            self._parts[knobs.key] = built
            return built

    def _build(self, knobs: KnobSet) -> OfflineParts:
        config = self._fixed_config or OfflineModelConfig.from_dict(knobs["offline_model"].data() if knobs["offline_model"].text else {})
        glossary = Glossary(knobs["offline_glossary"].data() if knobs["offline_glossary"].text else {})
        examples_file = knobs["offline_route_examples"]
        examples = examples_file.data() if examples_file.text.strip() else []
        matrix = self._matrices.get(examples_file.revision)
        texts = [str(t) for _, t in examples]
        caches = self._example_caches(examples_file) if examples else []
        if matrix is None:
            matrix = next((m for c in caches if (m := c.load("route-examples", self.embedder, texts)) is not None), None)
        router = ExampleRouter(self.embedder, examples, matrix=matrix, **config.router)
        for cache in caches if matrix is None else []:
            if cache.save("route-examples", self.embedder, texts, router.matrix):
                break  # the first folder that takes it
        self._matrices.setdefault(examples_file.revision, router.matrix)
        judge = CoverageJudge(self.embedder, **config.judge, synonyms=config.synonyms)
        judge.fusion = Fusion.from_knobs(config.judge_encoder)
        judge.encoder_source = self.judge_encoder
        if self._memo_owner is None:
            judge.vectors = self.text_vectors
            self._memo_owner = judge
        else:  # sentence vectors depend on the embedder only: every knob set shares one memo
            judge.share_memo(self._memo_owner)
        model_file = knobs.files.get("offline_route_model")
        route_model = RouteModel.from_json(model_file.text) if model_file is not None and model_file.text.strip() else None
        if route_model is not None and (route_model.embed_dim != self.embedder.dim or route_model.features != STRUCTURAL_FEATURES):
            # another embedder, or features changed in code since training: weights that mean nothing here are not used
            logger.warning("route classifier off: trained on %d-dimensional embeddings and %d structural features, this engine gives %d and %d "
                           "(retrain: python -m querylab train router --write)", route_model.embed_dim, len(route_model.features), self.embedder.dim, len(STRUCTURAL_FEATURES))
            route_model = None
        return OfflineParts(knobs, config, glossary, router, judge, OfflineRewriter(glossary, config.synonyms), route_model)

    def _example_caches(self, examples_file: KnobFile) -> list[VectorCache]:
        """Where an example set's vectors are looked for, in order. The shipped set's live beside the packaged model
        (written at install, read by every data folder and process: embedding its few thousand examples is half a
        minute on two cores); an edited revision's in the data folder, which is also the fallback when the models
        folder cannot be written."""
        shipped = self.shipped_vectors is not None and examples_file.text == self._default_set["offline_route_examples"].text
        return [c for c in ((self.shipped_vectors if shipped else None), self.vector_cache) if c is not None]

    def warm_judge(self, passages: Sequence[str]) -> int:
        """Embed the judge's views of ``passages`` ahead of any question (kept on disk); returns how many were new."""
        return self.parts().judge.warm(passages)

    def forget_views(self, views: Sequence[str]) -> int:
        """Forget removed passages' view vectors held in memory (every knob set's judge shares one memo)."""
        with self._lock:
            owner = self._memo_owner
        return owner.forget(views) if owner is not None else 0

    def with_knobs(self, knobs: KnobSet) -> "KnobbedLLM":
        return KnobbedLLM(self, knobs)

    # The parts of the current production knobs, for callers that read the model's features directly.
    @property
    def config(self) -> OfflineModelConfig:
        return self.parts().config

    @property
    def judge(self) -> CoverageJudge:
        return self.parts().judge

    @property
    def router(self) -> ExampleRouter:
        return self.parts().router

    @property
    def glossary(self) -> Glossary:
        return self.parts().glossary

    @property
    def rewriter(self) -> OfflineRewriter:
        return self.parts().rewriter

    # -- the LLM interface ---------------------------------------------------------------------
    def complete(self, request: LLMRequest) -> LLMResponse:
        handler = getattr(_Skills, f"_task_{request.task}", None)
        if handler is None:
            raise LLMError("bad_request", f"the offline model has no skill for task {request.task!r}")
        knobs = request.variables.get("_knobs")
        skills = _Skills(self.embedder, self.parts(knobs if isinstance(knobs, KnobSet) else None), self.route_encoder() if request.task == "router" else None)
        text = handler(skills, request.variables)
        return LLMResponse(text=text, model=self.model, prompt_tokens=_tokens(request.system + request.user), completion_tokens=_tokens(text))

    def stream(self, request: LLMRequest) -> Iterator[str]:
        text = self.complete(request).text
        for piece in re.findall(r"\S+\s*|\s+", text):
            yield piece

    def rules_route(self, variables: dict[str, Any]) -> RouteDecision:
        """The rules router's decision for a router call's ``variables`` (``_knobs`` included), before the route
        classifier reviews it: the held-out measure (`eval/route_holdout.py`) needs its ``firm`` flag, which the
        route contract does not carry."""
        knobs = variables.get("_knobs")
        return _Skills(self.embedder, self.parts(knobs if isinstance(knobs, KnobSet) else None)).rules_decision(variables)[1]


class KnobbedLLM:
    """The offline model bound to one knob set (an evaluation arm, a replay): every request reads it."""

    name = "offline"
    offline = True

    def __init__(self, inner: OfflineLLM, knobs: KnobSet) -> None:
        self.inner = inner
        self.knobs = knobs
        self.model = inner.model

    @property
    def judge(self) -> CoverageJudge:
        return self.inner.parts(self.knobs).judge

    def _bind(self, request: LLMRequest) -> LLMRequest:
        return replace(request, variables={**request.variables, "_knobs": self.knobs})

    def complete(self, request: LLMRequest) -> LLMResponse:
        return self.inner.complete(self._bind(request))

    def stream(self, request: LLMRequest) -> Iterator[str]:
        return self.inner.stream(self._bind(request))


class _Memoized:
    """The embedder seen through a judge's sentence memo (same embedder, vectors reused)."""

    def __init__(self, judge: CoverageJudge) -> None:
        self.judge = judge
        self.name = judge.embedder.name
        self.dim = judge.embedder.dim

    def embed(self, texts: list[str]) -> Any:
        return self.judge._embed(texts)  # noqa: SLF001 - the memo is the judge's, shared on purpose


class _Skills:
    """The tasks, answered with one turn's parts (never shared state between turns)."""

    def __init__(self, embedder: Embedder, parts: OfflineParts, encoder: "route_encoder.RouteEncoder | None" = None) -> None:
        self.embedder = embedder
        self.encoder = encoder
        self.config = parts.config
        self.glossary = parts.glossary
        self.router = parts.router
        self.judge = parts.judge
        self.rewriter = parts.rewriter
        self.route_model = parts.route_model

    # -- tasks ---------------------------------------------------------------------------------
    def _ctx(self, v: dict[str, Any]) -> tuple[list[dict], str]:
        return list(v.get("_history") or []), str(v.get("_tenant") or "")

    def rules_decision(self, v: dict[str, Any]) -> tuple[str, RouteDecision]:
        """(the normalized question, the rules router's decision) for a router call's variables, before the classifier."""
        with principal_context(v):  # trusted context: the principal's own objects and colleagues, from the tool service
            return self._rules_decision(v, routed_words(str(v.get("question", ""))))

    def _rules_decision(self, v: dict[str, Any], question: str) -> tuple[str, RouteDecision]:
        """`rules_decision` for ``question``, the routed words of the call, inside the principal's context."""
        history, tenant = self._ctx(v)
        normalized = self.rewriter.normalize(question, history, tenant)
        return normalized, self.router.classify(
            normalized, tenant=tenant, user=str(v.get("_user") or ""), known_tenants=tuple(v.get("_known_tenants") or ()),
            has_history=bool(history), ambiguous_abbreviations=self.glossary.ambiguous(question, tenant),
            question=question, history=history,  # the user's own words and the history: references are checked against them
            known_abbreviations=tuple(self.glossary.for_tenant(tenant)))

    def _asked_back_by_design(self, question: str, tenant: str, item: RouteInput) -> bool:
        """Whether the rules' asking back rests on what the encoder cannot read, so that it may not answer instead: an
        abbreviation the glossary gives two meanings or that neither it nor the examples know ("what are the PDA rules?",
        a probe), or a phrase that only ever points back ("for the thing", "the other one"; a pronoun may point into its
        own sentence, and the encoder reads those well)."""
        if self.glossary.ambiguous(question, tenant) or unknown_abbreviations(question, item.known_abbreviations):
            return True
        reference = find_reference(question)
        return reference is not None and not reference.pronoun

    def _task_router(self, v: dict[str, Any]) -> str:
        with principal_context(v):  # the rules and the code evidence for the encoders read the principal's objects
            return self._route(v)

    def _route(self, v: dict[str, Any]) -> str:
        history, tenant = self._ctx(v)
        asked = str(v.get("question", ""))
        question = routed_words(asked)  # a pasted mail is routed by its body; the contract keeps the user's words
        normalized, decision = self._rules_decision(v, question)  # already inside the principal's context (`_task_router`)
        item = RouteInput(question, history, str(v.get("_user") or ""), tenant, tuple(v.get("_known_tenants") or ()),
                          tuple((*self.glossary.for_tenant(tenant), *self.router.example_abbreviations)))
        settled = False  # the encoder moved the route or confirmed it; both models' reviews read the same code evidence, found once
        evidence = own_object_evidence(item) if not decision.firm else OwnObjectEvidence(False, False, "a rule's firm decision")
        if self.encoder is not None and not decision.firm:  # a rule's firm decision stands; review() keeps refusals and most asking back
            # what the rules ask back and points at nothing in the history is read alone ("ok, then what's the refund window?" after a refusal)
            probs = self.encoder.probabilities(question, history if decision.route != Route.CLARIFY or find_reference(question) else [])
            knobs = self.config.route_encoder
            answer_at = route_encoder.NEVER if self._asked_back_by_design(question, tenant, item) else knobs.get("answer_at", route_encoder.ANSWER_AT)
            reviewed, why = route_encoder.review(decision.route, probs, evidence, lower_at=knobs.get("lower_at", route_encoder.LOWER_AT),
                                                 raise_at=knobs.get("raise_at", route_encoder.RAISE_AT), answer_at=answer_at, question=question,
                                                 completed=normalized.strip() != question.strip(), has_history=bool(history))
            if reviewed != decision.route:
                decision = replace(decision, route=reviewed, confidence=probs[reviewed], reason=f"{decision.reason}; {why}", sub_intents=[])
                settled = True
            else:  # the encoder reads the rules' route as surely as it would need to raise one: the older classifier keeps out,
                # but not from a tool route on an id none of the principal's ("trak 2041 pls": the tool would refuse it)
                settled = probs.get(decision.route, 0.0) >= knobs.get("raise_at", route_encoder.RAISE_AT) and (
                    decision.route not in (Route.LIVE_TOOL, Route.ACTION) or not evidence.others_id)
        if self.route_model is not None and not settled and decision.route != Route.REFUSE and not decision.firm:  # nothing lowers a refusal or a rule's firm decision
            probs = self.route_model.probabilities(_Memoized(self.judge).embed([question])[0], structural_features(item))  # the judge's memo: embedded once a turn
            # lowered, or raised from knowledge only on code evidence (route_evidence.py); the tool is still chosen in code (tools/registry.py)
            reviewed, why = self.route_model.review(decision.route, probs, evidence=evidence)
            if reviewed != decision.route:
                decision = replace(decision, route=reviewed, confidence=probs[reviewed], reason=f"{decision.reason}; {why}", sub_intents=[])
        if decision.route in (Route.LIVE_TOOL, Route.ACTION) and not history and (several := fits_several(question)):  # after every model
            decision = replace(decision, route=Route.CLARIFY, confidence=1.0, sub_intents=[], reason=f"{decision.reason}; {several}")
        kept = normalized if question == asked else self.rewriter.normalize(asked, history, tenant)  # a mail's whole words
        logger.debug("offline router: %s (%s)", decision.route.value, decision.reason)
        return json.dumps(route_contract(decision, asked, kept, topic_of(normalized), ", ".join(protected_spans(asked).dates) or None))

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
        titles = [str(t) for t in (v.get("_titles") or [])]
        return self.judge.reply(str(v.get("question", "")), docs, self.glossary.for_tenant(tenant), company=tenant, titles=titles)

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
        step, so the verdict and the rewrite are exactly those of the two-call path. The reply follows the
        template's order: the verdict, the rewrite in its tags, then the motivation (which parses back to the same
        motivation).
        """
        reply = self._task_judge(v)
        verdict = parse_judge(reply)
        if verdict.verdict == "yes":
            return reply
        rewrite = self._task_rewrite({**v, "motivation": verdict.motivation or "(none given)"})
        return f"{verdict.verdict}\n<rewritten_query>{rewrite}</rewritten_query>\n{verdict.motivation}".rstrip()

    def _task_hyde(self, v: dict[str, Any]) -> str:
        question = str(v.get("question", "")).strip().rstrip("?")
        terms = content_terms(question)
        syns = self.rewriter.synonyms_for(terms)
        return f"Policy on {' '.join(terms[:6])}. {question}. This section covers {', '.join(terms + syns[:4])}."

    def _task_answer(self, v: dict[str, Any]) -> str:
        docs = [str(d) for d in (v.get("_documents") or [])]
        # Through the judge's sentence memo: the answer reads the passages the judge has just embedded (on a cold
        # start the second embedding of the same sentences was ~0.8 s of the first answer; docs/bench_results.md).
        return extractive_answer(_Memoized(self.judge), str(v.get("question", "")), docs, int(self.config.answer.get("max_sentences", 3)))
