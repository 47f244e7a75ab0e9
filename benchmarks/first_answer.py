"""Cold start to the first answer: from launching `serve.py` (what the README's run command starts: `streamlit run
app.py` with the engine loading meanwhile) to the first question answered in a real browser (Playwright driving Debian's chromium), what a person waits for after starting the app.

Why not until `/_stcore/health`: the health endpoint answers before any script runs; MiniLM, Chroma, the
engine and the sample corpus are loaded on the first browser session, so a health check measures the
server, not the wait. Here the clock starts before `Popen` and stops when the Chat page shows the answer's
"Done in N ms" line, the way `tests/browser/test_browser.py` waits for it.

"After set-up": `python -m querylab setup` runs once, untimed, as the README's run command does before it starts
the app (the MiniLM export, the sample corpus, the judge's passage views are set-up, not start-up); then one
untimed start (the operating system's file cache, as after any earlier start). Chromium is launched before the clock starts (a person's browser is already open); each
timed start gets a fresh Streamlit process and a fresh browser page. Optional: without chromium or
Playwright the result says why.
"""

from __future__ import annotations

import logging
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

from benchmarks.common import median
from querylab.config import REPO_ROOT

logger = logging.getLogger(__name__)

CHROMIUM = Path("/usr/bin/chromium")
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
               "--disable-sync", "--no-first-run", "--disable-quic"]
QUESTION = "How many days do I have to ask for a refund?"
TIMEOUT_S = 180.0


def _streamlit(env: dict[str, str], port: int, log: Path) -> subprocess.Popen:
    cmd = [sys.executable, str(REPO_ROOT / "serve.py"), "--server.headless", "true",
           "--server.address", "127.0.0.1", "--server.port", str(port), "--browser.gatherUsageStats", "false",
           "--server.fileWatcherType", "none"]
    with open(log, "w", encoding="utf-8") as out:
        return subprocess.Popen(cmd, cwd=REPO_ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)


def _stop(proc: subprocess.Popen) -> None:
    proc.terminate()  # our own child, by its handle
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _healthy(base: str, proc: subprocess.Popen, deadline: float, log: Path) -> float:
    while time.perf_counter() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"streamlit exited with {proc.returncode}: {log.read_text(encoding='utf-8')[-300:]}")
        try:
            with urllib.request.urlopen(base + "/_stcore/health", timeout=1) as resp:
                if resp.status == 200:
                    return time.perf_counter()
        except OSError:
            pass
        time.sleep(0.02)
    raise RuntimeError("streamlit did not answer /_stcore/health in time")


def one_start(browser: Any, env: dict[str, str], port: int, log: Path) -> dict[str, float]:
    """Seconds from process start to the server's health, to the frontend loaded in the browser, to the chat
    box (the page script has run: engine built), and to the first answer."""
    import re

    t0 = time.perf_counter()
    proc = _streamlit(env, port, log)
    try:
        base = f"http://127.0.0.1:{port}"
        healthy = _healthy(base, proc, t0 + TIMEOUT_S, log)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        try:
            page.set_default_timeout(TIMEOUT_S * 1000)
            page.goto(base + "/")
            page.locator('[data-testid="stApp"]').wait_for(state="attached")
            shell = time.perf_counter()  # the frontend is loaded; the page script runs from here
            box = page.locator('[data-testid="stChatInputTextArea"]')
            box.wait_for()
            ready = time.perf_counter()
            box.fill(QUESTION)
            box.press("Enter")
            page.get_by_text(re.compile(r"^Done in \d+ ms$")).last.wait_for()
            answered = time.perf_counter()
        finally:
            page.close()
    finally:
        _stop(proc)
    return {"health_s": healthy - t0, "frontend_s": shell - t0, "chat_ready_s": ready - t0, "first_answer_s": answered - t0}


def run(env: dict[str, str], port_of: Any, log_dir: Path, starts: int = 3) -> dict[str, Any]:
    """p50 of `starts` timed cold starts after one untimed set-up start (`port_of()` gives a free port)."""
    if not CHROMIUM.exists():
        return {"skipped": f"{CHROMIUM} is missing (apt-get install -y chromium)"}
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as exc:
        return {"skipped": f"playwright is not installed: {exc}"}
    log_dir.mkdir(parents=True, exist_ok=True)
    runs: list[dict[str, float]] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=LAUNCH_ARGS)
        try:
            t_setup = time.perf_counter()
            with open(log_dir / "first-answer-setup.log", "w", encoding="utf-8") as out:  # what run.sh does first
                subprocess.run([sys.executable, "-m", "querylab", "setup"], cwd=REPO_ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
                               check=True, timeout=TIMEOUT_S)
            one_start(browser, env, port_of(), log_dir / "first-answer-warmup.log")
            setup_s = time.perf_counter() - t_setup
            for i in range(starts):
                runs.append(one_start(browser, env, port_of(), log_dir / f"first-answer-{i}.log"))
        finally:
            browser.close()
    out: dict[str, Any] = {"question": QUESTION, "setup_start_s": round(setup_s, 2), "starts": len(runs)}
    for key in ("health_s", "frontend_s", "chat_ready_s", "first_answer_s"):
        values = [r[key] for r in runs]
        out[key] = [round(v, 2) for v in values]
        out[f"{key}_p50"] = round(median(values), 2)
    return out
