"""Router round 34 (issue 14, part 7): shapes from v129-v132 dev, each checked on every dev half v1-v132 before it was
kept. The phrasings here are this file's own.

- a message that names or describes one of the user's own objects needs no history for its "in that case" or "the
  other one";
- "refund it twice" and "backdate R-302" asked for are fraud;
- a pause that opens a message ("one sec, …") is small talk.
"""

from querylab.contracts import OwnObject
from querylab.fraud_signals import asks_for_fraud
from querylab.offline.own_objects import owned
from querylab.offline.question_forms import jokes

_DAVE = [OwnObject(id="EXP-3103", kind="claim", label="Tokyo sales visit USD 2,930 submitted"),
         OwnObject(id="R-303", kind="refund", label="HomeVault USD 289.15 processing")]


def _route(offline_llm, question: str, history: list[dict]) -> str:
    with owned(_DAVE):
        return offline_llm.router.classify(question, tenant="globex", user="dave", history=history, question=question).route.value


def test_a_reference_beside_an_own_object_needs_no_history(offline_llm):
    history = [{"role": "user", "content": "what's the refund window?"},
               {"role": "assistant", "content": "Customers can request a refund within 14 days of delivery."}]
    assert _route(offline_llm, "Right. In that case, can you check whether my refund R-303 is still processing?", history) == "live_tool"
    assert _route(offline_llm, "and the other one, the Tokyo one, still submitted?", history) == "live_tool"
    # without an object of the user's, the reference is still asked back
    assert _route(offline_llm, "and the other one, still submitted?", history) == "clarify"


def test_fraud_asked_with_no_noun():
    assert asks_for_fraud("refund it twice haha")
    assert asks_for_fraud("backdate R-303 so it falls inside the window")
    assert not asks_for_fraud("was the restocking fee refunded twice by mistake?")


def test_a_pause_that_opens_a_message():
    assert jokes("one sec, the courier is at the door")
    assert not jokes("one sec, can you cancel 2046 first?")
