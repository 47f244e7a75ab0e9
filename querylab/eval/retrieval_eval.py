"""Retrieval evaluation on BEIR-style sets: every channel of a turn, scored per document.

The corpus is ingested through the real ingestion path (a `CorpusStore` of an `Engine` over its own
data folder, tenant ``eval``): records written as JSON Lines shards (``_id``, ``title``, ``text``),
so each record becomes one section whose chunks carry the BEIR id as ``record_id``, titles are
headings (embedded with the text and indexed by BM25), and chunking is the configured one. The built
store is kept under ``<data_dir>/cache/eval-<set>-<embedder>`` with a marker holding the corpus hash
and the store's pipeline string; a re-run with the same corpus and settings skips ingestion.

Channels per query (document ids = the ``record_id`` of ranked chunks, first occurrence kept):
- ``dense``, ``bm25``: the original query on each retriever;
- ``original``: RRF of those two (what a turn retrieves with the question as asked);
- ``rewrite``: RRF of dense + BM25 on the rewrite. The rewrite comes from the pipeline's own steps:
  the judge step on the top ``top_k`` fused chunks gives a motivation, the ``rewrite`` step turns it
  into a rewrite, and the pipeline's guard rejects a rewrite that lost a negation, number or name
  (then the rewrite is the original question);
- ``fused``: RRF of all four channels (original and rewrite, both retrievers), as the guarded preset
  fuses them;
- ``loop``: what the RAG Me Up loop ends with: ``original`` when the judge said yes, else ``fused``;
- with ``EvalConfig.rerank`` (``eval retrieval --rerank``): ``reranked`` = the ``rerank`` step's order of
  the top 2·``top_k`` chunks of ``original`` (the RAG Me Up option), the rest after them;
- MuSiQue only: ``oracle`` = RRF over dense + BM25 channels of every gold sub-question ("#1" left
  unresolved), and ``original+oracle`` = RRF of the original channels and the oracle ones: the
  ceiling a perfect decomposition could reach.

Fusion is `querylab.fusion.reciprocal_rank_fusion` on chunk hits with the configured ``rrf_k``, as
in a turn. Per-query rows are cached (key: query text, store fingerprint, judge/rewrite template
revisions and backend).
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
from querylab.eval.judge_eval import documents_block
from querylab.eval.metrics import retrieval_metrics
from querylab.fusion import reciprocal_rank_fusion
from querylab.lexicon import missing_protected
from querylab.parsing import parse_judge, parse_rerank, parse_rewrite
from querylab.steps import StepRunner
from querylab.trace import Trace

logger = logging.getLogger(__name__)

TENANT = "eval"
RETRIEVAL_TEMPLATES = ("judge", "rewrite")
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


class QueryRun:
    """All channels for one query (thread-safe): retrieval, judge, rewrite, fusion."""

    def __init__(self, store: EvalStore, resolved: ResolvedConfig, rs: RetrievalSet, top_k: int, rrf_k: int, rerank: bool = False) -> None:
        self.store = store
        self.resolved = resolved
        self.rs = rs
        self.top_k = top_k
        self.rrf_k = rrf_k
        self.rerank = rerank

    def reranked(self, question: str, fused: list[Any]) -> tuple[list[Any], dict[str, Any]]:
        """The rerank step's order of the top 2·top_k chunks (the rest after them), as the pipeline does it."""
        depth = min(len(fused), 2 * self.top_k)
        candidates = fused[:depth]
        texts = [h.text for h in candidates]
        trace = Trace(session_id="eval", backend=self.resolved.llm.name, model=self.resolved.llm.model, question=question)
        out = StepRunner(self.resolved.llm).call(trace, "rerank", self.resolved.template("rerank"),
                                                 {"documents": documents_block(texts), "question": question},
                                                 {"_documents": texts, "_tenant": TENANT, "_history": []})
        order = parse_rerank(out.text or "", depth) if depth > 1 else None
        if order is None:
            return fused, {"rerank_unparsed": out.text is not None and depth > 1, **({"rerank_error": out.step.error} if out.step.error else {})}
        return [candidates[i - 1] for i in order] + fused[depth:], {}

    def rewrite_for(self, question: str, fused: list[Any]) -> tuple[str | None, str, dict[str, Any]]:
        """(rewrite or None, judge verdict, details) from the judge and rewrite steps on the top chunks."""
        trace = Trace(session_id="eval", backend=self.resolved.llm.name, model=self.resolved.llm.model, question=question)
        steps = StepRunner(self.resolved.llm)
        texts = [h.text for h in fused[: self.top_k]]
        ctx = {"_documents": texts, "_tenant": TENANT, "_history": []}
        judged = steps.call(trace, "judge", self.resolved.template("judge"), {"documents": documents_block(texts), "question": question}, ctx)
        verdict = parse_judge(judged.text or "")
        out = steps.call(trace, "rewrite", self.resolved.template("rewrite"),
                         {"question": question, "motivation": verdict.motivation or "(none given)", "history": "(no earlier messages)"}, ctx)
        rewrite = parse_rewrite(out.text or "") if out.text is not None else None
        details: dict[str, Any] = {"verdict": verdict.verdict}
        if rewrite and missing_protected(question, rewrite):
            details["rewrite_rejected"] = missing_protected(question, rewrite)
            rewrite = None
        errors = [s.error for s in trace.steps if s.error]
        if errors:
            details["errors"] = errors
        return rewrite, verdict.verdict, details

    def __call__(self, qid: str) -> dict[str, Any]:
        question = self.rs.queries[qid]
        extras = self.rs.query_extras.get(qid, {})
        sub_questions = [s for s in extras.get("decomposition") or [] if isinstance(s, str) and s.strip()]
        first = self.store.run(_specs("original", question))
        original = reciprocal_rank_fusion(first, k=self.rrf_k)
        rewrite, verdict, details = self.rewrite_for(question, original)
        runs: dict[str, list[str]] = {
            "dense": doc_ids(first[0].hits), "bm25": doc_ids(first[1].hits), "original": doc_ids(original),
        }
        changed = bool(rewrite) and rewrite.strip().lower() != question.strip().lower()
        if changed:
            second = self.store.run(_specs("rewrite", rewrite or question))
            runs["rewrite"] = doc_ids(reciprocal_rank_fusion(second, k=self.rrf_k))
            runs["fused"] = doc_ids(reciprocal_rank_fusion(first + second, k=self.rrf_k))
        else:
            runs["rewrite"] = runs["original"]
            runs["fused"] = runs["original"]
        runs["loop"] = runs["original"] if verdict == "yes" else runs["fused"]
        if self.rerank:
            reordered, notes = self.reranked(question, original)
            runs["reranked"] = doc_ids(reordered)
            details.update(notes)
        if sub_questions:
            oracle_results: list[ChannelResult] = []
            for i, sub in enumerate(sub_questions, start=1):
                oracle_results += self.store.run(_specs(f"oracle{i}", sub))
            runs["oracle"] = doc_ids(reciprocal_rank_fusion(oracle_results, k=self.rrf_k))
            runs["original+oracle"] = doc_ids(reciprocal_rank_fusion(first + oracle_results, k=self.rrf_k))
        gold = sorted(self.rs.qrels.get(qid, set()))
        hit5 = bool(set(gold) & set(runs["fused"][:5]))
        return case_row(qid, gold, runs["fused"][:10], hit5, runs=runs, rewrite=rewrite if changed else None,
                        rewritten=changed, **details)


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
    resolved = ctx.resolve(config, RETRIEVAL_TEMPLATES + (("rerank",) if config.rerank else ()), "retrieval")
    top_k, rrf_k = get_preset(config.preset).top_k, ctx.settings.rrf_k
    # the rows also depend on the store's contents and the fusion settings, not only on the model
    resolved = replace(resolved, revision=stable_hash([resolved.revision, store.fingerprint, top_k, rrf_k, CHUNKS_PER_CHANNEL]))
    runner = QueryRun(store, resolved, rs, top_k, rrf_k, rerank=config.rerank)
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
    metrics["rewritten_share"] = (sum(1 for r in rows if r["details"].get("rewritten")) / len(rows)) if rows else None
    metrics["judge_yes_share"] = (sum(1 for r in rows if r["details"].get("verdict") == "yes") / len(rows)) if rows else None
    metrics["corpus_docs"] = len(rs.corpus)
    return {"metrics": metrics, "cases": rows, "computed": computed, "config_revision": resolved.revision,
            "config": {**config.describe(), "revision": resolved.revision, "backend": resolved.backend,
                       "chunk_size": ctx.settings.chunk_size, "chunk_overlap": ctx.settings.chunk_overlap,
                       "rrf_k": ctx.settings.rrf_k, "store": str(store.folder)},
            "store_seconds": round(built, 1)}
