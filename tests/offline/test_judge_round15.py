"""Judge round 15 (issue 18): shapes found on the policy judge dev halves v20 and v21 (read this session; their test
halves were not). The questions here are this file's own, not the sets'."""

import pytest

from querylab.offline.alignment import _EXCLUSION
from querylab.offline.audiences import audiences
from querylab.offline.constraints import Constraint, answer_type
from querylab.offline.name_matching import Doc, entity_found
from querylab.offline.spans import norm_name


@pytest.mark.parametrize("question, kind", [
    # a leading "when" clause sets the case; the question after the comma decides what is asked
    ("When a manager approves a dinner in advance, is there a cap per guest?", "amount"),
    ("When is the next payroll run?", "date"),  # (unchanged: the control)
    # ", when …" inside the question is a condition, not "when?"
    ("Which plans get a phone call back within the hour, when the whole service is down?", "other"),
    # an amount asked after a scene-setting phrase, or in the plural
    ("For a team offsite in Lisbon, what is the limit per night for the hotel?", "amount"),
    ("In what denominations are gift cards sold?", "amount"),
    # "who" after a comma
    ("If I book a trip to Canada, who signs off the TA-100?", "person"),
    # a superlative asked with "where"
    ("Among the listed cities, where is the hotel cap the highest?", "ranking"),
])
def test_answer_types_of_round_15(question, kind):
    assert answer_type(question)[0] == kind


def test_a_rank_that_asks_or_travels_is_no_audience_but_one_that_approves_is():
    assert [m.group(0) for m in audiences("I'm a vice president myself - who signs off my hotel bill?")] == []
    assert [m.group(0) for m in audiences("Can a director fly business class to Tokyo?")] == []
    assert [m.group(0) for m in audiences("How much can a director approve on a purchase order?")] == ["director"]
    assert [m.group(0) for m in audiences("Do contractors get the per diem?")] == ["contractors"]


def test_an_id_is_matched_as_one_token():
    text = "Suppliers above EUR 50,000 complete the questionnaire SQ-2. The registration form is VR-3."
    doc = Doc(text, norm_name(text))
    assert not entity_found(Constraint("entity", "SQ-3", "sq-3"), doc, text)
    assert entity_found(Constraint("entity", "SQ-2", "sq-2"), doc, text)


def test_a_goodwill_refund_outside_the_policy_puts_no_group_outside_it():
    assert not _EXCLUSION.search("Team leads can approve a goodwill refund outside this policy up to EUR 250 per order.")
    assert _EXCLUSION.search("Contractors are outside the policy and claim under their own contract.")
