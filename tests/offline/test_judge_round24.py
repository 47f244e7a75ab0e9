"""Judge round 24 (issue 18): defects of the code that the policy judge dev halves v36 and v37 exposed (read this
session; their test halves not). The questions and passages here are this file's own, not the sets'."""

import pytest

from querylab.offline.focus import focus_of
from querylab.offline.places import eu_scope, regions_of
from tests.offline.judge_calls import judged


@pytest.mark.parametrize("question, focus", [
    ("which carrier takes it to Lyon?", "carrier"),  # the word before "it" is the question's verb
    ("which team signs them off?", "team"),
    ("what subject line does the confirmation mail have?", "subject"),  # "line" only says "a thing of that kind"
    ("what's the key combo for locking the screen?", "key"),
    ("what is the deductible on the plan?", "deductible"),  # unchanged
    ("which line do I call for outages?", "line"),  # a head alone stays the head
])
def test_the_attribute_asked_for(question, focus):
    assert focus_of(question) == focus


@pytest.mark.parametrize("text, scope", [
    ("We deliver to all countries of the European Union and to Norway.", "countries of the European Union"),
    ("Free returns for EU member states.", "EU member states"),
    ("Express delivery within the EU takes two days.", "within the EU"),
    ("The European Union sets the rules for VAT.", ""),  # the EU mentioned, no rule scoped to it
])
def test_a_rule_scoped_to_the_eu_however_the_passage_writes_it(text, scope):
    assert eu_scope([text]) == scope


def test_a_shipping_rule_for_eu_countries_answers_for_a_member_city(offline_llm):
    rule = "## Where we ship\n\nWe ship to all countries of the European Union. Standard delivery takes 3-5 business days."
    _, motivation = judged(offline_llm, "How long does standard delivery to Porto take?", [rule])
    assert "nothing about Porto" not in motivation and "not for Porto" not in motivation, motivation


def test_la_is_los_angeles_and_a_lower_case_la_is_no_place():
    assert regions_of("LA") == regions_of("Los Angeles") == ("United States", "American", "California")
    from querylab.offline.places import lowercase_places
    assert lowercase_places("la casa de papel") == []


def test_a_city_known_by_its_short_name_meets_a_rule_for_its_state(offline_llm):
    rule = "## Gift cards\n\nIn California, a balance under USD 10 is paid out in cash on request."
    _, motivation = judged(offline_llm, "A customer in LA has USD 4 left on a gift card and wants cash. Do we pay?", [rule])
    assert "not in LA" not in motivation, motivation


def test_the_website_is_the_customer_portal(offline_llm):
    rule = "## Returns\n\nTo return an item, log in to the customer portal, open Orders and choose Request return."
    _, motivation = judged(offline_llm, "How do I start a return on the website?", [rule])
    assert "nothing about on the website" not in motivation, motivation
    _, motivation = judged(offline_llm, "Can I start a return by phone?", [rule])
    assert "phone" in motivation, motivation  # another channel is still another channel


@pytest.mark.parametrize("question, kind_word", [("Can I turn FileVault off on my MacBook?", "MacBook"),
                                                 ("How fast does InfoSec contain a Sev1 incident?", "InfoSec")])
def test_brands_and_short_names_meet_the_kind_the_policy_names(offline_llm, question, kind_word):
    rules = ("## Laptops\n\nDisk encryption (BitLocker or FileVault) stays on on every laptop.\n\n"
             "## Incidents\n\nThe Information Security team contains Sev1 incidents within 4 hours.")
    _, motivation = judged(offline_llm, question, [rules])
    assert f"nothing about {kind_word}" not in motivation, motivation
