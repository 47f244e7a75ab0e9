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
    """The earlier turns this turn saw: its own tenant's and its own user's, never anyone else's
    (`querylab.turn_access`; a non-reviewer gets nothing for a colleague's turn)."""
    return engine.turns.history_of(principal, trace)


def replay(
    engine: Engine,
    trace: Trace,
    principal: Principal,
    overrides: dict[str, PromptTemplate] | None = None,
    preset: Preset | None = None,
) -> Trace:
    """Run `trace`'s question again (not saved) with `overrides` and, optionally, another preset.

    It runs with the turn's own scope (its principal: tenant, user and groups), once `principal` may see
    the turn at all (`roles.PermissionDenied` otherwise), so a replay can neither widen nor borrow a scope.
    """
    owner = engine.turns.replay_scope(principal, trace)
    chosen = preset or preset_of(trace)
    options = TurnOptions(template_overrides=dict(overrides or {}), top_k=trace.config.get("top_k") or chosen.top_k,
                          rrf_k=trace.config.get("rrf_k"))
    history = history_of(engine, trace, principal)
    return engine.pipeline(chosen).run(trace.question, owner, trace.session_id, history, options)


def last_turn(engine: Engine, principal: Principal, session_turns: list[Trace] | None) -> Trace | None:
    """The newest turn of this browser session, else the principal's own newest stored turn (never a colleague's)."""
    return engine.turns.last_turn(principal, session_turns)
