"""Judge round 20 (issue 18): shapes found on the policy judge dev halves v26–v29 (read this session; their test halves
were not). The questions and passages here are this file's own, not the sets'."""

import pytest

from querylab.offline.audiences import audiences
from querylab.offline.constraints import extract_constraints
from tests.offline.judge_calls import judged


def _constraints(question: str) -> list[tuple[str, str]]:
    return [(c.kind, c.text) for c in extract_constraints(question).constraints]


@pytest.mark.parametrize("question", [
    "Our director is flying to Tokyo, about 12 hours. Business class?",
    "The flight for my director is 5 hours. Economy only?",
    "My VP wants Acela business class to Boston. Allowed?",
    "CEO's train to Brussels takes 2 hours. First class ok?",
])
def test_a_rank_that_travels_is_no_group_the_policy_must_name(question):
    assert [m.group(0) for m in audiences(question)] == []


def test_a_rank_that_approves_still_is():
    assert [m.group(0) for m in audiences("Our director wants to approve a EUR 30,000 PO. Can she?")] == ["director"]
    assert [m.group(0) for m in audiences("Who approves a director's expense claim?")] == ["director"]


def test_a_department_that_qualifies_a_noun_is_no_name_but_one_that_acts_is():
    assert _constraints("Do the IT security rules cover interns?") == [("qualifier", "interns")]
    assert _constraints("Our HR manager asks: when is payroll?") == []
    assert _constraints("Does IT approve it?") == [("entity", "IT")]


def test_a_period_of_months_is_the_askers_own_and_no_name():
    assert ("entity", "Oct-Dec") not in _constraints("She was on leave Oct-Dec. Can she carry her days over?")


def test_a_turnaround_is_timed_by_the_same_act_in_other_words(offline_llm):
    desk = "## Service desk\n\nThe service desk responds to P1 incidents within 1 hour and to P3 requests within 2 business days."
    verdict, motivation = judged(offline_llm, "how long does the service desk take to answer a P3 request?", [desk])
    assert verdict == "yes", motivation
    # the control: an act the passage does not time
    assert judged(offline_llm, "how long does the service desk take to close a P3 request?", [desk])[0] == "no"


def test_above_an_amount_is_not_what_up_to_that_amount_covers(offline_llm):
    bonuses = "## Spot bonuses\n\nManagers approve spot bonuses up to USD 500; directors approve spot bonuses up to USD 2,000."
    assert judged(offline_llm, "Who approves a spot bonus above USD 2,000?", [bonuses])[0] == "no"
    assert judged(offline_llm, "Who approves a spot bonus of USD 1,500?", [bonuses])[0] == "yes"  # the control


@pytest.mark.parametrize("question", [
    "Which plan do most small businesses like ours pick?",
    "Which is safer, a push notification or a hardware key?",
])
def test_popularity_and_safety_are_rankings(question):
    assert extract_constraints(question).answer_type == "ranking"


def test_a_bundle_and_a_cap_for_a_period_are_qualifiers_the_passage_must_meet():
    assert ("qualifier", "bundle") in _constraints("We got the Pro plan through our internet provider's bundle. Can we cancel?")
    assert ("qualifier", "monthly cap") in _constraints("Is there a monthly cap on goodwill a team lead may approve?")
    assert ("qualifier", "maximum per person") in _constraints("Is there a maximum per person for a team dinner?")


def test_a_cap_per_order_does_not_answer_a_monthly_cap(offline_llm):
    goodwill = "## Goodwill\n\nCustomer Care team leads can approve a goodwill refund up to EUR 250 per order."
    assert judged(offline_llm, "Is there a monthly cap on the goodwill a team lead may approve?", [goodwill])[0] == "no"
    assert judged(offline_llm, "Up to what amount per order may a team lead approve goodwill?", [goodwill])[0] == "yes"  # the control
