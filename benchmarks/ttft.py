"""Time to the first answer token, guarded with the critical-path options vs the seeds' own pipelines.

Setup: the real engine (MiniLM, Chroma, BM25 over the acme sample corpus) talks through the real openai SDK
to the loopback fake server, which waits `latency_s` before every reply and `token_delay_s` per streamed
token (`BenchReplies` spends the same per token on non-streamed replies). Every question needs exactly one
rewrite, and every preset gets the same verdicts and rewrites (asserted). TTFT = from `Engine.ask()` to the
first `on_token` call. Configurations run interleaved, question by question, so load drift on a shared
machine hits all of them alike; medians are reported.
"""

from __future__ import annotations

import logging
import time
import uuid
from typing import Any

from benchmarks.common import BenchContext, median, start_fake_server
from benchmarks.replies import BenchReplies, KnowledgeCase, case
from querylab.pipeline import TurnOptions
from querylab.presets import PRESETS, Preset, critical_path

logger = logging.getLogger(__name__)

CASES: list[KnowledgeCase] = [
    case("How long do I have to ask for my money back on a headset?", "refund window, days after delivery, refund request", "the refund window", "refund"),
    case("Who has to sign off a business trip to Singapore?", "travel request TR-1 approval, line manager, Security team, trips outside Europe", "who approves trips", "travel"),
    case("How many days of holiday can I take into next year?", "paid time off PTO carry-over, unused vacation days", "carry-over of leave", "holidays and PTO"),
    case("What does it cost me to send back a dock that works fine?", "return shipping label fee deducted from the refund, non-defective item", "return shipping costs", "refund"),
    case("How fast does the money reach my card after a return?", "refund processing time, days after the returns centre receives the parcel, original payment method", "the processing time", "refund"),
]
QUICK_DOCS = ("refund-policy.md", "travel-policy.md", "holidays-and-pto.md")


def configurations(quick: bool) -> dict[str, Preset]:
    """The seeds' pipelines, guarded, and (full run) each critical-path option added in turn."""
    guarded = PRESETS["guarded"]
    configs: dict[str, Preset] = {"ragmeup": PRESETS["ragmeup"], "memu": PRESETS["memu"], "guarded": guarded}
    if not quick:
        configs["guarded +judge_rewrite"] = guarded.with_(name="guarded+judge_rewrite", judge_rewrite=True)
        configs["guarded +speculative retrieval"] = guarded.with_(name="guarded+spec_retrieval", judge_rewrite=True, speculative_retrieval=True)
        configs["guarded +speculative knowledge path"] = guarded.with_(name="guarded+spec_knowledge", judge_rewrite=True, speculative_retrieval=True, speculative_knowledge=True)
        configs["guarded +answer after first word"] = guarded.with_(name="guarded+first_word", judge_rewrite=True, speculative_retrieval=True, speculative_knowledge=True, answer_start="after_first_word")
    configs["guarded+critical_path"] = critical_path(guarded)
    return configs


def _corpus(ctx: BenchContext, engine: Any) -> int:
    folder = ctx.settings.sample_corpus_dir / "acme"
    paths = [folder / n for n in QUICK_DOCS] if ctx.quick else [folder]
    report = engine.ingest(paths, tenant="acme")
    errors = [r.error for r in report.results if r.status == "error"]
    if errors:
        raise RuntimeError(f"sample corpus ingestion failed: {errors}")
    return sum(r.n_chunks for r in report.results)


def _decisions(trace: Any) -> dict[str, Any]:
    return {
        "judgements": [(j.verdict, j.motivation) for j in trace.judgements],
        "rewritten_query": trace.rewritten_query,
        "answer": trace.answer,
        "route": trace.route.route.value if trace.route else None,
    }


def run(ctx: BenchContext) -> dict[str, Any]:
    from querylab.engine import Engine
    from querylab.llm.openai_backend import OpenAIChatLLM
    from querylab.templates import TemplateStore

    latency_s, token_delay_s = (0.05, 0.002) if ctx.quick else (0.4, 0.01)
    cases = CASES[:2] if ctx.quick else CASES
    reps = 1  # sleeps dominate, so medians over the questions are stable; configurations are interleaved
    settings = ctx.settings_for("ttft-quick" if ctx.quick else "ttft", tenant="acme")
    templates = TemplateStore(settings.prompts_dir, settings.data_dir).defaults
    replies = BenchReplies(cases, templates, seconds_per_token=token_delay_s)
    server = start_fake_server(reply=replies, latency_s=latency_s, token_delay_s=token_delay_s)
    try:
        llm = OpenAIChatLLM(model="bench-model", api_key="bench", base_url=server.base_url, timeout_s=60, max_retries=0)
        engine = Engine(settings, llm=llm, embedder=ctx.minilm())
        chunks = _corpus(ctx, engine)
        principal = settings.principal()
        configs = configurations(ctx.quick)
        rows: dict[str, list[dict[str, Any]]] = {name: [] for name in configs}

        def turn(preset: Preset, c: KnowledgeCase) -> dict[str, Any]:
            replies.new_turn()
            first: list[float] = []
            before = server.count["/v1/chat/completions"]
            seen = len(server.requests)
            t0 = time.perf_counter()
            trace = engine.ask(c.question, principal=principal, session_id=uuid.uuid4().hex[:8], preset=preset,
                               options=TurnOptions(on_token=lambda _p: first or first.append(time.perf_counter())), save=False)
            total = time.perf_counter() - t0
            problems = [f"{e.code}: {e.message}" for e in trace.events if e.kind in ("degradation", "error")]
            sent = server.requests[seen:]  # the price of speculation: prompt words sent, discarded calls included
            prompt_words = sum(len(str(m.get("content") or "").split()) for body in sent for m in body.get("messages") or [] if isinstance(m, dict))
            return {
                "question": c.question, "ttft_ms": (first[0] - t0) * 1000 if first else None, "total_ms": total * 1000,
                "llm_calls": server.count["/v1/chat/completions"] - before, "prompt_words": prompt_words, "problems": problems, "decisions": _decisions(trace),
                "steps": [(s.name, round(s.duration_ms, 1), s.parallel_group) for s in trace.steps],
            }

        for preset in configs.values():  # warm-up: connections, caches, BM25 index, first MiniLM runs
            turn(preset, cases[0])
        for _ in range(reps):
            for c in cases:
                for name, preset in configs.items():
                    rows[name].append(turn(preset, c))
    finally:
        server.stop()
    return _report(rows, cases, configs, latency_s, token_delay_s, chunks)


def _report(rows: dict[str, list[dict[str, Any]]], cases: list[KnowledgeCase], configs: dict[str, Preset], latency_s: float, token_delay_s: float, chunks: int) -> dict[str, Any]:
    per_config: dict[str, Any] = {}
    for name, runs in rows.items():
        ttfts = [r["ttft_ms"] for r in runs if r["ttft_ms"] is not None]
        per_config[name] = {
            "preset": configs[name].name,
            "ttft_ms_p50": round(median(ttfts), 1),
            "total_ms_p50": round(median([r["total_ms"] for r in runs]), 1),
            "llm_calls_per_turn": round(median([r["llm_calls"] for r in runs]), 1),
            "prompt_words_per_turn": round(median([r["prompt_words"] for r in runs])),
            "ttft_ms": [round(t, 1) for t in ttfts],
            "problems": sorted({p for r in runs for p in r["problems"]}),
            "example_steps": runs[0]["steps"] if runs else [],
        }
    fast, base = "guarded+critical_path", "ragmeup"
    ratio = per_config[fast]["ttft_ms_p50"] / per_config[base]["ttft_ms_p50"]
    pairs = [a["ttft_ms"] / b["ttft_ms"] for a, b in zip(rows[fast], rows[base]) if a["ttft_ms"] and b["ttft_ms"]]
    # Invariants: the options change timing only (guarded vs guarded+options: everything equal), and the
    # seeds get the same verdicts and rewrites as guarded on every question.
    mismatches: list[str] = []
    for name, runs in rows.items():
        for run_, ref in zip(runs, rows["guarded"]):
            d, r = run_["decisions"], ref["decisions"]
            if name.startswith("guarded") and d != r:
                mismatches.append(f"{name}: {run_['question']}: {d} != {r}")
            if name == "ragmeup" and (d["judgements"] != r["judgements"] or d["rewritten_query"] != r["rewritten_query"]):
                mismatches.append(f"ragmeup: {run_['question']}: verdicts/rewrite differ from guarded")
            if [j[0] for j in d["judgements"]] not in ([], ["no", "yes"]):
                mismatches.append(f"{name}: {run_['question']}: verdicts {d['judgements']}, expected no then yes")
    problems = {n: c["problems"] for n, c in per_config.items() if c["problems"]}
    return {
        "setup": {"latency_s": latency_s, "token_delay_s": token_delay_s, "questions": len(cases), "reps": len(rows[base]) // max(1, len(cases)), "corpus_chunks": chunks,
                  "note": "fake OpenAI server on loopback through the real SDK; per-token time on streamed and non-streamed replies alike"},
        "configs": per_config,
        "ttft_ratio_vs_ragmeup": round(ratio, 3),
        "ttft_ratio_vs_memu": round(per_config[fast]["ttft_ms_p50"] / per_config["memu"]["ttft_ms_p50"], 3),
        "ttft_ratio_per_question_p50": round(median(pairs), 3) if pairs else None,
        "decisions_identical": not mismatches,
        "mismatches": mismatches[:10],
        "degradations": problems,
    }
