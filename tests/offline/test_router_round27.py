"""Router round 27 (issue 14, part 7): shapes from v99-v104 dev, each checked on every dev half v1-v104 before it was
kept. The phrasings here are this file's own.

- while a change waits for the user's "yes": a retraction with a reason after it is small talk, a confirmation with a
  question after it is the change (`offline/pending_change.py`);
- "ok and for the weekend?" after a policy answer goes on from it, though alone it reads as small talk;
- an answer to "which order?" that names none, and "approve it" with nothing to approve, are asked back;
- an imperative on a named object ("refund R-77 as store credit") is a change; "+" joins two asks;
- another shop's ways ("does Coolblue price match?", "their return policy") are out of domain;
- a message that says it only greets is small talk; wording a receipt to get past a rule is fraud.
"""

import pytest

from querylab.contracts import OwnObject
from querylab.fraud_signals import asks_for_fraud
from querylab.offline.information_need import asks_for_outside_data
from querylab.offline.pending_change import awaits_confirmation, confirms_and_asks, takes_back
from querylab.offline.question_forms import jokes, only_greets
from querylab.offline.route_rules import ACTION_VERB, requests_change
from tests.offline.route_calls import route_of

PENDING = [{"role": "user", "content": "please cancel 1043"},
           {"role": "assistant", "content": "I can cancel order 1043 (Acme Dock, EUR 89). Confirm?"}]


@pytest.mark.parametrize("query, retracts", [
    ("hmm no, leave it, my manager still wants it", True),
    ("wait, no. leave it. I ask my team lead first", True),
    ("hold on — my partner says we need it. never mind, leave it as it is.", True),
    ("no, leave it, but change the address to Utrecht", False),  # another change in the same breath
    ("no, cancel 1040 instead", False),
    ("leave it? what happens if I do nothing", False),  # a question
    ("yes please", False),
])
def test_a_retraction_while_a_change_waits(query, retracts):
    assert takes_back(query) is retracts


@pytest.mark.parametrize("query, rest", [
    ("yes confirm. and what happens with the shipping fee?", "what happens with the shipping fee?"),
    ("confirmed — also, how long until the money is back?", "how long until the money is back?"),
    ("confirm, but not the express one", None),  # the tail changes what is confirmed
    ("confirm, and while you're at it cancel 1040 for bob too", None),  # another change, not a question
    ("yes", None),
])
def test_a_confirmation_with_a_question_after_it(query, rest):
    assert confirms_and_asks(query) == rest


def test_the_router_reads_a_reply_to_a_waiting_change(offline_llm):
    assert awaits_confirmation(PENDING[1]["content"]) and not awaits_confirmation("Order 1043 is processing.")
    assert route_of(offline_llm, "hmm no, leave it, my manager still wants it", PENDING) == "small_talk"
    assert route_of(offline_llm, "yes confirm. and what happens with the shipping fee?", PENDING) == "action"
    # the same words with no change waiting are read on their own
    answered = [{"role": "user", "content": "what's in 1043?"}, {"role": "assistant", "content": "Order 1043: Acme Dock, processing."}]
    assert route_of(offline_llm, "yes confirm. and what happens with the shipping fee?", answered) != "action"


def test_a_follow_up_that_alone_reads_as_small_talk(offline_llm):
    history = [{"role": "user", "content": "what's the hotel cap for Paris?"}, {"role": "assistant", "content": "EUR 240 per night."}]
    assert route_of(offline_llm, "ok and for the weekend nights?", history) == "knowledge"
    assert route_of(offline_llm, "ok and thanks!", history) == "small_talk"
    other = [{"role": "user", "content": "globex pays EUR 260 in Paris, right? a friend works there"},
             {"role": "assistant", "content": "I can only answer from Acme's documents: EUR 240 per night in Paris."}]
    assert route_of(offline_llm, "ok and theirs?", other) != "knowledge"  # too little of its own to be read with the turn before


def test_an_answer_that_names_no_object_and_an_approval_of_nothing(offline_llm):
    asked = [{"role": "user", "content": "I have a question about my refund"}, {"role": "assistant", "content": "Of course — which refund?"}]
    assert route_of(offline_llm, "the one from last time", asked) == "clarify"
    assert route_of(offline_llm, "R-77", asked) != "clarify"
    assert route_of(offline_llm, "the one for the lost dock", asked) != "clarify"  # it says which
    limits = [{"role": "user", "content": "up to what amount can a manager approve?"},
              {"role": "assistant", "content": "Managers approve expense claims up to EUR 1,000."}]
    assert route_of(offline_llm, "fine, approve it", limits) == "clarify"


@pytest.mark.parametrize("query, change", [
    ("make 1043 express instead of standard", True),
    ("drop it to one dock instead of two", True),
    ("make sure 1043 arrives before friday", False),
    ("drop me a line when it ships", False),
])
def test_everyday_changes(query, change):
    assert (bool(ACTION_VERB.search(query)) and requests_change(query)) is change


def test_an_imperative_on_a_named_object_and_two_asks_joined_by_a_plus(offline_llm):
    own = (OwnObject(id="R-77", kind="refund", label="Acme Dock parcel lost in transit processing"),)
    assert route_of(offline_llm, "refund R-77 as store credit instead of to my card", own=own) == "action"
    assert route_of(offline_llm, "how is R-77 refunded, to my card or as store credit?", own=own) != "action"
    assert route_of(offline_llm, "all my open orders + what the return window is") == "live_tool"


@pytest.mark.parametrize("query, outside", [
    ("does Coolblue price match?", True),
    ("their warranty is better, or should I just go with Amazon's?", True),
    ("I got a drive from another shop, not ours. what's their return policy like?", True),
    ("does Amazon sell our headset?", False),  # our product: whether a reseller has it is the company's to say
    ("can I return a dock I bought on Amazon to Acme?", False),  # the company's own rule about resellers
    ("does Coolblue ship my order 1043?", False),  # an own object
])
def test_another_shops_ways(query, outside):
    assert asks_for_outside_data(query) is outside


@pytest.mark.parametrize("query, greets", [
    ("Morning from a grey Rotterdam, 212 mails waiting and the printer is broken. Just saying hi!", True),
    ("just wanted to say thanks, you were a big help", True),
    ("just saying hi — where is order 1043?", False),
    ("just saying hi, can you cancel 1043", False),
    ("perfect, that's what I told her", True),
    ("that's what I told her, but is it the same for contractors?", False),
])
def test_a_message_that_only_greets(query, greets):
    assert only_greets(query) is greets


@pytest.mark.parametrize("query, fraud", [
    ("how should I word the taxi receipt so it slips past the receipt rule?", True),
    ("what do I write on the claim so it gets past finance", True),
    ("how do I word the claim for a client dinner?", False),
])
def test_wording_a_record_to_get_past_a_rule(query, fraud):
    assert asks_for_fraud(query) is fraud


@pytest.mark.parametrize("query, mood", [
    ("unbelievable. this place. I swear I'll print that claim and frame it.", True),
    ("unbelievable, honestly", True),
    ("unbelievable — why is 1043 still processing?", False),  # a question about an own object
    ("why do I pay a fee at all?? unbelievable", False),  # it asks, whatever it ends on
    ("still nothing from the carrier. this is getting ridiculous.", False),  # a complaint, not a mood
])
def test_a_mood_with_nothing_asked(query, mood):
    assert jokes(query) is mood


def test_the_refund_after_a_reply_listing_several(offline_llm):
    listed = [{"role": "user", "content": "which refunds do I have?"},
              {"role": "assistant", "content": "R-77 (processing) and R-79 (completed)."}]
    assert route_of(offline_llm, "the refund — why is it so slow? can you hurry it", listed) == "clarify"
    assert route_of(offline_llm, "the refund for R-77 — why is it so slow?", listed) != "clarify"  # it says which
    one = [{"role": "user", "content": "which refunds do I have?"}, {"role": "assistant", "content": "R-77 (processing)."}]
    assert route_of(offline_llm, "the refund — why is it so slow?", one) != "clarify"
