"""One lock per key, made on first use.

Why: work on one tenant (a BM25 rebuild, an exact-search re-read) or one document (its chunk writes) must not wait
for another's; one lock for everything made a small tenant's search wait seconds behind a large tenant's
re-read. Three places needed the same registry, so it is written once.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable


class KeyedLocks:
    """`locks(key)` is the lock of `key`: the same object every time, created once under a guard."""

    def __init__(self) -> None:
        self._locks: dict[Hashable, threading.Lock] = {}
        self._guard = threading.Lock()  # held only to create a key's lock

    def __call__(self, key: Hashable) -> threading.Lock:
        lock = self._locks.get(key)
        if lock is None:
            with self._guard:
                lock = self._locks.setdefault(key, threading.Lock())
        return lock
