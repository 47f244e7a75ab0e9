"""Route-example vectors kept on disk between starts (querylab/offline/vector_cache.py): a second start of the
offline model embeds no route example, a changed example set or embedder never reads the old file, and a
damaged file is ignored and rewritten. The shipped example set's vectors lie beside the packaged model, for every
data folder; an edited revision's stay in the data folder."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from querylab.knobs import KnobFile, KnobSet
from querylab.offline import OfflineLLM
from querylab.offline.model import files_knob_set
from querylab.offline.vector_cache import PACKAGED_EMBEDDER, VectorCache
from tests.fakes.hash_embedder import HashEmbedder

REPO = Path(__file__).resolve().parents[2]


def test_a_second_start_embeds_no_route_example(tmp_path: Path) -> None:
    first = HashEmbedder()
    llm1 = OfflineLLM(first, REPO / "prompts", vector_cache=tmp_path)
    assert first.texts_embedded > 0 and list(tmp_path.glob("route-examples-*.npy"))
    second = HashEmbedder()
    llm2 = OfflineLLM(second, REPO / "prompts", vector_cache=tmp_path)
    assert second.texts_embedded == 0
    np.testing.assert_allclose(llm2.parts().router.matrix, llm1.parts().router.matrix)


def _packaged(tmp_path: Path, data: str, shipped: Path | None = None) -> tuple[HashEmbedder, OfflineLLM]:
    """An offline model whose embedder calls itself the packaged one, with its shipped folder under `tmp_path`."""
    embedder = HashEmbedder(name=PACKAGED_EMBEDDER)
    return embedder, OfflineLLM(embedder, REPO / "prompts", vector_cache=tmp_path / data, shipped_vectors=shipped or tmp_path / "shipped")


def test_a_new_data_folder_reads_the_shipped_examples_vectors_and_embeds_none(tmp_path: Path) -> None:
    first, llm1 = _packaged(tmp_path, "data1")
    assert first.texts_embedded > 0 and len(list((tmp_path / "shipped").glob("route-examples-*.npy"))) == 1
    assert not list((tmp_path / "data1").glob("route-examples-*.npy"))  # not written twice
    second, llm2 = _packaged(tmp_path, "data2")
    assert second.texts_embedded == 0 and not list((tmp_path / "data2").glob("route-examples-*.npy"))
    np.testing.assert_allclose(llm2.parts().router.matrix, llm1.parts().router.matrix)


def test_an_edited_example_set_is_kept_in_the_data_folder_not_beside_the_model(tmp_path: Path) -> None:
    _, llm = _packaged(tmp_path, "data")
    default = files_knob_set(REPO / "prompts")
    examples = default["offline_route_examples"]
    edited = KnobSet({**default.files, "offline_route_examples": KnobFile(examples.name, examples.text + '{"route": "small_talk", "text": "howdy partner"}\n')})
    assert llm.parts(edited).router.texts[-1] == "howdy partner"
    assert len(list((tmp_path / "shipped").glob("route-examples-*.npy"))) == 1  # only the shipped set's
    assert len(list((tmp_path / "data").glob("route-examples-*.npy"))) == 1


def test_a_models_folder_that_cannot_be_written_falls_back_to_the_data_folder(tmp_path: Path) -> None:
    (tmp_path / "blocked").write_text("a file where the folder should be")
    _, _ = _packaged(tmp_path, "data", shipped=tmp_path / "blocked")
    assert len(list((tmp_path / "data").glob("route-examples-*.npy"))) == 1
    again, _ = _packaged(tmp_path, "data", shipped=tmp_path / "blocked")
    assert again.texts_embedded == 0


def test_another_embedder_never_uses_the_shipped_folder(tmp_path: Path) -> None:
    OfflineLLM(HashEmbedder(), REPO / "prompts", vector_cache=tmp_path / "data", shipped_vectors=tmp_path / "shipped")
    assert not (tmp_path / "shipped").exists() and list((tmp_path / "data").glob("route-examples-*.npy"))


def test_another_example_set_or_embedder_gets_its_own_file(tmp_path: Path) -> None:
    cache = VectorCache(tmp_path)
    emb = HashEmbedder()
    cache.save("route-examples", emb, ["a", "b"], emb.embed(["a", "b"]))
    assert cache.load("route-examples", emb, ["a", "b"]) is not None
    assert cache.load("route-examples", emb, ["a", "c"]) is None
    assert cache.load("route-examples", HashEmbedder(dim=32), ["a", "b"]) is None
    assert cache.load("route-examples", HashEmbedder(name="other"), ["a", "b"]) is None


def test_a_damaged_or_misshapen_file_is_ignored(tmp_path: Path) -> None:
    cache = VectorCache(tmp_path)
    emb = HashEmbedder()
    path = cache.path("route-examples", emb, ["a", "b"])
    path.write_bytes(b"not numpy")
    assert cache.load("route-examples", emb, ["a", "b"]) is None
    np.save(path, np.zeros((3, emb.dim), dtype=np.float32))
    assert cache.load("route-examples", emb, ["a", "b"]) is None
    cache.save("route-examples", emb, ["a", "b"], emb.embed(["a", "b"]))
    assert cache.load("route-examples", emb, ["a", "b"]).shape == (2, emb.dim)


def test_the_answer_reuses_the_sentence_vectors_the_judge_just_made(tmp_path: Path) -> None:
    from querylab.llm.base import LLMRequest

    emb = HashEmbedder()
    llm = OfflineLLM(emb, REPO / "prompts", vector_cache=tmp_path)
    docs = ["Refunds are processed within 14 days. The money goes back to the original payment method.",
            "Returns need an RMA number. Ask support for one."]
    variables = {"_tenant": "acme", "_user": "alice", "question": "How long does a refund take?", "_documents": docs}
    judged = llm.complete(LLMRequest(task="judge", system="", user="", variables=variables)).text
    before = emb.texts_embedded
    answer = llm.complete(LLMRequest(task="answer", system="", user="", variables=variables)).text
    assert judged and "14 days" in answer
    assert emb.texts_embedded == before  # every sentence the answer reads was embedded by the judge


# -- the judge's passage views (TextVectors) ---------------------------------------------------------------

DOCS = ["Refunds are processed within 14 days. The money goes back to the original payment method. Ask support if it is late.",
        "Returns need an RMA number. Ask support for one."]


def _judge(llm: OfflineLLM, question: str, docs: list[str]) -> str:
    from querylab.llm.base import LLMRequest

    variables = {"_tenant": "acme", "_user": "alice", "question": question, "_documents": docs}
    return llm.complete(LLMRequest(task="judge", system="", user="", variables=variables)).text


class _Recording(HashEmbedder):
    """Remembers every text it was asked to embed."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def embed(self, texts):  # noqa: ANN001, ANN201 - the Embedder protocol
        self.seen += list(texts)
        return super().embed(texts)


def test_after_warming_a_judgement_embeds_only_the_question(tmp_path: Path) -> None:
    warm_emb = _Recording()
    warmed = OfflineLLM(warm_emb, REPO / "prompts", vector_cache=tmp_path).warm_judge(DOCS)
    assert warmed > len(DOCS)  # sentences, pairs and whole passages
    emb = _Recording()  # a new process: empty memo, the views on disk
    llm = OfflineLLM(emb, REPO / "prompts", vector_cache=tmp_path)
    emb.seen.clear()
    reply = _judge(llm, "How long does a refund take?", DOCS)
    assert reply.split()[0] in ("yes", "no")
    # every view the judge and its learned scorer looked at came from disk; what remains is the question and the
    # single words the constraint alignment compares (never a passage view)
    assert "How long does a refund take?" in emb.seen
    assert not set(emb.seen) & set(warm_emb.seen[-warmed:])


def test_the_same_verdict_and_motivation_with_views_from_disk_or_fresh(tmp_path: Path) -> None:
    fresh = _judge(OfflineLLM(HashEmbedder(), REPO / "prompts"), "How long does a refund take?", DOCS)
    OfflineLLM(HashEmbedder(), REPO / "prompts", vector_cache=tmp_path).warm_judge(DOCS)
    from_disk = _judge(OfflineLLM(HashEmbedder(), REPO / "prompts", vector_cache=tmp_path), "How long does a refund take?", DOCS)
    assert from_disk == fresh


def test_warming_again_embeds_nothing_and_questions_are_never_written(tmp_path: Path) -> None:
    from querylab.offline.vector_cache import TextVectors

    emb = HashEmbedder()
    llm = OfflineLLM(emb, REPO / "prompts", vector_cache=tmp_path)
    first = llm.warm_judge(DOCS)
    assert first > 0 and llm.warm_judge(DOCS) == 0
    _judge(llm, "Is a refund paid to a gift card?", DOCS + ["Gift cards cannot be refunded."])
    store = TextVectors(tmp_path, emb)
    assert store.get_many(["Is a refund paid to a gift card?"]) == {}  # the question stays in memory only
    assert "Gift cards cannot be refunded." in store.get_many(["Gift cards cannot be refunded."])  # a view seen by a turn is kept


def test_a_damaged_view_file_is_moved_aside_and_started_again(tmp_path: Path, caplog) -> None:  # noqa: ANN001
    from querylab.offline.vector_cache import TextVectors

    emb = HashEmbedder()
    path = TextVectors(tmp_path, emb).path
    path.write_bytes(b"this is not a sqlite database" * 100)
    llm = OfflineLLM(emb, REPO / "prompts", vector_cache=tmp_path)
    assert llm.warm_judge(DOCS) > 0
    assert "is damaged" in caplog.text and path.with_name(path.name + ".damaged").exists()
    assert TextVectors(tmp_path, emb).get_many([DOCS[1]])  # the new file holds the views


def test_a_view_store_that_cannot_be_written_never_fails_the_judge(tmp_path: Path, caplog) -> None:  # noqa: ANN001
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the cache folder should be")
    llm = OfflineLLM(HashEmbedder(), REPO / "prompts", vector_cache=blocked)
    assert _judge(llm, "How long does a refund take?", DOCS).split()[0] in ("yes", "no")
    assert "judge view vectors off" in caplog.text


def test_another_embedder_never_reads_these_views(tmp_path: Path) -> None:
    from querylab.offline.vector_cache import TextVectors

    a, b = HashEmbedder(), HashEmbedder(dim=32)
    TextVectors(tmp_path, a).put_many(["x y"], a.embed(["x y"]))
    assert TextVectors(tmp_path, b).get_many(["x y"]) == {}
    assert TextVectors(tmp_path, a).get_many(["x y"])["x y"].shape == (a.dim,)


def test_forgetting_texts_purges_every_embedders_file_and_creates_none(tmp_path: Path) -> None:
    from querylab.offline.vector_cache import TextVectors, forget_texts

    assert forget_texts(tmp_path, ["a"]) == 0 and not list(tmp_path.iterdir())  # nothing to purge, nothing created
    small, large = HashEmbedder(dim=16), HashEmbedder(dim=32)
    for emb in (small, large):
        store = TextVectors(tmp_path, emb)
        store.put_many(["keep me", "forget me"], emb.embed(["keep me", "forget me"]))
        store.close()
    assert forget_texts(tmp_path, ["forget me", "never stored"]) == 2
    for emb in (small, large):
        store = TextVectors(tmp_path, emb)
        assert set(store.get_many(["keep me", "forget me"])) == {"keep me"}
        store.close()


def test_a_damaged_view_file_is_left_alone_by_the_purge(tmp_path: Path) -> None:
    from querylab.offline.vector_cache import forget_texts

    (tmp_path / "text-vectors-damaged.sqlite").write_bytes(b"not a database at all")
    assert forget_texts(tmp_path, ["anything"]) == 0  # logged, not raised: a delete never fails on a cache


def test_stale_views_are_the_removed_passages_views_no_kept_passage_has() -> None:
    from querylab.offline.judge_views import passage_views, stale_views

    old = "Refunds take 14 days. They go to the card."
    new = "Refunds take 10 days. They go to the card."
    stale = stale_views([old], [new])
    assert "Refunds take 14 days." in stale and old in stale
    assert "They go to the card." not in stale
    assert set(stale) <= set(passage_views(old))


def test_the_install_step_leaves_the_shipped_examples_vectors_beside_the_model() -> None:
    from querylab.offline.encoder_graphs import embed_shipped_route_examples
    from querylab.offline.vector_cache import SHIPPED_VECTORS

    path = embed_shipped_route_examples()  # scripts/install.sh runs it (python -m querylab.offline.encoder_graphs)
    rows = [line for line in (REPO / "prompts" / "offline" / "route_examples.jsonl").read_text().splitlines() if line.strip()]
    assert path is not None and path.parent == SHIPPED_VECTORS
    assert np.load(path).shape == (len(rows), 384)
