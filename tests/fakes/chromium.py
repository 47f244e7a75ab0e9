"""Debian's chromium for the real-browser tests: where it is, how it is launched, and what happens without it.

The launch flags keep a headless chromium off the network: without the background-networking flags it keeps
trying hosts this machine cannot reach. Without chromium a local run skips with the command that installs it;
under CI the tests must run, so it fails instead.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Callable

import pytest

CHROMIUM = Path("/usr/bin/chromium")
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
               "--disable-sync", "--no-first-run", "--disable-quic"]


def require_chromium(what: str) -> None:
    """Skip (locally) or fail (under CI) when chromium is missing; `what` names the test for the message."""
    if CHROMIUM.exists():
        return
    message = f"{CHROMIUM} is missing: install it with `apt-get install -y chromium`"
    if os.environ.get("CI"):
        pytest.fail(f"{message} (CI is set, so {what} must run)")
    pytest.skip(message)


#: What the Prompts page shows once an edited template or knob file reached the server as a draft.
DRAFT_STATUS = re.compile(r"^Valid · draft revision [0-9a-f]{12}$")


def until_shown(page: Any, shows: re.Pattern[str], act: Callable[[], None], *, attempts: int = 4, what: str = "the action") -> None:
    """Do `act` until the page shows `shows` (20 s per attempt).

    A rerun that lands between an input and its effect (a background job finishing, a filter's own rerun) puts the
    server's state back or replaces the widget, so the input never reaches the server and the status never comes;
    doing it again is safe only when `act` is idempotent or `shows` also matches its repeated outcome."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

    status = page.get_by_text(shows).first
    for _ in range(attempts):
        act()
        try:
            status.wait_for(timeout=20_000)
            return
        except PlaywrightTimeoutError:
            continue
    raise AssertionError(f"the page never showed {shows.pattern!r} after {attempts} tries of {what}")


def commit_text_area(page: Any, area: Any, text: str, *, shows: re.Pattern[str] = DRAFT_STATUS, attempts: int = 4) -> None:
    """Fill a Streamlit text area with `text` and commit it (Ctrl+Enter) until the page shows `shows`. `text` is the
    whole new value, so a repeated commit changes nothing."""

    def commit() -> None:
        area.fill(text)
        area.press("Control+Enter")

    until_shown(page, shows, commit, attempts=attempts, what="committing the text area")
