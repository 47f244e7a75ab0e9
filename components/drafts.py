"""Unsaved drafts of templates and knob files, shared by the pages of one browser session.

Why: a draft written on the Prompts page is what one wants to replay an older turn with (Traces) or put
in arm B of an A/B (Evaluate) before deciding to save it. Only valid drafts that differ from the active
revision are kept here; the Prompts page keeps this up to date as the user types.
"""

from __future__ import annotations

import streamlit as st

from querylab.revisions import Artifact

_KEY = "ql_drafts"


def set_draft(name: str, artifact: Artifact | None) -> None:
    """Remember ``artifact`` as the draft of ``name`` (None forgets it)."""
    store: dict[str, Artifact] = st.session_state.setdefault(_KEY, {})
    if artifact is None:
        store.pop(name, None)
    else:
        store[name] = artifact


def drafts() -> dict[str, Artifact]:
    return dict(st.session_state.get(_KEY, {}))
