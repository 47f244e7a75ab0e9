"""Replay in the browser: the preset read back from a trace's name, and the stored turn to start from.

The replay itself is the engine's (`querylab.replay.replay_turn`): the turn's own history and scope, drafts
or revisions for any steps, stored as a trace naming the turn it replays.
"""

from __future__ import annotations

from querylab.contracts import Principal
from querylab.engine import Engine
from querylab.presets import Preset
from querylab.replay import preset_of, replay_turn
from querylab.revisions import Artifact
from querylab.trace import Trace

__all__ = ["last_turn", "preset_of", "replay"]


def replay(
    engine: Engine,
    trace: Trace,
    principal: Principal,
    overrides: dict[str, Artifact] | None = None,
    preset: Preset | None = None,
    save: bool = True,
) -> Trace:
    """Run ``trace``'s question again with ``overrides`` (template or knob drafts), with the turn's own scope and
    history (`querylab.replay`, `querylab.turn_access`); stored unless ``save`` is False."""
    return replay_turn(engine, trace, principal, list((overrides or {}).values()), preset or preset_of(trace), save=save)


def last_turn(engine: Engine, principal: Principal, session_turns: list[Trace] | None) -> Trace | None:
    """The newest turn of this browser session, else the principal's own newest stored turn (never a colleague's)."""
    return engine.turns.last_turn(principal, session_turns)
