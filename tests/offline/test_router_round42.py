"""Router round 42 (issue 14, part 7): shapes from v165-v168 dev, each checked on every dev half v1-v168 before it was
kept. The phrasings here are this file's own.

- a pick by state ("the submitted one") stands when a reason with rule words follows the change it asks;
- a change spelled out on the history's own object is a change, however chatty the words around it;
- "turn it into store credit" is the same change as "put it on store credit";
- "instead of guessing" after a confirmation says how to report back, not what to change;
- "now do the same for <name>" asks the same of someone else's records;
- approving the history's own claim is self-approval, "submit it" with nothing to submit is asked back;
- "that matches what I saw" closes the matter; "do you ever get a winter break?" is about the assistant;
- "the holiday one" that fits none of the user's orders says nothing about which;
- "the one IT gave us" and "that drive" after "the 2 drives" point into their own message.
"""

import pytest

from querylab.contracts import OwnObject
from querylab.offline.follow_ups import confirms_with_chat, same_for_someone
from querylab.offline.own_objects import fits_several, owned
from querylab.offline.question_forms import only_greets, thanks_and_closes
from querylab.offline.references import find_reference
from querylab.offline.route_rules import ACTION_VERB, requests_change
from querylab.others_records import approver_decision
from tests.offline.route_calls import route_of

ORDERS = (OwnObject(id="1040", kind="order", label="Acme Headset delivered"),
          OwnObject(id="1042", kind="order", label="Acme Dock shipped"),
          OwnObject(id="1043", kind="order", label="Acme Headset processing"))
CLAIMS = [{"role": "user", "content": "show my claims"},
          {"role": "assistant", "content": "EXP-2041 submitted, EXP-2042 approved, EXP-2044 paid."}]


def test_pick_by_state_with_a_reason_after_it(offline_llm):
    query = "pull back the submitted one, the taxi should have been a per diem instead"
    assert route_of(offline_llm, query, CLAIMS) == "action"


def test_a_chatty_change_on_the_historys_object(offline_llm):
    history = [{"role": "user", "content": "can EXP-2041 still be withdrawn?"},
               {"role": "assistant", "content": "Yes, EXP-2041 is submitted and can still be withdrawn."}]
    assert route_of(offline_llm, "ok then, pull it back", history) == "action"


@pytest.mark.parametrize("text", ["turn it into store credit please", "convert R-302 into store credit"])
def test_turning_a_refund_into_store_credit(text):
    assert ACTION_VERB.search(text) and requests_change(text)


def test_instead_of_a_gerund_changes_nothing():
    assert confirms_with_chat("yes please, and if it breaks say so instead of guessing")
    assert not confirms_with_chat("yes, but 1044 instead")


@pytest.mark.parametrize("text, someone", [("now do the same for carol", "carol"), ("and for bob?", "bob"), ("do the same for mine", None)])
def test_the_same_for_someone(text, someone):
    assert same_for_someone(text, "", lambda w: w.lower() in {"mine"}) == someone


def test_approving_the_historys_own_claim_is_refused(offline_llm):
    history = [{"role": "user", "content": "has EXP-2041 been approved?"},
               {"role": "assistant", "content": "EXP-2041 is submitted and waits for your manager."}]
    assert approver_decision("could you just approve it? my boss is fine with it") == "approve"
    assert approver_decision("who approves it?") is None
    assert route_of(offline_llm, "could you just approve it? my boss is fine with it", history) == "refuse"


def test_submit_it_with_nothing_to_submit(offline_llm):
    history = [{"role": "user", "content": "what's the limit for team dinners?"},
               {"role": "assistant", "content": "That is in a handbook your groups cannot see. Anything else?"}]
    assert route_of(offline_llm, "ok, then submit it for me", history) == "clarify"


def test_acknowledged_and_about_the_assistant():
    assert thanks_and_closes("great, that lines up with what I had. thanks!")
    assert only_greets("do you ever get a winter break?")
    assert not only_greets("do you ever get winter break days in your first year?")


def test_a_description_that_fits_none_asks_which():
    with owned(ORDERS):
        assert fits_several("where is my order? the birthday one") is not None
        assert fits_several("where is my order? the dock one") is None
        assert fits_several("where is my order? the march one") is None  # a time word the labels do not hold


@pytest.mark.parametrize("text, points_back", [
    ("suggest a nicer laptop bag than the one IT gave us", False),
    ("I returned 2 of the 3 headsets from that order, is the fee only on that headset?", True),  # "that order" still points back
    ("if I send back 1 of the 2 cams, is the fee charged on that cam alone?", False),
    ("can you cancel the one you mentioned?", True),
])
def test_pointers_into_the_same_message(text, points_back):
    assert (find_reference(text) is not None) is points_back
