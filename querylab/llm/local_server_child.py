"""Entry point of the llama.cpp server child: `python -m querylab.llm.local_server_child PARENT_PID -- ARGS`.

Why a wrapper around `python -m llama_cpp.server`: a child started by QueryLab must not outlive it. A
daemon thread watches the parent's pid and ends this process as soon as the parent is gone (also when
the parent was killed with SIGKILL and had no chance to stop it). `prctl(PR_SET_PDEATHSIG)` is not used:
it fires when the *thread* that started the child ends, and Streamlit starts engines on short-lived
script threads. The remaining arguments go to llama_cpp.server unchanged.
"""

from __future__ import annotations

import os
import runpy
import sys
import threading
import time


def _watch_parent(parent_pid: int) -> None:
    while True:
        if os.getppid() != parent_pid:
            os._exit(0)
        time.sleep(1.0)


def main(argv: list[str]) -> None:
    if len(argv) < 2 or argv[1] != "--":
        sys.stderr.write("usage: python -m querylab.llm.local_server_child PARENT_PID -- LLAMA_CPP_SERVER_ARGS...\n")
        raise SystemExit(2)
    threading.Thread(target=_watch_parent, args=(int(argv[0]),), name="parent-watch", daemon=True).start()
    sys.argv = ["llama_cpp.server", *argv[2:]]
    runpy.run_module("llama_cpp.server", run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main(sys.argv[1:])
