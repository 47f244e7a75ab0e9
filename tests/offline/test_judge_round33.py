"""Judge round 33 (issue 18): shapes the policy judge dev halves v54 and v55 exposed (read this session; their test
halves not), checked on every dev half v1-v55. The questions here are this file's own, not the sets'."""

import pytest

from querylab.offline.audiences import audiences
from querylab.offline.constraints import extract_constraints
from querylab.offline.rankings import asks_ranking
from querylab.offline.ways import named_ways


@pytest.mark.parametrize("question, named", [
    ("rode my e-bike to the customer, 9 km each way. per km rate?", ["e-bike"]),
    ("Can I expense a shared scooter between two offices?", ["scooter"]),
    ("Is the ferry to the island office reimbursed?", ["ferry"]),
    ("I cycled to the client today, can I claim anything?", ["cycled to"]),
    ("My motorbike is my only vehicle. Same mileage rate?", ["motorbike"]),
    ("I have no bike with me tonight, can I take a taxi home?", []),  # what the asker lacks is no way asked about
    ("Who approves an off-cycle raise?", []),
    ("Can I cancel by replying STOP to the text?", ["by replying"]),
])
def test_ways_a_passage_must_name(question, named):
    assert [phrase for phrase, _ in named_ways(question)] == named


def test_a_way_is_a_qualifier_with_its_spellings():
    found = [c for c in extract_constraints("i cycled to a client 14 km away, what's the rate?").constraints if c.kind == "qualifier"]
    assert len(found) == 1 and "bicycl" in found[0].value.split("|")


def test_which_place_has_the_most_people_is_a_ranking():
    assert asks_ranking("Which Acme site has the most part-time staff?", "other")
    assert not asks_ranking("How many part-time staff can a team have?", "other")


def test_a_supervisory_board_is_an_audience():
    assert [m.group(0).lower() for m in audiences("Do members of the supervisory board book business class?")] == ["supervisory board"]
