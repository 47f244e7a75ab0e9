"""RAG Me Up's `.env` ⇄ QueryLab template revisions (`export --format ragmeup-env`, `import --format ragmeup-env`).

Why: a team running RAG Me Up keeps its prompts in `server/.env`; to tune them here and ship them back,
the keys it reads must come out exactly, with its placeholder names (`{context}` for the documents,
`{question}`). The mapping (QueryLab template → RAG Me Up keys):

- judge    → `rewrite_query_instruction` (system) and `rewrite_query_question` (user) — its "do the documents answer?"
- rewrite  → `rewrite_query_prompt` (system and user joined by a blank line; an imported one is all user text)
- answer   → `rag_instruction` (system), `rag_question_initial` and `rag_question_followup` (user)
- followup → `rag_fetch_new_instruction` (system) and `rag_fetch_new_question` (user)
- preset   → `use_rewrite_loop` (judge on and one rewrite), `rerank`, `rerank_k` (top-k), `vector_store_k`
  (2 × top-k: the candidates each channel returns), `use_re2` (QueryLab has no re-reading step: False)

A placeholder RAG Me Up does not fill (`{history}`, `{motivation}`) cannot be expressed: it is removed and
listed in a comment. Keys QueryLab has no counterpart for (`rag_question_followup` when it differs from
the initial question, `use_re2`) are kept from the last import (`<data_dir>/prompts/imports/ragmeup.json`)
so import → export gives the same values. The file is written with double-quoted values, newlines kept,
`\\` and `"` escaped: what python-dotenv reads back.
"""

from __future__ import annotations

import json
import logging
import string
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from querylab.presets import PRESETS, Preset
from querylab.revisions import Revisions
from querylab.templates import PromptTemplate, TemplateError, placeholders

logger = logging.getLogger(__name__)

#: The keys `export --format ragmeup-env` always writes (RAG Me Up's names).
RAGMEUP_KEYS = (
    "rewrite_query_instruction", "rewrite_query_question", "rewrite_query_prompt",
    "rag_instruction", "rag_question_initial", "rag_question_followup",
    "rag_fetch_new_instruction", "rag_fetch_new_question",
    "use_rewrite_loop", "use_re2", "rerank", "rerank_k", "vector_store_k",
)
#: QueryLab variable -> RAG Me Up placeholder.
TO_RAGMEUP = {"documents": "context", "question": "question"}
FROM_RAGMEUP = {v: k for k, v in TO_RAGMEUP.items()}
#: template -> (key of its system part, key of its user part); None: joined into one key.
TEMPLATE_KEYS: dict[str, tuple[str, str | None]] = {
    "judge": ("rewrite_query_instruction", "rewrite_query_question"),
    "rewrite": ("rewrite_query_prompt", None),
    "answer": ("rag_instruction", "rag_question_initial"),
    "followup": ("rag_fetch_new_instruction", "rag_fetch_new_question"),
}
IMPORTED_LABEL = "imported"


def rename_placeholders(text: str, mapping: dict[str, str]) -> tuple[str, list[str]]:
    """``text`` with ``{a}`` renamed to ``{mapping[a]}``; placeholders not in ``mapping`` are removed and returned."""
    out: list[str] = []
    dropped: list[str] = []
    for literal, name, _spec, _conv in string.Formatter().parse(text):
        out.append(literal.replace("{", "{{").replace("}", "}}"))
        if name is None:
            continue
        if name in mapping:
            out.append("{" + mapping[name] + "}")
        else:
            dropped.append(name)
    return "".join(out), dropped


def quote(value: str) -> str:
    """A double-quoted .env value python-dotenv reads back exactly (newlines kept as they are)."""
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


@dataclass
class EnvExport:
    values: dict[str, str]
    comments: list[str] = field(default_factory=list)

    def text(self) -> str:
        lines = ["# RAG Me Up .env keys exported by QueryLab (python -m querylab export --format ragmeup-env)."]
        lines += [f"# {c}" for c in self.comments]
        for key in RAGMEUP_KEYS:
            lines.append(f"{key}={quote(self.values[key])}")
        return "\n".join(lines) + "\n"


def _imports_path(data_dir: Path) -> Path:
    return Path(data_dir) / "prompts" / "imports" / "ragmeup.json"


def _template_for(revisions: Revisions, name: str, label: str | None) -> PromptTemplate:
    tpl = revisions.by_label(name, label) if label else revisions.get(name)
    assert isinstance(tpl, PromptTemplate)
    return tpl


def export_env(revisions: Revisions, data_dir: Path, label: str | None = None, preset: Preset | None = None) -> EnvExport:
    """The RAG Me Up keys for the revisions holding ``label`` (default: production) and the ragmeup preset."""
    preset = preset or PRESETS["ragmeup"]
    values: dict[str, str] = {}
    comments: list[str] = []
    for name, (sys_key, user_key) in TEMPLATE_KEYS.items():
        tpl = _template_for(revisions, name, label)
        system, lost_s = rename_placeholders(tpl.system, TO_RAGMEUP)
        user, lost_u = rename_placeholders(tpl.user, TO_RAGMEUP)
        lost = sorted(set(lost_s + lost_u))
        if lost:
            comments.append(f"{name}@{tpl.revision}: " + ", ".join("{" + v + "}" for v in lost)
                            + " cannot be expressed (RAG Me Up fills only {context} and {question}); removed")
        if user_key is None:
            values[sys_key] = "\n\n".join(p for p in (system, user) if p.strip())
        else:
            values[sys_key], values[user_key] = system, user
        comments.append(f"{name}: QueryLab revision {tpl.revision}")
    imported = _read_imported(data_dir)
    values["rag_question_followup"] = imported.get("rag_question_followup", values["rag_question_initial"])
    values["use_re2"] = imported.get("use_re2", "False")
    if "use_re2" in imported or "rag_question_followup" in imported:
        comments.append("rag_question_followup and use_re2 are kept from the last import: QueryLab has no step that reads them")
    values["use_rewrite_loop"] = str(bool(preset.judge and preset.max_rewrites > 0))
    values["rerank"] = str(bool(preset.rerank))
    values["rerank_k"] = str(preset.top_k)
    values["vector_store_k"] = str(preset.top_k * 2)
    recorded = imported_settings(data_dir).get("settings", {}) if label == IMPORTED_LABEL else {}
    if recorded:  # the imported configuration: its own settings, as they were read (QueryLab did not apply them)
        values.update(recorded)
        comments.append("use_rewrite_loop, rerank, rerank_k, vector_store_k: as imported")
    else:
        comments.append(f"preset {preset.name}: top_k={preset.top_k}, max_rewrites={preset.max_rewrites}, hyde={preset.hyde} "
                        "(RAG Me Up's HyDE and provenance settings are not exported)")
    return EnvExport(values, comments)


def _read_imported(data_dir: Path) -> dict[str, str]:
    path = _imports_path(data_dir)
    if not path.exists():
        return {}
    try:
        return dict(json.loads(path.read_text(encoding="utf-8")).get("kept", {}))
    except (OSError, ValueError):
        logger.warning("unreadable %s; ignoring it", path)
        return {}


@dataclass
class EnvImport:
    revisions: dict[str, str]  # template -> saved revision (labelled `imported`)
    settings: dict[str, str]  # preset keys read (recorded, not applied: presets are not revisions)
    notes: list[str] = field(default_factory=list)


def _from_ragmeup(key: str, text: str) -> str:
    renamed, unknown = rename_placeholders(text, FROM_RAGMEUP)
    if unknown:
        raise TemplateError(key, [f"{key} uses " + ", ".join("{" + u + "}" for u in unknown)
                                  + " which QueryLab cannot fill (only {context} and {question})"])
    return renamed


def import_env(revisions: Revisions, data_dir: Path, path: Path, *, who: str = "") -> EnvImport:
    """Read a RAG Me Up `.env` and save its prompts as template revisions labelled `imported`.

    Raises TemplateError naming the key when a value uses a placeholder QueryLab cannot fill, and
    ValueError when no prompt key is present.
    """
    from dotenv import dotenv_values

    env = {k: v for k, v in dotenv_values(path).items() if v is not None}
    present = [k for k in RAGMEUP_KEYS if k in env]
    if not any(k in env for k, _ in TEMPLATE_KEYS.values()):
        raise ValueError(f"{path}: none of RAG Me Up's prompt keys ({', '.join(k for k, _ in TEMPLATE_KEYS.values())}) is set")
    saved: dict[str, str] = {}
    notes: list[str] = []
    for name, (sys_key, user_key) in TEMPLATE_KEYS.items():
        if sys_key not in env and (user_key is None or user_key not in env):
            notes.append(f"{name}: no {sys_key} in the file; unchanged")
            continue
        base = revisions.templates.defaults[name]
        if user_key is None:
            system, user = "", _from_ragmeup(sys_key, env[sys_key])
        else:
            active = revisions.templates.get(name)
            system = _from_ragmeup(sys_key, env[sys_key]) if sys_key in env else active.system
            user = _from_ragmeup(user_key, env[user_key]) if user_key in env else active.user
        names = placeholders(system)[0] | placeholders(user)[0]
        used = [v for v in base.variables if v in names]
        tpl = PromptTemplate(name=name, system=system, user=user, variables=tuple(used), description=f"imported from RAG Me Up ({path.name})")
        saved[name] = revisions.save(tpl, note=f"imported from {path}", label=IMPORTED_LABEL, who=who)
    kept = {k: env[k] for k in ("rag_question_followup", "use_re2") if k in env}
    settings = {k: env[k] for k in ("use_rewrite_loop", "rerank", "rerank_k", "vector_store_k") if k in env}
    target = _imports_path(data_dir)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps({"source": str(path), "kept": kept, "settings": settings, "revisions": saved}, indent=1), encoding="utf-8")
    if settings:
        notes.append("preset settings recorded, not applied (choose them on the Chat page): "
                     + ", ".join(f"{k}={v}" for k, v in settings.items()))
    logger.info("imported %s from %s (%d keys present)", ", ".join(saved), path, len(present))
    return EnvImport(saved, settings, notes)


def imported_settings(data_dir: Path) -> dict[str, Any]:
    path = _imports_path(data_dir)
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
