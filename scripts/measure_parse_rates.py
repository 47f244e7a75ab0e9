"""Run a fixed set of two-turn conversations through presets and report, per step, parse rate and latency.

    .venv/bin/python scripts/measure_parse_rates.py --backend local --presets guarded ragmeup memu \
        --json-out /tmp/parse_rates.json
    .venv/bin/python scripts/measure_parse_rates.py --backend local --presets guarded --no-structured

Each conversation asks a question about the sample corpus, then a follow-up that says "it", so the
reference-resolving steps run too. The figures come from the turns' traces (`querylab.eval.parse_rates`);
`--traces-out` keeps the traces (JSON Lines) to inspect raw replies. The data folder is a fresh
temporary one (the sample corpus is ingested into it), so the user's own data is never touched.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from querylab.config import Settings  # noqa: E402
from querylab.engine import Engine  # noqa: E402
from querylab.eval.parse_rates import markdown_table, parse_rates  # noqa: E402
from querylab.llm.factory import BACKENDS, unavailable_reason  # noqa: E402

CONVERSATIONS: list[tuple[str, str]] = [
    ("What is the refund policy?", "How long does it take?"),
    ("What does the expense reimbursement policy say about hotels?", "What is the limit for London in it?"),
    ("What is the PTO carry-over?", "When must it be used?"),
    ("What is the travel policy for flights?", "Does it allow business class?"),
    ("How do I report a phishing email?", "Who handles it?"),
    ("What are the manager approval limits?", "Does it apply to software purchases?"),
]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--backend", choices=BACKENDS, default="local")
    parser.add_argument("--presets", nargs="+", default=["guarded", "ragmeup", "memu"])
    parser.add_argument("--limit", type=int, default=len(CONVERSATIONS), help="number of conversations (2 turns each)")
    parser.add_argument("--no-structured", action="store_true", help="do not send response_format (free-text replies)")
    parser.add_argument("--json-out")
    parser.add_argument("--traces-out")
    parser.add_argument("--from-traces", help="recompute the table from a --traces-out file instead of running turns")
    args = parser.parse_args(argv)
    if args.from_traces:
        from querylab.trace import Trace

        with open(args.from_traces, encoding="utf-8") as fh:
            print(markdown_table(parse_rates(Trace.from_json(line) for line in fh if line.strip())))
        return 0

    with tempfile.TemporaryDirectory(prefix="querylab-parse-rates-") as tmp:
        settings = Settings.from_env().with_(data_dir=Path(tmp), llm_backend=args.backend,
                                             structured_output=not args.no_structured)
        problem = unavailable_reason(None, settings)
        if problem:
            print(f"error: backend {args.backend}: {problem}", file=sys.stderr)
            return 2
        engine = Engine(settings)
        engine.seed_sample_corpus()
        traces = []
        started = time.perf_counter()
        try:
            for preset in args.presets:
                for i, (question, follow_up) in enumerate(CONVERSATIONS[: args.limit]):
                    session = f"{preset}-{i}"
                    for text in (question, follow_up):
                        trace = engine.ask(text, session_id=session, preset=preset)
                        traces.append(trace)
                        print(f"{preset:8} {trace.duration_ms:7.0f} ms  {text}", file=sys.stderr)
        finally:
            engine.close()
        seconds = time.perf_counter() - started
    rates = parse_rates(traces)
    print(markdown_table(rates))
    print(f"\n{len(traces)} turns in {seconds:.0f} s; backend {args.backend} (model {traces[0].model if traces else '?'}), "
          f"response_format {'off' if args.no_structured else 'on'}")
    if args.json_out:
        Path(args.json_out).write_text(json.dumps({"backend": args.backend, "structured": not args.no_structured,
                                                    "turns": len(traces), "seconds": round(seconds, 1), "rates": rates}, indent=2))
    if args.traces_out:
        with open(args.traces_out, "w", encoding="utf-8") as fh:
            for trace in traces:
                fh.write(trace.to_json() + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
