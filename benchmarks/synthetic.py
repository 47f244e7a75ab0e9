"""A synthetic corpus of any size, built once and cached: for measuring the pipeline at 1k, 10k and 100k chunks.

Its layout is what a shared deployment holds: `TENANTS` tenants of unequal size (the first holds half the
chunks, the smallest under 2 %), and one document in `RESTRICTED_EVERY` stated for an audience the asking
principal is not in (`Audience: managers`), so the scope check hides some of every tenant's nearest chunks.
The overhead benchmark asks as the largest and as the smallest tenant in turn.

Why synthetic and why random vectors: embedding 100k passages with MiniLM takes over half an hour on 2
cores, and the overhead benchmark needs the *store* to be large, not meaningful. So documents are built
from a seeded Zipf-distributed vocabulary (BM25 posting lists look like a real corpus's), go through the
real ingestion path (`CorpusStore.ingest_bytes`: loader, chunker, metadata, manifest, Chroma), and are
embedded by `RandomUnitEmbedder` (a seeded random unit vector per text). At query time `QueryEmbedder`
embeds questions with the real MiniLM, so every turn pays the real query-embedding cost; dense hits are
arbitrary (the stored vectors mean nothing) but Chroma does the same work.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import numpy as np

from benchmarks.common import BenchContext
from benchmarks.replies import KnowledgeCase, case
from querylab.config import Settings
from querylab.embeddings.base import Embedder

logger = logging.getLogger(__name__)

#: Bump when the generated text or layout changes: cached corpora of another version are rebuilt.
SYNTH_VERSION = "2"  # 2: ten tenants of unequal size, audience-restricted documents
EMBEDDER_NAME = "bench-synthetic-384"
DIM = 384
PARAGRAPHS_PER_DOC = 100  # each ~650-character paragraph becomes one chunk (chunk_size 800)
#: (tenant, share of the chunks): one tenant holds half, the rest taper off to 1.5 %.
TENANTS: tuple[tuple[str, float], ...] = (("t00", 0.50), ("t01", 0.15), ("t02", 0.10), ("t03", 0.07), ("t04", 0.05),
                                          ("t05", 0.04), ("t06", 0.03), ("t07", 0.025), ("t08", 0.02), ("t09", 0.015))
LARGE_TENANT, SMALL_TENANT = TENANTS[0][0], TENANTS[-1][0]
RESTRICTED_EVERY = 5  # one document in five of each tenant is for managers only (the benchmark asks as staff)
_COMMON = "the a of to and in for on is are be with by this that at from or as employee policy customer request order days approval".split()


class RandomUnitEmbedder:
    """A seeded random unit vector per text: microseconds per text, no meaning at all."""

    name = EMBEDDER_NAME
    dim = DIM

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        for i, text in enumerate(texts):
            seed = int.from_bytes(hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest(), "little")
            out[i] = np.random.default_rng(seed).standard_normal(self.dim)
        out /= np.linalg.norm(out, axis=1, keepdims=True)
        return out


class QueryEmbedder:
    """MiniLM under the synthetic store's name: questions pay MiniLM's real cost against random vectors."""

    name = EMBEDDER_NAME
    dim = DIM

    def __init__(self, minilm: Embedder) -> None:
        self.minilm = minilm

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return self.minilm.embed(texts)


@dataclass
class Vocabulary:
    words: list[str]
    weights: np.ndarray

    @classmethod
    def make(cls, rng: np.random.Generator, size: int = 4000) -> "Vocabulary":
        syllables = [c + v for c in "bcdfghklmnprstvz" for v in ("a", "e", "i", "o", "u", "ar", "en", "ol")]
        seen: dict[str, None] = dict.fromkeys(_COMMON)
        while len(seen) < size:
            seen["".join(rng.choice(syllables, size=int(rng.integers(2, 4))))] = None
        words = list(seen)
        ranks = np.arange(1, len(words) + 1, dtype=np.float64)
        weights = 1.0 / ranks**1.07  # Zipf-like
        return cls(words, weights / weights.sum())

    def sample(self, rng: np.random.Generator, n: int) -> list[str]:
        return [self.words[i] for i in rng.choice(len(self.words), size=n, p=self.weights)]


def _paragraph(vocab: Vocabulary, rng: np.random.Generator) -> str:
    sentences = []
    while sum(len(s) + 1 for s in sentences) < 600:
        words = vocab.sample(rng, int(rng.integers(8, 16)))
        sentences.append(" ".join(words).capitalize() + ".")
    return " ".join(sentences)


def document(vocab: Vocabulary, rng: np.random.Generator, index: int, *, paragraphs: int = PARAGRAPHS_PER_DOC, restricted: bool = False) -> tuple[str, bytes]:
    title = " ".join(w.capitalize() for w in vocab.sample(rng, 3))
    parts = [f"# {title} {index}", f"Audience: {'managers' if restricted else 'all'}"]
    for section in range(max(1, paragraphs // 5)):
        parts.append(f"## Section {section + 1}: {' '.join(vocab.sample(rng, 2))}")
        parts += [_paragraph(vocab, rng) for _ in range(5)]
    return f"synthetic-{index:05d}.md", "\n\n".join(parts).encode("utf-8")


def questions(n: int, seed: int = 7) -> list[KnowledgeCase]:
    """Questions in the corpus's vocabulary (mid-frequency words, so BM25 finds real posting lists)."""
    rng = np.random.default_rng(seed)
    vocab = Vocabulary.make(np.random.default_rng(0))
    out = []
    for i in range(n):
        a, b, c, d, e = (vocab.words[int(j)] for j in rng.integers(40, 1500, size=5))
        out.append(case(f"What is the {a} {b} rule for {c} number {i}?", f"{d} {e} procedure", f"{d} {e}", f"{a} {b}"))
    return out


def plan(size: int) -> list[tuple[str, int]]:
    """(tenant, chunks) for a corpus of `size` chunks: each tenant's share, at least one small document."""
    return [(tenant, max(20, round(size * share))) for tenant, share in TENANTS]


def build(ctx: BenchContext, size: int) -> tuple[Settings, dict]:
    """The cached store of `size` chunks (building it on the first call): (its settings, build info)."""
    from querylab.corpus.bm25 import BM25Index
    from querylab.corpus.store import CorpusStore

    name = f"overhead-{size}"
    settings = ctx.settings_for(name, tenant=LARGE_TENANT)
    marker = Path(settings.data_dir) / "bench-built.json"
    if marker.exists():
        info = json.loads(marker.read_text(encoding="utf-8"))
        if info.get("version") == SYNTH_VERSION and info.get("size") == size:
            info["cached"] = True
            return settings, info
    settings = ctx.settings_for(name, fresh=True, tenant=LARGE_TENANT)
    rng = np.random.default_rng(0)
    vocab = Vocabulary.make(rng)
    store = CorpusStore(settings, RandomUnitEmbedder())
    t0 = time.perf_counter()
    chunks = docs = 0
    per_tenant: dict[str, dict[str, int]] = {}
    for tenant, target in plan(size):
        got = n_docs = restricted = 0
        while got < target:
            paragraphs = min(PARAGRAPHS_PER_DOC, max(4, target // RESTRICTED_EVERY), target - got)
            hidden = n_docs % RESTRICTED_EVERY == 1  # so even the smallest tenant has a restricted document
            source, data = document(vocab, rng, docs, paragraphs=paragraphs, restricted=hidden)
            result = store.ingest_bytes(source, data, tenant)
            if result.status == "error":
                raise RuntimeError(f"synthetic ingestion failed: {result.error}")
            got += result.n_chunks
            n_docs += 1
            docs += 1
            restricted += hidden
            if docs % 50 == 0:
                logger.info("synthetic corpus %d: %d chunks so far", size, chunks + got)
        chunks += got
        per_tenant[tenant] = {"chunks": got, "documents": n_docs, "restricted_documents": restricted}
    ingest_s = time.perf_counter() - t0
    t1 = time.perf_counter()
    for tenant in per_tenant:
        BM25Index(settings, store).rebuild(tenant)
    info = {"version": SYNTH_VERSION, "size": size, "chunks": chunks, "documents": docs, "tenants": per_tenant,
            "ingest_s": round(ingest_s, 1), "bm25_build_s": round(time.perf_counter() - t1, 1),
            "embedder": "random unit vectors (RandomUnitEmbedder), queries by MiniLM",
            "audience": f"one document in {RESTRICTED_EVERY} of each tenant is for managers; the benchmark asks as staff"}
    marker.write_text(json.dumps(info), encoding="utf-8")
    info["cached"] = False
    return settings, info
