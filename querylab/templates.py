"""Prompt templates: validated files with declared variables, immutable revisions named by content hash.

A template is a TOML file in `prompts/` (`name`, `description`, `variables`, `system`, `user`). Placeholders
use `{name}`; a literal brace is written `{{` or `}}`. Validation happens before a template can be used, so a
typo in the browser editor never reaches a model. Values are escaped before formatting: `str.format` never
re-reads braces inside a value, and `<`, `>`, `&` are entity-escaped so retrieved text cannot close a
`<documents>` tag or pose as a `<decision>`.
"""

from __future__ import annotations

import hashlib
import json
import logging
import string
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from querylab.labels import PRODUCTION, LabelStore
from querylab.saved_revisions import FileRevisions, SavedRevisions

logger = logging.getLogger(__name__)

MAX_TEMPLATE_CHARS = 50_000


class TemplateError(ValueError):
    """A template is invalid; `problems` lists every reason, each naming the part that is wrong."""

    def __init__(self, name: str, problems: list[str]) -> None:
        super().__init__(f"template {name!r}: " + "; ".join(problems))
        self.name = name
        self.problems = problems


def escape_value(value: Any) -> str:
    """Turn any value into text that cannot steer a template: entities for tag characters."""
    if isinstance(value, (list, tuple)):
        value = "\n".join(str(v) for v in value)
    text = "" if value is None else str(value)
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def placeholders(text: str) -> tuple[set[str], list[str]]:
    """Return (field names, problems) for one template part."""
    names: set[str] = set()
    problems: list[str] = []
    try:
        for _literal, field_name, spec, conversion in string.Formatter().parse(text):
            if field_name is None:
                continue
            if field_name == "":
                problems.append("empty placeholder {} (name the variable, or write {{ }} for a literal brace)")
                continue
            if not field_name.isidentifier():
                problems.append(f"placeholder {{{field_name}}} is not a plain variable name")
                continue
            if spec or conversion:
                problems.append(f"placeholder {{{field_name}}} has a format spec or conversion; not allowed")
            names.add(field_name)
    except ValueError as exc:
        problems.append(f"unbalanced braces ({exc}); write {{{{ or }}}} for a literal brace")
    return names, problems


@dataclass(frozen=True)
class PromptTemplate:
    name: str
    system: str
    user: str
    variables: tuple[str, ...]
    description: str = ""
    meta: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    @property
    def revision(self) -> str:
        """Content hash: two identical templates share a revision, any edit makes a new one."""
        canonical = json.dumps(
            {"name": self.name, "system": self.system, "user": self.user, "variables": list(self.variables)},
            sort_keys=True,
            ensure_ascii=False,
        )
        return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:12]

    def problems(self) -> list[str]:
        out: list[str] = []
        if not self.name or not self.name.replace("_", "").isalnum():
            out.append(f"name {self.name!r} must be letters, digits and underscores")
        for part_name, part in (("system", self.system), ("user", self.user)):
            if len(part) > MAX_TEMPLATE_CHARS:
                out.append(f"{part_name} is {len(part)} characters; the limit is {MAX_TEMPLATE_CHARS}")
            unpaired = next((i for i, ch in enumerate(part) if "\ud800" <= ch <= "\udfff"), None)
            if unpaired is not None:  # cannot be written as UTF-8: the revision hash and the file write would crash
                out.append(f"{part_name} has an unpaired surrogate character at position {unpaired}; it cannot be saved")
        sys_names, sys_problems = placeholders(self.system)
        user_names, user_problems = placeholders(self.user)
        out += [f"system: {p}" for p in sys_problems] + [f"user: {p}" for p in user_problems]
        used = sys_names | user_names
        declared = set(self.variables)
        for bad in sorted(v for v in declared if not v.isidentifier()):
            out.append(f"declared variable {bad!r} is not a valid name")
        unknown = sorted(used - declared)
        missing = sorted(declared - used)
        if unknown:
            out.append("unknown placeholder(s) " + ", ".join("{" + u + "}" for u in unknown) + f" (declared: {', '.join(self.variables) or 'none'})")
        if missing:
            out.append("declared variable(s) never used: " + ", ".join("{" + m + "}" for m in missing))
        return out

    def validate(self) -> "PromptTemplate":
        problems = self.problems()
        if problems:
            raise TemplateError(self.name, problems)
        return self

    def render(self, **values: Any) -> tuple[str, str]:
        """Render (system, user). Every declared variable must be given; values are escaped."""
        missing = [v for v in self.variables if v not in values]
        if missing:
            raise TemplateError(self.name, [f"no value for {{{m}}}" for m in missing])
        safe = {k: escape_value(values[k]) for k in self.variables}
        return self.system.format(**safe), self.user.format(**safe)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "description": self.description,
            "variables": list(self.variables),
            "system": self.system,
            "user": self.user,
        }

    def to_toml(self) -> str:
        """The template as a file in `prompts/` would hold it (what `prompts show` prints); `from_toml` reads it back."""
        lines = [f"name = {_toml_string(self.name)}", f"description = {_toml_string(self.description)}",
                 "variables = [" + ", ".join(_toml_string(v) for v in self.variables) + "]"]
        for part in ("system", "user"):
            lines.append(f"{part} = " + _toml_multiline(getattr(self, part)))
        return "\n".join(lines) + "\n"

    @classmethod
    def from_toml(cls, text: str, source: str = "") -> "PromptTemplate":
        """Parse and validate template file text (an editor's buffer, a file passed with --template)."""
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise TemplateError(source or "?", [f"{source or 'the text'} is not valid TOML: {exc}"]) from exc
        return cls.from_dict(data, source=source).validate()

    @classmethod
    def from_dict(cls, data: dict[str, Any], source: str = "") -> "PromptTemplate":
        allowed = {"name", "description", "variables", "system", "user", "meta"}
        extra = set(data) - allowed
        where = f" in {source}" if source else ""
        if extra:
            raise TemplateError(str(data.get("name", "?")), [f"unknown field(s) {sorted(extra)}{where}"])
        for key in ("name", "system", "user", "variables"):
            if key not in data:
                raise TemplateError(str(data.get("name", "?")), [f"missing field {key!r}{where}"])
        if not isinstance(data["variables"], list) or not all(isinstance(v, str) for v in data["variables"]):
            raise TemplateError(str(data["name"]), [f"'variables' must be a list of names{where}"])
        not_text = [k for k in ("name", "system", "user", "description") if k in data and not isinstance(data[k], str)]
        if not_text:  # str(None) would silently become the prompt "None"
            raise TemplateError(str(data["name"]), [f"field(s) {', '.join(not_text)} must be text{where}"])
        return cls(
            name=str(data["name"]),
            system=str(data["system"]),
            user=str(data["user"]),
            variables=tuple(data["variables"]),
            description=str(data.get("description", "")),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def load(cls, path: Path) -> "PromptTemplate":
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise TemplateError(path.stem, [f"{path.name} is not valid TOML: {exc}"]) from exc
        return cls.from_dict(data, source=path.name).validate()


@dataclass(frozen=True)
class RevisionInfo:
    name: str
    revision: str
    saved_at: float
    note: str
    is_default: bool


class TemplateStore:
    """Defaults from `prompts/`, saved revisions under `<data_dir>/prompts/<name>/<revision>.json` (or in the
    shared database: `saved`, see `querylab.saved_revisions`).

    Revisions are write-once (named by the content hash, written atomically); the active revision is the one
    labelled `production`, so a crash never loses a saved revision.
    """

    def __init__(self, defaults_dir: Path, data_dir: Path, labels: LabelStore | None = None, saved: SavedRevisions | None = None) -> None:
        self.defaults_dir = defaults_dir
        self.root = data_dir / "prompts"
        self.root.mkdir(parents=True, exist_ok=True)
        self.labels = labels or LabelStore(self.root)
        self.saved: SavedRevisions = saved or FileRevisions(self.root, "template")
        self.defaults: dict[str, PromptTemplate] = {}
        for path in sorted(defaults_dir.glob("*.toml")):
            tpl = PromptTemplate.load(path)
            self.defaults[tpl.name] = tpl

    # -- reading -------------------------------------------------------------------------------
    def names(self) -> list[str]:
        return sorted(self.defaults)

    def _active_map(self) -> dict[str, str]:
        """Template name -> active revision: the revision labelled `production` (see `querylab.labels`)."""
        return {n: labels[PRODUCTION] for n, labels in self.labels.all().items() if PRODUCTION in labels and n in self.defaults}

    def get(self, name: str, revision: str | None = None) -> PromptTemplate:
        if name not in self.defaults:
            raise KeyError(f"no template named {name!r}; known: {', '.join(self.names())}")
        default = self.defaults[name]
        wanted = revision or self._active_map().get(name)
        if not wanted or wanted == default.revision:
            return default
        body = self.saved.get(name, wanted)
        if body is None:
            raise KeyError(f"template {name!r} has no revision {wanted!r}")
        return PromptTemplate.from_dict(body)

    def active(self) -> dict[str, PromptTemplate]:
        return {n: self.get(n) for n in self.names()}

    def history(self, name: str) -> list[RevisionInfo]:
        default = self.defaults[name]
        out = [RevisionInfo(name, default.revision, 0.0, "default (prompts/)", True)]
        return out + [RevisionInfo(name, r.revision, r.saved_at, r.note, False) for r in self.saved.list(name)]

    # -- writing -------------------------------------------------------------------------------
    def save(self, template: PromptTemplate, note: str = "", activate: bool = True) -> str:
        """Validate, store immutably, optionally make active. Returns the revision."""
        template.validate()
        if template.name not in self.defaults:
            raise TemplateError(template.name, ["no default template of that name"])
        supplied = self.defaults[template.name].variables
        unsupplied = [v for v in template.variables if v not in supplied]
        if unsupplied:  # the step fills exactly its default's variables; any other would fail every turn
            raise TemplateError(template.name, [f"unknown variable(s) {', '.join('{' + v + '}' for v in unsupplied)}: the {template.name} step supplies only {', '.join('{' + v + '}' for v in supplied)}"])
        rev = template.revision
        if rev != self.defaults[template.name].revision:
            self.saved.put(template.name, rev, template.to_dict(), note)
        if activate:
            self.activate(template.name, rev)
        return rev

    def activate(self, name: str, revision: str, *, who: str = "", evidence: dict[str, Any] | None = None) -> None:
        """Make ``revision`` the one turns use: the same act as labelling it `production`."""
        self.get(name, revision)  # raises if unknown
        self.labels.move(name, PRODUCTION, revision, who=who, evidence=evidence)

    def revert_to_default(self, name: str) -> None:
        self.activate(name, self.defaults[name].revision)


def _toml_string(text: str) -> str:
    """A TOML basic string: JSON's escapes are a subset of TOML's."""
    return json.dumps(text, ensure_ascii=False)


def _toml_multiline(text: str) -> str:
    """A TOML multi-line basic string that reads back to exactly ``text``."""
    out = []
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch in "\n\t":
            out.append(ch)
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"""\n' + "".join(out) + '"""'
