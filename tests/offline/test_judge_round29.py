"""Judge round 29 (issue 18): shapes the policy judge dev halves v46 and v47 exposed (read this session; their test
halves not), each checked on every dev half v1-v47. The questions and passages here are this file's own, not the sets'."""

import pytest

from querylab.offline.constraints import extract_constraints
from tests.offline.judge_calls import judged


@pytest.mark.parametrize("question", [
    "Off Tue-Thu next week, do I need a stand-in?",
    "I'm out Monday-to-Wednesday. Who approves my claims?",
    "Is Fri. a half day?",
])
def test_days_of_the_week_written_short_or_as_a_span_are_the_askers_timing(question):
    assert not any(c.kind == "entity" for c in extract_constraints(question).constraints)


def test_a_name_is_still_a_name():
    assert any(c.kind == "entity" and c.text == "Wedgwood" for c in extract_constraints("Is Wedgwood a preferred supplier?").constraints)


@pytest.mark.parametrize("question, carried", [
    ("Do unused training hours carry into next year?", True),
    ("do leftover days roll to the next year", True),
    ("Does the training budget carry forward?", True),
    ("How many training hours do I get next year?", False),
])
def test_carrying_into_next_year_asks_for_a_carry_over_rule(question, carried):
    found = [c for c in extract_constraints(question).constraints if c.kind == "qualifier" and "carry over" in c.value]
    assert bool(found) is carried


PASSAGE = ("## Remote access\n\nUse the company VPN whenever you work from outside an office: at home, in hotels and at "
           "airports. The VPN disconnects after 10 hours.")


def test_the_law_of_a_place_is_not_answered_by_a_rule_that_names_no_place(offline_llm):
    verdict, motivation = judged(offline_llm, "Is it even legal to use a VPN in Qatar?", [PASSAGE])
    assert verdict == "no", motivation
    verdict, motivation = judged(offline_llm, "Do I need the VPN in a hotel in Qatar?", [PASSAGE])  # the general rule covers the place
    assert verdict == "yes", motivation
