"""Typo repair against the router's vocabulary (querylab/offline/spelling.py)."""

from querylab.offline.spelling import Speller

EXAMPLES = ["withdraw my expense claim", "what is the hotel cap", "status of my last order", "how long does a refund take",
            "cancel my order", "cancell my ordr 2046"]


def test_one_edit_from_a_single_known_word_is_repaired():
    s = Speller(EXAMPLES)
    assert s.correct("withdrwa EXP-3103 pls") == "withdraw EXP-3103 pls"
    assert s.correct("wat is the hotle cap") == "what is the hotel cap"
    assert s.correct("Statsu of my laast order") == "Status of my last order"


def test_words_the_embedder_knows_and_abbreviations_are_left_alone():
    s = Speller(EXAMPLES + ["pairs of shoes"], known_words=["paris", "cancel", "order", "withdraw", "hotel", "status", "last"])
    assert s.correct("hotel cap in paris") == "hotel cap in paris"  # "pairs" is one swap away, yet paris is a word
    assert s.correct("the SLA for RAM") == "the SLA for RAM"


def test_misspellings_written_into_the_examples_are_not_targets():
    s = Speller(EXAMPLES, known_words=["cancel", "order", "my"])
    assert s.correct("cancle my ordr 2047") == "cancel my order 2047"


def test_ambiguous_repairs_are_not_made():
    s = Speller(["cart", "card"])
    assert s.correct("carx") == "carx"
