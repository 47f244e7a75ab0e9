"""Router round 28 (issue 14, part 7): shapes from v105-v108 dev, each checked on every dev half v1-v108 before it was
kept. The phrasings here are this file's own.

- an own thing called by what was bought ("my headset", "the dock I sent back") is the user's object, and a "that
  order" after it points into the same message;
- an own object described in answer to "which order, refund or claim?" answers it, as its id would;
- while a change waits, "no, don't cancel — just tell me the total" is a look-up of the same object;
- "sorry, wrong one — I meant 2046" repeats the request before it for the object now named;
- "and the second refund?" when the conversation showed one is asked back;
- "how long … once it's processed?" asks the policy; "required by law" is the law's, not the company's;
- "brb", "forget what I said", "asking for a friend", "and for POs?", "do that for mine", "list them all".
"""

import pytest

from querylab.contracts import OwnObject
from querylab.offline.follow_ups import accepts_listing, same_for_someone
from querylab.offline.information_need import asks_for_outside_data, asks_for_rule
from querylab.offline.own_objects import calls_own_item, fits_several, owned
from querylab.offline.pending_change import takes_back_and_asks
from querylab.offline.question_forms import drops_the_matter, jokes
from querylab.offline.references import find_reference
from tests.offline.route_calls import route_of

ALICE = (OwnObject(id="1040", kind="order", label="Acme Headset delivered"),
         OwnObject(id="1042", kind="order", label="Acme Dock shipped"),
         OwnObject(id="R-77", kind="refund", label="Acme Dock parcel lost in transit processing"))


@pytest.mark.parametrize("query, phrase", [
    ("my headset never came, any news?", "my headset"),
    ("the docks we bought last month — shipped?", "the docks we bought"),
    ("the dock I sent back in May, did the money come?", "the dock I sent back"),
    ("my parcel is late", None),  # no item of hers is called
    ("how long until it's on my card?", None),  # a bank card, not the gift card
    ("the camera I ordered", None),  # she has bought no camera
])
def test_an_own_thing_called_by_what_was_bought(query, phrase):
    with owned(ALICE):
        assert calls_own_item(query) == phrase
    assert calls_own_item(query) is None  # nobody's objects, no evidence


def test_an_own_thing_that_fits_several_orders_is_not_asked_back():
    keys = (OwnObject(id="2042", kind="order", label="Globex Key in_transit"), OwnObject(id="2047", kind="order", label="Globex Key packed"))
    with owned(keys):  # the authors list them (a look-up) rather than ask which: "my key order" by its kind is still asked back
        assert calls_own_item("has my key shipped?") == "my key" and fits_several("has my key shipped?") is None
        assert fits_several("has my key order shipped?") == "'my key order' fits 2 of the user's objects: ask which"


def test_a_pointer_after_the_thing_the_same_message_named():
    with owned(ALICE):
        assert find_reference("the dock I sent back in May, did that refund go through?") is None
        assert find_reference("tracking for 1042 please, my boss is waiting on that dock") is None
        assert find_reference("did that refund go through?") is not None  # nothing before it says which


def test_the_router_looks_up_an_own_thing_called_by_its_name(offline_llm):
    assert route_of(offline_llm, "the dock I sent back in May, did that refund go through?", own=ALICE) == "live_tool"
    assert route_of(offline_llm, "my dock that went missing — any news on the refund?", own=ALICE) == "live_tool"
    assert route_of(offline_llm, "did that refund go through?", own=ALICE) == "clarify"  # nothing says which


def test_a_description_answers_which_one(offline_llm):
    bob = (OwnObject(id="EXP-2043", kind="claim", label="Conference trip Paris hotel rail submitted"),)
    history = [{"role": "user", "content": "my director asked me to check my open stuff"},
               {"role": "assistant", "content": "Happy to help — which order, refund or claim?"}]
    assert route_of(offline_llm, "the Paris conference claim", history, user="bob", own=bob) == "live_tool"
    assert route_of(offline_llm, "the Tokyo summit claim", history, user="bob", own=bob) != "live_tool"  # none of his


PENDING = [{"role": "user", "content": "can you cancel 1043?"},
           {"role": "assistant", "content": "Order 1043 is processing and can be cancelled. Shall I cancel it? Please confirm."}]


@pytest.mark.parametrize("query, rest", [
    ("no, don't cancel — just tell me the total first", "just tell me the total first"),
    ("wait, leave it. what's the status now?", "what's the status now?"),
    ("no, don't cancel, cancel 1040 instead", None),  # another change
    ("no, leave it", None),  # nothing more asked
])
def test_a_retraction_with_a_look_up_after_it(query, rest):
    assert takes_back_and_asks(query) == rest


def test_the_router_reads_a_retraction_with_a_look_up(offline_llm):
    assert route_of(offline_llm, "no, don't cancel — just tell me the total first", PENDING) == "live_tool"
    assert route_of(offline_llm, "no, leave it, my manager wants it", PENDING) == "small_talk"


def test_a_correction_names_the_object_of_the_request_before_it(offline_llm):
    tracked = [{"role": "user", "content": "track 2041"}, {"role": "assistant", "content": "Order 2041 (2 × Globex Key) is in transit."}]
    assert route_of(offline_llm, "sorry, wrong one — I meant 2046", tracked, tenant="globex", user="dave") == "live_tool"
    assert route_of(offline_llm, "oops I meant 2046", tracked, tenant="globex", user="dave") == "live_tool"
    assert route_of(offline_llm, "wrong one", tracked, tenant="globex", user="dave") == "clarify"  # which, it does not say


def test_an_ordinal_beyond_what_the_conversation_showed(offline_llm):
    one = [{"role": "user", "content": "my refunds?"}, {"role": "assistant", "content": "You have one refund: R-303, USD 289.15, processing."}]
    two = [{"role": "user", "content": "my refunds?"}, {"role": "assistant", "content": "Two refunds: R-303 (processing) and R-301 (completed)."}]
    assert route_of(offline_llm, "and the second refund?", one, tenant="globex", user="dave") == "clarify"
    assert route_of(offline_llm, "and the second refund?", two, tenant="globex", user="dave") != "clarify"


@pytest.mark.parametrize("query, rule", [
    ("once it's processed, how long until it's on my card?", True),
    ("ok so once approved, is it 10 business days or faster?", True),
    ("once it's shipped, where is it now?", False),  # a field of the object
    ("start a return for 2041 once it arrives", False),
])
def test_how_long_after_a_state_asks_the_policy(query, rule):
    assert asks_for_rule(query) is rule


def test_what_the_law_requires_is_out_of_domain():
    assert asks_for_outside_data("how many vacation days are required by law in the US?")
    assert asks_for_outside_data("how many days off do Germans get by law?")
    assert not asks_for_outside_data("how many vacation days do I get?")


def test_small_talk_shapes():
    assert jokes("brb, 5 min") and jokes("gtg, ttyl")
    assert not jokes("brb — can you check 1043 meanwhile?")
    assert drops_the_matter("ok never mind, forget what I said")
    assert not drops_the_matter("forget what I said, cancel 1043 instead")
    assert not jokes("can a manager approve a claim from his own wife? asking for a friend 😅")  # the question stands


def test_an_abbreviation_is_no_person(offline_llm):
    assert same_for_someone("and for POs?", "what's my approval limit for a claim?", lambda w: False) is None
    assert same_for_someone("and for alice?", "where's my order 1044?", lambda w: False) == "alice"
    history = [{"role": "user", "content": "what's my approval limit for a claim?"},
               {"role": "assistant", "content": "As a line manager you approve claims up to EUR 1,000; above that Finance checks too."}]
    assert route_of(offline_llm, "and for POs?", history, user="bob") == "knowledge"


def test_told_to_act_for_mine_after_a_rule(offline_llm):
    history = [{"role": "user", "content": "what's the refund window"},
               {"role": "assistant", "content": "30 days from delivery for hardware, under the Refund Policy."}]
    assert route_of(offline_llm, "ok do that for mine", history) == "clarify"
    assert route_of(offline_llm, "ok do it for the caller", history) == "clarify"
    chat = [{"role": "user", "content": "long day"}, {"role": "assistant", "content": "Sorry to hear that. Anything I can help with?"}]
    assert route_of(offline_llm, "yeah can you sort out that thing", chat) == "clarify"
    offer = [{"role": "user", "content": "where's 1043?"}, {"role": "assistant", "content": "1043 is processing. I can cancel it if you like."}]
    assert route_of(offline_llm, "ok do it", offer) != "clarify"  # the reply offered the change


def test_taking_the_list_the_reply_offered(offline_llm):
    offer = "I can look them up — which one do you mean, or shall I list them all?"
    assert accepts_listing("list them all", offer) and accepts_listing("yes, all of them please", offer)
    assert not accepts_listing("list them all", "Orders ship within 2 business days.")
    history = [{"role": "user", "content": "I have a bunch of orders going"}, {"role": "assistant", "content": offer}]
    assert route_of(offline_llm, "list them all", history) == "live_tool"
