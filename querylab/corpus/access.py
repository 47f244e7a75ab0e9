"""Who may see a chunk: the tenant filter and the audience rule, as Chroma filters and as a predicate.

The tenant comes only from the trusted `Scope` (`Scope.chroma_where()`), never from a query. A
chunk whose document states an audience other than "all" is visible only to members of one of the
named groups. Chroma (1.5.9) has no "field is missing" operator and no way to test membership in a
comma-separated string, so every chunk carries `audience` ("all" unless stated) plus one boolean
key `aud:<group>` per named group; the filter is then a plain `$or` of equalities and runs inside
Chroma, with no over-fetching. `allows()` re-checks every hit in Python as defence in depth.
"""

from __future__ import annotations

import re
from typing import Any, Mapping

from querylab.contracts import Scope
from querylab.corpus.metadata import audience_groups

AUDIENCE_KEY_PREFIX = "aud:"


def normalize_group(group: str) -> str:
    return re.sub(r"\s+", " ", group.strip().lower())


def audience_metadata(audience: str | None) -> dict[str, Any]:
    """Metadata keys that encode a (canonical) audience on a chunk or summary row."""
    meta: dict[str, Any] = {"audience": audience or "all"}
    for group in audience_groups(audience):
        meta[AUDIENCE_KEY_PREFIX + group] = True
    return meta


def audience_where(groups: tuple[str, ...]) -> dict[str, Any]:
    clauses: list[dict[str, Any]] = [{"audience": "all"}]
    for group in sorted({normalize_group(g) for g in groups if g.strip()}):
        clauses.append({AUDIENCE_KEY_PREFIX + group: True})
    return clauses[0] if len(clauses) == 1 else {"$or": clauses}


def scoped_where(scope: Scope) -> dict[str, Any]:
    """The full Chroma `where` for a scope: its tenant filter AND the audience rule."""
    base = scope.chroma_where()
    clauses = [{key: value} for key, value in base.items()] if not any(k.startswith("$") for k in base) else [base]
    clauses.append(audience_where(scope.groups))
    clauses.append({"kind": {"$ne": "front"}})  # metadata-only chunks are stored but never retrieved
    return {"$and": clauses}


def audience_allows(audience: str | None, groups: tuple[str, ...]) -> bool:
    wanted = audience_groups(audience)
    return not wanted or bool(set(wanted) & {normalize_group(g) for g in groups})


def allows(metadata: Mapping[str, Any], scope: Scope) -> bool:
    """True when a stored chunk (by its metadata) is visible within `scope`."""
    return metadata.get("tenant") == scope.tenant and audience_allows(metadata.get("audience"), scope.groups)


def public_metadata(metadata: Mapping[str, Any]) -> dict[str, Any]:
    """Chunk metadata as shown to callers: without the internal `aud:` filter keys."""
    return {k: v for k, v in metadata.items() if not k.startswith(AUDIENCE_KEY_PREFIX)}
