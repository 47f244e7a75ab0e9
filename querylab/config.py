"""Configuration from the environment and a `.env` file; every name is documented in `.env.example`.

The openai SDK's own names (`OPENAI_API_KEY`, `OPENAI_BASE_URL`) are used where they exist so any
OpenAI-compatible server works. With no key, everything runs on the embedded offline defaults.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Mapping

from dotenv import dotenv_values

from querylab.contracts import Principal

REPO_ROOT = Path(__file__).resolve().parent.parent


#: Values of QUERYLAB_LLM_BACKEND (and of `--backend`, which has no `auto`).
LLM_BACKENDS = ("auto", "offline", "local", "openai")


def default_local_threads() -> int:
    """Half the cores (at least one) for llama.cpp: the app, the embedder and Chroma need the rest.

    Measured on a 2-core machine under load (2026-11-30): llama.cpp's threads spin-wait on each other, so two
    threads on two busy cores took 37 s for a 290-token judge prompt where one thread took 10 s.
    """
    return max(1, (os.cpu_count() or 2) // 2)


class ConfigError(ValueError):
    """A setting has a value QueryLab cannot use; the message names the setting."""


def _int(env: Mapping[str, str], name: str, default: int) -> int:
    raw = env.get(name)
    if raw in (None, ""):
        return default
    try:
        return int(raw)
    except ValueError as exc:
        raise ConfigError(f"{name} must be a whole number, got {raw!r}") from exc


def _names(env: Mapping[str, str], name: str) -> tuple[str, ...]:
    """A comma-separated list of names (group names), blanks dropped."""
    return tuple(dict.fromkeys(g.strip() for g in (env.get(name) or "").split(",") if g.strip()))


def _days(env: Mapping[str, str], name: str) -> float | None:
    """A retention period in days; unset, empty or "keep" means keep forever."""
    raw = (env.get(name) or "").strip().lower()
    if raw in ("", "keep", "forever"):
        return None
    value = _float(env, name, 0.0)
    if value <= 0:
        raise ConfigError(f"{name} must be a positive number of days (or 'keep'), got {raw!r}")
    return value


def _database_url(env: Mapping[str, str]) -> str | None:
    """`QUERYLAB_DATABASE_URL`: a PostgreSQL URL, or unset for the SQLite files under the data directory."""
    raw = (env.get("QUERYLAB_DATABASE_URL") or "").strip()
    if not raw:
        return None
    if not raw.startswith(("postgresql://", "postgres://")):
        shown = raw.split("://", 1)[0] + "://…" if "://" in raw else raw[:20]
        raise ConfigError(f"QUERYLAB_DATABASE_URL must be a postgresql:// URL (or unset for SQLite), got {shown!r}")
    return raw


def _float(env: Mapping[str, str], name: str, default: float) -> float:
    raw = env.get(name)
    if raw in (None, ""):
        return default
    try:
        return float(raw)
    except ValueError as exc:
        raise ConfigError(f"{name} must be a number, got {raw!r}") from exc


def _positive(env: Mapping[str, str], name: str, default: float) -> float:
    value = _float(env, name, default)
    if value <= 0:
        raise ConfigError(f"{name} must be a positive number, got {env.get(name)!r}")
    return value


#: The steps whose backend `QUERYLAB_STEP_BACKENDS` may choose: the template names of prompts/*.toml.
STEP_TEMPLATES = ("router", "decide", "judge", "rewrite", "judge_rewrite", "hyde", "rerank", "followup", "answer")


#: (step template, backend) pairs: the steps of a turn that another backend serves.
StepBackends = tuple[tuple[str, str], ...]


def parse_step_backends(raw: str) -> StepBackends:
    """`QUERYLAB_STEP_BACKENDS`: comma-separated `template=backend` pairs, e.g. `router=offline,decide=offline`.

    Why: a small local model answers well enough from passages but routes poorly; the offline model routes
    well and instantly. The pairs override the turn's backend for those steps only; the rest use the turn's.
    """
    pairs: dict[str, str] = {}
    for part in (p.strip() for p in raw.split(",")):
        if not part:
            continue
        step, sep, backend = (x.strip().lower() for x in part.partition("="))
        if not sep or step not in STEP_TEMPLATES or backend not in LLM_BACKENDS[1:]:  # a step names a real backend, not "auto"
            raise ConfigError(
                f"QUERYLAB_STEP_BACKENDS: {part!r} must be STEP=BACKEND with STEP one of {', '.join(STEP_TEMPLATES)} "
                "and BACKEND one of offline, local, openai (e.g. router=offline,decide=offline)")
        pairs[step] = backend
    return tuple(pairs.items())


@dataclass(frozen=True)
class Settings:
    data_dir: Path = field(default_factory=lambda: Path("data"))
    prompts_dir: Path = REPO_ROOT / "prompts"
    sample_corpus_dir: Path = REPO_ROOT / "sample_corpus"
    # LLM
    llm_backend: str = "auto"  # auto | offline | local | openai
    openai_api_key: str | None = None
    openai_base_url: str | None = None
    llm_model: str = "gpt-4o-mini"
    llm_timeout_s: float = 20.0
    llm_max_retries: int = 1
    structured_output: bool = True  # ask for a JSON schema (response_format) where the backend supports it
    # per-step backends: (template name, backend) pairs that override the turn's backend for that step's calls
    step_backends: StepBackends = ()
    # the local model (llama.cpp's OpenAI-compatible server as a child process; see querylab/llm/local_server.py)
    local_model: Path | None = None  # a GGUF file; None: the packaged SmolLM2-135M-Instruct
    local_timeout_s: float = 60.0
    local_start_timeout_s: float = 120.0
    local_threads: int = field(default_factory=lambda: default_local_threads())
    local_ctx: int = 4096
    # embeddings
    embedder: str = "minilm"  # minilm | openai
    openai_embedding_model: str = "text-embedding-3-small"
    model_dir: Path | None = None
    # Chroma
    chroma_host: str | None = None
    chroma_port: int = 8000
    collection: str = "querylab"
    # shared state (querylab/storage/): None keeps the SQLite files under data_dir
    database_url: str | None = None
    # ingestion
    chunk_size: int = 800
    chunk_overlap: int = 120
    max_file_mb: float = 20.0
    # retrieval
    top_k: int = 5
    rrf_k: int = 60
    # trusted identity (server-side configuration, never the chat)
    tenant: str = "acme"
    user: str = "alice"
    groups: tuple[str, ...] = ("staff",)
    demo_personas: bool = False
    oidc_tenant_claim: str = "tenant"
    oidc_groups_claim: str = "groups"
    seed_sample_corpus: bool = True
    # roles inside a tenant (querylab/roles.py): group names per role; all empty = every role for everyone
    role_reviewer_groups: tuple[str, ...] = ()
    role_editor_groups: tuple[str, ...] = ()
    role_admin_groups: tuple[str, ...] = ()
    # actions and retention
    action_ttl_minutes: float = 15.0
    trace_retention_days: float | None = None  # None: keep every trace
    audit_retention_days: float | None = None  # None: keep every audit row
    scenario_check: bool = True  # play every scenario card once per corpus version at start-up (querylab/scenarios.py)

    @property
    def effective_backend(self) -> str:
        """The backend `auto` resolves to: openai when a key is set, else offline (never `local` by itself)."""
        if self.llm_backend != "auto":
            return self.llm_backend
        return "openai" if self.openai_api_key else "offline"

    @property
    def use_openai(self) -> bool:
        return self.effective_backend == "openai"

    def principal(self) -> Principal:
        return Principal(tenant=self.tenant, user=self.user, groups=self.groups)

    def sample_tenants(self) -> tuple[str, ...]:
        """The sample corpus's tenants: its folders but ``tools`` (the demo tool data), sorted; () without one."""
        sample = Path(self.sample_corpus_dir)
        return tuple(sorted(p.name for p in sample.iterdir() if p.is_dir() and p.name != "tools")) if sample.is_dir() else ()

    def with_(self, **changes: object) -> "Settings":
        return replace(self, **changes)  # type: ignore[arg-type]

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, dotenv_path: str | Path | None = ".env") -> "Settings":
        """Read settings: explicit `env` wins, then the process environment, then `.env`."""
        merged: dict[str, str] = {}
        if dotenv_path is not None and Path(dotenv_path).is_file():
            merged.update({k: v for k, v in dotenv_values(dotenv_path).items() if v is not None})
        merged.update(os.environ if env is None else env)
        e = merged
        backend = e.get("QUERYLAB_LLM_BACKEND", "auto").strip().lower() or "auto"
        if backend not in LLM_BACKENDS:
            raise ConfigError(f"QUERYLAB_LLM_BACKEND must be auto, offline, local or openai, got {backend!r}")
        embedder = e.get("QUERYLAB_EMBEDDER", "minilm").strip().lower() or "minilm"
        if embedder not in {"minilm", "openai"}:
            raise ConfigError(f"QUERYLAB_EMBEDDER must be minilm or openai, got {embedder!r}")
        groups = tuple(g.strip() for g in e.get("QUERYLAB_GROUPS", "staff").split(",") if g.strip())
        model_dir = e.get("QUERYLAB_MODEL_DIR")
        local_model = e.get("QUERYLAB_LOCAL_MODEL")
        return cls(
            data_dir=Path(e.get("QUERYLAB_DATA_DIR", "data")),
            llm_backend=backend,
            openai_api_key=e.get("OPENAI_API_KEY") or None,
            openai_base_url=e.get("OPENAI_BASE_URL") or None,
            llm_model=e.get("QUERYLAB_LLM_MODEL", "gpt-4o-mini"),
            llm_timeout_s=_float(e, "QUERYLAB_LLM_TIMEOUT", 20.0),
            llm_max_retries=_int(e, "QUERYLAB_LLM_MAX_RETRIES", 1),
            structured_output=e.get("QUERYLAB_STRUCTURED_OUTPUT", "1").strip().lower() in {"1", "true", "yes", "on"},
            local_model=Path(local_model).expanduser() if local_model else None,
            local_timeout_s=_float(e, "QUERYLAB_LOCAL_TIMEOUT", 60.0),
            local_start_timeout_s=_float(e, "QUERYLAB_LOCAL_START_TIMEOUT", 120.0),
            local_threads=_int(e, "QUERYLAB_LOCAL_THREADS", default_local_threads()),
            local_ctx=_int(e, "QUERYLAB_LOCAL_CTX", 4096),
            embedder=embedder,
            openai_embedding_model=e.get("QUERYLAB_OPENAI_EMBEDDING_MODEL", "text-embedding-3-small"),
            model_dir=Path(model_dir) if model_dir else None,
            chroma_host=e.get("CHROMA_HOST") or None,
            chroma_port=_int(e, "CHROMA_PORT", 8000),
            database_url=_database_url(e),
            collection=e.get("QUERYLAB_COLLECTION", "querylab"),
            chunk_size=_int(e, "QUERYLAB_CHUNK_SIZE", 800),
            chunk_overlap=_int(e, "QUERYLAB_CHUNK_OVERLAP", 120),
            max_file_mb=_float(e, "QUERYLAB_MAX_FILE_MB", 20.0),
            top_k=_int(e, "QUERYLAB_TOP_K", 5),
            rrf_k=_int(e, "QUERYLAB_RRF_K", 60),
            tenant=e.get("QUERYLAB_TENANT", "acme"),
            user=e.get("QUERYLAB_USER", "alice"),
            groups=groups,
            demo_personas=e.get("QUERYLAB_DEMO_PERSONAS", "0").lower() in {"1", "true", "yes"},
            oidc_tenant_claim=e.get("QUERYLAB_OIDC_TENANT_CLAIM", "tenant"),
            oidc_groups_claim=e.get("QUERYLAB_OIDC_GROUPS_CLAIM", "groups"),
            seed_sample_corpus=e.get("QUERYLAB_SEED_SAMPLE", "1").lower() in {"1", "true", "yes"},
            step_backends=parse_step_backends(e.get("QUERYLAB_STEP_BACKENDS", "")),
            role_reviewer_groups=_names(e, "QUERYLAB_ROLE_REVIEWER"),
            role_editor_groups=_names(e, "QUERYLAB_ROLE_EDITOR"),
            role_admin_groups=_names(e, "QUERYLAB_ROLE_ADMIN"),
            action_ttl_minutes=_positive(e, "QUERYLAB_ACTION_TTL_MINUTES", 15.0),
            trace_retention_days=_days(e, "QUERYLAB_TRACE_RETENTION_DAYS"),
            audit_retention_days=_days(e, "QUERYLAB_AUDIT_RETENTION_DAYS"),
            scenario_check=e.get("QUERYLAB_SCENARIO_CHECK", "1").lower() in {"1", "true", "yes"},
        )
