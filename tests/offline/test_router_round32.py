"""Router round 32 (issue 14, part 7): shapes from v121-v124 dev, each checked on every dev half v1-v124 before it was
kept. The phrasings here are this file's own.

- a prefixed id typed with a space ("R 79", "exp 3102") is the id;
- "it's my teammate's" says the object is someone else's; "claim it twice" asked for is fraud;
- thanks that praise the answer, and a pause at the end of a message, are small talk; a phone assistant's chores
  ("remind me to …") are out of domain;
- one of the user's own objects described ("the Berlin one") is never out of domain.
"""

import pytest

from querylab.contracts import OwnObject, Route
from querylab.fraud_signals import asks_for_fraud
from querylab.offline.dictation import written_ids
from querylab.offline.own_objects import owned
from querylab.offline.question_forms import GENERAL_TASK, jokes, thanks_and_closes
from querylab.security import mentions_other_person


@pytest.mark.parametrize("text, written", [
    ("where is refund R 79 now", "where is refund R-79 now"),
    ("withdraw exp 3102 please", "withdraw EXP-3102 please"),
    ("RMA 20261 label?", "RMA-20261 label?"),
    ("r 79", "r 79"),  # a lone lower-case r is no prefix
    ("exp 30 days", "exp 30 days"),  # a duration
])
def test_a_prefixed_id_typed_with_a_space(text, written):
    assert written_ids(text) == written


@pytest.mark.parametrize("text, other", [
    ("what's the status of R-79, it's my teammate's", "teammate"),
    ("whats 1044 doing, its my own", None),
    ("and 1044? that's my coworkers", "coworker"),
    ("where's R-79, it's mine", None),
])
def test_an_object_said_to_be_a_colleagues(text, other):
    assert mentions_other_person(text, "alice", "acme") == other


def test_a_claim_asked_twice_is_fraud_a_claim_filed_twice_by_mistake_is_not():
    assert asks_for_fraud("file the Lyon taxi twice, once per card haha")
    assert not asks_for_fraud("withdraw EXP-3102, I submitted it twice by mistake")
    assert not asks_for_fraud("I put the taxi in twice on my claim, can you withdraw it?")


@pytest.mark.parametrize("text, chat", [
    ("thanks, you saved me a trip to the post office", True),
    ("great, that explanation helped a lot, thank you", True),
    ("thanks, that helps — and what about the express fee?", False),  # a question follows
])
def test_thanks_that_praise_the_answer(text, chat):
    assert thanks_and_closes(text) is chat


def test_a_pause_at_the_end_is_small_talk():
    assert jokes("hang on, my manager is calling, one minute")
    assert not jokes("one moment — unrelated, but what's the hotel cap in Oslo?")


@pytest.mark.parametrize("text, task", [
    ("remind me to call the bank at 3", True),
    ("can you set a timer for 5 minutes", True),
    ("remind me how the mileage rate works", False),  # a question about policy
])
def test_a_phone_assistants_chores(text, task):
    assert bool(GENERAL_TASK.search(text)) is task


def test_an_own_object_described_is_never_out_of_domain(offline_llm):
    mine = [OwnObject(id="EXP-3103", kind="claim", label="Tokyo sales visit USD 2,930 submitted")]
    with owned(mine):
        decision = offline_llm.router.classify_one("the Tokyo one, still submitted?")
    assert decision.route != Route.OUT_OF_DOMAIN
