"""Prompts: edit a template or an offline knob file live, validate as you type, save immutable revisions, move
labels (production = active), and replay any stored turn with the draft, diffed stage by stage.

A draft never reaches a model while it is invalid: saving and re-running are disabled until it has no
problems. Re-running uses the draft as a per-turn override, so the active revision is unchanged until the
draft is saved. The page says what the active backend reads: the offline model reads knobs, not template text.
"""

from __future__ import annotations

import time

import pandas as pd
import streamlit as st

from components.ab_view import OVERRIDES_KEY, RESULT_KEY, promote_buttons
from components.artifact_editor import follow_active, keys, knob_editor, load_into_editor, template_editor
from components.diff_view import show_template_diff, unified
from components.drafts import set_draft
from components.engine import get_engine
from components.identity import active_principal
from components.replay import last_turn, replay
from components.stage_diff import stage_diff
from components.state import keep, remember
from components.trace_panel import revisions as template_revisions, trace_panel, trace_summary
from querylab.knobs import KNOB_FILES
from querylab.prompt_prefix import prefix_note
from querylab.reads import what_reads
from querylab.revisions import ArtifactError
from querylab.roles import PermissionDenied, Role
from querylab.templates import PromptTemplate

engine = get_engine()
principal = active_principal(engine)
revisions = engine.revisions

editor = Role.EDITOR in engine.roles_of(principal)

st.title("Prompts")
if not editor:
    st.info("You can draft and try templates and knob files here; saving, activating, labelling and reverting need the editor role (QUERYLAB_ROLE_EDITOR).")
names = revisions.names()
name_key = remember("ql-prompt-name", "judge" if "judge" in names else names[0], options=names)
name: str = st.selectbox("Template or offline knob file", names, key=name_key,
                         format_func=lambda n: f"{n} (offline knobs: {KNOB_FILES[n]})" if n in KNOB_FILES else n)
keep(name_key)
is_template = revisions.kind(name) == "template"
active = revisions.get(name)
default = revisions.default(name)
history = revisions.history(name)
K = keys(name)

# -- what the active backend reads ---------------------------------------------------------------
reads = what_reads(name, engine.llm.name, engine.reads_knobs())
st.info(f"Active backend: **{engine.llm.name}** (`{engine.llm.model}`). {reads.reads}", icon="🔎")


def save_draft(draft, note: str, activate: bool) -> None:
    try:
        rev = engine.save_revision(principal, draft, note=note or "saved from the Prompts page", label="production" if activate else None)
    except ArtifactError as exc:  # validated already; a race with another editor is still possible
        st.session_state.ql_prompt_flash = ("error", "; ".join(exc.problems))
        return
    except PermissionDenied as exc:
        st.session_state.ql_prompt_flash = ("error", str(exc))
        return
    st.session_state[K["base"]] = revisions.active_revision(name)
    st.session_state[K["note"]] = ""
    st.session_state.ql_prompt_flash = ("success", f"Saved and activated {name}@{rev}" if activate else f"Saved {name}@{rev} (not active)")


def activate(rev: str) -> None:
    try:
        engine.activate_revision(principal, name, rev)
    except PermissionDenied as exc:
        st.session_state.ql_prompt_flash = ("error", str(exc))
        return
    load_into_editor(name, revisions.get(name, rev), rev)
    st.session_state.ql_prompt_flash = ("success", f"Activated {name}@{rev} (label production)")


def revert() -> None:
    try:
        engine.revert_revision(principal, name)
    except PermissionDenied as exc:
        st.session_state.ql_prompt_flash = ("error", str(exc))
        return
    load_into_editor(name, default, default.revision)
    st.session_state.ql_prompt_flash = ("success", f"{name} reverted to the default revision {default.revision}")


def give_label(rev: str, label: str) -> None:
    try:
        move = engine.move_label(principal, name, rev, label.strip())
    except PermissionDenied as exc:
        st.session_state.ql_prompt_flash = ("error", str(exc))
        return
    except (KeyError, ValueError) as exc:
        st.session_state.ql_prompt_flash = ("error", str(exc.args[0] if exc.args else exc))
        return
    st.session_state.ql_prompt_flash = ("success", f"Label {move.label} moved to {name}@{rev} (was {move.previous or 'unset'})")


follow_active(name, active)
flash = st.session_state.pop("ql_prompt_flash", None)
if flash:
    getattr(st, flash[0])(flash[1])
st.caption(f"{getattr(active, 'description', '') or KNOB_FILES.get(name, '')} · active revision `{active.revision}`"
           + (" (default from prompts/)" if active.revision == default.revision else ""))

# -- editor --------------------------------------------------------------------------------------
edit_col, check_col = st.columns([3, 2])
with edit_col:
    draft, problems = template_editor(revisions, name, active) if is_template else knob_editor(name, active, revisions.knobs.embedder)
changed = draft.revision != active.revision
set_draft(name, draft if changed and not problems else None)
with check_col:
    st.markdown("**Validation**")
    if problems:
        for p in problems:
            st.error(p, icon="🚫")
    else:
        st.success(f"Valid · draft revision `{draft.revision}`" + ("" if changed else " (same as active)"), icon="✅")
    if changed and not reads.edit_changes_decision:
        st.warning(reads.advice, icon="⚠️")
    slower = prefix_note(draft, revisions.templates.active()) if is_template and not problems else None
    if slower:
        st.info(slower, icon="🐢")
    st.caption("Placeholders use `{name}`; write `{{` and `}}` for literal braces. Values are escaped before they enter a prompt."
               if is_template else "Checked as you type: TOML syntax, known sections and knobs, value ranges; route examples line by line.")
    note = st.text_input("Revision note", key=K["note"], placeholder="what changed and why")
    make_active = st.checkbox("Activate on save (label production)", value=True, key=f"ql-prompt-activate-on-save-{name}")
    st.button("Save as new revision", type="primary", key="ql-prompt-save", icon="💾", disabled=bool(problems) or not changed or not editor,
              on_click=save_draft, args=(draft, note, make_active),
              help="Saves an immutable revision (named by its content hash); activating = labelling it production." if editor else "Needs the editor role.")
    st.button("Discard draft", key="ql-prompt-discard", on_click=load_into_editor, args=(name, active, active.revision), disabled=not changed)

# -- diffs ---------------------------------------------------------------------------------------
st.subheader("Differences")
idx = next((i for i, r in enumerate(history) if r.revision == active.revision), 0)
previous = history[idx - 1] if idx > 0 else None
pairs = [("Draft vs active", active, draft, f"active {active.revision}", "draft"),
         ("Draft vs default", default, draft, f"default {default.revision}", "draft")]
if previous is not None:
    pairs.append(("Active vs previous revision", revisions.get(name, previous.revision), active, f"previous {previous.revision}", f"active {active.revision}"))
for tab, (_title, old, new, old_label, new_label) in zip(st.tabs([p[0] for p in pairs]), pairs):
    with tab:
        if isinstance(old, PromptTemplate):
            show_template_diff(old, new, old_label, new_label)
        else:
            text = unified(old.text, new.text, old_label, new_label)
            if text:
                st.code(text, language="diff")
            else:
                st.caption(f"No difference between {old_label} and {new_label}.")

# -- history and labels --------------------------------------------------------------------------
st.subheader("Revision history and labels")
st.dataframe(pd.DataFrame([{"revision": r.revision, "labels": ", ".join(r.labels),
                            "saved": "" if r.is_default else time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(r.saved_at)),
                            "note": r.note, "default": r.is_default, "active": r.revision == active.revision} for r in history]),
             hide_index=True, key=f"ql-prompt-history-{name}")
revs = [r.revision for r in history]
h1, h2, h3, h4 = st.columns([2, 1, 1, 1], vertical_alignment="bottom")
pick_key = remember(f"ql-prompt-pick-{name}", active.revision, options=revs)
picked = h1.selectbox("Revision", revs, key=pick_key, format_func=lambda r: r + (" (active)" if r == active.revision else ""))
keep(pick_key)
h2.button("Activate", key="ql-prompt-activate", on_click=activate, args=(picked,), disabled=picked == active.revision or not editor,
          help="Turns use the production revision: activating moves the production label here.")
h3.button("Load into editor", key="ql-prompt-load", on_click=load_into_editor, args=(name, revisions.get(name, picked), active.revision))
h4.button("Revert to default", key="ql-prompt-revert", on_click=revert, disabled=active.revision == default.revision or not editor)
l1, l2 = st.columns([2, 1], vertical_alignment="bottom")
label = l1.text_input("Label (staging, or your own)", key="ql-prompt-label-name", placeholder="staging")
l2.button(f"Give this label to {picked}", key="ql-prompt-label-move", on_click=give_label, args=(picked, label), disabled=not label.strip() or not editor)
moves = revisions.moves(name)
if moves:
    with st.expander(f"Label moves ({len(moves)})"):
        st.dataframe(pd.DataFrame([{"when": time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(m.at)), "label": m.label, "to": m.revision,
                                    "from": m.previous or "", "who": m.who, "A/B": "" if not m.evidence else
                                    f"{m.evidence.get('set')} n={m.evidence.get('n')} p={m.evidence.get('mcnemar_p', 0):.3g}"}
                                   for m in reversed(moves)]), hide_index=True, key=f"ql-prompt-moves-{name}")
ab_overrides = st.session_state.get(OVERRIDES_KEY) or {}
if name in ab_overrides and st.session_state.get(RESULT_KEY):
    ab = st.session_state[RESULT_KEY]
    st.markdown(f"**Latest A/B** (Evaluate page): {ab['kind']} · {ab['set']} · n = {ab['n']} · arm B `{name}@{ab_overrides[name].revision}`")
    promote_buttons(engine, principal, "ql-prompt-ab", only=name)

# -- replay a stored turn with the draft ---------------------------------------------------------
st.subheader("Try the draft on a stored turn")
last = last_turn(engine, principal, st.session_state.get("turns"))
rows = engine.turns.list(principal, limit=50)  # your own turns (every turn of the tenant for reviewers)
if last is None or not rows:
    st.info("No turn yet: ask something on the Chat page first.")
    st.stop()
turn_ids = list(dict.fromkeys([last.turn_id] + [r["turn_id"] for r in rows]))
questions = {r["turn_id"]: r["question"] for r in rows} | {last.turn_id: last.question}
turn_id = st.selectbox("Turn", turn_ids, key="ql-prompt-turn", format_func=lambda t: f"{questions.get(t, '')[:80]} · {t}" + (" (last)" if t == last.turn_id else ""))
chosen = last if turn_id == last.turn_id else engine.turns.get(principal, turn_id)
if chosen is None:
    st.warning("That turn is not available to you.")
    st.stop()
st.markdown(f"Turn: “{chosen.question}” · preset `{chosen.preset}` · conversation `{chosen.session_id}`")
if is_template and name not in template_revisions(chosen):
    st.warning(f"The template `{name}` did not run in that turn (preset `{chosen.preset}`); a re-run will show no change from it.")
if st.button("Re-run the chosen turn with this draft", key="ql-prompt-rerun", icon="🔁", disabled=bool(problems)):
    try:
        with st.spinner("Re-running with the draft (not saved as a revision)…"):
            new = replay(engine, chosen, principal, overrides={name: draft})
        st.session_state.ql_prompt_rerun = {"old": chosen, "new": new, "template": name}
    except PermissionDenied as exc:
        st.error(str(exc))
rerun = st.session_state.get("ql_prompt_rerun")
if rerun and rerun["old"].turn_id == chosen.turn_id:
    old, new, tname = rerun["old"], rerun["new"], rerun["template"]
    stage_diff(old, new, "ql-prompt-diff")
    left, right = st.columns(2)
    for col, title, trace in ((left, "Before", old), (right, "With the draft", new)):
        with col:
            rev = template_revisions(trace).get(tname) or (trace.config.get("knobs") or {}).get(tname, "–")
            st.markdown(f"#### {title} · `{tname}@{rev}`")
            st.markdown(trace.answer)
            st.markdown(trace_summary(trace))
            trace_panel(trace, key=f"prompt-{title}")
