"""Retrieved text is data: instruction-like text in it is flagged in the trace, and changes nothing else."""

from __future__ import annotations

from typing import Sequence

from querylab.contracts import FusedHit
from querylab.security import injection_signals
from querylab.trace import Trace


def flag_instruction_like(trace: Trace, hits: Sequence[FusedHit]) -> None:
    for h in hits:
        signals = injection_signals(h.text)
        if signals:
            trace.event("security", "instruction_like_document", f"chunk {h.chunk_id} ({h.metadata.get('source', '?')}) contains instruction-like text ({', '.join(signals)}); treated as data")
