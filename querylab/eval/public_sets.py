"""Public evaluation sets by name (CLINC150, BANKING77, SQuAD 2.0, CLAP NQ, the BEIR-style folders).

They are read in place from the shared evaluation folder (``QUERYLAB_EVALDATA`` if set, otherwise
``<repo root>/../shared/evaldata``) and never copied into the repository; `resolve_set` also accepts any
file or folder in the formats of `datasets.py`, whose loaders and case types this module reuses.
"""

from __future__ import annotations

import csv
import logging
import os
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Sequence

from querylab.config import REPO_ROOT

from querylab.eval.datasets import (
    DatasetError,
    JudgeCase,
    KINDS,
    RetrievalSet,
    RoutingCase,
    _check_limit,
    _check_unique,
    _id,
    _iter_jsonl,
    _load_json,
    _require,
    _sample,
    _squad_split_key,
    _stamp,
    _type_name,
    _where,
    load_beir_folder,
    load_judge_jsonl,
    load_routing_jsonl,
    split_of,
)

logger = logging.getLogger(__name__)

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


def _public_root(configured: Path | None = None) -> Path:
    root = evaldata_root() if configured is None else configured
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


def _resolve_public(spec: PublicSet, split: str | None, limit: int | None, evaldata: Path | None = None) -> object:
    root = _public_root(evaldata)
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


def resolve_set(kind: str, name_or_path: str | Path, split: str | None = None, *, limit: int | None = None,
                evaldata: Path | None = None) -> object:
    """Load an evaluation set by public name or by path.

    Returns ``list[RoutingCase]`` (routing), ``list[JudgeCase]`` (judge) or ``RetrievalSet``
    (retrieval). Public names win over paths of the same spelling (write ``./clinc150`` to mean a
    local file). For files and folders, ``split`` may be ``val``/``test`` (hash of the id, ~30/70) or
    ``all``/``None``. ``limit`` keeps a deterministic hash-chosen sample of that many cases (for
    retrieval: of queries that have qrels), in file order. ``evaldata``: where public sets are read
    (default `evaldata_root`).

    Raises:
        DatasetError: unknown kind, name, split or limit; a missing or malformed file.
    """
    if kind not in KINDS:
        raise DatasetError(f"unknown set kind {kind!r} (valid: {', '.join(KINDS)})")
    _check_limit(limit)
    spec = PUBLIC_SETS.get((kind, str(name_or_path)))
    if spec is not None:
        return _resolve_public(spec, split, limit, evaldata)
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


# -- what the runners share: the split evaluated, the cache namespace, the cases -----------------------------

def effective_split(kind: str, set_name: str, split: str | None) -> str:
    """The split actually evaluated: the given one, else the public set's default, else ``all``."""
    if split is not None:
        return split
    spec = PUBLIC_SETS.get((kind, str(set_name)))
    return spec.default_split if spec is not None else "all"


def set_key(kind: str, set_name: str) -> str:
    """Cache namespace of a set: ``kind:name`` for public sets, ``kind:<absolute path>`` for files."""
    if (kind, str(set_name)) in PUBLIC_SETS:
        return f"{kind}:{set_name}"
    return f"{kind}:{Path(set_name).resolve()}"


def load_cases(kind: str, set_name: str, split: str | None = None, limit: int | None = None) -> Any:
    """`resolve_set` with the kind checked; raises `DatasetError` with the file and line on bad data."""
    return resolve_set(kind, set_name, split, limit=limit)
