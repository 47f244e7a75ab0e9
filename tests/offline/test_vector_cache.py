"""Route-example vectors kept on disk between starts (querylab/offline/vector_cache.py): a second start of the
offline model embeds no route example, a changed example set or embedder never reads the old file, and a
damaged file is ignored and rewritten."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from querylab.offline import OfflineLLM
from querylab.offline.vector_cache import VectorCache
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
