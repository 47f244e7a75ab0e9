"""Time to the first answer token, guarded with the critical-path options vs the seeds' own pipelines, on a
realistic mix of questions.

Setup: the real engine (MiniLM, Chroma, BM25 over the acme sample corpus) talks through the real openai SDK
to the loopback fake server, which waits `latency_s` before every reply and `token_delay_s` per streamed
token (`BenchReplies` spends the same per token on non-streamed replies). Every question needs exactly one
rewrite, and every preset gets the same verdicts (asserted). TTFT = from `Engine.ask()` to the first
`on_token` call.

The mix: half the questions are kept by the router as asked, half are normalized by it (a reference
resolved, an abbreviation expanded, a typo fixed). Normalization is when speculation on the original
question is thrown away, so each half is reported, and the mix weighs the halves by the share of knowledge
questions the router normalizes in the project's routing set (tests/data/routing_cases.jsonl), computed at
run time (`normalizing_share`). Configurations run interleaved question by question (ragmeup, then each
guarded variant, then the next question: A B A B), each half has at least five questions, and every ratio
is the median of its per-question pair ratios, printed with its spread (min–max).
"""

from __future__ import annotations

import json
import logging
import re
import time
import uuid
from typing import Any

from benchmarks.common import BenchContext, fakes, median, start_fake_server
from querylab.config import REPO_ROOT
from benchmarks.replies import BenchReplies, KnowledgeCase, case
from querylab.judge_rewrite_reply import streamed_rewrite
from querylab.pipeline import TurnOptions
from querylab.presets import PRESETS, Preset, critical_path

logger = logging.getLogger(__name__)

CASES: list[KnowledgeCase] = [
    case("How long do I have to ask for my money back on a headset?", "refund window, days after delivery, refund request", "the refund window", "refund"),
    case("Who has to sign off a business trip to Singapore?", "travel request TR-1 approval, line manager, Security team, trips outside Europe", "who approves trips", "travel"),
    case("How many days of holiday can I take into next year?", "paid time off PTO carry-over, unused vacation days", "carry-over of leave", "holidays and PTO"),
    case("What does it cost me to send back a dock that works fine?", "return shipping label fee deducted from the refund, non-defective item", "return shipping costs", "refund"),
    case("How fast does the money reach my card after a return?", "refund processing time, days after the returns centre receives the parcel, original payment method", "the processing time", "refund"),
    # The router normalizes these: the speculative path on the question as asked is thrown away.
    case("How long do I have to send it back?", "refund window, days after delivery", "the return window", "refund",
         normalized="How long do I have to send back a headset for a refund?", kind="reference"),
    case("And who signs it off for Singapore?", "travel request TR-1 approval, line manager, Security team", "who approves trips", "travel",
         normalized="Who signs off a business trip to Singapore?", kind="reference"),
    case("what's the PTO carry-over?", "unused vacation days into next year", "carry-over of leave", "holidays and PTO",
         normalized="what's the paid time off (PTO) carry-over?", kind="abbreviation"),
    case("Do I need an RMA to return a dock?", "return request, returns centre, non-defective item", "the return authorisation", "refund",
         normalized="Do I need a return merchandise authorization (RMA) to return a dock?", kind="abbreviation"),
    case("how fast is a refnud paid back to my card?", "refund processing time, original payment method", "the processing time", "refund",
         normalized="how fast is a refund paid back to my card?", kind="typo"),
]
ROUTING_SET = REPO_ROOT / "tests" / "data" / "routing_cases.jsonl"
_REFERENCE = re.compile(r"\b(it|its|that|this|those|them|there)\b|^\s*(and|or|what about)\b", re.IGNORECASE)


def normalizing_share(path=ROUTING_SET) -> dict[str, Any]:  # noqa: ANN001 - a Path
    """The share of knowledge questions in the routing set that a router normalizes: a glossary abbreviation
    (prompts/offline/glossary.toml) or, with a conversation before it, a reference to an earlier turn."""
    from querylab.preservation import load_glossary

    glossary = load_glossary()
    abbreviation = re.compile(r"(?<![\w&])(" + "|".join(re.escape(a) for a in sorted(glossary, key=len, reverse=True)) + r")(?![\w&])")
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    knowledge = [r for r in rows if r.get("expected_route") == "knowledge"]
    kinds = {"reference": 0, "abbreviation": 0}
    for r in knowledge:
        if r.get("history") and _REFERENCE.search(r["query"]):
            kinds["reference"] += 1
        elif abbreviation.search(r["query"]):
            kinds["abbreviation"] += 1
    normalized = sum(kinds.values())
    return {"share": round(normalized / len(knowledge), 3), "normalized": normalized, "knowledge_questions": len(knowledge), "by_kind": kinds, "source": str(path.relative_to(REPO_ROOT))}
QUICK_DOCS = ("refund-policy.md", "travel-policy.md", "holidays-and-pto.md")


def configurations(quick: bool) -> dict[str, Preset]:
    """The seeds' pipelines, guarded, and (full run) each critical-path option added in turn."""
    guarded = PRESETS["guarded"]
    configs: dict[str, Preset] = {"ragmeup": PRESETS["ragmeup"], "memu": PRESETS["memu"], "guarded": guarded}
    if not quick:
        configs["guarded +judge_rewrite"] = guarded.with_(name="guarded+judge_rewrite", judge_rewrite=True)
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
    kept = [c for c in CASES if c.kind == "kept"]
    normalized = [c for c in CASES if c.kind != "kept"]
    cases = [kept[0], normalized[0]] if ctx.quick else kept + normalized
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
            sent = server.requests[seen:]  # the price of speculation: prompt tokens sent, discarded calls included
            # Tokens as the fake server counts them (whitespace-delimited words, its `usage`).
            prompt_tokens = sum(len(str(m.get("content") or "").split()) for body in sent for m in body.get("messages") or [] if isinstance(m, dict))
            calls = server.count["/v1/chat/completions"] - before
            used = sum(1 for s in trace.steps if s.template and not s.speculative)
            return {
                "question": c.question, "kind": c.kind, "ttft_ms": (first[0] - t0) * 1000 if first else None, "total_ms": total * 1000,
                "llm_calls": calls, "wasted_calls": max(0, calls - used), "prompt_tokens": prompt_tokens, "problems": problems, "decisions": _decisions(trace),
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
    floor = model_bound_kept(replies, cases, latency_s, token_delay_s, templates["judge_rewrite"].system)
    return _report(rows, cases, configs, latency_s, token_delay_s, chunks, normalizing_share()) | {"ttft_ratio_unnormalized_model_bound": floor}


FAST, BASE = "guarded+critical_path", "ragmeup"


def model_bound_kept(replies: BenchReplies, cases: list[KnowledgeCase], latency_s: float, token_delay_s: float,
                     judge_rewrite_system: str) -> dict[str, Any]:
    """The kept half's ratio if the engine took no time at all: what the simulated model's replies alone allow.

    Why: it is the floor a measured ratio is read against. On a "no" then "yes", the critical path waits for
    judge_rewrite's reply (to the template whose system prompt is given) until its rewrite is settled
    (`streamed_rewrite`, as the turn reads it), then for judge 2's first word to settle (its second piece; the
    answer asked alongside has its first piece by then); RAG Me Up waits for four whole calls in a row (judge,
    rewrite, judge; then the answer's first piece). Each call costs `latency_s`, each token `token_delay_s`,
    pieces cut as the fake server cuts them.
    """
    split = fakes().split_tokens
    ratios = []
    for c in cases:
        if c.kind != "kept":
            continue
        pieces = split(replies.reply("judge_rewrite", c.question, judge_rewrite_system))
        closed = next(i for i in range(len(pieces)) if streamed_rewrite("".join(pieces[: i + 1]), c.question) is not None) + 1
        ours = (latency_s + closed * token_delay_s) + (latency_s + 2 * token_delay_s)
        words = [len(replies.reply(task, text).split()) for task, text in (("judge", c.question), ("rewrite", c.question), ("judge", c.rewrite_of_question))]
        base = sum(latency_s + n * token_delay_s for n in words) + latency_s + token_delay_s
        ratios.append(ours / base)
    return _spread(ratios)


def _spread(values: list[float]) -> dict[str, Any]:
    """Median of pair ratios with their spread: what one number hides."""
    return {"p50": round(median(values), 3) if values else None, "min": round(min(values), 3) if values else None,
            "max": round(max(values), 3) if values else None, "pairs": len(values)}


def _pair_ratios(rows: dict[str, list[dict[str, Any]]], fast: str, base: str, kind: str | None) -> list[float]:
    """Per-question TTFT ratios fast / base, of one half (`kind` "kept" or "normalized") or of all."""
    def wanted(r: dict[str, Any]) -> bool:
        return kind is None or (r["kind"] == "kept") == (kind == "kept")

    return [a["ttft_ms"] / b["ttft_ms"] for a, b in zip(rows[fast], rows[base]) if wanted(b) and a["ttft_ms"] and b["ttft_ms"]]


def _mix(kept: list[float], normalized: list[float], share: float) -> float:
    """A turn's expected value over the mix: the halves weighed by the routing set's normalizing share."""
    return (1 - share) * median(kept) + share * median(normalized)


def _report(rows: dict[str, list[dict[str, Any]]], cases: list[KnowledgeCase], configs: dict[str, Preset], latency_s: float, token_delay_s: float,
            chunks: int, share_info: dict[str, Any]) -> dict[str, Any]:
    share = share_info["share"]
    per_config: dict[str, Any] = {}
    for name, runs in rows.items():
        half = {k: [r for r in runs if (r["kind"] == "kept") == (k == "kept")] for k in ("kept", "normalized")}
        ttft = {k: [r["ttft_ms"] for r in v if r["ttft_ms"] is not None] for k, v in half.items()}
        per_config[name] = {
            "preset": configs[name].name,
            "ttft_ms_mix": round(_mix(ttft["kept"], ttft["normalized"], share), 1),
            "ttft_ms_p50_unnormalized": round(median(ttft["kept"]), 1),
            "ttft_ms_p50_normalized": round(median(ttft["normalized"]), 1),
            "total_ms_mix": round(_mix([r["total_ms"] for r in half["kept"]], [r["total_ms"] for r in half["normalized"]], share), 1),
            "llm_calls_per_turn": round(_mix([r["llm_calls"] for r in half["kept"]], [r["llm_calls"] for r in half["normalized"]], share), 2),
            "llm_calls_per_turn_by_half": {k: round(median([r["llm_calls"] for r in v]), 1) for k, v in half.items()},
            "wasted_calls_per_turn": round(_mix([r["wasted_calls"] for r in half["kept"]], [r["wasted_calls"] for r in half["normalized"]], share), 2),
            "prompt_tokens_per_turn": round(_mix([r["prompt_tokens"] for r in half["kept"]], [r["prompt_tokens"] for r in half["normalized"]], share)),
            "prompt_tokens_per_turn_by_half": {k: round(median([r["prompt_tokens"] for r in v])) for k, v in half.items()},
            "ttft_ms": [round(t, 1) if t is not None else None for t in (r["ttft_ms"] for r in runs)],
            "problems": sorted({p for r in runs for p in r["problems"]}),
            "example_steps": {k: v[0]["steps"] for k, v in half.items() if v},
        }
    kept_pairs = _pair_ratios(rows, FAST, BASE, "kept")
    norm_pairs = _pair_ratios(rows, FAST, BASE, "normalized")
    # The mix's pairs: the i-th kept pair with the i-th normalized pair, weighed by the share.
    mix_pairs = [(1 - share) * k + share * n for k, n in zip(kept_pairs, norm_pairs)]
    fast, base = per_config[FAST], per_config[BASE]
    ratio_mix = fast["ttft_ms_mix"] / base["ttft_ms_mix"]
    # Invariants: the options change timing only (guarded vs guarded+options: everything equal), and the
    # seeds get the same verdicts as guarded on every question (and the same rewrite where no router
    # normalized the question).
    mismatches: list[str] = []
    for name, runs in rows.items():
        for run_, ref in zip(runs, rows["guarded"]):
            d, r = run_["decisions"], ref["decisions"]
            if name.startswith("guarded") and d != r:
                mismatches.append(f"{name}: {run_['question']}: {d} != {r}")
            if name == "ragmeup" and ([j[0] for j in d["judgements"]] != [j[0] for j in r["judgements"]] or (run_["kind"] == "kept" and d["rewritten_query"] != r["rewritten_query"])):
                mismatches.append(f"ragmeup: {run_['question']}: verdicts/rewrite differ from guarded")
            if [j[0] for j in d["judgements"]] not in ([], ["no", "yes"]):
                mismatches.append(f"{name}: {run_['question']}: verdicts {d['judgements']}, expected no then yes")
    problems = {n: c["problems"] for n, c in per_config.items() if c["problems"]}
    return {
        "setup": {"latency_s": latency_s, "token_delay_s": token_delay_s, "questions": len(cases), "corpus_chunks": chunks,
                  "questions_by_kind": {k: sum(1 for c in cases if c.kind == k) for k in ("kept", "reference", "abbreviation", "typo")},
                  "normalizing_share": share_info,
                  "note": "fake OpenAI server on loopback through the real SDK; per-token time on streamed and non-streamed replies alike; "
                          "the mix weighs the two halves' medians by the routing set's normalizing share"},
        "configs": per_config,
        "ttft_ratio_vs_ragmeup": round(ratio_mix, 3),
        "ttft_ratio_unnormalized": round(median(kept_pairs), 3) if kept_pairs else None,
        "ttft_ratio_normalized": round(median(norm_pairs), 3) if norm_pairs else None,
        "ttft_ratio_spread": {"mix": _spread(mix_pairs), "unnormalized": _spread(kept_pairs), "normalized": _spread(norm_pairs)},
        "ttft_ratio_vs_memu": round(fast["ttft_ms_mix"] / per_config["memu"]["ttft_ms_mix"], 3),
        "speculation_wasted_calls_per_turn": fast["wasted_calls_per_turn"],
        "decisions_identical": not mismatches,
        "mismatches": mismatches[:10],
        "degradations": problems,
    }
