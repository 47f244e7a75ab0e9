"""What an evaluation run needs besides the cases: model, templates, embedder, cache folder, config identity.

Why a context of its own instead of always an `Engine`: routing and judge evaluations only need the
LLM and the templates; building an `Engine` also opens the user's Chroma store, which a test with a
scripted model, or an evaluation of 600 judge cases, has no reason to touch. An engine, when given,
supplies all the parts (same objects the browser app uses); otherwise they are built lazily from
`Settings`.

An `EvalConfig` names one configuration to evaluate — preset, template revisions (or edited
templates), backend — and `ResolvedConfig.revision` is its content hash: the key of the per-case
results cache and the label of an A/B arm. The offline model's behaviour depends on its code and knob
files, not on the template text, so its fingerprint hashes `querylab/offline/*.py` and
`prompts/offline/*`: editing the offline judge invalidates cached results, as it must.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Sequence, TypeVar

from querylab.config import Settings
from querylab.llm.base import LLM
from querylab.knobs import KNOB_FILES, KnobFile, KnobSet, KnobStore
from querylab.templates import PromptTemplate, TemplateStore

if TYPE_CHECKING:  # pragma: no cover - typing only
    from querylab.embeddings.base import Embedder
    from querylab.engine import Engine
    from querylab.eval.cache import ResultCache
    from querylab.revisions import Revisions

logger = logging.getLogger(__name__)

_C = TypeVar("_C")
OFFLINE_CODE_DIR = Path(__file__).resolve().parent.parent / "offline"
#: Default number of cases evaluated at once against a network LLM backend.
DEFAULT_CONCURRENCY = 4


@dataclass(frozen=True)
class EvalProgress:
    """One progress tick: ``done`` of ``total`` cases, ``current`` is what is being worked on.

    The attribute names match what `querylab.cli.ProgressBar` and the ingest progress read.
    """

    done: int
    total: int
    current: str = ""
    stage: str = ""


ProgressFn = Callable[[EvalProgress], None]


def notify(progress: ProgressFn | None, done: int, total: int, current: str = "", stage: str = "") -> None:
    """Call the progress callback; a failing callback (a closed browser tab) never stops a run."""
    if progress is None:
        return
    try:
        progress(EvalProgress(done, total, current, stage))
    except Exception:  # pragma: no cover - defensive
        logger.exception("eval progress callback failed")


def case_row(case_id: str, expected: Any, predicted: Any, correct: bool | None, **details: Any) -> dict[str, Any]:
    """The per-case row every runner returns (and the results cache stores)."""
    return {"id": case_id, "expected": expected, "predicted": predicted, "correct": correct, "details": details}


def stable_hash(obj: Any, n: int = 16) -> str:
    """SHA-256 of the canonical JSON of ``obj`` (sorted keys), first ``n`` hex digits."""
    blob = json.dumps(obj, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:n]


def offline_fingerprint(prompts_dir: Path) -> str:
    """Hash of the offline model's code and knob files: what decides its replies.

    Besides `querylab/offline/`, the model's rules read `lexicon.py` (terms, protected spans), `security.py` and
    `fraud_signals.py` (refusal signals) and `tenant_mentions.py` (the other tenant asked about or only named), so
    those count too.
    """
    h = hashlib.sha256()
    shared = [OFFLINE_CODE_DIR.parent / name for name in ("lexicon.py", "security.py", "fraud_signals.py", "tenant_mentions.py")]
    files = sorted(OFFLINE_CODE_DIR.rglob("*.py")) + shared + sorted((Path(prompts_dir) / "offline").glob("*"))
    for path in files:
        if path.is_file():  # the package's own subfolders (the gloss's word lists) by their path inside it
            name = path.relative_to(OFFLINE_CODE_DIR).as_posix() if path.is_relative_to(OFFLINE_CODE_DIR) else path.name
            h.update(name.encode("utf-8") + b"\x00" + path.read_bytes() + b"\x00")
    return h.hexdigest()[:16]


def backend_fingerprint(llm: LLM, prompts_dir: Path) -> str:
    """``name:model`` of a backend (``:free-text`` without structured output), plus the code/knob hash for the offline model."""
    base = f"{getattr(llm, 'name', type(llm).__name__)}:{getattr(llm, 'model', '')}"
    if hasattr(llm, "structured") and not getattr(llm, "structured"):  # free-text replies are other results
        base += ":free-text"
    if getattr(llm, "offline", False) and getattr(llm, "name", "") == "offline":
        return f"{base}:{offline_fingerprint(prompts_dir)}"
    return base


#: The preset an evaluation runs when none is named. Retrieval runs RAG Me Up's turn, which always retrieves
#: (the guarded router may send a set's trivia questions out of domain, which measures the router, not retrieval).
DEFAULT_PRESETS = {"routing": "guarded", "judge": "guarded", "retrieval": "ragmeup"}


@dataclass(frozen=True)
class EvalConfig:
    """One configuration to evaluate (an arm of an A/B comparison).

    ``templates`` maps a template name to a saved revision id or to an edited `PromptTemplate`
    (a draft from the browser editor), and an offline knob file name (`querylab.knobs.KNOB_FILES`) to a
    revision id or a `KnobFile` draft; unnamed ones use the active (production) revision. ``backend`` is
    ``"offline"``, ``"local"``, ``"openai"`` or ``None`` for the engine's default; ``llm`` overrides all of that
    with a ready model object (tests, or a backend built by the caller).
    """

    preset: str | None = None  # None: the kind's default (`DEFAULT_PRESETS`), filled in by `run_eval`
    templates: Mapping[str, str | PromptTemplate] = field(default_factory=dict)
    backend: str | None = None
    llm: LLM | None = field(default=None, compare=False, hash=False)
    label: str = ""
    rerank: bool = False  # retrieval: also measure the model's rerank of the fused list (channel "reranked")
    concurrency: int | None = field(default=None, compare=False, hash=False)  # cases in flight (None: the backend's default)

    def describe(self) -> dict[str, Any]:
        """JSON-friendly summary (template overrides by revision id)."""
        return {
            "label": self.label,
            "preset": self.preset,
            "backend": self.backend or (getattr(self.llm, "name", None) if self.llm else "default"),
            "templates": {n: (t.revision if isinstance(t, (PromptTemplate, KnobFile)) else str(t)) for n, t in self.templates.items()},
            "rerank": self.rerank,
        }


@dataclass
class ResolvedConfig:
    """An `EvalConfig` made concrete: the model object, the templates in force, and the revision hash."""

    config: EvalConfig
    llm: LLM
    templates: dict[str, PromptTemplate]
    backend: str
    revision: str

    def template(self, name: str) -> PromptTemplate:
        return self.templates[name]

    @property
    def concurrency(self) -> int:
        """Offline and in-process models gain nothing from threads (the embedder holds a lock); a backend may
        cap it (`max_concurrency`: the local llama.cpp server answers one request at a time)."""
        if getattr(self.llm, "offline", False):
            return 1
        return min(self.config.concurrency or DEFAULT_CONCURRENCY, int(getattr(self.llm, "max_concurrency", 1 << 16)))


class EvalContext:
    """The parts an evaluation uses, taken from an `Engine` or built lazily from `Settings`."""

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        engine: "Engine | None" = None,
        llm: LLM | None = None,
        embedder: "Embedder | None" = None,
        cache: "ResultCache | None | bool" = None,
    ) -> None:
        self.engine = engine
        self.settings = engine.settings if engine is not None else (settings or Settings.from_env())
        self._llm = llm
        self._embedder = embedder if embedder is not None else (engine.embedder if engine is not None else None)
        self._templates: TemplateStore | None = engine.templates if engine is not None else None
        self._knobs: KnobStore | None = engine.knobs if engine is not None else None
        self._lock = threading.Lock()
        self._backends: dict[str, LLM] = {}
        if cache is True:
            from querylab.eval.cache import ResultCache

            from querylab.storage import open_database

            cache = ResultCache(open_database(self.settings, Path("cache") / "eval.sqlite"))
        self.cache: "ResultCache | None" = cache or None

    # -- parts ---------------------------------------------------------------------------------
    @property
    def cache_dir(self) -> Path:
        """``<data_dir>/cache``: embeddings, built eval stores and the results database."""
        path = Path(self.settings.data_dir) / "cache"
        path.mkdir(parents=True, exist_ok=True)
        return path

    @property
    def embedder(self) -> "Embedder":
        with self._lock:
            if self._embedder is None:
                from querylab.embeddings import make_embedder

                self._embedder = make_embedder(self.settings)
            return self._embedder

    def _revisions(self) -> "Revisions":
        """Templates and knob files as the engine would see them (files, or the shared database)."""
        from querylab.revisions import revisions_for
        from querylab.storage import shared_database

        return revisions_for(self.settings.prompts_dir, Path(self.settings.data_dir), shared_database(self.settings))

    @property
    def templates(self) -> TemplateStore:
        with self._lock:
            if self._templates is None:
                self._templates = self._revisions().templates
            return self._templates

    @property
    def knobs(self) -> KnobStore:
        with self._lock:
            if self._knobs is None:
                self._knobs = self._revisions().knobs
            return self._knobs

    @property
    def llm(self) -> LLM:
        if self._llm is not None:
            return self._llm
        if self.engine is not None:
            return self.engine.llm
        return self.backend(None)

    def backend(self, name: str | None) -> LLM:
        """The LLM for a backend name (built once per context): ``offline``, ``local``, ``openai`` or the default."""
        if name is None and self._llm is not None:
            return self._llm
        if self.engine is not None:
            return self.engine.llm_for(name)
        from querylab.llm.factory import make_llm, resolve_backend

        key = resolve_backend(name, self.settings)
        embedder = self.embedder
        with self._lock:
            if key not in self._backends:
                self._backends[key] = make_llm(key, self.settings, embedder)
            return self._backends[key]

    def known_tenants(self, extra: Iterable[str] = ()) -> tuple[str, ...]:
        """Tenants the router may recognise as "another tenant": the engine's, the sample corpus's, the set's."""
        if self.engine is not None:
            tenants = set(self.engine.known_tenants())
        else:
            tenants = {self.settings.tenant, *self.settings.sample_tenants()}
        return tuple(sorted(tenants | {t for t in extra if t}))

    # -- configurations ------------------------------------------------------------------------
    def resolve(self, config: EvalConfig, template_names: Sequence[str], kind: str) -> ResolvedConfig:
        """Make ``config`` concrete for the templates a kind of evaluation uses (and the kind's default preset)."""
        if config.preset is None:
            config = replace(config, preset=DEFAULT_PRESETS[kind])
        if config.llm is not None:
            llm = config.llm
        else:
            llm = self.llm if config.backend is None else self.backend(config.backend)
        templates: dict[str, PromptTemplate] = {}
        for name in template_names:
            override = config.templates.get(name)
            if isinstance(override, PromptTemplate):
                templates[name] = override.validate()
            else:
                templates[name] = self.templates.get(name, override or None)
        knob_revisions: dict[str, str] = {}
        if hasattr(llm, "with_knobs"):  # the offline model: its knob files decide, so they name the arm
            knobs = KnobSet({n: self._knob(n, config.templates.get(n)) for n in KNOB_FILES})
            llm = llm.with_knobs(knobs)
            knob_revisions = knobs.revisions()
        backend = backend_fingerprint(llm, self.settings.prompts_dir)
        revision = stable_hash(
            {"kind": kind, "preset": config.preset, "backend": backend,
             "templates": {n: t.revision for n, t in sorted(templates.items())},
             **({"knobs": knob_revisions} if knob_revisions else {})}
        )
        return ResolvedConfig(config, llm, templates, backend, revision)

    def _knob(self, name: str, override: Any) -> KnobFile:
        if isinstance(override, KnobFile):
            return override.validate()
        return self.knobs.get(name, override or None)


def map_cases(
    cases: Sequence[_C],
    compute: Callable[[_C], dict[str, Any]],
    *,
    key: Callable[[_C], tuple[str, str]],
    resolved: ResolvedConfig,
    cache: "ResultCache | None",
    set_key: str,
    progress: ProgressFn | None = None,
    stage: str = "",
) -> tuple[list[dict[str, Any]], int]:
    """Evaluate every case (in order), reusing cached rows; returns (rows, number computed now).

    ``key(case)`` gives (case id, case content hash): an edited case is recomputed even if its id is
    unchanged. Rows computed now are written to the cache in one transaction per 50 cases, so an
    interrupted run keeps most of its work. Network backends run ``resolved.concurrency`` cases at
    once; results keep the cases' order either way.
    """
    total = len(cases)
    rows: list[dict[str, Any] | None] = [None] * total
    keys = [key(c) for c in cases]
    if cache is not None:
        found = cache.get_many(set_key, resolved.revision, keys)
        for i, k in enumerate(keys):
            if k in found:
                rows[i] = found[k]
    todo = [i for i, r in enumerate(rows) if r is None]
    done = total - len(todo)
    notify(progress, done, total, "cached" if done else "", stage)
    pending: list[tuple[tuple[str, str], dict[str, Any]]] = []

    def flush() -> None:
        if cache is not None and pending:
            cache.put_many(set_key, resolved.revision, resolved.backend, pending)
            pending.clear()

    def finish(i: int, row: dict[str, Any]) -> None:
        nonlocal done
        rows[i] = row
        pending.append((keys[i], row))
        done += 1
        if len(pending) >= 50:
            flush()
        notify(progress, done, total, keys[i][0], stage)

    try:
        if resolved.concurrency <= 1 or len(todo) <= 1:
            for i in todo:
                finish(i, compute(cases[i]))
        else:
            with ThreadPoolExecutor(max_workers=resolved.concurrency, thread_name_prefix="eval") as pool:
                futures = {i: pool.submit(compute, cases[i]) for i in todo}
                for i in todo:
                    finish(i, futures[i].result())
    finally:
        flush()
    return [r for r in rows if r is not None], len(todo)
