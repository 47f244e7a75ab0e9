"""Build an LLM backend by name: `offline`, `local` or `openai` (`auto` resolves through `Settings`).

One place for this choice, so the engine, the evaluation and the command line build the same objects.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from querylab.llm.base import LLM

if TYPE_CHECKING:
    from querylab.config import Settings

#: The backends a user can pick (sidebar, `--backend`); `auto` is only a setting's value.
BACKENDS = ("offline", "local", "openai")


def offline_cache_dir(settings: "Settings") -> Path:
    """Where the offline model keeps vectors between processes (route examples, the judge's passage views)."""
    return Path(settings.data_dir) / "cache"


def resolve_backend(name: str | None, settings: "Settings") -> str:
    """`None` or `auto` -> the configured backend; anything else must be one of `BACKENDS`."""
    if name is None or name == "auto":
        return settings.effective_backend
    if name not in BACKENDS:
        raise ValueError(f"unknown LLM backend {name!r}: choose one of {', '.join(BACKENDS)}")
    return name


def make_llm(name: str | None, settings: "Settings", embedder: Any, knobs: Any = None) -> LLM:
    """A new backend object. `local` does not start its server here: the first call does (see LocalLLM)."""
    backend = resolve_backend(name, settings)
    if backend == "openai":
        from querylab.llm.openai_backend import OpenAIChatLLM

        return OpenAIChatLLM.from_settings(settings.with_(llm_backend="openai"))
    if backend == "local":
        from querylab.llm.local_backend import LocalLLM

        return LocalLLM.from_settings(settings)
    from querylab.offline import OfflineLLM

    # knobs: the KnobStore of revisable knob files; route-example vectors are kept on disk between starts
    return OfflineLLM(embedder, settings.prompts_dir, knobs=knobs, vector_cache=offline_cache_dir(settings))


def openai_configured(settings: "Settings") -> bool:
    """Whether the `openai` choice can work at all (a key, or a base URL of a keyless server)."""
    return bool(settings.openai_api_key or settings.openai_base_url)


def unavailable_reason(name: str | None, settings: "Settings") -> str | None:
    """Why a backend cannot be used here (a message that says how to fix it), or None when it can.

    Checked before a turn or an evaluation starts, so `--backend local` on a machine without llama.cpp
    exits with the install command instead of running a turn in which every step degrades.
    """
    backend = resolve_backend(name, settings)
    if backend == "local":
        from querylab.llm.local_server import missing_requirements

        return missing_requirements(settings.local_model)
    if backend == "openai" and not openai_configured(settings):
        return "the openai backend needs OPENAI_API_KEY (or OPENAI_BASE_URL for a keyless compatible server); see .env.example."
    return None
