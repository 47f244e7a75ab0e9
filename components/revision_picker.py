"""Pick, per template or knob file, a saved revision or the unsaved draft: an A/B arm or a replay's changes."""

from __future__ import annotations

import streamlit as st

from components.drafts import drafts
from components.state import keep, remember
from querylab.engine import Engine
from querylab.revisions import Artifact

DRAFT = "draft"


def overrides_picker(engine: Engine, key: str, label: str = "Change these templates or knob files") -> dict[str, Artifact]:
    """Widgets choosing which artifacts to change and to what; returns name -> the artifact to use."""
    revisions = engine.revisions
    names = revisions.names()
    pending = drafts()
    picked = st.multiselect(label, names, key=remember(f"{key}-names", [n for n in names if n in pending][:1], options=names),
                            help="Unsaved drafts come from the Prompts page; saved revisions carry their labels.")
    keep(f"{key}-names")
    out: dict[str, Artifact] = {}
    for name in picked:
        history = revisions.history(name)
        active = revisions.active_revision(name)
        options = ([DRAFT] if name in pending else []) + [r.revision for r in reversed(history) if r.revision != active] + [active]
        labels = {r.revision: r.labels for r in history}

        def describe(rev: str, labels: dict = labels, name: str = name) -> str:
            if rev == DRAFT:
                return f"unsaved draft {pending[name].revision} (Prompts page)"
            tags = ", ".join(labels.get(rev, ()))
            return rev + (f" ({tags})" if tags else "")

        choice = st.selectbox(f"{name}", options, key=f"{key}-{name}", format_func=describe)
        out[name] = pending[name] if choice == DRAFT else revisions.get(name, choice)
    return out
