"""What the shared documents block is worth on a real local model: the answer's time to its first token right
after the judge read the same passages, with the shipped templates (passages first, each template's own
instructions after them) against the same words in the other order (instructions first).

Why: llama.cpp keeps the last prompt's computed prefix in its slot, and on a CPU the prompt's prefill is most
of a call's time (8–12 ms per prompt token for SmolLM2-135M on one thread). When the judge's and the answer's
prompts open with the same passages, the answer computes only its own instructions and the question. The
judge runs first in both layouts, so each answer follows a judge of its own layout; the two layouts alternate
per question (A B, then B A) so machine drift falls on both alike. Part of the `local_model` benchmark.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any, Callable

from benchmarks.common import median
from querylab.llm.base import LLM, LLMRequest
from querylab.prompt_prefix import DOCUMENTS_END
from querylab.templates import PromptTemplate

REPLY_TOKENS = 24  # enough for a verdict and the answer's first words: the prefill is what is measured


def instructions_first(template: PromptTemplate) -> PromptTemplate:
    """The same template with its own instructions moved in front of the documents block (the earlier layout)."""
    head, closed, own = template.system.partition(DOCUMENTS_END)
    if not closed or not own.strip():
        raise ValueError(f"template {template.name!r} does not open with a documents block")
    return replace(template, system=f"{own.strip()}\n{head}{closed}")


def _request(template: PromptTemplate, values: dict[str, str]) -> LLMRequest:
    system, user = template.render(**{k: v for k, v in values.items() if k in template.variables})
    return LLMRequest(task=template.name, system=system, user=user, max_tokens=REPLY_TOKENS)


def _first_token_s(llm: LLM, request: LLMRequest) -> float | None:
    started = time.perf_counter()
    for _piece in llm.stream(request):
        return time.perf_counter() - started
    return None


def run_with(llm: LLM, templates: dict[str, PromptTemplate], cases: list[tuple[str, str]]) -> dict[str, Any]:
    """`cases`: (question, its rendered passages). Returns per-layout medians and the per-question pairs."""
    layouts: dict[str, Callable[[PromptTemplate], PromptTemplate]] = {"documents_first": lambda t: t, "instructions_first": instructions_first}
    rows: list[dict[str, Any]] = []
    for i, (question, documents) in enumerate(cases):
        values = {"documents": documents, "question": question, "history": "(none)"}
        order = list(layouts) if i % 2 == 0 else list(reversed(layouts))
        row: dict[str, Any] = {"question": question}
        for name in order:
            shape = layouts[name]
            judge_s = _first_token_s(llm, _request(shape(templates["judge"]), values))
            answer_s = _first_token_s(llm, _request(shape(templates["answer"]), values))
            row[name] = {"judge_ttft_s": judge_s, "answer_ttft_after_judge_s": answer_s}
        rows.append(row)

    def med(layout: str, key: str) -> float | None:
        values = [r[layout][key] for r in rows if r[layout][key] is not None]
        return round(median(values), 2) if values else None

    ratios = [r["documents_first"]["answer_ttft_after_judge_s"] / r["instructions_first"]["answer_ttft_after_judge_s"]
              for r in rows if r["documents_first"]["answer_ttft_after_judge_s"] and r["instructions_first"]["answer_ttft_after_judge_s"]]
    return {
        "questions": len(rows),
        "answer_ttft_after_judge_s": {name: med(name, "answer_ttft_after_judge_s") for name in layouts},
        "judge_ttft_s": {name: med(name, "judge_ttft_s") for name in layouts},
        "answer_ratio_documents_first": {"p50": round(median(ratios), 3), "min": round(min(ratios), 3), "max": round(max(ratios), 3), "pairs": len(ratios)} if ratios else None,
        "rows": rows,
    }
