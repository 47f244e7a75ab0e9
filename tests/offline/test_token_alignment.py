"""Late interaction of the question's words with the passages' words (querylab.offline.token_alignment)."""

from __future__ import annotations

import numpy as np
import pytest

from querylab.embeddings.token_vectors import TokenVectors, WordVectors
from querylab.offline.token_alignment import TokenAlignment, align_tokens, is_content_word, rarity


@pytest.fixture(scope="module")
def tokens(minilm):
    return TokenVectors.from_embedder(minilm)


def _align(tokens, question: str, documents: list[list[str]]) -> TokenAlignment:
    (q,) = tokens.words([question])
    return align_tokens(q, [tokens.words(doc) for doc in documents])


POLICY = [["Travel policy.", "The per diem for Japan is JPY 12,000 per day.", "Hotels are booked through the portal."]]


@pytest.mark.parametrize("asked, other", [
    ("What is the per diem for Japan?", "What is the per diem for South Korea?"),
    ("How many vacation days do employees get?", "How many vacation days do contractors get?"),
    ("Can I return the laptop bought online?", "Can I return the laptop bought at an airport kiosk?"),
])
def test_only_the_qualifier_differs(tokens, asked, other):
    docs = {"What is the per diem for Japan?": POLICY,
            "How many vacation days do employees get?": [["Employees get 25 vacation days per year.", "Carry-over is capped at 5 days."]],
            "Can I return the laptop bought online?": [["A laptop bought online can be returned within 30 days.", "Keep the receipt."]]}[asked]
    good, bad = _align(tokens, asked, docs), _align(tokens, other, docs)
    assert good.pair_maxsim > bad.pair_maxsim
    assert good.min_rare > bad.min_rare
    assert bad.unmatched >= 1 and bad.unmatched > good.unmatched
    assert bad.weakest in other.lower()


def test_the_best_window_is_a_pair_of_adjacent_sentences(tokens):
    """The asked words spread over two sentences are matched together in their pair, not in either alone."""
    split = [["The travel policy covers Japan.", "Its per diem is JPY 12,000 per day.", "Hotels are booked online.", "Taxis are paid."]]
    a = _align(tokens, "What is the per diem for Japan?", split)
    alone = max(_align(tokens, "What is the per diem for Japan?", [[s]]).pair_maxsim for s in split[0])
    assert a.pair_maxsim > alone


def test_no_content_word_or_no_passage_gives_zeros(tokens):
    assert _align(tokens, "What is it?", POLICY) == TokenAlignment()
    assert _align(tokens, "What is the per diem for Japan?", [[]]) == TokenAlignment()


def test_rarity_favours_the_word_no_sentence_has():
    w = rarity(["diem", "korea"], [["per", "diem", "japan"], ["per", "diem", "china"]])
    assert w[1] > w[0] > 0


def test_content_words_drop_stop_words():
    assert [w for w in ("what", "is", "the", "per", "diem", "7", "a") if is_content_word(w)] == ["per", "diem", "7"]


def test_word_vectors_length():
    assert len(WordVectors(("a", "b"), np.zeros((2, 3)))) == 2


def test_lowest_of_a_constraint_reads_its_own_words(tokens):
    a = _align(tokens, "What is the per diem for South Korea?", POLICY)
    korea = a.lowest_of("South Korea")
    assert korea is not None and korea < a.lowest_of("per diem")
    assert a.lowest_of("the") is None
