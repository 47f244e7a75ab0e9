"""Judge round 36 (issue 18): shapes the policy judge dev halves v60 and v61 exposed (read this session; their test
halves not), checked on every dev half v1-v61. The questions here are this file's own, not the sets'."""

import pytest

from querylab.offline.constraints import extract_constraints
from querylab.offline.spans import answer_span


@pytest.mark.parametrize("question, kind", [
    ("How long does Acme keep my old invoices once I close the account?", "turnaround"),
    ("how long are my backups kept after I cancel?", "turnaround"),
    ("How long can I keep the old laptop after I get the new one?", "duration"),  # a deadline to give it back answers it
])
def test_how_long_something_is_kept(question, kind):
    assert extract_constraints(question).answer_type == kind


@pytest.mark.parametrize("window, span", [
    ("Invoices are kept for 7 years.", "7 years"),
    ("plan: Pro; price: USD 24.99 per month; version history: 1 year.", "1 year"),
    ("Customer Care answers within 1 business day.", ""),  # a time beside another act does not say how long anything is kept
])
def test_a_retention_period_stands_beside_keeping(window, span):
    qc = extract_constraints("How long does Acme keep my old invoices once I close the account?")
    assert answer_span(qc, window, set())[0] == span


def test_a_city_is_covered_by_its_country(offline_llm):
    from querylab.offline.places import regions_of

    assert "Canadian" in regions_of("calgary")
    judge = offline_llm.parts().judge
    docs = ["Customer data is stored in Virginia and Oregon, and in Toronto for Canadian customers."]
    assert judge.score("I live in Calgary, where is my data stored?", docs).coverage > \
        judge.score("I live in Lagos, where is my data stored?", docs).coverage
