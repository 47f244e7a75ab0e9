"""Record the golden traces: `python -m tests.golden.record` (only when a change of behaviour is intended).

`python -m tests.golden.record --hashes-only`, after an edit of a default template's text: re-records only the
prompt hashes and template revisions, and refuses (writing nothing) when anything else in a trace changed.
"""

from __future__ import annotations

import json
import logging
import sys
import tempfile
from pathlib import Path
from typing import Any

from tests.golden.conversations import CONVERSATION, PRESETS, normalize

HERE = Path(__file__).resolve().parent


def preset_for(name: str):
    from querylab.presets import critical_path, get_preset

    base, _, option = name.partition("+")
    preset = get_preset(base)
    if option == "critical_path":
        return critical_path(preset)
    if option == "hyde":
        return preset.with_(name=name, hyde=True)
    if option == "rerank":
        return preset.with_(name=name, rerank=True)
    return preset


def run_conversations(data_dir: Path, embedder: Any = None) -> dict[str, list[dict[str, Any]]]:
    """Every preset through the whole conversation on a fresh copy of the sample corpus."""
    from querylab.config import Settings
    from querylab.engine import Engine

    engine = Engine(Settings(data_dir=data_dir, llm_backend="offline"), embedder=embedder)
    engine.seed_sample_corpus()
    out: dict[str, list[dict[str, Any]]] = {}
    for name in PRESETS:
        preset = preset_for(name)
        traces = [engine.ask(q, principal=who, session_id=f"golden-{name}-{who.user}", preset=preset) for who, q in CONVERSATION]
        out[name] = [normalize(t) for t in traces]
    engine.tools.close() if hasattr(engine.tools, "close") else None
    return out


#: The fields a template's text sets and no decision does: what `--hashes-only` may change.
TEXT_FIELDS = ("prompt", "revision", "revisions", "router_revision")  # router_revision: the router template's, copied into the contract


def without_text_fields(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: without_text_fields(v) for k, v in value.items() if k not in TEXT_FIELDS}
    if isinstance(value, list):
        return [without_text_fields(v) for v in value]
    return value


def changed_decisions(recorded: list[dict[str, Any]], today: list[dict[str, Any]]) -> list[str]:
    """(turn, field) of every difference outside the text fields; empty when only hashes and revisions moved."""
    if len(recorded) != len(today):
        return [f"{len(recorded)} turns recorded, {len(today)} today"]
    return [f"turn {i}: {key}" for i, (a, b) in enumerate(zip(without_text_fields(recorded), without_text_fields(today)))
            for key in sorted(set(a) | set(b)) if a.get(key) != b.get(key)]


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.WARNING)
    hashes_only = "--hashes-only" in (sys.argv[1:] if argv is None else argv)
    with tempfile.TemporaryDirectory() as tmp:
        result = run_conversations(Path(tmp))
    today = {name: json.loads(json.dumps(traces, sort_keys=True)) for name, traces in result.items()}
    if hashes_only:
        changed = {name: diff for name in today
                   if (diff := changed_decisions(json.loads((HERE / f"{name.replace('+', '_')}.json").read_text().replace('"loop1-', '"loop-')), today[name]))}
        if changed:
            sys.stderr.write("not only hashes changed, nothing written:\n" + "\n".join(f"  {n}: {', '.join(d[:5])}" for n, d in changed.items()) + "\n")
            return 1
    for name, traces in result.items():
        (HERE / f"{name.replace('+', '_')}.json").write_text(json.dumps(traces, indent=1, sort_keys=True, ensure_ascii=False) + "\n")
    sys.stderr.write(f"recorded {sum(len(t) for t in result.values())} traces in {len(result)} files\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
