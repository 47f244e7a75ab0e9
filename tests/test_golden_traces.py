"""Every preset keeps its decisions on the sample corpus: the traces of `tests/golden/` (recorded before the
turn-as-components redesign) against the traces of today, ids and clocks aside."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.golden.conversations import PRESETS
from tests.golden.record import run_conversations

pytestmark = pytest.mark.timeout(1500)  # 105 turns in the fixture: minutes on a busy 2-core machine

GOLDEN = Path(__file__).resolve().parent / "golden"


@pytest.fixture(scope="module")
def today(tmp_path_factory, minilm):
    return run_conversations(tmp_path_factory.mktemp("golden"), embedder=minilm)


@pytest.mark.parametrize("preset", PRESETS)
def test_traces_match_the_golden_files(today, preset):
    # Recorded before the redesign, when the loop's channels carried their attempt in the name ("loop1-dense").
    golden = json.loads((GOLDEN / f"{preset.replace('+', '_')}.json").read_text().replace('"loop1-', '"loop-'))
    now = json.loads(json.dumps(today[preset], sort_keys=True))
    assert len(now) == len(golden)
    for i, (want, got) in enumerate(zip(golden, now)):
        for key in sorted(set(want) | set(got)):
            assert got.get(key) == want.get(key), f"{preset}, turn {i} ({want.get('question')!r}): {key} changed"
