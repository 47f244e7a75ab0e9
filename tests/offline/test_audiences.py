"""The groups of people a question names, and how a passage meets them (`querylab.offline.audiences`)."""

import pytest

from querylab.offline.alignment import IN_DOCUMENT, MATCHED, MISSING, Aligner
from querylab.offline.audiences import audience_spellings, audiences
from querylab.offline.constraints import extract_constraints


@pytest.mark.parametrize("question, groups", [
    ("How many PTO days do working students get per year?", ["working students"]),
    ("how much pto does a temp from a staffing agency build up", ["temp", "staffing agency"]),
    ("My wife comes with me on a business trip. Is there a per diem for her meals?", ["wife"]),
    ("As a vice president, up to what cost can I approve a TR-1?", ["vice president"]),
    # someone from outside travelling at the company's cost, or a partner coming along (v7, v10, v12)
    ("I'm an outside advisor and fly 6 hours to the board meeting. Which cabin is booked for me?", ["advisor"]),
    ("My partner comes with me on the Lisbon trip. Does she get a per diem?", ["partner"]),
    ("Which hotel cap applies to the external auditors whose trip we pay?", ["auditors"]),
    # context, not the policy's audience: never a group to check
    ("Can a customer pay for a Business plan with a gift card?", []),
    ("We adopt a child next month. Parental leave?", []),
    ("What percentage of Swedish students attend private schools?", []),
    ("I drove to a client in my own car, 80 km. What do I get?", []),  # a destination
    ("The customer paid my lunch on the Berlin trip. How much per diem is left?", []),  # a host
    ("Our business partner in Oslo sent an invoice. When is it paid?", []),  # a company, not someone coming along
])
def test_the_groups_a_question_names(question, groups):
    assert [m.group(0) for m in audiences(question)] == groups


def test_a_short_form_and_its_written_out_form_are_one_group():
    assert audience_spellings("VP") == ("vp", "vice president")
    assert audience_spellings("vice presidents") == ("vice president", "vp")


def _statuses(question: str, *documents: str) -> dict[str, str]:
    a = Aligner().align(extract_constraints(question), list(documents))
    return {m.constraint.text: m.status for m in a.matches if m.constraint.kind == "role"}


def test_a_group_is_met_in_the_passage_elsewhere_in_the_documents_or_nowhere():
    cabin = "Flights longer than 9 hours: business class with approval of a vice president."
    assert _statuses("If my VP signs, can I fly business?", cabin) == {"VP": MATCHED}
    assert _statuses("Do interns get the 401(k) match?", "The 401(k) match is 50%.", "Interns are paid monthly.") == {"interns": IN_DOCUMENT}
    assert _statuses("Do interns get the 401(k) match?", "The 401(k) match is 50% for employees.") == {"interns": MISSING}


def test_groups_do_not_choose_the_passage_or_enter_the_constraints():
    qc = extract_constraints("How many PTO days do agency temps get?")
    assert [c.kind for c in qc.audiences] == ["role"] and all(c.kind != "role" for c in qc.constraints)


def test_a_rank_before_a_title_is_another_group_than_the_title():
    assert [m.group(0) for m in audiences("Up to what amount can a senior vice president approve expense claims?")] == ["senior vice president"]
    assert [m.group(0) for m in audiences("Up to what amount can a vice president approve expense claims?")] == ["vice president"]


def test_a_rank_is_met_only_in_the_passage_that_answers_a_population_anywhere():
    orders = "## Purchase orders\nLine manager: up to EUR 5,000. Director: up to EUR 25,000. CFO: above EUR 25,000."
    claims = "## Expense claims\nLine manager: up to EUR 1,000. Department head: up to EUR 5,000."
    assert _statuses("What is a department head's approval limit for purchase orders?", orders, claims) == {"department head": MISSING}
    assert _statuses("Up to what amount can a director approve a purchase order?", orders, claims)["director"] in (MATCHED, IN_DOCUMENT)
    assert _statuses("Up to what amount can a department head approve expense claims?", orders, claims)["department head"] in (MATCHED, IN_DOCUMENT)
    # a population named in another passage (a scope sentence) still counts there
    assert _statuses("Do interns get the 401(k) match?", "The 401(k) match is 50%.", "Interns are paid monthly.") == {"interns": IN_DOCUMENT}
