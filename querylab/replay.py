"""Replay any stored turn with drafts or other revisions, the whole pipeline, with the turn's own history and scope.

Why not `engine.ask(question, session_id=…)`: `ask` reads the session's history from the trace store, and
that history already contains the turn being replayed (and any later turns), so the router would see the
question answered before it is asked. A faithful replay uses the history the turn itself saw
(`trace.history_turn_ids`, never another tenant's), the same preset, top-k and RRF k, and the
principal's trusted scope. The replay is a trace of its own: `config["replay_of"]` names the turn it
replays, and it is stored under the session id ``replay:<session>`` so it never becomes part of the
conversation's history.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from querylab.contracts import Principal
from querylab.pipeline import TurnOptions
from querylab.preset_names import preset_from_name
from querylab.presets import PRESETS, Preset, get_preset
from querylab.revisions import Artifact
from querylab.trace import Trace

if TYPE_CHECKING:  # pragma: no cover - typing only
    from querylab.engine import Engine

logger = logging.getLogger(__name__)

REPLAY_SESSION_PREFIX = "replay:"


def preset_of(trace: Trace) -> Preset:
    """The preset a trace ran with, custom names like `guarded+hyde` included; guarded if unknown."""
    top_k = trace.config.get("top_k")
    return preset_from_name(trace.preset, top_k) or PRESETS["guarded"].with_(top_k=top_k or PRESETS["guarded"].top_k)


def replay_turn(
    engine: "Engine",
    trace: Trace,
    principal: Principal,
    drafts: list[Artifact] | None = None,
    preset: Preset | str | None = None,
    *,
    save: bool = True,
) -> Trace:
    """Run ``trace``'s question again with ``drafts`` (templates or knob files) and return the new trace.

    It runs as the turn's own principal (tenant, user, groups) with the history that turn saw, once `principal`
    may see the turn at all (`turn_access`: your own turns, or any of your tenant's for a reviewer); otherwise
    `roles.PermissionDenied`. So a replay can neither widen nor borrow a scope.
    """
    owner = engine.turns.replay_scope(principal, trace)
    chosen = get_preset(preset) if isinstance(preset, str) else (preset or preset_of(trace))
    options = TurnOptions(top_k=trace.config.get("top_k") or chosen.top_k, rrf_k=trace.config.get("rrf_k"))
    options = engine.revisions.turn_options(list(drafts or []), options, reads_knobs=engine.reads_knobs())
    history = engine.turns.history_of(principal, trace)
    session = trace.session_id if trace.session_id.startswith(REPLAY_SESSION_PREFIX) else REPLAY_SESSION_PREFIX + trace.session_id
    new = engine.pipeline(chosen).run(trace.question, owner, session, history, options)
    new.config["replay_of"] = trace.config.get("replay_of") or trace.turn_id
    new.config["drafts"] = {d.name: d.revision for d in drafts or []}
    if save:
        engine.traces.save(new)
    logger.info("replayed turn %s as %s with %s", trace.turn_id, new.turn_id, new.config["drafts"] or "the active revisions")
    return new
