"""`Engine.warm_judge_views` (what `python -m querylab setup` does after seeding): the offline judge's views of the
corpus are embedded once, kept on disk, and a later process's first question embeds only itself."""

from __future__ import annotations

from pathlib import Path

from querylab.config import Settings
from querylab.engine import Engine
from tests.fakes.hash_embedder import HashEmbedder


def _engine(data_dir: Path, embedder: HashEmbedder, **changes: object) -> Engine:
    values = {"data_dir": data_dir, "llm_backend": "offline", "collection": "querylab", **changes}
    return Engine(Settings(**values), embedder=embedder)


def test_setup_warms_the_corpus_views_once_and_a_new_process_judges_without_embedding_them(tmp_path: Path) -> None:
    first = _engine(tmp_path, HashEmbedder(dim=128))
    assert first.seed_sample_corpus() >= 20
    warmed = first.warm_judge_views(["acme", "globex"])
    assert warmed > 500  # sentences, adjacent pairs and whole chunks of 21 documents
    assert first.warm_judge_views(["acme", "globex"]) == 0  # all on disk now

    embedder = HashEmbedder(dim=128)
    later = _engine(tmp_path, embedder)  # another process: empty memo
    trace = later.ask("How many days do I have to ask for a refund?", principal=later.settings.principal(), session_id="s1", save=False)
    assert trace.judgements and trace.judgements[0].verdict in ("yes", "no")
    before = embedder.texts_embedded
    later.ask("Who approves a business trip outside Europe?", principal=later.settings.principal(), session_id="s2", save=False)
    # the question (router, retrieval, judge) and single words the alignment compares; no chunk view
    assert embedder.texts_embedded - before <= 10  # 39 without the warmed views (measured)


def test_nothing_is_warmed_when_another_backend_judges(tmp_path: Path) -> None:
    engine = _engine(tmp_path, HashEmbedder(dim=128), llm_backend="openai", openai_api_key="sk-test")
    engine.seed_sample_corpus()
    assert engine.warm_judge_views(["acme"]) == 0
    assert not list((tmp_path / "cache").glob("text-vectors-*.sqlite"))


def _stored(data_dir: Path, texts: list[str]) -> set[str]:
    """Which of `texts` have a vector in any of the judge's view files under `data_dir`."""
    import sqlite3

    from querylab.offline.vector_cache import TextVectors

    keys = {TextVectors.key(t): t for t in texts}
    found: set[str] = set()
    for path in (data_dir / "cache").glob("text-vectors-*.sqlite"):
        with sqlite3.connect(path) as conn:
            found |= {keys[bytes(k)] for (k,) in conn.execute("SELECT key FROM vectors") if bytes(k) in keys}
    return found


def test_deleting_or_replacing_a_document_purges_its_passages_view_vectors(tmp_path: Path) -> None:
    from querylab.offline.judge_views import views_of

    engine = _engine(tmp_path, HashEmbedder(dim=128))
    folder = tmp_path / "docs"
    folder.mkdir()
    doc = folder / "berlin-allowance.md"
    kept_line = "The Berlin office pays a monthly transit allowance to every employee."
    doc.write_text(f"# Berlin allowance\n\n{kept_line} The allowance is 49 euros and is paid with the salary.\n", encoding="utf-8")
    other = folder / "parking.md"
    other.write_text("# Parking\n\nVisitors park in the north garage. Staff park in the south garage.\n", encoding="utf-8")
    engine.ingest([folder], tenant="acme")
    engine.warm_judge_views(["acme"])
    chunks = {source: text for _, text, meta in engine.store.iter_chunks("acme") for source in [meta.get("source")]}
    first_views, other_views = views_of([chunks["berlin-allowance.md"]]), views_of([chunks["parking.md"]])
    assert _stored(tmp_path, first_views) == set(first_views)
    # a question judges both documents' passages: their views are now in the judge's memo as well
    engine.ask("How much is the Berlin transit allowance, and where do staff park?", principal=engine.settings.principal(), session_id="s", save=False)
    memo = engine.llm_for("offline").judge._memo  # noqa: SLF001 - the in-memory copy of the same vectors
    assert set(first_views) & set(memo) and set(other_views) & set(memo)

    # replaced: the sentence that changed loses its vector, the one the new version still has keeps it
    doc.write_text(f"# Berlin allowance\n\n{kept_line} The allowance is 58 euros and is paid with the salary.\n", encoding="utf-8")
    report = engine.ingest([doc], tenant="acme")
    assert [r.status for r in report.results] == ["updated"]
    left = _stored(tmp_path, first_views)
    assert "The allowance is 49 euros and is paid with the salary." not in left
    assert kept_line in left

    # deleted: nothing of it stays; the other document's views are untouched
    [doc_id] = [d.doc_id for d in engine.store.list_documents("acme") if d.source == "berlin-allowance.md"]
    assert engine.store.delete_document("acme", doc_id)
    assert _stored(tmp_path, first_views) == set()
    assert _stored(tmp_path, other_views) == set(other_views)
    assert not set(first_views) & set(memo) and set(other_views) & set(memo)  # nor in memory; the other's stay


def test_a_replace_interrupted_after_its_commit_is_purged_when_the_next_engine_opens(tmp_path: Path, monkeypatch) -> None:
    """The old version's passages were live (and warmed); the crash left them in Chroma. Opening the next engine
    repairs the store and purges their view vectors from disk, before any model is built."""
    from querylab.offline.judge_views import views_of

    engine = _engine(tmp_path, HashEmbedder(dim=128))
    folder = tmp_path / "docs"
    folder.mkdir()
    doc = folder / "berlin-allowance.md"
    doc.write_text("# Berlin allowance\n\nThe Berlin office pays a transit allowance of 49 euros a month.\n", encoding="utf-8")
    engine.ingest([folder], tenant="acme")
    engine.warm_judge_views(["acme"])
    old_views = views_of([text for _, text, _ in engine.store.iter_chunks("acme")])
    assert _stored(tmp_path, old_views) == set(old_views)
    doc.write_text("# Berlin allowance\n\nThe Berlin office pays a transit allowance of 58 euros a month.\n", encoding="utf-8")

    def killed(ids: list[str]) -> None:
        raise KeyboardInterrupt("the process died after the commit")

    monkeypatch.setattr(engine.store.collections, "delete_chunks", killed)
    try:
        engine.ingest([doc], tenant="acme")
    except KeyboardInterrupt:
        pass
    monkeypatch.undo()
    assert _stored(tmp_path, old_views)  # the crash left the old passages' vectors behind
    reopened = _engine(tmp_path, HashEmbedder(dim=128))
    assert "49 euros" not in " ".join(text for _, text, _ in reopened.store.iter_chunks("acme"))
    assert _stored(tmp_path, old_views) == set()
