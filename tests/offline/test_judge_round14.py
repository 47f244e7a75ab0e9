"""Judge round 14 (issue 18): shapes found on blind policy dev v19 (its test half was not read). The questions and
passages here are this file's own; each check failed before round 14."""

import pytest

from querylab.llm.base import LLMRequest
from querylab.offline.constraints import extract_constraints
from querylab.offline.focus import focus_of
from querylab.offline.spans import answer_span
from querylab.parsing import parse_judge

PASSWORDS = "Account passwords must be changed every 120 days. Use at least 14 characters."
LEAVE = "Leave is taken in blocks of at least 4 hours. Requests of a week or more need 3 weeks' notice."


@pytest.mark.parametrize("question, focus", [
    ("if my badge expires while I'm travelling, is there a grace period when I'm back?", "period"),
    ("How many days before my password expires do I get a notice?", "notice"),
    ("do I get a bonus for referring a friend?", "bonus"),
    ("how many days do I have?", ""),  # "days" names no attribute, and nothing else is asked
])
def test_a_thing_whose_existence_is_asked_is_the_focus(question, focus):
    assert focus_of(question) == focus


def test_the_judge_says_no_when_the_asked_thing_is_never_named(offline_llm):
    def verdict(question: str) -> str:
        variables = {"question": question, "_documents": [PASSWORDS], "_tenant": "initech"}
        return parse_judge(offline_llm.complete(LLMRequest(task="judge", system="", user="", variables=variables)).text).verdict

    assert verdict("How many days before my password expires do I get a reminder?") == "no"
    assert verdict("How often must I change my account password?") == "yes"


@pytest.mark.parametrize("question", [
    "Which month do staff take the most leave?",
    "Which team files its expense claims closest to the deadline?",
])
def test_peoples_habits_ranked_are_a_ranking(question):
    assert extract_constraints(question).answer_type == "ranking"


def test_a_bound_is_no_ranking():
    qc = extract_constraints("Which month do staff take the most leave?")
    assert answer_span(qc, LEAVE, set())[0] == ""  # "at least 4 hours" ranks nothing
    assert answer_span(qc, "Most leave is taken in August.", set())[0] == "Most"
