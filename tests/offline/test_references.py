"""References in a question and what the history offers for them (querylab/offline/references.py)."""

import pytest

from querylab.offline.references import antecedents, find_reference, resolves

ORDER_LOOKUP = [{"role": "user", "content": "where is my order 2045?"}, {"role": "assistant", "content": "Order 2045 is in transit."}]
POLICY_ONLY = [{"role": "user", "content": "how long can orders be cancelled?"}, {"role": "assistant", "content": "Within 1 hour of placing them."}]


@pytest.mark.parametrize(
    "question, phrase",
    [
        ("cancel it", "it"),
        ("has it shipped?", "it"),
        ("what's the per diem in that city?", "in that city"),
        ("do the same for the other one", "do the same"),
        ("what about the one from Tuesday?", "the one"),
        ("is that still open?", "that"),
        ("what's the fee for something in that state?", "in that state"),
    ],
)
def test_backward_pointing_phrases_are_found(question, phrase):
    ref = find_reference(question)
    assert ref is not None and ref.phrase.lower() == phrase


@pytest.mark.parametrize(
    "question",
    [
        "how long does it take to get a refund?",  # expletive "it"
        "Is it allowed to expense a taxi at night?",
        "My phone was stolen on a trip, who do I report it to?",  # the "it" is the phone, named before
        "request a refund for order 2047, it arrived broken",  # the "it" is the order in the same sentence
        "Can I cancel an order that has already shipped?",  # relative "that"
        "Is it true that refunds take 5 days?",
        "What is the hotel cap in Boston?",
    ],
)
def test_phrases_that_do_not_point_back(question):
    assert find_reference(question) is None


def test_antecedents_take_ids_from_either_side_and_topics_from_the_user():
    found = antecedents(ORDER_LOOKUP)
    assert found.has_object and found.phrase() == "my order 2045"
    topic = antecedents(POLICY_ONLY)
    assert not topic.has_object and "cancelled" in topic.topic_terms


def test_an_action_needs_an_object_a_question_only_a_topic():
    ref = find_reference("cancel it")
    assert ref is not None
    assert not resolves(ref, antecedents(POLICY_ONLY), wants_object=True)
    assert resolves(ref, antecedents(POLICY_ONLY), wants_object=False)
    assert resolves(ref, antecedents(ORDER_LOOKUP), wants_object=True)
    assert not resolves(ref, antecedents([]), wants_object=False)


def test_the_other_one_needs_two_objects():
    ref = find_reference("and the other one?")
    assert ref is not None and ref.needs_two
    assert not resolves(ref, antecedents(ORDER_LOOKUP), wants_object=True)
    two = ORDER_LOOKUP + [{"role": "user", "content": "and order 2047?"}, {"role": "assistant", "content": "Order 2047 is packed."}]
    assert resolves(ref, antecedents(two), wants_object=True)


@pytest.mark.parametrize("question, phrase", [
    ("same question for the second claim", "same question"),
    ("where is the previous order?", "the previous order"),
    ("following up on what we discussed earlier", "what we discussed"),
    ("do it again", "do it again"),
])
def test_ordinals_and_the_conversation_itself_point_back(question, phrase):
    ref = find_reference(question)
    assert ref is not None and ref.phrase.lower() == phrase


@pytest.mark.parametrize("question", [
    "Can I cancel an order after it has been packed?",  # "it" is the order the sentence introduced
    "When do I need a PO for a supplier purchase? this one is about EUR 600",
])
def test_a_thing_introduced_in_the_same_message_is_not_a_reference(question):
    assert find_reference(question) is None


@pytest.mark.parametrize("question", [
    "how do you say 'it has shipped' in Dutch",  # quoted words point nowhere
    "Could you tell me, if it's not too much trouble, how early I must book leave?",  # politeness
    "is it cheaper to rent or buy a bike for the commute?",  # advice
    "where's my charger? I ordered it last week",  # "my charger" said what "it" is
    "SLA - what is that exactly?",  # the abbreviation before the dash
    "how long do refunds take, and has the one for 1042 come through?",  # "the one" with its id
    "I sent the HomeVault back a month ago. Any news on that refund?",  # an earlier sentence introduced it
    "How it works with the express fee when the parcel comes late?",  # non-native "how does it work with …"
    "and the other one I submitted after my Brussels trip?",  # described by what the user did with it
])
def test_pointers_into_the_same_message_or_nowhere_are_not_references(question):
    assert find_reference(question) is None


def test_an_assistant_turn_listing_orders_offers_each_of_them():
    history = [{"role": "user", "content": "what's coming?"}, {"role": "assistant", "content": "Two orders are on their way: 1042 (Acme Cam) and 1043 (Acme Headset)."}]
    found = antecedents(history)
    assert {o.lower() for o in found.objects} == {"order 1042", "order 1043"}
    assert resolves(find_reference("and the other one?"), found, wants_object=False)
    # a number in a reply about the rules is no object
    assert antecedents([{"role": "assistant", "content": "Since 2024 the cap is EUR 180."}]).objects == ()
