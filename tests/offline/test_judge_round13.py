"""Judge round 13 (issue 18): shapes found on blind policy dev v17 and v18 (their test halves were not read). The
questions and passages here are this file's own; each check failed before round 13."""

import pytest

from querylab.llm.base import LLMRequest
from querylab.offline import catalogue
from querylab.offline.constraints import Constraint, Vocabulary, extract_constraints
from querylab.offline.editions import unlisted_editions
from querylab.offline.figures import names_a_variant
from querylab.offline.name_matching import Doc, word_found
from querylab.offline.quoted_evidence import without_quoted_evidence
from querylab.offline.units import asked_currency
from querylab.parsing import parse_judge

LEAVE = "Requests of 5 or more consecutive days must be submitted at least 3 weeks in advance."
PCARD = "Purchases of USD 1,000 or less can be made with a P-card. A PO is needed for any purchase above USD 1,000."
GADGETS = ("## Hardware\n\n- **Initech Stapler** — a desk stapler. Price EUR 19.\n"
           "- **Initech Shredder** — a cross-cut shredder for 10 sheets. Price EUR 89.\n\n"
           "Hardware comes with a two-year warranty.")


def test_a_statement_quoting_the_documents_is_dropped_from_the_ask():
    q = "The handbook says requests of '5 or more consecutive days' need 3 weeks' notice. How early must I ask for 2 days off?"
    assert without_quoted_evidence(q, [LEAVE]) == "How early must I ask for 2 days off?"
    q = "The FAQ says a PO is needed 'for any purchase above USD 1,000'. Mine is exactly $1,000 - P-card or PO?"
    assert without_quoted_evidence(q, [PCARD]) == "Mine is exactly $1,000 - P-card or PO?"


def test_a_quotation_the_documents_do_not_hold_stays():
    q = "My manager wrote 'no more taxis after midnight'. Is that the policy?"
    assert without_quoted_evidence(q, [PCARD]) == q
    assert without_quoted_evidence("what does 'final sale' mean here", [PCARD]) == "what does 'final sale' mean here"


def test_an_edition_the_documents_never_write_is_another_product():
    known = {"initech stapler", "initech shredder"}
    assert unlisted_editions("does the initech shredder pro take 20 sheets?", [GADGETS], "initech", known) == ["initech shredder pro"]
    assert unlisted_editions("does the initech shredder take 20 sheets?", [GADGETS], "initech", known) == []
    # an edition the documents list under its own name is no other product
    assert unlisted_editions("initech shredder pro price?", [GADGETS + "\n| Pro | EUR 129 |"], "initech", known) == []
    # the company's compound names count as products ("InitechCloud")
    cloud = "InitechCloud plans: Basic and Business."
    assert unlisted_editions("what's the storage on initechcloud premium?", [cloud], "initech", known) == ["initechcloud premium"]


def test_the_judge_says_no_for_an_unlisted_edition(offline_llm):
    catalogue.learn("initech", [GADGETS])
    try:
        def verdict(question: str) -> str:
            variables = {"question": question, "_documents": [GADGETS], "_tenant": "initech"}
            return parse_judge(offline_llm.complete(LLMRequest(task="judge", system="", user="", variables=variables)).text).verdict

        assert verdict("What does the Initech Shredder cost?") == "yes"
        assert verdict("What does the initech shredder plus cost?") == "no"
    finally:
        catalogue.forget("initech")


@pytest.mark.parametrize("question, variant", [
    ("price of the homevault drive 12 tb?", True),
    ("I have 12 tb of photos, which plan?", False),
])
def test_a_size_after_a_noun_names_a_model_in_lower_case_too(question, variant):
    assert names_a_variant(Constraint("number", "12 tb", "12 tb"), question) is variant


def test_other_small_readings():
    assert asked_currency("danish customer: from how many kroner is shipping free?") == ("kroner", "how many kroner")
    assert word_found("docks", Doc("the acme dock", " the acme dock "))  # a name in the plural
    vocab = Vocabulary.from_texts(["Agents may cancel an order after verifying the ZIP code."])
    on_phone = extract_constraints("customer on the phone wants me to cancel their order. what do i check first?", vocab)
    assert not [c for c in on_phone.constraints if c.kind == "qualifier"]  # where the agent is, not a channel asked about
    by_phone = extract_constraints("can a customer cancel an order by phone?", vocab)
    assert [c.value for c in by_phone.constraints if c.kind == "qualifier"] == ["phone"]
    assert extract_constraints("which of the stapler and the shredder do people buy most?", vocab).answer_type == "ranking"
