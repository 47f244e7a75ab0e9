"""Judge round 28 (issue 18): shapes the policy judge dev halves v44 and v45 exposed (read this session; their test
halves not), each checked on every dev half v1-v45. The questions and passages here are this file's own, not the sets'."""

import pytest

from querylab.offline.constraints import extract_constraints
from querylab.offline.focus import focus_of
from tests.offline.judge_calls import judged


@pytest.mark.parametrize("question, focus", [
    ("I have 90 unused hours left. How many roll over?", ""),  # what moves is asked by its verb, not an attribute "roll"
    ("how many carry over?", ""),
    ("How many days remain after the cut-off?", ""),
    ("What is the carry-over limit?", "limit"),  # a noun after the verb's word still names the attribute
    ("and what's due that day?", ""),  # the tasks a calendar lists, not an attribute "due"
])
def test_a_verb_after_how_many_is_no_attribute(question, focus):
    assert focus_of(question) == focus


@pytest.mark.parametrize("question, year", [
    ("When are the FY2027 books closed?", "2027"),
    ("what changed for FY 27?", "2027"),
    ("Is the FY2026 budget final?", "2026"),
])
def test_a_fiscal_year_is_its_year(question, year):
    found = [(c.kind, c.value) for c in extract_constraints(question).constraints]
    assert ("date", year) in found
    assert not any(kind == "entity" for kind, _ in found)


def test_a_fiscal_year_meets_the_year_a_passage_spells_out(offline_llm):
    passage = ("## Purpose\n\nThis calendar sets the deadlines for closing the books of the fiscal year 2027 (ending December 31, "
               "2027). The ledger is locked by the Controller on January 14, 2028.")
    verdict, motivation = judged(offline_llm, "When is the FY2027 ledger locked?", [passage])
    assert verdict == "yes", motivation
    verdict, motivation = judged(offline_llm, "When is the FY2029 ledger locked?", [passage])
    assert verdict == "no", motivation


_SCOPE = ("## Scope\n\nThis policy applies to all permanent employees of Initech. Freelancers claim expenses under their own "
          "contract.\n\n## Per diem\n\nEmployees receive EUR 45 per day on domestic trips.")


def test_a_group_the_policy_puts_outside_answers_whether_it_falls_under_the_policy(offline_llm):
    verdict, motivation = judged(offline_llm, "I'm a freelancer. Do I claim my train fares under the Initech expense policy?", [_SCOPE])
    assert verdict == "yes", motivation
    verdict, motivation = judged(offline_llm, "Does the expense policy apply to freelancers too?", [_SCOPE])
    assert verdict == "yes", motivation


def test_a_figure_asked_for_a_group_the_policy_puts_outside_stays_unanswered(offline_llm):
    verdict, motivation = judged(offline_llm, "What per diem does a freelancer get on a domestic trip?", [_SCOPE])
    assert verdict == "no"
    assert "freelancer" in motivation


_HOTLINE = ("## Lost or stolen devices\n\nCall the Security Hotline at +1 555 0100 within one hour of noticing that a laptop or "
            "phone is lost or stolen. The hotline is staffed around the clock.")


def test_a_way_proposed_instead_of_the_documented_one_is_not_answered(offline_llm):
    verdict, motivation = judged(offline_llm, "Can I just text the Security Hotline instead of calling about my stolen phone?", [_HOTLINE])
    assert verdict == "no"
    assert "text the Security Hotline" in motivation, motivation
    verdict, motivation = judged(offline_llm, "Within how long do I have to call the Security Hotline about a stolen phone?", [_HOTLINE])
    assert verdict == "yes", motivation


def test_a_way_the_documents_name_is_read_as_usual(offline_llm):
    passage = _HOTLINE + " You can also text the hotline at the same number."
    verdict, motivation = judged(offline_llm, "Can I text the Security Hotline instead of calling about my stolen phone?", [passage])
    assert verdict == "yes", motivation
