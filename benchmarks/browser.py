"""The browser app: Chat page rerun time with 50 turns in session state, and cold start to the first answer.

Both run in child processes. The engine package never imports Streamlit (tests/test_engine_boundaries.py),
and a child process also keeps Streamlit's global state and the app's environment (its own data dir,
offline model) out of the benchmark process. The AppTest probe is therefore a script passed to `python -c`.

- rerun: `AppTest.from_file("app.py")`, one real chat turn (offline model), then 50 copies of that trace in
  `st.session_state.turns`, and `at.run()` timed several times (median). The first `at.run()` (engine
  build, corpus seeding) is reported apart.
- cold start: `streamlit run app.py` until the first question is answered in chromium (`first_answer.py`;
  the time to `/_stcore/health` is reported beside it: that is only the server being up).

Optional by design: if Streamlit cannot start here, the result says why and the other benchmarks stand.
"""

from __future__ import annotations

import json
import logging
import os
import socket
import subprocess
import sys
from typing import Any

from benchmarks import first_answer
from benchmarks.common import BenchContext, median
from querylab.config import REPO_ROOT

logger = logging.getLogger(__name__)

PROBE = REPO_ROOT / "scripts" / "bench_chat_rerun.py"  # drives Streamlit, so it lives outside the engine


def _env(ctx: BenchContext) -> dict[str, str]:
    env = dict(os.environ)
    env.update({
        "QUERYLAB_DATA_DIR": str(ctx.data_dir("app")), "QUERYLAB_LLM_BACKEND": "offline", "QUERYLAB_SEED_SAMPLE": "1",
        "QUERYLAB_TENANT": "acme", "QUERYLAB_DEMO_PERSONAS": "0", "HF_HUB_OFFLINE": "1",
        "STREAMLIT_BROWSER_GATHER_USAGE_STATS": "false",
    })
    env.pop("OPENAI_API_KEY", None)
    env.pop("CHROMA_HOST", None)
    return env


def rerun(ctx: BenchContext, n_turns: int = 50, reps: int = 7) -> dict[str, Any]:
    proc = subprocess.run(
        [sys.executable, str(PROBE), str(REPO_ROOT / "app.py"), str(n_turns), str(reps)],
        cwd=REPO_ROOT, env=_env(ctx), capture_output=True, text=True, timeout=900,
    )
    line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("BENCH-RESULT ")), None)
    if proc.returncode != 0 or line is None:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-5:]
        return {"skipped": f"AppTest probe failed (exit {proc.returncode}): {' | '.join(tail)}"}
    data = json.loads(line.split(" ", 1)[1])
    return {"turns": n_turns, "rerun_ms": [round(t, 1) for t in data["rerun_ms"]], "rerun_ms_p50": round(median(data["rerun_ms"]), 1),
            "first_run_s": round(data["first_run_s"], 2), "chat_messages": data["chat_messages"]}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def run(ctx: BenchContext) -> dict[str, Any]:
    if ctx.quick:
        return {"skipped": "not run with --quick (needs the engine build and Streamlit start, tens of seconds)"}
    result: dict[str, Any] = {}
    try:
        result["chat_rerun"] = rerun(ctx)
    except Exception as exc:  # optional part: report, never fail the suite
        result["chat_rerun"] = {"skipped": f"{type(exc).__name__}: {exc}"}
    try:
        result["cold_start"] = first_answer.run(_env(ctx), _free_port, ctx.cache / "logs")
    except Exception as exc:  # optional part: report, never fail the suite
        logger.warning("cold start to the first answer failed", exc_info=True)
        result["cold_start"] = {"skipped": f"{type(exc).__name__}: {exc}"}
    return result
