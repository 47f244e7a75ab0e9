"""Traces: every stored turn of the principal's tenant, filterable, exportable, and flaggable as a regression case.

Flagging is the support workflow of DESIGN.md ("the documents did answer, the judge said no"): the
buttons append the turn to `<data_dir>/regression/judge.jsonl` or `routing.jsonl` through
`querylab.regression`, in the evaluation formats, so the next evaluation run checks it.
"""

from __future__ import annotations

import streamlit as st

from components.engine import get_engine
from components.identity import active_principal
from components.replay import history_of
from components.share import share_buttons
from components.state import keep, remember
from components.trace_panel import route_label, trace_panel, trace_summary
from components.trace_table import TraceFilter, to_csv, to_jsonl, traces_frame
from querylab import regression
from querylab.contracts import Route
from querylab.trace import Trace

engine = get_engine()
principal = active_principal(engine)
data_dir = engine.settings.data_dir

st.title("Traces")
rows = engine.traces.list(tenant=principal.tenant, limit=2000)
st.caption(f"Turns of tenant **{principal.tenant}**, newest first ({len(rows)} stored).")
if not rows:
    st.info("No turns yet: ask something on the Chat page.")
    st.stop()

frame = traces_frame(rows)

# -- filters -------------------------------------------------------------------------------------
with st.container(border=True):
    f1, f2, f3 = st.columns(3)
    options = {col: sorted(frame[col].unique()) for col in ("route", "verdict", "preset")}
    routes = f1.multiselect("Route", options["route"], key=remember("ql-tr-routes", [], options=options["route"]))
    verdicts = f2.multiselect("Verdict", options["verdict"], key=remember("ql-tr-verdicts", [], options=options["verdict"]))
    presets = f3.multiselect("Preset", options["preset"], key=remember("ql-tr-presets", [], options=options["preset"]))
    f4, f5, f6 = st.columns(3)
    revision_text = f4.text_input("Template revision contains", key=remember("ql-tr-rev", ""), placeholder="e.g. judge@b68d")
    text = f5.text_input("Question or answer contains", key=remember("ql-tr-text", ""))
    lo, hi = float(frame["latency_ms"].min()), float(frame["latency_ms"].max())
    latency = None
    if hi > lo:
        bounds = (float(int(lo)), float(int(hi) + 1))
        latency = f6.slider("Latency (ms)", bounds[0], bounds[1], value=bounds, step=1.0, key="ql-tr-latency")
    else:
        f6.caption(f"Latency: {lo:.0f} ms for every turn")
    for k in ("ql-tr-routes", "ql-tr-verdicts", "ql-tr-presets", "ql-tr-rev", "ql-tr-text"):
        keep(k)
flt = TraceFilter(routes=routes, verdicts=verdicts, presets=presets, revision_text=revision_text, text=text, latency_ms=latency)
shown = flt.apply(frame)

event = st.dataframe(
    shown, hide_index=True, key="ql-tr-table", on_select="rerun", selection_mode="single-row",
    column_order=["time", "question", "route", "verdict", "preset", "rewritten", "abstained", "latency_ms", "revisions", "session", "user"],
    column_config={
        "time": st.column_config.DatetimeColumn("time (UTC)", format="YYYY-MM-DD HH:mm:ss"),
        "latency_ms": st.column_config.NumberColumn("latency (ms)", format="%.0f"),
        "question": st.column_config.TextColumn("question", width="large"),
    },
)
e1, e2, e3 = st.columns([1, 1, 3])
e1.download_button("Export CSV", data=to_csv(shown), file_name="querylab-traces.csv", mime="text/csv", icon="⬇️", key="ql-tr-csv")
ids = list(shown["turn_id"])
e2.download_button(
    "Export JSONL", data=lambda: to_jsonl(engine.traces.get(t) for t in ids), file_name="querylab-traces.jsonl",
    mime="application/jsonl", icon="⬇️", key="ql-tr-jsonl", help="Full traces of the filtered turns, one per line.",
)
e3.caption(f"{len(shown)} of {len(frame)} turns match.")
if shown.empty:
    st.stop()

# -- one turn ------------------------------------------------------------------------------------
picked = [i for i in (event.selection.rows if event else []) if i < len(shown)]
turn_id = shown.iloc[picked[0] if picked else 0]["turn_id"]
trace: Trace | None = engine.traces.get(turn_id)
if trace is None or trace.principal is None or trace.principal.tenant != principal.tenant:
    st.error("That turn is not available.")
    st.stop()

st.subheader("Turn" if picked else "Newest turn (select a row to open another)")
st.markdown(f"**Q:** {trace.question}")
st.markdown(trace.answer)
st.markdown(trace_summary(trace))
share_buttons(engine, trace, principal, key="traces")

flash = st.session_state.pop("ql_tr_flash", None)
if flash:
    getattr(st, flash[0])(flash[1])


def flag_judge(t: Trace, answerable: bool) -> None:
    try:
        res = regression.flag_judge(data_dir, t, answerable)
    except (ValueError, OSError) as exc:
        st.session_state.ql_tr_flash = ("error", f"Could not flag: {exc}")
        return
    kind = "false negative" if answerable else "false positive"
    st.session_state.ql_tr_flash = (
        ("success", f"Added to {res.path} as a judge {kind} (id {res.case_id}).") if res.added
        else ("info", f"Turn {res.case_id} is already in {res.path}; nothing added.")
    )


def flag_route(t: Trace, expected: str) -> None:
    try:
        res = regression.flag_route(data_dir, t, expected, history_of(engine, t, principal))
    except (ValueError, OSError) as exc:
        st.session_state.ql_tr_flash = ("error", f"Could not flag: {exc}")
        return
    st.session_state.ql_tr_flash = (
        ("success", f"Added to {res.path} with expected route {expected} (id {res.case_id}).") if res.added
        else ("info", f"Turn {res.case_id} is already in {res.path}; nothing added.")
    )


with st.container(border=True):
    st.markdown("**Was a decision wrong?** Flag it as a regression case.")
    b1, b2 = st.columns(2)
    no_judge = not trace.judgements
    b1.button("Judge was wrong: false negative", key="ql-tr-fn", on_click=flag_judge, args=(trace, True), disabled=no_judge,
              help="The documents did answer the question; the judge said no.", width="stretch")
    b2.button("Judge was wrong: false positive", key="ql-tr-fp", on_click=flag_judge, args=(trace, False), disabled=no_judge,
              help="The documents did not answer the question; the judge said yes.", width="stretch")
    r1, r2 = st.columns(2, vertical_alignment="bottom")
    predicted = route_label(trace)
    choices = [r.value for r in Route if r.value != predicted]
    expected = r1.selectbox(f"Expected route (predicted: {predicted})", choices, key="ql-tr-expected")
    r2.button(f"Route was wrong (expected: {expected})", key="ql-tr-route", on_click=flag_route, args=(trace, expected),
              disabled=trace.route is None, width="stretch",
              help="Only turns that went through the router can be flagged for routing.")
    st.caption(f"Regression files: `{regression.regression_path(data_dir, 'judge')}`, `{regression.regression_path(data_dir, 'routing')}`")

trace_panel(trace, key="traces")
