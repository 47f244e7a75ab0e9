"""The preservation guard inside a turn: sub-intents from the router are checked like a normalization."""

from __future__ import annotations

from tests.test_pipeline import ALICE, make, route_json  # noqa: F401  (the `make` fixture)


def test_sub_intents_that_drop_a_fact_are_not_used(make):
    sub = [{"route": "knowledge", "query": "how long does a refund take"}, {"route": "live_tool", "query": "check my refund"}]
    p, _ = make({"router": route_json(route="knowledge", sub_intents=sub), "judge": "yes", "answer": "Refunds take 14 days [1]."})
    t = p.run("how long does a refund take, and check my refund for order 1042", ALICE, "s1", [])
    rejected = [e for e in t.events if e.code == "sub_intents_rejected"]
    assert rejected and "1042" in rejected[0].message
    assert t.route.sub_intents == [] and t.tool_calls == []  # routed as a whole (knowledge), not split


def test_sub_intents_that_keep_every_fact_are_used(make):
    sub = [{"route": "knowledge", "query": "how long does a refund take"}, {"route": "live_tool", "query": "check my refund for order 1042"}]
    p, _ = make({"router": route_json(route="live_tool", sub_intents=sub), "judge": "yes", "answer": "Refunds take 14 days [1]."})
    t = p.run("how long does a refund take, and check my refund for order 1042", ALICE, "s1", [])
    assert not [e for e in t.events if e.code == "sub_intents_rejected"] and len(t.route.sub_intents) == 2
