"""`python -m benchmarks.storage [--race]`: what shared state costs per turn, and exactly-once under a race.

Not part of the headline suite (`python -m querylab bench`): run it when changing `querylab/storage/`.

- SQLite (the default): median microseconds of the storage calls a turn makes — the session's history
  plus the trace's save, the manifest's tenant version (the BM25 index's stamp, read on every lexical
  search), a template lookup (reads the labels). Compare against another checkout by running it there.
- `--race` (needs Debian's PostgreSQL, started here on loopback as in the tests): N processes — replicas,
  each with its own pool and data directory — confirm the same pending action at once, for R rounds;
  prints how many executions each round saw (1 is exactly once) and how many answered "Already done",
  and the per-turn storage calls measured on that server too.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

REPO = Path(__file__).resolve().parents[1]


def _median_us(fn: Callable[[int], Any], n: int) -> float:
    took = []
    for i in range(n):
        started = time.perf_counter()
        fn(i)
        took.append((time.perf_counter() - started) * 1e6)
    return round(statistics.median(took), 1)


def turn_costs(db: Any = None, n: int = 2000) -> dict[str, float]:
    """The per-turn storage calls on SQLite files (`db` None) or on a shared database."""
    from querylab.contracts import Principal
    from querylab.corpus.manifest import Manifest
    from querylab.templates import TemplateStore
    from querylab.trace import Trace
    from querylab.tracestore import TraceStore

    principal = Principal(tenant="acme", user="alice")
    data = Path(tempfile.mkdtemp(prefix="ql-bench-storage-"))
    if db is None:
        traces, manifest, templates = TraceStore(data / "traces.sqlite"), Manifest(data / "manifest.sqlite3"), TemplateStore(REPO / "prompts", data)
    else:
        from querylab.revisions import revisions_for

        traces, manifest, templates = TraceStore(db), Manifest(db, scope="bench"), revisions_for(REPO / "prompts", data, db).templates

    def turn(i: int) -> None:
        session = f"s{i % 20}"
        traces.history(principal, session)
        traces.save(Trace(session_id=session, principal=principal, question="q", answer="a"))

    return {"trace_history_and_save_us": _median_us(turn, n),
            "manifest_tenant_version_us": _median_us(lambda i: manifest.tenant_version("acme"), n),
            "template_lookup_us": _median_us(lambda i: templates.get("judge"), n)}


def _replica(url: str, token: str, start_at: float, results: "mp.Queue[str]") -> None:
    from querylab.contracts import Principal
    from querylab.storage.postgres import PostgresDatabase
    from querylab.tools import ToolService

    tools = ToolService(REPO / "sample_corpus" / "tools", Path(tempfile.mkdtemp()), db=PostgresDatabase(url, max_size=2))
    while time.time() < start_at:
        time.sleep(0.001)
    call = tools.confirm(Principal(tenant="acme", user="alice"), token)
    results.put("already" if call.message.startswith("Already done") else call.status)


def confirm_race(replicas: int = 8, rounds: int = 25) -> tuple[dict[str, float], dict[str, Any]]:
    """(the per-turn storage calls on PostgreSQL, the race's outcome): one server start for both."""
    from querylab.contracts import Principal
    from querylab.storage.postgres import PostgresDatabase
    from querylab.tools import ToolService
    from querylab.tools.registry import CancelOrderParams
    from tests.fakes.processes import PostgresServer, postgres_bin_dir

    bin_dir = postgres_bin_dir()
    if bin_dir is None:
        raise SystemExit("PostgreSQL is not installed (apt-get install -y postgresql)")
    alice = Principal(tenant="acme", user="alice")
    server = PostgresServer(Path(tempfile.mkdtemp(prefix="ql-race-")), bin_dir).start()
    try:
        db = PostgresDatabase(server.url)
        costs = turn_costs(db, n=500)
        tools = ToolService(REPO / "sample_corpus" / "tools", Path(tempfile.mkdtemp()), db=db)
        executions, already = [], 0
        for _ in range(rounds):
            state = tools._load("acme")
            next(o for o in state["orders"] if o["order_id"] == "1043").update(status="processing", cancellable=True)
            tools._save("acme", state)
            _, pending = tools.propose(alice, "cancel_order", CancelOrderParams(order_id="1043"))
            results: mp.Queue[str] = mp.Queue()
            procs = [mp.Process(target=_replica, args=(server.url, pending.token, time.time() + 2.0, results)) for _ in range(replicas)]
            for p in procs:
                p.start()
            outcomes = [results.get(timeout=120) for _ in procs]
            for p in procs:
                p.join()
            executions.append(outcomes.count("confirmed"))
            already += outcomes.count("already")
        done_rows = db.read("SELECT COUNT(*) FROM audit WHERE outcome = 'done'")[0][0]
        db.close()
        return costs, {"replicas": replicas, "rounds": rounds, "executions_per_round": executions, "already_done": already, "audit_done_rows": done_rows}
    finally:
        server.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.storage")
    parser.add_argument("--race", action="store_true", help="also the exactly-once confirmation race on PostgreSQL")
    parser.add_argument("--replicas", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=25)
    args = parser.parse_args(argv)
    out: dict[str, Any] = {"sqlite": turn_costs()}
    if args.race:
        out["postgresql"], out["confirm_race"] = confirm_race(args.replicas, args.rounds)
    json.dump(out, sys.stdout, indent=1)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
