"""The offline model honours the same output contracts as a real model: its replies parse."""

import pytest

from querylab.contracts import RouteContract
from querylab.llm.base import LLMError, LLMRequest
from querylab.parsing import parse_decision, parse_judge, parse_rewrite, parse_route

DOCS = [
    "Refunds are accepted within 30 days of delivery. Refunds are processed within 14 days to the original payment method.",
    "The hotel cap is EUR 180 per night, or EUR 240 in London, Paris, Zurich and New York.",
]


def ask(llm, task, **variables):
    return llm.complete(LLMRequest(task=task, system="", user="", variables={"_tenant": "acme", "_user": "alice", **variables})).text


def test_router_reply_is_a_valid_contract(offline_llm):
    parsed = parse_route(ask(offline_llm, "router", question="How long do refunds take?", history="", routes=""), "How long do refunds take?", "r")
    assert isinstance(parsed.contract, RouteContract) and parsed.contract.route.value == "knowledge"


def test_decide_reply_has_tags(offline_llm):
    text = ask(offline_llm, "decide", query="hello!", history="", retrieved_content="")
    d = parse_decision(text, "hello!")
    assert d.parsed and d.retrieve is False
    d = parse_decision(ask(offline_llm, "decide", query="what is the hotel cap per night?", history="", retrieved_content=""), "q")
    assert d.parsed and d.retrieve is True


def test_sufficiency_check_reads_the_tier_content(offline_llm):
    q = "what is the hotel cap per night?"
    enough = parse_decision(ask(offline_llm, "decide", query=q, _documents=DOCS, history="", retrieved_content=""), q)
    not_enough = parse_decision(ask(offline_llm, "decide", query=q, _documents=["Our cafeteria opens at 8 am."], history="", retrieved_content=""), q)
    assert enough.retrieve is False and not_enough.retrieve is True


def test_judge_yes_and_no_with_motivation(offline_llm):
    yes = parse_judge(ask(offline_llm, "judge", question="How long does a refund take to be processed?", _documents=DOCS))
    no = parse_judge(ask(offline_llm, "judge", question="What is the per-diem for international trips?", _documents=DOCS))
    assert yes.verdict == "yes" and yes.motivation
    assert no.verdict == "no" and "diem" in no.motivation


def test_rewrite_keeps_protected_words_and_expands(offline_llm):
    from querylab.preservation import missing_protected

    q = "I cannot book a hotel over EUR 200 in 2025 — what is the PTO rule?"
    text = parse_rewrite(ask(offline_llm, "rewrite", question=q, motivation="no - the documents do not mention: hotel", history=""))
    assert missing_protected(q, text) == []
    assert "paid time off" in text and "accommodation" in text
    # the rewrite after a "no" reads the normalized question, which already carries the expansion: it is not added twice
    again = parse_rewrite(ask(offline_llm, "rewrite", question="What is the PTO rule? (PTO = paid time off)",
                              motivation="no - the documents do not mention: rule", history=""))
    assert again.lower().count("pto = paid time off") == 1


def test_unknown_task_is_an_llm_error(offline_llm):
    with pytest.raises(LLMError):
        ask(offline_llm, "poem")


def test_deterministic(offline_llm):
    assert ask(offline_llm, "judge", question="refund time?", _documents=DOCS) == ask(offline_llm, "judge", question="refund time?", _documents=DOCS)
