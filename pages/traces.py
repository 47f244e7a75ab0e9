"""Traces: the stored turns the principal may see, filterable, exportable, flaggable as a regression case, and
replayable with drafts or other revisions (stage-by-stage diff; the replay is stored as a trace naming the turn).

Which turns: your own, or every turn of your tenant with the reviewer role (`querylab.turn_access`); the
rule lives in the engine, so the table, the export, the opened turn and its replay all follow it.

Flagging is the support workflow of DESIGN.md ("the documents did answer, the judge said no"): the
buttons append the turn to `<data_dir>/regression/judge.jsonl` or `routing.jsonl` through
`querylab.regression`, in the evaluation formats, so the next evaluation run checks it.
"""

from __future__ import annotations

import streamlit as st

from components.engine import get_engine
from components.identity import active_principal
from components.replay import replay
from components.revision_picker import overrides_picker
from components.stage_diff import stage_diff
from components.share import share_buttons
from components.state import keep, remember
from components.trace_panel import route_label, trace_panel, trace_summary
from components.trace_table import TraceFilter, to_csv, to_jsonl, traces_frame
from querylab import regression
from querylab.contracts import Route
from querylab.roles import PermissionDenied, Role
from querylab.trace import Trace

engine = get_engine()
principal = active_principal(engine)
data_dir = engine.settings.data_dir

st.title("Traces")
reviewer = engine.turns.sees_every_turn(principal)
rows = engine.turns.list(principal, limit=2000)
whose = f"every user's turns of tenant **{principal.tenant}** (reviewer)" if reviewer else f"your own turns (**{principal.user}**); reviewers see every user's"
st.caption(f"Showing {whose}, newest first ({len(rows)} stored).")
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
    "Export JSONL", data=lambda: to_jsonl(engine.turns.export(principal, ids)), file_name="querylab-traces.jsonl",
    mime="application/jsonl", icon="⬇️", key="ql-tr-jsonl", help="Full traces of the filtered turns, one per line.",
)
e3.caption(f"{len(shown)} of {len(frame)} turns match.")
if shown.empty:
    st.stop()

# -- one turn ------------------------------------------------------------------------------------
picked = [i for i in (event.selection.rows if event else []) if i < len(shown)]
turn_id = shown.iloc[picked[0] if picked else 0]["turn_id"]
try:
    trace: Trace | None = engine.turns.get(principal, turn_id)
except PermissionDenied as exc:
    st.error(str(exc))
    st.stop()
if trace is None:
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
        res = engine.turns.flag_judge(principal, data_dir, t, answerable)
    except (ValueError, OSError, PermissionDenied) as exc:
        st.session_state.ql_tr_flash = ("error", f"Could not flag: {exc}")
        return
    kind = "false negative" if answerable else "false positive"
    st.session_state.ql_tr_flash = (
        ("success", f"Added to {res.path} as a judge {kind} (id {res.case_id}).") if res.added
        else ("info", f"Turn {res.case_id} is already in {res.path}; nothing added.")
    )


def flag_route(t: Trace, expected: str) -> None:
    try:
        res = engine.turns.flag_route(principal, data_dir, t, expected)
    except (ValueError, OSError, PermissionDenied) as exc:
        st.session_state.ql_tr_flash = ("error", f"Could not flag: {exc}")
        return
    st.session_state.ql_tr_flash = (
        ("success", f"Added to {res.path} with expected route {expected} (id {res.case_id}).") if res.added
        else ("info", f"Turn {res.case_id} is already in {res.path}; nothing added.")
    )


with st.container(border=True):
    st.markdown("**Was a decision wrong?** Flag it as a regression case.")
    may_flag = Role.REVIEWER in engine.roles_of(principal)
    if not may_flag:
        st.caption("Flagging turns into regression sets needs the reviewer role (QUERYLAB_ROLE_REVIEWER).")
    b1, b2 = st.columns(2)
    no_judge = not trace.judgements or not may_flag
    b1.button("Judge was wrong: false negative", key="ql-tr-fn", on_click=flag_judge, args=(trace, True), disabled=no_judge,
              help="The documents did answer the question; the judge said no.", width="stretch")
    b2.button("Judge was wrong: false positive", key="ql-tr-fp", on_click=flag_judge, args=(trace, False), disabled=no_judge,
              help="The documents did not answer the question; the judge said yes.", width="stretch")
    r1, r2 = st.columns(2, vertical_alignment="bottom")
    predicted = route_label(trace)
    choices = [r.value for r in Route if r.value != predicted]
    expected = r1.selectbox(f"Expected route (predicted: {predicted})", choices, key="ql-tr-expected")
    r2.button(f"Route was wrong (expected: {expected})", key="ql-tr-route", on_click=flag_route, args=(trace, expected),
              disabled=trace.route is None or not may_flag, width="stretch",
              help="Only turns that went through the router can be flagged for routing.")
    st.caption(f"Regression files: `{regression.regression_path(data_dir, 'judge')}`, `{regression.regression_path(data_dir, 'routing')}`")

# -- replay this turn ----------------------------------------------------------------------------
with st.container(border=True):
    replay_of = trace.config.get("replay_of")
    st.markdown("**Replay this turn** with drafts or other revisions: the whole pipeline, with the turn's own history and scope."
                + (f" This turn is itself a replay of `{replay_of}`." if replay_of else ""))
    overrides = overrides_picker(engine, "ql-tr-replay", "Change these templates or knob files")
    if st.button("Replay", key="ql-tr-replay-run", icon="🔁", disabled=not overrides,
                 help="Stored as a new trace that names this turn; the conversation itself is not changed."):
        with st.spinner("Replaying…"):
            st.session_state.ql_tr_replay = {"old": trace, "new": replay(engine, trace, principal, overrides=overrides)}
    done = st.session_state.get("ql_tr_replay")
    if done and done["old"].turn_id == trace.turn_id:
        stage_diff(done["old"], done["new"], "ql-tr-diff")

trace_panel(trace, key="traces")
