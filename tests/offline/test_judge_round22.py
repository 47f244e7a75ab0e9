"""Judge round 22 (issue 18): shapes found on the policy judge dev halves v30–v33 (read this session; their test halves
were not). The questions and passages here are this file's own, not the sets'."""

import pytest

from querylab.offline.constraints import extract_constraints
from querylab.offline.spans import numbers
from querylab.offline.units import asked_currency
from tests.offline.judge_calls import judged


def _constraints(question: str) -> list[tuple[str, str, str]]:
    return [(c.kind, c.text, c.value) for c in extract_constraints(question).constraints]


@pytest.mark.parametrize("question, figure", [
    ("who signs off a 2300 usd purchase", ("number", "2300 usd", "2300 usd")),
    ("EUR 1800 for a hotel week, ok?", ("number", "EUR 1800", "1800 eur")),
    ("can I book 1200 km by car", ("number", "1200 km", "1200 km")),
])
def test_a_figure_with_its_currency_or_unit_is_no_year(question, figure):
    found = _constraints(question)
    assert figure in found and not any(kind == "date" for kind, _, _ in found)


def test_a_year_is_still_a_year():
    assert ("date", "2019", "2019") in _constraints("Which travel rules applied in 2019?")
    assert ("date", "2024", "2024") in _constraints("When did the 2024 year-end close end?")  # a unit of time after it: still a year


@pytest.mark.parametrize("question, value", [
    ("a 9k laptop order needs whose signature?", "9000"),
    ("Printer lease at GBP 2.5k a year: who approves?", "2500 gbp"),
    ("7h train ride, first class?", "7 hour"),
    ("my shift ran 3 hrs over, is that overtime?", "3 hour"),
])
def test_thousands_and_short_hours_keep_their_value(question, value):
    assert value in [v for kind, _, v in _constraints(question) if kind == "number"]


def test_hours_and_minutes_written_together_are_not_whole_hours():
    assert [v for kind, _, v in _constraints("the ferry takes 2h15, cabin allowed?") if kind == "number"] == ["2"]


def test_a_document_reads_thousands_as_the_question_does():
    assert numbers("Purchases above USD 5k need a second quote.")[0][:2] == ("5000", "usd")
    assert numbers("Parking for 30m is free.")[0][:2] == ("30", "")  # "m" is no million: it is as often minutes


def test_an_asked_figure_is_compared_with_the_policys_limits(offline_llm):
    limits = "## Purchase approvals\n\nTeam leads approve purchases up to EUR 2,000. Above EUR 2,000 the finance director approves."
    verdict, motivation = judged(offline_llm, "who approves a 1500 eur purchase", [limits])
    assert verdict == "yes", motivation
    assert judged(offline_llm, "who approves a 1500 usd purchase", [limits])[0] == "no"  # the control: a currency the rules do not use


@pytest.mark.parametrize("question", ["most popular support plan", "least used meeting room", "best-selling monitor arm",
                                      "top-selling webcam this year"])
def test_a_search_for_the_most_popular_thing_asks_a_ranking(question):
    assert extract_constraints(question).answer_type == "ranking"


def test_a_ranking_the_passages_never_make_is_no(offline_llm):
    plans = "## Support plans\n\nStandard support answers within two business days; Premium support answers within four hours."
    assert judged(offline_llm, "most popular support plan", [plans])[0] == "no"
    ranked = plans + " Premium is the most popular plan among our customers."
    assert judged(offline_llm, "most popular support plan", [ranked])[0] == "yes"  # the control: the passage ranks


@pytest.mark.parametrize("question, code", [("parking cap pounds", "gbp"), ("meal allowance Madrid EUR?", "eur"),
                                            ("per diem berlin in dollars", "usd")])
def test_a_search_that_ends_with_a_currency_asks_for_it(question, code):
    found = asked_currency(question)
    assert found is not None and found[0] == code


def test_a_figure_before_the_currency_is_an_amount_not_an_asked_unit():
    assert asked_currency("is a dinner of 90 euros") is None
    assert asked_currency("can I claim 40 USD") is None


def test_an_answer_in_another_currency_is_no(offline_llm):
    parking = "## Parking\n\nAirport parking is reimbursed up to USD 25 per day."
    verdict, motivation = judged(offline_llm, "airport parking cap yen", [parking])
    assert verdict == "no" and "jpy" in motivation, motivation


def test_the_askers_own_product_falls_under_a_rule_that_names_no_product(offline_llm):
    from querylab.offline import catalogue

    catalogue.learn("initech", ["The Initech Stapler and the Initech Printer are sold in our web shop. Initech Customer Care helps."])
    try:
        label = "## Return labels\n\nThe prepaid return label is free when the parcel arrived damaged."

        def verdict(question: str, passage: str) -> str:
            return judged(offline_llm, question, [passage], tenant="initech")[0]

        assert verdict("Is the return label free for my Stapler?", label) == "yes"
        assert verdict("Is the return label free for my Shredder?", label) == "no"  # the control: a product the corpus never names
        # a passage that names one of the company's products is about it, not a rule for every product
        assert catalogue.names_any("The Initech Printer's prepaid return label is free.", "initech")
        assert not catalogue.names_any("Send the printer back in its box.", "initech")
        assert catalogue.is_own("the Stapler", "initech") and catalogue.is_own("Initech Staplers", "initech")
        assert not catalogue.is_own("Shredder", "initech")
        assert not catalogue.is_own("Customer Care", "initech")  # a part of the company, not a product
    finally:
        catalogue.forget("initech")
    catalogue.learn("initech", ["Initech B.V. sells the Initech Stapler."])
    try:
        assert catalogue.is_own("Stapler", "initech") and not catalogue.is_own("B", "initech")  # a legal form is no product
    finally:
        catalogue.forget("initech")


def test_a_permission_asked_for_one_department_is_not_granted_by_another(offline_llm):
    from querylab.offline.departments import department_conflict

    care = "## Goodwill\n\nCustomer Care team leads can approve a goodwill refund up to EUR 300 per order."
    verdict, motivation = judged(offline_llm, "I lead a team in Marketing. May I approve a EUR 150 goodwill refund?", [care])
    assert verdict == "no" and "Customer Care, not Marketing" in motivation, motivation
    assert judged(offline_llm, "May a Customer Support team lead approve a EUR 150 goodwill refund?", [care])[0] == "yes"  # the control
    # a department named in passing, or only as context, is no conflict
    assert department_conflict("Can Sales approve it?", "Claims above EUR 1,000 also need a check by the Finance team.", []) is None
    assert department_conflict("A customer phoned Sales; how long does a refund take?", care, [care]) is None
    assert department_conflict("Can Sales approve it?", care, [care, "Sales staff may approve discounts."]) is None
