"""File intake: which files a list of paths stands for, and a file's bytes within the size limit.

Why apart from the store: this is about the file system (folders walked, hidden entries skipped, sizes checked
before a byte is read), while `CorpusStore` is about Chroma and the manifest. The single-file path and the
windowed batch (`ingest_batch`) read files the same way through here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable, Iterator

from querylab.corpus.errors import IngestError
from querylab.corpus.safety import check_size


def expand_paths(paths: Iterable[Path]) -> Iterator[tuple[Path, str]]:
    """(file, source name) for files and folders (recursively, hidden entries skipped); a file inside a folder is
    named by its path relative to that folder (e.g. `policies/refunds.md`)."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            for child in sorted(path.rglob("*")):
                rel = child.relative_to(path)
                if any(part.startswith(".") for part in rel.parts) or child.is_dir():
                    continue
                yield child, rel.as_posix()
        else:
            yield path, path.name


def read_file(path: Path, source: str, max_file_mb: float) -> bytes:
    """The file's bytes; raises `IngestError` naming the file and why it could not be read."""
    try:
        if not path.is_file():
            raise IngestError(source, "no such file" if not path.exists() else "not a regular file")
        check_size(source, path.stat().st_size, max_file_mb)
        return path.read_bytes()
    except OSError as exc:
        raise IngestError(source, f"the file could not be read ({exc.strerror or exc})") from exc
