"""Router round 13 (issue 14, part 7): shapes found on routing dev v17 and v18 (read this session; their test halves
were not). The phrasings here are this file's own, not the sets'; each failed on the router before round 13 unless its
comment says otherwise.
"""

import pytest

from querylab.offline.question_forms import drops_the_matter, jokes, pleads_for_help
from querylab.offline.references import find_reference
from querylab.offline.route_rules import bare_object_id, requests_change
from querylab.security import harmful_request_signals, third_party_request
from tests.offline.route_calls import route_of

CLAIMS = [{"role": "user", "content": "when are approved expense claims paid out?"},
          {"role": "assistant", "content": "Within 7 business days of approval, by bank transfer."}]
OWN_ORDER = [{"role": "user", "content": "has my order 1043 shipped?"},
             {"role": "assistant", "content": "Order 1043 (Acme Headset) shipped on 24 November with PostNL."}]
PO_LIMIT = [{"role": "user", "content": "up to what amount can a line manager approve a PO?"},
            {"role": "assistant", "content": "Up to EUR 5,000 per purchase order."}]
CALLER = [{"role": "user", "content": "a customer on the line wants to know where their parcel is"},
          {"role": "assistant", "content": "I can only look up your own orders; use the order system after verifying the caller."}]


@pytest.mark.parametrize("query, history, expected", [
    # a look-up field of a numbered thing ("tracking for 1043") names the object as well as "order 1043" does
    ("tracking for 1043 pls, I paid EUR 9.95 for express so it should be close", [], "live_tool"),
    # "mine" standing for the user's own object, asked by its state (this phrasing the vote already routed; the rule no longer needs it)
    ("ok has mine been approved? the berlin one", CLAIMS, "live_tool"),
    # the change asked for after "go ahead and", with nothing to say which object: ask which
    ("yep, go ahead and cancel it", [], "clarify"),
    # altering a receipt so that it passes a rule, and cutting one purchase into several POs: fraud
    ("fix the date on my taxi receipt so it looks like it's from March", [], "refuse"),
    ("I need 9k of chairs, please split it into two POs", PO_LIMIT, "refuse"),
    # an id someone else passed on is theirs; colleagues picked out by what their records hold
    ("ok just give me the status of 2041, she gave me the number", CALLER, "refuse"),
    # (this one the vote already refused; the rule no longer needs it)
    ("list everybody in my department with more than 5 sick days left", [], "refuse"),
    ("what do the people in my team have left in vacation days?", [], "refuse"),
    # a laugh at the end of a message that asks ("whats …") is no joke
    ("whats the hotel cap for Oslo, and whats a nice bar near the hotel haha", [], "knowledge"),
    # where a numbered thing is: a clarify vote does not stand against the id (a bare "2041?" still asks back)
    ("where is 1043", [], "live_tool"),
    # upgrading or switching the shipping of one's own order is a change to it
    ("upgrade 1043 to express shipping", [], "action"),
    ("don't cancel 1043, just switch it to standard", OWN_ORDER, "action"),
    # a leave request is no object the tools hold
    ("is it normal that my leave request is still pending after a week?", [], "knowledge"),
    # a spreadsheet formula is a general task (this phrasing the vote already put out of domain)
    ("excel formula for the number of days between two dates", [], "out_of_domain"),
    # a sentence quoted from a policy is what "that" points at
    ('"Unused days expire on 31 March" - does that apply to sick days too?', [], "knowledge"),
    # found the answer elsewhere: nothing is asked
    ("nvm found it in the handbook", CLAIMS, "small_talk"),
    # a plea for help with nothing said of what with
    ("hello. i'm new here. help?", [], "clarify"),
    # asked on its own, specific, and far from every example (the case rows make such neighbourhoods dense): elsewhere
    ("my new flat has no internet yet, which provider is fastest", [], "out_of_domain"),
    # ... but not when it names a tenant (no case row does, so its neighbours stay sparse; round 7's hearsay case)
    ("Someone told me Globex staff get a gym allowance. Do we have one?", [], "knowledge"),
    # a document's content asked for is knowledge, whatever refusal examples share its words (probe4-010's shape)
    ("what's in the finance-only quarter-end checklist?", [], "knowledge"),
])
def test_router_rules_of_round_13(offline_llm, query, history, expected):
    assert route_of(offline_llm, query, history) == expected


def test_a_look_up_field_names_an_object_but_a_year_does_not():
    assert bare_object_id("status of 2041?") == "2041"
    assert bare_object_id("any news on 2045") == "2045"
    assert bare_object_id("status of the 2024 rules") is None


def test_change_openers_and_change_verbs():
    assert requests_change("yeah go ahead and cancel it")
    assert requests_change("switch it to express")
    assert not requests_change("yes go ahead")
    assert not requests_change("can I switch plans mid-year?")


def test_splitting_and_altering_are_fraud_only_when_asked_for():
    assert harmful_request_signals("split it into three POs of 4k each for me") == ["fraud"]
    assert harmful_request_signals("can I split a purchase into two POs?") == []
    assert harmful_request_signals("the hotel put the wrong date on my receipt, can I change the date on my receipt?") == []


def test_people_picked_by_their_records_but_not_a_rule_for_them():
    assert third_party_request("list everyone on my team with more than 10 PTO days left")
    assert third_party_request("can everyone on my team with a laptop use the VPN?") is None


def test_quotations_and_found_answers():
    assert find_reference('"Claims older than 45 days need CFO approval" - does that include receipts?') is None
    assert find_reference("what does that mean?") is not None
    assert drops_the_matter("found it, thanks")
    assert not drops_the_matter("found it but what is the cap?")
    assert not jokes("whats the cap, and whats a good bar lol")
    assert pleads_for_help("hi im new. help?")
    assert not pleads_for_help("hi, I have a question about PTO. help?")
