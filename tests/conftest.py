"""Shared fixtures. Fakes live in tests/fakes/; these fixtures only assemble them."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
os.environ.setdefault("HF_HUB_OFFLINE", "1")


#: Test folders whose tests measure the embedder itself: they run without the embedding memo.
UNMEMOIZED = ("tests/embeddings/", "tests/bench/")


@pytest.fixture(scope="session", autouse=True)
def embedding_memo():
    """MiniLM vectors shared by every engine this test process builds (tests/fakes/embedding_memo.py says why)."""
    from querylab.embeddings.minilm import MiniLMEmbedder
    from tests.fakes.embedding_memo import EmbeddingMemo

    memo = EmbeddingMemo()
    real = MiniLMEmbedder.embed
    MiniLMEmbedder.embed = memo.wrap(real)
    try:
        yield memo
    finally:
        MiniLMEmbedder.embed = real


@pytest.fixture(autouse=True)
def _memo_switch(request: pytest.FixtureRequest, embedding_memo) -> None:
    rel = Path(str(request.node.path)).resolve().relative_to(REPO).as_posix()
    embedding_memo.enabled = not rel.startswith(UNMEMOIZED)


@pytest.fixture(scope="session")
def minilm():
    """The real offline embedder (built once per test session)."""
    from querylab.embeddings.minilm import MiniLMEmbedder

    return MiniLMEmbedder()


@pytest.fixture(scope="session")
def offline_llm(minilm):
    from querylab.offline import OfflineLLM

    return OfflineLLM(minilm, REPO / "prompts")


@pytest.fixture(scope="session")
def corpus(minilm):
    """Two tenants' look-alike policies plus an injected document, in memory (tests/fakes/memory_corpus.py)."""
    from tests.fakes.memory_corpus import policy_corpus

    return policy_corpus(minilm)


#: Set to 1 to let the tests that need the real llama.cpp server skip on a machine without it. CI never
#: sets it: `./test.sh` installs the local model, so a missing one there is a failure, not a skip.
ALLOW_NO_LOCAL_MODEL = "QUERYLAB_ALLOW_NO_LOCAL_MODEL"


def require_local_model() -> None:
    """Fail (or, with QUERYLAB_ALLOW_NO_LOCAL_MODEL=1, skip) when llama.cpp or the model is not installed."""
    from querylab.llm.local_server import missing_requirements

    problem = missing_requirements(None)
    if problem is None:
        return
    if os.environ.get(ALLOW_NO_LOCAL_MODEL) == "1":
        pytest.skip(f"{problem} ({ALLOW_NO_LOCAL_MODEL}=1)")
    pytest.fail(f"{problem} (set {ALLOW_NO_LOCAL_MODEL}=1 to skip these tests on a machine without it)", pytrace=False)


@pytest.fixture(scope="session")
def local_llm(tmp_path_factory):
    """The real local model: llama.cpp's OpenAI-compatible server as a child process, started once per session."""
    from querylab.llm.local_backend import LocalLLM
    from querylab.llm.local_server import LocalServer, ServerOptions

    require_local_model()
    # Two threads, not the app's default of half the cores: while these tests wait on the server the test process
    # is idle, and prefill is what they spend (about 70 tokens/s per thread here). Measured in session 22: the memU
    # test's two turns took 135 s on one thread and 79 s on two.
    server = LocalServer(ServerOptions(log_dir=tmp_path_factory.mktemp("llama-server"), start_timeout_s=180.0, threads=2))
    llm = LocalLLM(server, timeout_s=180.0).start()  # a generous timeout: the test machine's cores are shared
    yield llm
    llm.close()


@pytest.fixture(scope="session")
def postgres_server():
    """A real PostgreSQL server on loopback for the session (Debian's package), torn down at the end.

    Without the package: skipped locally, a failure in CI (`CI` set): `.ci/run` installs it."""
    import tempfile

    from tests.fakes.processes import PostgresServer, postgres_bin_dir

    bin_dir = postgres_bin_dir()
    if bin_dir is None:
        message = "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install -y postgresql"
        if os.environ.get("CI"):
            pytest.fail(message + " (CI is set, so the PostgreSQL tests must run)", pytrace=False)
        pytest.skip(message)
    server = PostgresServer(Path(tempfile.mkdtemp(prefix="ql-pg-")), bin_dir)
    try:
        server.start()
    except Exception as exc:  # noqa: BLE001 - show the server's own words
        server.stop()
        pytest.fail(f"PostgreSQL did not start: {exc}\n{server.log_tail()}", pytrace=False)
    yield server
    from querylab.storage import close_shared

    close_shared()
    server.stop()


@pytest.fixture
def postgres_url(postgres_server) -> str:
    """A URL whose connections work in a fresh, empty schema: every test starts from no tables."""
    import uuid

    import psycopg

    schema = "t_" + uuid.uuid4().hex[:12]
    with psycopg.connect(postgres_server.url, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    return f"{postgres_server.url}?options=-csearch_path%3D{schema}"
