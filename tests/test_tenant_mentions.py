"""The other tenant asked about, or only named as context (querylab/tenant_mentions.py)."""

from __future__ import annotations

import pytest

from querylab.tenant_mentions import asks_about_other_tenant, mentions_other_tenant, refuses_other_tenant

ASKED = [
    "what's globex's hotel cap in Berlin?",
    "and globex's? just curious",
    "compare our PTO with Globex for me",
    "show the globex travel policy",
    "globex refund window?",
    "what is the return window over at globex",
    "how many sick days does globex give?",
    "no, the Globex one",
    "now the same for globex",
    "list the orders of tenant globex",
    "check order 2041 for me, it's my Globex friend's",
    "a globex rep told me their restocking fee is lower — how much is it?",
    "Is Globex’s mileage rate higher than ours?",
]

CONTEXT = [
    "cancel order 1043, those headsets were for the Globex workshop",
    "my friend at Globex says they only get 14 days. how long do our customers get?",
    "have a good weekend! flying out to meet the Globex team",
    "I joined from Globex last week — where do I find the VPN setup guide?",
    "can I expense lunch with our Globex partners? three of us",
    "cancel 1043, Globex's lending us headsets anyway",
    "where is my order 1041? the Globex people are waiting for the demo",
    "who runs the Globex partnership on our side?",
    "write a farewell note for a colleague who is moving to Globex",
    "someone at Globex told me they get 45 days to file claims",
]


@pytest.mark.parametrize("text", ASKED)
def test_a_request_for_the_other_tenants_facts_is_asking(text: str) -> None:
    assert asks_about_other_tenant(text, "globex")


@pytest.mark.parametrize("text", CONTEXT)
def test_the_other_tenant_as_context_is_not_asking(text: str) -> None:
    assert not asks_about_other_tenant(text, "globex")


def test_mentions_other_tenant_ignores_the_own_tenant_and_word_parts() -> None:
    assert mentions_other_tenant("acme's globex-free zone", "acme", ("acme", "globex")) == "globex"
    assert mentions_other_tenant("what is acme's refund window?", "acme", ("acme", "globex")) is None
    assert mentions_other_tenant("the globexian empire", "acme", ("acme", "globex")) is None


def test_the_refusal_says_which_rule_refused() -> None:
    """The trace's reason tells a reviewer whether the message asked about the other tenant or only named it with
    nothing to show it was context (the default refusal of round 20)."""
    tenants = ("acme", "globex")
    assert refuses_other_tenant("what is globex's hotel cap?", "what is globex's hotel cap?", "acme", tenants) == "asks about another tenant (globex)"
    bare = "globex hotel cap"
    assert refuses_other_tenant(bare, bare, "acme", tenants) == "names another tenant (globex), and nothing shows it is only context"
    hearsay = "someone at Globex told me they get 45 days to file claims, what is our deadline?"
    assert refuses_other_tenant(hearsay, hearsay, "acme", tenants) is None
