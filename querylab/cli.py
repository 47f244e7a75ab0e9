"""The command line: `python -m querylab ingest|delete|ask|eval|calibrate|prompts|export|import|report|bench|setup`.
Same engine as the browser app.

`ingest` and `delete` act as the configured principal (`QUERYLAB_USER`, `QUERYLAB_GROUPS`, in `--tenant`)
and need the admin role when roles are configured (`querylab/roles.py`); a refusal exits with status 3.
`prompts save|label` need the editor role the same way.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from pathlib import Path
from typing import Callable, Sequence

from querylab.config import REPO_ROOT, ConfigError, Settings
from querylab.progress import ProgressBar
from querylab.llm.factory import BACKENDS
from querylab.cli_prompts import add_prompts_parser, cmd_export, cmd_import, cmd_prompts
from querylab.cli_train import add_train_parser, cmd_train
from querylab.export import add_export_parsers

logger = logging.getLogger("querylab")

#: Exit status of a command refused for a missing role (`roles.PermissionDenied`).
EXIT_DENIED = 3


def _engine(settings: Settings, seed: bool = True):
    from querylab.engine import Engine

    engine = Engine(settings)
    if seed:
        engine.seed_sample_corpus()
    return engine


def compile_sources(root: Path = REPO_ROOT, packages: Sequence[str] = ("querylab", "components")) -> bool:
    """Byte-compile QueryLab's own modules, as pip does for the packages it installs. Where
    PYTHONDONTWRITEBYTECODE is set (containers, CI) Python would otherwise compile them again at every start:
    0.15-0.3 s before the server answers its first request (docs/bench_results.md, "Cold start")."""
    import compileall

    return all([compileall.compile_dir(root / package, quiet=1) for package in packages])


def cmd_setup(args: argparse.Namespace, settings: Settings) -> int:
    from querylab.embeddings.minilm import ensure_onnx_model

    path = ensure_onnx_model()
    print(f"embedding model ready: {path}")
    if not compile_sources():
        logger.warning("could not byte-compile every module (a read-only checkout?); Python will compile them at each start")
    engine = _engine(settings)
    documents = engine.store.list_documents(None)
    print(f"corpus: {len(documents)} documents in {settings.data_dir}")
    warmed = engine.warm_judge_views(sorted({d.tenant for d in documents}))
    print(f"judge views: {warmed} embedded now (the rest were on disk)")
    return 0


def _cli_principal(args: argparse.Namespace, settings: Settings):
    """The configured principal (`QUERYLAB_USER`, `QUERYLAB_GROUPS`), in `--tenant` when given: roles apply to it
    exactly as in the browser."""
    from querylab.contracts import Principal

    return Principal(tenant=getattr(args, "tenant", None) or settings.tenant, user=settings.user, groups=settings.groups)


def cmd_ingest(args: argparse.Namespace, settings: Settings) -> int:
    from querylab.roles import PermissionDenied

    engine = _engine(settings, seed=False)
    principal = _cli_principal(args, settings)
    paths = [Path(p) for p in args.paths]
    missing = [str(p) for p in paths if not p.exists()]
    for m in missing:
        print(f"error: {m}: no such file or folder", file=sys.stderr)
    try:
        report = engine.documents.ingest_paths(principal, [p for p in paths if p.exists()], progress=None if args.quiet else ProgressBar("ingest"))
    except PermissionDenied as exc:
        print(f"permission denied: {exc}", file=sys.stderr)
        return EXIT_DENIED
    for r in report.results:
        line = f"{r.status:9} {r.source}" + (f"  ({r.n_chunks} chunks)" if r.status != "error" else f"  {r.error}")
        print(line)
    failed = sum(1 for r in report.results if r.status == "error")
    print(f"{len(report.results) - failed} ok, {failed + len(missing)} failed")
    errors = failed + len(missing)
    return 1 if errors else 0


def cmd_delete(args: argparse.Namespace, settings: Settings) -> int:
    """Delete documents by doc id or source name, with the admin role (restricted documents included)."""
    from querylab.roles import PermissionDenied

    engine = _engine(settings, seed=False)
    principal = _cli_principal(args, settings)
    missing = 0
    try:
        from querylab.roles import Role

        engine.require(principal, Role.ADMIN, "delete documents", {"documents": list(args.documents)[:20]})
        for ref in args.documents:
            ids = engine.documents.find(principal, ref)
            if not ids:
                print(f"error: {ref}: no document of tenant {principal.tenant} with that id or source name", file=sys.stderr)
                missing += 1
                continue
            for doc_id in ids:
                gone = engine.documents.delete(principal, doc_id)
                print(f"{'deleted' if gone else 'not found':9} {ref} ({doc_id})")
    except PermissionDenied as exc:
        print(f"permission denied: {exc}", file=sys.stderr)
        return EXIT_DENIED
    return 1 if missing else 0


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
    from querylab.storage import shared_database

    try:  # a bad draft file is refused before the engine (and its model) is built
        drafts = parse_drafts(revisions_for(settings.prompts_dir, settings.data_dir, shared_database(settings)), args.template)
    except DraftError as exc:
        print(f"error: --template {exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    engine = _engine(settings)
    principal = Principal(tenant=args.tenant or settings.tenant, user=args.user or settings.user, groups=settings.groups)
    stream = None if args.json else (lambda piece: (sys.stdout.write(piece), sys.stdout.flush()))
    options = TurnOptions(on_token=stream, top_k=args.top_k, rrf_k=args.rrf_k)
    if drafts:
        options = engine.revisions.turn_options(drafts, options, reads_knobs=engine.reads_knobs(getattr(args, "backend", None)))
    try:
        trace = engine.ask(args.question, principal=principal, session_id=args.session, preset=args.preset, options=options, backend=getattr(args, "backend", None))
    finally:
        engine.close()  # stops the local model's server, if this command started one
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


def cmd_report(args: argparse.Namespace, settings: Settings) -> int:
    """One turn (or, with --session, a conversation) as a self-contained HTML file; only the principal's own turns."""
    from querylab.contracts import Principal
    from querylab.report import ReportError, load_session, load_turn, render_conversation, render_turn
    from querylab.tracestore import TraceStore

    if bool(args.turn_id) == bool(args.session):
        print("error: give a TURN_ID or --session ID (one of them)", file=sys.stderr)
        return 2
    viewer = Principal(tenant=args.tenant or settings.tenant, user=args.user or settings.user, groups=settings.groups)
    from querylab.storage import open_database

    store = TraceStore(open_database(settings, "traces.sqlite"))
    try:
        page = render_conversation(load_session(store, args.session, viewer), viewer) if args.session else render_turn(load_turn(store, args.turn_id, viewer), viewer)
    except ReportError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    out = Path(args.out)
    try:
        out.write_text(page, encoding="utf-8")
    except OSError as exc:
        print(f"error: cannot write {out}: {exc}", file=sys.stderr)
        return 1
    print(f"wrote {out} ({len(page):,} bytes)")
    return 0


def cmd_eval(args: argparse.Namespace, settings: Settings) -> int:
    from querylab.eval.runner import run_eval_command

    return run_eval_command(args, settings)


def cmd_calibrate(args: argparse.Namespace, settings: Settings) -> int:
    from querylab.eval.calibrate_command import main as calibrate

    return calibrate([args.target, args.set, "--split", args.split] + (["--limit", str(args.limit)] if args.limit else []) + (["--write"] if args.write else []))


def cmd_bench(args: argparse.Namespace, settings: Settings) -> int:
    """The benchmark suite lives outside the engine (`benchmarks/`, it drives the browser app and the test fakes);
    this runs it as its own process, so the engine imports none of it."""
    import os
    import subprocess

    from querylab.config import REPO_ROOT

    argv = [sys.executable, "-m", "benchmarks"] + (["--quick"] if args.quick else []) + (["--only", args.only] if getattr(args, "only", None) else []) \
        + (["--json-out", str(Path(args.json_out).resolve())] if args.json_out else [])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO_ROOT), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)}
    return subprocess.call(argv, env=env)


def _backend_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--backend", choices=BACKENDS,
                   help="the model for this command, overriding QUERYLAB_LLM_BACKEND: the embedded offline model, "
                        "the local llama.cpp model, or the OpenAI-compatible server of OPENAI_API_KEY/OPENAI_BASE_URL")


def with_backend(args: argparse.Namespace, settings: Settings) -> tuple[Settings, str | None]:
    """`--backend` applied to the settings, and why that backend cannot run here (None when it can)."""
    from querylab.llm.factory import unavailable_reason

    backend = getattr(args, "backend", None)
    if backend:
        settings = settings.with_(llm_backend=backend)
    return settings, unavailable_reason(None, settings)


def cmd_copy_state(args: argparse.Namespace, settings: Settings) -> int:
    """The one-off move of a data directory's state into the database of QUERYLAB_DATABASE_URL (admin role)."""
    from querylab.roles import PermissionDenied, Role, require
    from querylab.state_import import copy_state
    from querylab.storage import StorageError, shared_database

    source = Path(args.source)
    if not settings.database_url:
        print("error: set QUERYLAB_DATABASE_URL to the PostgreSQL database to copy into", file=sys.stderr)
        return 2
    if not source.is_dir():
        print(f"error: {source} is not a directory (give the old QUERYLAB_DATA_DIR)", file=sys.stderr)
        return 2
    try:
        target = shared_database(settings)
        assert target is not None
        from querylab.audit import AuditLog

        require(settings.principal(), Role.ADMIN, settings, action="copy state into the shared database", audit=AuditLog(target), params={"from": str(source)})
        report = copy_state(source, target, settings.collection)
    except (StorageError, PermissionDenied) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    for table, n in sorted(report.added.items()):
        print(f"{table}: {n} row(s) added")
    for note in report.skipped:
        print(f"skipped {note}")
    return 0


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

    p = sub.add_parser("delete", help="delete documents (admin role)")
    p.add_argument("documents", nargs="+", help="doc ids or source names")
    p.add_argument("--tenant", help="tenant of the documents (default: QUERYLAB_TENANT)")
    p.set_defaults(func=cmd_delete)

    p = sub.add_parser("ask", help="run one turn")
    p.add_argument("question")
    p.add_argument("--tenant")
    p.add_argument("--user")
    p.add_argument("--session", help="session id, to continue a conversation")
    p.add_argument("--preset", default="guarded", choices=["guarded", "ragmeup", "memu"])
    p.add_argument("--top-k", type=_at_least(1), help="documents handed to the judge and the answer (default: the preset's)")
    p.add_argument("--rrf-k", type=_at_least(0), help="the RRF constant for this turn (default: QUERYLAB_RRF_K, 60)")
    p.add_argument("--json", action="store_true", help="print the turn's trace as JSON")
    _backend_option(p)
    p.add_argument("--template", action="append", metavar="NAME=PATH",
                   help="use this file as an unsaved draft of a template or offline knob file for this turn (repeatable)")
    p.set_defaults(func=cmd_ask)

    p = sub.add_parser("report", help="share a turn or a conversation as one self-contained HTML file")
    p.add_argument("turn_id", nargs="?", metavar="TURN_ID")
    p.add_argument("--session", metavar="ID", help="the whole conversation instead of one turn")
    p.add_argument("--out", required=True, metavar="F.html")
    p.add_argument("--tenant", help="whose turns (default: QUERYLAB_TENANT)")
    p.add_argument("--user", help="(default: QUERYLAB_USER)")
    p.set_defaults(func=cmd_report)

    p = sub.add_parser("eval", help="evaluate routing, judge or retrieval on a labeled set")
    p.add_argument("kind", choices=["routing", "judge", "retrieval"])
    p.add_argument("set", help="a file or folder, or a public set name (clinc150, banking77, squad2, clapnq, hotpotqa_100, musique_100)")
    p.add_argument("--split")
    p.add_argument("--preset", choices=["guarded", "ragmeup", "memu"], help="default: guarded for routing and judge, ragmeup for retrieval")
    p.add_argument("--limit", type=int)
    p.add_argument("--rerank", action="store_true", help="retrieval: also measure the model's rerank of the fused list (channel 'reranked')")
    p.add_argument("--json-out")
    _backend_option(p)
    p.add_argument("--ab", action="append", metavar="NAME=PATH",
                   help="A/B: arm A is the active configuration, arm B the same with this template or knob file (repeatable)")
    p.add_argument("--noise-floor", action="store_true", help="A/B: also run arm A twice (A/A), even for a deterministic backend")
    p.set_defaults(func=cmd_eval)

    p = sub.add_parser("calibrate", help="calibrate the offline judge on a set's val split (--write saves the choice)")
    p.add_argument("target", choices=["judge"])
    p.add_argument("set", help="a judge set: clapnq, squad2 or a JSON Lines file")
    p.add_argument("--split", default="val")
    p.add_argument("--limit", type=int)
    p.add_argument("--write", action="store_true", help="write the chosen values into prompts/offline/model.toml")
    p.set_defaults(func=cmd_calibrate)

    add_prompts_parser(sub, cmd_prompts)
    add_train_parser(sub, cmd_train)
    add_export_parsers(sub, cmd_export, cmd_import)

    p = sub.add_parser("copy-state", help="copy a data directory's traces, revisions, labels, audit, … into QUERYLAB_DATABASE_URL (once)")
    p.add_argument("--from", dest="source", required=True, help="the data directory the state was kept in (the old QUERYLAB_DATA_DIR)")
    p.set_defaults(func=cmd_copy_state)

    p = sub.add_parser("bench", help="run the performance suite")
    p.add_argument("--json-out")
    p.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke run")
    p.add_argument("--only", help="comma-separated parts: ttft, overhead, ingest, eval, browser, local_model (default: all)")
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
    if args.command in ("ask", "eval"):
        settings, problem = with_backend(args, settings)
        if problem:
            print(f"error: backend {settings.effective_backend}: {problem}", file=sys.stderr)
            return 2
    return int(args.func(args, settings) or 0)
