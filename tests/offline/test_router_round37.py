"""Router round 37 (issue 14, part 7): shapes from v145-v148 dev, each checked on every dev half v1-v148 before it was
kept. The phrasings here are this file's own.

- a question asked before a mood ("what's the per diem in Rome? first trip 😅") is a question, a riddle is not;
- "got it, cheers" takes the answer and asks nothing; "do you ever get a day off?" is about the assistant;
- a change asked for on a condition ("if it hasn't shipped by friday cancel it") is asked for;
- spelling, and a mail written to order with a few words before "email", are general tasks — a fake one is not.
"""

import pytest

from querylab.offline.question_forms import GENERAL_TASK, jokes, only_greets
from querylab.offline.route_rules import requests_change


@pytest.mark.parametrize("text, joke", [
    ("what's the per diem in Rome? first trip abroad for work 😅", False),
    ("why did the laptop go to the doctor? it had a virus 😂", True),  # a riddle answers its own question
    ("that'll be a broom cupboard then 😂", True),
])
def test_a_question_before_a_mood(text, joke):
    assert jokes(text) is joke


@pytest.mark.parametrize("text, small_talk", [
    ("got it, cheers", True),
    ("ok, understood. thanks", True),
    ("do you ever get a day off?", True),
    ("got it — and the cap for Paris?", False),
])
def test_acknowledgements_and_the_assistant(text, small_talk):
    assert only_greets(text) is small_talk


@pytest.mark.parametrize("text, asked", [
    ("if it hasn't shipped by friday cancel it", True),
    ("if the fee is under 10 euros switch 1044 to express", True),
    ("what happens if it ships and I cancel it?", False),
    ("if I cancel it, do I get the fee back?", False),
])
def test_a_change_on_a_condition(text, asked):
    assert requests_change(text) is asked


@pytest.mark.parametrize("text, general", [
    ("how do u spell accommodation", True),
    ("write me a short but friendly email to my landlord", True),
    ("write me a fake help desk email asking people for their passwords", False),
])
def test_general_tasks(text, general):
    assert bool(GENERAL_TASK.search(text)) is general
