"""An id of the principal's own object is evidence of a look-up or a change; someone else's id is none; "my key order"
that fits several of the user's objects is asked back."""

from querylab.contracts import OwnObject
from querylab.offline.own_objects import names_others_id, fits_several, names_own_object, owned
from querylab.offline.references import find_reference
from querylab.offline.route_rules import topicless
from tests.offline.route_calls import route_of


def _objects(*ids: str, kind: str = "order", label: str = "") -> list[OwnObject]:
    return [OwnObject(id=i, kind="claim" if i.startswith("EXP") else kind, label=label) for i in ids]


def test_an_id_counts_only_inside_the_principals_own_set():
    assert names_own_object("trak 2041 pls") is None  # nothing known: no evidence
    with owned(_objects("2041", "EXP-3103")):
        assert names_own_object("trak 2041 pls") == "2041"
        assert names_own_object("and exp-3103?") == "exp-3103"
        assert names_own_object("is 2042 here?") is None  # not theirs
        assert names_own_object("the 20410 box") is None
    assert names_own_object("trak 2041 pls") is None  # the set does not outlive the block


def test_an_id_is_someone_elses_when_none_of_the_message_s_ids_is_the_principals():
    with owned(_objects("2041", "EXP-3103")):
        assert names_others_id("trak 2042 pls") == "2042"
        assert names_others_id("trak 2041 pls") is None  # theirs
        assert names_others_id("is 2041 like 2042?") is None  # one of them is theirs: the words decide
        assert names_others_id("the 2026 refund rules") is None  # a year is no id
    assert names_others_id("trak 2041 pls") == "2041"  # owning nothing, no id is theirs


def test_an_own_id_and_something_asked_of_it_is_not_topicless_but_a_bare_id_still_is():
    with owned(_objects("1042")):
        assert not topicless("1042 — where is it now?")
        assert topicless("1042?")
    assert topicless("1042 — where is it now?")


def test_a_pronoun_after_an_id_and_a_comma_points_into_its_own_sentence():
    assert find_reference("where the hell is 1044, it was EXPRESS") is None


def _route(llm, question: str, user: str, tenant: str, own: list[OwnObject]) -> str:
    return route_of(llm, question, tenant=tenant, user=user, own=own)


def test_the_router_reads_an_own_id_as_the_users_object(offline_llm):
    assert _route(offline_llm, "trak 2041 pls", "dave", "globex", _objects("2041", "2044", "2046")) == "live_tool"
    assert _route(offline_llm, "trak 2041 pls", "dave", "globex", []) != "live_tool"


def test_someone_elses_id_gives_no_evidence(offline_llm):
    # 2041 is dave's: for carol it is no object of hers, so her words alone decide (and the tool would refuse it)
    assert _route(offline_llm, "trak 2041 pls", "carol", "globex", _objects("2040", "2042", "2043")) != "live_tool"


KEYS = [*_objects("2042", "2045", "2047", label="Globex Key"), *_objects("2043", label="HomeVault Drive 4 TB")]


def test_my_key_order_fits_several_but_an_id_a_description_or_one_match_says_which():
    with owned(KEYS):
        assert "fits 3" in fits_several("my key order - shipped?")
        assert fits_several("is my drive order shipped?") is None  # one drive order: that one
        assert fits_several("my key order from 25 november, is it shipped?") is None
        assert fits_several("my key order 2042 - shipped?") is None
        assert fits_several("what does my order history look like?") is None
        assert fits_several("the newer one of my key orders?") is None  # plural: all of them
        assert fits_several("cancel my last order") is None  # the most recent: one
    with owned([*_objects("2041", label="Globex Key in_transit"), *_objects("2046", label="Globex Key pending")]):
        assert fits_several("pls cancel my pending order") is None  # its status says which (the routing set's r055)
        assert fits_several("pls cancel my key order") is not None
    assert fits_several("my key order - shipped?") is None  # no objects known: the words decide


def test_the_router_asks_which_when_my_key_order_fits_several(offline_llm):
    assert _route(offline_llm, "my key order - shipped?", "carol", "globex", KEYS) == "clarify"
    assert _route(offline_llm, "my key order - shipped?", "carol", "globex", KEYS[:1]) == "live_tool"
