"""Concurrent engine turns in one process with this process's environment (one app replica's settings).

Run as `python -m tests.fakes.turn_worker --threads 4 --turns 50 --prefix A`; prints one JSON object:
the turn ids the engine returned (each saved by `Engine.ask`), and the seconds the turns took. The
two-replica test compares the ids with what the shared database holds.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ThreadPoolExecutor

QUESTIONS = ("How long is the laptop warranty?", "What does the warranty cover?", "Is the warranty counted from delivery?")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--turns", type=int, default=50, help="turns per thread")
    parser.add_argument("--prefix", default="w")
    args = parser.parse_args(argv)

    from querylab.config import Settings
    from querylab.engine import Engine

    engine = Engine(Settings.from_env(dotenv_path=None))

    def run(worker: int) -> list[str]:
        session = f"{args.prefix}-{worker}"
        return [engine.ask(QUESTIONS[i % len(QUESTIONS)], session_id=session).turn_id for i in range(args.turns)]

    started = time.monotonic()
    with ThreadPoolExecutor(args.threads) as pool:
        ids = [turn for batch in pool.map(run, range(args.threads)) for turn in batch]
    json.dump({"turn_ids": ids, "seconds": round(time.monotonic() - started, 2)}, sys.stdout)
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
