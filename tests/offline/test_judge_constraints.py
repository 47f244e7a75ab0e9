"""The offline judge with constraints: the motivation names the failed constraint and the passage it checked,
the parsed verdict carries it, and the rewrite after a "no" still reads the motivation."""

from querylab.llm.base import LLMRequest
from querylab.offline.motivation import read_constraint, read_motivation
from querylab.parsing import parse_judge

PER_DIEM = ("## Per-diem allowance\n\nEmployees travelling on business to Japan receive a per diem of EUR 90 per day "
            "for meals and incidentals. Travel within the Netherlands: EUR 55 per day.")


def _judge(offline_llm, question, documents):
    """The verdict as the judge step reads it: parsed, with the constraint its motivation names."""
    variables = {"question": question, "_documents": documents, "_tenant": "acme"}
    verdict = parse_judge(offline_llm.complete(LLMRequest(task="judge", system="", user="", variables=variables)).text)
    verdict.constraint = read_constraint(verdict.motivation)
    return verdict


def test_only_the_country_differs_and_the_judge_names_it(offline_llm):
    yes = _judge(offline_llm, "What is the per diem for business trips to Japan?", [PER_DIEM])
    no = _judge(offline_llm, "What is the per diem for business trips to South Korea?", [PER_DIEM])
    assert yes.verdict == "yes" and yes.constraint == "matches: Japan"
    assert no.verdict == "no"
    assert no.constraint == "the documents give the per diem for Japan, not for South Korea"
    assert "checked: \"Employees travelling on business to Japan" in no.motivation


def test_the_rewrite_after_a_constraint_no_reads_the_missing_words(offline_llm):
    question = "What is the per diem for business trips to South Korea?"
    verdict = _judge(offline_llm, question, [PER_DIEM])
    missing, _ = read_motivation(verdict.motivation)
    assert "south" in missing and "korea" in missing
    variables = {"question": question, "motivation": verdict.motivation, "_history": [], "_tenant": "acme"}
    rewrite = offline_llm.complete(LLMRequest(task="rewrite", system="", user="", variables=variables)).text
    assert rewrite.startswith(question.rstrip())  # every word of the question kept


def test_read_constraint_finds_nothing_in_free_text():
    assert read_constraint("The documents do not say anything about Korea.") == ""
    assert read_constraint('the documents say nothing about Tokyo; checked: "International travel: EUR 70".') == \
        "the documents say nothing about Tokyo"


PARENTAL = "Parental leave: 12 weeks paid at 100% for birth and adoptive parents after 6 months of employment."


def test_a_group_of_people_no_passage_names_is_a_no_and_the_motivation_names_it(offline_llm):
    """Only who the leave is for differs: a policy for birth and adoptive parents does not answer for foster parents."""
    yes = _judge(offline_llm, "We're adopting. How much paid parental leave do adoptive parents get?", [PARENTAL])
    no = _judge(offline_llm, "We're becoming foster parents. How much paid parental leave do I get?", [PARENTAL])
    assert yes.verdict == "yes"
    assert no.verdict == "no" and no.constraint == "the documents say nothing about foster parents"


LATE_CLAIMS = ("## Deadlines\n\nSubmit expense claims within 45 days of the purchase. Claims submitted after 45 days are rejected "
               "unless Finance approves an exception.")
MILEAGE = ("## Mileage\n\nLog business mileage in the travel portal within 45 days of the trip. Mileage is paid at the "
           "standard rate with the next salary.")


def test_what_happens_needs_a_passage_that_states_what_follows(offline_llm):
    """Only the consequence differs: the deadline with its outcome answers "what happens if I am late"; the deadline
    alone does not, however well the topic words match (issue 18, round 8; hand-made passages)."""
    yes = _judge(offline_llm, "What happens if I submit my expense claim 60 days after the purchase?", [LATE_CLAIMS])
    no = _judge(offline_llm, "What happens if I log my mileage 60 days after the trip?", [MILEAGE])
    assert yes.verdict == "yes"
    assert no.verdict == "no" and "consequence" in no.constraint


PTO = "## Paid time off\n\nFull-time employees receive 25 PTO days per year; part-time employees receive a pro-rata amount."


def test_the_tenants_own_name_is_no_constraint_a_passage_must_meet(offline_llm):
    """"at Acme" in an Acme question names the company every passage is about; another company's name still counts."""
    question = "I work part-time at Acme. How many PTO days do I get?"
    own = _judge(offline_llm, question, [PTO])
    other = _judge(offline_llm, question.replace("Acme", "Initech"), [PTO])
    assert own.verdict == "yes"
    assert other.verdict == "no" and "Initech" in other.constraint


HARDWARE = "## Prices\n\nThe Acme Dock costs EUR 199, the Acme Headset EUR 89 and the Acme Cam EUR 129."
RETURNS = "## Returns\n\nOpened hardware can be returned within 30 days; a 15% restocking fee applies."


def test_a_ranking_needs_a_ranking_or_figures_to_rank_by(offline_llm):
    assert _judge(offline_llm, "Which of the Acme products costs the most?", [HARDWARE]).verdict == "yes"  # prices rank it
    assert _judge(offline_llm, "Which Acme product gets returned the most?", [RETURNS]).verdict == "no"



APPROVALS = "## Approvals\n\nLine managers approve claims up to USD 2,500. Claims above USD 2,500 are also approved by the director."


def test_a_place_the_asker_travels_to_falls_under_the_general_rule(offline_llm):
    """"my Lisbon trip": the approval rule names no place, so it answers for Lisbon as for anywhere."""
    assert _judge(offline_llm, "My Lisbon trip claim totals USD 3,100. Who has to approve it?", [APPROVALS]).verdict == "yes"


PAYMENT = "## Payment\n\nApproved claims are paid by bank transfer within 10 business days of approval."


def test_the_askers_own_calendar_day_with_its_year_is_reckoned_not_looked_up(offline_llm):
    question = "My claim was approved on Wednesday 4 February 2026. By when should the money be in my account?"
    assert _judge(offline_llm, question, [PAYMENT]).verdict == "yes"


def test_the_document_title_names_the_policy_year_a_section_leaves_out(offline_llm):
    section = "## Claim deadlines\n\nClaims must be submitted in FinanceHub within 60 days of the expense."
    question = "What was the claim deadline under the old 2023 expense rules?"
    variables = {"question": question, "_documents": [section], "_tenant": "acme"}
    untitled = parse_judge(offline_llm.complete(LLMRequest(task="judge", system="", user="", variables=variables)).text)
    titled = parse_judge(offline_llm.complete(LLMRequest(task="judge", system="", user="", variables={
        **variables, "_titles": ["Expense Reimbursement Policy 2023"]})).text)
    assert (untitled.verdict, titled.verdict) == ("no", "yes")


def test_a_setting_before_the_question_does_not_dilute_its_best_sentence(offline_llm):
    passage = "## Help desk\n\nThe help desk answers software licence questions within 2 business days."
    asked = "When should I expect an answer about my software licence?"
    setting = "Last week my manager and I had a long talk about budgets for next year and our team offsite in Lisbon. "
    judge = offline_llm.judge
    alone, told = judge.score(asked, [passage]), judge.score(setting + asked, [passage])
    assert told.best_cosine >= alone.best_cosine - 1e-6
