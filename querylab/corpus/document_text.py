"""The "resources" tier: a whole document rebuilt from its chunks, headings as markdown, for one viewer.

Fails closed: the audience rule is always applied, with `scope`'s groups, else `groups`, else no groups at
all (only documents for "all"), so a caller that forgets the groups sees less, never more.
"""

from __future__ import annotations

import json
import logging
from typing import Any, Sequence

from querylab.contracts import Scope
from querylab.corpus import access
from querylab.corpus.chunking import rebuild_text

log = logging.getLogger(__name__)


def _lead_headings(meta: dict[str, Any]) -> list[str]:
    """Markdown lines for the text-less headings stored on a section's first chunk (see chunking)."""
    try:
        return ["#" * max(1, min(6, int(level or 1))) + f" {heading}" for level, heading in json.loads(meta.get("lead_headings") or "[]")]
    except (TypeError, ValueError):
        return []


def document_text(chunks: Any, doc_id: str, tenant: str, groups: Sequence[str] | None = None, *, scope: Scope | None = None) -> str:
    """`chunks` is the Chroma chunk collection; "" when nothing of the document is visible."""
    got = chunks.get(where={"$and": [{"doc_id": doc_id}, {"tenant": tenant}]}, include=["documents", "metadatas"])
    rows = sorted(zip(got["documents"] or [], got["metadatas"] or []), key=lambda r: int(r[1].get("chunk_index", 0)))
    if scope is not None and scope.tenant != tenant:
        rows = []
    viewer_groups = tuple(scope.groups) if scope is not None else tuple(groups or ())
    rows = [r for r in rows if r[1].get("tenant") == tenant and access.audience_allows(r[1].get("audience"), viewer_groups)]
    if not rows:
        log.info("document %s is not visible to tenant %s with groups %s", doc_id, tenant, viewer_groups)
        return ""
    parts: list[str] = []
    group: list[tuple[str, int, str]] = []
    section: str | None = None
    meta0: dict[str, Any] = {}

    def flush() -> None:
        if not group:
            return
        body = rebuild_text(group)
        if section and "page" not in meta0:
            parts.append("#" * max(1, min(6, int(meta0.get("section_level") or 2))) + f" {section}\n\n{body}")
        else:
            parts.append(body)

    for text, meta in rows:
        if meta.get("section", "") != section or meta.get("lead_headings"):
            flush()
            group, section, meta0 = [], meta.get("section", ""), meta
            parts.extend(_lead_headings(meta))
        group.append((text or "", int(meta.get("overlap", 0)), str(meta.get("sep", ""))))
    flush()
    return "\n\n".join(parts)
