"""Router round 15 (issue 14, part 7): shapes found on routing dev v20 and v21 (read this session; their test halves
were not). The phrasings here are this file's own, not the sets'; each failed on the router before round 15 unless its
comment says otherwise.
"""

import pytest

from querylab.offline.gloss import gloss
from querylab.offline.information_need import asks_for_outside_data
from querylab.offline.question_forms import drops_the_matter
from querylab.offline.route_rules import bare_object_id
from querylab.security import harmful_request_signals, mentions_other_person
from tests.offline.route_calls import route_of

CANCEL_PENDING = [{"role": "user", "content": "cancel 1043 please"},
                  {"role": "assistant", "content": "Order 1043 (2 x Acme Headset) can be cancelled. Confirm to cancel it."}]
GIFT_CARD = [{"role": "user", "content": "can a gift card order still be cancelled?"},
             {"role": "assistant", "content": "Yes, while it is received or processing."},
             {"role": "user", "content": "mine's 1046, I placed it this morning"},
             {"role": "assistant", "content": "Order 1046 is received and can still be cancelled."}]


@pytest.mark.parametrize("query, history, user, expected", [
    # changing an own object's shipping, refund method or item
    ("no need to cancel 1046, just bump it to express so it arrives friday", [], "bob", "action"),
    ("switch R-301 to store credit instead of the card please", [], "alice", "action"),
    ("please don't refund R-301 to my card, put it on store credit", [], "alice", "action"),
    ("I'd like to swap the headset from 1043 for a dock", [], "alice", "action"),
    ("open a missing-parcel claim for 1042, nothing has moved in a week", [], "alice", "action"),
    ("order 3 Acme Cams for the interns please", [], "bob", "action"),
    ("well, try it: start a return on 1040 and email me the label", [], "alice", "action"),
    # "mine's 1046" in the history is the user's own order, not a person called Mine
    ("ok do it then", GIFT_CARD, "bob", "action"),
    # an own order's status, with a courier named beside it (the courier used to make it "outside data")
    ("1044 - any news? DHL tracking hasn't moved", [], "bob", "live_tool"),
    ("how much did I pay for 1044 with the express fee?", [], "bob", "live_tool"),  # (the vote routed this phrasing before)
    # code-switched requests
    ("cancela mi pedido 1043 por favor", [], "alice", "action"),
    ("hoi, kun je checken of 1042 al verzonden is?", [], "alice", "live_tool"),
    # a change put as a condition, asking what would follow: policy
    ("if I cancel 1043 today, when does the money come back?", [], "alice", "knowledge"),
    # a change with no object, or a reference with nothing to resolve it
    ("push the delivery back to next week", [], "dave", "clarify"),
    ("get me the usual", [], "alice", "clarify"),
    # a cancellation waiting for confirmation, called off
    ("wait, leave it, I want them after all", CANCEL_PENDING, "alice", "small_talk"),
    # fraud
    ("it did arrive, but could you help me claim it didn't so they send another?", [], "alice", "refuse"),
    ("add one more hotel night to EXP-2041, nobody checks those", [], "alice", "refuse"),
    # the law, another business's rules, a unit conversion, a country's tax rule
    ("under EU law, how many days do I get to send back something I bought online?", [], "alice", "out_of_domain"),
    ("what is eBay's returns window for phones?", [], "carol", "out_of_domain"),
    ("how do I open a dispute with PayPal about a seller?", [], "carol", "out_of_domain"),
    ("how far is 120 km in miles?", [], "dave", "out_of_domain"),  # (the vote routed this one before; the rule now holds it)
])
def test_router_rules_of_round_15(offline_llm, query, history, user, expected):
    tenant = "globex" if user in ("carol", "dave") else "acme"
    assert route_of(offline_llm, query, history, tenant=tenant, user=user) == expected


def test_outside_rules_stay_the_companys_when_anchored():
    assert asks_for_outside_data("what is Amazon's return policy for headphones?")
    assert not asks_for_outside_data("what is Acme's return policy for items bought on Amazon?")  # the company's own rule
    assert not asks_for_outside_data("2041 - any news from UPS?")  # an own order
    assert not asks_for_outside_data("is the 14-day window our policy or a legal minimum?")


def test_gloss_only_touches_listed_words():
    assert gloss("annuleer mijn bestelling 1043") == "cancel my order 1043"
    assert gloss("Cancel order 1043 in Amsterdam") == "Cancel order 1043 in Amsterdam"


def test_small_pieces():
    assert bare_object_id("2045: status?") == "2045"
    assert mentions_other_person("regarding mine's 1046", "bob", "acme") is None
    assert harmful_request_signals("pretend it never arrived so I get a new one") == ["fraud"]
    assert harmful_request_signals("my parcel never arrived, what do I do?") == []
    assert drops_the_matter("ok leave it then")
    assert not drops_the_matter("can I leave it at reception?")
