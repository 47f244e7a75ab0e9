import pytest

from querylab.contracts import Route
from querylab.parsing import parse_decision, parse_judge, parse_rerank, parse_rewrite, parse_route, settled_verdict


class TestDecision:
    def test_tags_amid_chatter(self):
        d = parse_decision("Sure! Here you go:\n<decision>NO_RETRIEVE</decision>\n<rewritten_query>hi</rewritten_query> thanks", "hello")
        assert d.retrieve is False and d.rewritten_query == "hi" and d.parsed

    def test_wrong_case_and_spacing(self):
        d = parse_decision("< Decision > retrieve </DECISION><REWRITTEN_QUERY> refund window </rewritten_query>", "q")
        assert d.retrieve is True and d.rewritten_query == "refund window"

    def test_missing_tags_bare_word(self):
        assert parse_decision("I think NO_RETRIEVE is right", "q").retrieve is False
        assert parse_decision("RETRIEVE", "q").retrieve is True

    def test_nothing_parses_defaults_to_retrieve_with_original(self):
        d = parse_decision("I am not sure what you mean.", "what is the refund window?")
        assert d.retrieve is True and d.parsed is False and d.rewritten_query == "what is the refund window?"

    def test_two_conflicting_decisions_retrieve(self):
        d = parse_decision("<decision>NO_RETRIEVE</decision><decision>RETRIEVE</decision>", "q")
        assert d.retrieve is True

    def test_empty_rewrite_keeps_original(self):
        assert parse_decision("<decision>RETRIEVE</decision><rewritten_query>  </rewritten_query>", "orig").rewritten_query == "orig"

    def test_truncated_rewrite_tag_keeps_original(self):
        assert parse_decision("<decision>RETRIEVE</decision><rewritten_query>refund wi", "orig").rewritten_query == "orig"


class TestJudge:
    def test_variants(self):
        assert parse_judge("No.").verdict == "no"
        j = parse_judge("no - the documents do not mention hotels")
        assert j.verdict == "no" and j.motivation == "the documents do not mention hotels"
        j = parse_judge("Yes, because section 2 states 30 days.")
        assert j.verdict == "yes" and j.motivation.startswith("because")
        assert parse_judge("**Yes** it does").verdict == "yes"
        assert parse_judge("Answer: no, missing").verdict == "no"

    def test_empty_and_other_words_unparsed(self):
        assert parse_judge("").verdict == "unparsed"
        assert parse_judge("Maybe, partly").verdict == "unparsed"
        assert parse_judge("Nope").verdict == "unparsed"  # only the exact words count
        assert parse_judge("yesterday it said").verdict == "unparsed"

    def test_round_recorded(self):
        assert parse_judge("yes", round_=2).round == 2


class TestRoute:
    def test_valid_json_amid_chatter(self):
        r = parse_route('Here: {"route": "knowledge", "normalized_query": "refund window", "topic": "refunds"} done', "what's the refund window", "rev1")
        assert r.contract is not None and r.contract.route == Route.KNOWLEDGE
        assert r.contract.original_query == "what's the refund window"  # always the caller's, never the model's
        assert r.contract.router_revision == "rev1"

    def test_unknown_route_is_rejected(self):
        r = parse_route('{"route": "admin", "normalized_query": "x"}', "x", "r")
        assert r.contract is None and "route" in r.error

    def test_extra_field_rejected(self):
        r = parse_route('{"route": "action", "normalized_query": "x", "tenant": "globex"}', "x", "r")
        assert r.contract is None and "tenant" in r.error

    def test_garbage_and_truncated(self):
        assert parse_route("no json here", "x", "r").contract is None
        assert parse_route('{"route": "action", "normalized_query": "can', "x", "r").contract is None
        assert parse_route("", "x", "r").contract is None

    def test_braces_inside_strings(self):
        r = parse_route('{"route": "knowledge", "normalized_query": "what does {x} mean"}', "q", "r")
        assert r.contract.normalized_query == "what does {x} mean"

    def test_empty_normalized_falls_back_to_original(self):
        r = parse_route('{"route": "knowledge", "normalized_query": ""}', "orig", "r")
        assert r.contract.normalized_query == "orig"


class TestRewrite:
    def test_prefix_and_quotes(self):
        assert parse_rewrite('Rewritten question: "What is the hotel cap?"') == "What is the hotel cap?"

    def test_first_non_empty_line(self):
        assert parse_rewrite("\n\nWhat is PTO?\nExplanation: ...") == "What is PTO?"

    def test_empty(self):
        assert parse_rewrite("   ") is None


@pytest.mark.parametrize("text, n, expected", [
    ("3, 1, 2", 3, [3, 1, 2]),
    ("Ranking: [2] then [4].", 4, [2, 4, 1, 3]),  # unranked passages keep their fused order after the ranked ones
    ("2, 2, 9, 0, 1", 3, [2, 1, 3]),  # repeats and out-of-range numbers are skipped
    ("none of them help", 3, None),
    ("", 3, None),
])
def test_parse_rerank(text, n, expected):
    assert parse_rerank(text, n) == expected


class TestConstrainedJSONReplies:
    """Replies constrained by a JSON schema (querylab/llm/schemas.py) parse to the same contracts."""

    def test_judge_json(self):
        v = parse_judge('{"verdict": "no", "motivation": "The documents do not name the limit."}', 2)
        assert (v.verdict, v.motivation, v.round) == ("no", "The documents do not name the limit.", 2)

    def test_judge_json_partial_stream_settles_on_the_verdict(self):
        assert parse_judge('{"verdict": "ye').verdict == "unparsed"
        assert parse_judge('{"verdict": "yes"').verdict == "yes"
        assert parse_judge('{"verdict": "yes", "motiv').verdict == "yes"

    def test_judge_json_with_another_verdict_is_unparsed(self):
        assert parse_judge('{"verdict": "maybe", "motivation": "x"}').verdict == "unparsed"

    def test_decision_json(self):
        d = parse_decision('{"decision": "NO_RETRIEVE", "rewritten_query": "hello"}', "orig")
        assert d.retrieve is False and d.parsed and d.rewritten_query == "hello"
        d = parse_decision('{"decision": "RETRIEVE", "rewritten_query": ""}', "orig")
        assert d.retrieve is True and d.rewritten_query == "orig"

    def test_decision_json_without_a_decision_falls_to_the_default(self):
        d = parse_decision('{"rewritten_query": "x"}', "orig")
        assert d.retrieve is True and d.parsed is False

    def test_rewrite_json_field(self):
        assert parse_rewrite('{"verdict": "no", "motivation": "m", "rewritten_query": " refund window days "}') == "refund window days"
        assert parse_rewrite('{"verdict": "yes", "motivation": "m", "rewritten_query": ""}') is None

    def test_rerank_json(self):
        assert parse_rerank('{"order": [3, 1]}', 3) == [3, 1, 2]

    def test_route_json_from_schema(self):
        reply = ('{"route": "knowledge", "normalized_query": "refund window", "topic": "refunds", "time_constraint": null, '
                 '"needs_clarification": false, "sub_intents": []}')
        parsed = parse_route(reply, "refund?", "r1")
        assert parsed.contract is not None and parsed.contract.route == Route.KNOWLEDGE


def test_route_json_with_a_raw_newline_inside_a_string_parses():
    """Measured on the local model: llama.cpp's JSON grammar lets a raw newline into a string, which strict JSON forbids."""
    reply = '{"route": "knowledge", "normalized_query": "refund\nwindow", "topic": "x", "time_constraint": null, "needs_clarification": false, "sub_intents": []}'
    parsed = parse_route(reply, "q", "r")
    assert parsed.contract is not None and parsed.contract.normalized_query == "refund\nwindow"


def test_the_router_template_asks_for_the_schemas_fields_only():
    """The engine fills `original_query` and `router_revision` (parse_route overwrites any echo), so the template
    asks for neither: each echo of the question costs a real model one token per word before the route is known.
    A single request gets `"sub_intents": []` (one entry would repeat the normalized query)."""
    import json
    import tomllib

    from querylab.config import REPO_ROOT
    from querylab.llm.schemas import ROUTE

    system = tomllib.loads((REPO_ROOT / "prompts" / "router.toml").read_text(encoding="utf-8"))["system"]
    example = json.loads(system[system.index("{{"):].replace("{{", "{").replace("}}", "}"))
    assert list(example) == list(ROUTE["properties"]) and example["sub_intents"] == []
    parsed = parse_route(json.dumps({**example, "route": "knowledge", "normalized_query": "refund window"}), "refund?", "r1")
    assert parsed.contract.original_query == "refund?" and parsed.contract.router_revision == "r1" and parsed.contract.sub_intents == []


# -- the judge's verdict as it streams (the critical path answers at a settled "yes") ----------------------------


@pytest.mark.parametrize(
    "text, verdict",
    [("y", None), ("yes", None), ("yes ", "yes"), ("No,", "no"), ("Answer: yes", None), ("Answer: yes -", "yes"), ("Perhaps ", None), ("**Yes**", "yes")],
)
def test_settled_verdict(text, verdict):
    assert settled_verdict(text) == verdict
