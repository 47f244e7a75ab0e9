"""Parse rates and latencies computed from traces (the figures published for the local model)."""

from __future__ import annotations

from querylab.contracts import Step
from querylab.eval.parse_rates import markdown_table, parse_rates, percentile, reply_parsed
from querylab.trace import Trace


def step(name: str, template: str | None, raw: str | None, ms: float = 10.0, constrained: bool | None = None, **kw) -> Step:
    return Step(name=name, template=template, raw_output=raw, duration_ms=ms, constrained=constrained, **kw)


def test_each_step_is_judged_by_its_own_parser() -> None:
    assert reply_parsed(step("route", "router", '{"route": "knowledge", "normalized_query": "q"}')) is True
    assert reply_parsed(step("route", "router", "I think it is knowledge")) is False
    assert reply_parsed(step("judge", "judge", "Refunds take 30 days.")) is False
    assert reply_parsed(step("judge-2", "judge", '{"verdict": "no", "motivation": "m"}')) is True
    assert reply_parsed(step("decide", "decide", "<decision>RETRIEVE</decision>")) is True
    assert reply_parsed(step("rerank", "rerank", "none of them")) is False
    assert reply_parsed(step("rewrite", "rewrite", None)) is False  # the call failed: no reply
    assert reply_parsed(step("retrieve", None, None)) is None  # not a model step
    assert reply_parsed(step("answer-speculative", "answer", None, parsed={"discarded": "judge said no"})) is None


def test_rates_per_preset_and_step_kind() -> None:
    a = Trace(preset="guarded", steps=[step("route", "router", "nope", 100, True), step("judge", "judge", "yes.", 20, True),
                                       step("judge2", "judge", "maybe", 40, True), step("retrieve", None, None)])
    b = Trace(preset="guarded", steps=[step("route", "router", '{"route": "small_talk"}', 300, False)])
    rates = parse_rates([a, b])
    assert set(rates) == {"guarded"} and set(rates["guarded"]) == {"route", "judge"}
    route = rates["guarded"]["route"]
    assert (route["n"], route["parsed_share"], route["constrained_share"], route["p50_ms"], route["p95_ms"]) == (2, 0.5, 0.5, 100.0, 300.0)
    assert rates["guarded"]["judge"]["parsed_share"] == 0.5
    table = markdown_table(rates)
    assert "| guarded | route | 2 | 50 % | 50 % | 0 | 100 | 300 |" in table


def test_nearest_rank_percentile() -> None:
    assert percentile([], 50) is None
    assert percentile([5.0], 95) == 5.0
    assert percentile([1, 2, 3, 4], 50) == 2 and percentile([1, 2, 3, 4], 95) == 4
