from datetime import datetime, timezone

from querylab.contracts import FusedHit
from querylab.validity import demote_outdated, is_outdated

NOW = datetime(2026, 11, 29, tzinfo=timezone.utc)


def hit(cid, **meta):
    return FusedHit(chunk_id=cid, score=1.0, rank=0, metadata=meta)


def test_is_outdated():
    assert is_outdated({"expiry_date": "2024-12-31"}, NOW) == "expired 2024-12-31"
    assert is_outdated({"effective_date": "2027-01-01"}, NOW) == "effective only from 2027-01-01"
    assert is_outdated({"effective_date": "2025-01-01", "expiry_date": "2027-01-31"}, NOW) is None
    assert is_outdated({}, NOW) is None


def test_demote_keeps_order_and_inputs():
    fused = [hit("old", expiry_date="2024-12-31", title="Policy 2023"), hit("a"), hit("future", effective_date="2030-01-01"), hit("b")]
    out, notes = demote_outdated(fused, NOW)
    assert [h.chunk_id for h in out] == ["a", "b", "old", "future"]
    assert [h.rank for h in out] == [1, 2, 3, 4]
    assert out[2].metadata["outdated"] == "expired 2024-12-31"
    assert "outdated" not in fused[0].metadata and fused[0].rank == 0
    assert notes == ["Policy 2023: expired 2024-12-31", "future: effective only from 2030-01-01"]
