"""Documents have dates. A hit from an expired or not-yet-effective policy ranks after current ones.

"As of" comes from the server clock (the Scope), never from the question. When the question itself
names a time ("the 2024 policy"), nothing is demoted: the user is asking about history on purpose.
Demoted hits stay in the list, marked, so the UI can show why they moved.
"""

from __future__ import annotations

from datetime import datetime

from querylab.contracts import FusedHit


def is_outdated(metadata: dict, as_of: datetime) -> str | None:
    """Why a chunk is not in force on `as_of` ("expired 2024-12-31"), or None when it is."""
    today = as_of.date().isoformat()
    expiry = str(metadata.get("expiry_date") or "")
    effective = str(metadata.get("effective_date") or "")
    if expiry and expiry < today:
        return f"expired {expiry}"
    if effective and effective > today:
        return f"effective only from {effective}"
    return None


def demote_outdated(fused: list[FusedHit], as_of: datetime) -> tuple[list[FusedHit], list[str]]:
    """Current hits first (their order kept), then outdated ones; returns new objects and the notes."""
    current, outdated, notes = [], [], []
    for hit in fused:
        why = is_outdated(hit.metadata, as_of)
        if why:
            outdated.append(hit.model_copy(update={"metadata": {**hit.metadata, "outdated": why}}))
            notes.append(f"{hit.metadata.get('title') or hit.doc_id or hit.chunk_id}: {why}")
        else:
            current.append(hit)
    ordered = current + outdated
    return [h.model_copy(update={"rank": i}) for i, h in enumerate(ordered, start=1)], list(dict.fromkeys(notes))
