"""Scenario cards on the Chat page: the first screen of an empty conversation, and a sidebar menu.

One click plays a card's messages as if they were typed: the click starts a new conversation, sets the sidebar's
preset to the card's (its parts at their defaults, top-k and RRF k at the configured values) and, for a card about
tenant isolation, the demo persona; then the Chat page takes each queued message in turn where it would take the
chat box's (`next_scripted_message`), and reruns until the queue is empty (`continue_script`). The answers come from
the engine, exactly as for typed questions.

Cards are checked in a background thread once per card file, corpus version and model (`querylab.scenarios`); the
cards show "plays its path", "checking…" or "stale: what changed" meanwhile, and the page never waits for it.
Nor does a person's question wait for the CPU: the check plays a card only when no typed turn is running and none
ended in the last `QUIET_S` seconds (`TurnGate`). On two cores the check used to take the CPU (and MiniLM's lock)
from the first question after a cold start: 7 s of CPU while the first answer was computed (docs/bench_results.md).
"""

from __future__ import annotations

import logging
import threading
import time
import uuid
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Iterator

import streamlit as st

from components.state import forget, put
from querylab import scenarios
from querylab.config import Settings
from querylab.contracts import Principal
from querylab.engine import Engine
from querylab.scenarios import Card, CardCheck, Deck, ScenarioError

logger = logging.getLogger(__name__)

SCRIPT = "ql_script"  # {"card": id, "queue": [messages], "session": id, "focus": str | None}
CARD_FOCUS = "ql_card_focus"  # session id -> the focus of the card played in it (presenter view)
COLUMNS = 3


QUIET_S = 3.0


class TurnGate:
    """Typed turns first: background work waits until no turn runs and none ended within `quiet_s` seconds."""

    def __init__(self, quiet_s: float = QUIET_S) -> None:
        self.quiet_s = quiet_s
        self._active = 0
        self._last = time.monotonic()  # the page just opened: a question is likely to follow
        self._cond = threading.Condition()

    @contextmanager
    def foreground(self) -> Iterator[None]:
        with self._cond:
            self._active += 1
        try:
            yield
        finally:
            with self._cond:
                self._active -= 1
                self._last = time.monotonic()
                self._cond.notify_all()

    def wait_idle(self) -> None:
        with self._cond:
            while True:
                if self._active == 0:
                    left = self._last + self.quiet_s - time.monotonic()
                    if left <= 0:
                        return
                    self._cond.wait(left)
                else:
                    self._cond.wait()


@st.cache_resource
def turn_gate() -> TurnGate:
    """The process's gate: the Chat page runs typed turns inside `turn_gate().foreground()`."""
    return TurnGate()


@dataclass
class _Run:
    results: dict[str, CardCheck] = field(default_factory=dict)
    done: bool = False


class CheckRegistry:
    """One background check per (card file, corpus version, model); results are read while it runs."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._runs: dict[tuple, _Run] = {}

    def status(self, engine: Engine, deck: Deck) -> _Run:
        key = scenarios.check_key(engine, deck)
        with self._lock:
            run = self._runs.get(key)
            if run is None:
                run = self._runs[key] = _Run()
                threading.Thread(target=self._check, args=(engine, deck, run, turn_gate()), name="ql-card-check", daemon=True).start()
        return run

    @staticmethod
    def _check(engine: Engine, deck: Deck, run: _Run, gate: TurnGate) -> None:
        try:
            for card in deck.cards:  # scenarios.check_deck, one card at a time behind the typed turns
                gate.wait_idle()
                run.results[card.id] = scenarios.check_card(engine, card)
        except Exception:  # the page keeps showing "checking…" for the rest; the cause goes to the log
            logger.exception("the scenario cards could not be checked")
        finally:
            run.done = True


@st.cache_resource
def _registry() -> CheckRegistry:
    return CheckRegistry()


@st.cache_data(show_spinner=False)
def _deck(path: str, mtime: float) -> Deck:  # mtime is part of the cache key: an edited file is read again
    from pathlib import Path

    return scenarios.load_deck(Path(path))


def load_deck(settings: Settings) -> Deck | None:
    """The corpus's cards, or None with an error on the page naming the card and field that is wrong."""
    path = scenarios.deck_path(settings.data_dir, settings.sample_corpus_dir)
    if not path.exists():
        return None
    try:
        return _deck(str(path), path.stat().st_mtime)
    except ScenarioError as exc:
        st.error(f"Scenario cards unavailable: {exc}")
        return None


def card_status(engine: Engine, deck: Deck) -> dict[str, CardCheck] | None:
    """Results checked so far (None when checking is switched off with QUERYLAB_SCENARIO_CHECK=0)."""
    if not getattr(engine.settings, "scenario_check", True):
        return None
    return dict(_registry().status(engine, deck).results)


def playable(engine: Engine, card: Card) -> str | None:
    """Why the card cannot be played on this page (None: it can)."""
    if card.persona and not engine.settings.demo_personas:
        return "needs the demo personas (QUERYLAB_DEMO_PERSONAS=1) to switch tenant"
    if card.persona and card.persona.tenant not in engine.known_tenants():
        return f"tenant {card.persona.tenant!r} is not in the corpus"
    return None


def start(card: Card, settings: Settings) -> None:
    """Button callback: a new conversation with the card's preset (and persona), its messages queued."""
    state = st.session_state
    session = uuid.uuid4().hex[:8]
    state.session_id = session
    state.turns = []
    state[SCRIPT] = {"card": card.id, "queue": list(card.messages), "session": session, "focus": card.focus}
    state.setdefault(CARD_FOCUS, {})[session] = card.focus
    values = {"chat-preset": card.preset, "chat-top_k": settings.top_k, "chat-rrf_k": settings.rrf_k}
    if card.persona and settings.demo_personas:
        values["ql_persona"] = card.persona.tenant
    for key, value in values.items():
        put(key, value)
    forget(f"chat-{card.preset}-")  # the card's preset with its parts at their defaults


def next_scripted_message() -> str | None:
    """The next message of the card being played, taken as if typed; None when no card is playing."""
    script = st.session_state.get(SCRIPT)
    if not script or script.get("session") != st.session_state.get("session_id"):
        st.session_state.pop(SCRIPT, None)
        return None
    if not script["queue"]:
        st.session_state.pop(SCRIPT, None)
        return None
    return script["queue"].pop(0)


def continue_script() -> None:
    """After a played turn: rerun for the card's next message, if any."""
    script = st.session_state.get(SCRIPT)
    if script and script["queue"]:
        st.rerun()
    st.session_state.pop(SCRIPT, None)


def card_focus(session_id: str) -> str | None:
    return st.session_state.get(CARD_FOCUS, {}).get(session_id)


def _in_directive(text: str) -> str:
    """Text that can stand inside a markdown directive's brackets (`:small[...]`, `:orange-badge[...]`)."""
    return text.replace("[", "(").replace("]", ")")


def _status_line(check: CardCheck | None, checking: bool) -> str:
    if check is None:
        return ":gray-badge[checking…]" if checking else ""
    if check.ok:
        return ":green-badge[plays its path]"
    return ":orange-badge[stale] " + _in_directive(check.summary().removeprefix("stale: "))


def scenario_cards(engine: Engine, principal: Principal) -> None:
    """The cards as a grid: title, the decision it shows, its check, and Play."""
    if st.session_state.get(SCRIPT):
        return
    deck = load_deck(engine.settings)
    if deck is None:
        return
    status = card_status(engine, deck)
    st.subheader("Scenario cards")
    st.caption(f"Each card plays a short conversation through the real pipeline and shows one decision path "
               f"(cards from `{deck.path.name}`, checked against this corpus).")
    cols = st.columns(COLUMNS)
    for n, card in enumerate(deck.cards):
        with cols[n % COLUMNS].container(border=True, key=f"ql-card-{card.id}"):
            # One markdown and a button per card, the long description only in the sidebar menu's tooltips: the
            # grid is the first screen, and its four elements per card with a tooltip each cost the browser
            # ~0.4 s before the chat box showed (docs/bench_results.md, "Cold start").
            line = _status_line(status.get(card.id) if status is not None else None, status is not None)
            st.markdown(f"**{card.title}**  \n:gray[:small[{_in_directive(card.decision)}]]" + (f"  \n{line}" if line else ""))
            reason = playable(engine, card)
            st.button("▶ Play", key=f"ql-play-{card.id}", on_click=start, args=(card, engine.settings), disabled=reason is not None,
                      help=reason, width="stretch")


def scenario_menu(engine: Engine) -> None:
    """The cards in the sidebar, so they stay within reach once a conversation has started."""
    deck = load_deck(engine.settings)
    if deck is None:
        return
    # Lazy like the preset's parts: its buttons are drawn (and each card's playability checked) only while open.
    menu = st.sidebar.expander("Scenario cards", expanded=False, key="ql-menu-open", on_change="rerun")
    with menu:
        for card in deck.cards if menu.open else ():
            reason = playable(engine, card)
            st.button(card.title, key=f"ql-menu-{card.id}", on_click=start, args=(card, engine.settings), disabled=reason is not None,
                      help=reason or card.description or card.decision, width="stretch")
        playing = st.session_state.get(SCRIPT)
        if playing:
            st.caption(f"Playing `{playing['card']}`…")
