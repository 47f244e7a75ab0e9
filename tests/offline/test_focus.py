"""The focus of a question (the attribute it asks for) and where an answer about it may stand — hand-made
questions and passages, pairs that differ only in the attribute or in where the figure stands."""

import pytest

from querylab.offline.alignment import Aligner
from querylab.offline.constraints import Vocabulary, extract_constraints
from querylab.offline.focus import focus_forms, focus_of, focus_passages

INSURANCE = "Employees on business travel are covered by travel insurance with Harbor Mutual (policy HM-12). The emergency line is +1 555 0100."
LOST_DEVICE = "Report a lost laptop within 1 hour of noticing it. Information Security locks and wipes the device."
WIPE_TIMED = "Report a lost laptop at once. Information Security wipes the device within 4 hours."
PLANS = "## Plans\n\n| Plan | Price per month |\n|---|---|\n| Basic | USD 9 |\n| Team | USD 19 |\n| Premium | USD 39 |"
PER_DIEM = "Employees travelling on business receive a per diem:\n- Domestic travel: EUR 55 per day.\n- International travel: EUR 70 per day."


def align(question: str, *documents: str, related=None):
    qc = extract_constraints(question, Vocabulary.from_texts(documents))
    return Aligner(related=related).align(qc, list(documents))


@pytest.mark.parametrize("question, focus", [
    ("What is the deductible on the travel insurance?", "deductible"),
    ("What's the coverage limit of the insurance?", "limit"),
    ("Which phone number do we call?", ""),  # "which X do we": X is what is asked, but the verb frame has no attribute
    ("How much PTO do contractors accrue?", "pto"),
    ("How long does Security take to wipe a lost laptop?", "wipe"),
    ("My claim was approved. What is the process to get it corrected?", "process"),  # a later sentence of the question
    ("What is the purpose of the audit?", ""),  # a frame word, not an attribute a passage names
    ("How many days do I have?", ""),  # too common in policies to tell anything
    ("What does the service desk need from me?", ""),  # the object of a verb, not an attribute
    ("Does the plan include support?", ""),  # yes/no: the topic words cover it
    ("What is the deductible?", "deductible"),  # the attribute ends the question
    ("What is it called?", ""),  # a participle, not an attribute
    ("What's deducted when an opened item comes back?", ""),
    ("What term is used for it?", ""),  # "a kind of thing": the passage names an instance, not the word
    ("My bike was stolen at the station. What are the steps to follow?", ""),  # a procedure's frame: the passage gives the steps
    ("I handed it in late. What are the consequences?", ""),
    ("Taxi for 3 days at EUR 20 a day. How much comes back?", ""),  # a particle, not an attribute
    ("I put 5% into the plan. How much does Acme add per year?", ""),  # a verb
    ("What's left of my allowance?", ""),
    ("What's the cheapest piece of kit you sell?", ""),  # "a piece of": the passage names the item
])
def test_the_focus_is_the_head_of_the_asked_attribute(question, focus):
    assert focus_of(question) == focus


def test_an_attribute_named_nowhere_is_missing_and_one_that_is_named_is_not():
    assert align("What is the deductible on the travel insurance?", INSURANCE).focus_missing
    named = align("What is the emergency line of the travel insurance?", INSURANCE)
    assert not named.focus_missing


def test_the_asked_span_must_stand_in_the_sentence_that_names_the_attribute():
    untimed = align("How long does Information Security take to wipe a lost laptop?", LOST_DEVICE)
    assert untimed.focus_found and untimed.answer_missing  # "1 hour" is the reporting time, not the wipe's
    timed = align("How long does Information Security take to wipe a lost laptop?", WIPE_TIMED)
    assert timed.answer_span == "4 hours" and not timed.answer_missing


def test_a_list_introduced_by_a_colon_and_a_table_row_carry_the_answer():
    allowance = align("What is the per diem for a domestic trip?", PER_DIEM)
    assert allowance.answer_span.startswith("EUR")
    basic = align("How much is the Basic plan per month?", PLANS)
    assert basic.answer_span == "USD 9"


def test_synonyms_and_related_words_name_the_focus():
    forms = focus_forms("limit", {"cap": ["limit", "maximum"]})
    assert {"cap", "limit", "maximum"} <= forms
    assert focus_passages(forms, ["The hotel cap is USD 225 per night."]) == ["The hotel cap is USD 225 per night."]
    assert focus_passages(frozenset({"send"}), ["Ship the parcel within 10 days."]) == []
    assert focus_passages(frozenset({"send"}), ["Ship the parcel within 10 days."], related={"ship"}) == ["Ship the parcel within 10 days."]


def test_the_judge_relates_words_by_their_vectors(offline_llm):
    judge = offline_llm.judge
    related = judge.related_words("send", ["ship", "insurance"])
    assert "insurance" not in related


def test_only_the_asked_attribute_differs_and_the_judge_names_it(offline_llm):
    judge = offline_llm.judge
    no = judge.reply("What is the deductible on the Harbor Mutual travel insurance?", [INSURANCE])
    yes = judge.reply("What is the emergency line of the Harbor Mutual travel insurance?", [INSURANCE])
    assert no.startswith("no - the documents say nothing about the deductible")
    assert yes.startswith("yes")
