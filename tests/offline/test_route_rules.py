"""Word-level routing rules (querylab/offline/route_rules.py)."""

import pytest

from querylab.offline.route_rules import ACTION_VERB, REQUESTS_CHANGE, bare_object_id, underspecified, unknown_abbreviations, change_without_object, topicless


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


@pytest.mark.parametrize("question", ["1,200?", "where is the form?", "how long does it take?", "what's the limit", "ok so what now"])
def test_topicless_questions(question):
    assert topicless(question)


@pytest.mark.parametrize("question", ["how long does a refund take?", "what's the hotel cap in Berlin?", "is 1,200 over the meal limit?", "what is ITSD?"])
def test_questions_with_a_topic_are_not_topicless(question):
    assert not topicless(question)


@pytest.mark.parametrize("question", ["cancel my order", "please withdraw my claim", "refund me", "I want to return the item"])
def test_a_change_without_its_object(question):
    assert change_without_object(question)


@pytest.mark.parametrize("question", ["cancel my order 1043", "please cancel my pending order", "withdraw my Paris expense claim",
                                      "I'd like to return the Acme Headset", "cancel the order I placed yesterday", "can orders be cancelled?",
                                      "withdraw EXP-2041"])
def test_a_change_that_says_which_object_or_asks_about_changes(question):
    assert not change_without_object(question)


@pytest.mark.parametrize("text, expected", [("change the delivery address on 1043 to the office", "1043"), ("please update the address for 2046", "2046"),
                                            ("what is the per diem for 2027?", None), ("the rules on 2025 claims", None),
                                            ("undo the cancellation of 1047", "1047"), ("and start a return for the dock in 1041", "1041")])
def test_an_id_after_on_or_for_in_a_change_request(text, expected):
    assert bare_object_id(text) == expected


@pytest.mark.parametrize("text", ["can you bring back order 2045?", "bring it back please", "restore order 1047", "please reinstate my order",
                                  "Dispute the restocking fee on R-303"])
def test_undoing_a_cancellation_is_a_change(text):
    assert ACTION_VERB.search(text)


def test_a_question_about_a_change_that_happened_is_not_a_request_for_it():
    from querylab.offline.route_rules import requests_change

    assert not requests_change("did my HomeVault return get refunded yet?")
    assert requests_change("I want order 1043 cancelled")
    assert ACTION_VERB.search("please can you make a refund request for order 1040")


def test_a_charge_asked_back_as_an_order_is_a_request_and_asking_whether_is_not():
    """Round 18: "get me the shipping fee back" after a look-up is a refund asked for; "can I get … back?" asks the rule."""
    from querylab.offline.route_rules import requests_change

    assert requests_change("it arrived a week late. get me the shipping fee back")
    assert requests_change("just get me the restocking fee back please")
    assert not requests_change("can I get the shipping fee back?")
    assert not requests_change("how do I get my money back?")
    assert not requests_change("did you get the fee back")
