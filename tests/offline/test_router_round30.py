"""Router round 30 (issue 14, part 7): shapes from v113-v116 dev, each checked on every dev half v1-v116 before it was
kept. The phrasings here are this file's own.

- a change said with an everyday verb: "claim it back", "give it back", "escalate it", "appeal it";
- small talk about the assistant itself ("do you ever get tired of …?", "are you the same bot as …?") and a shrug with
  nothing asked ("… but whatever", "nothing yet, just waiting");
- a colleague's tracking number, and "die van Bob" / "die von Bob", are the colleague's records.
"""

import pytest

from querylab.offline.colleagues import known_colleagues, names_colleagues_records
from querylab.offline.question_forms import jokes, only_greets
from querylab.offline.route_rules import ACTION_VERB, requests_change


@pytest.mark.parametrize("text, change", [
    ("then claim it back for my 1044, it was late", True),
    ("the express fee on 2046, give it back please", True),
    ("if it's still pending on monday, escalate it", True),
    ("appeal it for me, my manager backs the exception", True),
    ("how do I appeal a rejected claim?", False),  # a question about the rule, no object
    ("will it be escalated automatically?", False),
    ("did you give it back already?", False),
])
def test_everyday_verbs_of_change(text, change):
    assert bool(ACTION_VERB.search(text) and requests_change(text)) is change


@pytest.mark.parametrize("text, chat", [
    ("do you ever get tired of people asking you about per diems?", True),
    ("are you the same bot as the one on the shop's website?", True),
    ("are you the one who approves things now? 😄", True),
    ("do you also understand Flemish or only Dutch?", True),
    ("are you able to cancel 2046?", False),  # a question about what it can do with an object
    ("are you the one who can cancel 2046?", False),
])
def test_small_talk_about_the_assistant(text, chat):
    assert only_greets(text) is chat


def test_a_shrug_with_nothing_asked():
    assert jokes("meh. still annoyed about that late fee but whatever")
    assert jokes("nothing yet, just waiting for finance to sign")
    assert not jokes("whatever you think is best — which plan should I pick?")


@pytest.mark.parametrize("text, who", [
    ("give me ben's tracking number for 2041", "ben"),
    ("en die van Ben dan?", "Ben"),  # as the message writes it
    ("und die von Ben?", "Ben"),
    ("die van mij", None),
])
def test_more_ways_to_name_a_colleagues_records(text, who):
    with known_colleagues(["ben"]):
        assert names_colleagues_records(text) == who


def test_the_words_before_one_say_which():
    from querylab.contracts import OwnObject
    from querylab.offline.own_objects import describes_own_object, owned
    bob = (OwnObject(id="EXP-2043", kind="claim", label="Conference trip Paris submitted"),
           OwnObject(id="EXP-2045", kind="claim", label="Hotel Eindhoven rejected"), OwnObject(id="1044", kind="order", label="Acme Cam shipped"))
    with owned(bob):
        assert describes_own_object("ok and the older Eindhoven hotel one — why was it rejected?") == "EXP-2045"
        assert describes_own_object("the Tokyo one?") is None  # none of his
        assert describes_own_object("the one of them") is None



def test_the_router_reads_a_foreign_message_glossed():
    from querylab.offline.mail_envelope import routed_words
    assert routed_words("Storniere bitte meine Bestellung 1046, den Gutschein brauche ich nicht mehr.").startswith("Cancel please my order 1046")
    assert routed_words("cancel my order 1046 please") == "cancel my order 1046 please"  # English stays as it is


def test_a_change_on_a_pronoun_between_two_objects_the_conversation_named(offline_llm):
    from tests.offline.route_calls import route_of
    two = [{"role": "user", "content": "where's 1042?"}, {"role": "assistant", "content": "1042 (Acme Dock) is shipped."},
           {"role": "user", "content": "and 1043?"}, {"role": "assistant", "content": "1043 is processing and can still be cancelled."}]
    one = two[2:]
    assert route_of(offline_llm, "ok cancel it", two) == "clarify"
    assert route_of(offline_llm, "ok cancel it", one) == "action"
    assert route_of(offline_llm, "cancel 1043", two) == "action"  # the id says which
