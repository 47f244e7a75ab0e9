"""`python -m benchmarks [--quick] [--only PARTS] [--json-out F]` (also reached as `python -m querylab bench`)."""

from __future__ import annotations

import argparse
import logging
import sys

from benchmarks import run_bench_command
from querylab.config import ConfigError, Settings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m querylab bench", description="the performance suite")
    parser.add_argument("--json-out")
    parser.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke run")
    parser.add_argument("--only", help="comma-separated parts to run (ttft, overhead, ingest, eval, browser, local_model); default: all")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    try:
        settings = Settings.from_env()
    except ConfigError as exc:
        sys.stderr.write(f"configuration error: {exc}\n")
        return 2
    return run_bench_command(args, settings)


if __name__ == "__main__":
    sys.exit(main())
