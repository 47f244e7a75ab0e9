"""How often a turn reads the corpus versions (querylab/corpus/manifest.py), on a SQLite file and on a real
PostgreSQL server: the engine asks twice per turn and every retrieval channel once per round, and on
PostgreSQL each ask used to be a query. Now one query per freshness window; this process's own ingest is
seen at once, another replica's after the window (a hand-moved clock: no sleeping)."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from querylab.config import Settings
from querylab.contracts import Principal
from querylab.corpus.manifest import Manifest
from querylab.engine import Engine
from querylab.storage import open_database

ALICE = Principal(tenant="acme", user="alice", groups=("staff",))
REFUNDS = b"# Refund policy\n\nA customer may return any product within 30 days of delivery for a full refund.\n"
PARKING = b"# Parking rules\n\nVisitors park in the north garage; the south garage is reserved for staff with a badge.\n"


class _Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(params=["sqlite", "postgresql"])
def engine(request: pytest.FixtureRequest, tmp_path: Path, minilm) -> Iterator[Engine]:
    url = request.getfixturevalue("postgres_url") if request.param == "postgresql" else None
    eng = Engine(Settings(data_dir=tmp_path, llm_backend="offline", database_url=url, seed_sample_corpus=False), embedder=minilm)
    assert eng.store.ingest_bytes("refunds.md", REFUNDS, "acme").status != "error"
    yield eng
    eng.close()


def _version_reads(monkeypatch: pytest.MonkeyPatch, engine: Engine) -> list[str]:
    """The SQL of every read of the corpus versions through the store's database from now on."""
    db, reads = engine.store.manifest.db, []
    real = db.read
    monkeypatch.setattr(db, "read", lambda sql, params=(): (reads.append(sql) if "corpus_meta" in sql else None) or real(sql, params))
    return reads


def test_a_turn_reads_the_corpus_versions_once_and_sees_its_own_ingest_at_once(engine: Engine, monkeypatch: pytest.MonkeyPatch) -> None:
    clock = _Clock()
    monkeypatch.setattr(engine.store.manifest, "_clock", clock)
    engine.ask("How many days do I have to return a product?", principal=ALICE, session_id="warm")  # builds the indexes
    clock.now = 10.0  # past the window: the next turn starts with nothing kept
    reads = _version_reads(monkeypatch, engine)
    turn = engine.ask("How many days do I have to return a product?", principal=ALICE, session_id="s1")
    assert len(reads) == 1, reads  # the engine's two asks, dense, summaries, BM25 and its read-back: one query
    assert any("refund" in h.text.lower() for c in turn.channels for h in c.hits)
    reads.clear()
    added = engine.store.ingest_bytes("parking.md", PARKING, "acme")  # this process's write, the same instant
    turn = engine.ask("Which garage do visitors park in under the parking rules?", principal=ALICE, session_id="s2")
    assert any(h.doc_id == added.doc_id for c in turn.channels for h in c.hits), "its own ingest is searched at once"
    assert len(reads) == 1, reads


def test_another_replicas_ingest_is_seen_once_the_window_ends(engine: Engine, monkeypatch: pytest.MonkeyPatch) -> None:
    clock = _Clock()
    monkeypatch.setattr(engine.store.manifest, "_clock", clock)
    settings = engine.settings
    other = Manifest(open_database(settings, Path("corpus") / f"{settings.collection}.sqlite3"),
                     scope=settings.collection if settings.database_url else "")
    before, version = engine.store.tenant_version("acme"), engine.store.version
    other.bump("acme")  # another replica's write
    clock.now = Manifest.FRESH_FOR / 2
    assert (engine.store.tenant_version("acme"), engine.store.version) == (before, version)
    clock.now = Manifest.FRESH_FOR
    assert engine.store.tenant_version("acme") == other.tenant_version("acme") != before
    assert engine.store.version == other.version() != version
