"""One Engine, many threads at once: 8 threads x 50 turns, every trace stored, no exception, no mix-up.

The browser app shares one cached Engine between all sessions, so turns really do run concurrently:
SQLite (traces, WAL), Chroma queries from the channel thread pool, the BM25 cache and the offline model
are all hit at the same time. Each thread is its own principal and session, so a trace that picked up
another thread's history or tenant would show here too.
"""

from __future__ import annotations

import threading
from collections import Counter

from querylab.contracts import Principal
from querylab.engine import Engine
from tests.adversarial.conftest import PRESET_NAMES

N_THREADS = 8
N_TURNS_PER_THREAD = 50
#: Turns run concurrently through one Engine.
N_CONCURRENT_TURNS = N_THREADS * N_TURNS_PER_THREAD
QUESTIONS = (
    "What is the refund window?", "What is the hotel cap in London?", "How many PTO days do I get?", "What are the password rules?",
    "and how long does the refund take?", "hello there", "where is my order 1042?", "What is the restocking fee?",
)


def test_threads_share_one_engine(engine_over_sample, hash_offline_llm) -> None:
    engine: Engine = engine_over_sample(hash_offline_llm)
    before = engine.traces.count()
    principals = [Principal(tenant=("acme", "globex")[i % 2], user=f"user{i}", groups=("staff",)) for i in range(N_THREADS)]
    traces: dict[int, list] = {i: [] for i in range(N_THREADS)}
    errors: list[BaseException] = []
    start = threading.Barrier(N_THREADS)

    def worker(i: int) -> None:
        try:
            start.wait()
            for n in range(N_TURNS_PER_THREAD):
                preset = PRESET_NAMES[(i + n) % len(PRESET_NAMES)]
                traces[i].append(engine.ask(QUESTIONS[(i * 3 + n) % len(QUESTIONS)], principal=principals[i], session_id=f"thread-{i}", preset=preset))
        except BaseException as exc:  # noqa: BLE001 - collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(N_THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=240)
    assert not any(t.is_alive() for t in threads), "a thread hung"
    assert errors == []
    assert engine.traces.count() - before == N_CONCURRENT_TURNS
    all_ids = [t.turn_id for ts in traces.values() for t in ts]
    assert len(set(all_ids)) == N_CONCURRENT_TURNS
    codes = Counter(e.code for ts in traces.values() for t in ts for e in t.events)
    assert codes["turn_failed"] == 0 and codes["retrieval_unavailable"] == 0, codes
    for i, ts in traces.items():
        own = {t.turn_id for t in ts}
        for t in ts:
            assert t.principal == principals[i] and set(t.history_turn_ids) <= own, f"thread {i}: another thread's turn"
            assert all(h.metadata.get("tenant") == principals[i].tenant for c in t.channels for h in c.hits), f"thread {i}: foreign hit"
        stored = engine.traces.list(tenant=principals[i].tenant, user=principals[i].user, session_id=f"thread-{i}", limit=1000)
        assert len(stored) == N_TURNS_PER_THREAD
    assert engine.traces.get(all_ids[-1]).answer == next(t.answer for ts in traces.values() for t in ts if t.turn_id == all_ids[-1])
