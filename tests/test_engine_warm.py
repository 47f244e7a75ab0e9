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
