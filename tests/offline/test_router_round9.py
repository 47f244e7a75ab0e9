"""Router round 9 (issue 14, part 7): bugs and shapes found on routing dev v12 (the set written after round 8), kept
where another author wrote the same shape (v4, v5, v8, v9, v10). The phrasings here are this file's own; every
routed case fails on the router before round 9.
"""

import pytest

from querylab.offline.follow_ups import files_request
from querylab.offline.information_need import asks_for_outside_data, asks_for_rule
from querylab.offline.references import find_reference
from querylab.offline.route_rules import bare_object_id, requests_change, topicless
from tests.offline.route_calls import route_of

LOCKED_OUT = [{"role": "user", "content": "my laptop won't let me log in"},
              {"role": "assistant", "content": "The IT service desk can unlock your account."}]
LIMIT = [{"role": "user", "content": "up to what amount can I sign off claims?"},
         {"role": "assistant", "content": "Line managers approve claims up to EUR 1,000."}]
WHICH_KIND = [{"role": "user", "content": "could you look into my things"},
              {"role": "assistant", "content": "Of course. Is it an order, a refund or an expense claim?"}]
INCIDENT = [{"role": "user", "content": "how fast does the service desk answer a P2 ticket?"},
            {"role": "assistant", "content": "P2 incidents get a response within 4 business hours."}]
CLOSE = [{"role": "user", "content": "when is the last day to hand in expenses this quarter?"},
         {"role": "assistant", "content": "The Quarter-End Close Calendar gives the expense cut-off in its timeline."}]


@pytest.mark.parametrize("query, history, expected", [
    # an id after "my", "where's", or "from" in a change request is an object (v12 dev; bugs of the id rules)
    ("ok, and please cancel my 1046 as well", [], "action"),
    ("where's 2045 at", [], "live_tool"),
    ("could you also request a refund for the charger from 2043? it broke", [], "action"),
    # "while I'm at it" points at nothing (v12 dev)
    ("while I'm at it, how often must I change my password and how long does it have to be?", LOCKED_OUT, "knowledge"),
    # the team's records behind a pronoun, after a "cool, then" (v12 dev; the team rule of v2, v4)
    ("great, then approve the ones my reports sent in yesterday", LIMIT, "refuse"),
    # who has to act on a case of a size is a rule, whatever claim sets the scene (v10, v12 dev)
    ("My claim EXP-3101 is 1,200 euros. Apart from my manager, who else has to check a claim that size?", [], "knowledge"),
    # a new request with its dates is filed on the user's behalf (v4, v12 dev)
    ("put in a vacation request for 3 to 7 august please", [], "action"),
    # figures a government or the law sets are not the company's (v4, v8, v12 dev; probes)
    ("what is the legal minimum notice period in Germany?", [], "out_of_domain"),
    ("what's the IRS mileage rate for charity driving this year?", [], "out_of_domain"),
    ("does the statutory warranty cover a dock that stopped charging?", [], "knowledge"),
    # something of the user's to handle, not named: ask which (v5, v10, v12 dev)
    ("yeah the one that's delayed", WHICH_KIND, "clarify"),
    ("could you escalate mine?", INCIDENT, "clarify"),
    # a state question about a described object of the user's is a look-up, not a change to ask back about (v9 dev); an id then
    # "where" is asked where it is (v6, v12 dev)
    ("has my Dock return been refunded yet?", [], "live_tool"),
    ("2046 where", [], "live_tool"),
    # a follow-up that goes on from an in-domain question is read with it, not sent out of domain by its own cosine (v9, v12)
    ("ok and which thresholds get a second look during close?", CLOSE, "knowledge"),
])
def test_router_rules_of_round_9(offline_llm, query, history, expected):
    assert route_of(offline_llm, query, history) == expected


def test_ids_after_my_where_and_from_are_objects_but_years_and_amounts_are_not():
    assert bare_object_id("cancel my 1046 too") == "1046"
    assert bare_object_id("where's 2045 at") == "2045"
    assert bare_object_id("can you request a refund for the cable from 2043") == "2043"
    assert bare_object_id("can you request a refund for the fees from 2024") is None  # a year
    assert bare_object_id("2046 where??") == "2046"
    assert not topicless("where's 2045 at")
    assert topicless("where do I find the form?")


def test_a_request_with_also_before_its_verb_asks_for_the_change():
    assert requests_change("can you also request a refund for it")
    assert requests_change("could you just cancel it")


def test_while_im_at_it_is_no_reference():
    assert find_reference("while I'm at it, how long does it have to be?") is None
    assert find_reference("can you cancel it?") is not None


def test_rules_and_outside_figures():
    assert asks_for_rule("who else has to approve a purchase of that size?")
    assert asks_for_outside_data("what's the statutory minimum wage in France?")
    assert not asks_for_outside_data("is a broken dock covered by the statutory warranty?")
    assert files_request("put in a PTO request for 2 to 6 march pls") is not None
    assert files_request("how do I put in a PTO request?") is None
