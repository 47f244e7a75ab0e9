"""Per-word vectors read from the MiniLM graph's last hidden state (querylab.embeddings.token_vectors)."""

from __future__ import annotations

import numpy as np
import pytest

from querylab.embeddings.base import EmbeddingError
from querylab.embeddings.token_vectors import HIDDEN_OUTPUT, TokenVectors, hidden_state_name, with_hidden_output


@pytest.fixture(scope="module")
def tokens(minilm):
    return TokenVectors.from_embedder(minilm)


def test_mean_of_the_hidden_state_is_the_sentence_vector(minilm, tokens):
    """The added output is the tensor the pooling reads: its mean over tokens, normalised, is `embed`'s vector."""
    text = "The per diem for Japan is JPY 12,000 per day."
    ids = minilm._tokenizer.encode(text).ids  # noqa: SLF001 - the same tokenizer the session reads
    (hidden,) = tokens._run([ids])  # noqa: SLF001
    pooled = hidden.mean(axis=0)
    pooled /= np.linalg.norm(pooled)
    assert hidden.shape == (len(ids), 384)
    assert float(pooled @ minilm.embed([text])[0]) > 0.9999


def test_words_merge_pieces_and_drop_punctuation(tokens):
    (w,) = tokens.words(["Reimbursement in Zürich, please!"])
    assert w.words == ("reimbursement", "in", "zurich", "please")
    assert w.vectors.shape == (4, 384)
    assert np.allclose(np.linalg.norm(w.vectors, axis=1), 1.0, atol=1e-5)


def test_a_long_text_is_read_in_windows(tokens):
    text = " ".join(f"word{i}" for i in range(300))
    (w,) = tokens.words([text])
    assert len(w) == 300 and w.words[-1] == "word299"


def test_an_empty_text_has_no_words(tokens):
    assert [len(w) for w in tokens.words(["", "?!"])] == [0, 0]


def test_the_qualifier_with_no_counterpart_scores_lowest(tokens):
    q_korea, q_japan, passage = tokens.words(["What is the per diem for South Korea?", "What is the per diem for Japan?",
                                              "The per diem for Japan is JPY 12,000 per day."])
    best_korea = dict(zip(q_korea.words, (q_korea.vectors @ passage.vectors.T).max(axis=1)))
    best_japan = dict(zip(q_japan.words, (q_japan.vectors @ passage.vectors.T).max(axis=1)))
    assert best_japan["japan"] > 0.85
    assert best_korea["south"] < best_japan["japan"] and best_korea["diem"] > 0.85


def test_the_graph_file_on_disk_is_not_changed(minilm, tokens):
    before = minilm.onnx_path.read_bytes()
    tokens.words(["one more read"])
    assert minilm.onnx_path.read_bytes() == before


def test_a_graph_without_the_hidden_state_is_refused():
    from onnx import TensorProto, helper

    graph = helper.make_graph([helper.make_node("Identity", ["x"], ["y"])], "g",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1])])
    model = helper.make_model(graph)
    with pytest.raises(EmbeddingError, match="no LayerNormalization"):
        hidden_state_name(model)
    with pytest.raises(EmbeddingError, match="no LayerNormalization"):
        with_hidden_output(model.SerializeToString())


def test_added_output_is_named(minilm):
    import onnx

    model = onnx.load_from_string(with_hidden_output(minilm.onnx_path.read_bytes()))
    assert [o.name for o in model.graph.output] == ["sentence_embedding", HIDDEN_OUTPUT]


def test_another_embedder_is_refused():
    class Other:
        name, dim = "other", 3

    with pytest.raises(EmbeddingError, match="MiniLM ONNX embedder"):
        TokenVectors.from_embedder(Other())


def test_a_batch_reads_each_text_as_alone(tokens):
    texts = ["Short one.", "A somewhat longer sentence about the hotel cap in Paris and London.", "Third"]
    together = tokens.words(texts)
    for text, w in zip(texts, together):
        (alone,) = tokens.words([text])
        assert w.words == alone.words
        assert np.allclose(w.vectors, alone.vectors, atol=1e-4)
