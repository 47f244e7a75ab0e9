"""Editors for the two kinds of revisable artifact: a prompt template (variables, system, user) and a knob file.

Each editor keeps its buffer in session state under ``ql-draft-<name>-…`` (a draft survives visits to other
pages), follows the active revision when it changes (save, activate, revert, another session), and returns
the draft with its problems — validated as the user types; an invalid draft is never used.
"""

from __future__ import annotations

import streamlit as st

from components.state import keep, remember
from querylab.knobs import KnobFile
from querylab.revisions import Artifact, Revisions
from querylab.templates import PromptTemplate


def keys(name: str) -> dict[str, str]:
    return {part: f"ql-draft-{name}-{part}" for part in ("system", "user", "vars", "text", "base", "note")}


def load_into_editor(name: str, artifact: Artifact, active_revision: str) -> None:
    """Replace the draft with ``artifact`` (only ever called before the editors are drawn, or from a callback)."""
    k = keys(name)
    if isinstance(artifact, PromptTemplate):
        st.session_state[k["system"]] = artifact.system
        st.session_state[k["user"]] = artifact.user
        st.session_state[k["vars"]] = ", ".join(artifact.variables)
    else:
        st.session_state[k["text"]] = artifact.text
    st.session_state[k["base"]] = active_revision


def follow_active(name: str, active: Artifact) -> None:
    k = keys(name)
    if isinstance(active, PromptTemplate):
        for key, value in ((k["system"], active.system), (k["user"], active.user), (k["vars"], ", ".join(active.variables))):
            remember(key, value)
    else:
        remember(k["text"], active.text)
    if st.session_state.get(k["base"]) != active.revision:
        load_into_editor(name, active, active.revision)


def template_editor(revisions: Revisions, name: str, active: PromptTemplate) -> tuple[PromptTemplate, list[str]]:
    k = keys(name)
    vars_text = st.text_input("Declared variables (comma-separated)", key=k["vars"],
                              help="Every {placeholder} must be declared, and every declared variable used.")
    system = st.text_area("System", key=k["system"], height=220)
    user = st.text_area("User", key=k["user"], height=240)
    for key in (k["system"], k["user"], k["vars"]):
        keep(key)
    variables = tuple(v.strip() for v in vars_text.split(",") if v.strip())
    draft = PromptTemplate(name=name, system=system, user=user, variables=variables, description=active.description)
    problems = draft.problems()
    supplied = revisions.templates.defaults[name].variables
    unsupplied = [v for v in variables if v not in supplied]
    if unsupplied and not problems:
        problems.append(f"unknown variable(s) {', '.join('{' + v + '}' for v in unsupplied)}: the {name} step supplies only "
                        + ", ".join("{" + v + "}" for v in supplied))
    return draft, problems


def knob_editor(name: str, active: KnobFile, embedder: tuple[str, int] | None = None) -> tuple[KnobFile, list[str]]:
    """The knob file's text as a draft, and its problems (a route classifier's dimension against ``embedder``)."""
    k = keys(name)
    text = st.text_area(f"prompts/offline/{active.file_name}", key=k["text"], height=520,
                        help="The file as it is on disk; saved revisions are immutable and named by a content hash.")
    keep(k["text"])
    draft = KnobFile(name, text)
    return draft, draft.problems(embedder)
