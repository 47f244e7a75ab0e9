"""Regression cases flagged in the browser: a wrong verdict or route becomes one line of an evaluation set.

Why this exists: the people who spot a judge's false negative ("the documents did answer, the judge
said no") are rarely the people who run evaluations. Flagging a turn on the Traces page appends it, in
the evaluation formats of DESIGN.md, to `<data_dir>/regression/judge.jsonl` or `routing.jsonl`, so the
next `python -m querylab eval judge <data_dir>/regression/judge.jsonl` checks that it stays fixed.

Rules:
- one case is one JSON line, written with a single `write` on a file opened for appending, under an
  exclusive `flock`, so two browser sessions flagging at once never interleave or tear a line;
- ids are unique per file: flagging the same turn twice (or as both a false negative and a false
  positive) adds nothing the second time and says so;
- a line that cannot be parsed (edited by hand) is kept and skipped, never rewritten.

No Streamlit here: the Traces page only calls these functions.
"""

from __future__ import annotations

import fcntl
import json
import logging
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Literal

from querylab.contracts import Route
from querylab.trace import Trace

logger = logging.getLogger(__name__)

Kind = Literal["judge", "routing"]
KINDS: tuple[Kind, ...] = ("judge", "routing")
_LOCK = threading.Lock()  # flock is per open file description; this also serialises threads of one process


@dataclass(frozen=True)
class AppendResult:
    """What `append_case` did: `added` is False when a case with that id was already in the file."""

    path: Path
    case_id: str
    added: bool


def regression_dir(data_dir: Path) -> Path:
    return Path(data_dir) / "regression"


def regression_path(data_dir: Path, kind: Kind) -> Path:
    if kind not in KINDS:
        raise ValueError(f"unknown regression kind {kind!r}; choose one of {', '.join(KINDS)}")
    return regression_dir(data_dir) / f"{kind}.jsonl"


# -- building cases from a trace ---------------------------------------------------------------
def judged_question(trace: Trace) -> str:
    """The question the (last) judge saw: the rewrite, else the router's normalized query, else the original.

    A regression case has no conversation history, so the self-contained form ("how long does a refund
    take" rather than "and how long does it take?") is the one that can be judged on its own.
    """
    if trace.rewritten_query:
        return trace.rewritten_query
    if trace.route and trace.route.normalized_query:
        return trace.route.normalized_query
    if trace.decision and trace.decision.rewritten_query:
        return trace.decision.rewritten_query
    return trace.question


def judged_documents(trace: Trace) -> list[str]:
    """The fused texts the judge was shown: the first `top_k` of the final fused list."""
    k = int(trace.config.get("top_k") or 5)
    return [h.text for h in trace.fused[:k]]


def _origin(trace: Trace, flag: str) -> dict[str, Any]:
    revisions = sorted({f"{s.template}@{s.revision}" for s in trace.steps if s.template})
    return {
        "turn_id": trace.turn_id,
        "session_id": trace.session_id,
        # whose turn it was: the Evaluate page shows a case only to that tenant (its reviewers, or that user)
        "tenant": trace.principal.tenant if trace.principal else None,
        "user": trace.principal.user if trace.principal else None,
        "preset": trace.preset,
        "flag": flag,
        "original_question": trace.question,
        "revisions": revisions,
        "flagged_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }


def judge_case(trace: Trace, answerable: bool) -> dict[str, Any]:
    """A judge case (DESIGN.md): a false negative is answerable=True, a false positive answerable=False.

    The id is the turn id, so one turn can be flagged once per file whatever the direction.
    """
    flag = "judge_false_negative" if answerable else "judge_false_positive"
    return {
        "id": trace.turn_id,
        "question": judged_question(trace),
        "documents": judged_documents(trace),
        "answerable": bool(answerable),
        "origin": _origin(trace, flag),
    }


def routing_case(trace: Trace, expected_route: str | Route, history: Iterable[Trace] = ()) -> dict[str, Any]:
    """A routing case (DESIGN.md) with the turn's own history and trusted principal.

    `history` are the earlier turns of the session (e.g. `trace.history_turn_ids` read back from the
    trace store); the router saw them, so the case must carry them to be reproducible.
    """
    expected = Route(expected_route).value  # raises ValueError on an unknown route
    msgs: list[dict[str, str]] = []
    for h in history:
        msgs.append({"role": "user", "content": h.question})
        msgs.append({"role": "assistant", "content": h.answer})
    p = trace.principal
    return {
        "id": trace.turn_id,
        "query": trace.question,
        "history": msgs,
        "principal": {"tenant": p.tenant, "user": p.user, "groups": list(p.groups)} if p else {},
        "expected_route": expected,
        "must_preserve": [],
        "origin": {**_origin(trace, "route_wrong"), "predicted_route": trace.route.route.value if trace.route else None},
    }


# -- the files ---------------------------------------------------------------------------------
def _ids_in(text: str) -> set[str]:
    ids: set[str] = set()
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        if isinstance(obj, dict) and "id" in obj:
            ids.add(str(obj["id"]))
    return ids


def append_case(path: Path, case: dict[str, Any]) -> AppendResult:
    """Append `case` as one JSON line unless a case with the same id is already there."""
    if "id" not in case:
        raise ValueError("a regression case needs an 'id'")
    case_id = str(case["id"])
    line = json.dumps(case, ensure_ascii=False, separators=(",", ":"))
    if "\n" in line:  # json.dumps escapes newlines inside strings; this guards the one-line promise
        raise ValueError("a case must serialise to a single line")
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with _LOCK:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            size = os.fstat(fd).st_size
            existing = b""
            if size:
                os.lseek(fd, 0, os.SEEK_SET)
                chunks = []
                while chunk := os.read(fd, 1 << 20):
                    chunks.append(chunk)
                existing = b"".join(chunks)
            if case_id in _ids_in(existing.decode("utf-8", errors="replace")):
                return AppendResult(path, case_id, added=False)
            prefix = b"\n" if existing and not existing.endswith(b"\n") else b""
            os.write(fd, prefix + line.encode("utf-8") + b"\n")
            os.fsync(fd)
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)
    logger.info("regression case %s appended to %s", case_id, path)
    return AppendResult(path, case_id, added=True)


def flag_judge(data_dir: Path, trace: Trace, answerable: bool) -> AppendResult:
    """The Traces page's "judge was wrong" buttons."""
    if not trace.judgements:
        raise ValueError("this turn has no judge verdict to flag")
    return append_case(regression_path(data_dir, "judge"), judge_case(trace, answerable))


def flag_route(data_dir: Path, trace: Trace, expected_route: str | Route, history: Iterable[Trace] = ()) -> AppendResult:
    """The Traces page's "route was wrong (expected: …)" button."""
    return append_case(regression_path(data_dir, "routing"), routing_case(trace, expected_route, history))


def load_cases(path: Path) -> list[dict[str, Any]]:
    """Every parsable case of a regression file (for display); unparsable lines are logged and skipped."""
    path = Path(path)
    if not path.exists():
        return []
    out: list[dict[str, Any]] = []
    for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except ValueError:
            logger.warning("%s line %d is not JSON; skipped", path, n)
            continue
        if isinstance(obj, dict):
            out.append(obj)
    return out


def case_owner(case: dict[str, Any]) -> tuple[str | None, str | None]:
    """(tenant, user) of the turn a case was flagged from; (None, None) for cases written by hand or
    flagged before owners were recorded."""
    origin = case.get("origin") if isinstance(case.get("origin"), dict) else {}
    principal = case.get("principal") if isinstance(case.get("principal"), dict) else {}
    tenant = origin.get("tenant") or principal.get("tenant")
    user = origin.get("user") or principal.get("user")
    return (str(tenant) if tenant else None, str(user) if user else None)


def write_view(data_dir: Path, kind: Kind, name: str, cases: Iterable[dict[str, Any]]) -> Path:
    """A regression set narrowed to what one viewer may see, written beside the shared files so the same
    evaluation runner reads it (`<data_dir>/regression/views/<name>-<kind>.jsonl`, rewritten each time)."""
    path = regression_dir(data_dir) / "views" / f"{name}-{regression_path(data_dir, kind).name}"
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), encoding="utf-8")
    os.replace(tmp, path)
    return path
