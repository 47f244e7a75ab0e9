"""Progress on a terminal: the command line's counterpart of st.progress, shared by `ingest`, `eval` and `bench`."""

from __future__ import annotations

import sys


class ProgressBar:
    """A one-line progress bar on stderr (the command line's counterpart of st.progress)."""

    def __init__(self, label: str) -> None:
        self.label = label

    def __call__(self, progress) -> None:
        done, total = getattr(progress, "done", 0), max(getattr(progress, "total", 1), 1)
        width = 30
        filled = int(width * done / total)
        current = getattr(progress, "source", "") or ""
        sys.stderr.write(f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] {done}/{total} {str(current)[:40]:<40}")
        if done >= total:
            sys.stderr.write("\n")
        sys.stderr.flush()
