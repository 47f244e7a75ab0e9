"""The composition root: builds every part once from `Settings` and runs turns.

The browser app caches one `Engine` with `st.cache_resource`; the command line builds one per process.
"""

from __future__ import annotations

import logging
import threading
import uuid
from pathlib import Path
from typing import Callable

from querylab.channels import ChannelRunner
from querylab.config import Settings
from querylab.contracts import Principal
from querylab.llm.base import LLM
from querylab.pipeline import Pipeline, TurnOptions
from querylab.presets import Preset, get_preset
from querylab.templates import TemplateStore
from querylab.tools import ToolService
from querylab.tools.registry import ToolCall
from querylab.trace import Trace
from querylab.tracestore import TraceStore

logger = logging.getLogger(__name__)


def make_llm(settings: Settings, embedder) -> LLM:
    if settings.use_openai:
        from querylab.llm.openai_backend import OpenAIChatLLM

        return OpenAIChatLLM.from_settings(settings)
    from querylab.offline import OfflineLLM

    return OfflineLLM(embedder, settings.prompts_dir)


class Engine:
    def __init__(self, settings: Settings, *, llm: LLM | None = None, embedder=None) -> None:
        from querylab.corpus.bm25 import BM25Index
        from querylab.corpus.store import CorpusStore
        from querylab.embeddings import make_embedder

        self.settings = settings
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        self.embedder = embedder or make_embedder(settings)
        self.store = CorpusStore(settings, self.embedder)
        self.bm25 = BM25Index(settings, self.store)
        self.templates = TemplateStore(settings.prompts_dir, settings.data_dir)
        self.traces = TraceStore(settings.data_dir / "traces.sqlite")
        self.llm = llm or make_llm(settings, self.embedder)
        self.channels = ChannelRunner(self.store, self.bm25, self.embedder)
        self.tools = ToolService(settings.sample_corpus_dir / "tools", settings.data_dir)
        self._seed_lock = threading.Lock()

    # -- corpus --------------------------------------------------------------------------------
    def known_tenants(self) -> tuple[str, ...]:
        tenants = {d.tenant for d in self.store.list_documents(None)}
        sample = self.settings.sample_corpus_dir
        if sample.exists():
            tenants |= {p.name for p in sample.iterdir() if p.is_dir() and p.name != "tools"}
        return tuple(sorted(tenants))

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

    def ingest(self, paths: list[Path], tenant: str, progress: Callable | None = None):
        return self.store.ingest_paths(paths, tenant=tenant, progress=progress)

    # -- turns ---------------------------------------------------------------------------------
    def pipeline(self, preset: str | Preset = "guarded") -> Pipeline:
        p = get_preset(preset) if isinstance(preset, str) else preset
        return Pipeline(
            llm=self.llm,
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
    ) -> Trace:
        principal = principal or self.settings.principal()
        session_id = session_id or uuid.uuid4().hex[:8]
        history = self.traces.history(principal, session_id)
        trace = self.pipeline(preset).run(question, principal, session_id, history, options)
        if save:
            self.traces.save(trace)
        return trace

    def confirm_action(self, token: str, principal: Principal | None = None) -> ToolCall:
        """The explicit confirmation step of an action; the principal must be the one who asked."""
        return self.tools.confirm(principal or self.settings.principal(), token)
