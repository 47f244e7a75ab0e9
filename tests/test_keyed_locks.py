"""`KeyedLocks`: one lock per key, the same object every time, also when threads ask for a new key together."""

from __future__ import annotations

import threading

from querylab.keyed_locks import KeyedLocks


def test_one_lock_per_key_even_when_threads_race_for_it() -> None:
    locks = KeyedLocks()
    barrier, got = threading.Barrier(8), []

    def ask() -> None:
        barrier.wait()
        got.append(locks(("chunks", "acme")))

    threads = [threading.Thread(target=ask) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len({id(lock) for lock in got}) == 1 and got[0] is locks(("chunks", "acme"))
    assert locks(("chunks", "globex")) is not got[0]
    with locks("a"):
        assert locks("b").acquire(blocking=False)  # another key is never held up
        locks("b").release()
