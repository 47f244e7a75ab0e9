"""Record the golden traces: `python -m tests.golden.record` (only when a change of behaviour is intended)."""

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


def main() -> int:
    logging.basicConfig(level=logging.WARNING)
    with tempfile.TemporaryDirectory() as tmp:
        result = run_conversations(Path(tmp))
    for name, traces in result.items():
        (HERE / f"{name.replace('+', '_')}.json").write_text(json.dumps(traces, indent=1, sort_keys=True, ensure_ascii=False) + "\n")
    sys.stderr.write(f"recorded {sum(len(t) for t in result.values())} traces in {len(result)} files\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
