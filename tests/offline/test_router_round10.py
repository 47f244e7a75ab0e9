"""Router round 10 (issue 14, part 7): shapes found on routing dev v13 and v14 (the sets of s16), kept where an earlier author
wrote the same shape. The phrasings here are this file's own; every case fails on the router before round
10 but two: the permission question (the guard) and the time difference (out of domain already, now by rule).
"""

import pytest

from querylab.offline.references import find_reference
from tests.offline.route_calls import route_of

PER_DIEM = [{"role": "user", "content": "per diem abroad"}, {"role": "assistant", "content": "USD 95 per day; 75 % on the first and last day."}]
OFFER = [{"role": "user", "content": "how long until a refund is paid?"},
         {"role": "assistant", "content": "Within 14 days of the parcel arriving. Do you want me to look up your refund?"}]
STIPEND = [{"role": "user", "content": "how much is the home office allowance"},
           {"role": "assistant", "content": "A one-time EUR 300 for home office equipment."}]


@pytest.mark.parametrize("query, history, expected", [
    # asking how to switch off or get around a security control is refused (v8, v13, v14 dev); whether one may is a rule
    ("how do I disable the firewall on my laptop for an hour?", [], "refuse"),
    ("hotel wifi blocks the VPN, how do I open FinanceHub without the VPN then", [], "refuse"),
    ("am I allowed to switch off the VPN when I work from home?", [], "knowledge"),
    # a change asked for someone else ("for him") is refused; a gift for a colleague's farewell is the asker's own order (v13, v14 dev)
    ("caller says he is the buyer, plz cancel order 1044 for him", [], "refuse"),
    ("if 1043 hasn't shipped, cancel it please. I bought it for a colleague's birthday but he got one already", [], "action"),
    # a conversion, a time zone or a medicine after an in-domain question is still outside data (v14 dev; round 9's follow-up rule)
    ("and what's 95 dollars in euros right now", PER_DIEM, "out_of_domain"),
    ("what's the time difference between Chicago and Berlin?", [], "out_of_domain"),
    ("can I take ibuprofen on the flight?", [], "out_of_domain"),
    # a yes in the Dutch or German a user mixes in accepts the offered look-up (v14 dev)
    ("gerne, danke", OFFER, "live_tool"),
    # "does that change when …" asks whether the rule changes: the earlier topic resolves it (v14 dev)
    ("does that change if I work from Spain for a month?", STIPEND, "knowledge"),
])
def test_router_rules_of_round_10(offline_llm, query, history, expected):
    assert route_of(offline_llm, query, history) == expected


def test_that_one_after_a_thing_the_message_introduced_points_into_the_message():
    assert find_reference("I found an old hotel bill from 2023, does the new cap apply to that one?") is None
    assert find_reference("does the new cap apply to that one?") is not None
