"""Presenter view: for a projector, larger text and, above each recent turn's panel, the one part that tells its
story — the rewrite diff for a rewrite, the channels for a fusion, the security event for a refusal.

Which part: the focus of the scenario card being played in this conversation, else what the turn itself shows
(`focus_of`): a security event first (it is the reason for the turn's outcome), then a tool call, memU's tiers,
a rewrite, the channels, and the route otherwise.
"""

from __future__ import annotations

import streamlit as st

from components.state import keep, remember
from components.trace_panel import channels_section, events_section, judge_section, rewrite_section, route_section, tools_section
from querylab.scenarios import retrieved_tenants, tiers_read
from querylab.trace import Trace
from querylab.turn_view import effective_rewrite

KEY = "ql_presenter"
TITLES = {
    "security": "the security decision",
    "tool": "the tool and its authorization",
    "tiers": "memU's tiers and where they stopped",
    "rewrite": "the judge's verdicts and the rewrite",
    "channels": "the channels side by side and their fusion",
    "isolation": "whose documents were searched",
    "route": "the route contract",
}
#: Larger text for a projector; Streamlit's own test ids, so no element of the page needs a class of ours.
CSS = """
<style>
[data-testid="stMain"] [data-testid="stMarkdownContainer"] p, [data-testid="stMain"] [data-testid="stMarkdownContainer"] li,
[data-testid="stChatMessage"] p { font-size: 1.35rem !important; line-height: 1.5 !important; }
[data-testid="stMain"] [data-testid="stCaptionContainer"] { font-size: 1.1rem !important; }
[data-testid="stMain"] .ql-hit { font-size: 1.0rem !important; }
[data-testid="stMain"] h1 { font-size: 2.6rem !important; }
</style>
"""


def presenter_toggle() -> bool:
    """The sidebar toggle; when on, the page's text is enlarged. Returns whether the view is on."""
    key = remember(KEY, False)
    on = st.toggle("Presenter view", key=key, help="Larger text for a projector, and the part of the panel that matters for each turn opened above it.")
    keep(key)
    if on:
        st.html(CSS)
    return bool(on)


def presenting() -> bool:
    return bool(st.session_state.get(KEY))


def focus_of(trace: Trace, card_focus: str | None = None) -> str:
    """The part of the panel that tells this turn's story (a card's own focus wins)."""
    if card_focus:
        return card_focus
    if any(e.kind == "security" for e in trace.events):
        return "security"
    if trace.tool_calls or trace.pending_action is not None:
        return "tool"
    if tiers_read(trace):
        return "tiers"
    if effective_rewrite(trace) or len(trace.judgements) > 1:
        return "rewrite"
    if trace.channels:
        return "channels"
    return "route"


def _rewrite(trace: Trace) -> None:
    rewrite_section(trace, projector=True)


def _tiers(trace: Trace) -> None:
    read = tiers_read(trace)
    st.markdown("**Tiers read:** " + " → ".join(f"`{t}`" for t in read) + f" ({len(read)} of 3)")
    for s in trace.steps:
        if s.tier and isinstance(s.parsed, dict) and "sufficient" in s.parsed:
            st.markdown(f"after `{s.tier}`: " + (":green-badge[sufficient — stop]" if s.parsed["sufficient"] else ":orange-badge[not enough — read on]"))


def _isolation(trace: Trace, key: str) -> None:
    tenants = sorted(retrieved_tenants(trace))
    who = trace.principal.tenant if trace.principal else "?"
    st.markdown(f"**Asked as tenant** :blue-badge[{who}] · **chunks came from:** " + (", ".join(f":blue-badge[{t}]" for t in tenants) or "nothing retrieved"))
    if trace.abstained:
        st.markdown(":gray-badge[abstained] — nothing in this tenant's documents answers it")
    channels_section(trace, key)


def spotlight(trace: Trace, focus: str, key: str = "") -> None:
    """The focused part, drawn open in a bordered box above the turn's panel."""
    with st.container(border=True, key=f"ql-spot-{key}-{trace.turn_id}"):
        st.markdown(f":material/co_present: **Presenter view · {TITLES.get(focus, focus)}**")
        if focus == "security":
            route_section(trace)
            events_section(trace)
        elif focus == "tool":
            route_section(trace)
            tools_section(trace)
        elif focus == "tiers":
            route_section(trace)
            _tiers(trace)
        elif focus == "rewrite":
            judge_section(trace)
            _rewrite(trace)
            events_section(trace)
        elif focus == "channels":
            _rewrite(trace)
            channels_section(trace, f"spot-{key}")
        elif focus == "isolation":
            _isolation(trace, f"spot-{key}")
        else:
            route_section(trace)


def presenter_panel(trace: Trace, key: str = "", card_focus: str | None = None) -> None:
    """Nothing unless the presenter view is on; then the spotlight for this turn."""
    if presenting():
        spotlight(trace, focus_of(trace, card_focus), key)
