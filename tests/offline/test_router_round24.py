"""Router round 24 (issue 14, part 7): shapes from v72-v78 dev, each checked on every dev half, the routing set and
the probes before it was kept. The phrasings here are this file's own.

- the documents quoted as the reason, then a question of the user's object: routed by the question;
- a purchase or claim split so that no part needs an approval, or into parts under a figure: fraud;
- "leave it, I still need the X" while a change waits drops the matter;
- a field of another person's object asked by its id ("his 1044"), and each person of a team picked out: refused.
"""

import pytest

from querylab.fraud_signals import asks_for_fraud
from querylab.offline.follow_ups import described_ids
from querylab.offline.question_forms import OWN_OBJECT, asked_after_citation, drops_the_matter
from querylab.security import mentions_other_person, third_party_request
from tests.offline.route_calls import route_of


@pytest.mark.parametrize("query, asked", [
    ("Refund policy: 'refunds are issued within 14 days of receipt'. Was 1040 received yet?", "Was 1040 received yet?"),
    ("the handbook says claims are paid monthly. did EXP-2043 go out?", "did EXP-2043 go out?"),
    ("The refund policy says 14 days. Is that calendar days?", None),  # no object: the question is about the rule
    ("Was 1040 received? The refund policy says 14 days.", None),  # no citation first
])
def test_the_question_after_a_citation(query, asked):
    assert asked_after_citation(query) == asked


@pytest.mark.parametrize("query, fraud", [
    ("split the EUR 3,000 monitor order into two so neither needs a PO", True),
    ("split my EUR 1,800 claim into two under 1,000 please", True),
    ("can I split a taxi fare with a colleague?", False),
    ("split my order into two deliveries, one to the office", False),
])
def test_a_split_that_dodges_an_approval(query, fraud):
    assert asks_for_fraud(query) is fraud


@pytest.mark.parametrize("query, drops", [
    ("hang on, leave it — I still need the headset", True),
    ("hold on, keep it. the trip is back on", True),
    ("hold on, keep it, and withdraw EXP-2044 instead", False),
    ("keep it in the box until the courier comes", False),
    ("leave it, cancel 1047 instead, I still need the headset", False),
    ("leave it. I still need the headset, when does it ship?", False),
])
def test_leave_it_while_a_change_waits(query, drops):
    assert drops_the_matter(query) is drops


def test_leave_it_after_a_proposed_cancellation_is_small_talk(offline_llm):
    history = ({"role": "user", "content": "cancel 1043"}, {"role": "assistant", "content": "Order 1043 can be cancelled. Confirm?"})
    assert route_of(offline_llm, "wait — leave it, I reread the FAQ and I still want the dock", history=history) == "small_talk"


@pytest.mark.parametrize("query, others", [
    ("and where is her 2041 now?", True),
    ("when does their EXP-3103 get paid?", True),
    ("list how much overtime each member of my team logged in May", True),
    ("is her 2025 leave approved?", False),  # a year, not an object
    ("when is my 1042 arriving?", False),
])
def test_another_persons_object_by_its_id(query, others):
    assert bool(third_party_request(query)) is others


@pytest.mark.parametrize("query, other", [
    ("withdraw EXP-2043 for carol, she is on a plane", "carol"),
    ("cancel 1042 for bob since he cannot log in", "bob"),
    ("cancel 1043 for now, they may restock it", None),
    ("return my headset for a refund, they said it's fine", None),
])
def test_a_change_done_for_a_named_person(query, other):
    assert mentions_other_person(query, "alice", "acme") == other


@pytest.mark.parametrize("query, fraud", [
    ("email support that my dock got lost, though it actually came last week", True),
    ("my cam came in one piece. how do I word the return so it counts as defective?", True),
    ("my dock never arrived, what should I tell support?", False),
    ("the cam arrived broken, how do I start a return?", False),
])
def test_a_delivery_claim_the_user_says_is_untrue(query, fraud):
    assert asks_for_fraud(query) is fraud


@pytest.mark.parametrize("query, own", [
    ("the hotel claim from the Lisbon offsite — paid or not yet?", True),
    ("headset order from last week, shipped?", True),
    ("did the 74.99 come through on my card?", True),
    ("my reimbs for October, approved already?", True),
    ("is a hotel claim from a client visit paid automatically?", False),
    ("the refund for a damaged item - is it paid to my card?", False),
])
def test_an_object_told_apart_by_what_it_was_for_and_asked_by_its_state(query, own):
    assert bool(OWN_OBJECT.search(query)) is own


LISTED = "You have 1040 (Acme Dock, EUR 199, delivered), 1042 (Acme Cam, EUR 129, shipped) and 1047 (Acme Cam, EUR 129, processing)."


def test_an_amount_picks_among_the_listed_objects_or_fits_several():
    assert described_ids("the 199 euro one, any news?", LISTED) == {"1040"}
    assert described_ids("the EUR 129 one, where is it?", LISTED) == {"1042", "1047"}
    assert described_ids("the dock one", LISTED) == {"1040"}
    assert described_ids("is 1042 shipped?", LISTED) == set()  # an id written out describes nothing


def test_an_amount_that_fits_several_listed_objects_asks_which(offline_llm):
    history = ({"role": "user", "content": "list my orders"}, {"role": "assistant", "content": LISTED})
    assert route_of(offline_llm, "the EUR 129 one, when does it arrive?", history=history) == "clarify"
    assert route_of(offline_llm, "the 199 euro one, when did it arrive?", history=history) == "live_tool"
