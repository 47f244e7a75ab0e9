"""Re-run a recorded turn exactly as it ran, with some templates swapped.

Why not `engine.ask(question, session_id=…)`: `ask` reads the session's history from the trace store,
and that history already contains the turn being re-run (and any later turns), so the router would see
the question answered before it is asked. A faithful replay uses the history the turn itself saw
(`trace.history_turn_ids`), the same preset (read back from its name), the same top-k and RRF k, and is
never saved.
"""

from __future__ import annotations

from components.preset_picker import preset_from_name
from querylab.contracts import Principal
from querylab.engine import Engine
from querylab.pipeline import TurnOptions
from querylab.presets import PRESETS, Preset
from querylab.templates import PromptTemplate
from querylab.trace import Trace


def preset_of(trace: Trace) -> Preset:
    """The preset a trace ran with (custom names like `guarded+hyde` included); guarded if unknown."""
    top_k = trace.config.get("top_k")
    return preset_from_name(trace.preset, top_k) or PRESETS["guarded"].with_(top_k=top_k or PRESETS["guarded"].top_k)


def history_of(engine: Engine, trace: Trace, principal: Principal) -> list[Trace]:
    """The earlier turns this turn saw, read back from the store, never another tenant's."""
    out: list[Trace] = []
    for turn_id in trace.history_turn_ids:
        h = engine.traces.get(turn_id)
        if h is not None and h.principal is not None and h.principal.tenant == principal.tenant:
            out.append(h)
    return out


def replay(
    engine: Engine,
    trace: Trace,
    principal: Principal,
    overrides: dict[str, PromptTemplate] | None = None,
    preset: Preset | None = None,
) -> Trace:
    """Run `trace`'s question again (not saved) with `overrides` and, optionally, another preset."""
    chosen = preset or preset_of(trace)
    options = TurnOptions(template_overrides=dict(overrides or {}), top_k=trace.config.get("top_k") or chosen.top_k,
                          rrf_k=trace.config.get("rrf_k"))
    history = history_of(engine, trace, principal)
    return engine.pipeline(chosen).run(trace.question, principal, trace.session_id, history, options)


def last_turn(engine: Engine, principal: Principal, session_turns: list[Trace] | None) -> Trace | None:
    """The newest turn of this browser session, else the newest stored turn of the principal's tenant."""
    if session_turns and session_turns[-1].principal is not None and session_turns[-1].principal.tenant == principal.tenant:
        return session_turns[-1]
    rows = engine.traces.list(tenant=principal.tenant, limit=1)
    return engine.traces.get(rows[0]["turn_id"]) if rows else None
