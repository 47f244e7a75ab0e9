"""What every benchmark shares: the run's context (settings, cache, one MiniLM), percentiles, fakes.

Why one context: MiniLM takes about a second to load and a few hundred MB; the benchmarks share one.
Why the cache lives under the data dir (`<QUERYLAB_DATA_DIR>/bench-cache/`): corpora that take minutes to
build (100k chunks) are built once and reused by later runs; nothing is written anywhere else.
"""

from __future__ import annotations

import math
import shutil
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from querylab.config import REPO_ROOT, Settings

if TYPE_CHECKING:  # pragma: no cover - typing only
    from querylab.embeddings.minilm import MiniLMEmbedder

BENCH_TENANT = "bench"


@dataclass
class BenchContext:
    settings: Settings
    quick: bool
    cache: Path = field(init=False)
    _minilm: "MiniLMEmbedder | None" = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        self.cache = Path(self.settings.data_dir) / "bench-cache"
        self.cache.mkdir(parents=True, exist_ok=True)

    def minilm(self) -> "MiniLMEmbedder":
        if self._minilm is None:
            from querylab.embeddings.minilm import MiniLMEmbedder

            self._minilm = MiniLMEmbedder(model_dir=self.settings.model_dir)
        return self._minilm

    def data_dir(self, name: str, *, fresh: bool = False) -> Path:
        """A data dir for one benchmark's corpus inside the cache (emptied first when `fresh`)."""
        path = self.cache / name
        if fresh and path.exists():
            shutil.rmtree(path)
        path.mkdir(parents=True, exist_ok=True)
        return path

    def settings_for(self, name: str, *, fresh: bool = False, **changes: Any) -> Settings:
        """Settings of an isolated store: own Chroma, BM25, manifest and traces; no sample seeding."""
        return self.settings.with_(data_dir=self.data_dir(name, fresh=fresh), chroma_host=None, seed_sample_corpus=False, **changes)


def fakes():  # noqa: ANN201 - the module
    """tests/fakes/openai_server.py: the loopback OpenAI-compatible server (importable outside pytest)."""
    if str(REPO_ROOT) not in sys.path:
        sys.path.insert(0, str(REPO_ROOT))
    from tests.fakes import openai_server

    return openai_server


def start_fake_server(**knobs: Any) -> Any:
    """A started `FakeOpenAIServer` whose replies are sent with TCP_NODELAY, as real servers send them.

    The fake's `http.server` handler leaves Nagle's algorithm on, so each reply's body waits for the client's
    delayed ACK of its headers: about 40 ms per request (and bursty streams) that no real server (uvicorn,
    vLLM, nginx) adds. Only this instance's handler is switched (`disable_nagle_algorithm`); the fake's
    module is not changed, so other users of the fake see it as it is.
    """
    module = fakes()
    server = module.FakeOpenAIServer(**knobs).start()
    base = server._httpd.RequestHandlerClass  # noqa: SLF001 - a benchmark configuring its own fake
    server._httpd.RequestHandlerClass = type("NoDelayHandler", (base,), {"disable_nagle_algorithm": True})  # noqa: SLF001
    return server


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100); nan for no values. Nearest rank: a reported p95 was observed."""
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return float(ordered[rank - 1])


def median(values: Sequence[float]) -> float:
    return float(statistics.median(values)) if values else math.nan


def summary(values: Sequence[float]) -> dict[str, float | int]:
    return {"n": len(values), "p50": round(median(values), 3), "p95": round(percentile(values, 95), 3), "min": round(min(values), 3) if values else math.nan}


class Stopwatch:
    """`with Stopwatch() as sw: ...` then `sw.s` seconds (perf_counter)."""

    def __enter__(self) -> "Stopwatch":
        self.t0 = time.perf_counter()
        self.s = 0.0
        return self

    def __exit__(self, *exc: object) -> None:
        self.s = time.perf_counter() - self.t0
