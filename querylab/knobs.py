"""The offline model's knob files as revisable artifacts, like templates.

Why: the embedded offline model never reads template text; what decides its route, verdict and rewrite
is in three files under `prompts/offline/` (thresholds and weights, the glossary, the route examples).
Tuning the offline decisions therefore means editing those files, and that edit deserves what a
template edit gets: validation before use, immutable revisions named by content hash, a production
label (= active), and a record in every trace of which revision decided.

A `KnobFile` is one file's text under a fixed artifact name (`offline_model`, `offline_glossary`,
`offline_route_examples`); a `KnobSet` is one revision of each, the unit a turn or an evaluation arm
runs with. Saved revisions live under `<data_dir>/prompts/knobs/<name>/<revision>.json`; which one is
active is the `production` label (`querylab.labels`).
"""

from __future__ import annotations

import hashlib
import json
import logging
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping

from querylab.contracts import Route
from querylab.labels import PRODUCTION, LabelStore
from querylab.route_weights import compatibility_problems, model_file_problems
from querylab.saved_revisions import FileRevisions, SavedRevisions

logger = logging.getLogger(__name__)

#: Artifact name -> file name under prompts/offline/.
KNOB_FILES: dict[str, str] = {
    "offline_model": "model.toml",
    "offline_glossary": "glossary.toml",
    "offline_route_examples": "route_examples.jsonl",
    "offline_route_model": "route_model.json",  # the route classifier's weights (`python -m querylab train router --write`); empty = off
}
MAX_KNOB_CHARS = 500_000


class KnobError(ValueError):
    """A knob file is invalid; `problems` names every part that is wrong (same shape as TemplateError)."""

    def __init__(self, name: str, problems: list[str]) -> None:
        super().__init__(f"knob file {name!r}: " + "; ".join(problems))
        self.name = name
        self.problems = problems


def _number(low: float | None = None, high: float | None = None, *, integer: bool = False, high_open: bool = False) -> Callable[[Any], str | None]:
    def check(value: Any) -> str | None:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or (integer and not isinstance(value, int)):
            return f"must be {'a whole number' if integer else 'a number'}, got {value!r}"
        if low is not None and value < low:
            return f"must be at least {low}, got {value}"
        if high is not None and (value >= high if high_open else value > high):
            return f"must be {'below' if high_open else 'at most'} {high}, got {value}"
        return None

    return check


def _flag(value: Any) -> str | None:
    return None if isinstance(value, bool) else f"must be true or false, got {value!r}"


def _learned_scorer(value: Any) -> str | None:
    """``[judge.learned]``: the learned scorer's weights (`querylab.judge_scorer`), checked as it loads them."""
    from querylab.judge_scorer import LearnedScorer

    try:
        LearnedScorer.from_dict(value)
    except ValueError as exc:
        return str(exc)
    return None


#: Every knob of model.toml with its check (an unknown key is an error: it would silently do nothing).
MODEL_KNOBS: dict[str, dict[str, Callable[[Any], str | None]]] = {
    "router": {
        "k": _number(1, integer=True),
        "out_of_domain_below": _number(-1.0, 1.0),
        "standalone_out_of_domain_below": _number(-1.0, 1.0),
        "gray_zone": _number(0.0, 0.5, high_open=True),
        "clarify_max_terms": _number(0, integer=True),
        "refuse_min_vote": _number(0.0, 1.0),
        "specific_terms_over_clarify": _number(0, integer=True),
        "near_paraphrase": _number(0.0, 1.01),  # above 1.0: off
        "near_margin": _number(0.0, 1.0),
    },
    "judge": {
        "threshold": _number(0.0, 1.0),
        "coverage_weight": _number(0.0, 1.0),
        "cosine_floor": _number(-1.0, 1.0),
        "cosine_ceiling": _number(-1.0, 1.0),
        "bridge_sentences": _number(0, integer=True),
        "bridge_names": _number(0, integer=True),
        "conflict_penalty": _number(0.0, 5.0),
        "missing_penalty": _number(0.0, 5.0),
        "negation_penalty": _number(0.0, 5.0),
        "answer_type_penalty": _number(0.0, 5.0),
        "unit_penalty": _number(0.0, 5.0),
        "learned": _learned_scorer,
    },
    "route_encoder": {
        "lower_at": _number(0.0, 1.01),  # above 1.0: the encoder never lowers a route
        "raise_at": _number(0.0, 1.01),  # above 1.0: never raises one
        "answer_at": _number(0.0, 1.01),  # above 1.0: never answers a question the rules would ask back
    },
    "judge_encoder": {
        "scorer_weight": _number(-10.0, 10.0),
        "encoder_weight": _number(-10.0, 10.0),  # 0: the encoder is not run
        "bias": _number(-20.0, 20.0),
        "lowers": _flag,  # false: the encoder only joins a "no" of the scorer's, so it never turns a "yes" into a "no"
    },
    "answer": {"max_sentences": _number(1, integer=True)},
    "memu": {"sufficiency_margin": _number(0.0, 1.0)},
}

#: Which knob changes which offline decision (the Prompts page points to it when template text cannot).
KNOB_FOR_STEP: dict[str, str] = {
    "router": "offline_route_examples (examples per route), offline_model [router] (out-of-domain threshold, gray zone) and offline_route_model (the classifier that may lower a route) and offline_model [route_encoder] (when the fine-tuned encoder may move a route)",
    "decide": "offline_route_examples and offline_model [router]; after a tier, [judge] threshold and [memu] sufficiency_margin",
    "judge": "offline_model [judge] (threshold, the learned scorer's weights [judge.learned], coverage_weight, cosine floor/ceiling) and [judge_encoder] (how much the fine-tuned judge encoder counts)",
    "judge_rewrite": "offline_model [judge] (verdict) and [synonyms] / offline_glossary (rewrite)",
    "rewrite": "offline_glossary (abbreviations) and offline_model [synonyms]",
    "followup": "offline_model [judge] threshold",
    "rerank": "offline_model [judge] (the per-passage score orders the passages)",
    "hyde": "offline_model [synonyms]",
    "answer": "offline_model [answer] max_sentences",
}


def _toml(name: str, text: str) -> tuple[dict[str, Any] | None, list[str]]:
    try:
        return tomllib.loads(text), []
    except tomllib.TOMLDecodeError as exc:
        return None, [f"not valid TOML: {exc}"]


def _model_problems(data: dict[str, Any]) -> list[str]:
    out: list[str] = []
    for section, value in data.items():
        if section == "synonyms":
            if not isinstance(value, dict):
                out.append("[synonyms] must be a table of word = [\"synonym\", …]")
                continue
            for word, syns in value.items():
                if not isinstance(syns, list) or not all(isinstance(s, str) for s in syns):
                    out.append(f"[synonyms] {word} must be a list of text")
            continue
        checks = MODEL_KNOBS.get(section)
        if checks is None:
            out.append(f"unknown section [{section}] (known: {', '.join([*MODEL_KNOBS, 'synonyms'])})")
            continue
        if not isinstance(value, dict):
            out.append(f"[{section}] must be a table")
            continue
        for key, v in value.items():
            check = checks.get(key)
            if check is None:
                out.append(f"[{section}] unknown knob {key!r} (known: {', '.join(checks)})")
            elif (why := check(v)) is not None:
                out.append(f"[{section}] {key} {why}")
    judge = data.get("judge") or {}
    if isinstance(judge, dict) and isinstance(judge.get("cosine_floor", 0.2), (int, float)) and isinstance(judge.get("cosine_ceiling", 0.75), (int, float)):
        if judge.get("cosine_floor", 0.2) >= judge.get("cosine_ceiling", 0.75):
            out.append("[judge] cosine_floor must be below cosine_ceiling")
    return out


def _glossary_problems(data: dict[str, Any]) -> list[str]:
    out: list[str] = []
    for tenant, entries in data.items():
        if not isinstance(entries, dict):
            out.append(f"[{tenant}] must be a table of ABBREVIATION = \"meaning\"")
            continue
        for abbr, meaning in entries.items():
            ok = isinstance(meaning, str) or (isinstance(meaning, list) and meaning and all(isinstance(m, str) for m in meaning))
            if not ok:
                out.append(f"[{tenant}] {abbr} must be a meaning or a list of meanings")
    return out


#: The key that marks a route example copied from a blind dev case (`querylab.eval.case_examples`), not written by hand.
CASE_ROW_SOURCE = "source"


def is_case_row(row: Mapping[str, Any]) -> bool:
    """Whether a route-examples row is a dev case's: `train examples` replaces such rows, the route classifier and the
    known abbreviations read only the hand-written ones."""
    return CASE_ROW_SOURCE in row


def parse_route_examples(text: str) -> tuple[list[tuple[str, str]], list[str]]:
    """(route, text) pairs of a route_examples.jsonl text, and a problem per bad line (line numbers 1-based)."""
    examples: list[tuple[str, str]] = []
    problems: list[str] = []
    routes = {r.value for r in Route}
    for line_no, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except ValueError as exc:
            problems.append(f"line {line_no}: not JSON ({exc})")
            continue
        if not isinstance(row, dict) or set(row) - {"route", "text", CASE_ROW_SOURCE} or not isinstance(row.get("text"), str) \
                or not row.get("text", "").strip() or not isinstance(row.get(CASE_ROW_SOURCE, ""), str):
            problems.append(f"line {line_no}: expected {{\"route\": …, \"text\": \"…\"}} (and optionally \"source\": \"…\") and nothing else")
        elif row.get("route") not in routes:
            problems.append(f"line {line_no}: unknown route {row.get('route')!r} (one of {', '.join(sorted(routes))})")
        else:
            examples.append((row["route"], row["text"]))
    if not examples and not problems:
        problems.append("no examples: the router needs at least one example line")
    return examples, problems


def _route_model_problems(text: str, embedder: tuple[str, int] | None = None) -> list[str]:
    """An empty route model file is allowed (the classifier is off); otherwise it must load, name the code's structural
    features and (when the ``embedder`` is known) fit its dimension: a stale file would pass and then be switched off."""
    if not text.strip():
        return []
    try:
        data = json.loads(text)
    except ValueError as exc:
        return [f"not JSON ({exc})"]
    return model_file_problems(data) or compatibility_problems(data, embedder)


@dataclass(frozen=True)
class KnobFile:
    """One revision of one knob file: its artifact name and its exact text."""

    name: str
    text: str

    @property
    def revision(self) -> str:
        return hashlib.sha256(json.dumps({"name": self.name, "text": self.text}, ensure_ascii=False).encode("utf-8")).hexdigest()[:12]

    @property
    def file_name(self) -> str:
        return KNOB_FILES[self.name]

    def problems(self, embedder: tuple[str, int] | None = None) -> list[str]:
        """Every problem of this revision (empty when valid). ``embedder`` (name, dimension): the embedder the offline
        model runs with, which the route classifier's weights must have been trained on (checked when given)."""
        if self.name not in KNOB_FILES:
            return [f"no knob file named {self.name!r} (known: {', '.join(KNOB_FILES)})"]
        if len(self.text) > MAX_KNOB_CHARS:
            return [f"{len(self.text)} characters; the limit is {MAX_KNOB_CHARS}"]
        if self.name == "offline_route_examples":
            return parse_route_examples(self.text)[1]
        if self.name == "offline_route_model":
            return _route_model_problems(self.text, embedder)
        data, problems = _toml(self.name, self.text)
        if data is None:
            return problems
        return _model_problems(data) if self.name == "offline_model" else _glossary_problems(data)

    def validate(self, embedder: tuple[str, int] | None = None) -> "KnobFile":
        problems = self.problems(embedder)
        if problems:
            raise KnobError(self.name, problems)
        return self

    def data(self) -> Any:
        """The parsed content: a dict for the TOML files, a list of (route, text) for the examples."""
        if self.name == "offline_route_examples":
            return parse_route_examples(self.text)[0]
        if self.name == "offline_route_model":
            return json.loads(self.text) if self.text.strip() else None
        return tomllib.loads(self.text)


@dataclass(frozen=True)
class KnobSet:
    """One revision of every knob file: what one turn or one evaluation arm of the offline model reads."""

    files: Mapping[str, KnobFile] = field(default_factory=dict)

    def __getitem__(self, name: str) -> KnobFile:
        return self.files[name]

    def revisions(self) -> dict[str, str]:
        return {n: f.revision for n, f in sorted(self.files.items())}

    @property
    def key(self) -> tuple[tuple[str, str], ...]:
        return tuple(sorted(self.revisions().items()))

    def with_(self, *drafts: KnobFile) -> "KnobSet":
        return KnobSet({**self.files, **{d.name: d for d in drafts}})


@dataclass(frozen=True)
class KnobRevisionInfo:
    name: str
    revision: str
    saved_at: float
    note: str
    is_default: bool


class KnobStore:
    """Defaults from `prompts/offline/`, saved revisions under `<data_dir>/prompts/knobs/`, active = production label."""

    def __init__(self, prompts_dir: Path, data_dir: Path, labels: LabelStore | None = None, saved: SavedRevisions | None = None) -> None:
        self.defaults_dir = Path(prompts_dir) / "offline"
        self.root = Path(data_dir) / "prompts" / "knobs"
        self.labels = labels or LabelStore(Path(data_dir) / "prompts")
        self.saved: SavedRevisions = saved or FileRevisions(self.root, "knobs")
        self.defaults: dict[str, KnobFile] = {}
        for name, file_name in KNOB_FILES.items():
            path = self.defaults_dir / file_name
            text = path.read_text(encoding="utf-8") if path.exists() else ""
            self.defaults[name] = KnobFile(name, text)
        self._saved: dict[tuple[str, str], KnobFile] = {}  # revisions are immutable: each is read from disk once
        #: (name, dimension) of the embedder the offline model runs with (`expect_embedder`); None until one is known.
        self.embedder: tuple[str, int] | None = None

    def expect_embedder(self, name: str, dim: int) -> None:
        """The offline model built on this store runs with this embedder: a route classifier trained on another is
        refused on save (it would be switched off when built)."""
        self.embedder = (name, int(dim))

    def names(self) -> list[str]:
        return list(KNOB_FILES)

    def get(self, name: str, revision: str | None = None) -> KnobFile:
        if name not in self.defaults:
            raise KeyError(f"no knob file named {name!r}; known: {', '.join(KNOB_FILES)}")
        default = self.defaults[name]
        wanted = revision or self.labels.get(name, PRODUCTION)
        if not wanted or wanted == default.revision:
            return default
        found = self._saved.get((name, wanted))
        if found is not None:
            return found
        body = self.saved.get(name, wanted)
        if body is None:
            raise KeyError(f"knob file {name!r} has no revision {wanted!r}")
        found = self._saved[(name, wanted)] = KnobFile(name, str(body["text"]))
        return found

    def active_set(self) -> KnobSet:
        """The production revision of every knob file, read now (a turn reads it once, at its start)."""
        return KnobSet({n: self.get(n) for n in self.names()})

    def history(self, name: str) -> list[KnobRevisionInfo]:
        default = self.defaults[name]
        out = [KnobRevisionInfo(name, default.revision, 0.0, f"default (prompts/offline/{KNOB_FILES[name]})", True)]
        return out + [KnobRevisionInfo(name, r.revision, r.saved_at, r.note, False) for r in self.saved.list(name)]

    def save(self, knob: KnobFile, note: str = "") -> str:
        """Validate and store immutably (write-once, named by content hash). Returns the revision."""
        knob.validate(self.embedder)
        rev = knob.revision
        if rev != self.defaults[knob.name].revision:
            self.saved.put(knob.name, rev, {"name": knob.name, "text": knob.text}, note)
        return rev
