"""Retrieved text is data: instruction-like text in it is flagged in the trace, and changes nothing else."""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from querylab.contracts import FusedHit
from querylab.security import injection_signals
from querylab.trace import Trace


@lru_cache(maxsize=4096)
def _passage_signals(text: str) -> tuple[str, ...]:
    """Why a memo: the same passages are screened in both rounds and in turn after turn (the profile of a turn
    over 10k chunks put ~100 regex searches per turn at 5 % of its time); a passage's text decides the result."""
    return tuple(injection_signals(text))


def flag_instruction_like(trace: Trace, hits: Sequence[FusedHit]) -> None:
    for h in hits:
        signals = _passage_signals(h.text or "")
        if signals:
            trace.event("security", "instruction_like_document", f"chunk {h.chunk_id} ({h.metadata.get('source', '?')}) contains instruction-like text ({', '.join(signals)}); treated as data")
