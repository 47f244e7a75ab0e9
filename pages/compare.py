"""Compare: one question through two pipelines side by side — two presets, or two revisions of one template.

Nothing here is saved (`save=False`): a comparison is an experiment, not a conversation turn. With
"continue the chat conversation" on, both runs see the Chat page's history, so a follow-up such as
"and how long does it take?" can be compared too.
"""

from __future__ import annotations

import pandas as pd
import streamlit as st

from components.engine import get_engine
from components.identity import active_principal
from components.preset_picker import fusion_control, preset_controls
from components.state import keep, remember
from components.trace_panel import effective_rewrite, revisions, route_label, trace_panel, trace_summary, verdict_label
from querylab.pipeline import TurnOptions
from querylab.presets import Preset
from querylab.templates import PromptTemplate
from querylab.trace import Trace

engine = get_engine()
principal = active_principal(engine)
store = engine.templates

st.title("Compare")
turns: list[Trace] = st.session_state.get("turns", [])
q_key = remember("ql-cmp-question", turns[-1].question if turns else "What is the refund policy?")
question = st.text_input("Question", key=q_key)
keep(q_key)
mode_key = remember("ql-cmp-mode", "Two presets", options=["Two presets", "Two template revisions"])
mode = st.segmented_control("Compare", ["Two presets", "Two template revisions"], key=mode_key, required=True)
keep(mode_key)
h_key = remember("ql-cmp-history", bool(turns))
use_history = st.toggle("Continue the chat conversation (use its history)", key=h_key, disabled=not turns,
                        help="On by default after a chat, so a follow-up question keeps its context. Off: a fresh conversation.")
keep(h_key)

runs: list[tuple[str, Preset, dict[str, PromptTemplate], int]] = []
if mode == "Two presets":
    a, b = st.columns(2)
    with a, st.container(border=True):
        st.markdown("**A**")
        pa = preset_controls("cmp-a", default="guarded", top_k_default=engine.settings.top_k)
        ka = fusion_control("cmp-a", engine.settings.rrf_k)
    with b, st.container(border=True):
        st.markdown("**B**")
        pb = preset_controls("cmp-b", default="ragmeup", top_k_default=engine.settings.top_k)
        kb = fusion_control("cmp-b", engine.settings.rrf_k)
    runs = [(f"A · {pa.name}" + (f" · k={ka}" if ka != kb else ""), pa, {}, ka),
            (f"B · {pb.name}" + (f" · k={kb}" if ka != kb else ""), pb, {}, kb)]
else:
    names = store.names()
    c1, c2 = st.columns([1, 2])
    with c1:
        t_key = remember("ql-cmp-template", "judge" if "judge" in names else names[0], options=names)
        name = st.selectbox("Template", names, key=t_key)
        keep(t_key)
        preset = preset_controls("cmp-rev", default="guarded", top_k_default=engine.settings.top_k, show_toggles=False)
        k_rev = fusion_control("cmp-rev", engine.settings.rrf_k)
    history = store.history(name)
    revs = [r.revision for r in history]
    labels = {r.revision: f"{r.revision} · {'default' if r.is_default else r.note or 'saved'}" for r in history}
    active_rev = store.get(name).revision
    with c2:
        ra_key = remember(f"ql-cmp-rev-a-{name}", revs[0], options=revs)
        rev_a = st.selectbox("Revision A", revs, key=ra_key, format_func=lambda r: labels[r] + (" (active)" if r == active_rev else ""))
        rb_key = remember(f"ql-cmp-rev-b-{name}", revs[-1], options=revs)
        rev_b = st.selectbox("Revision B", revs, key=rb_key, format_func=lambda r: labels[r] + (" (active)" if r == active_rev else ""))
        keep(ra_key)
        keep(rb_key)
        if len(revs) < 2:
            st.caption("Only the default revision exists; save a revision on the Prompts page to compare two.")
    runs = [(f"A · {name}@{rev_a}", preset, {name: store.get(name, rev_a)}, k_rev), (f"B · {name}@{rev_b}", preset, {name: store.get(name, rev_b)}, k_rev)]

if st.button("Run both", type="primary", icon="⚖️", key="ql-cmp-run", disabled=not question.strip()):
    session_id = st.session_state.get("session_id") if use_history and turns else None
    results: list[tuple[str, Trace]] = []
    with st.status("Running both pipelines…", expanded=False) as status:
        for label, p, overrides, rrf_k in runs:
            status.update(label=f"Running {label}…")
            trace = engine.ask(question, principal=principal, session_id=session_id, preset=p,
                               options=TurnOptions(template_overrides=overrides, top_k=p.top_k, rrf_k=rrf_k), save=False)
            results.append((label, trace))
        status.update(label="Done", state="complete")
    st.session_state.ql_cmp_results = results

results = st.session_state.get("ql_cmp_results")
if results:
    st.subheader("Side by side")
    overview = pd.DataFrame(
        {
            label: {
                "route": route_label(t),
                "verdict(s)": " → ".join(j.verdict for j in t.judgements) or verdict_label(t),
                "rewritten query": effective_rewrite(t) or "–",
                "channels": ", ".join(c.name for c in t.channels) or "–",
                "top fused": ", ".join(str(f.metadata.get("title") or f.doc_id)[:30] for f in t.fused[:3]) or "–",
                "abstained": "yes" if t.abstained else "no",
                "templates": ", ".join(f"{k}@{v}" for k, v in revisions(t).items()),
                "latency (ms)": f"{t.duration_ms:.0f}",
            }
            for label, t in results
        }
    )
    st.table(overview)
    cols = st.columns(len(results))
    for col, (label, t) in zip(cols, results):
        with col:
            st.markdown(f"#### {label}")
            st.markdown(t.answer)
            st.markdown(trace_summary(t))
            trace_panel(t, key=f"cmp-{label[:1]}")
