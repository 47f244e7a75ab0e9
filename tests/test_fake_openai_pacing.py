"""The loopback fake's streamed tokens keep their schedule: n pieces take n * token_delay_s whatever writing a
chunk costs, as a model server's tokens come at the model's pace (and as a non-streamed reply of n words costs
n * token_delay_s in the benchmarks' replies). Before, every piece's write was added to all later ones, so a
streamed reply ran slower than the same reply unstreamed, and the benchmarks charged that to streaming."""

from __future__ import annotations

import time

import openai
import pytest

from tests.fakes import openai_handler
from tests.fakes.openai_server import FakeOpenAIServer

WRITE_S = 0.005
DELAY_S = 0.02


def test_a_slow_chunk_write_is_taken_out_of_the_next_pause(monkeypatch: pytest.MonkeyPatch) -> None:
    words = "one two three four five six"
    server = FakeOpenAIServer(reply=lambda body: words, token_delay_s=DELAY_S).start()
    try:
        asked: list[float] = []

        def pause(seconds: float) -> bool:
            asked.append(seconds)
            time.sleep(seconds)
            return False

        monkeypatch.setattr(server, "_pause", pause)
        write = openai_handler._Handler._write_event

        def slow_write(self, data):  # noqa: ANN001, ANN202 - the handler's own signature
            time.sleep(WRITE_S)
            return write(self, data)

        monkeypatch.setattr(openai_handler._Handler, "_write_event", slow_write)
        client = openai.OpenAI(api_key="k", base_url=server.base_url, max_retries=0)
        stream = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}], stream=True)
        text = "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
    finally:
        server.stop()
    assert text.split() == words.split()
    pieces = len(words.split())
    assert len(asked) == pieces
    # Five writes of at least 5 ms fall between the six pauses; a schedule that ignores them asks 6 x 20 ms.
    assert sum(asked) <= pieces * DELAY_S - (pieces - 1) * WRITE_S * 0.9
    assert all(s >= 0 for s in asked)
