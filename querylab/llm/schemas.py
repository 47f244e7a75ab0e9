"""JSON schemas for the steps whose reply has a machine-read shape, keyed by task (the template's name).

Why: a small real model rarely keeps a text contract (first word yes/no, `<decision>` tags, one JSON
object) on its own; with the schema handed to the server as `response_format`, the server constrains
decoding so the reply parses. The tolerant parsers in `querylab/parsing.py` stay the fallback and read
both shapes: the free-text contract and these JSON objects. Free-text steps (answer, rewrite, hyde)
have no schema.

Strings and arrays carry length bounds: a tiny model constrained to "any string" can ramble until the
token limit and cut the JSON. llama.cpp turns the bounds into its grammar; OpenAI's strict mode does not
accept string lengths, so `for_openai` strips them and makes the schema strict (every property required,
no additional properties — the schemas below are already written that way).
"""

from __future__ import annotations

import copy
from typing import Any, Literal

from querylab.contracts import Route

ResponseFormatStyle = Literal["openai", "llama_cpp"]

_ROUTES = [r.value for r in Route]
_MOTIVATION = {"type": "string", "maxLength": 300}
_QUERY = {"type": "string", "maxLength": 300}

ROUTE = {
    "type": "object",
    "properties": {
        "route": {"type": "string", "enum": _ROUTES},
        "normalized_query": _QUERY,
        "topic": {"type": "string", "maxLength": 60},
        # anyOf, not a type list: llama.cpp's grammar keeps the length bound only on a branch of its own
        "time_constraint": {"anyOf": [{"type": "string", "maxLength": 60}, {"type": "null"}]},
        "needs_clarification": {"type": "boolean"},
        "sub_intents": {
            "type": "array",
            "maxItems": 3,
            "items": {
                "type": "object",
                "properties": {"route": {"type": "string", "enum": _ROUTES}, "query": _QUERY},
                "required": ["route", "query"],
                "additionalProperties": False,
            },
        },
    },
    "required": ["route", "normalized_query", "topic", "time_constraint", "needs_clarification", "sub_intents"],
    "additionalProperties": False,
}

DECIDE = {
    "type": "object",
    "properties": {
        "decision": {"type": "string", "enum": ["RETRIEVE", "NO_RETRIEVE"]},
        "rewritten_query": _QUERY,
    },
    "required": ["decision", "rewritten_query"],
    "additionalProperties": False,
}

VERDICT = {
    "type": "object",
    "properties": {"verdict": {"type": "string", "enum": ["yes", "no"]}, "motivation": _MOTIVATION},
    "required": ["verdict", "motivation"],
    "additionalProperties": False,
}

JUDGE_REWRITE = {  # the verdict, and the search terms the rewrite adds (before the motivation, as the template asks)
    **VERDICT,
    "properties": {"verdict": VERDICT["properties"]["verdict"], "added_terms": {"type": "string", "maxLength": 200},
                   "motivation": _MOTIVATION},
    "required": ["verdict", "added_terms", "motivation"],
}

RERANK = {
    "type": "object",
    "properties": {"order": {"type": "array", "items": {"type": "integer", "minimum": 1}, "maxItems": 20}},
    "required": ["order"],
    "additionalProperties": False,
}

#: task (template name) -> schema. `followup` has the judge's shape: yes (new documents needed) / no.
SCHEMAS: dict[str, dict[str, Any]] = {
    "router": ROUTE,
    "decide": DECIDE,
    "judge": VERDICT,
    "followup": VERDICT,
    "judge_rewrite": JUDGE_REWRITE,
    "rerank": RERANK,
}

_OPENAI_UNSUPPORTED = ("maxLength", "minLength", "minimum", "maximum")


def schema_for(task: str) -> dict[str, Any] | None:
    """The schema of a task's reply, or None for free-text steps."""
    schema = SCHEMAS.get(task)
    return copy.deepcopy(schema) if schema is not None else None


def _strip(node: Any) -> Any:
    if isinstance(node, dict):
        return {k: _strip(v) for k, v in node.items() if k not in _OPENAI_UNSUPPORTED}
    if isinstance(node, list):
        return [_strip(v) for v in node]
    return node


def response_format(task: str, schema: dict[str, Any], style: ResponseFormatStyle) -> dict[str, Any]:
    """The `response_format` request field in the dialect of the server.

    - llama.cpp's server (llama-cpp-python): `{"type": "json_object", "schema": …}` — the schema becomes
      a grammar for the sampler.
    - OpenAI: `{"type": "json_schema", "json_schema": {"name", "strict": true, "schema"}}`.
    """
    if style == "llama_cpp":
        return {"type": "json_object", "schema": schema}
    return {"type": "json_schema", "json_schema": {"name": f"querylab_{task}", "strict": True, "schema": _strip(schema)}}
