"""The pipeline panel under each assistant turn: route, judge, rewrite, channels side by side, timeline.

Why it is split into sections: the Chat page shows the full panel for the newest turns only and a
one-line `trace_summary` plus a lazily rendered panel for older ones, and the Prompts, Traces and
Compare pages reuse the same panel next to another trace. The heavy parts (channel columns, the plotly
timeline, the rendered prompts) sit in expanders that track their state (`on_change="rerun"`), so
their content is only computed while they are open: a 50-turn conversation reruns quickly.

Every element key is derived from the caller's `key` *and* the turn id, so one trace can appear twice
on a page (old vs new) without key collisions.
"""

from __future__ import annotations

import html

import streamlit as st

from querylab.contracts import Step
from querylab.preservation import missing_protected
from querylab.trace import Trace
from querylab.turn_view import effective_rewrite, revisions, route_label, verdict_label, word_diff  # noqa: F401 (re-exported)

ROUTE_COLOURS = {
    "knowledge": "blue",
    "live_tool": "orange",
    "action": "red",
    "small_talk": "green",
    "clarify": "violet",
    "refuse": "red",
    "out_of_domain": "gray",
}
VERDICT_COLOURS = {"yes": "green", "no": "red"}
#: Cards shown per channel column; the fused list is what the judge and the answer see.
HITS_PER_COLUMN = 8


def _md(text: str) -> str:
    """Escape text that goes into st.markdown: HTML entities plus the characters markdown/badges act on."""
    out = html.escape(text or "", quote=False)
    for ch in "[]*_`$#|~":
        out = out.replace(ch, "\\" + ch)
    return out


def trace_summary(trace: Trace) -> str:
    """One markdown line: route, verdict(s), rewrite, abstention, duration. Cheap enough for every turn."""
    route = route_label(trace)
    parts = [f"**route** :{ROUTE_COLOURS.get(route, 'blue')}-badge[{route}]"]
    if trace.judgements:
        parts.append("**verdict** " + " → ".join(f":{VERDICT_COLOURS.get(j.verdict, 'orange')}-badge[{j.verdict.upper()}]" for j in trace.judgements))
    if effective_rewrite(trace):
        parts.append(":violet-badge[rewritten]")
    if trace.abstained:
        parts.append(":gray-badge[abstained]")
    if any(e.kind == "security" for e in trace.events):
        parts.append(":red-badge[security event]")
    parts.append(f"{trace.duration_ms / 1000:.1f} s · {_md(trace.preset)}")
    return " · ".join(parts)


def route_section(trace: Trace) -> None:
    if trace.route:
        r = trace.route
        st.markdown(f"**Route** :{ROUTE_COLOURS.get(r.route.value, 'gray')}-badge[{r.route.value}]" + (f" · confidence {r.confidence:.2f}" if r.confidence is not None else ""))
        fields = {"normalized query": r.normalized_query, "topic": r.topic or "–", "time constraint": r.time_constraint or "–", "needs clarification": "yes" if r.needs_clarification else "no"}
        st.markdown(" · ".join(f"*{k}:* {_md(str(v))}" for k, v in fields.items()))
        if r.sub_intents:
            st.markdown("*sub-intents:* " + "; ".join(f":{ROUTE_COLOURS.get(s.route.value, 'gray')}-badge[{s.route.value}] {_md(s.query)}" for s in r.sub_intents))
    if trace.decision:
        d = trace.decision
        st.markdown(f"**memU decision** :{'blue' if d.retrieve else 'green'}-badge[{'RETRIEVE' if d.retrieve else 'NO_RETRIEVE'}] · rewritten query: {_md(d.rewritten_query)}")


def judge_section(trace: Trace) -> None:
    for j in trace.judgements:
        colour = VERDICT_COLOURS.get(j.verdict, "orange")
        st.markdown(f"**Judge, round {j.round}:** :{colour}-badge[{j.verdict.upper()}] — {_md(j.motivation) or '(no motivation)'}")
        if j.constraint:  # the constraint the judge found failed or matched, at a glance
            st.caption(f"{'Failed constraint' if j.verdict != 'yes' else 'Constraints'}: {_md(j.constraint)}")


def rewrite_section(trace: Trace, *, projector: bool = False) -> None:
    """The rewrite as a word diff, with a warning when it lost a protected word; `projector` enlarges it (an inline
    style: the page's CSS does not reach this HTML)."""
    rewritten = effective_rewrite(trace)
    if not rewritten:
        return
    st.markdown("**The question was rewritten to:**" if projector else "**Your question was rewritten to:**")
    style = " style='font-size:1.5rem;line-height:1.6'" if projector else ""
    st.markdown(f"<div data-testid='ql-rewrite'{style}>{word_diff(trace.question, rewritten)}</div>", unsafe_allow_html=True)
    lost = missing_protected(trace.question, rewritten)
    if lost:
        st.warning("The rewrite lost: " + ", ".join(lost))


def channels_section(trace: Trace, key: str = "") -> None:
    """Each channel in its own column, the RRF fusion last; a chunk found by several channels has one colour."""
    if not trace.channels and not trace.fused:
        st.caption("No retrieval in this turn.")
        return
    columns = [(c.name, c.query, [(h.chunk_id, h.rank, h.score, h.metadata, h.text) for h in c.hits], c.error) for c in trace.channels]
    reranked = any(s.name.startswith("rerank") and isinstance(s.parsed, dict) and s.parsed.get("order") for s in trace.steps)
    fused_name = "fused (RRF → reranked)" if reranked else "fused (RRF)"  # the score stays RRF's; the order is the model's
    columns.append((fused_name, "", [(f.chunk_id, f.rank, f.score, f.metadata, f.text) for f in trace.fused], None))
    seen: dict[str, int] = {}
    for _, _, hits, _ in columns[:-1]:
        for cid, *_ in hits[:HITS_PER_COLUMN]:
            seen[cid] = seen.get(cid, 0) + 1
    palette = ["#e7f5ff", "#fff3bf", "#ebfbee", "#f3d9fa", "#ffe8cc", "#e3fafc"]
    shared = {cid: palette[i % len(palette)] for i, cid in enumerate(c for c, n in seen.items() if n > 1)}
    fused_by_id = {f.chunk_id: f for f in trace.fused}
    cols = st.columns(len(columns))
    for col, (name, query, hits, error) in zip(cols, columns):
        with col:
            st.markdown(f"**{_md(name)}**")
            if query:
                st.caption(_md(query[:160]))
            if error:
                st.error(error)
            if not hits and not error:
                st.caption("(no hits)")
            cards = []
            for cid, rank, score, meta, text in hits[:HITS_PER_COLUMN]:
                bg = shared.get(cid, "#f8f9fa")
                fused_ranks = ""
                if name == fused_name and cid in fused_by_id:
                    fused_ranks = " · ".join(f"{k}#{v}" for k, v in fused_by_id[cid].ranks.items())
                cards.append(
                    f"<div class='ql-hit' style='background:{bg};padding:4px 6px;border-radius:6px;margin-bottom:4px;font-size:0.8em'>"
                    f"<b>#{rank}</b> {score:.3f} · {html.escape(str(meta.get('title') or meta.get('source', '')))[:40]}"
                    f"<br><span style='color:#555'>{html.escape(' '.join(text.split())[:140])}…</span>"
                    + (f"<br><i>{html.escape(fused_ranks)}</i>" if fused_ranks else "")
                    + "</div>"
                )
            if cards:  # one markdown element per column keeps a long history's element count low
                st.markdown("".join(cards), unsafe_allow_html=True)


def timeline_section(trace: Trace, key: str = "") -> None:
    import plotly.graph_objects as go

    if not trace.steps:
        return
    start = min(s.started_at for s in trace.steps)
    fig = go.Figure()
    for s in trace.steps:
        tokens = s.usage.prompt_tokens + s.usage.completion_tokens
        fig.add_bar(
            y=[s.label], x=[max(s.duration_ms, 0.5)], base=[(s.started_at - start) * 1000], orientation="h",
            marker_color="#d6336c" if s.error else ("#3b5bdb" if s.template else "#868e96"),
            hovertext=f"{s.label}: {s.duration_ms:.0f} ms, {tokens} tokens" + (f", template {s.template}@{s.revision}" if s.template else ""),
            showlegend=False,
        )
    fig.update_layout(height=60 + 22 * len(trace.steps), margin=dict(l=0, r=0, t=10, b=0), xaxis_title="ms", yaxis=dict(autorange="reversed"))
    st.plotly_chart(fig, width="stretch", key=f"timeline-{key}-{trace.turn_id}")


def events_section(trace: Trace) -> None:
    for e in trace.events:
        if e.kind == "security":
            st.error(f"🔒 {e.code}: {e.message}")
        elif e.kind in ("degradation", "error"):
            st.warning(f"{e.code}: {e.message}")
        elif e.code != "offline_model":
            st.info(f"{e.code}: {e.message}")


def revisions_line(trace: Trace) -> None:
    """Which template revision made each step: the thing a prompt engineer compares across re-runs."""
    revs = revisions(trace)
    if revs:
        st.caption("Templates: " + " · ".join(f"`{name}@{rev}`" for name, rev in revs.items()))
    knobs = trace.config.get("knobs") or {}
    if knobs:  # the offline model decided with these knob revisions
        st.caption("Offline knobs: " + " · ".join(f"`{name}@{rev}`" for name, rev in knobs.items()))
    if trace.config.get("replay_of"):
        st.caption(f"Replay of turn `{trace.config['replay_of']}`"
                   + (" with " + ", ".join(f"`{n}@{r}`" for n, r in trace.config.get("drafts", {}).items()) if trace.config.get("drafts") else ""))


def output_mode(step: Step) -> str:
    """How the reply was asked for: constrained to a JSON schema (response_format), or free text."""
    if step.constrained is None:
        return ""
    return " · constrained (JSON schema)" if step.constrained else " · free text (no schema)"


def steps_section(trace: Trace) -> None:
    for s in trace.steps:
        if not s.template:
            continue
        with st.expander(f"{s.label} · {s.template}@{s.revision} · {s.duration_ms:.0f} ms{output_mode(s)}"):
            if s.constrained is not None:
                st.caption(f"backend `{s.backend}` · model `{s.model}` · "
                           + ("the server was asked for a reply that follows the step's JSON schema (response_format)"
                              if s.constrained else "this step has a JSON schema, but the backend was asked for free text"))
            st.caption("system prompt")
            st.code(s.system or "", language=None)
            st.caption("user prompt")
            st.code(s.user or "", language=None)
            st.caption("raw model output")
            st.code(s.raw_output or "(none)", language=None)
            if s.error:
                st.error(s.error)


TOOL_STATUS_COLOURS = {"ok": "green", "confirmed": "green", "needs_confirmation": "orange", "not_found": "gray", "denied": "red", "invalid": "red", "rejected": "red", "error": "red"}


def tools_section(trace: Trace) -> None:
    """Allow-listed tool calls: chosen in code, authorized server-side; actions wait for a confirmation."""
    for call in getattr(trace, "tool_calls", None) or []:
        colour = TOOL_STATUS_COLOURS.get(call.status, "gray")
        params = ", ".join(f"{k}={v}" for k, v in call.params.items())
        st.markdown(f"**Tool** `{call.tool}` ({call.kind}) :{colour}-badge[{call.status}] {_md(params)}" + (f" — {_md(call.message)}" if call.message else ""))
    pending = getattr(trace, "pending_action", None)
    if pending is not None:
        st.caption(f"Pending action: {pending.summary} (needs an explicit confirmation)")


def citations_section(trace: Trace) -> None:
    for c in trace.citations:
        with st.popover(f"[{c.index}] {c.title or c.source}"):
            st.caption(f"{c.source} · chunk {c.chunk_id}")
            st.write(c.snippet)


def _lazy_expander(label: str, key: str, expanded: bool = False):
    """An expander whose body runs only while it is open (state tracked, rerun on toggle)."""
    return st.expander(label, expanded=expanded, key=key, on_change="rerun")


def trace_panel(trace: Trace, key: str = "") -> None:
    """Everything one turn decided, most important first: route, verdict, rewrite, channels."""
    if trace.offline_model:
        st.caption("🧪 offline model (no API key configured) · " + trace.model)
    citations_section(trace)
    with st.container(border=True):
        route_section(trace)
        judge_section(trace)
        rewrite_section(trace)
        tools_section(trace)
        events_section(trace)
        revisions_line(trace)
    channels = _lazy_expander("Retrieval channels, side by side", key=f"ql-ch-{key}-{trace.turn_id}", expanded=bool(trace.channels))
    with channels:
        if channels.open is not False:
            channels_section(trace, key)
    timeline = _lazy_expander("Timeline and prompts", key=f"ql-tl-{key}-{trace.turn_id}")
    with timeline:
        if timeline.open:
            timeline_section(trace, key)
            steps_section(trace)


def lazy_trace_panel(trace: Trace, key: str = "", label: str = "Pipeline details") -> None:
    """The full panel behind a closed expander: nothing is computed until someone opens it."""
    exp = _lazy_expander(label, key=f"ql-lazy-{key}-{trace.turn_id}")
    with exp:
        if exp.open:
            trace_panel(trace, key=f"{key}-lazy")
