"""Router round 29 (issue 14, part 7): shapes from v109-v112 dev, each checked on every dev half v1-v112 before it was
kept. The phrasings here are this file's own.

- a colleague's records asked for without the possessive's apostrophe ("gimme bobs claim total") or a change made for a
  colleague ("withdraw EXP-3103 for dave") is refused, by the names the tool service knows (`offline/colleagues.py`);
- ids said aloud ("cancel order ten forty three") are ids (`offline/dictation.py`);
- "every claim of mine" is the user's own; "2041 eta?" asks a field of an own object; "cncl 2043" cancels;
- "gm" greets; "does US law require …", "do I legally need …" ask the law;
- "the other one, 1041 — …" names which; "the other 1" needs two; "before you do that: …?" asks, it does not confirm;
- "can I sign off a colleague's claim if …" asks a rule about anyone's claim, not for a named person's records.
"""

import pytest

from querylab.contracts import OwnObject
from querylab.offline.colleagues import known_colleagues, names_colleagues_records
from querylab.offline.dictation import written_ids
from querylab.offline.information_need import asks_for_outside_data
from querylab.offline.question_forms import only_greets
from querylab.offline.references import find_reference
from querylab.security import mentions_other_person
from querylab.tools.service import colleagues
from tests.offline.route_calls import route_of

_DAVE = (OwnObject(id="2041", kind="order", label="Globex Key in_transit"), OwnObject(id="2046", kind="order", label="HomeVault Drive 4 TB pending"))


def test_the_tool_data_names_a_users_colleagues():
    data = {"orders": [{"order_id": 1, "user": "ann"}, {"order_id": 2, "user": "ben"}],
            "refunds": [{"refund_id": "R-1", "user": "cy"}], "notes": "not a list"}
    assert colleagues(data, "ann") == ("ben", "cy")
    assert colleagues({}, "ann") == ()


@pytest.mark.parametrize("text, who", [
    ("gimme bens claim total lol", "ben"),
    ("show me ben's orders", "ben"),
    ("cancel bens 1046 while ur at it", "ben"),
    ("withdraw EXP-3103 for ben hes on a plane", "ben"),
    ("what are the benefits of the plan?", None),  # "ben" inside a word
    ("my orders please", None),
])
def test_a_colleagues_records_by_name(text, who):
    with known_colleagues(["ben"]):
        assert names_colleagues_records(text) == who
    assert names_colleagues_records(text) is None  # nobody known, no evidence


def test_the_router_refuses_a_colleagues_records(offline_llm):
    variables_user = dict(tenant="acme", user="alice")
    assert route_of(offline_llm, "gimme bobs claim total lol", **variables_user, colleagues=("bob",)) == "refuse"
    assert route_of(offline_llm, "gimme bobs claim total lol", **variables_user, colleagues=()) != "refuse"


@pytest.mark.parametrize("text, written", [
    ("cancel order ten forty three", "cancel order 1043"),
    ("whats the status of order twenty forty six", "whats the status of order 2046"),
    ("claim number twenty one oh five please", "claim number 2105 please"),
    ("order two headsets", "order two headsets"),  # no id said
    ("check order twenty forty something", "check order twenty forty something"),  # half heard
    ("I was born in nineteen eighty four", "I was born in nineteen eighty four"),  # no id word before it
])
def test_ids_said_aloud(text, written):
    assert written_ids(text) == written


def test_the_router_reads_an_id_said_aloud(offline_llm):
    assert route_of(offline_llm, "whats the status of order twenty forty six", tenant="globex", user="dave") == "live_tool"


def test_greeting_initials_and_the_law():
    assert only_greets("gm") and only_greets("gn 😴") and not only_greets("gm, where is 1043?")
    assert asks_for_outside_data("how many vacation days does US law require employers to give?")
    assert asks_for_outside_data("how much notice do I legally need to give when quitting in Texas")
    assert not asks_for_outside_data("Dutch law gives partners 5 weeks of birth leave. Does Acme top that up?")


def test_pointers_that_say_which():
    assert find_reference("and the other one, 1041 — was that delivered?") is None
    assert find_reference("wait wrong number, the other 1").needs_two
    assert find_reference("and the other one?").needs_two


def test_anyones_claim_asked_as_a_rule():
    assert mentions_other_person("can I sign off a colleague's expense claim if I paid for his dinner?", "bob", "acme") is None
    assert mentions_other_person("how much can I approve on a team member's claim?", "bob", "acme") is None
    assert mentions_other_person("show me dave's claims", "bob", "acme") == "dave"
    assert mentions_other_person("show me a colleague's claims", "bob", "acme") == "colleague"  # a request, not a rule


def test_shapes_through_the_router(offline_llm):
    assert route_of(offline_llm, "2041 eta?", tenant="globex", user="dave", own=_DAVE) == "live_tool"
    assert route_of(offline_llm, "cncl 2046 asap", tenant="globex", user="dave", own=_DAVE) == "action"
    pending = [{"role": "user", "content": "can I cancel 1046?"},
               {"role": "assistant", "content": "Order 1046 is received and cancellable. Shall I cancel it?"}]
    assert route_of(offline_llm, "wait, before you do that: what's the general rule on cancelling gift card orders?", pending,
                    user="bob") == "knowledge"
    assert route_of(offline_llm, "ok do that", pending, user="bob") == "action"


def test_a_verbs_shorthand_is_written_out():
    from querylab.offline.shorthand import expanded
    assert expanded("cncl 2043 asap") == "cancel 2043 asap" and expanded("pls CXL it") == "pls cancel it"
    assert expanded("the cancellation window") == "the cancellation window"


def test_an_opening_n_another_shops_order_and_the_official_word():
    from querylab.offline.question_forms import GENERAL_TASK
    from querylab.offline.shorthand import expanded
    assert expanded("n zurich") == "and zurich" and expanded("N is for what?") == "N is for what?"
    assert asks_for_outside_data("my IKEA order is late, who do I call?") and not asks_for_outside_data("my order is late, who do I call?")
    assert not GENERAL_TASK.search("what's the official word for the number a customer needs to send stuff back?")
    assert GENERAL_TASK.search("what's the German word for refund?")
