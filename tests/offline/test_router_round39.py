"""Router round 39 (issue 14, part 7): shapes from v153-v156 dev, each checked on every dev half v1-v156 before it was
kept. The phrasings here are this file's own.

- a verb the words rule out ("not approve it") asks for no approver's change;
- a condition that opens the message is what a later "for that" stands for; a quotation the message gives after a colon
  is what its "it" stands for;
- "check <id> for me, that's …" and "how much am I getting back" ask a field of the object, whatever rule word follows;
  "can I still send the cam back" asks whether a change is possible, as "return" does;
- a claim with an amount in it is filed, not asked back; "put them in for me" with nothing to put in is asked back;
- rewording a mail and counting the days until a holiday are general tasks.
"""

import pytest

from querylab.offline.follow_ups import creates_by_pronoun, files_request
from querylab.offline.information_need import asks_for_field, asks_for_rule
from querylab.offline.question_forms import GENERAL_TASK
from querylab.offline.references import find_reference
from querylab.others_records import third_party_request


@pytest.mark.parametrize("text, refused", [
    ("I asked you to resubmit EXP-2041, not approve it", False),
    ("please don't approve EXP-2041 yet", False),
    ("approve EXP-2041", True),
    ("do not approve EXP-2041, reject it", True),  # "reject" is still asked for
])
def test_a_ruled_out_approval(text, refused):
    assert (third_party_request(text) is not None) is refused


def test_a_condition_first_is_what_for_that_stands_for():
    assert find_reference("if my partner is in hospital can I take carer's leave for that or is it PTO?") is None
    assert find_reference("can I take carer's leave for that or is it PTO?") is not None


def test_a_quotation_after_a_colon_is_what_it_stands_for():
    assert find_reference("reword this note so it sounds friendlier: 'send the form by Friday'") is None
    assert find_reference("reword it so it sounds friendlier") is not None


@pytest.mark.parametrize("text", [
    "check EXP-2043 for me, that's the hotel under the nightly cap",
    "R-301 - how much will I actually get back after the fee?",
])
def test_a_field_asked_beside_a_rule_word(text):
    assert asks_for_field(text)
    assert not asks_for_rule(text)


def test_sending_back_is_a_change_asked_about():
    assert not asks_for_rule("can I still send back the dock from 1045?")
    assert not asks_for_rule("could I send the headset back after a month?")
    assert asks_for_rule("can I ship it with another courier?")


@pytest.mark.parametrize("text, filed", [
    ("file a claim for my airport taxi, EUR 62", True),
    ("submit a new expense: team lunch in Utrecht, 84 euros", True),
    ("file a claim for my taxi", False),
    ("how do I file a claim for a EUR 62 taxi?", False),
])
def test_a_claim_with_an_amount_is_filed(text, filed):
    assert (files_request(text) is not None) is filed


def test_put_them_in_with_nothing_to_put_in():
    assert creates_by_pronoun("could you put them in for me?")
    assert not creates_by_pronoun("could you put them in the box for me?")


@pytest.mark.parametrize("text, general", [
    ("please proofread my reply to the customer: 'we're sorry for the delay'", True),
    ("how many business days till new year?", True),
    ("how many days off do we get between christmas and new year?", False),
    ("rephrase that answer", False),
])
def test_general_tasks(text, general):
    assert bool(GENERAL_TASK.search(text)) is general

