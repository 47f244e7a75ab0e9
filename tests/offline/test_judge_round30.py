"""Judge round 30 (issue 18): a shape the policy judge dev halves v48 and v49 exposed (read this session; their test
halves not), checked on every dev half v1-v49. The questions and passages here are this file's own, not the sets'."""

import pytest

from querylab.offline.constraints import extract_constraints
from tests.offline.judge_calls import judged


def _qualifiers(question: str) -> list[str]:
    return [c.value for c in extract_constraints(question).constraints if c.kind == "qualifier"]


@pytest.mark.parametrize("question, value", [
    ("I drove three colleagues to the fair. Extra per mile for passengers?", "passeng"),
    ("is there an additional amount per pet on top of the hotel cap?", "pet"),
    ("Is there a surcharge for weekends?", "weekend"),
])
def test_a_supplement_must_say_what_it_is_for(question, value):
    assert value in _qualifiers(question)


@pytest.mark.parametrize("question", [
    "The express delivery I paid extra for came late. Do I get that fee back?",  # "for" ends the clause: no object
    "Is there an extra allowance per day abroad?",  # a rate's own unit
])
def test_no_supplement_object_where_none_is_named(question):
    assert not any(v in ("came", "day") for v in _qualifiers(question))


def test_a_rate_that_names_no_passengers_does_not_answer_a_passenger_supplement(offline_llm):
    passage = "## Mileage\n\nPrivate cars used on business are reimbursed at EUR 0.35 per km, fuel included."
    verdict, motivation = judged(offline_llm, "I took two colleagues along. Is there an extra amount per passenger on top of the km rate?", [passage])
    assert verdict == "no", motivation
    verdict, motivation = judged(offline_llm, "What is the mileage rate per km for a private car?", [passage])
    assert verdict == "yes", motivation
