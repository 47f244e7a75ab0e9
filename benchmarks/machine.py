"""The machine a benchmark ran on: numbers mean little without cores, load and library versions."""

from __future__ import annotations

import importlib.metadata
import os
import platform
import subprocess
from pathlib import Path
from typing import Any

from querylab.config import REPO_ROOT

LIBRARIES = ("chromadb", "openai", "onnxruntime", "tokenizers", "numpy", "bm25s", "pydantic", "httpx", "streamlit")


def _first(path: str, key: str) -> str | None:
    try:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            if line.startswith(key):
                return line.split(":", 1)[1].strip()
    except OSError:
        return None
    return None


def _version(name: str) -> str | None:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


def _git_commit() -> str | None:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO_ROOT, capture_output=True, text=True, timeout=5)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None


def load_average() -> list[float] | None:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return None


def machine_info() -> dict[str, Any]:
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    mem = _first("/proc/meminfo", "MemTotal")
    return {
        "cores": os.cpu_count(),
        "cores_usable": usable,
        "cpu": _first("/proc/cpuinfo", "model name") or platform.processor() or None,
        "memory": mem,
        "platform": platform.platform(),
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "libraries": {name: _version(name) for name in LIBRARIES},
        "git_commit": _git_commit(),
        "load_average_start": load_average(),
    }
