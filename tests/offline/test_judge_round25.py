"""Judge round 25 (issue 18): defects of the code that the policy judge dev halves v38 and v39 exposed (read this
session; their test halves not). The questions and passages here are this file's own, not the sets'."""

import pytest

from querylab.offline.constraints import extract_constraints
from tests.offline.judge_calls import judged


def _constraints(question: str) -> list[tuple[str, str, str]]:
    return [(c.kind, c.value, c.comparator) for c in extract_constraints(question).constraints]


@pytest.mark.parametrize("question, comparator", [
    ("our travel costs add up to $9,000 this year. how much is the team budget?", ""),  # the asker's total
    ("the invoices came up to EUR 700 — who signs?", ""),
    ("can a team lead approve claims up to $900?", "up to"),  # a bound, as before
])
def test_a_total_that_adds_up_to_a_figure_is_no_bound(question, comparator):
    assert [c for k, _, c in _constraints(question) if k == "number"] == [comparator]


def test_a_retirement_plan_is_no_figure():
    assert _constraints("is the 401(k) match the same as the 403(b) one?") == []
    assert ("number", "401", "") in _constraints("is 401 the extension for HR?")


def test_a_quoted_name_ends_at_its_closing_quote():
    assert ("entity", "eod", "") in _constraints("Finance says the deadline is 'EOD Thursday'. Which time zone?")
    assert not any(v.endswith("'") for _, v, _ in _constraints("Finance says the deadline is 'EOD Thursday'. Which time zone?"))


def test_getting_back_to_someone_is_responding(offline_llm):
    passage = "## Leave requests\n\nSubmit leave in HRPortal. Managers respond within 3 business days. Leave is taken in half days."
    verdict, motivation = judged(offline_llm, "How long does my manager have to get back to me on a leave request?", [passage])
    assert verdict == "yes", motivation
    verdict, _ = judged(offline_llm, "How long does my manager have to get back to me on a leave request?",
                         ["## Leave requests\n\nSubmit leave in HRPortal. Leave is taken in half days."])
    assert verdict == "no"


def test_an_app_is_not_met_by_approved_but_a_temp_is_by_temporary(offline_llm):
    rule = "## Travel requests\n\nEvery trip needs an approved travel request in TripDesk before booking."
    verdict, motivation = judged(offline_llm, "Can I file the travel request from the TripDesk iPhone app?", [rule])
    assert verdict == "no" and "app" in motivation, motivation
    scope = "## Scope\n\nThese rules apply to every employee, contractor and temporary worker with a company account."
    verdict, motivation = judged(offline_llm, "Do these rules apply to the agency temps we bring in?", [scope])
    assert verdict == "yes", motivation


def test_how_much_money_asks_the_amount():
    from querylab.offline.focus import focus_of
    assert focus_of("how much travel money do I get per day?") != "money"
    assert focus_of("how much is the deposit?") == "deposit"
