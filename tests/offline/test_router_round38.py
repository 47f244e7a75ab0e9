"""Router round 38 (issue 14, part 7): shapes from v149-v152 dev, each checked on every dev half v1-v152 before it was
kept. The phrasings here are this file's own.

- a request of a kind "for me" with nothing that goes in it is asked back; one with a date or a reason is filed;
- a figure alone is asked back; a later part's closing "it" is the id an earlier part of the message names;
- "how many hours are left on my own balance?" asks live data; "no wait, don't." takes a waiting change back;
- an approval state written with a prefix ("director-approved") is an approver's change; a named person who wants
  an id changed is asking for someone else's records;
- ", or will finance push back on that?" points inside the message; arithmetic with words between its figures is a
  general task.
"""

import pytest

from querylab.offline.follow_ups import creates_by_pronoun, files_request
from querylab.offline.information_need import asks_for_own_balance, asks_generally
from querylab.offline.pending_change import takes_back
from querylab.offline.question_forms import GENERAL_TASK, names_only_a_figure
from querylab.offline.references import find_reference
from querylab.offline.route_rules import requests_change
from querylab.offline.router import with_earlier_id
from querylab.others_records import third_party_request
from querylab.security import mentions_other_person


@pytest.mark.parametrize("text, asked_back", [
    ("please file a new travel request for me", True),
    ("open a ticket for me.", True),
    ("file a PTO request for 3 and 4 March for me", False),
    ("open a help desk ticket for me: the printer eats every page", False),
    ("order me a Globex Key", False),
])
def test_a_request_with_nothing_in_it(text, asked_back):
    assert (files_request(text) is False) is asked_back


def test_a_new_one_while_away_is_asked_back():
    assert creates_by_pronoun("set one up for me while I'm on leave")
    assert not creates_by_pronoun("set one up for me while I'm on leave, 2 to 6 May")


@pytest.mark.parametrize("text, alone", [
    ("EUR 75", True),
    ("1,250?", True),
    ("EUR 75 for the taxi", False),
])
def test_a_figure_alone(text, alone):
    assert names_only_a_figure(text) is alone


def test_a_later_it_is_the_earlier_id():
    assert with_earlier_id(["is 1044 still cancellable", "if so cancel it"]) == ["is 1044 still cancellable", "if so cancel 1044"]
    assert with_earlier_id(["what's the refund window", "explain it"]) == ["what's the refund window", "explain it"]
    assert with_earlier_id(["track 1044", "cancel 1046"]) == ["track 1044", "cancel 1046"]


@pytest.mark.parametrize("text, own", [
    ("how many days are still left on my balance?", True),
    ("how much is left in my own training allowance?", True),
    ("how many days are left in the year?", False),
])
def test_what_is_left_on_my_balance(text, own):
    assert asks_for_own_balance(text) is own


@pytest.mark.parametrize("text, dropped", [
    ("no wait, don't.", True),
    ("nope, don't — I'll talk to my manager first", True),
    ("no, don't cancel it, cancel 1044 instead", False),
])
def test_no_wait_dont(text, dropped):
    assert takes_back(text) is dropped


def test_an_approval_state_with_a_prefix_is_an_approvers_change():
    assert third_party_request("mark EXP-2043 as manager-approved please") is not None
    assert third_party_request("is EXP-2043 marked as approved yet?") is None


@pytest.mark.parametrize("text, person", [
    ("priya's off sick and wants EXP-2041 withdrawn, she said I can", "priya"),
    ("my manager wants EXP-2043 resubmitted with the receipt", None),
    ("finance wants EXP-2043 withdrawn", None),
])
def test_a_named_person_who_wants_an_id_changed(text, person):
    found = mentions_other_person(text, "alice", "acme")
    assert (found.lower() if found else None) == person


def test_a_pointer_after_or_points_inside_the_message():
    assert find_reference("Can I carry my approvals over to a deputy while I'm on leave, or will HR object to that?") is None
    assert find_reference("will HR object to that?") is not None


@pytest.mark.parametrize("text, general", [
    ("what's 30 days off divided by 12 months?", True),
    ("what's 6 nights times 189?", True),
    ("what is 20 days of PTO in hours?", False),
])
def test_arithmetic_with_words_between(text, general):
    assert bool(GENERAL_TASK.search(text)) is general


def test_reopened_is_a_change_asked_for():
    assert requests_change("I want R-303 reopened")
    assert not requests_change("why was R-303 reopened?")


@pytest.mark.parametrize("text, general", [
    ("and if my manager doesn't approve it before the close, does it carry over?", True),
    ("if I book the hotel late, will that still count?", True),
    ("if it's still pending, cancel it", False),
])
def test_what_follows_from_a_condition_is_a_rule(text, general):
    assert asks_generally(text) is general
