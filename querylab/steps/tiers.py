"""memU's tiers for documents: summaries (category) → chunks (item) → whole documents (resource), with the
pre-retrieval decision re-asked after each tier as a sufficiency check. The walk stops at the first tier
judged sufficient; the answer uses the chunks of tier 2 (or the whole documents of tier 3)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from querylab.channels import ChannelSpec
from querylab.contracts import ChannelResult, FusedHit
from querylab.fusion import reciprocal_rank_fusion
from querylab.parsing import parse_decision
from querylab.steps.env import StepEnv
from querylab.steps.fuse import in_force_first
from querylab.steps.names import ChannelSource, StepName, channel_name
from querylab.steps.retrieve import RetrieveStep
from querylab.steps.screening import flag_instruction_like

SUMMARIES, CHUNKS, DOCUMENTS = "tier1-summaries", "tier2-chunks", "tier3-documents"
SUMMARIES_K = 3
WHOLE_DOCUMENTS = 2
PROMPT_CHARS_PER_TEXT = 1500


class SufficiencyStep:
    """The decide template asked again with what a tier found: NO_RETRIEVE there means "sufficient"."""

    def __init__(self, env: StepEnv) -> None:
        self.env = env

    def run(self, query: str, texts: list[str], tier: str) -> bool:
        env = self.env
        content = "\n---\n".join(t[:PROMPT_CHARS_PER_TEXT] for t in texts) or "(nothing found)"
        out = env.runner.call(env.trace, StepName.SUFFICIENCY, env.templates("decide"),
                              {"history": env.history_text, "query": query, "retrieved_content": content}, env.model_context(texts), tier=tier)
        decision = parse_decision(out.text or "", query)
        if not decision.parsed:
            env.trace.event("degradation", "sufficiency_unparsed", "no RETRIEVE/NO_RETRIEVE in the reply; treated as not sufficient, the next tier is read", step=out.step.name)
        out.step.parsed = {"sufficient": not decision.retrieve, **decision.model_dump()}
        return not decision.retrieve


@dataclass
class TierResult:
    hits: list[FusedHit] = field(default_factory=list)  # what the answer is written from


class TierWalk:
    def __init__(self, env: StepEnv, retrieve: RetrieveStep, sufficiency: SufficiencyStep, retrievers: Sequence[str],
                 document_text: Callable[..., str] | None) -> None:
        self.env = env
        self.retrieve = retrieve
        self.sufficiency = sufficiency
        self.retrievers = tuple(retrievers)
        self.document_text = document_text

    def run(self, query: str) -> TierResult:
        env = self.env
        tiers: list[tuple[str, list[ChannelSpec]]] = [
            (SUMMARIES, [ChannelSpec(channel_name(ChannelSource.TIER1, "summaries"), query, "summaries", k=SUMMARIES_K)]),
            (CHUNKS, [ChannelSpec(channel_name(ChannelSource.TIER2, r), query, r) for r in self.retrievers]),
        ]
        chunks: list[FusedHit] = []
        for tier, specs in tiers:
            results = self.retrieve.run(specs, depth=env.top_k, tier=tier)
            fused = in_force_first(env, reciprocal_rank_fusion(results, k=env.rrf_k, top_n=env.top_k))
            flag_instruction_like(env.trace, fused)  # every tier's text reaches the sufficiency prompt
            if tier == CHUNKS:
                chunks = fused
                env.trace.fused = fused
            if self.sufficiency.run(query, [h.text for h in fused], tier=tier):
                return TierResult(chunks or fused)
        if self.document_text is None or not chunks:
            return TierResult(chunks)
        docs = self.whole_documents(query, chunks)
        self.sufficiency.run(query, [d.text for d in docs], tier=DOCUMENTS)
        return TierResult(docs)

    def whole_documents(self, query: str, chunks: list[FusedHit]) -> list[FusedHit]:
        """Tier 3: the whole documents of the best chunks, read within the principal's tenant and re-checked
        against its groups (the store's audience rule fails closed: `get_document_text(doc_id, tenant, groups)`)."""
        env = self.env
        doc_ids = list(dict.fromkeys(h.doc_id for h in chunks))[:WHOLE_DOCUMENTS]
        with env.trace.timed(StepName.RETRIEVE.value, tier=DOCUMENTS) as step:
            docs = [FusedHit(chunk_id=f"{d}:document", doc_id=d, score=0.0, rank=n, text=self.document_text(d, env.scope.tenant, env.scope.groups),
                             metadata=next(h.metadata for h in chunks if h.doc_id == d)) for n, d in enumerate(doc_ids, start=1)]
            step.parsed = doc_ids
        flag_instruction_like(env.trace, docs)
        env.trace.channels.append(ChannelResult(name=channel_name(ChannelSource.TIER3, "documents"), query=query, retriever="documents", hits=[], filters={"tenant": env.scope.tenant}))
        return docs
