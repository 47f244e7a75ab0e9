"""A step name seen in a trace leads to its component: names come from one enumeration, whose every member
names the module that owns it, and nothing else writes a step name."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

from querylab.steps.names import ChannelSource, StepName

REPO = Path(__file__).resolve().parents[2]
NAMES = REPO / "querylab" / "steps" / "names.py"


def test_every_step_name_points_at_an_existing_module():
    text = NAMES.read_text(encoding="utf-8")
    for member in StepName:
        line = next(l for l in text.splitlines() if re.match(rf"\s*{member.name} = \"{member.value}\"", l))
        module = re.search(r"# (steps/\w+\.py)", line)
        assert module and (REPO / "querylab" / module.group(1)).is_file(), line


def test_golden_traces_use_only_enumerated_names():
    seen = set()
    for path in (REPO / "tests" / "golden").glob("*.json"):
        for trace in json.loads(path.read_text(encoding="utf-8")):
            seen |= {s["key"].split("@")[0].split("#")[0].split("~")[0] for s in trace["steps"]}
    assert seen and seen <= {m.value for m in StepName}


def test_no_step_name_is_spelled_as_a_string_literal_in_the_engine():
    """`trace.timed("judge")` or `Step(name="rewrite")` would be a name no search of the enumeration finds."""
    offenders = []
    names = {m.value for m in StepName}
    for path in (REPO / "querylab").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                func = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
                args = list(node.args) + [k.value for k in node.keywords if k.arg == "name"]
                if func in ("timed", "Step", "call") and any(isinstance(a, ast.Constant) and a.value in names for a in args):
                    offenders.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert offenders == []


def test_channel_sources_are_the_prefixes_of_channel_names():
    golden = json.loads((REPO / "tests" / "golden" / "guarded.json").read_text(encoding="utf-8").replace('"loop1-', '"loop-'))
    prefixes = {c["name"].split("-")[0] for t in golden for c in t["channels"]}
    assert prefixes and prefixes <= {s.value for s in ChannelSource}
