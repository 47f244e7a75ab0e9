"""Judge round 31 (issue 18): shapes the policy judge dev halves v50 and v51 exposed (read this session; their test
halves not), checked on every dev half v1-v51. The questions here are this file's own, not the sets'."""

import pytest

from querylab.offline.audiences import audiences
from querylab.offline.constraints import extract_constraints
from querylab.offline.rankings import asks_ranking


def _kinds(question: str) -> list[tuple[str, str]]:
    return [(c.kind, c.value) for c in extract_constraints(question).constraints]


@pytest.mark.parametrize("question, kind", [
    ("a customer asks for 1200 credit on a late order — who signs that off?", "number"),
    ("can I give someone 1500 dollars back without asking?", "number"),
    ("what changed in the 2024 refund policy?", "date"),  # a year before a noun is still a year
    ("did the rules differ in 1999?", "date"),
])
def test_a_four_digit_amount_is_not_a_year(question, kind):
    assert [k for k, _ in _kinds(question)] == [kind]


@pytest.mark.parametrize("question, named", [
    ("Shipping a headset to my cousin in Lyon — will she pay duties?", []),
    ("my brother lives in Oslo, can you send the dock straight to him?", []),
    ("Can I claim the flight for my wife on a business trip?", ["wife"]),  # whom the travel policy covers: still asked
    ("Do interns get the same shipping discount?", ["interns"]),
])
def test_a_relative_a_parcel_goes_to_is_no_audience(question, named):
    assert [m.group(0).lower() for m in audiences(question)] == named


@pytest.mark.parametrize("question, reply", [
    ("Can I withdraw a claim just by replying 'stop' to the reminder mail?", True),
    ("can I cancel by simply answering the confirmation text?", True),
    ("Do I have to set an out-of-office reply for one day off?", False),
])
def test_answering_a_message_is_a_channel(question, reply):
    assert (("qualifier", "reply") in _kinds(question)) is reply


@pytest.mark.parametrize("question, ranked", [
    ("Which managers take the longest to sign off leave?", True),
    ("which approvers are quickest?", True),
    ("which refund method takes the longest?", False),  # a policy's own processing times may settle it
])
def test_people_ranked_by_how_they_work(question, ranked):
    assert asks_ranking(question, "other") is ranked
