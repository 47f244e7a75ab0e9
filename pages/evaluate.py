"""Evaluate: run an evaluation set through the pipeline, and see the regression cases flagged on Traces.

The evaluation runner (`querylab.eval.runner.run_eval`) is written separately; this page imports it
defensively so it works before and after the runner lands: without it, the page lists the regression
sets and the metric functions that exist, and says that evaluation is not runnable yet.
"""

from __future__ import annotations

import importlib
import inspect
import json
from pathlib import Path
from typing import Any, Callable

import pandas as pd
import streamlit as st

from components.ab_view import OVERRIDES_KEY, RESULT_KEY, ab_table, promote_buttons
from components.engine import get_engine
from components.eval_charts import cases_table, result_charts
from components.identity import active_principal
from components.judge_errors import judge_errors
from components.revision_picker import overrides_picker
from querylab import regression
from querylab.eval import metrics as metric_functions
from querylab.eval.public_sets import PUBLIC_SETS
from querylab.presets import PRESETS

engine = get_engine()
principal = active_principal(engine)
data_dir = engine.settings.data_dir


def load_runner() -> tuple[Callable[..., dict[str, Any]] | None, str]:
    """`run_eval` if the runner exists and has it, else None and the reason."""
    try:
        module = importlib.import_module("querylab.eval.runner")
    except ModuleNotFoundError as exc:
        if exc.name == "querylab.eval.runner":
            return None, "querylab/eval/runner.py does not exist yet"
        return None, f"the runner cannot be imported: {exc}"
    except Exception as exc:  # a half-written runner must not take the page down
        return None, f"the runner cannot be imported: {type(exc).__name__}: {exc}"
    fn = getattr(module, "run_eval", None)
    return (fn, "") if callable(fn) else (None, "querylab.eval.runner has no run_eval() yet")


def progress_fraction(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[float | None, str]:
    """Read (done, total) from whatever the runner's progress callback passes: two numbers, or an object/dict."""
    done = total = None
    if len(args) >= 2 and all(isinstance(a, (int, float)) for a in args[:2]):
        done, total = args[0], args[1]
    else:
        obj = args[0] if args else kwargs
        get = obj.get if isinstance(obj, dict) else (lambda k, d=None: getattr(obj, k, d))
        done, total = get("done"), get("total")
    done = kwargs.get("done", done)
    total = kwargs.get("total", total)
    if isinstance(done, (int, float)) and isinstance(total, (int, float)) and total:
        return min(1.0, done / total), f"{done}/{total}"
    return None, ""


def scalar_metrics(metrics: dict[str, Any]) -> pd.DataFrame:
    rows = [{"metric": k, "value": v} for k, v in metrics.items() if isinstance(v, (int, float)) or v is None]
    return pd.DataFrame(rows, columns=["metric", "value"])


st.title("Evaluate")
run_eval, why_not = load_runner()

# The shared regression files hold every tenant's flagged turns; this page reads a copy narrowed to what this
# principal may see (their tenant's for reviewers, else their own: querylab.turn_access).
reg_views = {kind: engine.turns.regression_view(principal, data_dir, kind) for kind in regression.KINDS}
reg_paths = {kind: view[0] for kind, view in reg_views.items()}


def inside_data_dir(path_text: str) -> bool:
    """A typed path into QUERYLAB_DATA_DIR would read other users' data (traces, shared regression files)."""
    try:
        return Path(path_text).expanduser().resolve().is_relative_to(Path(data_dir).resolve())
    except (OSError, ValueError):
        return False

# -- run -----------------------------------------------------------------------------------------
st.subheader("Run an evaluation")
if run_eval is None:
    st.info(f"Evaluation is not runnable from the browser yet: {why_not}. Meanwhile: `python -m querylab eval …` "
            "(if available), the regression sets and the metric functions below.")
else:
    kind = st.segmented_control("Kind", ["routing", "judge", "retrieval"], key="ql-ev-kind", default="judge", required=True)
    choices = [name for (k, name) in PUBLIC_SETS if k == kind]
    if kind in reg_paths and reg_views[kind][1]:
        choices = [str(reg_paths[kind])] + choices
    c1, c2, c3, c4 = st.columns(4)
    set_name = c1.selectbox("Set", choices + ["(path…)"], key=f"ql-ev-set-{kind}")
    if set_name == "(path…)":
        set_name = c1.text_input("File or folder", key=f"ql-ev-path-{kind}")
        if set_name and inside_data_dir(set_name):
            c1.error("That path is inside QueryLab's data folder, which holds other users' data; choose the regression set above or a file elsewhere.")
            set_name = ""
    spec = PUBLIC_SETS.get((kind, set_name))
    splits = list(spec.splits) if spec else ["all", "val", "test"]
    split = c2.selectbox("Split", splits, index=splits.index(spec.default_split) if spec else 0, key=f"ql-ev-split-{kind}-{set_name}")
    preset = c3.selectbox("Preset", list(PRESETS), key="ql-ev-preset")
    limit = c4.number_input("Limit (0 = all)", min_value=0, value=50, step=10, key="ql-ev-limit")
    rerank = kind == "retrieval" and st.checkbox(
        "Also measure the rerank step (channel 'reranked')", key="ql-ev-rerank",
        help="RAG Me Up's optional rerank of the fused list, with the active 'rerank' template and this backend.")
    if st.button("Run", type="primary", key="ql-ev-run", disabled=not set_name):
        bar = st.progress(0.0, text="Starting…")

        def on_progress(*args: Any, **kwargs: Any) -> None:
            frac, label = progress_fraction(args, kwargs)
            if frac is not None:
                bar.progress(frac, text=f"Evaluating {label}")

        extra: dict[str, Any] = {}
        try:  # share the page's engine (one Chroma client, one embedder) when the runner accepts it
            if "engine" in inspect.signature(run_eval).parameters:
                extra["engine"] = engine
        except (TypeError, ValueError):
            pass
        if rerank:  # only then: a runner without configurations still serves every other run
            from querylab.eval.context import EvalConfig

            extra["config"] = EvalConfig(preset=preset, rerank=True)
        try:
            result = run_eval(kind, set_name, split=split, preset=preset, limit=int(limit) or None, progress=on_progress, **extra)
        except Exception as exc:  # a bad set or a runner bug is shown, not raised
            st.error(f"{type(exc).__name__}: {exc}")
        else:
            bar.progress(1.0, text="Done")
            st.session_state.ql_ev_result = result
    result = st.session_state.get("ql_ev_result")
    if result:
        st.markdown(f"**{result.get('set', '')}** · n = {result.get('n', '?')}")
        metrics = result.get("metrics", {}) or {}
        st.dataframe(scalar_metrics(metrics), hide_index=True, key="ql-ev-metrics")
        for key, value in metrics.items():
            if isinstance(value, dict) and value and all(isinstance(v, dict) for v in value.values()):
                st.markdown(f"**{key}**")
                st.dataframe(pd.DataFrame(value).T, key=f"ql-ev-{key}")
        result_charts(result.get("kind") or kind, result, "ql-ev-chart")
        if (result.get("kind") or kind) == "judge":
            judge_errors(result.get("cases") or [], "ql-ev-judge-errors")
        st.markdown("**Per case, disagreements first**")
        cases_table(result.get("cases") or [], "ql-ev-cases")
        st.download_button("Download JSON", json.dumps(result, indent=1, default=str), file_name="querylab-eval.json",
                           mime="application/json", key="ql-ev-download")

    # -- A/B ---------------------------------------------------------------------------------------
    st.subheader("Compare two configurations (A/B)")
    st.caption("Arm A: a preset with the active (production) revisions. Arm B: a preset plus any template or offline-knob "
               "revisions, saved or an unsaved draft from the Prompts page. Per metric: B − A with a paired bootstrap 95 % "
               "interval, McNemar's test, the changed cases (B's errors first). Cached per case and configuration: "
               "changing arm B recomputes only arm B.")
    a1, a2 = st.columns(2)
    preset_a = a1.selectbox("Arm A: preset", list(PRESETS), key="ql-ab-a")
    preset_b = a2.selectbox("Arm B: preset", list(PRESETS), key="ql-ab-b")
    with a2:
        overrides = overrides_picker(engine, "ql-ab-b-over", "Arm B changes these templates or knob files")
    noise = st.checkbox("A/A noise floor: run arm A twice", key="ql-ab-noise", value=not getattr(engine.llm, "offline", False),
                        help="For a backend that is not deterministic (a real model at temperature > 0, a server that is not "
                             "reproducible): how much the metrics move with nothing changed. B − A inside that band is noise.")
    if st.button("Run A/B", key="ql-ab-run", disabled=not set_name):
        from querylab.eval.ab import compare
        from querylab.eval.context import EvalConfig, EvalContext

        bar_ab = st.progress(0.0, text="Starting…")

        def on_ab(*args: Any, **kwargs: Any) -> None:
            frac, label = progress_fraction(args, kwargs)
            if frac is not None:
                bar_ab.progress(frac, text=f"Evaluating {label}")

        arm_b = EvalConfig(preset=preset_b, templates=dict(overrides),
                           label="B" + (" (" + ", ".join(f"{n}@{a.revision}" for n, a in overrides.items()) + ")" if overrides else ""))
        try:
            st.session_state[RESULT_KEY] = compare(kind, set_name, EvalConfig(preset=preset_a, label="A (active)"), arm_b,
                                                   split=split, limit=int(limit) or None, progress=on_ab, noise_floor=noise,
                                                   context=EvalContext(engine=engine, cache=True))
            st.session_state[OVERRIDES_KEY] = dict(overrides)
        except Exception as exc:  # shown, not raised
            st.error(f"{type(exc).__name__}: {exc}")
        else:
            bar_ab.progress(1.0, text="Done")
    if st.session_state.get(RESULT_KEY):
        ab_table(st.session_state[RESULT_KEY], "ql-ab")
        promote_buttons(engine, principal, "ql-ab")

# -- regression sets -----------------------------------------------------------------------------
st.subheader("Regression sets (flagged on the Traces page)")
for kind, path in reg_paths.items():
    cases = regression.load_cases(path)
    hidden = reg_views[kind][2]
    with st.container(border=True):
        st.markdown(f"**{kind}** · {len(cases)} case(s) you may see" + (f" · {hidden} other case(s) hidden (other users' or tenants')" if hidden else ""))
        if not cases:
            st.caption("Nothing flagged yet.")
            continue
        if kind == "judge":
            preview = [{"id": c.get("id"), "question": c.get("question"), "answerable": c.get("answerable"),
                        "documents": len(c.get("documents") or []), "flag": (c.get("origin") or {}).get("flag", "")} for c in cases]
        else:
            preview = [{"id": c.get("id"), "query": c.get("query"), "expected_route": c.get("expected_route"),
                        "predicted": (c.get("origin") or {}).get("predicted_route", ""), "history turns": len(c.get("history") or []) // 2} for c in cases]
        st.dataframe(pd.DataFrame(preview), hide_index=True, key=f"ql-ev-reg-{kind}")
        st.download_button(f"Download {path.name}", path.read_bytes(), file_name=path.name, mime="application/jsonl", key=f"ql-ev-dl-{kind}")
        st.caption(f"Command line: `python -m querylab eval {kind} {path}`")

# -- what exists ---------------------------------------------------------------------------------
with st.expander("Public evaluation sets"):
    st.dataframe(pd.DataFrame([{"kind": s.kind, "name": s.name, "splits": ", ".join(s.splits), "default": s.default_split, "description": s.description}
                               for s in PUBLIC_SETS.values()]), hide_index=True, key="ql-ev-public")
with st.expander("Metric functions (querylab/eval/metrics.py)", expanded=run_eval is None):
    for fname, fn in inspect.getmembers(metric_functions, inspect.isfunction):
        if fname.startswith("_") or fn.__module__ != metric_functions.__name__:
            continue
        doc = (inspect.getdoc(fn) or "").split("\n\n")[0]
        st.markdown(f"- `{fname}{inspect.signature(fn)}` — {doc}")
