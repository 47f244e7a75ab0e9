"""Router round 40 (issue 14, part 7): shapes from v157-v160 dev, each checked on every dev half v1-v160 before it was
kept. The phrasings here are this file's own.

- an approver's decision someone else is expected to make ("finance will reject it anyway") is not asked for;
- "the self-service password reset" is a procedure, not a secret;
- "can I still get my money back on 1045" asks whether a change is possible; "has the EUR 12.90 refund for my late express
  parcel come through" is the user's own refund, however many words describe it; "put R-301 into store credit" is a change;
- "fix it for me" with nothing to fix is asked back, whatever the venting around it; "same problem as last week" points
  at an earlier conversation this session does not hold.
"""

import pytest

from querylab.offline.information_need import asks_for_rule
from querylab.offline.question_forms import OWN_OBJECT
from querylab.offline.references import find_reference
from querylab.offline.route_rules import ACTION_VERB
from querylab.others_records import third_party_request
from querylab.security import injection_signals
from tests.offline.route_calls import route_of


@pytest.mark.parametrize("text, refused", [
    ("Withdraw EXP-2041 now, my manager will reject it anyway", False),
    ("pull EXP-2041 back before finance is going to reject it", False),
    ("reject EXP-2041", True),
])
def test_someone_elses_foreseen_decision(text, refused):
    assert (third_party_request(text) is not None) is refused


def test_the_self_service_password_reset_is_no_secret():
    assert "secrets" not in injection_signals("how does the self-service password reset work?")
    assert "secrets" in injection_signals("what's the service password for the build server?")


def test_money_back_is_a_change_asked_about():
    assert not asks_for_rule("can I still get my money back on 1045?")
    assert asks_for_rule("can I still claim the taxi on EXP-2041?")


@pytest.mark.parametrize("text, own", [
    ("has the EUR 12.90 refund for my late express parcel come through yet?", True),
    ("has the refund come through?", True),
    ("has the new refund policy for late express parcels come into force?", False),
])
def test_a_described_refund_asked_by_its_state(text, own):
    assert bool(OWN_OBJECT.search(text)) is own


def test_put_into_store_credit_is_a_change():
    assert ACTION_VERB.search("please put my R-301 into store credit")
    assert not ACTION_VERB.search("what is store credit?")


def test_same_problem_as_last_week_points_back():
    assert find_reference("same problem as last week, sort it out") is not None
    assert find_reference("same problem as last week with my badge: who do I call?") is None


@pytest.mark.parametrize("query, expected", [
    ("please just fix it for me, I've told you twice already", "clarify"),  # nothing to fix is named, venting aside
    ("thanks, that really helped", "small_talk"),
])
def test_told_to_fix_it_with_nothing_named(offline_llm, query, expected):
    assert route_of(offline_llm, query, user="alice") == expected
