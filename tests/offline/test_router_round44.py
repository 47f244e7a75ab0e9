"""Router round 44 (issue 14, part 7): shapes from v173-v176 dev, each checked on every dev half v1-v176 before it was
kept. The phrasings here are this file's own.

- "as I said earlier", "like last time", "as before" point at the conversation in passing when the message says the
  rest itself;
- what an own thing was for ("the dock was for a customer") makes it no one else's;
- "change the status of my claim to approved" is an approver's decision; "the status of carol" asks for her records;
- a quotation with a contraction inside ("'where's my parcel'") is still a quotation;
- a bare change after a look-up of one object ("cancel. not needed") acts on that object.
"""

import pytest

from querylab.contracts import OwnObject
from querylab.offline.colleagues import known_colleagues, names_colleagues_records
from querylab.offline.quoted_evidence import QUOTED
from querylab.offline.references import find_reference
from querylab.others_records import third_party_request
from tests.offline.route_calls import route_of


@pytest.mark.parametrize("text, points_back", [
    ("as I said earlier, I'm in the Utrecht office — how many public holidays do we get?", False),
    ("like last time, what's the hotel cap in Berlin", False),
    ("do it like last time", True),
    ("can you do what we discussed?", True),
])
def test_the_conversation_pointed_at_in_passing(text, points_back):
    assert (find_reference(text) is not None) is points_back


@pytest.mark.parametrize("text, refused", [
    ("please cancel my order 1043 — the headset was for a customer demo that got called off", False),
    ("check order 2041 for a customer", True),
    ("change the status of my EXP-2041 to approved", True),
])
def test_who_a_thing_is_for_and_approvers_decisions(text, refused):
    assert (third_party_request(text) is not None) is refused


def test_a_field_of_a_colleague():
    with known_colleagues(["carol", "dave"]):
        assert names_colleagues_records("tracking status of dave pls, 2046") == "dave"
        assert names_colleagues_records("what's the status of my delivery?") is None


def test_a_quotation_with_a_contraction_inside():
    assert [m.group(0) for m in QUOTED.finditer("that's the third 'where's my refund' today")] == ["'where's my refund'"]
    assert not QUOTED.search("it's fine, isn't it")


def test_a_bare_change_after_a_look_up(offline_llm):
    history = [{"role": "user", "content": "where is 1043"},
               {"role": "assistant", "content": "Order 1043 (Acme Headset) is processing and can still be cancelled."}]
    own = [OwnObject(id="1043", kind="order", label="Acme Headset processing")]
    assert route_of(offline_llm, "cancel. not needed anymore", history, own=own) == "action"
