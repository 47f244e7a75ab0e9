"""Every revisable artifact — prompt templates and the offline model's knob files — behind one front.

Why one front: the command line (`prompts list|show|save|label`, `ask --template`), the Prompts page,
the A/B and the export treat a template and a knob file the same way (a text file, validated, saved as
an immutable revision named by its content hash, labelled). The three acts that change what turns use —
`save`, `move_label` and `activate` (= labelling `production`) — are one method each here, so a role
check ("editor") can be added in exactly one place.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Union

from querylab.knobs import KNOB_FILES, KnobError, KnobFile, KnobSet, KnobStore
from querylab.labels import PRODUCTION, DatabaseLabelStore, LabelMove, LabelStore, check_label
from querylab.pipeline import TurnOptions
from querylab.saved_revisions import DatabaseRevisions
from querylab.storage import Database
from querylab.templates import PromptTemplate, TemplateError, TemplateStore

logger = logging.getLogger(__name__)

Artifact = Union[PromptTemplate, KnobFile]
#: What a bad template or knob file raises; both carry `.problems` (a list of messages naming the part).
ArtifactError = (TemplateError, KnobError)


@dataclass(frozen=True)
class RevisionRow:
    name: str
    revision: str
    saved_at: float
    note: str
    is_default: bool
    labels: tuple[str, ...] = field(default_factory=tuple)


class Revisions:
    def __init__(self, templates: TemplateStore, knobs: KnobStore, labels: LabelStore) -> None:
        self.templates = templates
        self.knobs = knobs
        self.labels = labels

    # -- reading -------------------------------------------------------------------------------
    def names(self) -> list[str]:
        return self.templates.names() + self.knobs.names()

    def kind(self, name: str) -> str:
        """``template`` or ``knobs``; KeyError naming the known artifacts otherwise."""
        if name in self.templates.defaults:
            return "template"
        if name in KNOB_FILES:
            return "knobs"
        raise KeyError(f"no template or knob file named {name!r}; known: {', '.join(self.names())}")

    def get(self, name: str, revision: str | None = None) -> Artifact:
        return self.templates.get(name, revision) if self.kind(name) == "template" else self.knobs.get(name, revision)

    def by_label(self, name: str, label: str) -> Artifact:
        rev = self.labels.get(name, label)
        if rev is None and label != PRODUCTION:
            raise KeyError(f"no revision of {name!r} holds the label {label!r}")
        return self.get(name, rev)

    def default(self, name: str) -> Artifact:
        return self.templates.defaults[name] if self.kind(name) == "template" else self.knobs.defaults[name]

    @staticmethod
    def text(artifact: Artifact) -> str:
        """The artifact in the format of the files in `prompts/` (TOML template, or the knob file's own text)."""
        return artifact.to_toml() if isinstance(artifact, PromptTemplate) else artifact.text

    def parse(self, name: str, text: str, source: str = "") -> Artifact:
        """Validate ``text`` as a draft of ``name``; raises TemplateError/KnobError naming every problem."""
        if self.kind(name) == "knobs":
            return KnobFile(name, text).validate(self.knobs.embedder)
        template = PromptTemplate.from_toml(text, source=source or name)
        if template.name != name:
            raise TemplateError(name, [f"{source or 'the file'} holds template {template.name!r}, not {name!r}"])
        supplied = self.templates.defaults[name].variables
        unsupplied = [v for v in template.variables if v not in supplied]
        if unsupplied:
            raise TemplateError(name, [f"unknown variable(s) {', '.join('{' + v + '}' for v in unsupplied)}: the {name} step supplies only {', '.join('{' + v + '}' for v in supplied)}"])
        return template

    def load_file(self, name: str, path: Path) -> Artifact:
        """A file as a draft of ``name`` (``--template NAME=PATH``)."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            error = KnobError if self.kind(name) == "knobs" else TemplateError
            raise error(name, [f"cannot read {path}: {exc}"]) from exc
        return self.parse(name, text, source=str(path))

    def history(self, name: str) -> list[RevisionRow]:
        rows = self.templates.history(name) if self.kind(name) == "template" else self.knobs.history(name)
        return [RevisionRow(r.name, r.revision, r.saved_at, r.note, r.is_default, tuple(self.labels.on(name, r.revision))) for r in rows]

    def active_revision(self, name: str) -> str:
        return self.get(name).revision

    def listing(self) -> list[dict[str, Any]]:
        """One row per artifact: name, kind, active revision, and every label with its revision."""
        return [{"name": n, "kind": self.kind(n), "active": self.active_revision(n), "labels": self.labels.of(n) | {PRODUCTION: self.active_revision(n)}}
                for n in self.names()]

    def moves(self, name: str | None = None) -> list[LabelMove]:
        return self.labels.moves(name)

    # -- the three acts that change what turns use (one place for a role check) -----------------
    def save(self, artifact: Artifact, *, note: str = "", label: str | None = None, who: str = "", evidence: dict[str, Any] | None = None) -> str:
        """Store ``artifact`` as an immutable revision; with ``label``, move that label to it. Returns the revision."""
        if label is not None:
            check_label(label)
        if isinstance(artifact, PromptTemplate):
            rev = self.templates.save(artifact, note=note, activate=False)
        else:
            rev = self.knobs.save(artifact, note=note)
        if label is not None:
            self.move_label(artifact.name, rev, label, who=who, evidence=evidence)
        return rev

    def move_label(self, name: str, revision: str, label: str, *, who: str = "", evidence: dict[str, Any] | None = None) -> LabelMove:
        """Give ``label`` to ``revision`` of ``name`` (exactly one revision holds it); recorded with who/when/from/evidence."""
        self.get(name, revision)  # raises KeyError naming the artifact if the revision is unknown
        return self.labels.move(name, check_label(label), revision, who=who, evidence=evidence)

    def activate(self, name: str, revision: str, *, who: str = "", evidence: dict[str, Any] | None = None) -> LabelMove:
        """Turns use the `production` revision: activating is labelling it so."""
        return self.move_label(name, revision, PRODUCTION, who=who, evidence=evidence)

    def revert(self, name: str, *, who: str = "") -> LabelMove:
        return self.activate(name, self.default(name).revision, who=who)

    # -- drafts for one turn -------------------------------------------------------------------
    def turn_options(self, drafts: list[Artifact], options: TurnOptions | None = None, reads_knobs: bool = True) -> TurnOptions:
        """``options`` with ``drafts`` as unsaved per-turn overrides: templates as template overrides, knob
        files on top of the production knob set (only when the offline model is the backend)."""
        base = options or TurnOptions()
        tpl = {**base.template_overrides, **{d.name: d for d in drafts if isinstance(d, PromptTemplate)}}
        knob_drafts = [d for d in drafts if isinstance(d, KnobFile)]
        knobs: KnobSet | None = base.knobs
        if knob_drafts or (reads_knobs and knobs is None):
            knobs = (knobs or self.knobs.active_set()).with_(*knob_drafts)
        return replace(base, template_overrides=tpl, knobs=knobs)


def revisions_for(prompts_dir: Path, data_dir: Path, db: Database | None = None) -> Revisions:
    """The artifact front without an `Engine` (no corpus, no model): what `prompts …` and `export` need.

    `db` is the shared database (`storage.shared_database(settings)`): saved revisions, labels and their
    moves then live there, so every replica reads the same; None keeps them as files under `data_dir/prompts`."""
    if db is None:
        labels: LabelStore = LabelStore(Path(data_dir) / "prompts")
        return Revisions(TemplateStore(Path(prompts_dir), Path(data_dir), labels=labels), KnobStore(prompts_dir, data_dir, labels=labels), labels)
    labels = DatabaseLabelStore(db)
    templates = TemplateStore(Path(prompts_dir), Path(data_dir), labels=labels, saved=DatabaseRevisions(db, "template"))
    return Revisions(templates, KnobStore(prompts_dir, data_dir, labels=labels, saved=DatabaseRevisions(db, "knobs")), labels)
