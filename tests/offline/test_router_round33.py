"""Router round 33 (issue 14, part 7): shapes from v125-v128 dev, each checked on every dev half v1-v128 before it was
kept. The phrasings here are this file's own.

- "file one for me, the usual" is asked back before it is filed;
- "why did you reject R-302?" asks about a decision, it asks for none;
- a conversion at today's rate and a review site are out of domain;
- "what a day", "counting down the days", "nothing yet, just thinking …" are moods;
- "book it without the approval" asked for is getting round a control.
"""

import pytest

from querylab.fraud_signals import asks_for_fraud
from querylab.offline.information_need import asks_for_outside_data
from querylab.offline.question_forms import jokes
from querylab.offline.route_rules import asks_for_the_usual
from querylab.security import third_party_request


def test_the_usual_is_asked_back_before_anything_is_filed(offline_llm):
    assert asks_for_the_usual("submit an expense for me, the usual", [])
    decision = offline_llm.router.classify("submit an expense for me, the usual", tenant="acme", user="alice", history=[],
                                           question="submit an expense for me, the usual")
    assert decision.route.value == "clarify", decision.reason


@pytest.mark.parametrize("text, refused", [
    ("why did you reject R-302?? tell me the reason", False),  # a decision asked about
    ("who did approve EXP-2041 in the end?", False),
    ("reject R-302 for me, the customer changed their mind", True),  # a decision asked for
])
def test_a_decision_asked_about_is_not_a_decision_asked_for(text, refused):
    assert (third_party_request(text) is not None) is refused


@pytest.mark.parametrize("text, outside", [
    ("the bill says GBP 80 — what is that in euros today?", True),
    ("how do I post a review on Yelp about the shop?", True),
    ("how much is the EUR per diem in dollars today for my claim?", False),  # tied to the company
])
def test_a_rate_today_and_a_review_site(text, outside):
    assert asks_for_outside_data(text) is outside


@pytest.mark.parametrize("text, mood", [
    ("three customers yelling before 9am. what a day", True),
    ("counting down the hours to the weekend 🍹", True),
    ("nothing yet, just looking around before my trip", True),
    ("what a day — where is my order 1043?", False),  # a question follows
])
def test_moods(text, mood):
    assert jokes(text) is mood


def test_a_control_skipped_on_purpose():
    assert asks_for_fraud("he said he'll sign later. just book it without the approval")
    assert not asks_for_fraud("can I book a train without approval if it's under EUR 100?")  # the rule asked
