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
    rerank: bool = False  # RAG Me Up option: the model orders the fused list before the judge sees it
    max_rewrites: int = 1
    keep_original_in_loop: bool = False  # guarded fuses the loop's channels with the first ones
    followup_reuse: bool = False  # RAG Me Up: a follow-up may reuse the previous turn's documents
    top_k: int = 5
    # Critical-path options (querylab/critical_path/): off in the reference presets, on in `critical_path()`.
    # None of them changes a decision; they only overlap or merge model calls.
    judge_rewrite: bool = False  # judge and rewrite in one structured call (prompts/judge_rewrite.toml)
    speculative_retrieval: bool = False  # retrieve the original query while the router decides (router presets)
    speculative_knowledge: bool = False  # run its whole knowledge path meanwhile; used only if the route leads there
    answer_start: str = "after_judge"  # or "after_first_word" (stream the judge) or "speculative" (alongside the judge)

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


def critical_path(preset: Preset) -> Preset:
    """`preset` with every critical-path option on: same verdicts and rewrites, fewer sequential model calls.

    Not one of `PRESETS` because it trades tokens for latency (a speculative judge or answer that turns out
    unneeded is paid for); the benchmark (`python -m querylab bench`) measures both sides.
    """
    return preset.with_(
        name=f"{preset.name}+critical_path",
        judge_rewrite=True,
        speculative_retrieval=preset.router,
        speculative_knowledge=preset.router,
        answer_start="speculative",
    )


def get_preset(name: str) -> Preset:
    try:
        return PRESETS[name]
    except KeyError:
        raise ValueError(f"unknown preset {name!r}; choose one of {', '.join(PRESETS)}") from None
