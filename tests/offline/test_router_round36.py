"""Router round 36 (issue 14, part 7): shapes from v137-v144 dev, read with the route encoder trained on v1-v132, each
checked on every dev half v1-v144 before it was kept. The phrasings here are this file's own.

- an everyday change: "take/put my … as store credit / on overnight", "report … as lost", "ship … to my home address";
- "knock knock" alone is a joke; "do you have the order number?" asks which object, so a bare id answers it;
- "for that" after a clause of the same message ("rebooked onto a 7 hour flight — premium economy for that?"), and a
  pointer before a colon followed by a question of its own ("a quiz for you: how many PTO days …?"), point nowhere back;
- while a change waits ("Shall I cancel it?"): "no wait, not yet" takes it back, "hold on, someone's at the door" pauses;
- "nothing yet, just testing …" asks nothing; a claim's amount bumped "a bit" or "so it covers" more, and "say it never
  arrived, it did" are fraud.
"""

import pytest

from querylab.fraud_signals import asks_for_fraud
from querylab.offline.follow_ups import asks_which
from querylab.offline.pending_change import awaits_confirmation, takes_back
from querylab.offline.question_forms import jokes
from querylab.offline.references import find_reference
from querylab.offline.route_rules import ACTION_VERB, requests_change
from tests.offline.route_calls import route_of


@pytest.mark.parametrize("text, change", [
    ("ok then take my R-77 as store credit instead", True),
    ("put my 1044 on express, it's a gift", True),
    ("report 1043 as missing, nothing moved for a week", True),
    ("ship 1046 to my home address instead of the office please", True),
    ("what happens if I report 1043 as missing?", False),  # asked about, not asked for
    ("can orders be shipped to a home address?", False),
])
def test_everyday_changes(text, change):
    assert bool(ACTION_VERB.search(text) and requests_change(text)) is change


def test_a_joke_opener_and_a_question_for_the_order_number():
    assert jokes("Knock, knock!") and not jokes("knock knock, who approves my claim?")
    assert asks_which("Sorry to hear that! Do you have the order number?")
    assert asks_which("What's the claim number, please?")
    assert not asks_which("Your order number is on the confirmation mail.")


@pytest.mark.parametrize("text, points_back", [
    ("moved to a new flat last week — do I get a day off for that?", False),
    ("booked a 9 hour flight to Boston — can I fly business for that?", False),
    ("quick quiz, I know this one already: how many sick days do we get a year?", False),
    ("can I fly business for that?", True),  # nothing before it
    ("I know this one already:", True),
    ("the last one you mentioned: is it still pending?", True),  # the question after the colon points back itself
])
def test_pointers_filled_inside_the_message(text, points_back):
    assert (find_reference(text) is not None) is points_back


@pytest.mark.parametrize("reply, text, taken_back", [
    ("Order 1046 is received. Shall I cancel it?", "hmm no wait, not yet. my manager might still want it", True),
    ("Order 1046 can be cancelled. Please confirm.", "hold on, someone's at the door", True),
    ("Order 1046 can be cancelled. Please confirm.", "hold on, cancel 1044 instead", False),
    ("Order 1046 can be cancelled. Please confirm.", "hold on, is there a fee for that?", False),
])
def test_taking_back_or_pausing_a_change_that_waits(reply, text, taken_back):
    assert awaits_confirmation(reply)
    assert takes_back(text) is taken_back


@pytest.mark.parametrize("text, fraud", [
    ("bump EXP-2045 to 400 so it covers the spa too", True),
    ("can you bump up the hotel on my Paris claim a bit? nobody checks", True),
    ("refund 1042 and tell them it never arrived, it did though", True),
    ("EXP-2045 is 20 short, the hotel charged 180 not 160 — can I correct it?", False),
])
def test_inflated_claims_and_untrue_delivery(text, fraud):
    assert asks_for_fraud(text) is fraud


def test_the_router_reads_a_waiting_change_and_a_bare_id(offline_llm):
    waiting = [{"role": "user", "content": "cancel 1043"},
               {"role": "assistant", "content": "Order 1043 can be cancelled. Shall I cancel it?"}]
    assert route_of(offline_llm, "hmm wait, not yet. my sister might still want it", waiting) == "small_talk"
    asked = [{"role": "user", "content": "my cam never came"},
             {"role": "assistant", "content": "Sorry! Do you have the order number?"}]
    assert route_of(offline_llm, "1042", asked) == "live_tool"
    assert route_of(offline_llm, "nothing yet, just testing if this works from the train") == "small_talk"
