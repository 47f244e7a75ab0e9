"""`python -m querylab export --format bundle|ragmeup-env|langfuse|phoenix [--label L] --out F` and `import --format ragmeup-env F`.

Langfuse and Phoenix formats follow each tool's prompt-creation API (checked against their docs):
- Langfuse: a list of create-prompt bodies — ``{"name", "type": "chat", "prompt": [{"role", "content"}],
  "config", "labels", "tags", "commitMessage"}`` with ``{{variable}}`` placeholders (its SDK's
  ``create_prompt(**body)`` or ``POST /api/public/v2/prompts`` takes each as is).
- Phoenix: a list of ``POST /v1/prompts`` bodies — ``{"prompt": {"name", "description", "metadata"},
  "version": {"model_provider", "model_name", "template": {"type": "chat", "messages"}, "template_type":
  "CHAT", "template_format": "MUSTACHE", "invocation_parameters"}}``; QueryLab's labels travel as ``tags``
  (Phoenix tags a version with a separate call) and in the metadata.
Knob files are not prompts: they go only into the bundle.
"""

from __future__ import annotations

import argparse
import json
import string
from typing import Any, Callable

from querylab.bundle import build_bundle
from querylab.config import Settings
from querylab.labels import PRODUCTION
from querylab.revisions import Revisions
from querylab.templates import PromptTemplate

FORMATS = ("bundle", "ragmeup-env", "langfuse", "phoenix")


def mustache(text: str) -> str:
    """QueryLab's ``{name}`` placeholders as ``{{name}}``; its ``{{``/``}}`` literal braces as single braces."""
    out = []
    for literal, name, _spec, _conv in string.Formatter().parse(text):
        out.append(literal)
        if name is not None:
            out.append("{{" + name + "}}")
    return "".join(out)


def _labelled_templates(revisions: Revisions, label: str | None) -> list[tuple[PromptTemplate, list[str]]]:
    out = []
    for name in revisions.templates.names():
        labels = revisions.labels.of(name)
        labels.setdefault(PRODUCTION, revisions.active_revision(name))
        if label and label not in labels:
            continue
        rev = labels[label or PRODUCTION]
        tpl = revisions.get(name, rev)
        assert isinstance(tpl, PromptTemplate)
        out.append((tpl, sorted(lbl for lbl, r in labels.items() if r == rev)))
    return out


def langfuse_prompts(revisions: Revisions, label: str | None = None) -> list[dict[str, Any]]:
    return [{
        "name": f"querylab-{tpl.name}",
        "type": "chat",
        "prompt": [{"role": "system", "content": mustache(tpl.system)}, {"role": "user", "content": mustache(tpl.user)}],
        "config": {"querylab_template": tpl.name, "querylab_revision": tpl.revision, "variables": list(tpl.variables),
                   "temperature": 0, "values_escaped": "&, <, > as entities (querylab.templates.escape_value)"},
        "labels": labels,
        "tags": ["querylab"],
        "commitMessage": f"QueryLab {tpl.name}@{tpl.revision}",
    } for tpl, labels in _labelled_templates(revisions, label)]


def phoenix_prompts(revisions: Revisions, label: str | None = None, model_name: str = "gpt-4o-mini") -> list[dict[str, Any]]:
    return [{
        "prompt": {"name": f"querylab-{tpl.name.replace('_', '-')}", "description": tpl.description,
                   "metadata": {"querylab_template": tpl.name, "querylab_revision": tpl.revision, "labels": labels}},
        "version": {
            "description": f"QueryLab {tpl.name}@{tpl.revision}",
            "model_provider": "OPENAI", "model_name": model_name,
            "template": {"type": "chat", "messages": [{"role": "system", "content": mustache(tpl.system)},
                                                      {"role": "user", "content": mustache(tpl.user)}]},
            "template_type": "CHAT", "template_format": "MUSTACHE",
            "invocation_parameters": {"type": "openai", "openai": {"temperature": 0}},
        },
        "tags": labels,
    } for tpl, labels in _labelled_templates(revisions, label)]


def export_text(fmt: str, revisions: Revisions, settings: Settings, label: str | None = None) -> str:
    """The exported file's text; KeyError/ValueError name what was wrong (an unknown label, format)."""
    if fmt == "bundle":
        return json.dumps(build_bundle(revisions, settings.rrf_k, label), indent=1, ensure_ascii=False)
    if fmt == "ragmeup-env":
        from querylab.ragmeup_env import export_env

        return export_env(revisions, settings.data_dir, label).text()
    if fmt == "langfuse":
        return json.dumps(langfuse_prompts(revisions, label), indent=1, ensure_ascii=False)
    if fmt == "phoenix":
        return json.dumps(phoenix_prompts(revisions, label, settings.llm_model),
                          indent=1, ensure_ascii=False)
    raise ValueError(f"unknown format {fmt!r}; one of {', '.join(FORMATS)}")


def add_export_parsers(sub: argparse._SubParsersAction, export_handler: Callable[[argparse.Namespace, Settings], int],
                       import_handler: Callable[[argparse.Namespace, Settings], int]) -> None:
    p = sub.add_parser("export", help="write the tuned revisions for another system (bundle, RAG Me Up .env, Langfuse, Phoenix)")
    p.add_argument("--format", required=True, choices=FORMATS)
    p.add_argument("--label", help="export the revisions holding this label (default: production, and for bundle every label)")
    p.add_argument("--out", required=True)
    p.set_defaults(func=export_handler)
    p = sub.add_parser("import", help="bring prompts in from another system (a RAG Me Up .env)")
    p.add_argument("--format", required=True, choices=["ragmeup-env"])
    p.add_argument("file")
    p.set_defaults(func=import_handler)
