"""The pipeline panel under each assistant turn: route, judge, rewrite, channels side by side, timeline."""

from __future__ import annotations

import difflib
import html

import streamlit as st

from querylab.lexicon import missing_protected
from querylab.trace import Trace

ROUTE_COLOURS = {
    "knowledge": "blue",
    "live_tool": "orange",
    "action": "red",
    "small_talk": "green",
    "clarify": "violet",
    "refuse": "red",
    "out_of_domain": "gray",
}


def word_diff(old: str, new: str) -> str:
    """HTML with removed words struck through and added words highlighted."""
    a, b = old.split(), new.split()
    out = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b).get_opcodes():
        if op == "equal":
            out.append(html.escape(" ".join(a[i1:i2])))
        if op in ("delete", "replace"):
            out.append(f"<del style='color:#c92a2a'>{html.escape(' '.join(a[i1:i2]))}</del>")
        if op in ("insert", "replace"):
            out.append(f"<ins style='color:#2b8a3e;text-decoration:none;background:#d3f9d8'>{html.escape(' '.join(b[j1:j2]))}</ins>")
    return " ".join(out)


def route_section(trace: Trace) -> None:
    if trace.route:
        r = trace.route
        st.markdown(f"**Route** :{ROUTE_COLOURS.get(r.route.value, 'gray')}-badge[{r.route.value}]" + (f" · confidence {r.confidence:.2f}" if r.confidence is not None else ""))
        fields = {"normalized query": r.normalized_query, "topic": r.topic or "–", "time constraint": r.time_constraint or "–", "needs clarification": "yes" if r.needs_clarification else "no"}
        st.markdown(" · ".join(f"*{k}:* {html.escape(str(v))}" for k, v in fields.items()))
        if r.sub_intents:
            st.markdown("*sub-intents:* " + "; ".join(f":{ROUTE_COLOURS.get(s.route.value, 'gray')}-badge[{s.route.value}] {html.escape(s.query)}" for s in r.sub_intents))
    if trace.decision:
        d = trace.decision
        st.markdown(f"**memU decision** :{'blue' if d.retrieve else 'green'}-badge[{'RETRIEVE' if d.retrieve else 'NO_RETRIEVE'}] · rewritten query: {html.escape(d.rewritten_query)}")


def judge_section(trace: Trace) -> None:
    for j in trace.judgements:
        colour = {"yes": "green", "no": "red"}.get(j.verdict, "orange")
        st.markdown(f"**Judge, round {j.round}:** :{colour}-badge[{j.verdict.upper()}] — {html.escape(j.motivation) or '(no motivation)'}")


def rewrite_section(trace: Trace) -> None:
    rewritten = trace.rewritten_query or (trace.route.normalized_query if trace.route and trace.route.normalized_query != trace.question else None)
    if not rewritten:
        return
    st.markdown("**Your question was rewritten to:**")
    st.markdown(word_diff(trace.question, rewritten), unsafe_allow_html=True)
    lost = missing_protected(trace.question, rewritten)
    if lost:
        st.warning("The rewrite lost: " + ", ".join(lost))


def channels_section(trace: Trace, key: str) -> None:
    if not trace.channels and not trace.fused:
        st.caption("No retrieval in this turn.")
        return
    columns = [(c.name, c.query, [(h.chunk_id, h.rank, h.score, h.metadata, h.text) for h in c.hits], c.error) for c in trace.channels]
    columns.append(("fused (RRF)", "", [(f.chunk_id, f.rank, f.score, f.metadata, f.text) for f in trace.fused], None))
    seen: dict[str, int] = {}
    for _, _, hits, _ in columns[:-1]:
        for cid, *_ in hits:
            seen[cid] = seen.get(cid, 0) + 1
    palette = ["#e7f5ff", "#fff3bf", "#ebfbee", "#f3d9fa", "#ffe8cc", "#e3fafc"]
    shared = {cid: palette[i % len(palette)] for i, cid in enumerate(c for c, n in seen.items() if n > 1)}
    cols = st.columns(len(columns))
    for col, (name, query, hits, error) in zip(cols, columns):
        with col:
            st.markdown(f"**{html.escape(name)}**")
            if query:
                st.caption(query[:160])
            if error:
                st.error(error)
            for cid, rank, score, meta, text in hits[:8]:
                bg = shared.get(cid, "#f8f9fa")
                fused_ranks = ""
                if name == "fused (RRF)":
                    f = next(f for f in trace.fused if f.chunk_id == cid)
                    fused_ranks = " · ".join(f"{k}#{v}" for k, v in f.ranks.items())
                st.markdown(
                    f"<div style='background:{bg};padding:4px 6px;border-radius:6px;margin-bottom:4px;font-size:0.8em'>"
                    f"<b>#{rank}</b> {score:.3f} · {html.escape(str(meta.get('title') or meta.get('source', '')))[:40]}"
                    f"<br><span style='color:#555'>{html.escape(text[:140])}…</span>"
                    + (f"<br><i>{html.escape(fused_ranks)}</i>" if fused_ranks else "")
                    + "</div>",
                    unsafe_allow_html=True,
                )


def timeline_section(trace: Trace) -> None:
    import plotly.graph_objects as go

    if not trace.steps:
        return
    start = min(s.started_at for s in trace.steps)
    fig = go.Figure()
    for s in trace.steps:
        tokens = s.usage.prompt_tokens + s.usage.completion_tokens
        fig.add_bar(
            y=[s.name], x=[max(s.duration_ms, 0.5)], base=[(s.started_at - start) * 1000], orientation="h",
            marker_color="#d6336c" if s.error else ("#3b5bdb" if s.template else "#868e96"),
            hovertext=f"{s.name}: {s.duration_ms:.0f} ms, {tokens} tokens" + (f", template {s.template}@{s.revision}" if s.template else ""),
            showlegend=False,
        )
    fig.update_layout(height=60 + 22 * len(trace.steps), margin=dict(l=0, r=0, t=10, b=0), xaxis_title="ms", yaxis=dict(autorange="reversed"))
    st.plotly_chart(fig, use_container_width=True, key=f"timeline-{trace.turn_id}")


def events_section(trace: Trace) -> None:
    for e in trace.events:
        if e.kind == "security":
            st.error(f"🔒 {e.code}: {e.message}")
        elif e.kind in ("degradation", "error"):
            st.warning(f"{e.code}: {e.message}")
        elif e.code != "offline_model":
            st.info(f"{e.code}: {e.message}")


def steps_section(trace: Trace) -> None:
    for s in trace.steps:
        if not s.template:
            continue
        with st.expander(f"{s.name} · {s.template}@{s.revision} · {s.duration_ms:.0f} ms"):
            st.caption("system prompt")
            st.code(s.system or "", language=None)
            st.caption("user prompt")
            st.code(s.user or "", language=None)
            st.caption("raw model output")
            st.code(s.raw_output or "(none)", language=None)
            if s.error:
                st.error(s.error)


def citations_section(trace: Trace) -> None:
    for c in trace.citations:
        with st.popover(f"[{c.index}] {c.title or c.source}"):
            st.caption(f"{c.source} · chunk {c.chunk_id}")
            st.write(c.snippet)


def trace_panel(trace: Trace, key: str = "") -> None:
    """Everything one turn decided, most important first: route, verdict, rewrite, channels."""
    if trace.offline_model:
        st.caption("🧪 offline model (no API key configured) · " + trace.model)
    citations_section(trace)
    with st.container(border=True):
        route_section(trace)
        judge_section(trace)
        rewrite_section(trace)
        events_section(trace)
    with st.expander("Retrieval channels, side by side", expanded=bool(trace.channels)):
        channels_section(trace, key)
    with st.expander("Timeline and prompts"):
        timeline_section(trace)
        steps_section(trace)
