"""Presets named after their changes, and read back from those names.

A preset changed in the browser is named after its differences from its base (`guarded+hyde-router`), and a
trace stores that name. Replay, Compare and the Traces filter read the name back to the same `Preset`, so a
stored turn can be re-run exactly. The engine's replay and the pages use this one reader; the toggles the
pages draw are the same list, so a flag the picker offers is always one the reader knows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

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
_NAME_RE = re.compile(r"([a-z]+)((?:[+-][a-z_]+)*)")
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
    m = _NAME_RE.fullmatch(name or "")
    if not m or m.group(1) not in PRESETS:
        return None
    known = {t.flag for t in TOGGLES}
    flags = {flag: sign == "+" for sign, flag in _FLAG_RE.findall(m.group(2))}
    if not set(flags) <= known:
        return None
    return build_preset(m.group(1), flags, top_k)

