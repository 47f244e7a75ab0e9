"""Two traces of the same question compared stage by stage: which decision a draft changed, and how.

Why stage by stage: "the answers differ" does not say whether the route moved, a channel found other
chunks, the judge flipped, or only the answer's wording changed — and the fix for each is a different
template or knob. Channels are matched by name (a channel present on one side only is all "entered" or
all "left"); chunks are compared by id, never by text.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Any

from querylab.trace import Trace


@dataclass
class StageDiff:
    stage: str  # route, knobs, templates, <channel name>, fused, judge, rewrite, answer
    changed: bool
    before: Any = None
    after: Any = None
    entered: list[str] = field(default_factory=list)  # chunk ids (channels and the fused list)
    left: list[str] = field(default_factory=list)
    note: str = ""


@dataclass
class TurnDiff:
    before_id: str
    after_id: str
    stages: list[StageDiff]

    @property
    def changed_stages(self) -> list[str]:
        return [s.stage for s in self.stages if s.changed]

    def stage(self, name: str) -> StageDiff:
        return next(s for s in self.stages if s.stage == name)

    def to_dict(self) -> dict[str, Any]:
        return {"before": self.before_id, "after": self.after_id, "changed": self.changed_stages,
                "stages": [s.__dict__ for s in self.stages]}


def _revisions(trace: Trace) -> dict[str, str]:
    return {s.template: s.revision for s in trace.steps if s.template and s.revision}


def _ids(hits: list[Any]) -> list[str]:
    return [h.chunk_id for h in hits]


def _moved(stage: str, before: list[str], after: list[str]) -> StageDiff:
    entered = [c for c in after if c not in before]
    left = [c for c in before if c not in after]
    note = "same chunks, new order" if not entered and not left and before != after else ""
    return StageDiff(stage, before != after, before, after, entered, left, note)


def answer_diff(before: str, after: str) -> str:
    """A word diff of two answers in `git diff --word-diff` style: ``[-removed-]{+added+}`` inline ('' when equal)."""
    if before == after:
        return ""
    old, new = before.split(), after.split()
    out: list[str] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(" ".join(old[i1:i2]))
            continue
        if i2 > i1:
            out.append("[-" + " ".join(old[i1:i2]) + "-]")
        if j2 > j1:
            out.append("{+" + " ".join(new[j1:j2]) + "+}")
    return " ".join(out)


def diff_turns(before: Trace, after: Trace) -> TurnDiff:
    stages: list[StageDiff] = []
    rb = before.route.route.value if before.route else None
    ra = after.route.route.value if after.route else None
    nb = before.route.normalized_query if before.route else None
    na = after.route.normalized_query if after.route else None
    stages.append(StageDiff("route", (rb, nb) != (ra, na), {"route": rb, "normalized_query": nb}, {"route": ra, "normalized_query": na}))
    kb, ka = before.config.get("knobs") or {}, after.config.get("knobs") or {}
    stages.append(StageDiff("knobs", kb != ka, kb, ka, note=", ".join(sorted(n for n in set(kb) | set(ka) if kb.get(n) != ka.get(n)))))
    tb, ta = _revisions(before), _revisions(after)
    stages.append(StageDiff("templates", tb != ta, tb, ta, note=", ".join(sorted(n for n in set(tb) | set(ta) if tb.get(n) != ta.get(n)))))
    channels_b = {c.name: _ids(c.hits) for c in before.channels}
    channels_a = {c.name: _ids(c.hits) for c in after.channels}
    for name in list(dict.fromkeys([*channels_b, *channels_a])):
        stages.append(_moved(name, channels_b.get(name, []), channels_a.get(name, [])))
    stages.append(_moved("fused", _ids(before.fused), _ids(after.fused)))
    jb = [{"round": j.round, "verdict": j.verdict, "motivation": j.motivation} for j in before.judgements]
    ja = [{"round": j.round, "verdict": j.verdict, "motivation": j.motivation} for j in after.judgements]
    verdicts = ([j["verdict"] for j in jb], [j["verdict"] for j in ja])
    stages.append(StageDiff("judge", jb != ja, jb, ja, note="verdict changed" if verdicts[0] != verdicts[1] else ("motivation changed" if jb != ja else "")))
    stages.append(StageDiff("rewrite", before.rewritten_query != after.rewritten_query, before.rewritten_query, after.rewritten_query))
    text = answer_diff(before.answer, after.answer)
    stages.append(StageDiff("answer", bool(text) or before.abstained != after.abstained, before.answer, after.answer,
                            note=(f"abstained: {before.abstained} -> {after.abstained}\n" if before.abstained != after.abstained else "") + text))
    return TurnDiff(before.turn_id, after.turn_id, stages)
