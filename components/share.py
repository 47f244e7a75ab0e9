"""Download buttons that share a turn or a conversation as one self-contained HTML file (querylab/report.py).

The file is rendered only when the button is clicked (a callable `data`), for the principal of this page run:
another user's turn is never offered, and passages the principal may not read are left out by the report itself.
"""

from __future__ import annotations

import html

import streamlit as st

from querylab.contracts import Principal
from querylab.report import ReportError, is_own_turn, render_conversation, render_turn
from querylab.trace import Trace


def share_turn_button(trace: Trace, principal: Principal, key: str = "") -> None:
    if not is_own_turn(trace, principal):
        return
    st.download_button(
        "Share this turn (HTML)", data=lambda: render_turn(trace, principal), file_name=f"querylab-turn-{trace.turn_id}.html",
        mime="text/html", icon=":material/ios_share:", key=f"ql-share-{key}-{trace.turn_id}",
        help="One self-contained HTML file: question, answer, decisions, rewrite, channels, timeline, templates, events. Opens offline.",
    )


def share_conversation_button(traces: list[Trace], principal: Principal, key: str = "") -> None:
    own = [t for t in traces if is_own_turn(t, principal)]
    if not own:
        return

    def page() -> str:
        try:
            return render_conversation(own, principal)
        except ReportError as exc:  # defensive: `own` holds only the principal's turns
            return f"<!DOCTYPE html><p>{html.escape(str(exc))}</p>"

    st.download_button(
        "Share this conversation (HTML)", data=page, file_name=f"querylab-conversation-{own[0].session_id}.html",
        mime="text/html", icon=":material/ios_share:", key=f"ql-share-conv-{key}-{own[0].session_id}",
        help=f"All {len(own)} turn(s) in one self-contained HTML file.",
    )


def share_buttons(engine, trace: Trace, principal: Principal, key: str = "") -> None:
    """Both buttons for a stored turn: the turn, and its whole conversation read back from the trace store."""
    if not is_own_turn(trace, principal):
        st.caption("Only the person who asked a turn can share it.")
        return
    left, right = st.columns(2)
    with left:
        share_turn_button(trace, principal, key)
    with right:
        share_conversation_button(engine.traces.history(principal, trace.session_id, limit=1000), principal, key)
