"""Chat: multi-turn conversation with every decision of every turn visible.

Long histories stay fast: only the newest `FULL_PANELS` turns draw the whole pipeline panel; older turns
show their answer, a one-line summary (route, verdict, rewrite) and a closed panel whose content is only
computed when it is opened.
"""

from __future__ import annotations

import time
import uuid

import streamlit as st

from components.backend_picker import backend_control, step_backend_control
from components.engine import get_engine, may_sign_in_later
from components.identity import active_principal
from components.preset_picker import fusion_control, preset_controls
from components.presenter import presenter_panel, presenter_toggle
from components.scenario_cards import card_focus, continue_script, next_scripted_message, scenario_cards, scenario_menu, turn_gate
from components.share import share_conversation_button, share_turn_button
from components.trace_panel import lazy_trace_panel, trace_panel, trace_summary
from querylab.contracts import Step
from querylab.pipeline import TurnOptions
from querylab.trace import Trace

FULL_PANELS = 2

# The chat box is drawn before the engine is awaited: on a cold start it shows while MiniLM and Chroma finish
# loading (a question typed meanwhile runs once they have), not after the whole sidebar (docs/bench_results.md).
typed = None if may_sign_in_later() else st.chat_input("Ask about refunds, expenses, travel, PTO…")
engine = get_engine()
principal = active_principal(engine)  # before any control: a page waiting for sign-in shows only the sign-in

with st.sidebar:
    st.subheader("Pipeline")
    preset = preset_controls("chat", top_k_default=engine.settings.top_k)
    rrf_k = fusion_control("chat", engine.settings.rrf_k)
    backend = backend_control(engine, "chat")
    step_backends = step_backend_control(engine, backend, "chat")
    if st.button("New conversation", icon="🆕"):
        st.session_state.session_id = uuid.uuid4().hex[:8]
        st.session_state.turns = []
    presenter_toggle()
scenario_menu(engine)

st.session_state.setdefault("session_id", uuid.uuid4().hex[:8])
st.session_state.setdefault("turns", [])
_last_owner = st.session_state.turns[-1].principal if st.session_state.turns else None
if _last_owner is not None and (_last_owner.tenant, _last_owner.user) != (principal.tenant, principal.user):
    # Demo personas or another sign-in in the same browser: another principal's conversation is never continued.
    st.session_state.session_id = uuid.uuid4().hex[:8]
    st.session_state.turns = []
turns: list[Trace] = st.session_state.turns

st.title("QueryLab")
st.caption(f"Ask a question; every decision of the turn is shown under the answer. Conversation `{st.session_state.session_id}`.")

for i, trace in enumerate(turns):
    with st.chat_message("user"):
        st.text(trace.question)
    with st.chat_message("assistant"):
        st.markdown(trace.answer)
        st.markdown(trace_summary(trace))
        if i >= len(turns) - FULL_PANELS:
            presenter_panel(trace, key=f"chat{i}", card_focus=card_focus(trace.session_id))
            trace_panel(trace, key=f"chat{i}")
            share_turn_button(trace, principal, key=f"chat{i}")
        else:
            lazy_trace_panel(trace, key=f"chat{i}")



def confirm_action(token: str) -> None:
    """The explicit confirmation an action needs; the engine checks it is this principal's own action."""
    call = engine.confirm_action(token, principal)
    st.session_state.setdefault("ql_confirmed", {})[token] = f"{call.status}: {call.message}"


# An action proposed in the newest turn waits for an explicit click, never for chat text.
pending = getattr(turns[-1], "pending_action", None) if turns else None
if pending is not None and hasattr(engine, "confirm_action"):
    done = st.session_state.get("ql_confirmed", {}).get(pending.token)
    if done:
        st.info(done)
    else:
        with st.container(border=True):
            expires = f" (expires at {time.strftime('%H:%M', time.localtime(pending.expires_at))})" if getattr(pending, "expires_at", None) else ""
            st.markdown(f"**Confirm this action?** {pending.summary}{expires}")
            st.button("Confirm", type="primary", key=f"ql-confirm-{pending.token}", on_click=confirm_action, args=(pending.token,))

if hasattr(engine.tools, "pending_actions"):
    actions = engine.tools.pending_actions(principal, limit=10)
    if actions:
        with st.sidebar.expander(f"Your actions ({sum(a.status == 'pending' for a in actions)} waiting)"):
            for a in actions:
                st.caption(f"**{a.status}** · {a.summary}" + (f" — {a.result}" if a.result and a.status != "pending" else ""))

question = typed or next_scripted_message()
if not turns and not question:  # the cards are the empty conversation's first screen, not a frame for its first answer
    scenario_cards(engine, principal)
elif turns:
    with st.sidebar:
        share_conversation_button(turns, principal, key="chat")

if question:
    with st.chat_message("user"):
        st.text(question)
    with st.chat_message("assistant"):
        placeholder = st.empty()
        pieces: list[str] = []
        with st.status("Running the pipeline…", expanded=False) as status:

            def on_step(step: Step) -> None:
                status.update(label=f"{step.label} ({step.duration_ms:.0f} ms)")
                status.write(f"{step.label}" + (f" · {step.template}@{step.revision}" if step.template else "") + f" · {step.duration_ms:.0f} ms")

            def on_token(piece: str) -> None:
                pieces.append(piece)
                placeholder.markdown("".join(pieces))

            with turn_gate().foreground():  # background card checks wait for this turn (components/scenario_cards.py)
                trace = engine.ask(
                    question, principal=principal, session_id=st.session_state.session_id, preset=preset, backend=backend, step_backends=step_backends,
                    options=TurnOptions(top_k=preset.top_k, rrf_k=rrf_k, on_step=on_step, on_token=on_token),
                )
            status.update(label=f"Done in {trace.duration_ms:.0f} ms", state="error" if any(e.kind == "error" for e in trace.events) else "complete")
        placeholder.markdown(trace.answer)
        st.markdown(trace_summary(trace))
        presenter_panel(trace, key=f"chat{len(turns)}", card_focus=card_focus(trace.session_id))
        trace_panel(trace, key=f"chat{len(turns)}")
        share_turn_button(trace, principal, key=f"chat{len(turns)}")
    turns.append(trace)
    continue_script()
