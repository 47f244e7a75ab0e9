"""Word-level routing rules (querylab/offline/route_rules.py)."""

import pytest

from querylab.offline.route_rules import ACTION_VERB, REQUESTS_CHANGE, bare_object_id, underspecified, unknown_abbreviations


@pytest.mark.parametrize("text, expected", [
    ("cancel 2047 please", "2047"), ("check whether 1043 is still open", "1043"), ("2044 has arrived?", "2044"),
    ("what did the 2024 policy say", None), ("a trip in 2025", None), ("EUR 1500 for a laptop", None),
    ("is 1,500 the cap", None), ("a 2000 km drive", None),
])
def test_bare_numbers_are_ids_only_where_an_object_stands(text, expected):
    assert bare_object_id(text) == expected


@pytest.mark.parametrize("text", ["start a return for order 1041", "I want a refund for order 2047", "please pull back EXP-2043",
                                  "don't ship order 2043", "withdraw my claim"])
def test_change_requests(text):
    assert ACTION_VERB.search(text) and REQUESTS_CHANGE.search(text)


@pytest.mark.parametrize("text", ["did you cancel my order?", "has my refund been processed", "how do returns work?"])
def test_questions_about_a_change_do_not_request_it(text):
    assert not REQUESTS_CHANGE.search(text)


@pytest.mark.parametrize("question", ["what's the deadline?", "which form applies?", "what's the ETA?", "Need the QRS rules for ZT"])
def test_generic_or_undefined_questions_are_underspecified(question):
    assert underspecified(question, known_abbreviations=["ETA", "SLA"]) is not None


@pytest.mark.parametrize("question", ["what does SLA mean?", "what's the hotel cap?", "What is the refund policy?",
                                      "How many PTO days do I get?"])
def test_questions_that_name_their_topic_are_not(question):
    assert underspecified(question, known_abbreviations=["SLA", "PTO"]) is None


def test_unknown_abbreviations_skip_glossary_and_everyday_ones():
    assert unknown_abbreviations("the VPN and HR rules for the QRS in the EU", ["VPN"]) == ["QRS"]
