"""Pick a preset and switch its parts on and off: the three reference pipelines are presets of one pipeline.

The controls build `PRESETS[base].with_(...)`. A changed preset is *named* after its changes
(`guarded+hyde-router`), and `preset_from_name` reads such a name back, so a trace stored with that
name can be re-run exactly (Prompts and Compare pages) and filtered on (Traces page).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import streamlit as st

from components.state import keep, remember
from querylab.presets import PRESETS, Preset, critical_path


@dataclass(frozen=True)
class Toggle:
    flag: str
    label: str
    help: str


TOGGLES: tuple[Toggle, ...] = (
    Toggle("router", "Router (route contract first)", "Guarded: a validated route decides whether to retrieve at all."),
    Toggle("decide", "memU decision (RETRIEVE / NO_RETRIEVE)", "memU: ask first whether retrieval is needed, with a rewritten query."),
    Toggle("rewrite_channel", "Rewrite as a second channel (RRF)", "Guarded: retrieve the original and the normalized query, fuse both."),
    Toggle("judge", "Judge: yes/no + motivation", "RAG Me Up: can these documents answer? Off: answer from whatever was found."),
    Toggle("rewrite", "One rewrite after a 'no'", "Feed the judge's motivation into one rewrite, then retrieve and judge again."),
    Toggle("rerank", "Rerank the fused list (model)", "RAG Me Up option: the model orders the fused passages before the judge sees them; documents out of force still go last."),
    Toggle("hyde", "HyDE", "Retrieve with a hypothetical answer document instead of the question; the judge loop is off."),
    Toggle("tiers", "Tiers (summaries → chunks → documents)", "memU: re-ask the decision as a sufficiency check after each tier."),
    Toggle("critical_path", "Critical path (fewer sequential calls)",
           "Judge and rewrite in one call, retrieval while the router decides, the answer alongside the judge: "
           "same decisions, earlier first token, more tokens spent (see the Performance table in the README)."),
)
_FLAG_RE = re.compile(r"([+-])([a-z_]+)")


def flags_of(preset: Preset) -> dict[str, bool]:
    return {
        "router": preset.router,
        "decide": preset.decide,
        "rewrite_channel": preset.rewrite_channel,
        "judge": preset.judge,
        "rerank": preset.rerank,
        "rewrite": preset.max_rewrites > 0,
        "hyde": preset.hyde,
        "tiers": preset.tiers,
        "critical_path": preset.judge_rewrite,
    }


def _changes(flags: dict[str, bool]) -> dict[str, object]:
    changes: dict[str, object] = {k: v for k, v in flags.items() if k not in ("rewrite", "critical_path")}
    if "rewrite" in flags:
        changes["max_rewrites"] = 1 if flags["rewrite"] else 0
    return changes


def build_preset(base: str, flags: dict[str, bool], top_k: int | None = None) -> Preset:
    """`PRESETS[base]` with `flags` applied; named `base` plus its differences, e.g. `ragmeup+hyde`."""
    preset = PRESETS[base]
    defaults = flags_of(preset)
    diff = [(f.flag, flags[f.flag]) for f in TOGGLES if f.flag in flags and flags[f.flag] != defaults[f.flag]]
    name = base + "".join(("+" if on else "-") + flag for flag, on in diff)
    changes = _changes(dict(diff))
    if top_k is not None:
        changes["top_k"] = top_k
    preset = preset.with_(**changes)
    if dict(diff).get("critical_path"):
        preset = critical_path(preset)  # its options follow the parts chosen above (speculation needs the router)
    return preset.with_(name=name)


def preset_from_name(name: str, top_k: int | None = None) -> Preset | None:
    """Read back a name made by `build_preset` (`guarded`, `memu-tiers+judge`); None if it is not one."""
    m = re.fullmatch(r"([a-z]+)((?:[+-][a-z_]+)*)", name or "")
    if not m or m.group(1) not in PRESETS:
        return None
    known = {t.flag for t in TOGGLES}
    flags = {flag: sign == "+" for sign, flag in _FLAG_RE.findall(m.group(2))}
    if not set(flags) <= known:
        return None
    return build_preset(m.group(1), flags, top_k)


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
        with st.expander("Pipeline parts", expanded=False):
            for t in TOGGLES:
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
