"""Whether the templates that read the same passages one after another open with the same text.

Why: the judge, the combined judge + rewrite and the follow-up check read a round's passages, and the answer
reads the same passages right after them. A server that keeps the last prompt's computed prefix (llama.cpp's
slot; an API's prompt cache) skips the passages' prefill for the answer only when both prompts open alike, up
to the end of the documents block. On a CPU that prefill is most of a call: with SmolLM2-135M the answer's
first token came 0.65 s after the judge instead of 5.9 s (docs/bench_results.md, "Prompt layout"). The
shipped templates open with one shared documents block; an edit that changes it still works, only slower,
so the Prompts page says so instead of refusing the draft.
"""

from __future__ import annotations

from typing import Mapping

from querylab.templates import PromptTemplate

#: Templates whose prompts carry a round's passages, read one after another on the same passages.
PASSAGE_TEMPLATES = ("judge", "judge_rewrite", "followup", "answer")
DOCUMENTS_END = "</documents>"


def opening(template: PromptTemplate) -> str | None:
    """The system prompt up to and including the end of its documents block; None when it has no such block."""
    head, closed, _ = template.system.partition(DOCUMENTS_END)
    return head + closed if closed and "{documents}" in head else None


def prefix_note(draft: PromptTemplate, active: Mapping[str, PromptTemplate]) -> str | None:
    """A note when `draft` no longer opens like the active templates it shares passages with, else None."""
    if draft.name not in PASSAGE_TEMPLATES:
        return None
    mine = opening(draft)
    differing = [n for n in PASSAGE_TEMPLATES if n != draft.name and n in active and (mine is None or opening(active[n]) != mine)]
    if not differing:
        return None
    where = "has no documents block ending in `</documents>`" if mine is None else "opens differently from " + ", ".join(differing)
    return (f"This draft {where}: a local model (llama.cpp) or an API's prompt cache reuses the passages' computation from one "
            "step to the next only when their prompts open with the same text up to `</documents>`. The draft works; "
            "on a local model the answer after the judge starts seconds later.")
