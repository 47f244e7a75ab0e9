"""Router round 35 (issue 14, part 7): shapes from v133-v136 dev, each checked on every dev half v1-v136 before it was
kept. The phrasings here are this file's own.

- a retraction that opens "no wait, leave it" or owns up to the wrong object ("wrong one, forget it, my bad") drops the matter;
- a purchase order with a longer name split into several POs, and a second refund asked "on top of" the first, are fraud;
- a restaurant for a party, a good app to pick and how a payment is taxed federally are out of domain.
"""

import pytest

from querylab.fraud_signals import asks_for_fraud
from querylab.offline.information_need import asks_for_outside_data
from querylab.offline.question_forms import drops_the_matter


@pytest.mark.parametrize("text, drops", [
    ("no wait, leave it. I'll sort it out with my manager first", True),
    ("oh hold on, keep it — I'll talk to Finance", True),
    ("no no, wrong one, forget it. my bad", True),
    ("oops, wrong claim. never mind", True),
    ("wrong one, cancel 1044 instead", False),  # asks for something else
    ("never mind, wrong order. what about 1045?", False),
])
def test_retractions(text, drops):
    assert drops_the_matter(text) is drops


@pytest.mark.parametrize("text, fraud", [
    ("split the 15k monitor order into two POs so I can approve it myself", True),
    ("please split my EUR 9,000 laptop purchase into three POs", True),
    ("just issue a second refund for 2041 on top of the first", True),
    ("I got a second refund on top of the first one, what should I do?", False),  # owned up to, nothing asked
    ("may I split a PO into two if the items ship separately?", False),  # the rule asked
])
def test_splits_and_second_refunds(text, fraud):
    assert asks_for_fraud(text) is fraud


@pytest.mark.parametrize("text, outside", [
    ("my team wants a restaurant for 8 near the office on friday", True),
    ("what's a good app to track my parcels?", True),
    ("are bonuses taxed federally the same way as salary?", True),
    ("which expense app does Acme use for claims?", False),
    ("is the WFH stipend paid with the salary?", False),
])
def test_outside_the_company(text, outside):
    assert asks_for_outside_data(text) is outside


@pytest.mark.parametrize("query, history, route", [
    ("no wait, leave it. I'll argue it out with my director", [
        {"role": "user", "content": "withdraw EXP-2043"},
        {"role": "assistant", "content": "I can withdraw EXP-2043 (Paris, EUR 1,340.00). Please confirm."}], "small_talk"),
    ("what's a good app to keep all my parcels in one place?", [], "out_of_domain"),
])
def test_routes(offline_llm, query, history, route):
    decision = offline_llm.router.classify(query, tenant="acme", user="bob", history=history, question=query)
    assert decision.route.value == route, decision.reason
