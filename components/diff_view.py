"""Diffs between two prompt templates (or revisions), as a unified diff per part.

Why unified diffs in `st.code(language="diff")`: prompt edits are line edits, the format is what
prompt engineers already read in code review, and it copies cleanly into an issue.
"""

from __future__ import annotations

import difflib

import streamlit as st

from querylab.templates import PromptTemplate


def unified(old: str, new: str, old_label: str, new_label: str) -> str:
    """A unified diff of two texts with 2 lines of context; "" when they are equal."""
    lines = difflib.unified_diff(
        old.splitlines(), new.splitlines(), fromfile=old_label, tofile=new_label, lineterm="", n=2
    )
    return "\n".join(lines)


def template_diff(old: PromptTemplate, new: PromptTemplate, old_label: str, new_label: str) -> str:
    """Variables, system and user parts diffed separately, so a hunk always says which part it is in."""
    parts: list[str] = []
    if tuple(old.variables) != tuple(new.variables):
        parts.append(f"# variables\n- {', '.join(old.variables)}\n+ {', '.join(new.variables)}")
    for part in ("system", "user"):
        d = unified(getattr(old, part), getattr(new, part), f"{old_label} · {part}", f"{new_label} · {part}")
        if d:
            parts.append(d)
    return "\n\n".join(parts)


def show_template_diff(old: PromptTemplate, new: PromptTemplate, old_label: str, new_label: str) -> None:
    text = template_diff(old, new, old_label, new_label)
    if text:
        st.code(text, language="diff")
    else:
        st.caption(f"No difference between {old_label} and {new_label}.")
