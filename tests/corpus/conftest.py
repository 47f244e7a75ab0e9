"""Fixtures for the corpus tests: a fake embedder, settings in a temp dir, and store factories.

The store contract suite runs against two backends: the embedded `PersistentClient` and a real
`chroma run` server started once per session (killed at the end). Each store gets its own data_dir
(manifest, BM25) and its own collection name, so tests never see each other's data.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
import uuid
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
if str(REPO_ROOT) not in sys.path:  # `tests.fakes` must import however pytest was started
    sys.path.insert(0, str(REPO_ROOT))

from querylab.config import Settings  # noqa: E402
from querylab.contracts import Scope  # noqa: E402
from querylab.corpus.store import CorpusStore  # noqa: E402
from tests.fakes.hash_embedder import HashEmbedder  # noqa: E402
from tests.fakes.processes import free_port, stop

StoreFactory = Callable[..., CorpusStore]


def scope(tenant: str = "acme", *groups: str) -> Scope:
    return Scope(tenant=tenant, user="tester", groups=tuple(groups), as_of=datetime(2025, 6, 1, tzinfo=timezone.utc))


@pytest.fixture
def embedder() -> HashEmbedder:
    return HashEmbedder()


def base_settings(data_dir: Path, **overrides: object) -> Settings:
    values: dict[str, object] = dict(
        data_dir=data_dir, collection="c" + uuid.uuid4().hex[:10], chunk_size=240, chunk_overlap=60, max_file_mb=1.0
    )
    values.update(overrides)
    return Settings(**values)  # type: ignore[arg-type]


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return base_settings(tmp_path / "data")



@pytest.fixture(scope="session")
def chroma_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, int]]:
    """A real Chroma server for the session; its address as (host, port)."""
    import chromadb

    exe = Path(sys.executable).parent / "chroma"
    command = str(exe) if exe.exists() else shutil.which("chroma")
    if command is None:
        pytest.fail("the `chroma` command (installed with chromadb) was not found")
    root = tmp_path_factory.mktemp("chroma-server")
    port = free_port()
    log_path = root / "server.log"
    with open(log_path, "wb") as log_file:
        proc = subprocess.Popen(
            [command, "run", "--path", str(root / "db"), "--host", "127.0.0.1", "--port", str(port)],
            stdout=log_file,
            stderr=subprocess.STDOUT,
        )
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                chromadb.HttpClient(host="127.0.0.1", port=port).heartbeat()
                break
            except Exception:
                if proc.poll() is not None or time.monotonic() > deadline:
                    tail = log_path.read_text(errors="replace")[-2000:]
                    pytest.fail(f"chroma server did not answer on port {port}:\n{tail}")
                time.sleep(0.2)
        yield "127.0.0.1", port
    finally:
        stop(proc)


@pytest.fixture
def embedded_factory(tmp_path: Path) -> StoreFactory:
    """make(data_dir=None, embedder=None, **settings) -> CorpusStore on the embedded client."""
    default_dir = tmp_path / "data"
    collection = "c" + uuid.uuid4().hex[:10]

    def make(data_dir: Path | None = None, embedder: HashEmbedder | None = None, on_texts_removed: Any = None, **overrides: object) -> CorpusStore:
        overrides.setdefault("collection", collection)
        return CorpusStore(base_settings(data_dir or default_dir, **overrides), embedder or HashEmbedder(), on_texts_removed=on_texts_removed)

    return make


@pytest.fixture
def server_factory(tmp_path: Path, chroma_server: tuple[str, int]) -> StoreFactory:
    """Same as `embedded_factory`, but Chroma is the session's server (manifest still in data_dir)."""
    host, port = chroma_server
    default_dir = tmp_path / "data"
    collection = "c" + uuid.uuid4().hex[:10]

    def make(data_dir: Path | None = None, embedder: HashEmbedder | None = None, on_texts_removed: Any = None, **overrides: object) -> CorpusStore:
        overrides.setdefault("collection", collection)
        overrides.setdefault("chroma_host", host)
        overrides.setdefault("chroma_port", port)
        return CorpusStore(base_settings(data_dir or default_dir, **overrides), embedder or HashEmbedder(), on_texts_removed=on_texts_removed)

    return make


@pytest.fixture
def store(embedded_factory: StoreFactory) -> CorpusStore:
    return embedded_factory()
