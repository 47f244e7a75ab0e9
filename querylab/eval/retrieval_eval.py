"""Retrieval evaluation on BEIR-style sets: every channel of a turn, scored per document.

The corpus is ingested through the real ingestion path (a `CorpusStore` of an `Engine` over its own
data folder, tenant ``eval``): records written as JSON Lines shards (``_id``, ``title``, ``text``),
so each record becomes one section whose chunks carry the BEIR id as ``record_id``, titles are
headings (embedded with the text and indexed by BM25), and chunking is the configured one. The built
store is kept under ``<data_dir>/cache/eval-<set>-<embedder>`` with a marker holding the corpus hash
and the store's pipeline string; a re-run with the same corpus and settings skips ingestion.

Each query runs through the chosen preset's own turn (`QueryRun`: the same `Pipeline` and step components
as a chat turn, stopped before the answer, each channel asked for `CHUNKS_PER_CHANNEL` chunks), and every
list the turn built is scored, labelled as what it is (`turn_runs`): ``dense``, ``bm25`` and ``original``
(the question's round-1 channels), ``rewrite`` (round 1's rewrite channels: the router's normalized query or
memU's rewritten query), ``fused`` (what the judge saw), ``loop`` (the list the turn ends with: round 2
after a "no", else ``fused``) and, where it ran, ``loop_subset`` (fused against loop on the looped queries
only). With ``--rerank`` the preset's rerank is on, and ``reranked`` is the order the judge saw. MuSiQue only: ``oracle`` = RRF over dense + BM25 channels of every gold sub-question ("#1" left
unresolved), and ``original+oracle``: the ceiling a perfect decomposition could reach.

Document ids are the ``record_id`` of ranked chunks, first occurrence kept. Per-query rows are cached (key:
query text, store fingerprint, preset, template revisions, backend, fusion settings).
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import shutil
import time
from dataclasses import replace
from typing import Any, Sequence

from querylab.channels import ChannelSpec
from querylab.contracts import ChannelResult, Principal, Scope
from querylab.eval.context import EvalConfig, EvalContext, ProgressFn, ResolvedConfig, case_row, map_cases, notify, stable_hash
from querylab.eval.datasets import RetrievalSet
from querylab.eval.metrics import retrieval_metrics
from querylab.fusion import reciprocal_rank_fusion
from querylab.steps.names import StepName
from querylab.trace import Trace

logger = logging.getLogger(__name__)

TENANT = "eval"
#: Every template a turn may render: the preset decides which of them run.
RETRIEVAL_TEMPLATES = ("router", "decide", "hyde", "followup", "rerank", "judge", "judge_rewrite", "rewrite", "answer")
KS: tuple[int, ...] = (1, 5, 10)
#: Chunks asked of each channel: passages span ~2 chunks, and 10 distinct documents are scored.
CHUNKS_PER_CHANNEL = 30
#: Documents kept per channel in a row (enough for recall@10 and most reciprocal ranks).
DOCS_KEPT = 20
SHARD_SIZE = 100
_MARKER = "querylab_eval_store.json"


def base_name(rs: RetrievalSet) -> str:
    """The set's name without a split suffix (``squad2:test`` → ``squad2``): one store per corpus."""
    return re.sub(r"[^A-Za-z0-9_.-]", "_", rs.name.split(":", 1)[0]) or "set"


def corpus_hash(rs: RetrievalSet) -> str:
    h = hashlib.sha256()
    for doc_id in sorted(rs.corpus):
        doc = rs.corpus[doc_id]
        h.update(json.dumps([doc_id, doc.get("title", ""), doc.get("text", "")], ensure_ascii=False).encode("utf-8"))
    return h.hexdigest()[:16]


class EvalStore:
    """An `Engine` over ``<cache>/eval-<set>-<embedder>`` holding one set's corpus (tenant ``eval``)."""

    def __init__(self, ctx: EvalContext, rs: RetrievalSet, progress: ProgressFn | None = None) -> None:
        from querylab.engine import Engine

        self.folder = ctx.cache_dir / f"eval-{base_name(rs)}-{ctx.embedder.name}"
        self.folder.mkdir(parents=True, exist_ok=True)
        settings = ctx.settings.with_(data_dir=self.folder, seed_sample_corpus=False, chroma_host=None,
                                      collection="eval", tenant=TENANT)
        self.engine = Engine(settings, llm=ctx.llm, embedder=ctx.embedder)
        self.scope = Scope.for_principal(Principal(tenant=TENANT, user="eval", groups=()))
        self.fingerprint = stable_hash([corpus_hash(rs), self.engine.store.pipeline])
        self.ingest_seconds = 0.0
        self._ensure(rs, progress)

    def _ensure(self, rs: RetrievalSet, progress: ProgressFn | None) -> None:
        marker = self.folder / _MARKER
        try:
            if json.loads(marker.read_text(encoding="utf-8")).get("fingerprint") == self.fingerprint:
                logger.info("eval store %s is current", self.folder)
                return
        except (OSError, ValueError):
            pass
        t0 = time.perf_counter()
        shards = self.folder / "records"  # not "corpus": the store keeps its manifest there
        if shards.exists():
            shutil.rmtree(shards)
        shards.mkdir()
        ids = sorted(rs.corpus)
        for n, start in enumerate(range(0, len(ids), SHARD_SIZE)):
            lines = [json.dumps({"_id": d, "title": rs.corpus[d].get("title", ""), "text": rs.corpus[d].get("text", "")},
                                ensure_ascii=False) for d in ids[start : start + SHARD_SIZE]]
            (shards / f"part-{n:04d}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")

        def tick(p: Any) -> None:
            notify(progress, getattr(p, "done", 0), getattr(p, "total", 1), str(getattr(p, "source", "")), "ingest")

        current = {f"part-{n:04d}.jsonl" for n in range((len(ids) + SHARD_SIZE - 1) // SHARD_SIZE)}
        for doc in self.engine.store.list_documents(TENANT):  # shards of an older, larger corpus
            if doc.source not in current:
                self.engine.store.delete_document(TENANT, doc.doc_id)
        report = self.engine.ingest([shards], tenant=TENANT, progress=tick)
        failed = [r for r in report.results if r.status == "error"]
        if failed:
            raise RuntimeError(f"ingesting {rs.name} failed: {failed[0].error}")
        self.ingest_seconds = time.perf_counter() - t0
        marker.write_text(json.dumps({"fingerprint": self.fingerprint, "set": rs.name, "documents": len(ids),
                                      "seconds": round(self.ingest_seconds, 1)}), encoding="utf-8")
        logger.info("built eval store %s: %d documents in %.0f s", self.folder, len(ids), self.ingest_seconds)

    def run(self, specs: Sequence[ChannelSpec]) -> list[ChannelResult]:
        return self.engine.channels.run(specs, self.scope, CHUNKS_PER_CHANNEL)


def doc_ids(hits: Sequence[Any]) -> list[str]:
    """BEIR document ids of ranked chunk hits, first occurrence kept, at most `DOCS_KEPT`."""
    out: list[str] = []
    for h in hits:
        rid = str(h.metadata.get("record_id") or h.doc_id)
        if rid not in out:
            out.append(rid)
            if len(out) == DOCS_KEPT:
                break
    return out


def _specs(prefix: str, query: str) -> list[ChannelSpec]:
    return [ChannelSpec(f"{prefix}-dense", query, "dense"), ChannelSpec(f"{prefix}-bm25", query, "bm25")]


def _fused_ids(results: Sequence[ChannelResult], rrf_k: int) -> list[str]:
    return doc_ids(reciprocal_rank_fusion(list(results), k=rrf_k))


class QueryRun:
    """One query through the preset's own turn (thread-safe), read back from its trace.

    The turn runs with the evaluation store's channels, this configuration's model and templates, and two
    evaluation options: each channel is asked for `CHUNKS_PER_CHANNEL` chunks (so recall@10 counts ten
    documents), and the turn stops before the answer step. Everything else — route, memU decision, HyDE,
    judge, the rewrite after "no", rerank, fusion — is the turn's own code.
    """

    def __init__(self, store: EvalStore, resolved: ResolvedConfig, rs: RetrievalSet, preset: Any, rrf_k: int) -> None:
        from querylab.pipeline import Pipeline

        self.store = store
        self.rs = rs
        self.rrf_k = rrf_k
        self.pipeline = Pipeline(resolved.llm, store.engine.channels, resolved.template, preset,
                                 known_tenants=lambda: (TENANT,), document_text=store.engine.store.get_document_text, rrf_k=rrf_k)

    def turn(self, question: str) -> Trace:
        from querylab.pipeline import TurnOptions

        principal = Principal(tenant=TENANT, user="eval", groups=())
        return self.pipeline.run(question, principal, "eval", [], TurnOptions(depth=CHUNKS_PER_CHANNEL, answer=False))

    def __call__(self, qid: str) -> dict[str, Any]:
        question = self.rs.queries[qid]
        trace = self.turn(question)
        runs = turn_runs(trace, self.rrf_k)
        extras = self.rs.query_extras.get(qid, {})
        sub_questions = [s for s in extras.get("decomposition") or [] if isinstance(s, str) and s.strip()]
        if sub_questions:  # MuSiQue's gold decomposition: the ceiling a perfect decomposition could reach
            first = [c for c in trace.channels if c.round == 1 and c.name.startswith("original-")]
            oracle: list[ChannelResult] = []
            for i, sub in enumerate(sub_questions, start=1):
                oracle += self.store.run(_specs(f"oracle{i}", sub))
            runs["oracle"] = _fused_ids(oracle, self.rrf_k)
            runs["original+oracle"] = _fused_ids(first + oracle, self.rrf_k)
        verdicts = [j.verdict for j in trace.judgements]
        gold = sorted(self.rs.qrels.get(qid, set()))
        hit5 = bool(set(gold) & set(runs.get("fused", [])[:5]))
        details: dict[str, Any] = {"verdict": verdicts[0] if verdicts else None, "verdicts": verdicts,
                                   "route": trace.route.route.value if trace.route else None,
                                   "rewrite": trace.rewritten_query, "rewritten": bool(trace.rewritten_query),
                                   "looped": any(c.round > 1 for c in trace.channels)}
        problems = [f"{e.code}: {e.message}" for e in trace.events if e.kind in ("degradation", "error")]
        if problems:
            details["events"] = problems[:5]
        return case_row(qid, gold, runs.get("fused", [])[:10], hit5, runs=runs, **details)


def turn_runs(trace: Trace, rrf_k: int) -> dict[str, list[str]]:
    """The ranked document ids of each list a turn built, labelled as what it is:

    - ``dense``, ``bm25``: the question's own channels in round 1 (``original-dense``, ``original-bm25``);
    - ``original``: RRF of those; ``rewrite``: RRF of round 1's rewrite channels (the router's normalized query or
      memU's rewritten query, when it differs from the question; else the same as ``original``);
    - ``fused``: the turn's round-1 fuse step (memU's tiers: the chunk tier's fused list); ``reranked``: the
      rerank step's order of it, when the preset reranks (what the judge then saw);
    - ``loop``: the list the turn ends with — round 2's fused list when the judge said "no" and a rewrite was
      searched, else ``fused``.
    A turn that retrieved nothing (a route without retrieval, or NO_RETRIEVE) has empty lists: a miss.
    """
    hits_by_chunk = {h.chunk_id: h for c in trace.channels for h in c.hits}
    first = [c for c in trace.channels if c.round == 1]
    by_name = {c.name: c for c in first}
    runs: dict[str, list[str]] = {}
    for name in ("dense", "bm25"):
        channel = by_name.get(f"original-{name}") or by_name.get(f"tier2-{name}") or by_name.get(f"hyde-{name}")
        runs[name] = doc_ids(channel.hits) if channel else []
    originals = [c for c in first if c.name.startswith(("original-", "tier2-", "hyde-"))]
    runs["original"] = _fused_ids(originals, rrf_k)
    rewrites = [c for c in first if c.name.startswith("rewrite-")]
    runs["rewrite"] = _fused_ids(rewrites, rrf_k) if rewrites else runs["original"]
    fuse_steps = {s.round: s for s in trace.steps if s.name == StepName.FUSE.value and isinstance(s.parsed, list)}
    rerank_steps = {s.round: s for s in trace.steps if s.name == StepName.RERANK.value and isinstance(s.parsed, dict) and s.parsed.get("chunk_ids")}

    def ids(chunk_ids: Sequence[str]) -> list[str]:
        return doc_ids([hits_by_chunk[c] for c in chunk_ids if c in hits_by_chunk])

    def judged(rnd: int) -> list[str]:
        """The order the judge of round `rnd` saw: the fuse step's, or the rerank step's where it ran."""
        order = list(fuse_steps[rnd].parsed)
        if rnd in rerank_steps:
            head = rerank_steps[rnd].parsed["chunk_ids"]
            order = head + [c for c in order if c not in head]
        return ids(order)

    if 1 in fuse_steps:
        runs["fused"] = ids(fuse_steps[1].parsed)
        first_judged = judged(1)
        if 1 in rerank_steps:
            runs["reranked"] = first_judged
    else:  # tiers fuse without a fuse step; a follow-up that reused documents keeps the last list
        runs["fused"] = first_judged = doc_ids(trace.fused)
    last = max(fuse_steps, default=1)
    runs["loop"] = judged(last) if last > 1 else first_judged
    return runs


def evaluate_retrieval_set(
    ctx: EvalContext,
    rs: RetrievalSet,
    config: EvalConfig,
    *,
    set_key: str,
    progress: ProgressFn | None = None,
) -> dict[str, Any]:
    """All channels over the judged queries of ``rs`` → {"metrics", "cases", "computed", "config", ...}."""
    from querylab.presets import get_preset

    t0 = time.perf_counter()
    store = EvalStore(ctx, rs, progress)
    built = time.perf_counter() - t0
    resolved = ctx.resolve(config, RETRIEVAL_TEMPLATES, "retrieval")
    preset = get_preset(resolved.config.preset or "ragmeup")
    if config.rerank:
        preset = preset.with_(rerank=True)
    top_k, rrf_k = preset.top_k, ctx.settings.rrf_k
    # the rows also depend on the store's contents and the fusion settings, not only on the model
    resolved = replace(resolved, revision=stable_hash([resolved.revision, store.fingerprint, top_k, rrf_k, CHUNKS_PER_CHANNEL, config.rerank, "turn-v1"]))
    runner = QueryRun(store, resolved, rs, preset, rrf_k)
    qids = rs.judged_query_ids
    rows, computed = map_cases(qids, runner, key=lambda q: (q, stable_hash([rs.queries[q], sorted(rs.qrels.get(q, ()))])),
                               resolved=resolved, cache=ctx.cache, set_key=set_key, progress=progress, stage="query")
    channels: list[str] = []
    for r in rows:
        for name in r["details"]["runs"]:
            if name not in channels:
                channels.append(name)
    runs = {name: {r["id"]: r["details"]["runs"][name] for r in rows if name in r["details"]["runs"]} for name in channels}
    metrics = retrieval_metrics({q: rs.qrels[q] for q in qids}, runs, KS)
    metrics["channels"] = channels
    share = (lambda pred: (sum(1 for r in rows if pred(r["details"])) / len(rows)) if rows else None)
    metrics["rewritten_share"] = share(lambda d: d.get("rewritten"))
    metrics["judge_yes_share"] = share(lambda d: d.get("verdict") == "yes")
    metrics["looped_share"] = share(lambda d: d.get("looped"))
    looped = [r["id"] for r in rows if r["details"].get("looped")]
    if looped:  # the loop round where it ran: the round-1 list the judge rejected against the list after the rewrite
        metrics["loop_subset"] = retrieval_metrics({q: rs.qrels[q] for q in looped},
                                                   {name: runs[name] for name in ("fused", "loop")}, KS)
    metrics["corpus_docs"] = len(rs.corpus)
    return {"metrics": metrics, "cases": rows, "computed": computed, "config_revision": resolved.revision,
            "config": {**resolved.config.describe(), "revision": resolved.revision, "backend": resolved.backend,
                       "chunk_size": ctx.settings.chunk_size, "chunk_overlap": ctx.settings.chunk_overlap,
                       "rrf_k": ctx.settings.rrf_k, "store": str(store.folder)},
            "store_seconds": round(built, 1)}
