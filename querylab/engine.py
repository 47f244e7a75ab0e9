"""The composition root: builds every part once from `Settings` and runs turns.

The browser app caches one `Engine` with `st.cache_resource`; the command line builds one per process.
"""

from __future__ import annotations

import logging
import re
import threading
import time
import unicodedata
import uuid
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Iterable

from querylab.audit import AuditLog
from querylab.channels import ChannelRunner
from querylab.config import Settings, StepBackends
from querylab.contracts import MAX_QUESTION_CHARS, Event, Principal
from querylab.knobs import KnobSet, KnobStore
from querylab.labels import PRODUCTION, LabelMove, LabelStore
from querylab.llm.base import LLM
from querylab.llm.factory import make_llm as build_llm
from querylab.llm.factory import offline_cache_dir, resolve_backend
from querylab.llm.per_step import PerStepLLM
from querylab.pipeline import Pipeline, TurnOptions
from querylab.presets import Preset, get_preset
from querylab.revisions import Artifact, revisions_for
from querylab.roles import Role, require, roles_of
from querylab.storage import open_database, shared_database
from querylab.templates import TemplateStore
from querylab.tools import ToolService
from querylab.tools.registry import ToolCall
from querylab.trace import Trace
from querylab.tracestore import TraceStore
from querylab.turn_access import TurnAccess

logger = logging.getLogger(__name__)


EMPTY_QUESTION_ANSWER = "Please type a question: this message was empty."
_BIDI_CONTROLS = re.compile("[\u202a-\u202e\u2066-\u2069]")


@dataclass
class CleanQuestion:
    text: str
    events: list[Event] = field(default_factory=list)


def clean_question(raw: str) -> CleanQuestion:
    """What the pipeline may see of a typed question.

    Why: control characters (NUL, ESC, lone surrogates) break storage and terminals and hide text from
    the person reading the trace; bidi overrides make a question display differently from what the
    model reads; a 100 KB paste would ride through every prompt. Newlines and tabs are kept, CR/LF
    become newlines. Each change is an event, so the trace says what was removed.
    """
    text = (raw or "").replace("\r\n", "\n").replace("\r", "\n")
    kept = "".join(c for c in text if c in "\n\t" or unicodedata.category(c) not in ("Cc", "Cs"))
    kept = _BIDI_CONTROLS.sub("", kept)
    events: list[Event] = []
    removed = len(text) - len(kept)
    if removed and kept.strip():
        events.append(Event(kind="info", code="question_cleaned", message=f"{removed} control or bidi-override character(s) were removed from the question"))
    kept = kept.strip()
    if len(kept) > MAX_QUESTION_CHARS:
        events.append(Event(kind="degradation", code="question_truncated", message=f"the question was {len(kept):,} characters; only the first {MAX_QUESTION_CHARS:,} were used"))
        kept = kept[:MAX_QUESTION_CHARS].rstrip()
    return CleanQuestion(kept, events)


def make_llm(settings: Settings, embedder, knobs: KnobStore | None = None) -> LLM:
    """The configured backend (`QUERYLAB_LLM_BACKEND`); see `querylab.llm.factory`."""
    return build_llm(None, settings, embedder, knobs=knobs)


class Engine:
    #: Seconds between retention passes in a running process (traces, audit, expired pending actions).
    RETENTION_EVERY_S = 3600.0

    def __init__(self, settings: Settings, *, llm: LLM | None = None, embedder=None) -> None:
        from querylab.corpus.bm25 import BM25Index
        from querylab.corpus.permissions import DocumentAccess
        from querylab.corpus.store import CorpusStore
        from querylab.embeddings import make_embedder

        self.settings = settings
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        self.embedder = embedder or make_embedder(settings)
        self._llms: dict[str, LLM] = {}  # the models built so far (none while the store repairs itself below)
        self._llm_lock = threading.Lock()
        self.store = CorpusStore(settings, self.embedder, on_texts_removed=self._forget_judge_views)
        self.bm25 = BM25Index(settings, self.store)
        # shared state: SQLite files under data_dir, or the PostgreSQL database of QUERYLAB_DATABASE_URL
        self.revisions = revisions_for(settings.prompts_dir, settings.data_dir, shared_database(settings))
        self.labels: LabelStore = self.revisions.labels
        self.templates: TemplateStore = self.revisions.templates
        self.knobs: KnobStore = self.revisions.knobs
        # The offline model always runs on this engine's embedder: a route classifier draft trained on another is
        # refused when it is saved or used as a draft, also before (or without) the offline model being built.
        self.knobs.expect_embedder(self.embedder.name, int(self.embedder.dim))
        self.traces = TraceStore(open_database(settings, "traces.sqlite"))
        self.llm = llm or make_llm(settings, self.embedder, self.knobs)  # the configured backend, the default of every turn
        self._llms[settings.effective_backend] = self.llm
        self.channels = ChannelRunner(self.store, self.bm25, self.embedder)
        self.audit = AuditLog(open_database(settings, "audit.sqlite"))
        self.tools = ToolService(settings.sample_corpus_dir / "tools", settings.data_dir, ttl_minutes=settings.action_ttl_minutes, audit=self.audit)
        self.turns = TurnAccess(self.traces, settings, self.audit)
        self.documents = DocumentAccess(self.store, settings, self.audit)
        self._seed_lock = threading.Lock()
        self._vocabulary_lock = threading.Lock()
        self._vocabulary_version: str | None = None
        self._learned_documents: set[str] = set()
        self._names_versions: dict[str, str] = {}  # tenant -> the corpus version its own names were learned at
        self.apply_retention()
        #: When the next retention pass runs (time.monotonic()): a long-running app prunes hourly, not only at start.
        self.retention_due_at = time.monotonic() + self.RETENTION_EVERY_S
        self._retention_lock = threading.Lock()
        self.learn_vocabulary()

    def learn_vocabulary(self) -> None:
        """Teach the preservation guard how this corpus writes its words (titles and summaries), so a
        capitalised first word is told apart as a name or a sentence opener (`preservation.Vocabulary`).

        Called at start and before every turn; it reads the documents only when the corpus version moved (an
        upload, another replica's ingest) and learns each document version once, so a name from a document
        uploaded a minute ago is protected in the next question's rewrite, and counts are not inflated.
        """
        from querylab import preservation

        version = self.store.version
        with self._vocabulary_lock:
            if version == self._vocabulary_version:
                return
            documents = self.store.list_documents(None)
            fresh = [d for d in documents if d.doc_hash not in self._learned_documents]
            preservation.learn(f"{d.title}. {d.summary}" for d in fresh)
            self._learned_documents.update(d.doc_hash for d in fresh)
            self._learn_own_names({d.tenant for d in documents})
            self._vocabulary_version = version

    def _learn_own_names(self, tenants: set[str]) -> None:
        """The offline judge's catalogue of each tenant's own named products (`offline.catalogue`), relearned for the
        tenants whose documents changed, from the chunks every member may read (a name only a restricted document
        gives must not change what the judge tells everyone else)."""
        from querylab.offline import catalogue

        # the tenants this store holds (and those it held): another engine's tenants in the same process are left alone
        for tenant in sorted(tenants | set(self._names_versions)):
            moved = self.store.tenant_version(tenant)
            if self._names_versions.get(tenant) == moved:
                continue
            try:
                texts = [text for _, text, meta in self.store.iter_chunks(tenant) if (meta or {}).get("audience", "all") == "all"]
            except Exception as exc:  # the store is down: the turn reports that itself; the names learned before are kept
                logger.warning("could not read tenant %s's chunks for the judge's catalogue: %s", tenant, exc)
                return
            catalogue.learn(tenant, texts)
            self._names_versions[tenant] = moved

    # -- roles and retention ---------------------------------------------------------------------
    def roles_of(self, principal: Principal) -> frozenset[Role]:
        return roles_of(principal, self.settings)

    def require(self, principal: Principal, role: Role, action: str, params: dict | None = None) -> None:
        """Raise `roles.PermissionDenied` (and write an audit row) unless `principal` holds `role`."""
        require(principal, role, self.settings, action=action, audit=self.audit, params=params)

    def _apply_retention_if_due(self) -> None:
        """Called after each saved turn; one thread prunes, the others do not wait for it."""
        if time.monotonic() < self.retention_due_at or not self._retention_lock.acquire(blocking=False):
            return
        try:
            self.retention_due_at = time.monotonic() + self.RETENTION_EVERY_S
            self.apply_retention()
        except Exception:  # noqa: BLE001 - pruning must never fail a turn that has already been answered
            logger.exception("retention pass failed; it runs again in %.0f s", self.RETENTION_EVERY_S)
        finally:
            self._retention_lock.release()

    def apply_retention(self) -> dict[str, int]:
        """Expire outdated pending actions; drop traces and audit rows past their retention (default: keep)."""
        removed = {"expired_actions": self.tools.expire(), "traces": self.traces.prune(self.settings.trace_retention_days),
                   "audit": self.tools.prune(self.settings.audit_retention_days)}
        if any(removed.values()):
            logger.info("retention: %s", removed)
        return removed

    # -- revisions (editor role) -----------------------------------------------------------------
    def save_revision(self, principal: Principal, artifact: Artifact, *, note: str = "", label: str | None = None,
                      evidence: dict | None = None) -> str:
        """Store a template or knob-file draft as an immutable revision (and move `label` to it): the editor's."""
        self.require(principal, Role.EDITOR, "save revisions", {"name": artifact.name, "label": label})
        return self.revisions.save(artifact, note=note, label=label, who=principal.user, evidence=evidence)

    def move_label(self, principal: Principal, name: str, revision: str, label: str, *, evidence: dict | None = None) -> LabelMove:
        """Give `label` to a revision (exactly one revision holds it; the move is recorded): the editor's."""
        self.require(principal, Role.EDITOR, "move labels", {"name": name, "revision": revision, "label": label})
        return self.revisions.move_label(name, revision, label, who=principal.user, evidence=evidence)

    def activate_revision(self, principal: Principal, name: str, revision: str, *, evidence: dict | None = None) -> LabelMove:
        """Turns use the `production` revision: activating is labelling it so."""
        return self.move_label(principal, name, revision, PRODUCTION, evidence=evidence)

    def revert_revision(self, principal: Principal, name: str) -> LabelMove:
        return self.activate_revision(principal, name, self.revisions.default(name).revision)

    # -- corpus --------------------------------------------------------------------------------
    def known_tenants(self) -> tuple[str, ...]:
        """Tenant names the router may recognise in a question; cached per corpus version (read every turn)."""
        version = self.store.version
        cached = getattr(self, "_known_tenants", None)
        if cached and cached[0] == version:
            return cached[1]
        tenants = {d.tenant for d in self.store.list_documents(None)} | set(self.settings.sample_tenants())
        self._known_tenants = (version, tuple(sorted(tenants)))
        return self._known_tenants[1]

    def seed_sample_corpus(self, progress: Callable | None = None) -> int:
        """Ingest `sample_corpus/<tenant>/` once into an empty store, so a fresh install has something to ask."""
        with self._seed_lock:
            if not self.settings.seed_sample_corpus or self.store.list_documents(None):
                return 0
            added = 0
            for folder in sorted(p for p in self.settings.sample_corpus_dir.iterdir() if p.is_dir() and p.name != "tools"):
                report = self.store.ingest_paths([folder], tenant=folder.name, progress=progress)
                added += sum(1 for r in report.results if r.status in ("added", "updated"))
            logger.info("seeded %d sample documents", added)
            return added

    def warm_judge_views(self, tenants: Iterable[str]) -> int:
        """Embed the offline judge's views of these tenants' chunks now (kept on disk: `TextVectors`), so a first
        question embeds only itself. Set-up work (`python -m querylab setup`, which the README's run command runs);
        only when the offline model is the configured backend. Views already on disk are skipped, so running it again
        costs a lookup. A failure costs speed, never the set-up: it is logged."""
        if resolve_backend(None, self.settings) != "offline":
            return 0
        try:
            warm = getattr(self.llm_for("offline"), "warm_judge", None)
            if warm is None:
                return 0
            embedded = warm([text for tenant in tenants for _, text, _ in self.store.iter_chunks(tenant)])
        except Exception as exc:  # the embedder or the cache file: the judge will embed on first sight instead
            logger.warning("could not warm the judge's passage views: %s", exc)
            return 0
        logger.info("embedded %d judge views of the seeded corpus", embedded)
        return embedded

    def _forget_judge_views(self, removed: list[str], kept: list[str]) -> None:
        """A deleted or replaced document's passages leave the offline judge's view vectors on disk too (every
        embedder's file in the offline model's cache folder), whether or not this
        process has built the offline model, and from the memo of an offline model it has built. Views the
        document's new version still has are kept."""
        from querylab.offline.judge_views import stale_views
        from querylab.offline.vector_cache import forget_texts

        views = stale_views(removed, kept)
        gone = forget_texts(offline_cache_dir(self.settings), views)
        with self._llm_lock:
            built = list(self._llms.values())
        held = sum(forget(views) for m in built if callable(forget := getattr(m, "forget_views", None)))
        if gone or held:
            logger.info("purged %d judge view vectors of removed passages on disk and %d in memory", gone, held)

    def ingest(self, paths: list[Path], tenant: str, progress: Callable | None = None):
        return self.store.ingest_paths(paths, tenant=tenant, progress=progress)

    # -- models --------------------------------------------------------------------------------
    def llm_for(self, backend: str | None = None) -> LLM:
        """The model of a backend (`offline`, `local`, `openai`; None: the configured one), built once, lazily.

        Why several: the Chat sidebar and `--backend` switch the model per turn without a restart. The
        local backend's server starts on its first call; `close()` stops it. Raises ValueError for an
        unknown name and `LLMError` when the backend cannot be built (e.g. openai without a key).
        """
        name = resolve_backend(backend, self.settings)
        with self._llm_lock:
            if name not in self._llms:
                self._llms[name] = build_llm(name, self.settings, self.embedder, knobs=self.knobs)
            return self._llms[name]

    def turn_llm(self, backend: str | None = None, step_backends: StepBackends | None = None) -> LLM:
        """The turn's model: `backend`'s, with the steps `step_backends` names (default: `QUERYLAB_STEP_BACKENDS`)
        sent to theirs.

        A step whose chosen backend is the turn's own needs no detour, so with no choice (or only such) this is
        `llm_for(backend)` itself.
        """
        base = self.llm_for(backend)
        others = {task: self.llm_for(b) for task, b in self._other_steps(backend, step_backends)}
        return PerStepLLM(base, others) if others else base

    def _other_steps(self, backend: str | None, step_backends: StepBackends | None) -> list[tuple[str, str]]:
        """(step, backend) pairs of the turn that leave the turn's own backend."""
        name = resolve_backend(backend, self.settings)
        chosen = self.settings.step_backends if step_backends is None else step_backends
        return [(task, b) for task, b in chosen if b != name]

    def close(self) -> None:
        """Stop what the engine started (the local model's server) and release HTTP connections."""
        with self._llm_lock:
            llms, self._llms = list({id(m): m for m in self._llms.values()}.values()), {self.settings.effective_backend: self.llm}
        for llm in llms:
            close = getattr(llm, "close", None)
            if callable(close):
                try:
                    close()
                except Exception:  # noqa: BLE001 - closing must not fail the caller
                    logger.warning("closing the %s backend failed", getattr(llm, "name", "?"), exc_info=True)

    # -- turns ---------------------------------------------------------------------------------
    def reads_knobs(self, backend: str | None = None, step_backends: StepBackends | None = None) -> bool:
        """True when the offline model, whose decisions come from knob files, takes any step of the turn."""
        models = [self.llm_for(backend)] + [self.llm_for(b) for _, b in self._other_steps(backend, step_backends)]
        return any(bool(getattr(m, "offline", False)) and hasattr(m, "parts") for m in models)

    def turn_knobs(self, options: TurnOptions | None, backend: str | None = None, step_backends: StepBackends | None = None) -> KnobSet | None:
        """The knob set a turn runs with: its own (a draft) if given, else the production revisions read
        now — once per turn, so an activation counts from the next turn on, without a restart."""
        if options is not None and options.knobs is not None:
            return options.knobs
        return self.knobs.active_set() if self.reads_knobs(backend, step_backends) else None

    def pipeline(self, preset: str | Preset = "guarded", backend: str | None = None, step_backends: StepBackends | None = None) -> Pipeline:
        p = get_preset(preset) if isinstance(preset, str) else preset
        self.learn_vocabulary()  # the corpus may have changed since the last turn
        return Pipeline(
            llm=self.turn_llm(backend, step_backends),
            channels=self.channels,
            templates=self.templates.get,
            preset=p,
            known_tenants=self.known_tenants,
            document_text=self.store.get_document_text,
            rrf_k=self.settings.rrf_k,
            tools=self.tools,
        )

    def ask(
        self,
        question: str,
        principal: Principal | None = None,
        session_id: str | None = None,
        preset: str | Preset = "guarded",
        options: TurnOptions | None = None,
        save: bool = True,
        backend: str | None = None,
        step_backends: StepBackends | None = None,
    ) -> Trace:
        """One turn. `backend` (default: the configured one) takes every step but those `step_backends` sends to
        another backend (default: `QUERYLAB_STEP_BACKENDS`; `()` for none), e.g. `(("router", "offline"),)`."""
        principal = principal or self.settings.principal()
        session_id = session_id or uuid.uuid4().hex[:8]
        cleaned = clean_question(question)
        pipeline = self.pipeline(preset, backend, step_backends)
        llm = pipeline.llm
        if not cleaned.text:  # nothing to route or retrieve: say so instead of asking the model about ""
            trace = Trace(session_id=session_id, preset=pipeline.preset.name, backend=llm.name, model=llm.model, offline_model=bool(getattr(llm, "offline", False)), principal=principal, question="", answer=EMPTY_QUESTION_ANSWER)
            trace.event("info", "empty_question", "the question was empty (or only whitespace and control characters); nothing was asked")
        else:
            history = self.traces.history(principal, session_id)
            options = replace(options or TurnOptions(), knobs=self.turn_knobs(options, backend, step_backends))
            trace = pipeline.run(cleaned.text, principal, session_id, history, options)
        trace.events[0:0] = cleaned.events
        if save:
            self.traces.save(trace)
            self._apply_retention_if_due()
        return trace

    def confirm_action(self, token: str, principal: Principal | None = None) -> ToolCall:
        """The explicit confirmation step of an action; the principal must be the one who asked."""
        return self.tools.confirm(principal or self.settings.principal(), token)
