"""Router round 41 (issue 14, part 7): shapes from v161-v164 dev, each checked on every dev half v1-v164 before it was
kept. The phrasings here are this file's own.

- "how much am I actually getting" on an own refund asks its amount; "send the X from 1045 back" with four words between
  is still a change asked about;
- "close family" is no request to close anything;
- "approve it" with nothing to approve is asked back, as "fix it" is;
- "same as the Spanish one" points back;
- "the hotel's EUR 310" and "someone else's expense claim" name no person whose records are wanted.
"""

import pytest

from querylab.offline.information_need import asks_for_field, asks_for_rule
from querylab.offline.references import find_reference
from querylab.offline.route_rules import ACTION_VERB
from querylab.security import mentions_other_person
from tests.offline.route_calls import route_of


def test_how_much_am_i_getting_is_a_field():
    assert asks_for_field("R-301: how much am I really getting after the fee?")
    assert not asks_for_field("how much do employees get for a funeral?")


def test_sending_back_with_four_words_between():
    assert not asks_for_rule("can I still send the dock from 1045 back?")


@pytest.mark.parametrize("text, verb", [
    ("does an aunt count as close family?", False),
    ("is the office close to the station?", False),
    ("close my ticket please", True),
])
def test_close_as_an_adjective(text, verb):
    assert bool(ACTION_VERB.search(text)) is verb


def test_same_as_the_other_one_points_back():
    assert find_reference("same as the German one please") is not None


@pytest.mark.parametrize("text, person", [
    ("my report's stuck in Oslo and the hotel's EUR 290 a night, what can I approve?", None),
    ("am I allowed to file someone else's expense claim for them?", None),
    ("what's in mia's claim EXP-2043?", "mia"),
])
def test_possessives_that_name_no_person(text, person):
    found = mentions_other_person(text, "bob", "acme")
    assert (found.lower() if found else None) == person


def test_approve_it_with_nothing_to_approve(offline_llm):
    assert route_of(offline_llm, "approve it, he's been waiting since his baby arrived", user="bob") == "clarify"
