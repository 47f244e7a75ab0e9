"""How a stored turn reads to a person: its first decision in one word, what the question was rewritten to, the
template revisions it used, and the rewrite as a word diff.

Why in the engine: the Chat and Traces panels (components/trace_panel.py), the shared HTML report
(querylab/report.py) and the scenario checks (querylab/scenarios.py) must say the same thing about the same turn.
"""

from __future__ import annotations

import difflib
import html

from querylab.trace import Trace


def route_label(trace: Trace) -> str:
    """The turn's first decision as one word: the route, or memU's retrieve / no_retrieve, or "retrieve"."""
    if trace.route:
        return trace.route.route.value
    if trace.decision:
        return "retrieve" if trace.decision.retrieve else "no_retrieve"
    return "retrieve"


def verdict_label(trace: Trace) -> str:
    return trace.judge.verdict if trace.judge else "–"


def effective_rewrite(trace: Trace) -> str | None:
    """What the question was rewritten to, whichever step did it (judge-loop rewrite, router, memU decision)."""
    if trace.rewritten_query:
        return trace.rewritten_query
    if trace.route and trace.route.normalized_query and trace.route.normalized_query != trace.question:
        return trace.route.normalized_query
    if trace.decision and trace.decision.rewritten_query and trace.decision.rewritten_query != trace.question:
        return trace.decision.rewritten_query
    return None


def revisions(trace: Trace) -> dict[str, str]:
    """Template name -> revision used in this turn (the last step wins if a template ran twice)."""
    return {s.template: s.revision or "" for s in trace.steps if s.template}


def word_diff(old: str, new: str) -> str:
    """HTML with removed words struck through and added words highlighted; every word is escaped."""
    a, b = old.split(), new.split()
    out = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b).get_opcodes():
        if op == "equal":
            out.append(html.escape(" ".join(a[i1:i2])))
        if op in ("delete", "replace"):
            out.append(f"<del style='color:#c92a2a'>{html.escape(' '.join(a[i1:i2]))}</del>")
        if op in ("insert", "replace"):
            out.append(f"<ins style='color:#2b8a3e;text-decoration:none;background:#d3f9d8'>{html.escape(' '.join(b[j1:j2]))}</ins>")
    return " ".join(out)
