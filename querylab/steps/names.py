"""The names of the turn's steps and channel sources: one enumeration shared by the trace, the UI, the offline
model and the docs, so a name seen in a trace is found by one search of the code.

A step that runs again after a rewrite keeps its name and records `round=2`; memU's tiers record `tier`;
discarded speculative work records `speculative=True` (see `querylab.contracts.Step`).
"""

from __future__ import annotations

from enum import Enum


class StepName(str, Enum):
    ROUTE = "route"  # steps/route.py: the validated route contract
    DECIDE = "decide"  # steps/decide.py: memU's RETRIEVE / NO_RETRIEVE with a rewritten query
    HYDE = "hyde"  # steps/hyde.py: a hypothetical document to retrieve with
    FOLLOWUP = "followup"  # steps/followup.py: RAG Me Up's "does the follow-up need new documents?"
    RETRIEVE = "retrieve"  # steps/retrieve.py: the channels of one round (or one tier)
    FUSE = "fuse"  # steps/fuse.py: reciprocal rank fusion of a round's channels
    RERANK = "rerank"  # steps/rerank.py: the model orders the fused candidates
    JUDGE = "judge"  # steps/judge.py: "can these documents answer?" yes/no + motivation
    REWRITE = "rewrite"  # steps/rewrite.py: the one rewrite after a "no"
    SUFFICIENCY = "sufficiency"  # steps/tiers.py: memU's decision re-asked after a tier
    TOOL = "tool"  # steps/tools.py: an allow-listed live tool or action
    ANSWER = "answer"  # steps/answer.py: the answer with citations

    def __str__(self) -> str:  # f-strings and messages show "judge", not "StepName.JUDGE"
        return self.value


class ChannelSource(str, Enum):
    """Where a channel's query text came from; a channel is named "<source>-<retriever>"."""

    ORIGINAL = "original"  # the question as asked
    REWRITE = "rewrite"  # the router's normalized query or memU's rewritten query, beside the original
    LOOP = "loop"  # the rewrite after the judge's "no" (round 2)
    HYDE = "hyde"  # a hypothetical document
    TIER1 = "tier1"  # memU tier 1: document summaries
    TIER2 = "tier2"  # memU tier 2: chunks
    TIER3 = "tier3"  # memU tier 3: whole documents

    def __str__(self) -> str:
        return self.value


def channel_name(source: ChannelSource, retriever: str) -> str:
    return f"{source.value}-{retriever}"
