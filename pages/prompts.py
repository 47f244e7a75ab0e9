"""Prompts: edit a template live, validate as you type, save immutable revisions, and try a draft on the last turn.

A draft never reaches a model while it is invalid: saving and re-running are disabled until
`PromptTemplate.problems()` is empty. Re-running uses the draft as a per-turn override (`save=False`
semantics: nothing is stored), so the active template is unchanged until the draft is saved.
"""

from __future__ import annotations

import time

import pandas as pd
import streamlit as st

from components.diff_view import show_template_diff
from components.engine import get_engine
from components.identity import active_principal
from components.replay import last_turn, replay
from components.state import keep, remember
from components.trace_panel import revisions, trace_panel, trace_summary
from querylab.roles import PermissionDenied, Role
from querylab.templates import PromptTemplate, TemplateError

engine = get_engine()
principal = active_principal(engine)
store = engine.templates
editor = Role.EDITOR in engine.roles_of(principal)

st.title("Prompts")
if not editor:
    st.info("You can draft and try templates here; saving, activating and reverting need the editor role (QUERYLAB_ROLE_EDITOR).")
names = store.names()
name_key = remember("ql-prompt-name", "judge" if "judge" in names else names[0], options=names)
name: str = st.selectbox("Template", names, key=name_key)
keep(name_key)
active = store.get(name)
default = store.defaults[name]
history = store.history(name)

K_SYS, K_USER, K_VARS, K_BASE, K_NOTE = (f"ql-draft-{name}-{part}" for part in ("system", "user", "vars", "base", "note"))


def load_into_editor(tpl: PromptTemplate) -> None:
    """Replace the draft with `tpl` (only ever called before the editors are drawn, or from a callback)."""
    st.session_state[K_SYS] = tpl.system
    st.session_state[K_USER] = tpl.user
    st.session_state[K_VARS] = ", ".join(tpl.variables)
    st.session_state[K_BASE] = store.get(name).revision


def save_draft(draft: PromptTemplate, note: str) -> None:
    try:
        rev = engine.save_template(principal, draft, note=note or "saved from the Prompts page")
    except TemplateError as exc:  # validated already; a race with another editor is still possible
        st.session_state.ql_prompt_flash = ("error", "; ".join(exc.problems))
        return
    except PermissionDenied as exc:
        st.session_state.ql_prompt_flash = ("error", str(exc))
        return
    st.session_state[K_BASE] = rev
    st.session_state[K_NOTE] = ""
    st.session_state.ql_prompt_flash = ("success", f"Saved and activated {name}@{rev}")


def activate(rev: str) -> None:
    try:
        engine.activate_template(principal, name, rev)
    except PermissionDenied as exc:
        st.session_state.ql_prompt_flash = ("error", str(exc))
        return
    load_into_editor(store.get(name, rev))
    st.session_state.ql_prompt_flash = ("success", f"Activated {name}@{rev}")


def revert() -> None:
    try:
        engine.revert_template(principal, name)
    except PermissionDenied as exc:
        st.session_state.ql_prompt_flash = ("error", str(exc))
        return
    load_into_editor(default)
    st.session_state.ql_prompt_flash = ("success", f"{name} reverted to the default revision {default.revision}")


# A draft survives visits to other pages; it follows the active revision when that changes
# (save, activate, revert, or another session).
for _key, _value in ((K_SYS, active.system), (K_USER, active.user), (K_VARS, ", ".join(active.variables))):
    remember(_key, _value)
if st.session_state.get(K_BASE) != active.revision:
    load_into_editor(active)

flash = st.session_state.pop("ql_prompt_flash", None)
if flash:
    getattr(st, flash[0])(flash[1])

st.caption(
    f"{active.description} · active revision `{active.revision}`"
    + (" (default from prompts/)" if active.revision == default.revision else "")
)

# -- editor --------------------------------------------------------------------------------------
edit_col, check_col = st.columns([3, 2])
with edit_col:
    vars_text = st.text_input("Declared variables (comma-separated)", key=K_VARS,
                              help="Every {placeholder} must be declared, and every declared variable used.")
    system = st.text_area("System", key=K_SYS, height=220)
    user = st.text_area("User", key=K_USER, height=260)
for _key in (K_SYS, K_USER, K_VARS):
    keep(_key)
variables = tuple(v.strip() for v in vars_text.split(",") if v.strip())
draft = PromptTemplate(name=name, system=system, user=user, variables=variables, description=active.description)
problems = draft.problems()

with check_col:
    st.markdown("**Validation**")
    if problems:
        for p in problems:
            st.error(p, icon="🚫")
    else:
        same = draft.revision == active.revision
        st.success(f"Valid · draft revision `{draft.revision}`" + (" (same as active)" if same else ""), icon="✅")
    st.caption("Placeholders use `{name}`; write `{{` and `}}` for literal braces. Values are escaped before they enter a prompt.")
    note = st.text_input("Revision note", key=K_NOTE, placeholder="what changed and why")
    st.button(
        "Save as new revision", type="primary", key="ql-prompt-save", icon="💾",
        disabled=bool(problems) or draft.revision == active.revision or not editor,
        on_click=save_draft, args=(draft, note),
        help="Saves an immutable revision (named by its content hash) and makes it active." if editor else "Needs the editor role.",
    )
    st.button("Discard draft", key="ql-prompt-discard", on_click=load_into_editor, args=(active,),
              disabled=draft.revision == active.revision)

# -- diffs ---------------------------------------------------------------------------------------
st.subheader("Differences")
idx = next((i for i, r in enumerate(history) if r.revision == active.revision), 0)
previous = history[idx - 1] if idx > 0 else None
tab_active, tab_default, tab_prev = st.tabs(["Draft vs active", "Draft vs default", "Active vs previous revision"])
with tab_active:
    show_template_diff(active, draft, f"active {active.revision}", "draft")
with tab_default:
    show_template_diff(default, draft, f"default {default.revision}", "draft")
with tab_prev:
    if previous is None:
        st.caption("The active revision is the default; there is no earlier revision.")
    else:
        show_template_diff(store.get(name, previous.revision), active, f"previous {previous.revision}", f"active {active.revision}")

# -- history -------------------------------------------------------------------------------------
st.subheader("Revision history")
st.dataframe(
    pd.DataFrame(
        [
            {
                "revision": r.revision,
                "saved": "" if r.is_default else time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(r.saved_at)),
                "note": r.note,
                "default": r.is_default,
                "active": r.revision == active.revision,
            }
            for r in history
        ]
    ),
    hide_index=True,
    key=f"ql-prompt-history-{name}",
)
revs = [r.revision for r in history]
h1, h2, h3, h4 = st.columns([2, 1, 1, 1], vertical_alignment="bottom")
pick_key = remember(f"ql-prompt-pick-{name}", active.revision, options=revs)
picked = h1.selectbox("Revision", revs, key=pick_key, format_func=lambda r: r + (" (active)" if r == active.revision else ""))
keep(pick_key)
h2.button("Activate", key="ql-prompt-activate", on_click=activate, args=(picked,), disabled=picked == active.revision or not editor)
h3.button("Load into editor", key="ql-prompt-load", on_click=load_into_editor, args=(store.get(name, picked),))
h4.button("Revert to default", key="ql-prompt-revert", on_click=revert, disabled=active.revision == default.revision or not editor)

# -- try the draft on the last turn --------------------------------------------------------------
st.subheader("Try the draft on the last turn")
last = last_turn(engine, principal, st.session_state.get("turns"))
if last is None:
    st.info("No turn yet: ask something on the Chat page first.")
else:
    st.markdown(f"Last turn: “{last.question}” · preset `{last.preset}` · conversation `{last.session_id}`")
    if name not in revisions(last):
        st.warning(f"The template `{name}` did not run in that turn (preset `{last.preset}`); a re-run will show no change from it.")
    if st.button("Re-run the last turn with this draft", key="ql-prompt-rerun", icon="🔁", disabled=bool(problems)):
        try:
            with st.spinner("Re-running with the draft (not saved)…"):
                new = replay(engine, last, principal, overrides={name: draft})
            st.session_state.ql_prompt_rerun = {"old": last, "new": new, "template": name}
        except PermissionDenied as exc:
            st.error(str(exc))
    rerun = st.session_state.get("ql_prompt_rerun")
    if rerun and rerun["old"].turn_id == last.turn_id:
        old, new, tname = rerun["old"], rerun["new"], rerun["template"]
        left, right = st.columns(2)
        for col, label, trace in ((left, "Before", old), (right, "With the draft", new)):
            with col:
                rev = revisions(trace).get(tname, "–")
                st.markdown(f"#### {label} · `{tname}@{rev}`")
                st.markdown(trace.answer)
                st.markdown(trace_summary(trace))
                trace_panel(trace, key=f"prompt-{label}")
