"""Plotly charts for evaluation results: route confusion, judge error rates and trade-off, recall per channel."""

from __future__ import annotations

from typing import Any

import pandas as pd
import plotly.graph_objects as go
import streamlit as st

from querylab.eval.metrics import threshold_sweep


def confusion_chart(confusion: dict[str, dict[str, int]], key: str) -> None:
    labels = sorted(set(confusion) | {p for row in confusion.values() for p in row})
    z = [[confusion.get(e, {}).get(p, 0) for p in labels] for e in labels]
    fig = go.Figure(go.Heatmap(z=z, x=labels, y=labels, colorscale="Blues", text=z, texttemplate="%{text}", showscale=False))
    fig.update_layout(title="Route confusion (rows: expected, columns: predicted)", height=120 + 32 * len(labels), margin=dict(l=0, r=0, t=40, b=0), yaxis=dict(autorange="reversed"))
    st.plotly_chart(fig, use_container_width=True, key=key)


def routing_errors_chart(metrics: dict[str, Any], key: str) -> None:
    names = ["escalations", "clarifications_skipped", "preservation_failures", "unparsed"]
    values = [metrics.get(n) or 0 for n in names]
    fig = go.Figure(go.Bar(x=names, y=values, marker_color=["#c92a2a", "#e8590c", "#f08c00", "#868e96"], text=values, textposition="outside"))
    fig.update_layout(title="Directional errors (counted apart from accuracy)", height=280, margin=dict(l=0, r=0, t=40, b=0))
    st.plotly_chart(fig, use_container_width=True, key=key)


def judge_rates_chart(metrics: dict[str, Any], key: str) -> None:
    names = ["false_negative_rate", "false_positive_rate", "balanced_accuracy", "accuracy"]
    values = [metrics.get(n) for n in names]
    fig = go.Figure(go.Bar(x=["false negatives", "false positives", "balanced accuracy", "accuracy"], y=values, marker_color=["#c92a2a", "#e8590c", "#3b5bdb", "#868e96"], text=[f"{v:.3f}" if v is not None else "–" for v in values], textposition="outside"))
    fig.update_layout(title="Judge: the costly errors are the false negatives", height=300, yaxis=dict(range=[0, 1.1]), margin=dict(l=0, r=0, t=40, b=0))
    st.plotly_chart(fig, use_container_width=True, key=key)


def judge_tradeoff_chart(cases: list[dict[str, Any]], key: str) -> None:
    """False-negative vs false-positive rate over thresholds of the offline judge's score (when recorded)."""
    scored = [(c["details"].get("score"), bool(c["expected"])) for c in cases if isinstance(c.get("details"), dict) and c["details"].get("score") is not None]
    if len(scored) < 4:
        return
    thresholds = sorted({round(i / 50, 2) for i in range(51)})
    sweep = threshold_sweep([s for s, _ in scored], [label for _, label in scored], thresholds)
    df = pd.DataFrame(sweep)
    fig = go.Figure()
    fig.add_scatter(x=df["threshold"], y=df["false_negative_rate"], name="false-negative rate", line=dict(color="#c92a2a"))
    fig.add_scatter(x=df["threshold"], y=df["false_positive_rate"], name="false-positive rate", line=dict(color="#e8590c"))
    fig.add_scatter(x=df["threshold"], y=df["balanced_accuracy"], name="balanced accuracy", line=dict(color="#3b5bdb"))
    fig.update_layout(title="Judge threshold trade-off on these cases (choose on a val split, report on test)", height=320, xaxis_title="threshold on the judge score", margin=dict(l=0, r=0, t=40, b=0))
    st.plotly_chart(fig, use_container_width=True, key=key)


def oos_tradeoff_chart(result: dict[str, Any], key: str) -> None:
    """The out-of-scope threshold swept on the calibration split: in-scope accuracy against out-of-scope
    recall, the chosen threshold, and the gray zone that is asked back (clarify) instead of decided."""
    calibration = result.get("calibration") or {}
    sweep = calibration.get("sweep") or []
    if len(sweep) < 2:
        return
    df = pd.DataFrame(sweep).sort_values("threshold")
    fig = go.Figure()
    fig.add_scatter(x=df["threshold"], y=df["in_scope_accuracy"], name="in-scope accuracy", line=dict(color="#3b5bdb"))
    fig.add_scatter(x=df["threshold"], y=df["oos_recall"], name="out-of-scope recall", line=dict(color="#c92a2a"))
    gray = (result.get("metrics") or {}).get("gray_zone") or {}
    if gray.get("low") is not None and gray.get("high") is not None:
        fig.add_vrect(x0=gray["low"], x1=gray["high"], fillcolor="#adb5bd", opacity=0.35, line_width=0,
                      annotation_text="gray zone → clarify", annotation_position="bottom left")
    chosen = (calibration.get("chosen") or {}).get("threshold")
    if chosen is not None:
        fig.add_vline(x=chosen, line_dash="dash", line_color="#495057", annotation_position="top right",
                      annotation_text=f"chosen on {calibration.get('split', 'val')}: {chosen:.3f}")
    fig.update_layout(title=f"Out-of-scope threshold on the calibration split ({calibration.get('split', 'val')}, n = {calibration.get('n', '?')})",
                      height=320, xaxis_title="score (max in-scope probability + top cosine)", yaxis=dict(range=[0, 1.05]),
                      margin=dict(l=0, r=0, t=40, b=0))
    st.plotly_chart(fig, use_container_width=True, key=key)


def recall_chart(metrics: dict[str, Any], key: str) -> None:
    rows = []
    for name, value in metrics.items():
        if ".recall@" in name and isinstance(value, (int, float)):
            channel, k = name.split(".recall@")
            rows.append({"channel": channel, "k": f"R@{k}", "recall": value})
    if not rows:
        return
    df = pd.DataFrame(rows)
    fig = go.Figure()
    for k, part in df.groupby("k", sort=False):
        fig.add_bar(x=part["channel"], y=part["recall"], name=k, text=[f"{v:.3f}" for v in part["recall"]], textposition="outside")
    fig.update_layout(title="Recall@k per channel", barmode="group", height=320, yaxis=dict(range=[0, 1.1]), margin=dict(l=0, r=0, t=40, b=0))
    st.plotly_chart(fig, use_container_width=True, key=key)


def result_charts(kind: str, result: dict[str, Any], key: str) -> None:
    metrics = result.get("metrics") or {}
    if kind == "routing":
        if metrics.get("confusion") and len(metrics["confusion"]) <= 20:
            confusion_chart(metrics["confusion"], f"{key}-confusion")
        if "escalations" in metrics and "classifier" not in metrics:  # intent sets (CLINC150) have no privilege order
            routing_errors_chart(metrics, f"{key}-errors")
        oos_tradeoff_chart(result, f"{key}-oos")
    elif kind == "judge":
        judge_rates_chart(metrics, f"{key}-rates")
        judge_tradeoff_chart(result.get("cases") or [], f"{key}-tradeoff")
    else:
        recall_chart(metrics, f"{key}-recall")


def cases_table(cases: list[dict[str, Any]], key: str) -> None:
    """Per-case rows, disagreements (wrong predictions) first."""
    if not cases:
        return
    rows = [{"id": c["id"], "correct": c.get("correct"), "expected": str(c.get("expected"))[:80], "predicted": str(c.get("predicted"))[:80],
             **{k: (str(v)[:120] if not isinstance(v, (int, float, bool)) else v) for k, v in (c.get("details") or {}).items() if k not in ("runs",)}} for c in cases]
    df = pd.DataFrame(rows).sort_values("correct", key=lambda s: s.fillna(False).astype(bool), kind="stable")
    st.dataframe(df, hide_index=True, key=key, height=320)
