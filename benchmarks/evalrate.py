"""Evaluation throughput: the evaluation runner (`eval judge`'s own code path, cache off) over N cases with c
cases in flight, against a model latency L.

With c calls in flight and each taking L seconds, the ceiling is c / L cases per second; the target is 80 % of
it, i.e. QueryLab's per-case work (the judge step's rendering, the SDK, parsing, the runner's bookkeeping) must not
serialise the calls. The cases are CLAP NQ judge cases (../shared/evaldata; tests/data/judge_cases.jsonl when
missing), sent through the real openai SDK to the loopback fake server.
"""

from __future__ import annotations

import logging
from typing import Any

from benchmarks.common import BenchContext, Stopwatch, start_fake_server
from querylab.config import REPO_ROOT

logger = logging.getLogger(__name__)


def _cases(n: int) -> tuple[list[Any], str]:
    from querylab.eval.datasets import DatasetError, load_judge_jsonl
    from querylab.eval.public_sets import resolve_set

    try:
        cases = list(resolve_set("judge", "clapnq", "all", limit=n))  # type: ignore[arg-type]
        source = "clapnq (public, ../shared/evaldata)"
    except (DatasetError, OSError):
        cases = load_judge_jsonl(REPO_ROOT / "tests" / "data" / "judge_cases.jsonl")
        source = "tests/data/judge_cases.jsonl"
    while len(cases) < n:  # a small file is cycled to reach n
        cases = cases + cases
    return cases[:n], source


def run(ctx: BenchContext) -> dict[str, Any]:
    from querylab.eval.context import EvalConfig, EvalContext
    from querylab.eval.judge_eval import evaluate_judge_set
    from querylab.llm.openai_backend import OpenAIChatLLM

    concurrency, latency_s, n = (4, 0.05, 24) if ctx.quick else (8, 0.5, 96)
    cases, source = _cases(n)
    evaluation = EvalContext(ctx.settings.with_(data_dir=ctx.data_dir("eval")), cache=None)

    def reply(body: dict[str, Any]) -> str:
        return "yes - the passage states the answer." if len(str(body.get("messages"))) % 2 else "no - the passage is about something else."

    server = start_fake_server(reply=reply, latency_s=latency_s)
    try:
        llm = OpenAIChatLLM(model="bench-model", api_key="bench", base_url=server.base_url, timeout_s=60, max_retries=0)
        config = EvalConfig(preset="guarded", llm=llm, concurrency=concurrency)

        def judge_all(batch: list[Any]) -> dict[str, Any]:
            return evaluate_judge_set(evaluation, batch, config, set_name="bench", set_key="bench", split="all", calibrate=False)

        judge_all(cases[:concurrency])  # warm-up: one connection per worker
        with Stopwatch() as sw:
            result = judge_all(cases)
    finally:
        server.stop()
    rate = n / sw.s
    ideal = concurrency / latency_s
    return {
        "cases": n, "source": source, "concurrency": concurrency, "latency_s": latency_s, "path": "querylab.eval.judge_eval.evaluate_judge_set (cache off)",
        "seconds": round(sw.s, 3), "cases_per_s": round(rate, 2), "ceiling_c_over_l": round(ideal, 2),
        "eval_throughput_ratio": round(rate / ideal, 3),
        "unparsed": result["metrics"].get("unparsed", 0),
    }
