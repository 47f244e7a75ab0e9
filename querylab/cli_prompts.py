"""The command line of revisions: `python -m querylab prompts list|show|save|label|history`, `export`, `import`,
and the `--template NAME=PATH` drafts of `ask` and `eval --ab` (parsing and validating draft files, reading A/B
evidence). The work is in `querylab.revisions`; this module parses and prints. A file that is not a valid template or knob
file exits with status 2 and a message naming the file and every problem.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
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


#: Knob files whose weights belong to one embedder (the route classifier's per-dimension weights).
EMBEDDER_BOUND = frozenset({"offline_route_model"})


def expect_configured_embedder(revisions: Revisions, settings: Settings) -> None:
    """Tell the knob store which embedder the offline model runs on, so `prompts save` refuses a route classifier
    trained on another one, as the browser and `ask --template` do (they hold an engine; this command does not).
    Building the embedder costs about a second for MiniLM; when it cannot be built (an OpenAI embedder without a
    server) the save goes on without that check, and says so."""
    from querylab.embeddings import make_embedder

    try:
        embedder = make_embedder(settings)
        revisions.knobs.expect_embedder(embedder.name, int(embedder.dim))
    except Exception as exc:  # an embedder that cannot be built only costs this one check
        print(f"warning: the embedding size was not checked (the embedder could not be built: {exc})", file=sys.stderr)


#: Exit status of a command refused for a missing role (as `querylab.cli`'s).
EXIT_REFUSED = 3


def cmd_prompts(args: argparse.Namespace, settings: Settings) -> int:
    from querylab.revisions import revisions_for
    from querylab.storage import open_database, shared_database

    revisions = revisions_for(settings.prompts_dir, settings.data_dir, shared_database(settings))
    who = settings.user
    if args.action in ("save", "label"):  # saving revisions and moving labels is the editor's (querylab/roles.py)
        from querylab.audit import AuditLog
        from querylab.roles import PermissionDenied, Role, require

        try:
            require(settings.principal(), Role.EDITOR, settings, action=f"prompts {args.action}", audit=AuditLog(open_database(settings, "audit.sqlite")),
                    params={"name": args.name})
        except PermissionDenied as exc:
            print(f"error: {exc}", file=sys.stderr)
            return EXIT_REFUSED
    try:
        if args.action == "list":
            rows = revisions.listing()
            width = max(len(r["name"]) for r in rows)
            print(f"{'name':<{width}}  {'kind':<8}  {'active':<12}  labels")
            for r in rows:
                labels = ", ".join(f"{lbl}={rev}" for lbl, rev in sorted(r["labels"].items()))
                print(f"{r['name']:<{width}}  {r['kind']:<8}  {r['active']:<12}  {labels}")
            return 0
        if args.action == "show":
            artifact = revisions.get(args.name, args.revision) if args.revision else (
                revisions.by_label(args.name, args.label) if args.label else revisions.get(args.name))
            sys.stdout.write(revisions.text(artifact))
            return 0
        if args.action == "save":
            if args.name in EMBEDDER_BOUND:
                expect_configured_embedder(revisions, settings)
            drafts = parse_drafts(revisions, [f"{args.name}={args.path}"])
            rev = revisions.save(drafts[0], note=args.note or "", label=args.label, who=who, evidence=read_evidence(args.evidence))
            print(rev)
            return 0
        if args.action == "label":
            move = revisions.move_label(args.name, args.revision, args.label, who=who, evidence=read_evidence(args.evidence))
            print(f"{move.name}: {move.label} -> {move.revision} (was {move.previous or 'the default'}) by {move.who or '?'} at "
                  f"{time.strftime('%Y-%m-%d %H:%M:%S', time.localtime(move.at))}")
            return 0
        if args.action == "history":
            for r in revisions.history(args.name):
                saved = "default" if r.is_default else time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(r.saved_at))
                print(f"{r.revision}  {saved:<19}  {','.join(r.labels):<20}  {r.note}")
            return 0
    except DraftError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    except (KeyError, ValueError) as exc:
        print(f"error: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    raise AssertionError(args.action)  # argparse restricts the choices


def cmd_export(args: argparse.Namespace, settings: Settings) -> int:
    from querylab.export import export_text
    from querylab.revisions import revisions_for
    from querylab.storage import shared_database

    revisions = revisions_for(settings.prompts_dir, settings.data_dir, shared_database(settings))
    try:
        text = export_text(args.format, revisions, settings, args.label)
    except (KeyError, ValueError) as exc:
        print(f"error: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    print(f"{args.format} written to {out}")
    return 0


def cmd_import(args: argparse.Namespace, settings: Settings) -> int:
    from querylab.ragmeup_env import import_env
    from querylab.revisions import ArtifactError, revisions_for
    from querylab.storage import shared_database

    revisions = revisions_for(settings.prompts_dir, settings.data_dir, shared_database(settings))
    path = Path(args.file)
    if not path.is_file():
        print(f"error: {path}: no such file", file=sys.stderr)
        return 2
    try:
        result = import_env(revisions, settings.data_dir, path, who=settings.user)
    except ArtifactError as exc:
        print(f"error: {path}: " + "; ".join(exc.problems), file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for name, rev in result.revisions.items():
        print(f"{name}: {rev} (label imported)")
    for note in result.notes:
        print(note)
    return 0
