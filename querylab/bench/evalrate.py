"""Evaluation throughput: the judge step over N cases with a thread pool of c, against a model latency L.

With c calls in flight and each taking L seconds, the ceiling is c / L cases per second; the target is 80 % of
it, i.e. QueryLab's per-case work (rendering, the SDK, parsing) and the pool must not serialise the calls.
The cases are CLAP NQ judge cases (../shared/evaldata; tests/data/judge_cases.jsonl when missing), rendered
with the default judge template exactly as a turn renders it, sent through the real openai SDK to the
loopback fake server, and parsed with `parse_judge`.
"""

from __future__ import annotations

import logging
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from querylab.bench.common import BenchContext, Stopwatch, start_fake_server
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
    from querylab.llm.base import LLMRequest
    from querylab.llm.openai_backend import OpenAIChatLLM
    from querylab.parsing import parse_judge
    from querylab.templates import TemplateStore

    concurrency, latency_s, n = (4, 0.05, 24) if ctx.quick else (8, 0.5, 96)
    cases, source = _cases(n)
    template = TemplateStore(ctx.settings.prompts_dir, ctx.data_dir("eval")).get("judge")

    def reply(body: dict[str, Any]) -> str:
        return "yes - the passage states the answer." if len(str(body.get("messages"))) % 2 else "no - the passage is about something else."

    server = start_fake_server(reply=reply, latency_s=latency_s)
    try:
        llm = OpenAIChatLLM(model="bench-model", api_key="bench", base_url=server.base_url, timeout_s=60, max_retries=0)

        def judge(case: Any) -> str:
            block = "\n\n".join(f"[{i}] {d}" for i, d in enumerate(case.documents, start=1)) or "(no documents)"
            system, user = template.render(documents=block, question=case.question)
            text = llm.complete(LLMRequest(task="judge", system=system, user=user, variables={"_documents": case.documents})).text
            return parse_judge(text).verdict

        with ThreadPoolExecutor(max_workers=concurrency, thread_name_prefix="bench-eval") as pool:
            list(pool.map(judge, cases[:concurrency]))  # warm-up: one connection per worker
            with Stopwatch() as sw:
                verdicts = list(pool.map(judge, cases))
    finally:
        server.stop()
    rate = n / sw.s
    ideal = concurrency / latency_s
    return {
        "cases": n, "source": source, "concurrency": concurrency, "latency_s": latency_s,
        "seconds": round(sw.s, 3), "cases_per_s": round(rate, 2), "ceiling_c_over_l": round(ideal, 2),
        "eval_throughput_ratio": round(rate / ideal, 3),
        "unparsed": sum(1 for v in verdicts if v == "unparsed"),
    }
