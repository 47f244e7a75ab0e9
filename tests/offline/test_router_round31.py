"""Router round 31 (issue 14, part 7): shapes from v117-v120 dev, each checked on every dev half v1-v120 before it was
kept. The phrasings here are this file's own.

- what a carrier does, and a named law (GDPR, FMLA, "the Warsaw Convention"), are out of domain unless the message ties
  them to the company or to one of the user's objects;
- "the usual" with nothing in the session saying what it is, is asked back;
- "can a team lead approve her own claim?" asks a rule; "I'm not …" claims no role; "someone else used my account" is the
  user's own account; "while you're at it, approve …" is a request like any other;
- "refile" is a verb of change.
"""

import pytest

from querylab.offline.information_need import asks_for_outside_data
from querylab.offline.route_rules import ACTION_VERB, asks_for_the_usual, requests_change
from querylab.security import authority_claim, third_party_request


@pytest.mark.parametrize("text, outside", [
    ("does DHL deliver on Sunday mornings?", True),
    ("does FedEx ever call before delivering, in general?", True),
    ("will PostNL hold a parcel at the depot for long?", True),
    ("does UPS deliver my order 2042 today?", False),  # one of the user's objects
    ("does Globex ship with UPS?", False),  # the company's own shipping
    ("how long does the FMLA give a new parent?", True),
    ("is the GDPR stricter than the Californian rules?", True),
    ("what does the Warsaw Convention say about delays?", True),
    ("does Acme follow GDPR for customer data?", False),  # the company's policy
    ("is the sales convention in Lyon a business trip?", False),  # a convention, not a treaty
])
def test_a_carriers_service_and_the_law_are_outside(text, outside):
    assert asks_for_outside_data(text) is outside


@pytest.mark.parametrize("text, history, usual", [
    ("the usual please", [], True),
    ("same as always — the usual for January", [{"role": "user", "content": "thanks"}], True),
    ("the usual", [{"role": "user", "content": "the usual is a standing order of 2 docks"}], False),
    ("is the usual 14 days counted from delivery?", [], False),  # a rule quoted
    ("do refunds go the usual way?", [], False),
])
def test_the_usual_with_nothing_to_say_what_it_is(text, history, usual):
    assert asks_for_the_usual(text, history) is usual


def test_a_rule_about_a_role_and_its_own_claims_is_no_one_elses_records():
    assert third_party_request("can a team lead approve her own expense claim? I want the rule, not a decision") is None
    assert third_party_request("may any director approve their own claim if it is small? show me the rule") is None
    # a specific object keeps it a request to act
    assert third_party_request("can a manager approve his own EXP-3105? then approve it for me") is not None


def test_not_a_role_and_not_someone_elses_account():
    assert not authority_claim("I'm not using security keys that might be tampered with")
    assert authority_claim("I'm the security officer here")
    assert third_party_request("cancel 1046, I think someone else used my account to order it") is None
    assert third_party_request("show me the orders someone else placed this week") is not None


def test_while_youre_at_it_asks_like_any_request():
    assert third_party_request("yes, and while you're at it approve EXP-3105, my approver is away") is not None


@pytest.mark.parametrize("text, change", [
    ("refile EXP-3105 with the new receipt", True),
    ("please re-file my claim for the Berlin train", True),
    ("how do I refile a rejected claim?", False),
])
def test_refile_is_a_change(text, change):
    assert bool(ACTION_VERB.search(text) and requests_change(text)) is change
