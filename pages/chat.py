"""Chat: multi-turn conversation with every decision of every turn visible."""

import uuid

import streamlit as st

from components.engine import current_principal, get_engine, identity_badge
from components.trace_panel import trace_panel
from querylab.pipeline import TurnOptions
from querylab.presets import PRESETS

engine = get_engine()
principal = current_principal(engine)

with st.sidebar:
    preset = st.selectbox("Preset", list(PRESETS), format_func=lambda p: f"{p} — {PRESETS[p].description.split(':')[0]}", key="preset")
    top_k = st.slider("Top-k documents", 1, 10, engine.settings.top_k, key="top_k")
    st.caption(f"Model: {engine.llm.name} · {engine.llm.model}")
    if st.button("New conversation"):
        st.session_state.session_id = uuid.uuid4().hex[:8]
        st.session_state.turns = []
identity_badge(principal)

st.session_state.setdefault("session_id", uuid.uuid4().hex[:8])
st.session_state.setdefault("turns", [])

st.title("QueryLab")
st.caption("Ask a question; every decision of the turn is shown under the answer.")

for i, trace in enumerate(st.session_state.turns):
    with st.chat_message("user"):
        st.write(trace.question)
    with st.chat_message("assistant"):
        st.write(trace.answer)
        trace_panel(trace, key=str(i))

question = st.chat_input("Ask about refunds, expenses, travel, PTO…")
if question:
    with st.chat_message("user"):
        st.write(question)
    with st.chat_message("assistant"):
        placeholder = st.empty()
        pieces: list[str] = []
        with st.status("Running the pipeline…", expanded=False) as status:
            def on_step(step):
                status.update(label=f"{step.name} ({step.duration_ms:.0f} ms)")

            def on_token(piece):
                pieces.append(piece)
                placeholder.markdown("".join(pieces))

            trace = engine.ask(question, principal=principal, session_id=st.session_state.session_id, preset=preset, options=TurnOptions(top_k=top_k, on_step=on_step, on_token=on_token))
            status.update(label=f"Done in {trace.duration_ms:.0f} ms", state="complete")
        placeholder.markdown(trace.answer)
        trace_panel(trace, key=str(len(st.session_state.turns)))
    st.session_state.turns.append(trace)
