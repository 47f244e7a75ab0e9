"""What a question asks for (querylab/offline/information_need.py): a rule, an object's field, outside data."""

import pytest

from querylab.offline.information_need import asks_for_field, asks_for_outside_data, asks_for_own_balance, asks_for_rule, asks_generally, asked_sentence


@pytest.mark.parametrize("text", ["what is the return window for order 1042?", "does the refund policy apply to it?",
                                  "how long does it usually take to arrive?", "what does 'processing' mean on my order?",
                                  "can I claim a hotel minibar on EXP-2041?"])
def test_rule_questions(text):
    assert asks_for_rule(text)


@pytest.mark.parametrize("text", ["has order 1042 shipped?", "what's the tracking number for order 2042", "can I still cancel order 1043?",
                                  "how much was refunded on order 1045", "why was my refund R-304 rejected"])
def test_field_questions_are_not_rules(text):
    assert not asks_for_rule(text)
    assert asks_for_field(text) or "cancel" in text


@pytest.mark.parametrize("text, outside", [("EUR to USD rate today?", True), ("what's the weather in Zurich next week", True),
                                           ("what's Globex's share price today?", True), ("what exchange rate does finance use for claims?", False),
                                           ("what's the hotel cap in Zurich?", False)])
def test_outside_data(text, outside):
    assert asks_for_outside_data(text) is outside


@pytest.mark.parametrize("text, own", [("how many PTO days do I have left this year?", True), ("how much do I still have outstanding in refunds?", True),
                                       ("How many vacation hours have I used?", True), ("what's my leave balance", True),
                                       ("how many PTO days do I get?", False), ("how many days do I have to file a claim?", False),
                                       ("is there a cap on the PTO balance?", False)])
def test_own_balance(text, own):
    assert asks_for_own_balance(text) is own


@pytest.mark.parametrize("text", ["Hypothetically, if I cancelled 1046 today, would I get the money back?",
                                  "My order 1042 is stuck. What does the shipping policy say about tracking that stops?",
                                  "I filed EXP-3103. Above which amount does a claim need the director too?"])
def test_a_rule_asked_about_an_object_of_ones_own(text):
    assert asks_for_rule(text)


def test_lease_or_buy_is_advice_from_outside():
    assert asks_for_outside_data("should I lease or buy a car if I drive a lot?")


def test_words_that_put_a_question_as_a_rule_and_a_charge_as_a_field():
    assert asks_generally("Can you explain how the second approval works above USD 2,500? my EXP-3103 is over that")
    assert asks_generally("hypothetically, if I canceled 2046 right now, when is the money back?")
    assert not asks_generally("what's the restocking fee on my refund R-303?")
    assert not asks_for_rule("did any of my orders get charged an express fee?")


def test_only_the_asking_sentence_says_whether_a_rule_is_asked():
    text = "My order 2040 was delivered on Oct 14. Is the 14-day window calendar days or business days?"
    assert asked_sentence(text) == " Is the 14-day window calendar days or business days?"
    assert asks_for_rule(text)  # "delivered" stands in the statement before, not in what is asked
    assert not asks_for_rule("The window is 14 days. Has my order 2040 been delivered?")
