"""Pick a preset and switch its parts on and off: the three reference pipelines are presets of one pipeline.

The controls build `PRESETS[base].with_(...)`. A changed preset is *named* after its changes
(`guarded+hyde-router`); `querylab.preset_names` builds and reads back those names, so a trace stored with
that name can be re-run exactly (Prompts and Compare pages) and filtered on (Traces page).
"""

from __future__ import annotations

import streamlit as st

from components.state import keep, recall, remember
from querylab.preset_names import TOGGLES, build_preset, flags_of
from querylab.presets import PRESETS, Preset

__all__ = ["fusion_control", "preset_controls"]


def fusion_control(key: str, default: int) -> int:
    """The RRF constant for this page's turns: score(d) = sum over channels of 1 / (k + rank).

    A control of its own, not a preset flag: it changes how channels are combined, not which steps run,
    and the trace records it (``config.rrf_k``) so a replay uses the same value.
    """
    k_key = remember(f"{key}-rrf_k", default)
    value = st.number_input(
        "RRF k (fusion constant)", min_value=0, max_value=1000, step=1, key=k_key,
        help="60 is the default (Cormack et al. 2009). A small k lets a document that one channel ranks first "
             "beat documents that every channel ranks moderately; on the public sets k = 0 gave the higher "
             "recall@5 (README, Evaluation).",
    )
    keep(k_key)
    return int(value)


def preset_controls(key: str, default: str = "guarded", top_k_default: int = 5, *, show_toggles: bool = True) -> Preset:
    """Draw the preset selector, its toggles and top-k in the current container; return the Preset."""
    names = list(PRESETS)
    base_key = remember(f"{key}-preset", default, options=names)
    base = st.selectbox(
        "Preset", names, key=base_key,
        format_func=lambda p: f"{p} — {PRESETS[p].description.split(':')[0]}",
        help="memU, RAG Me Up and the guarded router are presets of one pipeline.",
    )
    keep(base_key)
    k_key = remember(f"{key}-top_k", top_k_default)
    top_k = st.slider("Top-k documents", 1, 10, key=k_key)
    keep(k_key)
    defaults = flags_of(PRESETS[base])
    flags = dict(defaults)
    if show_toggles:
        # Lazy: the ten toggles are drawn only while the expander is open (on_change="rerun"), the rest of the
        # time their remembered values apply. Drawn closed, they cost the first page ~0.3 s of browser time
        # (docs/bench_results.md, "Cold start").
        parts = st.expander("Pipeline parts", expanded=False, key=f"{key}-parts-open", on_change="rerun")
        if not parts.open:
            flags.update({t.flag: bool(recall(f"{key}-{base}-{t.flag}", defaults[t.flag])) for t in TOGGLES})
        with parts:
            for t in TOGGLES if parts.open else ():
                # Keys include the base preset: switching preset shows that preset's own defaults.
                tkey = remember(f"{key}-{base}-{t.flag}", defaults[t.flag])
                # a rewrite needs the judge's "no"; the tiers fuse per tier and are not reranked
                tiers_on = st.session_state.get(f"{key}-{base}-tiers", defaults["tiers"])  # drawn after this toggle
                disabled = (t.flag == "rewrite" and not flags["judge"]) or (t.flag == "rerank" and tiers_on)
                flags[t.flag] = st.toggle(t.label, key=tkey, help=t.help, disabled=disabled)
                keep(tkey)
    preset = build_preset(base, flags, top_k)
    if preset.name != base:
        st.caption(f"Custom preset: `{preset.name}`")
    return preset
