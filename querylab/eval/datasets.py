"""Evaluation sets: typed cases and the loaders that read them (DESIGN.md, "Evaluation sets").

Why this module is strict: an evaluation number is only as good as the file behind it. A typo in a
route name or a missing `answerable` field must stop the run with the file and line to fix, not
silently turn into a wrong label that shifts accuracy by a point nobody can explain.

Three kinds of set, each with its own case type:

- routing  -> ``list[RoutingCase]`` (our JSON Lines format, or CLINC150 / BANKING77 intent labels)
- judge    -> ``list[JudgeCase]``   (our JSON Lines format, or SQuAD 2.0 / CLAP NQ pairs)
- retrieval-> ``RetrievalSet``      (a BEIR-style folder)

Public sets by name (CLINC150, SQuAD 2.0, …) live in `public_sets.py`, which reuses these loaders.

Splits. CLINC150 and BANKING77 ship official splits, which are used as they are. The other public
sets only have a dev set, so QueryLab defines its own deterministic split: a stable hash of a key
puts ~30 % of items in ``val`` (for calibrating thresholds) and the rest in ``test`` (for reporting).
The key is the article title for SQuAD 2.0 (so questions about one paragraph never straddle the
split) and the item id otherwise. Because the hash depends only on the key, an item never changes
split when the set grows or is subsampled. A split of ``None`` means the set's default: the official
``test`` split where there is one, otherwise the whole set (``all``).

Loaded files are cached (keyed on path, modification time and size), so repeated evaluations in one
process do not re-parse the 3.9 MB SQuAD file. Cached objects are shared: treat cases and
``RetrievalSet`` contents as read-only (the lists returned to callers are fresh copies).
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence, TypeVar

from querylab.contracts import Route

logger = logging.getLogger(__name__)

KINDS: tuple[str, ...] = ("routing", "judge", "retrieval")

#: Label used by CLINC150 (and by any intent set of ours) for out-of-scope utterances.
OOS_LABEL = "oos"
#: Fraction of items the hash split sends to ``val``.
VAL_FRACTION = 0.3
VALID_ROUTES: tuple[str, ...] = tuple(r.value for r in Route)

_T = TypeVar("_T")


class DatasetError(ValueError):
    """An evaluation set cannot be read. The message names the file (and line) and what is wrong."""


# --------------------------------------------------------------------------------------------
# Case types
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoutingCase:
    """One routing example.

    ``expected_route`` is a :class:`~querylab.contracts.Route` value for our own sets; for intent sets
    (CLINC150, BANKING77) it is the intent label or ``"oos"``, and ``extra["label_space"] == "intents"``
    tells the evaluator it is intent classification with out-of-scope abstention, not route choice.
    ``id`` and ``query`` may be positional; the other fields are keyword-only so that a case written
    by hand cannot silently swap ``history`` and ``principal``.
    """

    id: str
    query: str
    history: list[dict[str, Any]] = field(default_factory=list, kw_only=True)
    principal: dict[str, Any] = field(default_factory=dict, kw_only=True)
    expected_route: str = field(kw_only=True)
    must_preserve: list[str] = field(default_factory=list, kw_only=True)
    extra: dict[str, Any] = field(default_factory=dict, kw_only=True)


@dataclass(frozen=True, slots=True)
class JudgeCase:
    """One "can these documents answer the question?" example; ``answerable`` is the gold label."""

    id: str
    question: str
    documents: list[str]
    answerable: bool
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class RetrievalSet:
    """A BEIR-style retrieval set: corpus ``{doc_id: {"title", "text"}}``, queries and relevance judgments.

    ``qrels`` holds only relevant documents (score > 0). Queries without any relevant document (e.g.
    SQuAD's unanswerable questions) stay in ``queries`` but are absent from ``qrels``; retrieval
    metrics skip them. ``query_extras`` keeps every other field of a query line (answers,
    ``is_impossible``, ``source_doc``, MuSiQue's ``decomposition`` for the oracle-rewrite channel, ...).
    """

    name: str
    corpus: dict[str, dict[str, str]]
    queries: dict[str, str]
    qrels: dict[str, set[str]]
    query_extras: dict[str, dict[str, Any]] = field(default_factory=dict)

    @property
    def judged_query_ids(self) -> list[str]:
        """Query ids that have at least one relevant document, in file order: the ones worth running."""
        return [qid for qid in self.queries if self.qrels.get(qid)]


# --------------------------------------------------------------------------------------------
# Small helpers: locations, field checks, stamps for the cache
# --------------------------------------------------------------------------------------------


def _where(path: Path, lineno: int | None) -> str:
    return f"{path}, line {lineno}" if lineno is not None else str(path)


_TYPE_NAMES: dict[type, str] = {
    bool: "boolean", int: "integer", float: "number", str: "string", list: "list", dict: "object", type(None): "null"
}


def _type_name(value: Any) -> str:
    """The JSON name of a value's type, for error messages a data author understands."""
    return _TYPE_NAMES.get(type(value), type(value).__name__)


def _require(obj: dict[str, Any], key: str, expected: type | tuple[type, ...], where: str) -> Any:
    """Return ``obj[key]`` after checking presence and type (bool is never accepted as an integer)."""
    if key not in obj:
        raise DatasetError(f"{where}: missing field {key!r}")
    return _check_type(obj[key], key, expected, where)


def _check_type(value: Any, key: str, expected: type | tuple[type, ...], where: str) -> Any:
    types = expected if isinstance(expected, tuple) else (expected,)
    bad_bool = isinstance(value, bool) and bool not in types
    if bad_bool or not isinstance(value, types):
        wanted = " or ".join(_TYPE_NAMES.get(t, t.__name__) for t in types)
        raise DatasetError(f"{where}: field {key!r} must be a {wanted}, got {_type_name(value)} {value!r:.60}")
    return value


def _id(obj: dict[str, Any], key: str, where: str) -> str:
    """Ids may be written as strings or integers; they are compared as strings."""
    value = _require(obj, key, (str, int), where)
    text = str(value)
    if not text.strip():
        raise DatasetError(f"{where}: field {key!r} must not be empty")
    return text


def _string_list(obj: dict[str, Any], key: str, where: str, *, required: bool) -> list[str]:
    if key not in obj:
        if required:
            raise DatasetError(f"{where}: missing field {key!r}")
        return []
    items = _check_type(obj[key], key, list, where)
    for i, item in enumerate(items):
        if not isinstance(item, str):
            raise DatasetError(f"{where}: field {key!r} item {i} must be a string, got {_type_name(item)}")
    return list(items)


def _stamp(path: Path, *, folder: bool = False) -> tuple[str, int, int]:
    """(resolved path, mtime_ns, size): the cache key, so an edited file is re-read."""
    if folder:
        if not path.is_dir():
            raise DatasetError(f"{path}: no such folder")
    elif not path.is_file():
        raise DatasetError(f"{path}: no such file" if not path.is_dir() else f"{path}: is a folder, expected a file")
    st = path.stat()
    return str(path.resolve()), st.st_mtime_ns, st.st_size


def _iter_jsonl(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield (line number, object) for each non-blank line; errors name the file and the line."""
    lineno = 0
    try:
        with path.open(encoding="utf-8-sig") as fh:
            for lineno, line in enumerate(fh, start=1):
                if not line.strip():
                    continue
                try:
                    obj = json.loads(line)
                except json.JSONDecodeError as exc:
                    raise DatasetError(
                        f"{path}, line {lineno}: invalid JSON ({exc.msg} at column {exc.colno})"
                    ) from None
                if not isinstance(obj, dict):
                    raise DatasetError(f"{path}, line {lineno}: expected a JSON object, got {_type_name(obj)}")
                yield lineno, obj
    except UnicodeDecodeError as exc:
        raise DatasetError(f"{path}, line {lineno + 1}: not valid UTF-8 ({exc.reason})") from None
    except OSError as exc:
        raise DatasetError(f"{path}: cannot read ({exc.strerror or exc})") from None


def _load_json(path: Path) -> Any:
    try:
        with path.open(encoding="utf-8-sig") as fh:
            return json.load(fh)
    except json.JSONDecodeError as exc:
        raise DatasetError(f"{path}, line {exc.lineno}: invalid JSON ({exc.msg})") from None
    except OSError as exc:
        raise DatasetError(f"{path}: cannot read ({exc.strerror or exc})") from None


def _check_unique(seen: dict[str, int], item_id: str, where: str, lineno: int) -> None:
    if item_id in seen:
        raise DatasetError(f"{where}: duplicate id {item_id!r} (first on line {seen[item_id]})")
    seen[item_id] = lineno


# --------------------------------------------------------------------------------------------
# Deterministic split and sampling
# --------------------------------------------------------------------------------------------


def _unit_hash(key: str) -> float:
    """A stable value in [0, 1) for a key (not Python's ``hash``, which is salted per process)."""
    digest = hashlib.sha256(key.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") / 2.0**64


def split_of(key: str, val_fraction: float = VAL_FRACTION) -> str:
    """``"val"`` for ~``val_fraction`` of keys, ``"test"`` for the rest; stable across runs and machines."""
    return "val" if _unit_hash(key) < val_fraction else "test"


def _squad_split_key(title: str) -> str:
    """SQuAD's JSON writes titles with underscores, the derived corpus with spaces; one key for both."""
    return title.replace(" ", "_")


def _sample(items: Sequence[_T], key: Callable[[_T], str], limit: int | None) -> list[_T]:
    """Up to ``limit`` items chosen by hash of their key, kept in original order.

    Why not the first ``limit``: public files are sorted (CLINC's out-of-scope cases come last,
    SQuAD's questions come article by article), so a head would be a biased sample.
    """
    if limit is None or limit >= len(items):
        return list(items)
    chosen = set(sorted(range(len(items)), key=lambda i: _unit_hash(key(items[i])))[:limit])
    return [item for i, item in enumerate(items) if i in chosen]


def _check_limit(limit: int | None) -> None:
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
        raise DatasetError(f"limit must be a positive whole number, got {limit!r}")


# --------------------------------------------------------------------------------------------
# Our own formats: routing and judge JSON Lines, BEIR folders
# --------------------------------------------------------------------------------------------


def _routing_case(obj: dict[str, Any], where: str) -> RoutingCase:
    case_id = _id(obj, "id", where)
    query = _require(obj, "query", str, where)
    history = _check_type(obj.get("history", []), "history", list, where)
    for i, turn in enumerate(history):
        if not isinstance(turn, dict):
            raise DatasetError(f"{where}: history item {i} must be an object, got {_type_name(turn)}")
        for key in ("role", "content"):
            if not isinstance(turn.get(key), str):
                raise DatasetError(f"{where}: history item {i} needs a string {key!r}")
    principal = _check_type(obj.get("principal", {}), "principal", dict, where)
    route = _require(obj, "expected_route", str, where)
    if route not in VALID_ROUTES:
        raise DatasetError(f"{where}: unknown route {route!r} in 'expected_route' (valid: {', '.join(VALID_ROUTES)})")
    must_preserve = _string_list(obj, "must_preserve", where, required=False)
    known = {"id", "query", "history", "principal", "expected_route", "must_preserve"}
    return RoutingCase(
        case_id,
        query,
        history=list(history),
        principal=dict(principal),
        expected_route=route,
        must_preserve=must_preserve,
        extra={k: v for k, v in obj.items() if k not in known},
    )


@lru_cache(maxsize=16)
def _routing_cached(path: str, _mtime: int, _size: int) -> tuple[RoutingCase, ...]:
    cases: list[RoutingCase] = []
    seen: dict[str, int] = {}
    for lineno, obj in _iter_jsonl(Path(path)):
        where = _where(Path(path), lineno)
        case = _routing_case(obj, where)
        _check_unique(seen, case.id, where, lineno)
        cases.append(case)
    return tuple(cases)


def load_routing_jsonl(path: str | Path) -> list[RoutingCase]:
    """Read a routing set (one JSON object per line; blank lines skipped).

    Required: ``id``, ``query``, ``expected_route`` (a Route value). Optional: ``history``,
    ``principal``, ``must_preserve``. Other fields are kept in ``extra``.
    """
    cases = list(_routing_cached(*_stamp(Path(path))))
    logger.debug("loaded %d routing cases from %s", len(cases), path)
    return cases


def _judge_case(obj: dict[str, Any], where: str) -> JudgeCase:
    case_id = _id(obj, "id", where)
    question = _require(obj, "question", str, where)
    documents = _string_list(obj, "documents", where, required=True)
    answerable = _require(obj, "answerable", bool, where)
    known = {"id", "question", "documents", "answerable"}
    return JudgeCase(case_id, question, documents, answerable, {k: v for k, v in obj.items() if k not in known})


@lru_cache(maxsize=16)
def _judge_cached(path: str, _mtime: int, _size: int) -> tuple[JudgeCase, ...]:
    cases: list[JudgeCase] = []
    seen: dict[str, int] = {}
    for lineno, obj in _iter_jsonl(Path(path)):
        where = _where(Path(path), lineno)
        case = _judge_case(obj, where)
        _check_unique(seen, case.id, where, lineno)
        cases.append(case)
    return tuple(cases)


def load_judge_jsonl(path: str | Path) -> list[JudgeCase]:
    """Read a judge set: ``id``, ``question``, ``documents`` (list of strings), ``answerable`` (boolean)."""
    cases = list(_judge_cached(*_stamp(Path(path))))
    logger.debug("loaded %d judge cases from %s", len(cases), path)
    return cases


def _read_qrels(path: Path, queries: dict[str, str], corpus: dict[str, Any]) -> dict[str, set[str]]:
    """Parse ``qrels.tsv`` (query-id, corpus-id, score; optional header). Relevant means score > 0."""
    qrels: dict[str, set[str]] = {}
    try:
        lines = path.read_text(encoding="utf-8-sig").splitlines()
    except UnicodeDecodeError as exc:
        raise DatasetError(f"{path}: not valid UTF-8 ({exc.reason})") from None
    first = True
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        cols = line.rstrip("\r\n").split("\t")
        if first:
            first = False
            if cols[0].strip().lower() in {"query-id", "query_id", "qid", "query"}:
                continue
        where = _where(path, lineno)
        if len(cols) != 3:
            raise DatasetError(f"{where}: expected 3 tab-separated columns (query-id, corpus-id, score), got {len(cols)}")
        qid, doc_id, raw_score = (c.strip() for c in cols)
        try:
            score = float(raw_score)
        except ValueError:
            raise DatasetError(f"{where}: score must be a number, got {raw_score!r}") from None
        if qid not in queries:
            raise DatasetError(f"{where}: query id {qid!r} is not in queries.jsonl")
        if doc_id not in corpus:
            raise DatasetError(f"{where}: corpus id {doc_id!r} is not in corpus.jsonl")
        if score > 0:
            qrels.setdefault(qid, set()).add(doc_id)
    return qrels


@lru_cache(maxsize=8)
def _beir_cached(folder: str, _stamps: tuple[tuple[str, int, int], ...]) -> RetrievalSet:
    root = Path(folder)
    corpus: dict[str, dict[str, str]] = {}
    seen: dict[str, int] = {}
    corpus_path = root / "corpus.jsonl"
    for lineno, obj in _iter_jsonl(corpus_path):
        where = _where(corpus_path, lineno)
        doc_id = _id(obj, "_id", where)
        title = _check_type(obj.get("title", ""), "title", str, where)
        text = _require(obj, "text", str, where)
        _check_unique(seen, doc_id, where, lineno)
        corpus[doc_id] = {"title": title, "text": text}
    queries: dict[str, str] = {}
    extras: dict[str, dict[str, Any]] = {}
    seen = {}
    queries_path = root / "queries.jsonl"
    for lineno, obj in _iter_jsonl(queries_path):
        where = _where(queries_path, lineno)
        qid = _id(obj, "_id", where)
        text = _require(obj, "text", str, where)
        _check_unique(seen, qid, where, lineno)
        queries[qid] = text
        extra = {k: v for k, v in obj.items() if k not in {"_id", "text"}}
        if extra:
            extras[qid] = extra
    qrels = _read_qrels(root / "qrels.tsv", queries, corpus)
    return RetrievalSet(root.name, corpus, queries, qrels, extras)


def load_beir_folder(path: str | Path) -> RetrievalSet:
    """Read a BEIR-style folder: ``corpus.jsonl`` (_id, title, text), ``queries.jsonl`` (_id, text,
    extras), ``qrels.tsv`` (query-id, corpus-id, score). The returned set is shared: read-only."""
    root = Path(path)
    _stamp(root, folder=True)
    stamps = tuple(_stamp(root / name) for name in ("corpus.jsonl", "queries.jsonl", "qrels.tsv"))
    result = _beir_cached(str(root.resolve()), stamps)
    logger.debug(
        "loaded %s: %d docs, %d queries, %d judged", root, len(result.corpus), len(result.queries), len(result.qrels)
    )
    return result
