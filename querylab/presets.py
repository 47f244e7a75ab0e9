"""The three reference pipelines as presets of one pipeline (DESIGN.md, "One turn")."""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Preset:
    name: str
    description: str
    router: bool = False  # guarded: validated route contract first
    decide: bool = False  # memU: RETRIEVE / NO_RETRIEVE with a rewritten query
    tiers: bool = False  # memU: summaries -> chunks -> whole documents, sufficiency check after each
    retrievers: tuple[str, ...] = ("dense", "bm25")
    rewrite_channel: bool = False  # guarded: original and normalized query as two channels
    hyde: bool = False  # RAG Me Up option: retrieve with a hypothetical document; the judge loop is off
    judge: bool = True
    max_rewrites: int = 1
    keep_original_in_loop: bool = False  # guarded fuses the loop's channels with the first ones
    followup_reuse: bool = False  # RAG Me Up: a follow-up may reuse the previous turn's documents
    top_k: int = 5

    def with_(self, **changes: object) -> "Preset":
        return replace(self, **changes)  # type: ignore[arg-type]


PRESETS: dict[str, Preset] = {
    "guarded": Preset(
        name="guarded",
        description="Guarded router: route contract, original + rewrite fused with RRF, judge, one rewrite.",
        router=True,
        rewrite_channel=True,
        keep_original_in_loop=True,
    ),
    "ragmeup": Preset(
        name="ragmeup",
        description="RAG Me Up: hybrid BM25 + dense, judge yes/no, on 'no' rewrite once with the motivation.",
        followup_reuse=True,
    ),
    "memu": Preset(
        name="memu",
        description="memU: RETRIEVE / NO_RETRIEVE with a rewritten query; tiers with sufficiency checks.",
        decide=True,
        tiers=True,
        judge=False,
        retrievers=("dense",),
    ),
}


def get_preset(name: str) -> Preset:
    try:
        return PRESETS[name]
    except KeyError:
        raise ValueError(f"unknown preset {name!r}; choose one of {', '.join(PRESETS)}") from None
