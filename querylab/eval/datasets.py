"""Evaluation sets: typed cases and the loaders that read them (DESIGN.md, "Evaluation sets").

Why this module is strict: an evaluation number is only as good as the file behind it. A typo in a
route name or a missing `answerable` field must stop the run with the file and line to fix, not
silently turn into a wrong label that shifts accuracy by a point nobody can explain.

Three kinds of set, each with its own case type:

- routing  -> ``list[RoutingCase]`` (our JSON Lines format, or CLINC150 / BANKING77 intent labels)
- judge    -> ``list[JudgeCase]``   (our JSON Lines format, or SQuAD 2.0 / CLAP NQ pairs)
- retrieval-> ``RetrievalSet``      (a BEIR-style folder)

Public sets are read in place from the shared evaluation folder (``QUERYLAB_EVALDATA`` if set,
otherwise ``<repo root>/../shared/evaldata``); nothing is copied into the repository.

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

import csv
import hashlib
import json
import logging
import os
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence, TypeVar

from querylab.config import REPO_ROOT
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


# --------------------------------------------------------------------------------------------
# Public sets in the shared evaluation folder
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PublicSet:
    """A public set known by name: its kind, its valid splits and the split used when none is given."""

    kind: str
    name: str
    splits: tuple[str, ...]
    default_split: str
    description: str


_HASH_SPLITS = ("val", "test", "all")

PUBLIC_SETS: dict[tuple[str, str], PublicSet] = {
    (s.kind, s.name): s
    for s in (
        PublicSet("routing", "clinc150", ("train", "val", "test"), "test",
                  "CLINC150: 150 intents + 'oos'; each split includes its out-of-scope part"),
        PublicSet("routing", "banking77", ("train", "test"), "test", "BANKING77: 77 banking intents, no oos"),
        PublicSet("judge", "squad2", _HASH_SPLITS, "all",
                  "SQuAD 2.0 dev: question + its paragraph; split by article title hash"),
        PublicSet("judge", "clapnq", _HASH_SPLITS, "all", "CLAP NQ dev: question + passage; split by id hash"),
        PublicSet("retrieval", "squad2", _HASH_SPLITS, "all", "derived_beir/squad2_dev"),
        PublicSet("retrieval", "clapnq", _HASH_SPLITS, "all", "derived_beir/clapnq_dev"),
        PublicSet("retrieval", "hotpotqa_100", _HASH_SPLITS, "all", "derived_beir/hotpotqa_100"),
        PublicSet("retrieval", "musique_100", _HASH_SPLITS, "all", "derived_beir/musique_100 (with decomposition)"),
    )
}

_BEIR_FOLDERS = {"squad2": "squad2_dev", "clapnq": "clapnq_dev", "hotpotqa_100": "hotpotqa_100",
                 "musique_100": "musique_100"}


def evaldata_root() -> Path:
    """Where public evaluation data lives: ``QUERYLAB_EVALDATA`` or ``<repo root>/../shared/evaldata``."""
    configured = os.environ.get("QUERYLAB_EVALDATA")
    return Path(configured) if configured else REPO_ROOT.parent / "shared" / "evaldata"


def _public_root() -> Path:
    root = evaldata_root()
    if not root.is_dir():
        raise DatasetError(f"{root}: public evaluation data folder not found (set QUERYLAB_EVALDATA to its location)")
    return root


def _intent_case(case_id: str, text: Any, label: Any, where: str, extra: dict[str, Any]) -> RoutingCase:
    if not isinstance(text, str) or not isinstance(label, str) or not label:
        raise DatasetError(f"{where}: expected [utterance, intent] strings, got {text!r:.60}, {label!r:.40}")
    return RoutingCase(case_id, text, expected_route=label, extra=extra)


@lru_cache(maxsize=8)
def _clinc_cached(path: str, _mtime: int, _size: int, domains_path: str | None, split: str) -> tuple[RoutingCase, ...]:
    data = _load_json(Path(path))
    if not isinstance(data, dict):
        raise DatasetError(f"{path}: expected an object of splits, got {_type_name(data)}")
    domain_of: dict[str, str] = {}
    if domains_path is not None:
        domains = _load_json(Path(domains_path))
        if isinstance(domains, dict):
            domain_of = {intent: dom for dom, intents in domains.items() for intent in intents}
    cases: list[RoutingCase] = []
    for part in (split, f"oos_{split}"):
        rows = data.get(part)
        if not isinstance(rows, list):
            raise DatasetError(f"{path}: split {part!r} is missing or not a list")
        for i, row in enumerate(rows):
            where = f"{path}, split {part!r} item {i}"
            if not isinstance(row, list) or len(row) != 2:
                raise DatasetError(f"{where}: expected [utterance, intent], got {row!r:.80}")
            extra = {"label_space": "intents", "source_split": part, "domain": domain_of.get(row[1])}
            cases.append(_intent_case(f"{part}-{i}", row[0], row[1], where, extra))
    return tuple(cases)


def _load_clinc150(root: Path, split: str) -> list[RoutingCase]:
    folder = root / "clinc150"
    stamp = _stamp(folder / "data_full.json")
    domains = folder / "domains.json"
    return list(_clinc_cached(*stamp, str(domains) if domains.is_file() else None, split))


@lru_cache(maxsize=8)
def _banking_cached(path: str, _mtime: int, _size: int, categories_path: str | None) -> tuple[RoutingCase, ...]:
    categories: set[str] | None = None
    if categories_path is not None:
        raw = _load_json(Path(categories_path))
        categories = set(raw) if isinstance(raw, list) else None
    split = Path(path).stem
    cases: list[RoutingCase] = []
    with Path(path).open(encoding="utf-8-sig", newline="") as fh:
        reader = csv.reader(fh)
        header = next(reader, None)
        if header != ["text", "category"]:
            raise DatasetError(f"{path}, line 1: expected header 'text,category', got {header!r}")
        for row in reader:
            where = _where(Path(path), reader.line_num)
            if not row:
                continue
            if len(row) != 2:
                raise DatasetError(f"{where}: expected 2 columns (text, category), got {len(row)}")
            text, label = row
            if categories is not None and label not in categories:
                raise DatasetError(f"{where}: unknown category {label!r} (not in categories.json)")
            extra = {"label_space": "intents", "source_split": split}
            cases.append(_intent_case(f"{split}-{len(cases)}", text, label, where, extra))
    return tuple(cases)


def _load_banking77(root: Path, split: str) -> list[RoutingCase]:
    folder = root / "banking77"
    categories = folder / "categories.json"
    stamp = _stamp(folder / f"{split}.csv")
    return list(_banking_cached(*stamp, str(categories) if categories.is_file() else None))


@lru_cache(maxsize=4)
def _squad_cached(path: str, _mtime: int, _size: int) -> tuple[tuple[str, JudgeCase], ...]:
    """(split key, case) for every SQuAD 2.0 question, paired with its own paragraph."""
    data = _load_json(Path(path))
    articles = data.get("data") if isinstance(data, dict) else None
    if not isinstance(articles, list):
        raise DatasetError(f"{path}: expected the SQuAD layout {{'data': [articles]}}")
    out: list[tuple[str, JudgeCase]] = []
    try:
        for ai, article in enumerate(articles):
            title = article["title"]
            for pi, paragraph in enumerate(article["paragraphs"]):
                context = paragraph["context"]
                for qa in paragraph["qas"]:
                    extra = {
                        "title": title,
                        "source_doc": f"{ai}_{pi}",
                        "answers": [a["text"] for a in qa.get("answers", [])],
                    }
                    case = JudgeCase(str(qa["id"]), qa["question"], [context], not qa["is_impossible"], extra)
                    out.append((_squad_split_key(title), case))
    except (KeyError, TypeError) as exc:
        raise DatasetError(f"{path}: article {ai} does not follow the SQuAD layout (missing or bad {exc})") from None
    return tuple(out)


def _load_squad2_judge(root: Path) -> list[tuple[str, JudgeCase]]:
    return list(_squad_cached(*_stamp(root / "squad2_dev" / "squad2_dev.json")))


@lru_cache(maxsize=4)
def _clapnq_cached(stamps: tuple[tuple[str, int, int], ...]) -> tuple[JudgeCase, ...]:
    cases: list[JudgeCase] = []
    seen: dict[str, int] = {}
    for (path, _mtime, _size) in stamps:
        answerable = "unanswerable" not in Path(path).name
        for lineno, obj in _iter_jsonl(Path(path)):
            where = _where(Path(path), lineno)
            case_id = _id(obj, "id", where)
            question = _require(obj, "input", str, where)
            passages = _require(obj, "passages", list, where)
            documents: list[str] = []
            titles: list[str] = []
            for i, passage in enumerate(passages):
                if not isinstance(passage, dict) or not isinstance(passage.get("text"), str):
                    raise DatasetError(f"{where}: passage {i} needs a string 'text'")
                documents.append(passage["text"])
                titles.append(str(passage.get("title", "")))
            answers = [o.get("answer", "") for o in obj.get("output", []) if isinstance(o, dict)]
            _check_unique(seen, case_id, f"{where} (across CLAP NQ files)", lineno)
            extra = {"titles": titles, "answers": [a for a in answers if a], "source_file": Path(path).name}
            cases.append(JudgeCase(case_id, question, documents, answerable, extra))
    return tuple(cases)


def _load_clapnq_judge(root: Path) -> list[JudgeCase]:
    folder = root / "clapnq"
    files = ("clapnq_dev_answerable.jsonl", "clapnq_dev_unanswerable.jsonl")
    return list(_clapnq_cached(tuple(_stamp(folder / f) for f in files)))


def _filter_retrieval(rs: RetrievalSet, keep: Callable[[str], bool], name: str) -> RetrievalSet:
    """A view of ``rs`` with only the queries ``keep`` accepts; the corpus is shared unchanged."""
    queries = {q: t for q, t in rs.queries.items() if keep(q)}
    return RetrievalSet(
        name=name,
        corpus=rs.corpus,
        queries=queries,
        qrels={q: set(d) for q, d in rs.qrels.items() if q in queries},
        query_extras={q: dict(e) for q, e in rs.query_extras.items() if q in queries},
    )


def _retrieval_split_key(set_name: str, rs: RetrievalSet) -> Callable[[str], str]:
    """SQuAD queries split by the article of their paragraph (consistent with the judge split)."""
    if set_name == "squad2":
        def key(qid: str) -> str:
            doc = rs.query_extras.get(qid, {}).get("source_doc")
            title = rs.corpus.get(doc, {}).get("title") if isinstance(doc, str) else None
            return _squad_split_key(title) if title else qid
        return key
    return lambda qid: qid


def _split_and_limit_retrieval(
    rs: RetrievalSet, split: str, limit: int | None, key: Callable[[str], str], label: str
) -> RetrievalSet:
    """Keep the queries of ``split`` and then a hash sample of ``limit`` judged ones; corpus unchanged."""
    if split == "all" and limit is None:
        return replace(rs, name=label)
    in_split = [q for q in rs.queries if split == "all" or split_of(key(q)) == split]
    keep = set(in_split)
    if limit is not None:
        judged = [q for q in in_split if rs.qrels.get(q)]
        keep = set(_sample(judged, lambda q: q, limit))
    return _filter_retrieval(rs, keep.__contains__, label if split == "all" else f"{label}:{split}")


def _check_split(split: str | None, valid: Sequence[str], default: str, what: str) -> str:
    chosen = default if split is None else split
    if chosen not in valid:
        raise DatasetError(f"unknown split {split!r} for {what} (valid: {', '.join(valid)})")
    return chosen


def _valid_names(kind: str) -> list[str]:
    return [name for (k, name) in PUBLIC_SETS if k == kind]


def _resolve_public(spec: PublicSet, split: str | None, limit: int | None) -> object:
    root = _public_root()
    chosen = _check_split(split, spec.splits, spec.default_split, f"{spec.kind} set {spec.name!r}")
    logger.info("loading public %s set %s (split %s) from %s", spec.kind, spec.name, chosen, root)
    if spec.kind == "routing":
        loader = _load_clinc150 if spec.name == "clinc150" else _load_banking77
        return _sample(loader(root, chosen), lambda c: c.id, limit)
    if spec.kind == "judge":
        if spec.name == "squad2":
            keyed = [c for k, c in _load_squad2_judge(root) if chosen == "all" or split_of(k) == chosen]
        else:
            keyed = [c for c in _load_clapnq_judge(root) if chosen == "all" or split_of(c.id) == chosen]
        return _sample(keyed, lambda c: c.id, limit)
    rs = load_beir_folder(root / "derived_beir" / _BEIR_FOLDERS[spec.name])
    return _split_and_limit_retrieval(rs, chosen, limit, _retrieval_split_key(spec.name, rs), spec.name)


def resolve_set(kind: str, name_or_path: str | Path, split: str | None = None, *, limit: int | None = None) -> object:
    """Load an evaluation set by public name or by path.

    Returns ``list[RoutingCase]`` (routing), ``list[JudgeCase]`` (judge) or ``RetrievalSet``
    (retrieval). Public names win over paths of the same spelling (write ``./clinc150`` to mean a
    local file). For files and folders, ``split`` may be ``val``/``test`` (hash of the id, ~30/70) or
    ``all``/``None``. ``limit`` keeps a deterministic hash-chosen sample of that many cases (for
    retrieval: of queries that have qrels), in file order.

    Raises:
        DatasetError: unknown kind, name, split or limit; a missing or malformed file.
    """
    if kind not in KINDS:
        raise DatasetError(f"unknown set kind {kind!r} (valid: {', '.join(KINDS)})")
    _check_limit(limit)
    spec = PUBLIC_SETS.get((kind, str(name_or_path)))
    if spec is not None:
        return _resolve_public(spec, split, limit)
    path = Path(name_or_path)
    if not path.exists():
        names = ", ".join(_valid_names(kind))
        raise DatasetError(f"{name_or_path}: neither a file/folder nor a public {kind} set (valid names: {names})")
    chosen = _check_split(split, _HASH_SPLITS, "all", str(path))
    if kind == "retrieval":
        rs = load_beir_folder(path)
        return _split_and_limit_retrieval(rs, chosen, limit, lambda q: q, rs.name)
    loaded: list[Any] = load_routing_jsonl(path) if kind == "routing" else load_judge_jsonl(path)
    if chosen != "all":
        loaded = [c for c in loaded if split_of(c.id) == chosen]
    return _sample(loaded, lambda c: c.id, limit)
