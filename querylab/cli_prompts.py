"""The parts of `python -m querylab prompts list|show|save|label` and of the `--template NAME=PATH` drafts of
`ask` and `eval --ab` that do not print: parsing and validating draft files, reading A/B evidence, the parser.

`querylab.cli` prints; the work is in `querylab.revisions`. A file that is not a valid template or knob
file exits with status 2 and a message naming the file and every problem.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Callable

from querylab.config import Settings
from querylab.revisions import Artifact, ArtifactError, Revisions

EXIT_BAD_FILE = 2


class DraftError(ValueError):
    """A ``NAME=PATH`` argument that cannot be used; the message names the argument and the problem."""


def parse_drafts(revisions: Revisions, specs: list[str] | None) -> list[Artifact]:
    """``["judge=FILE", "offline_model=FILE2"]`` → validated drafts; raises DraftError naming what was wrong."""
    drafts: list[Artifact] = []
    for spec in specs or []:
        name, sep, path = spec.partition("=")
        if not sep or not name.strip() or not path.strip():
            raise DraftError(f"{spec!r}: expected NAME=PATH (for example judge=my_judge.toml)")
        name = name.strip()
        try:
            revisions.kind(name)
        except KeyError as exc:
            raise DraftError(str(exc.args[0])) from None
        if not Path(path).is_file():
            raise DraftError(f"{name}={path}: no such file")
        try:
            drafts.append(revisions.load_file(name, Path(path)))
        except ArtifactError as exc:
            raise DraftError(f"{name}={path}: " + "; ".join(exc.problems)) from None
    return drafts


def read_evidence(path: str | None) -> dict | None:
    """The A/B a label move rests on: the ``--json-out`` of ``eval … --ab`` (set, split, n, per-metric B − A, McNemar)."""
    if not path:
        return None
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        ab = data["ab"]
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise DraftError(f"--evidence {path}: not the JSON of `eval … --ab --json-out` ({exc})") from None
    metrics = {m: {k: d[k] for k in ("a", "b", "diff", "ci_low", "ci_high")} for m, d in ab.items() if isinstance(d, dict) and "ci_low" in d}
    return {"set": data.get("set"), "kind": data.get("kind"), "split": data.get("split"), "n": data.get("n"),
            "b": (data.get("config") or {}).get("b", {}).get("label"), "differences": metrics,
            "mcnemar_p": ab.get("mcnemar_p"), "changed": ab.get("n_changed"), "file": str(path)}


def add_prompts_parser(sub: argparse._SubParsersAction, handler: Callable[[argparse.Namespace, Settings], int]) -> None:
    p = sub.add_parser("prompts", help="list, show, save and label revisions of templates and offline knob files")
    actions = p.add_subparsers(dest="action", required=True)
    actions.add_parser("list", help="every template and knob file with its active revision and labels")
    s = actions.add_parser("show", help="print a revision's file text (the active one unless told)")
    s.add_argument("name")
    s.add_argument("--revision")
    s.add_argument("--label")
    s = actions.add_parser("save", help="save a file as a new revision of NAME; prints the revision")
    s.add_argument("name")
    s.add_argument("path")
    s.add_argument("--note")
    s.add_argument("--label", help="also move this label to the new revision (production = activate)")
    s.add_argument("--evidence", help="the --json-out of `eval … --ab` this move rests on (recorded with the label move)")
    s = actions.add_parser("label", help="move a label to a revision (production = activate)")
    s.add_argument("name")
    s.add_argument("revision")
    s.add_argument("label")
    s.add_argument("--evidence", help="the --json-out of `eval … --ab` this move rests on (recorded with the label move)")
    s = actions.add_parser("history", help="a template's or knob file's revisions with their labels")
    s.add_argument("name")
    p.set_defaults(func=handler)
