"""An A/B result of revisions, the noise band, and "promote to production" for arm B's revisions.

Promotion saves arm B's revision (if it is an unsaved draft) and moves the `production` label to it through
`Revisions.save`/`Revisions.activate` — one engine entry point each — with the A/B result as evidence.
"""

from __future__ import annotations

from typing import Any

import pandas as pd
import streamlit as st

from querylab.contracts import Principal
from querylab.engine import Engine
from querylab.revisions import Artifact
from querylab.roles import PermissionDenied, Role

RESULT_KEY = "ql_ab_result"
OVERRIDES_KEY = "ql_ab_overrides"


def evidence_of(result: dict[str, Any]) -> dict[str, Any]:
    """What a label move records about the A/B the user was looking at."""
    return {"set": result["set"], "kind": result["kind"], "split": result["split"], "n": result["n"],
            "a": result["a"]["config"].get("revision"), "b": result["b"]["config"].get("revision"),
            "differences": {m: {"a": d["a"], "b": d["b"], "diff": d["diff"], "ci_low": d["low"], "ci_high": d["high"]}
                            for m, d in result["differences"].items()},
            "mcnemar_p": result["mcnemar"]["p_value"], "changed": result["n_disagreements"]}


def promote(engine: Engine, artifact: Artifact, principal: Principal, result: dict[str, Any]) -> str:
    """Save arm B's revision with the production label (the editor's: `roles.PermissionDenied` otherwise)."""
    return engine.save_revision(principal, artifact, note=f"promoted after A/B on {result['set']}", label="production",
                                evidence=evidence_of(result))


def ab_table(result: dict[str, Any], key: str) -> None:
    rows = []
    for metric, d in result["differences"].items():
        noise = "" if "within_noise" not in d else ("within noise" if d["within_noise"] else "beyond noise")
        rows.append({"metric": metric, "A": d["a"], "B": d["b"], "B − A": d["diff"], "95% low": d["low"], "95% high": d["high"],
                     "p": d["p_value"], "noise (A/A)": noise})
    st.dataframe(pd.DataFrame(rows), hide_index=True, key=f"{key}-diffs")
    mc = result.get("mcnemar") or {}
    floor = "A/A noise floor measured (the backend is not deterministic)." if result.get("noise_floor") else \
        "No A/A run: the offline model is deterministic, so B − A is not noise."
    st.caption(f"McNemar: A right/B wrong {mc.get('b10')}, A wrong/B right {mc.get('b01')}, p = {mc.get('p_value'):.4g}. "
               f"{result['n_disagreements']} of {result['n']} cases changed. {floor}")
    if result["disagreements"]:
        st.markdown("**Changed cases, first the ones B got wrong**")
        st.dataframe(pd.DataFrame([{k: (str(v)[:100] if isinstance(v, (dict, list)) else v) for k, v in d.items() if not k.endswith("details")}
                                   for d in result["disagreements"]]), hide_index=True, key=f"{key}-changed")


def promote_buttons(engine: Engine, principal: Principal, key: str, only: str | None = None) -> None:
    """One "Promote … to production" button per revision arm B changed (only ``only`` if given)."""
    result = st.session_state.get(RESULT_KEY)
    overrides: dict[str, Artifact] = st.session_state.get(OVERRIDES_KEY) or {}
    for name, artifact in overrides.items():
        if only is not None and name != only:
            continue
        d = result["differences"]
        headline = next((m for m in ("balanced_accuracy", "accuracy", "fused.recall@5") if m in d), next(iter(d), None))
        summary = f" ({headline} {d[headline]['diff']:+.3f})" if headline else ""
        is_active = engine.revisions.active_revision(name) == artifact.revision
        editor = Role.EDITOR in engine.roles_of(principal)
        if st.button(f"Promote {name}@{artifact.revision} to production{summary}", key=f"{key}-promote-{name}",
                     disabled=is_active or not editor, icon="🚀", help="Saves the revision if it is a draft and moves the production label "
                     "to it (= activates it), recording who, when, from which revision and this A/B result."):
            try:
                rev = promote(engine, artifact, principal, result)
            except PermissionDenied as exc:
                st.error(str(exc))
                continue
            st.session_state.ql_promoted = f"{name}@{rev} is now production"
            st.rerun()
    note = st.session_state.pop("ql_promoted", None)
    if note:
        st.success(note)
