"""Judge round 23 (issue 18): shapes found on the policy judge dev halves v1–v35 (v34 and v35 read this session, their
test halves not), and defects of the code they exposed. The questions and passages here are this file's own, not the
sets'."""

import pytest

from querylab.offline.alignment import Aligner
from querylab.offline.constraints import Constraint, extract_constraints
from querylab.offline.editions import unlisted_editions
from querylab.offline.places import blocs_of, is_place
from tests.offline.judge_calls import judged


def _qualifiers(question: str) -> list[str]:
    return [c.value for c in extract_constraints(question).constraints if c.kind == "qualifier"]


@pytest.mark.parametrize("question, head", [
    ("Can I rent a van without handing over my licence?", "licen"),
    ("How much can I spend without going to the director?", "director"),
    ("Is the trial free without giving out a phone number?", "phone"),
])
def test_the_thing_done_without_is_the_noun_after_a_phrasal_verb(question, head):
    assert any(value.startswith(head) for value in _qualifiers(question)), _qualifiers(question)


def test_a_verb_without_a_noun_after_it_stays_the_qualifier():
    assert _qualifiers("Until when can I cancel without paying?") == ["pay"]


@pytest.mark.parametrize("question", ["An Acme Hub plus two cables: what is the total?", "the acme hub plus shipping to Ghent, how much?",
                                      "Acme Hub plus 3 adapters, total?"])
def test_plus_before_a_count_or_a_charge_adds_things_and_names_no_edition(question):
    assert unlisted_editions(question, ["The Acme Hub costs EUR 80. Cables cost EUR 5."], "Acme", {"acme hub"}) == []


def test_plus_as_an_edition_is_still_an_edition():
    assert unlisted_editions("Does the Acme Hub Plus have four ports?", ["The Acme Hub has two ports."], "Acme", {"acme hub"}) == ["acme hub plus"]


@pytest.mark.parametrize("place, bloc", [("Estonia", True), ("Tallinn", True), ("ghent", True), ("Norway", False),
                                         ("Zurich", False), ("London", False), ("Denver", False)])
def test_a_member_of_the_eu_goes_by_the_eu(place, bloc):
    assert is_place(place)
    assert (blocs_of(place) == ("EU", "European Union")) is bloc


def test_a_figure_for_the_eu_answers_for_a_member_and_not_for_a_country_outside_it(offline_llm):
    table = "## Delivery\n\nExpress delivery within the EU takes 1-2 business days and costs EUR 15 per order."
    yes, motivation = judged(offline_llm, "How much is express delivery to Estonia?", [table])
    assert yes == "yes", motivation
    no, motivation = judged(offline_llm, "How much is express delivery to Norway?", [table])
    assert no == "no", motivation


def test_a_tool_named_in_one_word_is_no_rival_place():
    aligner = Aligner()
    asked = Constraint("entity", "Mexico City", "mexico city", "", "in", ("Mexico", "Mexican"))
    assert aligner._other_value(asked, "Submit the form in GlobeTrips before you book.", "", set()) == ""
    assert aligner._other_value(asked, "The per diem in Toronto is CAD 80.", "", set()) == "Toronto"  # a place still rivals


@pytest.mark.parametrize("question", ["We are 450 people. Which plan fits us?", "Which edition suits a team of 40?"])
def test_which_thing_fits_asks_a_choice_not_an_attribute(question):
    assert extract_constraints(question).focus == ""


def test_an_attribute_after_which_is_still_the_focus():
    assert extract_constraints("Which discount applies to schools?").focus == "discount"


@pytest.mark.parametrize("airport, country", [("Schiphol", "Netherlands"), ("heathrow", "United Kingdom"), ("Narita", "Japan")])
def test_an_airport_named_by_a_word_is_a_place_in_its_country(airport, country):
    assert is_place(airport)
    assert extract_constraints(f"Can I take a taxi from {airport} after 22:00?").constraints[-1].aliases[0] == country


def test_a_rule_that_names_no_place_covers_a_known_place_after_at_and_not_a_shop(offline_llm):
    rule = "## Taxis\n\nTaxis are reimbursed when the journey starts or ends between 22:00 and 06:00."
    _, motivation = judged(offline_llm, "I land at Schiphol at 23:00. Are taxis reimbursed?", [rule])
    assert "nothing about Schiphol" not in motivation, motivation
    _, motivation = judged(offline_llm, "I bought it at Staples. Are taxis reimbursed?", [rule])
    assert "nothing about Staples" in motivation, motivation


def test_a_capital_that_only_opens_a_sentence_names_no_product(monkeypatch):
    from querylab.offline import catalogue

    texts = ["Acme Workspace Business costs EUR 12.", "The Acme Dock has four ports.", "Acme B.V. sells them."]
    monkeypatch.setitem(catalogue._names, "acme", catalogue.own_names(texts, "acme"))
    assert not catalogue.names_any("Business customers can pay by invoice.", "acme")
    assert not catalogue.names_any("Returns go to Acme B.V. in Rotterdam.", "acme")  # a legal form is no product
    assert catalogue.names_any("| Business | EUR 12 |", "acme")  # a table cell names the plan
    assert catalogue.names_any("Orders of the Dock ship in 2 days.", "acme")


@pytest.mark.parametrize("question, policy", [
    ("Does a part-timer get paid for jury duty?", "Part-time employees are paid for up to 10 days of jury duty."),
    ("My wife reports to me. Can I approve her expenses?", "Managers may not approve expenses of a spouse or other family member."),
])
def test_a_group_named_the_way_a_policy_does_not_write_it_meets_the_policys_word(offline_llm, question, policy):
    _, motivation = judged(offline_llm, question, [f"## Rules\n\n{policy}"])
    assert "nothing about" not in motivation, motivation


def test_a_group_the_policy_does_not_name_is_still_missing(offline_llm):
    _, motivation = judged(offline_llm, "Does a part-timer get paid for jury duty?", ["## Jury duty\n\nInterns are paid for jury duty."])
    assert "nothing about part-timer" in motivation, motivation


def test_a_saas_purchase_falls_under_the_contract_rule(offline_llm):
    rule = "## Contracts\n\nContracts longer than 12 months also need review by Legal, regardless of amount."
    _, motivation = judged(offline_llm, "A two-year SaaS subscription for USD 3,000: does Legal need to review it?", [rule])
    assert "nothing about SaaS" not in motivation, motivation


@pytest.mark.parametrize("question", ["Can a team lead approve a EUR 600 refund, and if not, who can?",
                                      "Is a desk chair covered? If not, what do I get instead?"])
def test_if_not_is_otherwise_and_asks_no_exception(question):
    assert not [c for c in extract_constraints(question).constraints if c.kind == "negation"]


def test_an_exception_asked_outright_is_still_one():
    assert [c.value for c in extract_constraints("Which purchases are not covered by the warranty?").constraints if c.kind == "negation"] == ["not"]


_CHANGED = "The policy is reviewed every year. Version 4.2 replaces version 4.1 and changes only the section on gift wrapping fees."


def test_a_rule_the_newer_version_did_not_change_held_under_the_older_one():
    from querylab.offline.changelog import unchanged_since

    assert unchanged_since("4.1", "Under policy 4.1, how many days did I have to return a lamp?", [_CHANGED]) == \
        "version 4.2 changed only gift wrapping fees"
    assert unchanged_since("4.1", "Under policy 4.1, were gift wrapping fees refunded?", [_CHANGED]) == ""  # the part that changed
    assert unchanged_since("3.9", "Under policy 3.9, how many days did I have?", [_CHANGED]) == ""  # a version the documents never had


def test_an_older_version_is_answered_from_the_unchanged_rules(offline_llm):
    rules = "## Returns\n\nItems can be returned within 30 days of delivery for a full refund."
    verdict, motivation = judged(offline_llm, "Under refund policy 4.1, within how many days could items be returned?", [_CHANGED, rules])
    assert verdict == "yes", motivation
    verdict, motivation = judged(offline_llm, "Under refund policy 4.1, were gift wrapping fees refunded?", [_CHANGED, rules])
    assert verdict == "no", motivation


def test_a_feature_the_training_rows_never_showed_is_not_read():
    from querylab.judge_scorer import LearnedScorer

    scorer = LearnedScorer({"coverage": 1.0, "matched_version": -0.02}, {"coverage": 0.5, "matched_version": 0.0},
                           {"coverage": 0.25, "matched_version": 0.005}, 0.0)
    assert scorer.logit({"coverage": 0.75, "matched_version": 1.0}) == pytest.approx(1.0)  # not 1.0 - 4.0


@pytest.mark.parametrize("question", ["We buy our licences through an IT distributor. Can we pay by invoice?",
                                      "Bought the dock from a wholesaler, is the warranty the same?"])
def test_a_distributor_or_wholesaler_is_a_purchase_channel(question):
    assert _qualifiers(question) in (["distributor"], ["wholesal"])


def test_a_distributor_is_no_channel_when_nothing_is_bought():
    assert _qualifiers("Our distributor asked for the logo files. Where are they?") == []


_TERMS = "## Paying by invoice\n\nBusiness customers can pay by invoice with 30-day payment terms (net 30) after a credit check."


@pytest.mark.parametrize("question, stated", [
    ("Will you agree to 45-day payment terms?", "30-day"),
    ("Can we get net 45 on our invoices?", "net 30"),
    ("Our audit takes a while. Can the payment terms be stretched to 45 days?", "30-day"),
])
def test_asking_for_another_value_of_a_stated_term_is_a_conflict(offline_llm, question, stated):
    verdict, motivation = judged(offline_llm, question, [_TERMS])
    assert verdict == "no" and stated in motivation, motivation


def test_the_asked_term_when_the_policy_states_it_is_no_conflict(offline_llm):
    verdict, motivation = judged(offline_llm, "Can business customers get net 30 payment terms on invoices?", [_TERMS])
    assert verdict == "yes", motivation


def test_a_figure_of_the_askers_own_is_no_term_to_change():
    from querylab.offline.figures import another_term

    c = next(c for c in extract_constraints("We owe 45 days of fees. How do we pay by invoice?").constraints if c.kind == "number")
    assert another_term(c, "We owe 45 days of fees. How do we pay by invoice?", [_TERMS]) == ""


def test_a_newer_version_that_adds_something_says_nothing_of_the_rest():
    from querylab.offline.changelog import unchanged_since

    added = "Version 5.2 replaces version 5.1 and adds the store-credit option."
    assert unchanged_since("5.1", "Under policy 5.1, how many days did customers have to return an item?", [added]) == ""


def test_a_text_that_mentions_the_eu_is_not_about_a_member():
    aligner = Aligner()
    qc = extract_constraints("How many Huguenots settled in France?")
    text = "The European Union later recognised the Huguenot churches. Many Huguenots settled in Prussia."
    statuses = {m.constraint.text: m.status for m in aligner.align(qc, [text]).matches}
    assert statuses.get("France") not in ("matched", "in_document"), statuses


def test_a_known_place_after_from_is_not_met_by_a_passage_about_other_places():
    aligner = Aligner()
    qc = extract_constraints("How many Huguenots fled from France?")
    text = "Most Huguenot refugees settled in Prussia and the Dutch Republic, where Berlin welcomed them."
    statuses = {m.constraint.text: m.status for m in aligner.align(qc, [text]).matches}
    assert statuses.get("France") == "missing", statuses
