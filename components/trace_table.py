"""Trace rows (from `TraceStore.list`) as a filterable table and as export files.

Pure pandas, no drawing: the Traces page filters and draws, this module only shapes data, so the
same CSV comes out whatever page asks for it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

import pandas as pd

COLUMNS = ["time", "question", "route", "verdict", "preset", "rewritten", "abstained", "latency_ms", "revisions", "answer", "session", "user", "backend", "turn_id"]


def traces_frame(rows: Sequence[dict[str, Any]]) -> pd.DataFrame:
    """One row per turn, newest first (as the store returns them)."""
    records = []
    for r in rows:
        try:
            revs = json.loads(r.get("revisions") or "[]")
        except ValueError:
            revs = []
        records.append(
            {
                "time": pd.to_datetime(r.get("created_at") or 0, unit="s", utc=True),
                "question": r.get("question") or "",
                "route": r.get("route") or "",
                "verdict": r.get("verdict") or "–",
                "preset": r.get("preset") or "",
                "rewritten": bool(r.get("rewritten")),
                "abstained": bool(r.get("abstained")),
                "latency_ms": float(r.get("duration_ms") or 0.0),
                "revisions": ", ".join(revs),
                "answer": r.get("answer") or "",
                "session": r.get("session_id") or "",
                "user": r.get("user") or "",
                "backend": r.get("backend") or "",
                "turn_id": r.get("turn_id") or "",
            }
        )
    return pd.DataFrame(records, columns=COLUMNS)


@dataclass
class TraceFilter:
    """What the user narrowed the table to; empty collections mean "any"."""

    routes: list[str] = field(default_factory=list)
    verdicts: list[str] = field(default_factory=list)
    presets: list[str] = field(default_factory=list)
    revision_text: str = ""
    latency_ms: tuple[float, float] | None = None
    text: str = ""

    def apply(self, frame: pd.DataFrame) -> pd.DataFrame:
        keep = pd.Series(True, index=frame.index)
        if self.routes:
            keep &= frame["route"].isin(self.routes)
        if self.verdicts:
            keep &= frame["verdict"].isin(self.verdicts)
        if self.presets:
            keep &= frame["preset"].isin(self.presets)
        if self.revision_text.strip():
            keep &= frame["revisions"].str.contains(self.revision_text.strip(), case=False, regex=False)
        if self.text.strip():
            needle = self.text.strip()
            keep &= frame["question"].str.contains(needle, case=False, regex=False) | frame["answer"].str.contains(needle, case=False, regex=False)
        if self.latency_ms is not None:
            lo, hi = self.latency_ms
            keep &= frame["latency_ms"].between(lo, hi)
        return frame[keep].reset_index(drop=True)


def to_csv(frame: pd.DataFrame) -> str:
    out = frame.copy()
    out["time"] = out["time"].map(lambda t: t.isoformat() if pd.notna(t) else "")
    return out.to_csv(index=False)


def to_jsonl(traces: Iterable[Any]) -> str:
    """Full traces, one JSON object per line (the same shape as `python -m querylab ask --json`)."""
    return "".join(t.to_json() + "\n" for t in traces if t is not None)
