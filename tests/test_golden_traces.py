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


def test_hashes_only_recording_refuses_any_change_but_prompt_hashes_and_revisions():
    from tests.golden.record import changed_decisions

    turn = {"answer": "EUR 180 [1]", "steps": [{"key": "judge", "prompt": "38f4", "revision": "a6d7", "parsed": {"verdict": "yes"}}]}
    rehashed = {"answer": "EUR 180 [1]", "steps": [{"key": "judge", "prompt": "77aa", "revision": "b1c2", "parsed": {"verdict": "yes"}}]}
    flipped = {"answer": "EUR 180 [1]", "steps": [{"key": "judge", "prompt": "77aa", "revision": "b1c2", "parsed": {"verdict": "no"}}]}
    assert changed_decisions([turn], [rehashed]) == []
    assert changed_decisions([turn], [flipped]) == ["turn 0: steps"]
    assert changed_decisions([turn], [turn, turn]) == ["1 turns recorded, 2 today"]
