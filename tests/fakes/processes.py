"""Helpers for tests that start real servers (streamlit run, chroma run) as child processes."""

from __future__ import annotations

import socket
import subprocess


def free_port() -> int:
    """A port on loopback that is free right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def stop(proc: subprocess.Popen) -> None:
    """Terminate a child process, killing it if it does not exit within 10 s."""
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=5)
