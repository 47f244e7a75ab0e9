"""SIGKILL during ingestion, several times, at seeded random points; recovery on open leaves only whole documents.

A worker process (ingest_worker.py) ingests a folder of generated documents; the test kills it with
SIGKILL a few milliseconds after a random number of documents were reported done, so the kill lands
anywhere in the next document's write (embedding, chunk upserts, summary, manifest commit, stale-chunk
delete). Before the third kill some documents are rewritten, so that kill interrupts *updates*. The
next worker opens the store (recovery runs) and reports what it holds: every listed document must have
exactly its chunks (Chroma ids == manifest ids, count == n_chunks, status ok), its text must rebuild to
one whole version of the file, and nothing may be left over. A last run completes every document.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.adversarial.support import SEED

WORKER = Path(__file__).with_name("ingest_worker.py")
N_DOCS = 30
#: How many times the ingesting process is killed.
N_KILLS = 5
UPDATE_BEFORE_KILL = 2  # 0-based kill index before which some documents get a new version
TOPICS = ("refunds", "travel", "hotels", "laptops", "passwords", "holidays", "shipping", "invoices", "suppliers", "receipts")


def document(i: int, version: int, rng: random.Random) -> str:
    topic = TOPICS[i % len(TOPICS)]
    sections = []
    for s in range(rng.randrange(2, 5)):
        sentences = " ".join(f"Rule {s}.{k} of the {topic} policy v{version} says item {rng.randrange(1000)} needs approval within {rng.randrange(2, 60)} days." for k in range(rng.randrange(1, 5)))
        sections.append(f"## Part {s + 1}\n\n{sentences}")
    intro = f"This {topic} policy (version {version}) applies to every employee."
    return f"# {topic.title()} policy {i}\n\n{intro}\n\n" + "\n\n".join(sections) + "\n"


def _start(data_dir: Path, folder: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(WORKER), str(data_dir), str(folder)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=WORKER.parents[2])


def _read_state(proc: subprocess.Popen) -> dict:
    line = proc.stdout.readline()
    assert line.startswith("STATE "), f"worker said {line!r} (exit {proc.poll()})"
    return json.loads(line[len("STATE "):])


def _assert_whole(state: dict, versions: dict[str, set[str]], run: int) -> None:
    """Every listed document is complete and is one whole version of its file; nothing else is stored."""
    assert state["journal"] == [], f"run {run}: journal not empty after recovery: {state['journal']}"
    for doc in state["docs"]:
        where = f"run {run}: {doc['source']}"
        assert doc["status"] == "ok", f"{where}: status {doc['status']}"
        assert doc["chroma_ids"] == doc["manifest_ids"] and len(doc["chroma_ids"]) == doc["n_chunks"] > 0, f"{where}: partial document"
        assert doc["text"].strip() in {v.strip() for v in versions[doc["source"]]}, f"{where}: the rebuilt text is no whole version of the file"
        assert doc["summary"], f"{where}: no summary row"
    assert state["chunks_in_chroma"] == sum(d["n_chunks"] for d in state["docs"]), f"run {run}: leftover chunks in Chroma"


def test_sigkill_during_ingestion_never_leaves_a_partial_document(tmp_path: Path) -> None:
    rng = random.Random(SEED)
    folder, data_dir = tmp_path / "docs", tmp_path / "data"
    folder.mkdir()
    versions: dict[str, set[str]] = {}
    for i in range(N_DOCS):
        text = document(i, 1, rng)
        (folder / f"doc-{i:02d}.md").write_text(text, encoding="utf-8")
        versions[f"doc-{i:02d}.md"] = {text}
    kills, kill_points, previous_state = 0, [], None
    for run in range(N_KILLS):
        if run == UPDATE_BEFORE_KILL:
            for i in range(0, N_DOCS, 6):  # new versions of documents that are (mostly) already stored
                text = document(i, 2, rng)
                (folder / f"doc-{i:02d}.md").write_text(text, encoding="utf-8")
                versions[f"doc-{i:02d}.md"].add(text)
        proc = _start(data_dir, folder)
        try:
            state = _read_state(proc)
            _assert_whole(state, versions, run)
            if previous_state is not None:
                assert len(state["docs"]) >= len(previous_state["docs"]), f"run {run}: recovery lost committed documents"
            previous_state = state
            wait_for, delay = rng.randrange(1, 4), rng.uniform(0.0, 0.06)
            written = 0
            while written < wait_for:
                line = proc.stdout.readline()
                if not line or line.startswith("FINISHED "):
                    break
                if line.startswith(("DONE added", "DONE updated")):
                    written += 1
            time.sleep(delay)
            if proc.poll() is None:
                os.kill(proc.pid, signal.SIGKILL)
                kills += 1
                kill_points.append((run, len(state["docs"]) + written, round(delay * 1000)))
        finally:
            if proc.poll() is None:
                proc.kill()
            proc.wait(timeout=30)
            proc.stdout.close()
        assert proc.returncode == -signal.SIGKILL, f"run {run}: the worker finished before it could be killed"

    final = _start(data_dir, folder)
    try:
        state = _read_state(final)
        _assert_whole(state, versions, N_KILLS)
        out, _ = final.communicate(timeout=120)
    finally:
        if final.poll() is None:
            final.kill()
    assert final.returncode == 0 and "FINISHED " in out, out[-500:]
    assert kills == N_KILLS, kill_points

    done = json.loads(out[out.index("FINISHED ") + len("FINISHED "):])  # after the complete run
    _assert_whole(done, versions, N_KILLS + 1)
    assert sorted(d["source"] for d in done["docs"]) == sorted(versions)
    newest = {f"doc-{i:02d}.md": (folder / f"doc-{i:02d}.md").read_text(encoding="utf-8").strip() for i in range(N_DOCS)}
    assert all(d["text"].strip() == newest[d["source"]] for d in done["docs"]), "a document is not at its newest version"
