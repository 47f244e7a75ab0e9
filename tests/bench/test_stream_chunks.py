"""`benchmarks/stream_chunks.py`: the two readers it compares read the same stream, one as dicts, one as SDK models."""

from __future__ import annotations

from openai.types.chat import ChatCompletionChunk

from benchmarks.common import start_fake_server
from benchmarks.stream_chunks import REQUEST, ModelChunksLLM, cpu_us_per_chunk, run
from querylab.llm.openai_backend import OpenAIChatLLM


def test_the_shipped_reader_gets_dicts_and_the_earlier_one_sdk_models_with_the_same_pieces_and_usage() -> None:
    server = start_fake_server(reply=lambda _body: "one two three", latency_s=0.0, token_delay_s=0.0)
    try:
        kinds, pieces, usage = [], [], []
        for cls in (OpenAIChatLLM, ModelChunksLLM):
            llm = cls(model="m", api_key="k", base_url=server.base_url, timeout_s=10, max_retries=0)
            chunks = list(llm._open_stream(REQUEST))
            kinds.append({type(c) for c in chunks})
            pieces.append(list(llm.stream(REQUEST)))
            usage.append(llm.last_usage)
            assert cpu_us_per_chunk(llm, "one two three") > 0
    finally:
        server.stop()
    assert kinds == [{dict}, {ChatCompletionChunk}]
    assert pieces[0] == pieces[1] == ["one", " two", " three"]
    assert usage[0] == usage[1] and usage[0][1] == 3


def test_a_run_reports_both_readers_and_their_pair_ratio() -> None:
    result = run(pairs=2, pieces=20)
    assert set(result["cpu_us_per_chunk_p50"]) == {"dicts", "sdk_models"}
    spread = result["ratio_dicts_vs_sdk_models"]
    assert spread["min"] <= spread["p50"] <= spread["max"] and spread["p50"] > 0
