"""Helpers for tests that start real servers (streamlit run, chroma run, PostgreSQL) as child processes."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path


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


# -- PostgreSQL -----------------------------------------------------------------------------------
POSTGRES_BIN_GLOB = "/usr/lib/postgresql/*/bin"


def postgres_bin_dir() -> Path | None:
    """Debian's PostgreSQL binaries (`apt-get install postgresql`), newest version first; None when absent."""
    found = sorted(Path("/").glob(POSTGRES_BIN_GLOB.lstrip("/")), key=lambda p: _version_key(p.parent.name), reverse=True)
    return next((d for d in found if (d / "initdb").exists() and (d / "pg_ctl").exists()), None)


def _version_key(name: str) -> tuple[int, ...]:
    return tuple(int(x) for x in name.split(".") if x.isdigit()) or (0,)


class PostgresServer:
    """A throw-away PostgreSQL cluster on 127.0.0.1:<free port> in `root` (trust auth, fsync off: tests only).

    PostgreSQL refuses to run as root, and CI runs as root: then initdb and the server run as the
    `postgres` system user the Debian package creates (`runuser -u postgres --`), in a directory it owns.
    """

    def __init__(self, root: Path, bin_dir: Path) -> None:
        self.root = root
        self.bin_dir = bin_dir
        self.data = root / "data"
        self.port = free_port()
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"
        self._as = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []

    def _run(self, *args: str, timeout: float = 60) -> None:
        subprocess.run([*self._as, *args], check=True, capture_output=True, timeout=timeout)

    def start(self) -> "PostgresServer":
        self.root.mkdir(parents=True, exist_ok=True)
        if self._as:
            shutil.chown(self.root, "postgres")
            self.root.chmod(0o700)
        self._run(str(self.bin_dir / "initdb"), "-D", str(self.data), "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync")
        options = f"-h 127.0.0.1 -p {self.port} -k {self.root} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
        self._run(str(self.bin_dir / "pg_ctl"), "-D", str(self.data), "-o", options, "-l", str(self.root / "server.log"), "-w", "-t", "60", "start", timeout=90)
        return self

    def stop(self) -> None:
        try:
            self._run(str(self.bin_dir / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop", timeout=60)
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired):
            pass
        shutil.rmtree(self.root, ignore_errors=True)

    def log_tail(self) -> str:
        try:
            return (self.root / "server.log").read_text(errors="replace")[-2000:]
        except OSError:
            return ""


# -- app and Chroma servers -----------------------------------------------------------------------
def wait_until(check, proc: subprocess.Popen, timeout_s: float, what: str, log: Path | None = None) -> None:
    """Poll `check()` until it is true; raise naming `what` (with the log's tail) when `proc` died or time ran out."""
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            if check():
                return
        except Exception:  # noqa: BLE001 - not up yet
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            tail = log.read_text(errors="replace")[-3000:] if log is not None and log.exists() else ""
            raise RuntimeError(f"{what} did not start (exit code {proc.poll()}):\n{tail}")
        time.sleep(0.2)


def start_chroma(root: Path) -> tuple[subprocess.Popen, int]:
    """`chroma run` on 127.0.0.1:<free port> with its data in `root`; returns (process, port) once it answers."""
    import chromadb

    exe = Path(sys.executable).parent / "chroma"
    port = free_port()
    log = root / "chroma.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen([str(exe) if exe.exists() else "chroma", "run", "--path", str(root / "chroma"), "--host", "127.0.0.1",
                                 "--port", str(port)], stdout=out, stderr=subprocess.STDOUT)
    wait_until(lambda: chromadb.HttpClient(host="127.0.0.1", port=port).heartbeat(), proc, 30, "chroma run", log)
    return proc, port


def start_streamlit(repo: Path, env: dict[str, str], log: Path) -> tuple[subprocess.Popen, str]:
    """`streamlit run app.py` on 127.0.0.1:<free port>; returns (process, base URL) once it is healthy."""
    import urllib.request

    port = free_port()
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", "app.py", "--server.address", "127.0.0.1", "--server.port", str(port),
             "--server.headless", "true", "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
            cwd=repo, env=env, stdout=out, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"

    def healthy() -> bool:
        with urllib.request.urlopen(base + "/_stcore/health", timeout=2) as r:
            return r.status == 200

    wait_until(healthy, proc, 60, "streamlit run", log)
    return proc, base
