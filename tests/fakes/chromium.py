"""Debian's chromium for the real-browser tests: where it is, how it is launched, and what happens without it.

The launch flags keep a headless chromium off the network: without the background-networking flags it keeps
trying hosts this machine cannot reach. Without chromium a local run skips with the command that installs it;
under CI the tests must run, so it fails instead.
"""

from __future__ import annotations

import os
from pathlib import Path

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
