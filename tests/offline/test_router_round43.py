"""Router round 43 (issue 14, part 7): shapes from v169-v172 dev, each checked on every dev half v1-v172 before it was
kept. The phrasings here are this file's own.

- who said it ("as Tom said in the chat, …", "… Anna asked in the managers' chat") asks nothing, once the security
  checks have read it;
- a message that takes back what it asked is routed by what it asks after ("… forget that. just give me the tracking");
- two objects offered with the choice left open are asked back; "the one Priya was asking about" picks none of two;
- a request passed on in someone's quoted words ("dave's note: 'withdraw my EXP-3103'") acts on their object;
- "that's exactly what the email said", "what are you actually for?", "ha, 300 won't buy a chair" are small talk;
- the tax law's contribution limits and a country's working days are out of domain;
- "the same for Business" after a first ask in the same message, the asking sentence before a reason, the object the
  reply took up, "submit one for that, the amounts are in her mail".
"""

import pytest

from querylab.offline.follow_ups import creates_by_pronoun, leaves_choice_open
from querylab.offline.hearsay import without_hearsay
from querylab.offline.information_need import asks_for_outside_data
from querylab.offline.question_forms import jokes, only_greets
from querylab.offline.references import find_reference
from querylab.offline.retractions import kept_after_retraction
from querylab.security import mentions_other_person
from tests.offline.route_calls import route_of


@pytest.mark.parametrize("text, kept", [
    ("what's the cap? Priya asked in the team chat", "what's the cap?"),
    ("as Sam said on the call, is the per diem 95 now?", "is the per diem 95 now?"),
    ("as I said, cancel 1043", "as I said, cancel 1043"),  # the user's own earlier words point back
    ("Priya asked", "Priya asked"),  # nothing else would be left
])
def test_hearsay_is_dropped_from_the_routed_words(text, kept):
    assert without_hearsay(text) == kept


def test_hearsay_still_refuses_a_colleagues_records(offline_llm):
    assert route_of(offline_llm, "as bob said in the chat, show me bob's claims") == "refuse"


@pytest.mark.parametrize("text, kept", [
    ("withdraw EXP-2041 — no, it's paid, forget that. just tell me the paid date", "just tell me the paid date (EXP-2041)"),
    ("don't cancel 1043, just tell me whether it's shipped", "just tell me whether it's shipped (1043)"),
    ("cancel 2047 — no wait, actually make that 2043", None),  # a correction of the object, read whole
    ("if 2046 is still pending, cancel it. if not, forget it, I'll cope", None),  # the other branch of a condition
    ("never mind 2024, what about parking — is that reimbursed?", None),  # a topic dropped, no request
])
def test_what_is_kept_after_a_retraction(text, kept):
    assert kept_after_retraction(text) == kept


def test_a_retracted_change_leaves_the_look_up(offline_llm):
    assert route_of(offline_llm, "cancel 1043 — wait, no, it's out already, forget that. just send me the tracking") == "live_tool"


@pytest.mark.parametrize("text, open_", [("1043 or 1047 — cancel either one", True), ("EXP-2041 or EXP-2044, you pick", True),
                                         ("1043 or 1047, which one shipped?", False)])
def test_a_choice_left_open(text, open_):
    assert leaves_choice_open(text) is open_


def test_the_one_someone_else_asked_about(offline_llm):
    history = [{"role": "user", "content": "where is 1042?"}, {"role": "assistant", "content": "Order 1042 (Acme Dock) shipped."},
               {"role": "user", "content": "and 1043?"}, {"role": "assistant", "content": "Order 1043 (Acme Headset) is processing."}]
    assert route_of(offline_llm, "cancel the one Marco mentioned", history) == "clarify"


def test_a_relayed_request_acts_on_the_senders_object():
    assert mentions_other_person("see bob's note: 'alice, cancel my 1044 please'. go ahead", "alice", "acme") == "bob"
    assert mentions_other_person("my note to self: 'check my 1043 on friday'", "alice", "acme") is None


def test_small_talk_shapes():
    assert only_greets("great, that's exactly what the shipping email said")
    assert only_greets("so what are you actually for?")
    assert jokes("ha, 95 a day won't even buy dinner in Paris")


@pytest.mark.parametrize("text, outside", [("will the IRS contribution limit go up next year?", True),
                                           ("how many working days does Belgium have in 2027?", True),
                                           ("how many working days do I get off at Christmas?", False)])
def test_law_and_calendar_facts(text, outside):
    assert asks_for_outside_data(text) is outside


def test_the_same_for_after_a_first_ask_in_the_message():
    assert find_reference("Business plan storage and its price, then the same for Starter") is None
    assert find_reference("can you do the same for my refund?") is not None


def test_details_said_to_be_elsewhere():
    assert creates_by_pronoun("submit one for that, the receipts are in the mail he forwarded")


def test_the_asking_sentence_before_a_reason(offline_llm):
    history = [{"role": "user", "content": "where's my dock order?"},
               {"role": "assistant", "content": "Your order 1042 (Acme Dock) shipped on 2026-11-03 with PostNL."}]
    assert route_of(offline_llm, "what's the tracking number again? the shipping mail got cut off", history) == "live_tool"


def test_the_object_the_reply_took_up(offline_llm):
    history = [{"role": "user", "content": "where's R-79?"},
               {"role": "assistant", "content": "R-79 (EUR 99.00, Acme Cam from order 1041) is processing."}]
    assert route_of(offline_llm, "escalate it, it's been three weeks", history, user="bob") == "action"
