"""Judge round 34 (issue 18): shapes the policy judge dev halves v56 and v57 exposed (read this session; their test
halves not), checked on every dev half v1-v57. The questions here are this file's own, not the sets'."""

import pytest

from querylab.offline.audiences import audiences
from querylab.offline.rankings import asks_ranking


@pytest.mark.parametrize("question, ranked", [
    ("do more employees choose the train or the plane to Berlin?", True),
    ("Do we sell more docks or more cams in December?", True),
    ("do we get more PTO or less as part-timers?", False),  # a rule for a group, not a count of choices
    ("Do I get more days or fewer after 5 years?", False),
])
def test_two_alternatives_weighed_by_how_many_choose_them(question, ranked):
    assert asks_ranking(question, "yesno") is ranked


@pytest.mark.parametrize("question, named", [
    ("We're a reseller with headsets left over. Can we send them back?", ["reseller"]),
    ("Our retail partner wants to return unsold stock. Which form?", ["retail partner"]),
    ("the lift company's technician wants to plug into our network, is that allowed?", ["technician"]),
    ("Can I return a cam I bought in your web shop?", []),
])
def test_sellers_and_outside_workers_are_audiences(question, named):
    assert [m.group(0).lower() for m in audiences(question)] == named
