"""Tolerant parsers for model replies, each with a documented default when nothing parses.

Defaults are chosen so a parse failure never raises privilege:
- route: unparseable or invalid JSON -> no contract (the pipeline routes to `clarify`, the lowest privilege);
- memU decision: no recognisable decision -> RETRIEVE with the original query (retrieval is read-only and
  scoped by the principal, while NO_RETRIEVE would let the model answer unsupported); conflicting
  decisions -> RETRIEVE;
- judge: anything whose first word is not yes/no -> "unparsed", which the loop treats like "no";
- rewrite: empty -> None (the caller keeps the original query).

Each parser also reads the JSON object a server returns when the step asked for a schema
(`querylab/llm/schemas.py`, constrained output): `{"verdict": "yes", "motivation": ...}` for the judge,
`{"decision": "RETRIEVE", "rewritten_query": ...}` for the memU decision. The trace keeps the raw JSON;
the parsed result is the same contract either way.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from pydantic import ValidationError

from querylab.contracts import Decision, JudgeVerdict, RouteContract

_DECISION_TAG = re.compile(r"<\s*decision\s*>\s*(.*?)\s*<\s*/\s*decision\s*>", re.IGNORECASE | re.DOTALL)
REWRITE_TAG = re.compile(r"<\s*rewritten_query\s*>(.*?)<\s*/\s*rewritten_query\s*>", re.IGNORECASE | re.DOTALL)
_BARE_DECISION = re.compile(r"\b(NO[_ ]RETRIEVE|RETRIEVE)\b", re.IGNORECASE)


def _decision_value(text: str) -> bool | None:
    norm = re.sub(r"[\s_-]+", "_", text.strip().upper())
    if norm == "NO_RETRIEVE":
        return False
    if norm == "RETRIEVE":
        return True
    return None


def parse_decision(text: str, original_query: str) -> Decision:
    data = json_reply(text)
    if data is not None and isinstance(data.get("decision"), str):
        value = _decision_value(data["decision"])
        if value is not None:
            rewrite = str(data.get("rewritten_query") or "").strip()
            return Decision(retrieve=value, rewritten_query=rewrite or original_query, parsed=True)
    values = [v for v in (_decision_value(m) for m in _DECISION_TAG.findall(text or "")) if v is not None]
    parsed = True
    if not values:
        values = [_decision_value(m) is True for m in _BARE_DECISION.findall(text or "")]
        if not values:
            parsed = False
            values = [True]
    retrieve = any(values)  # conflicting decisions -> RETRIEVE
    rewrites = [r.strip() for r in REWRITE_TAG.findall(text or "") if r.strip()]
    return Decision(retrieve=retrieve, rewritten_query=rewrites[-1] if rewrites else original_query, parsed=parsed)


_LEADING_NOISE = re.compile(r"^[\s\"'`*_#>\-\[\(]+")
_FIRST_WORD = re.compile(r"^([A-Za-z]+)")


_JSON_VERDICT = re.compile(r'^\s*\{\s*"verdict"\s*:\s*"(yes|no)"', re.IGNORECASE)


def json_reply(text: str | None) -> dict | None:
    """The JSON object a constrained reply consists of, or None when the reply is not one."""
    stripped = (text or "").strip()
    if not stripped.startswith("{"):
        return None
    blob = _first_json_object(stripped)
    if blob is None:
        return None
    try:
        data = json.loads(blob, strict=False)  # a raw newline inside a string: llama.cpp grammars allow it
    except json.JSONDecodeError:
        return None
    return data if isinstance(data, dict) else None


def _parse_json_judge(text: str, round_: int) -> JudgeVerdict | None:
    """A JSON judge reply; also a partial one (a stream cut after the verdict), for the early verdict."""
    data = json_reply(text)
    if data is not None and isinstance(data.get("verdict"), str) and data["verdict"].strip().lower() in ("yes", "no"):
        motivation = str(data.get("motivation") or "").strip()
        return JudgeVerdict(verdict=data["verdict"].strip().lower(), motivation=motivation, round=round_)  # type: ignore[arg-type]
    match = _JSON_VERDICT.match(text or "")
    if match:
        return JudgeVerdict(verdict=match.group(1).lower(), motivation="", round=round_)  # type: ignore[arg-type]
    return None


def parse_judge(text: str, round_: int = 1) -> JudgeVerdict:
    from_json = _parse_json_judge(text, round_) if (text or "").lstrip().startswith("{") else None
    if from_json is not None:
        return from_json
    cleaned = _LEADING_NOISE.sub("", text or "")
    if cleaned.lower().startswith(("answer:", "verdict:")):
        cleaned = _LEADING_NOISE.sub("", cleaned.split(":", 1)[1])
    match = _FIRST_WORD.match(cleaned)
    word = match.group(1).lower() if match else ""
    if word not in {"yes", "no"}:
        return JudgeVerdict(verdict="unparsed", motivation=(text or "").strip()[:500], round=round_)
    rest = cleaned[match.end():] if match else ""
    motivation = re.sub(r"^[\s\W_]+", "", rest, count=1).strip() if rest.strip() else ""
    return JudgeVerdict(verdict=word, motivation=motivation, round=round_)  # type: ignore[arg-type]


@dataclass
class RouteParse:
    contract: RouteContract | None
    error: str | None


def _first_json_object(text: str) -> str | None:
    start = text.find("{")
    while start != -1:
        depth = 0
        in_str = False
        esc = False
        for i in range(start, len(text)):
            ch = text[i]
            if in_str:
                if esc:
                    esc = False
                elif ch == "\\":
                    esc = True
                elif ch == '"':
                    in_str = False
            elif ch == '"':
                in_str = True
            elif ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0:
                    return text[start : i + 1]
        start = text.find("{", start + 1)
    return None


def parse_route(text: str, original_query: str, router_revision: str) -> RouteParse:
    """Parse and validate the route contract. The original query always comes from the caller."""
    blob = _first_json_object(text or "")
    if blob is None:
        return RouteParse(None, "no JSON object in the router's reply")
    try:
        data = json.loads(blob, strict=False)  # a raw newline inside a string: llama.cpp grammars allow it
    except json.JSONDecodeError as exc:
        return RouteParse(None, f"router reply is not valid JSON: {exc}")
    if not isinstance(data, dict):
        return RouteParse(None, "router reply is not a JSON object")
    data["original_query"] = original_query
    data["router_revision"] = router_revision
    if not str(data.get("normalized_query") or "").strip():
        data["normalized_query"] = original_query
    try:
        return RouteParse(RouteContract.model_validate(data), None)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = ".".join(str(p) for p in first.get("loc", ()))
        return RouteParse(None, f"route contract invalid at {loc or 'root'}: {first.get('msg')}")


_REWRITE_PREFIX = re.compile(r"^(rewritten (question|query)|question|query|rewrite)\s*:\s*", re.IGNORECASE)


def parse_rerank(text: str, n: int) -> list[int] | None:
    """Passage numbers (1-based) best first, every one of 1..``n`` exactly once; None if the reply names none.

    Tolerant like the other parsers: numbers out of range and repeats are skipped, and passages the
    reply leaves out keep their fused order after those it ranked. A reply with no usable number is
    "unparsed" (None): the caller keeps the fused order rather than guessing.
    """
    order: list[int] = []
    for token in re.findall(r"\d+", text or ""):
        i = int(token)
        if 1 <= i <= n and i not in order:
            order.append(i)
    if not order:
        return None
    return order + [i for i in range(1, n + 1) if i not in order]


def parse_rewrite(text: str) -> str | None:
    data = json_reply(text)
    if data is not None and "rewritten_query" in data:
        return str(data.get("rewritten_query") or "").strip() or None
    tagged = REWRITE_TAG.findall(text or "")
    if tagged:
        text = tagged[-1]
    for line in (text or "").splitlines():
        line = _REWRITE_PREFIX.sub("", line.strip()).strip().strip('"').strip("'").strip()
        if line:
            return line
    return None


def settled_verdict(text: str) -> str | None:
    """The judge's verdict as soon as its first word can no longer change, else None.

    Uses `parse_judge` itself (a word is settled once appending letters does not change the parse), so the
    early verdict is by construction the one the whole reply will get.
    """
    verdict = parse_judge(text).verdict
    if verdict == "unparsed" or parse_judge(text + "x").verdict != verdict:
        return None
    return verdict


def closed_json_string(text: str, field: str) -> str | None:
    """The value of a top-level JSON string field once its closing quote has streamed in, else None.

    Reads a partial reply (a stream cut anywhere); the first occurrence of the field counts. Whoever acts on it
    early checks it against the finished reply's parse (a repeated key would make the two differ).
    """
    match = re.search(r'"' + re.escape(field) + r'"\s*:\s*"((?:[^"\\]|\\.)*)"', text or "")
    if not match:
        return None
    try:
        value = json.loads('"' + match.group(1) + '"', strict=False)
    except json.JSONDecodeError:
        return None
    return value if isinstance(value, str) else None
