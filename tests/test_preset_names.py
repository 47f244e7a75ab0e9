"""Preset names: a preset changed in the browser is named after its changes, and the name reads back to it."""

from __future__ import annotations

import pytest

from querylab.preset_names import TOGGLES, build_preset, flags_of, preset_from_name
from querylab.presets import PRESETS, critical_path
from querylab.replay import preset_of
from querylab.trace import Trace


@pytest.mark.parametrize("base", list(PRESETS))
def test_unchanged_preset_keeps_its_name_and_fields(base: str) -> None:
    preset = build_preset(base, flags_of(PRESETS[base]), top_k=PRESETS[base].top_k)
    assert preset == PRESETS[base]


def test_changed_preset_is_named_after_its_changes_and_reads_back() -> None:
    p = build_preset("guarded", {"router": False, "hyde": True, "rewrite": False}, top_k=3)
    assert p.name == "guarded-router-rewrite+hyde"
    assert (p.router, p.hyde, p.max_rewrites, p.top_k, p.rewrite_channel) == (False, True, 0, 3, True)
    again = preset_from_name(p.name, top_k=3)
    assert again == p
    assert preset_from_name("memu") == PRESETS["memu"]
    assert preset_from_name("guarded+teleport") is None
    assert preset_from_name("nonsense") is None
    assert {t.flag for t in TOGGLES} == set(flags_of(PRESETS["guarded"]))


def test_critical_path_toggle_is_the_benchmarked_preset_and_reads_back() -> None:
    flags = flags_of(PRESETS["guarded"]) | {"critical_path": True}
    p = build_preset("guarded", flags, top_k=PRESETS["guarded"].top_k)
    assert p == critical_path(PRESETS["guarded"])  # the same options `python -m querylab bench` measures
    assert preset_from_name(p.name, top_k=p.top_k) == p
    no_router = build_preset("guarded", flags | {"router": False}, top_k=5)
    assert no_router.judge_rewrite and not no_router.speculative_retrieval  # speculation needs a router to overlap


def test_a_stored_turn_reads_back_its_custom_preset_and_top_k() -> None:
    trace = Trace(question="q", preset="guarded-router+hyde", config={"top_k": 3})
    assert preset_of(trace) == build_preset("guarded", {"router": False, "hyde": True}, top_k=3)
    trace.preset = "no-such-preset"
    assert preset_of(trace) == PRESETS["guarded"].with_(top_k=3)
