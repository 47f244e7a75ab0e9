"""The command line: `python -m querylab ingest|ask|eval|prompts|export|import|bench|setup`. Same engine as the browser app."""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from pathlib import Path
from typing import Callable, Sequence

from querylab.cli_prompts import add_prompts_parser
from querylab.config import ConfigError, Settings
from querylab.export import add_export_parsers

logger = logging.getLogger("querylab")


class ProgressBar:
    """A one-line progress bar on stderr (the command line's counterpart of st.progress)."""

    def __init__(self, label: str) -> None:
        self.label = label

    def __call__(self, progress) -> None:
        done, total = getattr(progress, "done", 0), max(getattr(progress, "total", 1), 1)
        width = 30
        filled = int(width * done / total)
        current = getattr(progress, "source", "") or ""
        sys.stderr.write(f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] {done}/{total} {str(current)[:40]:<40}")
        if done >= total:
            sys.stderr.write("\n")
        sys.stderr.flush()


def _engine(settings: Settings, seed: bool = True):
    from querylab.engine import Engine

    engine = Engine(settings)
    if seed:
        engine.seed_sample_corpus()
    return engine


def cmd_setup(args: argparse.Namespace, settings: Settings) -> int:
    from querylab.embeddings.minilm import ensure_onnx_model

    path = ensure_onnx_model()
    print(f"embedding model ready: {path}")
    engine = _engine(settings)
    print(f"corpus: {len(engine.store.list_documents(None))} documents in {settings.data_dir}")
    return 0


def cmd_ingest(args: argparse.Namespace, settings: Settings) -> int:
    engine = _engine(settings, seed=False)
    paths = [Path(p) for p in args.paths]
    missing = [str(p) for p in paths if not p.exists()]
    for m in missing:
        print(f"error: {m}: no such file or folder", file=sys.stderr)
    report = engine.ingest([p for p in paths if p.exists()], tenant=args.tenant or settings.tenant, progress=None if args.quiet else ProgressBar("ingest"))
    for r in report.results:
        line = f"{r.status:9} {r.source}" + (f"  ({r.n_chunks} chunks)" if r.status != "error" else f"  {r.error}")
        print(line)
    failed = sum(1 for r in report.results if r.status == "error")
    print(f"{len(report.results) - failed} ok, {failed + len(missing)} failed")
    errors = failed + len(missing)
    return 1 if errors else 0


def _at_least(low: int) -> Callable[[str], int]:
    """An argparse type: an integer >= ``low``, refused with a message naming the value otherwise."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < low:
            raise argparse.ArgumentTypeError(f"{value} is below the minimum {low}")
        return value

    return parse


def cmd_ask(args: argparse.Namespace, settings: Settings) -> int:
    from querylab.contracts import Principal
    from querylab.pipeline import TurnOptions

    from querylab.cli_prompts import EXIT_BAD_FILE, DraftError, parse_drafts
    from querylab.revisions import revisions_for

    try:  # a bad draft file is refused before the engine (and its model) is built
        drafts = parse_drafts(revisions_for(settings.prompts_dir, settings.data_dir), args.template)
    except DraftError as exc:
        print(f"error: --template {exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    engine = _engine(settings)
    principal = Principal(tenant=args.tenant or settings.tenant, user=args.user or settings.user, groups=settings.groups)
    stream = None if args.json else (lambda piece: (sys.stdout.write(piece), sys.stdout.flush()))
    options = TurnOptions(on_token=stream, top_k=args.top_k, rrf_k=args.rrf_k)
    if drafts:
        options = engine.revisions.turn_options(drafts, options, reads_knobs=engine.reads_knobs)
    trace = engine.ask(args.question, principal=principal, session_id=args.session, preset=args.preset, options=options)
    if args.json:
        print(trace.to_json(indent=2))
        return 0
    print()
    if trace.route:
        print(f"route: {trace.route.route.value}  normalized: {trace.route.normalized_query}")
    if trace.decision:
        print(f"decision: {'RETRIEVE' if trace.decision.retrieve else 'NO_RETRIEVE'}  rewritten: {trace.decision.rewritten_query}")
    for j in trace.judgements:
        print(f"judge (round {j.round}): {j.verdict} — {j.motivation}")
    if trace.rewritten_query:
        print(f"rewritten query: {trace.rewritten_query}")
    for c in trace.citations:
        print(f"[{c.index}] {c.title} ({c.source})")
    for e in trace.events:
        print(f"{e.kind}: {e.code}: {e.message}")
    print(f"session: {trace.session_id}  turn: {trace.turn_id}  {trace.duration_ms:.0f} ms")
    return 0


def cmd_eval(args: argparse.Namespace, settings: Settings) -> int:
    from querylab.eval.runner import run_eval_command

    return run_eval_command(args, settings)


def cmd_prompts(args: argparse.Namespace, settings: Settings) -> int:
    from querylab.cli_prompts import EXIT_BAD_FILE, DraftError, parse_drafts, read_evidence
    from querylab.revisions import revisions_for

    revisions = revisions_for(settings.prompts_dir, settings.data_dir)
    who = settings.user
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

    revisions = revisions_for(settings.prompts_dir, settings.data_dir)
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

    revisions = revisions_for(settings.prompts_dir, settings.data_dir)
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


def cmd_bench(args: argparse.Namespace, settings: Settings) -> int:
    from querylab.bench import run_bench_command

    return run_bench_command(args, settings)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m querylab", description="QueryLab: see and fix how a RAG system decides.")
    parser.add_argument("-v", "--verbose", action="store_true", help="log debug messages")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("setup", help="build the offline embedding model and seed the sample corpus")
    p.set_defaults(func=cmd_setup)

    p = sub.add_parser("ingest", help="add files or folders to the corpus")
    p.add_argument("paths", nargs="+")
    p.add_argument("--tenant", help="tenant the documents belong to (default: QUERYLAB_TENANT)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_ingest)

    p = sub.add_parser("ask", help="run one turn")
    p.add_argument("question")
    p.add_argument("--tenant")
    p.add_argument("--user")
    p.add_argument("--session", help="session id, to continue a conversation")
    p.add_argument("--preset", default="guarded", choices=["guarded", "ragmeup", "memu"])
    p.add_argument("--top-k", type=_at_least(1), help="documents handed to the judge and the answer (default: the preset's)")
    p.add_argument("--rrf-k", type=_at_least(0), help="the RRF constant for this turn (default: QUERYLAB_RRF_K, 60)")
    p.add_argument("--json", action="store_true", help="print the turn's trace as JSON")
    p.add_argument("--template", action="append", metavar="NAME=PATH",
                   help="use this file as an unsaved draft of a template or offline knob file for this turn (repeatable)")
    p.set_defaults(func=cmd_ask)

    p = sub.add_parser("eval", help="evaluate routing, judge or retrieval on a labeled set")
    p.add_argument("kind", choices=["routing", "judge", "retrieval"])
    p.add_argument("set", help="a file or folder, or a public set name (clinc150, banking77, squad2, clapnq, hotpotqa_100, musique_100)")
    p.add_argument("--split")
    p.add_argument("--preset", default="guarded", choices=["guarded", "ragmeup", "memu"])
    p.add_argument("--limit", type=int)
    p.add_argument("--rerank", action="store_true", help="retrieval: also measure the model's rerank of the fused list (channel 'reranked')")
    p.add_argument("--json-out")
    p.add_argument("--ab", action="append", metavar="NAME=PATH",
                   help="A/B: arm A is the active configuration, arm B the same with this template or knob file (repeatable)")
    p.add_argument("--noise-floor", action="store_true", help="A/B: also run arm A twice (A/A), even for a deterministic backend")
    p.set_defaults(func=cmd_eval)

    add_prompts_parser(sub, cmd_prompts)
    add_export_parsers(sub, cmd_export, cmd_import)

    p = sub.add_parser("bench", help="run the performance suite")
    p.add_argument("--json-out")
    p.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke run")
    p.set_defaults(func=cmd_bench)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    for noisy in ("bm25s", "chromadb", "httpx", "httpx2"):
        logging.getLogger(noisy).setLevel(logging.DEBUG if args.verbose else logging.WARNING)
    try:
        settings = Settings.from_env()
    except ConfigError as exc:
        print(f"configuration error: {exc}", file=sys.stderr)
        return 2
    return int(args.func(args, settings) or 0)
