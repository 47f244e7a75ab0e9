"""A QueryLab bundle: the tuned revisions in one JSON file, and the small API an application loads it with.

Why a bundle: the application that serves answers should not need QueryLab (or Streamlit) to use the
prompts tuned here. It loads the file, asks for a template by name and label, and renders it with its
values — escaped exactly as QueryLab escapes them (`templates.escape_value`), so what was evaluated is
what runs::

    from querylab.bundle import load_bundle
    bundle = load_bundle("querylab-bundle.json")
    system, user = bundle.render("judge", label="production", documents=docs, question=q)

Layout (``format: querylab-bundle``, ``version: 1``): ``templates`` — one entry per labelled revision
(name, revision, labels, description, variables, system, user); ``knobs`` — the offline model's knob
files the same way (name, file, revision, labels, text); ``presets`` (each preset's settings, parts on
and off, top-k) and ``rrf_k``; ``evidence`` — per artifact and label, the last label move (who, when,
from which revision, the A/B result shown when it was moved).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from querylab.labels import PRODUCTION
from querylab.presets import PRESETS
from querylab.templates import PromptTemplate

BUNDLE_FORMAT = "querylab-bundle"
BUNDLE_VERSION = 1


class BundleError(ValueError):
    """The file is not a QueryLab bundle, or lacks what was asked for; the message says which."""


def build_bundle(revisions: Any, rrf_k: int, label: str | None = None) -> dict[str, Any]:
    """Every labelled revision of every template and knob file (only ``label`` if given) as a bundle dict."""
    templates: list[dict[str, Any]] = []
    knobs: list[dict[str, Any]] = []
    evidence: dict[str, dict[str, Any]] = {}
    missing: list[str] = []
    moves = revisions.moves()
    for name in revisions.names():
        by_label = revisions.labels.of(name)
        by_label.setdefault(PRODUCTION, revisions.active_revision(name))
        wanted = {label: by_label[label]} if label else by_label
        if label and label not in by_label:
            missing.append(name)
            continue
        per_revision: dict[str, list[str]] = {}
        for lbl, rev in sorted(wanted.items()):
            per_revision.setdefault(rev, []).append(lbl)
            last = next((m for m in reversed(moves) if m.name == name and m.label == lbl), None)
            if last is not None:
                evidence.setdefault(name, {})[lbl] = {"revision": last.revision, "previous": last.previous, "who": last.who,
                                                      "at": datetime.fromtimestamp(last.at, timezone.utc).isoformat(timespec="seconds"),
                                                      "ab": last.evidence}
        for rev, labels in per_revision.items():
            artifact = revisions.get(name, rev)
            if isinstance(artifact, PromptTemplate):
                templates.append({"name": name, "revision": rev, "labels": labels, "description": artifact.description,
                                  "variables": list(artifact.variables), "system": artifact.system, "user": artifact.user})
            else:
                knobs.append({"name": name, "file": artifact.file_name, "revision": rev, "labels": labels, "text": artifact.text})
    return {
        "format": BUNDLE_FORMAT, "version": BUNDLE_VERSION,
        "exported_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "label": label, "templates": templates, "knobs": knobs,
        "presets": {n: asdict(p) for n, p in PRESETS.items()}, "rrf_k": rrf_k,
        "evidence": evidence, **({"missing_label": missing} if missing else {}),
    }


@dataclass(frozen=True)
class Bundle:
    data: dict[str, Any]

    def labels(self, name: str) -> dict[str, str]:
        """label -> revision of one template in this bundle."""
        return {lbl: t["revision"] for t in self.data["templates"] if t["name"] == name for lbl in t["labels"]}

    def template(self, name: str, label: str = PRODUCTION) -> PromptTemplate:
        """The template ``name`` holding ``label``; BundleError names what the bundle has instead."""
        for entry in self.data["templates"]:
            if entry["name"] == name and label in entry["labels"]:
                return PromptTemplate(name=name, system=entry["system"], user=entry["user"],
                                      variables=tuple(entry["variables"]), description=entry.get("description", "")).validate()
        have = self.labels(name)
        raise BundleError(f"no template {name!r} with label {label!r} in the bundle"
                          + (f" (its labels: {', '.join(sorted(have))})" if have else
                             f" (templates: {', '.join(sorted({t['name'] for t in self.data['templates']}))})"))

    def render(self, name: str, label: str = PRODUCTION, **values: Any) -> tuple[str, str]:
        """(system, user) of the labelled template with ``values``, escaped as QueryLab escapes them."""
        return self.template(name, label).render(**values)

    def knob_text(self, name: str, label: str = PRODUCTION) -> str:
        for entry in self.data["knobs"]:
            if entry["name"] == name and label in entry["labels"]:
                return str(entry["text"])
        raise BundleError(f"no knob file {name!r} with label {label!r} in the bundle")


def load_bundle(path: str | Path) -> Bundle:
    """Read a bundle written by ``python -m querylab export --format bundle``."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise BundleError(f"{path}: cannot read a bundle ({exc})") from exc
    if not isinstance(data, dict) or data.get("format") != BUNDLE_FORMAT:
        raise BundleError(f"{path}: not a QueryLab bundle (expected \"format\": \"{BUNDLE_FORMAT}\")")
    if data.get("version") != BUNDLE_VERSION:
        raise BundleError(f"{path}: bundle version {data.get('version')!r}; this QueryLab reads version {BUNDLE_VERSION}")
    return Bundle(data)
