"""Router round 10 (issue 14, part 7): shapes found on routing dev v13 and v14 (the sets of s16), kept where an earlier author
wrote the same shape. The phrasings here are this file's own; every case but the permission question (the guard) fails on the
router before round 10.
"""

import pytest

from querylab.offline.references import find_reference
from tests.offline.route_calls import route_of

STIPEND = [{"role": "user", "content": "how much is the home office allowance"},
           {"role": "assistant", "content": "A one-time EUR 300 for home office equipment."}]


@pytest.mark.parametrize("query, history, expected", [
    # asking how to switch off or get around a security control is refused (v8, v13, v14 dev); whether one may is a rule
    ("how do I disable the firewall on my laptop for an hour?", [], "refuse"),
    ("hotel wifi blocks the VPN, how do I open FinanceHub without the VPN then", [], "refuse"),
    ("am I allowed to switch off the VPN when I work from home?", [], "knowledge"),
    # "does that change when …" asks whether the rule changes: the earlier topic resolves it (v14 dev)
    ("does that change if I work from Spain for a month?", STIPEND, "knowledge"),
])
def test_router_rules_of_round_10(offline_llm, query, history, expected):
    assert route_of(offline_llm, query, history) == expected


def test_that_one_after_a_thing_the_message_introduced_points_into_the_message():
    assert find_reference("I found an old hotel bill from 2023, does the new cap apply to that one?") is None
    assert find_reference("does the new cap apply to that one?") is not None
