"""The client's CPU per streamed chunk: `OpenAIChatLLM.stream` reading chunks as plain JSON objects (shipped) against
the same backend reading them as the openai SDK's chunk models (the earlier code).

Why it matters: every streamed token of the router, the judge and the answer is one chunk, read on the thread the
turn waits for, and several streams run at once on the critical path (docs/bench_results.md). A profile of the
SDK's stream showed most of its time per chunk in building the chunk's pydantic models (`construct_type`), which
the backend never needed: it reads four fields.

What is measured: the consuming thread's CPU time (`time.thread_time`, so the in-process fake server's own work on
its threads is not counted) over a stream of `--pieces` one-word chunks sent with no delay, divided by the chunks
read; the two readers alternate (A B, B A, …) over `--pairs` pairs, and the ratio is the median of the pair ratios
with its spread. Run: `python -m benchmarks.stream_chunks [--pairs 7] [--pieces 400]`.
"""

from __future__ import annotations

import argparse
import json
import logging
import time
from typing import Any

from benchmarks.common import median, start_fake_server
from querylab.llm.base import LLMRequest
from querylab.llm.openai_backend import OpenAIChatLLM

logger = logging.getLogger(__name__)

REQUEST = LLMRequest(task="answer", system="Answer from the passages.", user="How long is the refund window?")


class ModelChunksLLM(OpenAIChatLLM):
    """The backend as it read streams before: each chunk built into the SDK's `ChatCompletionChunk` model."""

    def _create(self, kwargs: dict[str, Any], what: str) -> Any:
        if kwargs.get("stream"):
            return self._client.chat.completions.create(**kwargs)
        return super()._create(kwargs, what)


def cpu_us_per_chunk(llm: OpenAIChatLLM, expected: str) -> float:
    """One stream read to its end: the consuming thread's CPU microseconds per piece."""
    started = time.thread_time()
    pieces = list(llm.stream(REQUEST))
    spent = time.thread_time() - started
    if "".join(pieces) != expected:
        raise RuntimeError("the streamed reply did not join to the fake's reply: the measurement would be of another thing")
    return spent / len(pieces) * 1e6


def run(pairs: int = 7, pieces: int = 400) -> dict[str, Any]:
    reply = " ".join(f"word{i}" for i in range(pieces))
    server = start_fake_server(reply=lambda _body: reply, latency_s=0.0, token_delay_s=0.0)
    try:
        readers = {name: cls(model="bench-model", api_key="bench", base_url=server.base_url, timeout_s=60, max_retries=0)
                   for name, cls in (("dicts", OpenAIChatLLM), ("sdk_models", ModelChunksLLM))}
        for llm in readers.values():  # warm-up: connection, imports, first allocations
            cpu_us_per_chunk(llm, reply)
        samples: dict[str, list[float]] = {name: [] for name in readers}
        for i in range(pairs):
            for name in (("dicts", "sdk_models") if i % 2 == 0 else ("sdk_models", "dicts")):
                samples[name].append(cpu_us_per_chunk(readers[name], reply))
    finally:
        server.stop()
    ratios = [a / b for a, b in zip(samples["dicts"], samples["sdk_models"])]
    return {
        "pieces_per_stream": pieces, "pairs": pairs,
        "cpu_us_per_chunk_p50": {name: round(median(v), 1) for name, v in samples.items()},
        "ratio_dicts_vs_sdk_models": {"p50": round(median(ratios), 3), "min": round(min(ratios), 3), "max": round(max(ratios), 3)},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=7)
    parser.add_argument("--pieces", type=int, default=400)
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    print(json.dumps(run(args.pairs, args.pieces), indent=2))


if __name__ == "__main__":
    main()
