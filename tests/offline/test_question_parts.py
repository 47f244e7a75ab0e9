"""Two-part questions: split where both sides ask, each part judged, the unanswered part named in the motivation."""

import pytest

from querylab.offline.motivation import read_motivation
from querylab.offline.question_parts import question_parts
from tests.offline.test_judge_constraints import _judge

PHISHING = ("## Phishing\n\nSecurity sends simulated phishing emails every quarter. Report a suspicious email with the "
            "Report Phish button in Outlook.")


@pytest.mark.parametrize("question, parts", [
    ("How often are phishing tests sent, and what happens if I click one?",
     ["How often are phishing tests sent?", "what happens if I click one (how often are phishing tests sent)?"]),
    ("My laptop broke. Who pays for the repair and how long does it take?",
     ["My laptop broke. Who pays for the repair?", "My laptop broke. how long does it take (who pays for the repair)?"]),
    ("For a trip to Oslo, what is the hotel cap, and who books it?",
     ["For a trip to Oslo, what is the hotel cap?", "who books it (for a trip to Oslo, what is the hotel cap)?"]),
])
def test_a_question_splits_where_both_sides_ask(question, parts):
    assert question_parts(question) == parts


@pytest.mark.parametrize("question", [
    "can I take a taxi and a train?",                      # one question about two things
    "What is the hotel cap in Oslo and Bergen?",
    "I booked a flight and a hotel. What do I claim?",     # the statement is the setting, the question is one
    "what is it, and why?",                                 # a part too short to stand alone
])
def test_one_question_stays_whole(question):
    assert question_parts(question) == [question]


def test_a_part_the_passage_is_silent_on_makes_the_whole_a_no(offline_llm):
    whole = _judge(offline_llm, "How often does Security send phishing tests, and how much is the fine if I click one?", [PHISHING])
    assert whole.verdict == "no"
    assert 'the question has 2 parts and this one is not answered: "how much is the fine if I click one"' in whole.motivation
    missing, _ = read_motivation(whole.motivation)
    assert "fine" in missing  # the rewrite after the "no" reads the unanswered part's words
    assert _judge(offline_llm, "How often does Security send phishing tests?", [PHISHING]).verdict == "yes"


def test_both_parts_answered_is_a_yes(offline_llm):
    verdict = _judge(offline_llm, "How often does Security send phishing tests, and how do I report a suspicious email?", [PHISHING])
    assert verdict.verdict == "yes"
