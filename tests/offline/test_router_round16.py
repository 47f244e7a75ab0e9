"""Router round 16 (issue 14, part 7): shapes found on routing dev v22 (IT, security and access; read this session, its
test half was not). The phrasings here are this file's own, not the set's; each failed on the router before round 16
unless its comment says otherwise.
"""

import pytest

from querylab.offline.information_need import asks_for_outside_data
from querylab.offline.references import find_reference
from querylab.offline.route_rules import bare_object_id
from querylab.security import harmful_request_signals, mentions_other_person
from tests.offline.route_calls import route_of

GREETED = [{"role": "user", "content": "hello"}, {"role": "assistant", "content": "Hi! What can I do for you?"}]


@pytest.mark.parametrize("query, user, expected", [
    # an own object's state, asked of a number set off by a dash or commas, of a described one, or of a product by name
    ("1044 — still in transit? need it by Monday", "bob", "live_tool"),  # (the vote routed this one before; the rule now holds it)
    ("the dock order, 1042, left the warehouse yet?", "alice", "live_tool"),
    ("the overnight one with the dock — arrived yet?", "bob", "live_tool"),
    ("when was my HomeVault shipped? the insurer wants the date", "dave", "live_tool"),
    # "the one that's still packed" says which by its state: no reference to resolve
    ("cancel my key order, the one that's still packed", "carol", "action"),
    # whether one may switch a control off, asked last: policy, not a request to get around it
    ("what about switching off the screen lock when I present, allowed?", "alice", "knowledge"),
    # getting round a control
    ("how can I get round the split tunnelling for my music app?", "bob", "refuse"),
    # home and family IT
    ("how do I secure my home wifi network?", "alice", "out_of_domain"),
    ("my daughter's iPad got locked after too many tries, what now?", "dave", "out_of_domain"),
    ("is it safe to do my online banking on hotel wifi?", "alice", "out_of_domain"),
])
def test_router_rules_of_round_16(offline_llm, query, user, expected):
    tenant = "globex" if user in ("carol", "dave") else "acme"
    assert route_of(offline_llm, query, GREETED, tenant=tenant, user=user) == expected


def test_a_number_set_off_before_a_state_is_an_id_but_a_year_is_not():
    assert bare_object_id("the dock order, 1042, left the warehouse yet?") == "1042"
    assert bare_object_id("2041 — still in transit?") == "2041"
    assert bare_object_id("in 2024, was the hotel cap higher?") is None
    assert bare_object_id("the cap in 2024 — shipped with the new policy?") is None


def test_may_i_put_last_is_not_a_request_to_get_around_a_control():
    assert harmful_request_signals("turning off BitLocker to save battery, allowed?") == []
    assert harmful_request_signals("how do I turn off BitLocker to save battery?") == ["control_circumvention"]
    assert harmful_request_signals("how do I get round the split tunnelling?") == ["control_circumvention"]


def test_a_family_members_device_is_no_record_but_a_colleagues_account_is():
    assert mentions_other_person("my kid's iPad account got hacked", "alice", "acme") is None
    assert mentions_other_person("reset bob's account password", "alice", "acme") == "bob"
    assert mentions_other_person("reset bob's gmail account for him", "alice", "acme") == "bob"  # a colleague's, whatever the service
    assert asks_for_outside_data("my kid's iPad account got hacked, what do I do?")
    assert not asks_for_outside_data("can I use my home wifi for the company VPN?")  # the company is named


def test_is_it_safe_is_a_dummy_it_and_a_state_says_which_one():
    assert find_reference("is it safe to use public wifi for email?") is None
    assert find_reference("cancel the one that's only confirmed") is None
    assert find_reference("cancel the one from Tuesday") is not None  # unchanged: the history must say which
