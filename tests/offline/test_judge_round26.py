"""Judge round 26 (issue 18): shapes the policy judge dev halves v40 and v41 exposed (read this session; their test
halves not), each checked on every dev half v1-v41. The questions and passages here are this file's own, not the sets'."""

import pytest

from querylab.offline.focus import focus_of
from tests.offline.judge_calls import judged


@pytest.mark.parametrize("question, focus", [
    ("Which document sensitivity levels does Acme have?", "sensitivity"),  # the levels are listed, the word before names them
    ("what support tiers are there for hardware?", "support"),
    ("what are the levels?", "levels"),  # nothing before it: the word itself
    ("Does Acme pay part of my gym membership?", "membership"),  # a benefit asked about
    ("Will Globex pay for my conference ticket?", "ticket"),
    ("Does Acme have a referral bonus for staff?", "bonus"),
    ("will Acme pay for the stuff I lost?", ""),  # no benefit named
    ("Does Acme cover that?", ""),
])
def test_what_is_asked_for(question, focus):
    assert focus_of(question) == focus


def test_levels_are_met_by_the_list_that_names_them(offline_llm):
    passage = ("## Document sensitivity\n\nAcme documents are marked Open, Team, Sensitive or Secret. Secret documents are "
               "never sent outside the company.")
    verdict, motivation = judged(offline_llm, "Which document sensitivity levels does Acme use?", [passage])
    assert verdict == "yes", motivation


def test_a_benefit_no_passage_names_is_not_granted(offline_llm):
    passage = ("## Working from home\n\nAcme pays a home-office allowance of EUR 40 per month to employees who work from home at "
               "least two days a week. The allowance is paid with the salary.")
    verdict, motivation = judged(offline_llm, "Since I work from home, does Acme pay part of my gym membership?", [passage])
    assert verdict == "no"
    assert "membership" in motivation
    verdict, motivation = judged(offline_llm, "I work from home three days a week. Does Acme pay a home-office allowance?", [passage])
    assert verdict == "yes", motivation
