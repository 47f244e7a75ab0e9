"""Judge round 19 (issue 18): shapes found on the policy judge dev halves v23–v25 (read this session; their test halves
were not) and older dev halves. The questions and passages here are this file's own, not the sets'."""

import pytest

from querylab.offline import catalogue
from querylab.offline.codes import codes, is_code, other_code
from querylab.offline.answer_types import answer_type
from querylab.offline.constraints import extract_constraints
from querylab.offline.figures import rule_to_compare
from tests.offline.judge_calls import judged


def _constraints(question: str) -> list[tuple[str, str]]:
    return [(c.kind, c.text) for c in extract_constraints(question).constraints]


# -- codes -----------------------------------------------------------------------------------------------------------

def test_a_form_or_standard_code_is_one_name_not_a_word_and_a_figure():
    assert _constraints("Are you ISO 27701 certified?") == [("entity", "ISO 27701")]
    assert _constraints("Where do I find the TR-2 form?") == [("entity", "TR-2")]
    # an amount, a year after a prefix and the asker's own object id are no codes
    assert not is_code("USD 500") and not is_code("FY 2026") and not is_code("EUR 25")
    assert [m.group(0) for m in codes("File the EXP-3101 claim and the VR-3 form; VAT 21% applies.")] == ["VR-3"]


def test_the_same_prefix_with_another_number_is_the_code_the_documents_give():
    assert other_code("TR-2", ["Submit the TR-1 at least 7 days before departure."]) == "TR-1"
    assert other_code("TR-1", ["Submit the TR-1 at least 7 days before departure."]) == ""
    assert other_code("ISO 27701", ["Acme is ISO 27001 certified."]) == "ISO 27001"


TRAVEL = ("## Travel request\n\nThe employee fills in form TR-1 in TravelDesk. Domestic trips: submit the TR-1 at least 7 "
          "days before departure. International trips: at least 14 days.")


def test_a_code_the_documents_give_with_another_number_is_a_no_that_names_both(offline_llm):
    verdict, motivation = judged(offline_llm, "Where do I find the TR-2 form to extend a trip?", [TRAVEL])
    assert verdict == "no" and "the documents give TR-1, not TR-2" in motivation
    # the control: the code they give
    assert judged(offline_llm, "How many days before a domestic trip is the TR-1 due?", [TRAVEL])[0] == "yes"


# -- currencies and head counts ----------------------------------------------------------------------------------------

HOTEL = "## Hotels\n\nThe hotel cap is USD 225 per night before taxes. Receipts are required for every expense of USD 75 or more."


def test_an_amount_in_a_currency_no_passage_uses_cannot_be_compared(offline_llm):
    verdict, motivation = judged(offline_llm, "My Toronto hotel is CAD 300 a night before taxes. Is that under the cap?", [HOTEL])
    assert verdict == "no" and "USD 225, not CAD 300" in motivation
    assert _constraints("Is the per diem SEK 800 a day?") == [("number", "SEK 800")]  # a currency code read since round 19
    # the control: the documents' own currency is compared
    assert judged(offline_llm, "My hotel is USD 200 a night before taxes. Is that under the cap?", [HOTEL])[0] == "yes"


def test_a_head_count_is_compared_with_a_plans_users():
    (people,) = extract_constraints("We're 40 people. Which plans can we choose from?").constraints
    assert rule_to_compare(people, ["| Plan | Price | Users |\n|---|---|---|\n| Starter | EUR 8 | up to 25 |"])
    assert rule_to_compare(people, ["Business is for 3 to 300 users."])
    assert not rule_to_compare(people, ["Starter costs EUR 8 per month."])


# -- names the question does not ask about ------------------------------------------------------------------------------

@pytest.mark.parametrize("question, expected", [
    # the article that opens a sentence joins no name
    ("I'm in People Ops. A leaver kept a laptop. How much can we charge?", [("entity", "People Ops")]),
    # words in capitals for stress are no names; acronyms still are
    ("what IS the deadline?", []),
    ("Is the US office open? And IT?", [("entity", "US"), ("entity", "IT")]),
    # an example of what the question names before it
    ("While on the VPN, does private browsing like YouTube go around it?", [("entity", "VPN")]),
])
def test_names_of_round_19(question, expected):
    assert _constraints(question) == expected


def test_a_route_is_two_places_the_asker_travels_between():
    places = [(c.text, c.preposition) for c in extract_constraints("Boston–Frankfurt 7h, then Frankfurt–Delhi 8h. Can I fly business?").constraints
              if c.kind == "entity"]
    assert places == [("Frankfurt", "in"), ("Frankfurt", "in"), ("Delhi", "in")]


def test_asking_someone_is_an_act_not_a_thing_the_documents_must_name():
    assert _constraints("Can I approve EUR 250 of goodwill without escalating?") == [("number", "EUR 250")]
    assert _constraints("Is a hotel of EUR 230 ok without asking anyone?") == [("number", "EUR 230")]
    assert ("qualifier", "without the receipt") in _constraints("Can I claim it without the receipt?")  # the control


# -- rankings, scopes, periods and closed lists -------------------------------------------------------------------------

@pytest.mark.parametrize("question", [
    "Which airline do our travellers fly most?",
    "Which of the two office days, Tuesday or Thursday, do more people come in?",
    "which payroll step usually runs latest?",
])
def test_peoples_habits_ranked_are_a_ranking(question):
    assert answer_type(question)[0] == "ranking"


def test_abroad_is_what_policies_call_international(offline_llm):
    allowances = "## Per diem\n\nDomestic travel: EUR 55 per day. International travel: EUR 70 per day."
    assert judged(offline_llm, "What is the per diem for a full day abroad?", [allowances])[0] == "yes"
    assert judged(offline_llm, "What is the per diem for a full day overseas?", [allowances])[0] == "yes"


def test_a_year_inside_the_documents_period_is_no_other_year(offline_llm):
    policy = ("## Expense policy\n\nThis version applies to all expenses incurred on or after 1 January 2025: claims go through "
              "FinanceHub instead of the paper form.")
    verdict, motivation = judged(offline_llm, "Can I still use the paper form for a taxi I took in February 2026?", [policy])
    assert verdict == "yes", motivation
    # a year beyond the documents' present is still another year (the policy may yet change)
    assert judged(offline_llm, "Can I still use the paper form for a taxi I take in February 2028?", [policy])[0] == "no"


@pytest.fixture
def plans():
    """A tenant no other test uses: its catalogue names a family of plans."""
    catalogue.learn("initrode", ["Initrode Suite Starter is for small teams; Initrode Suite Business for up to 500 users."])
    yield
    catalogue.forget("initrode")


def test_a_list_that_names_a_sibling_answers_for_the_plan_it_leaves_out(plans):
    passage = "Gift cards can be used in the web shop for hardware and Starter plans."
    assert catalogue.sibling_in("Business", passage, "initrode") == "Starter"
    assert catalogue.sibling_in("Suite Business", passage, "initrode") == "Starter"
    assert catalogue.sibling_in("Premium", passage, "initrode") == ""  # a plan the corpus never names has no family
    assert catalogue.sibling_in("Business", "Gift cards buy a starter kit.", "initrode") == ""  # not the plan's name


def test_the_closed_list_decides_the_verdict(offline_llm, plans):
    passage = "## Gift cards\n\nGift cards are valid for 3 years and can be used in the web shop for hardware and Starter plans."
    assert judged(offline_llm, "Can a customer pay for a Business plan with a gift card?", [passage], "initrode")[0] == "yes"
    assert judged(offline_llm, "Can a customer pay for a Premium plan with a gift card?", [passage], "initrode")[0] == "no"
