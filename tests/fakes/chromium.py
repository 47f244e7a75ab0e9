"""Debian's chromium for the real-browser tests: where it is, how it is launched, and what happens without it.

The launch flags keep a headless chromium off the network: without the background-networking flags it keeps
trying hosts this machine cannot reach. Without chromium a local run skips with the command that installs it;
under CI the tests must run, so it fails instead.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

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


def commit_text_area(page: Any, area: Any, text: str, *, shows: re.Pattern[str] = DRAFT_STATUS, attempts: int = 4) -> None:
    """Fill a Streamlit text area with `text` and commit it (Ctrl+Enter) until the page shows `shows`.

    A rerun that lands between the fill and the commit (a background job finishing, the page's own first reruns)
    puts the server's value back, so the edit never reaches the server and the status never comes; fill and
    commit again instead of waiting on it. `text` is the whole new value, so a repeated commit changes nothing."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

    status = page.get_by_text(shows).first
    for _ in range(attempts):
        area.fill(text)
        area.press("Control+Enter")
        try:
            status.wait_for(timeout=20_000)
            return
        except PlaywrightTimeoutError:
            continue
    raise AssertionError(f"the page never showed {shows.pattern!r} after {attempts} commits of the text area")
