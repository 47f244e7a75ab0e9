"""Fixtures for the adversarial suite: engines over the sample corpus, built once per session.

Why the hash embedder (tests/fakes/hash_embedder.py) for the store and, in most tests, for the offline
model: the suite runs a few thousand turns and a few hundred uploads inside a 90-second budget on two
shared cores, and the store's embeddings do not change what the trust rules (filters, escaping, route
validation, tool authorization) do. Where the offline model's own behaviour matters (isolation and
injection), it runs on real MiniLM embeddings behind a cache (`minilm_offline_llm`): uncached, MiniLM
costs ~0.7 s per knowledge turn because the judge and answerer embed every sentence of the chunks.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:  # `tests.fakes` must import however pytest was started
    sys.path.insert(0, str(REPO))

from querylab.config import Settings  # noqa: E402
from querylab.contracts import Principal  # noqa: E402
from querylab.engine import Engine  # noqa: E402
from querylab.llm.base import LLM  # noqa: E402
from tests.fakes.hash_embedder import HashEmbedder  # noqa: E402

ALICE = Principal(tenant="acme", user="alice", groups=("staff",))
CAROL = Principal(tenant="globex", user="carol", groups=("staff",))
PRESET_NAMES = ("guarded", "ragmeup", "memu")


def make_settings(data_dir: Path, **overrides: Any) -> Settings:
    """Settings for a test engine: offline, everything written under `data_dir`."""
    values: dict[str, Any] = {"data_dir": data_dir, "llm_backend": "offline", "collection": "querylab"}
    values.update(overrides)
    return Settings(**values)


@pytest.fixture(scope="session")
def hash_embedder() -> HashEmbedder:
    return HashEmbedder(dim=128)


@pytest.fixture(scope="session")
def hash_offline_llm(hash_embedder: HashEmbedder) -> LLM:
    """The real offline model (same code and rules), reading hash embeddings instead of MiniLM ones."""
    from querylab.offline import OfflineLLM

    return OfflineLLM(hash_embedder, REPO / "prompts")


@pytest.fixture(scope="session")
def sample_data_dir(tmp_path_factory: pytest.TempPathFactory, hash_embedder: HashEmbedder) -> Path:
    """A data dir holding the whole sample corpus (acme and globex), ingested once."""
    data_dir = tmp_path_factory.mktemp("adversarial-sample")
    engine = Engine(make_settings(data_dir), embedder=hash_embedder, llm=_NeverCalled())
    added = engine.seed_sample_corpus()
    assert added >= 20, "the sample corpus did not ingest"
    return data_dir


@pytest.fixture(scope="session")
def engine_over_sample(sample_data_dir: Path, hash_embedder: HashEmbedder) -> Callable[[LLM], Engine]:
    """engine(llm) -> an Engine over the shared sample data dir (turns are asked with save=False
    unless a test says otherwise, so tests do not see each other's traces)."""

    def build(llm: LLM) -> Engine:
        return Engine(make_settings(sample_data_dir), llm=llm, embedder=hash_embedder)

    return build


@pytest.fixture(scope="session")
def sample_engine(engine_over_sample: Callable[[LLM], Engine], hash_offline_llm: LLM) -> Engine:
    return engine_over_sample(hash_offline_llm)


class _NeverCalled:
    """An LLM for engines that only ingest: any call is a test bug."""

    name = "never"
    model = "never"
    offline = True

    def complete(self, request: Any) -> Any:
        raise AssertionError(f"this engine only ingests; it was asked {request.task!r}")

    def stream(self, request: Any) -> Iterator[str]:
        raise AssertionError(f"this engine only ingests; it was asked {request.task!r}")


@pytest.fixture(scope="session")
def minilm_offline_llm(minilm) -> LLM:
    """The offline model on real MiniLM embeddings, memoised: each corpus sentence is embedded once."""
    from querylab.offline import OfflineLLM
    from tests.adversarial.support import CachingEmbedder

    return OfflineLLM(CachingEmbedder(minilm), REPO / "prompts")
