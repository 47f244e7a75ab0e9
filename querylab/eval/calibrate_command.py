"""`python -m querylab calibrate judge SET [--write]`: calibrate the offline judge on a set's val split, print the
choice, and with --write save it into prompts/offline/model.toml (calibrated values overwrite hand-tuned ones, so
writing is asked for explicitly)."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path
from typing import Sequence

from querylab.config import Settings
from querylab.eval.calibrate import write_offline_knobs
from querylab.eval.context import EvalContext
from querylab.eval.datasets import DatasetError
from querylab.eval.judge_eval import judge_calibration




def main(argv: Sequence[str] | None = None) -> int:
    """Calibrate the offline judge on a set's ``val`` split; print (and with --write, save) the result."""
    parser = argparse.ArgumentParser(prog="python -m querylab calibrate")
    parser.add_argument("target", choices=["judge"])
    parser.add_argument("set", help="a judge set: clapnq, squad2 or a JSON Lines file")
    parser.add_argument("--split", default="val")
    parser.add_argument("--limit", type=int)
    parser.add_argument("--write", action="store_true", help="write the chosen values into prompts/offline/model.toml")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    settings = Settings.from_env()
    ctx = EvalContext(settings)
    try:
        calibration = judge_calibration(ctx, args.set, args.split, limit=args.limit)
    except DatasetError as exc:
        sys.stderr.write(f"error: {exc}\n")
        return 2
    row = calibration.chosen_row
    sys.stdout.write(f"{args.set} {args.split} (n={calibration.n}): coverage_weight={calibration.chosen['coverage_weight']:g} "
                     f"threshold={calibration.chosen['threshold']:.4f} balanced_accuracy={row['balanced_accuracy']:.3f}\n")
    if args.write:
        path = Path(settings.prompts_dir) / "offline" / "model.toml"
        write_offline_knobs(path, "judge", {k: round(v, 4) for k, v in calibration.chosen.items()}, force=True)
        sys.stdout.write(f"written to {path}\n")
    return 0
