"""Pipeline overhead per turn with a zero-latency model, at 1k, 10k and 100k chunks, split by step.

The corpus is shared by ten tenants of unequal size with audience-restricted documents (`synthetic.py`),
and the turns ask as the largest tenant (half the chunks) and as the smallest (1.5 %) in turn: a small
tenant's chunks are rare among the nearest neighbours of any query, which is when the store's unfiltered
over-fetch finds too few visible hits and the scoped search must ask Chroma to filter.

What is left of a turn when the model answers instantly (`ZeroLatencyLLM`, in-process) is QueryLab's own
cost: query embedding (real MiniLM), Chroma and BM25 searches, fusion, prompt rendering, parsing, trace
building, the engine's per-turn lookups. Each turn takes the one-rewrite path (route, retrieve, fuse, judge,
rewrite, retrieve, fuse, judge, answer), i.e. two retrieval rounds. Measured as the wall time of
`Engine.ask(save=False)`, p50 and p95 over all turns, plus the same split by trace step.

The profile: cProfile sees only the thread it runs on, and channel queries run on the ChannelRunner's
pool. For the profiled turns the pool is swapped for an inline executor, so every search runs on the
profiled thread (the measured turns keep the pool).
"""

from __future__ import annotations

import cProfile
import io
import logging
import pstats
import time
import uuid
from collections import defaultdict
from concurrent.futures import Future
from typing import Any, Callable

from benchmarks.common import BenchContext, summary
from benchmarks.replies import BenchReplies, KnowledgeCase, ZeroLatencyLLM
from benchmarks.synthetic import LARGE_TENANT, SMALL_TENANT, QueryEmbedder, build, questions
from querylab.contracts import Principal
from querylab.presets import PRESETS, critical_path

logger = logging.getLogger(__name__)


class InlineExecutor:
    """`submit` runs the call at once on the calling thread (for profiling only)."""

    def submit(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Future:
        future: Future = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as exc:
            future.set_exception(exc)
        return future


def sizes(quick: bool) -> list[int]:
    return [300] if quick else [1_000, 10_000, 100_000]


HEADLINE_SIZE = 10_000  # the target is stated at 10k chunks


def run(ctx: BenchContext) -> dict[str, Any]:
    from querylab.engine import Engine
    from querylab.templates import TemplateStore

    cases = questions(4 if ctx.quick else 8)
    presets = {"guarded": PRESETS["guarded"], "guarded+critical_path": critical_path(PRESETS["guarded"])}
    out: dict[str, Any] = {"sizes": {}, "note": "zero-latency in-process model; stored vectors are random, queries embedded by MiniLM; synthetic text through the real ingestion path"}
    for size in sizes(ctx.quick):
        t_build = time.perf_counter()
        settings, info = build(ctx, size)
        info["build_or_load_s"] = round(time.perf_counter() - t_build, 1)
        templates = TemplateStore(settings.prompts_dir, settings.data_dir).defaults
        replies = BenchReplies(cases, templates)
        engine = Engine(settings, llm=ZeroLatencyLLM(replies), embedder=QueryEmbedder(ctx.minilm()))
        principals = {role: Principal(tenant=tenant, user="bench", groups=("staff",)) for role, tenant in (("large tenant", LARGE_TENANT), ("small tenant", SMALL_TENANT))}

        def turn(preset: Any, c: KnowledgeCase, principal: Principal) -> tuple[float, Any]:
            t0 = time.perf_counter()
            trace = engine.ask(c.question, principal=principal, session_id=uuid.uuid4().hex[:8], preset=preset, save=False)
            return (time.perf_counter() - t0) * 1000, trace

        for principal in principals.values():  # warm-up: each tenant's BM25 index load, Chroma caches, MiniLM
            for preset in presets.values():
                for c in cases[:2]:
                    turn(preset, c, principal)
        reps = 2 if ctx.quick else (4 if size <= 10_000 else 2)  # a 100k turn takes longer: fewer samples
        walls: dict[str, list[float]] = defaultdict(list)
        by_tenant: dict[str, list[float]] = defaultdict(list)
        steps: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
        channels: dict[str, list[float]] = defaultdict(list)  # one channel query each (issue: latency per channel)
        problems: set[str] = set()
        for _ in range(reps):
            for c in cases:
                for role, principal in principals.items():  # small and large tenant in turn
                    for name, preset in presets.items():
                        ms, trace = turn(preset, c, principal)
                        walls[name].append(ms)
                        by_tenant[f"{name} / {role}"].append(ms)
                        problems |= {f"{e.code}: {e.message}" for e in trace.events if e.kind in ("degradation", "error")}
                        if not trace.fused:
                            problems.add(f"{role}: a turn retrieved nothing")
                        per: dict[str, float] = defaultdict(float)
                        for s in trace.steps:
                            per[s.name] += s.duration_ms
                        for step_name, d in per.items():
                            steps[name][step_name].append(d)
                        steps[name]["(trace total)"].append(trace.duration_ms)
                        for ch in trace.channels:
                            if not ch.error:
                                channels[ch.retriever].append(ch.duration_ms)
        result: dict[str, Any] = {"corpus": info, "turns_per_config": reps * len(cases) * len(principals), "problems": sorted(problems)[:10],
                                  "tenants_asking": {role: p.tenant for role, p in principals.items()}}
        for name in presets:
            result[name] = {"turn_ms": summary(walls[name]), "steps_ms": {k: summary(v) for k, v in steps[name].items()}}
        result["turn_ms_by_tenant"] = {k: summary(v) for k, v in by_tenant.items()}
        result["channel_query_ms"] = {k: summary(v) for k, v in sorted(channels.items())}
        result["profile"] = _profile(engine, lambda: [turn(presets["guarded"], c, p) for c in cases for p in principals.values()], ctx, size)
        result["chroma_filter_probe"] = {role: filter_probe(engine, p, reps=10) for role, p in principals.items()}
        out["sizes"][str(size)] = result
    headline = HEADLINE_SIZE if str(HEADLINE_SIZE) in out["sizes"] else sizes(ctx.quick)[0]
    first = out["sizes"][str(headline)]
    out["headline_size"] = headline
    out["overhead_p50_ms"] = first["guarded"]["turn_ms"]["p50"]
    return out


def filter_probe(engine: Any, principal: Principal, reps: int) -> dict[str, Any]:
    """Why a dense query costs what it costs: Chroma's query with the scoped `where` (what the store sends)
    vs the same query without `where`, fetching 4k results and applying `access.allows` in Python.

    Chroma evaluates a metadata filter by materialising every matching record id, so the filtered query
    grows with the number of matching chunks; the unfiltered HNSW search does not.
    """
    import numpy as np

    from querylab.contracts import Scope
    from querylab.corpus import access

    scope = Scope.for_principal(principal)
    where = access.scoped_where(scope)
    chunks = engine.store.collections.chunks
    rng = np.random.default_rng(3)
    k = 10
    filtered: list[float] = []
    unfiltered: list[float] = []
    shown: list[float] = []
    for _ in range(reps):
        vector = rng.standard_normal(engine.embedder.dim).astype(np.float32)
        vector /= np.linalg.norm(vector)
        t0 = time.perf_counter()
        chunks.query(query_embeddings=[vector], n_results=k, where=where, include=["documents", "metadatas", "distances"])
        t1 = time.perf_counter()
        res = chunks.query(query_embeddings=[vector], n_results=4 * k, include=["documents", "metadatas", "distances"])
        visible = [m for m in res["metadatas"][0] if access.allows(m or {}, scope)][:k]
        t2 = time.perf_counter()
        filtered.append((t1 - t0) * 1000)
        unfiltered.append((t2 - t1) * 1000)
        shown.append(len(visible))
    return {"scoped_where_ms": summary(filtered), "no_where_overfetch_4k_then_python_filter_ms": summary(unfiltered), "visible_of_4k_p50": summary(shown)["p50"]}


def _profile(engine: Any, work: Callable[[], Any], ctx: BenchContext, size: int) -> dict[str, Any]:
    pool = engine.channels.pool
    engine.channels.pool = InlineExecutor()
    profiler = cProfile.Profile()
    try:
        profiler.enable()
        work()
        profiler.disable()
    finally:
        engine.channels.pool = pool
    path = ctx.cache / f"overhead-{size}.prof"
    profiler.dump_stats(str(path))
    return {"file": str(path), "top_cumulative": _top(profiler, "cumulative", 30), "top_self": _top(profiler, "tottime", 15)}


def _top(profiler: cProfile.Profile, key: str, n: int) -> list[str]:
    buf = io.StringIO()
    stats = pstats.Stats(profiler, stream=buf)
    stats.sort_stats(key).print_stats(n)
    lines = [ln.rstrip() for ln in buf.getvalue().splitlines()]
    start = next((i for i, ln in enumerate(lines) if ln.lstrip().startswith("ncalls")), 0)
    return [ln.replace(str(ctx_root()), "") for ln in lines[start:] if ln.strip()]


def ctx_root() -> str:
    from querylab.config import REPO_ROOT

    return f"{REPO_ROOT}/"
