"""A replay next to the turn it replays, stage by stage (`querylab.turn_diff`): what changed, and where."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from querylab.trace import Trace
from querylab.turn_diff import diff_turns


def _short(value: object, n: int = 90) -> str:
    if isinstance(value, list):
        return ", ".join(str(v) for v in value[:6]) + (" …" if len(value) > 6 else "")
    if isinstance(value, dict):
        return "; ".join(f"{k}: {v}" for k, v in value.items())[:n]
    return "" if value is None else str(value)[:n]


def stage_diff(before: Trace, after: Trace, key: str) -> None:
    diff = diff_turns(before, after)
    changed = diff.changed_stages
    st.markdown(f"**Replay `{after.turn_id}` of turn `{before.turn_id}`** · "
                + (f"changed: {', '.join(changed)}" if changed else "no stage changed"))
    rows = [{"stage": s.stage, "changed": "✏️" if s.changed else "", "before": _short(s.before), "after": _short(s.after),
             "entered": _short(s.entered), "left": _short(s.left), "note": s.note.split("\n")[0][:120] if s.stage == "answer" else s.note}
            for s in diff.stages]
    st.dataframe(pd.DataFrame(rows), hide_index=True, key=f"{key}-stages")
    judge = diff.stage("judge")
    if judge.changed:
        left, right = st.columns(2)
        for col, title, value in ((left, "Judge before", judge.before), (right, "Judge after", judge.after)):
            with col:
                st.markdown(f"**{title}**")
                for j in value or []:
                    st.markdown(f"round {j['round']}: **{j['verdict']}** — {j['motivation']}")
    answer = diff.stage("answer")
    if answer.changed:
        st.markdown("**Answer (word diff: [-removed-] {+added+})**")
        st.code(answer.note or "(same words)", language=None, wrap_lines=True)
