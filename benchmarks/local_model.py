"""TTFT with a real model: guarded + critical path vs the RAG Me Up preset on the same questions, through the
`local` backend (SmolLM2-135M behind llama.cpp's OpenAI-compatible server, started by QueryLab itself).

Why beside the simulated figure: the fake server gives every call the same latency and lets calls overlap
for free. A real local server computes each prompt (prefill grows with the passages) and answers one
request at a time (`LocalLLM.max_concurrency == 1`), so speculative calls queue in front of the calls a
turn waits for. This measures what the critical-path options are worth there.

The model decides for itself (routes, verdicts and rewrites differ per preset and per question), so a ratio
is the median of per-question pair ratios over the pairs that compare like with like, with its spread; the
decisions are reported, and a ratio is null (with the reason) when no pair qualifies. Three pairings:
- the headline (`ttft_ratio_local_model`): time to the reply's first token where both replied from the knowledge
  path after the same verdicts (e.g. "no" then "yes" on both sides, or "no" twice: the reply is then the
  abstention, streamed like an answer); `whole_turn` is the same pairs' whole-turn time, `abstained_pairs` how
  many of them abstained, and `answered_pairs` the pairs where both answered from the documents, whatever the
  verdicts;
- `round2_after_no`: the time from the question to round 2's retrieval, where both judges said "no" in round 1
  and both rewrites were kept — the stretch `judge_rewrite` shortens, like for like whatever round 2 decides
  (a real model's round 2 differs between presets: the rewrite is written by another prompt, and guarded fuses
  the first round's channels in).
The questions are the TTFT benchmark's (`ttft.CASES`): those the router keeps, and the normalized forms of the
others (knowledge questions too), over the acme sample corpus, each run by the three configurations (ragmeup,
guarded + critical path, ragmeup + the critical-path options that need no router) in an order rotated per
question, after one warm-up turn each. Skipped with the reason when the local backend cannot run here, and
under `--quick`. After the turns, `prefix_reuse` measures the answer's time to first token right after the
judge on the same passages, with the shipped templates (passages first) and with their instructions first.

Every configuration runs with the same per-step split (`STEP_SPLIT`, the product's `QUERYLAB_STEP_BACKENDS`):
route and decide on the offline model, judge, rewrite and answer on the local model. SmolLM2-135M cannot keep
the router's contract (it sent every knowledge question to a tool or to clarify, so no pair compared like with
like); the split is what a user with a small local model would configure. RAG Me Up has neither step, so the
split changes nothing for it; each turn's `backends` says which backend served each step.
"""

from __future__ import annotations

import logging
import time
import uuid
from typing import Any

from benchmarks import prefix_reuse
from benchmarks.common import BenchContext, median
from querylab.presets import PRESETS, critical_path

logger = logging.getLogger(__name__)

#: The per-step backends every configuration runs with (see the module docstring).
STEP_SPLIT = (("router", "offline"), ("decide", "offline"))


def run(ctx: BenchContext) -> dict[str, Any]:
    if ctx.quick:
        return {"skipped": "not run with --quick (a real model's turns take seconds each)", "ttft_ratio_local_model": None}
    from querylab.llm.local_server import missing_requirements

    problem = missing_requirements(ctx.settings.local_model)
    if problem:
        return {"skipped": f"local backend unavailable: {problem}", "ttft_ratio_local_model": None}
    from benchmarks.ttft import CASES  # the same questions as the simulated figure
    from querylab.engine import Engine
    from querylab.llm.local_backend import LocalLLM
    from querylab.steps.env import hits_block
    from querylab.templates import TemplateStore

    settings = ctx.settings_for("ttft-local", tenant="acme", llm_backend="local", step_backends=STEP_SPLIT)
    llm = LocalLLM.from_settings(settings)
    try:
        engine = Engine(settings, llm=llm, embedder=ctx.minilm())
        report = engine.ingest([settings.sample_corpus_dir / "acme"], tenant="acme")
        if any(r.status == "error" for r in report.results):
            raise RuntimeError(f"sample corpus ingestion failed: {[r.error for r in report.results if r.status == 'error']}")
        principal = settings.principal()
        # The third configuration has the critical-path options that need no router (judge_rewrite, the answer at
        # "yes"): with a small model the guarded router often leaves the knowledge path, and then only this one
        # compares like with like.
        configs = {"ragmeup": PRESETS["ragmeup"], "guarded+critical_path": critical_path(PRESETS["guarded"]),
                   "ragmeup+critical_path": critical_path(PRESETS["ragmeup"]).with_(name="ragmeup+critical_path")}

        passages: dict[str, str] = {}  # question -> the passages its last judge and answer read (prefix_reuse)

        def turn(preset: Any, question: str) -> dict[str, Any]:
            first: list[float] = []
            wall0, t0 = time.time(), time.perf_counter()
            trace = engine.ask(question, principal=principal, session_id=uuid.uuid4().hex[:8], preset=preset,
                               options=_options(lambda _p: first or first.append(time.perf_counter())), save=False)
            total = time.perf_counter() - t0
            if trace.fused:
                passages.setdefault(question, hits_block(trace.fused[: settings.top_k])[0])
            round2 = next((s.started_at for s in trace.steps if s.name == "retrieve" and s.round == 2 and not s.speculative), None)
            return {"question": question, "ttft_ms": (first[0] - t0) * 1000 if first else None, "total_ms": total * 1000,
                    "round2_ms": (round2 - wall0) * 1000 if round2 is not None else None,
                    "calls": sum(1 for s in trace.steps if s.template), "verdicts": [j.verdict for j in trace.judgements],
                    "route": trace.route.route.value if trace.route else None, "abstained": trace.abstained,
                    "problems": sorted({e.code for e in trace.events if e.kind in ("degradation", "error")}),
                    "backends": sorted({f"{s.name}:{s.backend}" for s in trace.steps if s.template})}

        t_start = time.perf_counter()
        # The questions the router keeps: a reference ("send it back") with no conversation before it is rightly
        # sent to clarify by the router, so it would compare nothing. The warm-up asks another knowledge question.
        warmup = next(c.normalized for c in CASES if c.kind == "abbreviation" and c.normalized)
        kept = [c.question for c in CASES if c.kind == "kept"] + [c.normalized for c in CASES if c.normalized and c.normalized != warmup]
        for preset in configs.values():  # warm-up: the server's start, the model load, the prompt cache
            turn(preset, warmup)
        warmup_s = time.perf_counter() - t_start
        rows: dict[str, list[dict[str, Any]]] = {name: [] for name in configs}
        names = list(configs)
        for i, c in enumerate(kept):
            # every configuration on the same question back to back, the order rotated per question: load drift, and
            # a cancelled speculative request the one-slot server may still be finishing, fall on each side alike
            for name in names[i % len(names):] + names[:i % len(names)]:
                rows[name].append(turn(configs[name], c))
        templates = TemplateStore(settings.prompts_dir, settings.data_dir).defaults
        prefix = prefix_reuse.run_with(llm, templates, [(q, passages[q]) for q in kept if q in passages])
    finally:
        llm.close()  # stops the llama.cpp child this benchmark started
    return _report(rows, warmup_s, settings.local_threads) | {"prefix_reuse": prefix}


def _options(on_token: Any) -> Any:
    from querylab.pipeline import TurnOptions

    return TurnOptions(on_token=on_token)


def _replied(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Both turns replied from the knowledge path (an answer, or the abstention after two "no"s): a turn the
    router sent to a tool or a fixed reply measures something else."""
    return all(r["ttft_ms"] is not None and r["route"] in (None, "knowledge") for r in (a, b))


def _comparable(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Both turns answered from the documents (neither abstained)."""
    return _replied(a, b) and not a["abstained"] and not b["abstained"]


def _same_verdicts(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Replied from the knowledge path by both after the same verdicts: the same rounds, so the same kind of work."""
    return _replied(a, b) and a["verdicts"] == b["verdicts"]


def _round2_after_no(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Both judges said "no" in round 1 and both turns reached round 2's retrieval (the rewrite was kept)."""
    return all(r["route"] in (None, "knowledge") and r["verdicts"][:1] == ["no"] and r["round2_ms"] is not None for r in (a, b))


def _spread(values: list[float]) -> dict[str, Any]:
    return {"p50": round(median(values), 3), "min": round(min(values), 3), "max": round(max(values), 3)} if values else {}


def _ratio(fast: list[dict[str, Any]], base: list[dict[str, Any]]) -> dict[str, Any]:
    pairs = list(zip(fast, base))
    same_pairs = [(a, b) for a, b in pairs if _same_verdicts(a, b)]
    same = [a["ttft_ms"] / b["ttft_ms"] for a, b in same_pairs]
    whole = [a["total_ms"] / b["total_ms"] for a, b in same_pairs]
    answered = [a["ttft_ms"] / b["ttft_ms"] for a, b in pairs if _comparable(a, b)]
    round2 = [a["round2_ms"] / b["round2_ms"] for a, b in pairs if _round2_after_no(a, b)]
    out: dict[str, Any] = {"same_verdict_pairs": len(same), "of_pairs": len(base), **_spread(same),
                           "abstained_pairs": sum(a["abstained"] for a, _ in same_pairs),
                           "whole_turn": {"pairs": len(whole), **_spread(whole)},
                           "answered_pairs": {"pairs": len(answered), **_spread(answered)},
                           "round2_after_no": {"pairs": len(round2), **_spread(round2)}}
    if not same:
        routes = sorted({str(a["route"]) for a in fast})
        out["why_none"] = (f"no question was replied to from the documents by both after the same verdicts ({len(answered)} answered by both; "
                           f"routes taken: {', '.join(routes)}; abstentions: {sum(r['abstained'] for r in fast + base)})")
    return out


def _report(rows: dict[str, list[dict[str, Any]]], warmup_s: float, threads: int) -> dict[str, Any]:
    base = rows["ragmeup"]
    ratios = {name: _ratio(runs, base) for name, runs in rows.items() if name != "ragmeup"}
    headline = ratios["guarded+critical_path"]
    return {
        "setup": {"backend": "local (llama.cpp, SmolLM2-135M-Instruct Q4_1)", "threads": threads, "pairs": len(base), "warmup_s": round(warmup_s, 1),
                  "step_backends": dict(STEP_SPLIT),
                  "note": "the real model decides (verdicts, routes and rewrites differ per preset); the headline uses only the pairs where both "
                          "configurations replied from the knowledge path (an answer or the abstention) after the same verdicts, and is null when "
                          "there are none"},
        "configs": {name: {"ttft_ms_p50": round(median([r["ttft_ms"] for r in runs if r["ttft_ms"] is not None]), 1) if any(r["ttft_ms"] is not None for r in runs) else None,
                           "total_ms_p50": round(median([r["total_ms"] for r in runs]), 1), "calls_per_turn": round(median([r["calls"] for r in runs]), 1),
                           "routes": sorted({str(r["route"]) for r in runs}), "abstained": sum(r["abstained"] for r in runs),
                           "verdicts": {v: sum(r["verdicts"].count(v) for r in runs) for v in ("yes", "no", "unparsed")}, "turns": runs}
                    for name, runs in rows.items()},
        "ratios_vs_ragmeup": ratios,
        "ttft_ratio_local_model": headline.get("p50"),
        "ttft_ratio_spread": headline if "p50" in headline else None,
    }
