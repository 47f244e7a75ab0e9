"""Subprocess of test_kill_ingestion.py: open the store (recovery runs), report what it holds, ingest a folder.

Usage: python tests/adversarial/ingest_worker.py DATA_DIR FOLDER

Why a separate process: only a real SIGKILL shows what an interrupted ingestion leaves on disk (Chroma's
files, the manifest, the journal). Why it reports the state itself: an embedded Chroma database must not
be opened by two processes at once, so the process that recovers the store is the one that looks at it.

Output, one line each, flushed: `STATE <json>` after opening; `DONE <status> <source>` per file;
`FINISHED <json>` (the state after ingesting) at the end. The hash embedder keeps the process light (no model to load).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from querylab.config import Settings  # noqa: E402
from querylab.corpus.models import IngestProgress  # noqa: E402
from querylab.corpus.store import CorpusStore  # noqa: E402
from tests.fakes.hash_embedder import HashEmbedder  # noqa: E402

TENANT = "acme"


def settings(data_dir: Path) -> Settings:
    return Settings(data_dir=data_dir, collection="kill", chunk_size=300, chunk_overlap=60, llm_backend="offline")


def state(store: CorpusStore, repaired: int) -> dict:
    docs = []
    for info in store.list_documents(TENANT):
        row = store.manifest.get(info.doc_id)
        chroma_ids = store.collections.chunks.get(where={"doc_id": info.doc_id}, include=[])["ids"]
        docs.append({
            "doc_id": info.doc_id, "source": info.source, "status": info.status, "n_chunks": info.n_chunks,
            "manifest_ids": sorted(row.chunk_ids if row else []), "chroma_ids": sorted(chroma_ids),
            "text": store.get_document_text(info.doc_id, TENANT), "summary": store.collections.summary_metadata(info.doc_id) is not None,
        })
    return {"repaired": repaired, "docs": docs, "chunks_in_chroma": store.collections.chunks.count(), "journal": list(store.manifest.pending())}


def main(data_dir: Path, folder: Path) -> None:
    store = CorpusStore(settings(data_dir), HashEmbedder(dim=128), recover=False)
    repaired = store.recover()  # what opening the store normally does
    print("STATE " + json.dumps(state(store, repaired)), flush=True)

    def progress(p: IngestProgress) -> None:
        print(f"DONE {p.result.status} {p.source}", flush=True)

    store.ingest_paths([folder], tenant=TENANT, progress=progress)
    print("FINISHED " + json.dumps(state(store, 0)), flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
