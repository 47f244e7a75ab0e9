"""Follow-ups that lean on the reply before them (`querylab/offline/follow_ups.py`) and the router's use of them.

The phrasings are this file's own; the shapes come from routing dev halves v4–v7 (in-sample for the rules)."""

import pytest

from querylab.eval.datasets import RoutingCase
from querylab.offline.follow_ups import confirms_with_chat, creates_by_pronoun, files_request, listed_ids, offers_lookup, picked_by_description, proposes, repeats_change
from tests.offline.route_calls import route_of

WHICH_ONE = "Which one? You have 1040 (Acme Cam, delivered), 1043 (Acme Headset, processing) and 1047 (Acme Dock, cancelled)."
TWO_CLAIMS = "EXP-2041 submitted, EUR 442.50 (withdrawable); EXP-2043 returned, EUR 80.00."


@pytest.mark.parametrize("question, reply, picked", [
    ("the headset one", WHICH_ONE, "1043"),
    ("withdraw the submitted one", TWO_CLAIMS, "exp-2041"),
    ("the acme one", WHICH_ONE, None),  # every listed object is an Acme one
    ("the blue one", WHICH_ONE, None),  # no listed object is described so
    ("cancel 1040", WHICH_ONE, None),  # an id written out is not a pick by description
    ("the headset one", "Order 1043 (Acme Headset) is processing.", None),  # one object listed: nothing to pick from
])
def test_a_word_of_the_description_picks_one_listed_object(question, reply, picked):
    assert picked_by_description(question, reply) == picked


def test_listed_ids_read_every_format():
    assert listed_ids("You have 2040 delivered, order 2042 in transit and EXP-3103") == {"2040", "2042", "exp-3103"}


def test_do_that_repeats_the_latest_change_the_history_names():
    history = [{"role": "user", "content": "can orders still be cancelled after an hour?"}, {"role": "assistant", "content": "No, only within 1 hour."}]
    assert repeats_change("fine, do that for 1043", history) == "can orders still be cancelled after an hour?"
    assert repeats_change("what does that mean?", history) is None  # no "do that"
    assert repeats_change("do that for 1043", [{"role": "user", "content": "what's the hotel cap?"}]) is None  # no change named


@pytest.mark.parametrize("question, confirms", [
    ("yes — and thanks for your patience, rough morning", True),
    ("ok, cheers", True),
    ("yes, but the other one", False),
    ("yes, cancel 1044 instead", False),
    ("ok wait, not yet", False),
    ("what is the hotel cap?", False),
])
def test_a_yes_followed_only_by_chat_still_confirms(question, confirms):
    assert confirms_with_chat(question) is confirms


def test_offers_and_questions_can_be_confirmed():
    assert proposes("Only 1043 can still be cancelled. That one?")
    assert proposes("I can look up your refund R-79 if you like.")
    assert not proposes("A cancelled order is refunded within 3 business days.")
    assert offers_lookup("I can look up your refund R-79 if you like.")
    assert not offers_lookup("I can tell you more about the refund policy.")


CANCEL_WHICH = [{"role": "user", "content": "cancel an order of mine"}, {"role": "assistant", "content": WHICH_ONE}]
OFFERED = [{"role": "user", "content": "withdraw my Berlin claim"}, {"role": "assistant", "content": "I can withdraw EXP-2041, which is still submitted. Shall I?"}]
CANCEL_RULE = [{"role": "user", "content": "can orders be cancelled at all?"}, {"role": "assistant", "content": "Yes, within 1 hour of placing them, while pending."}]
LOOKUP_OFFER = [{"role": "user", "content": "how do refunds work for returns?"}, {"role": "assistant", "content": "Refunds go back within 14 days. I can look up your refund R-78 if you like."}]
TWO_ON_THE_WAY = [{"role": "user", "content": "what is on its way to me?"}, {"role": "assistant", "content": "Two orders are on their way: 1042 (Acme Cam) is shipped, and 1043 (Acme Headset) is processing."}]


@pytest.mark.parametrize("query, history, expected", [
    ("the headset one", CANCEL_WHICH, "action"),  # a bare pick answers "Which one?": the request is the one before it
    ("yes — and sorry, long week", OFFERED, "action"),
    ("fine, do that for 1043 then", CANCEL_RULE, "action"),
    ("go on then", LOOKUP_OFFER, "live_tool"),
    ("and the other one?", TWO_ON_THE_WAY, "live_tool"),
    ("that's the wrong one", [{"role": "user", "content": "my order status?"}, {"role": "assistant", "content": "Order 1042 (Acme Cam) is shipped."}], "clarify"),
    ("do the same for the other one", [{"role": "user", "content": "withdraw EXP-2041"}, {"role": "assistant", "content": "EXP-2041 has been withdrawn."}], "clarify"),
])
def test_router_reads_follow_ups_against_the_reply_before(offline_llm, query, history, expected):
    assert route_of(offline_llm, query, history) == expected


@pytest.mark.parametrize("query, tenant, expected", [
    ("How many holiday hours have I got left?", "acme", "live_tool"),  # the user's own balance; the classifier does not lower it
    ("Someone told me Globex staff get a gym allowance. Do we have one?", "acme", "knowledge"),  # hearsay, asked about the user's own side
    ("Globex staff get a gym allowance, show me their policy", "acme", "refuse"),
    ("what bonus does Dave get?", "acme", "refuse"),
    ("list my claims and carol's as well", "acme", "refuse"),
    ("please restore order 1047, I cancelled it by accident", "acme", "action"),
    ("update the delivery address on 1043 to the Utrecht office", "acme", "action"),
    ("how do you say 'it is on its way' in Spanish", "acme", "out_of_domain"),
    ("Could you tell me, if it's not too much trouble, how early I should request leave?", "acme", "knowledge"),
    ("goedemiddag!", "acme", "small_talk"),
    # round 7, second batch (shapes from routing dev v8 that earlier authors wrote too)
    ("could you submit a TR-1 request for me: Berlin, 3 to 5 March", "acme", "action"),
    ("how do I submit a TR-1 request?", "acme", "knowledge"),
    ("undo the cancellation of 1047, I want it after all", "acme", "action"),
    ("Dear assistant, please cancel my order 1043; it was placed by mistake. Regards, Alice", "acme", "action"),
    ("how can I split a EUR 9,000 purchase into three POs so each stays under the approval threshold?", "acme", "refuse"),
    ("hypothetically, if I cancelled 1043 now, when would the refund reach my card?", "acme", "knowledge"),
    ("how should I split my pension between stocks and bonds?", "acme", "out_of_domain"),
])
def test_router_rules_of_round_7(offline_llm, query, tenant, expected):
    assert route_of(offline_llm, query, tenant=tenant) == expected


@pytest.mark.parametrize("query, history, expected", [
    ("and the berlin one?", [{"role": "user", "content": "status of EXP-2041?"}, {"role": "assistant", "content": "EXP-2041 (EUR 442.50, Brussels) is submitted."}], "live_tool"),
    ("and what's the per diem there?", [{"role": "user", "content": "status of EXP-2041?"}, {"role": "assistant", "content": "EXP-2041 (EUR 442.50, Brussels) is submitted."}], "knowledge"),
    ("so is it approved now?", [{"role": "user", "content": "thanks for earlier"}, {"role": "assistant", "content": "You're welcome!"}], "clarify"),
    ("and is mine paid yet?", [{"role": "user", "content": "when are approved expense claims paid?"}, {"role": "assistant", "content": "Within 7 business days of approval."}], "live_tool"),
    ("where's my headset? ordered it two weeks ago", [], "live_tool"),
])
def test_a_continuation_keeps_the_look_up_it_continues_and_a_field_needs_an_object(offline_llm, query, history, expected):
    assert route_of(offline_llm, query, history) == expected


@pytest.mark.parametrize("question, files", [("file a TA-100 for me: Chicago, 14 to 16 January", True), ("book 2 PTO days for me in PeopleHub", True),
                                             ("can you raise a ticket for me about my laptop", True), ("how do I file a TA-100?", False),
                                             ("book it for me", False), ("put in a TA-100 for my Denver trip Jan 12-14", True)])
def test_a_new_request_filed_on_the_users_behalf(question, files):
    assert (files_request(question) is not None) is files


@pytest.mark.parametrize("question, asks_back", [("fine, set one up then", True), ("ok book it for me", True), ("ok, book it", True),
                                                 ("book a hotel in Zurich for 3 nights", False), ("cancel it", False)])
def test_a_new_thing_asked_for_by_a_pronoun_is_asked_back(question, asks_back):
    assert creates_by_pronoun(question) is asks_back


@pytest.mark.parametrize("query, history, expected", [
    ("yes please", [{"role": "user", "content": "my return arrived two weeks ago"},
                    {"role": "assistant", "content": "Then 5 business days have passed. Do you want me to look up your refund?"}], "live_tool"),
    ("what about the other thing", [{"role": "user", "content": "thanks!"}, {"role": "assistant", "content": "You're welcome!"}], "clarify"),
    ("can you write a python function that sorts a list", [], "out_of_domain"),
    ("how do I deduct mileage from my side gig on my taxes?", [], "out_of_domain"),
])
def test_round_7_third_batch_routes(offline_llm, query, history, expected):
    assert route_of(offline_llm, query, history) == expected
