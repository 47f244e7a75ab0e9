"""`run_eval` on tiny hand-made sets: numbers checkable by hand, a scripted model, a 6-document BEIR folder.

Why scripted: the runner's job is plumbing (which template, which context, which metric), so the
model's replies are written down and every expected number below follows from them.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from querylab.config import Settings
from querylab.eval.cache import ResultCache
from querylab.eval.context import EvalContext
from querylab.eval.datasets import DatasetError
from querylab.eval.intents import IntentModel
from querylab.eval.runner import json_summary, print_metrics, run_eval
from tests.fakes.hash_embedder import HashEmbedder
from tests.fakes.scripted_llm import ScriptedLLM

ALICE = {"tenant": "acme", "user": "alice", "groups": ["staff"]}

ROUTING_CASES = [
    {"id": "r1", "query": "How many days do I have for a refund?", "principal": ALICE, "expected_route": "knowledge"},
    {"id": "r2", "query": "Where is my order 1043?", "principal": ALICE, "expected_route": "live_tool"},
    {"id": "r3", "query": "hello there", "principal": ALICE, "expected_route": "small_talk"},
    # the model escalates this one to an action
    {"id": "r4", "query": "What is the refund policy?", "principal": ALICE, "expected_route": "knowledge"},
    # the model drops the negation from the normalized query
    {"id": "r5", "query": "Why can I not get a refund after 30 days?", "principal": ALICE,
     "expected_route": "knowledge", "must_preserve": ["not", "30 days"],
     "history": [{"role": "user", "content": "refunds"}, {"role": "assistant", "content": "30 days"}]},
]

ROUTER_REPLIES = {
    "How many days do I have for a refund?": {"route": "knowledge"},
    "Where is my order 1043?": {"route": "live_tool"},
    "hello there": {"route": "small_talk"},
    "What is the refund policy?": {"route": "action"},
    "Why can I not get a refund after 30 days?": {"route": "knowledge", "normalized_query": "Why get a refund after 30 days?"},
}


def router_reply(request) -> str:
    question = request.variables["question"]
    return json.dumps({"normalized_query": question, **ROUTER_REPLIES[question]})


def write_jsonl(path: Path, rows: list[dict]) -> Path:
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(data_dir=tmp_path / "data", seed_sample_corpus=False)


def test_routing_set_through_the_router_step(tmp_path: Path, settings: Settings) -> None:
    path = write_jsonl(tmp_path / "routing.jsonl", ROUTING_CASES)
    llm = ScriptedLLM({"router": router_reply})
    result = run_eval("routing", str(path), llm=llm, settings=settings)

    assert llm.tasks() == ["router"] * 5
    m = result["metrics"]
    assert result["n"] == 5 and m["accuracy"] == pytest.approx(4 / 5)
    assert m["escalations"] == 1 and m["escalation_cases"] == ["r4"]
    assert m["preservation_failures"] == 1 and m["preservation_failure_cases"] == ["r5"]
    assert m["guard_rejections"] == 1  # the pipeline's guard would have swapped in the original query
    assert [c["id"] for c in result["cases"]] == ["r1", "r2", "r3", "r4", "r5"]
    r4 = result["cases"][3]
    assert (r4["expected"], r4["predicted"], r4["correct"]) == ("knowledge", "action", False)
    # the trusted context reaches the model, and the history is rendered into the template
    call = next(c for c in llm.calls if c.variables["question"] == ROUTING_CASES[4]["query"])  # calls run 4 at a time
    assert call.variables["_tenant"] == "acme" and call.variables["_user"] == "alice"
    assert call.variables["_history"][0] == {"role": "user", "content": "refunds"}
    assert "user: refunds" in call.user


def test_unparsable_router_reply_is_wrong_and_never_escalates(tmp_path: Path, settings: Settings) -> None:
    path = write_jsonl(tmp_path / "routing.jsonl", ROUTING_CASES[:2])
    result = run_eval("routing", str(path), llm=ScriptedLLM({"router": "I think it is a tool call"}), settings=settings)
    m = result["metrics"]
    assert m["accuracy"] == 0.0 and m["unparsed"] == 2 and m["escalations"] == 0
    assert result["cases"][0]["predicted"] is None and "JSON" in result["cases"][0]["details"]["error"]


JUDGE_CASES = [
    {"id": "j1", "question": "How long is the refund window?", "documents": ["Refunds within 30 days."], "answerable": True},
    {"id": "j2", "question": "What is the hotel cap?", "documents": ["Hotels up to EUR 180."], "answerable": True},
    {"id": "j3", "question": "What is the per diem?", "documents": ["Hotels up to EUR 180."], "answerable": False},
    {"id": "j4", "question": "Can I fly business class?", "documents": ["Economy class only."], "answerable": False},
]


def judge_reply(request) -> str:
    q = request.variables["question"]
    if "refund" in q or "per diem" in q:  # right on j1, wrong (false positive) on j3
        return "Yes, the documents say so."
    if "hotel" in q:  # false negative on j2
        return "no - the documents do not mention the cap"
    return "maybe"  # unparsed on j4: counts as "no", which is right there


def test_judge_set_through_the_judge_step(tmp_path: Path, settings: Settings) -> None:
    path = write_jsonl(tmp_path / "judge.jsonl", JUDGE_CASES)
    llm = ScriptedLLM({"judge": judge_reply})
    result = run_eval("judge", str(path), llm=llm, settings=settings)
    m = result["metrics"]
    assert (m["tp"], m["fn"], m["fp"], m["tn"]) == (1, 1, 1, 1)
    assert m["accuracy"] == 0.5 and m["balanced_accuracy"] == 0.5
    assert m["false_negative_rate"] == 0.5 and m["false_positive_rate"] == 0.5 and m["unparsed"] == 1
    assert "calibrated" not in m  # only the offline judge can be calibrated
    first = next(c for c in llm.calls if c.variables["question"] == JUDGE_CASES[0]["question"])
    assert first.variables["_documents"] == ["Refunds within 30 days."]
    assert "[1] Refunds within 30 days." in first.system
    assert [c["predicted"] for c in result["cases"]] == [True, False, True, None]


def test_second_run_computes_nothing_and_an_edit_recomputes_one_case(tmp_path: Path, settings: Settings) -> None:
    path = write_jsonl(tmp_path / "judge.jsonl", JUDGE_CASES)
    cache = ResultCache(tmp_path / "eval.sqlite")
    llm = ScriptedLLM({"judge": judge_reply})
    first = run_eval("judge", str(path), llm=llm, settings=settings, cache=cache)
    assert first["computed"] == 4 and len(llm.calls) == 4

    again = run_eval("judge", str(path), llm=llm, settings=settings, cache=cache)
    assert again["computed"] == 0 and len(llm.calls) == 4
    assert again["metrics"]["accuracy"] == first["metrics"]["accuracy"]

    edited = [dict(c) for c in JUDGE_CASES]
    edited[1]["documents"] = ["The hotel cap is EUR 180 per night."]
    write_jsonl(path, edited)
    third = run_eval("judge", str(path), llm=llm, settings=settings, cache=cache)
    assert third["computed"] == 1 and len(llm.calls) == 5

    other_model = ScriptedLLM({"judge": judge_reply}, model="another-model")
    fourth = run_eval("judge", str(path), llm=other_model, settings=settings, cache=cache)
    assert fourth["computed"] == 4  # another backend is another configuration


def test_limit_and_split_reach_the_loader(tmp_path: Path, settings: Settings) -> None:
    path = write_jsonl(tmp_path / "judge.jsonl", JUDGE_CASES)
    result = run_eval("judge", str(path), limit=2, llm=ScriptedLLM({"judge": "yes"}), settings=settings)
    assert result["n"] == 2 and result["split"] == "all" and result["limit"] == 2


def test_unknown_set_raises_dataset_error(settings: Settings) -> None:
    with pytest.raises(DatasetError, match="neither a file"):
        run_eval("judge", "no-such-set.jsonl", llm=ScriptedLLM({}), settings=settings)


def test_cli_exits_non_zero_naming_the_broken_line(tmp_path: Path, monkeypatch, capsys) -> None:
    from querylab.cli import main

    path = tmp_path / "broken.jsonl"
    path.write_text(json.dumps(JUDGE_CASES[0]) + "\n" + '{"id": "j2", "question": "x", "documents": [], "answerable": "yes"}\n')
    monkeypatch.setenv("QUERYLAB_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)  # no stray .env
    status = main(["eval", "judge", str(path)])
    err = capsys.readouterr().err
    assert status != 0
    assert "line 2" in err and "answerable" in err and str(path) in err


def test_cli_writes_json_out(tmp_path: Path, monkeypatch, capsys) -> None:
    """The command line end to end on a route set, with the offline model forced off the network."""
    from querylab.cli import main

    path = write_jsonl(tmp_path / "routing.jsonl", ROUTING_CASES[:2])
    out = tmp_path / "out" / "metrics.json"
    monkeypatch.setenv("QUERYLAB_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("querylab.eval.context.EvalContext.llm", property(lambda self: ScriptedLLM({"router": router_reply})))
    status = main(["eval", "routing", str(path), "--json-out", str(out)])
    assert status == 0
    data = json.loads(out.read_text())
    assert {"set", "n", "metrics", "split", "config"} <= set(data)
    assert data["n"] == 2 and data["metrics"]["accuracy"] == 1.0 and "cases" not in data
    assert "accuracy" in capsys.readouterr().out


# -- retrieval on a 6-document BEIR folder ----------------------------------------------------------------

CORPUS = [
    {"_id": "d1", "title": "Refunds", "text": "Customers can request a refund within thirty days of delivery."},
    {"_id": "d2", "title": "Hotels", "text": "The hotel cap is 180 euros per night in most cities."},
    {"_id": "d3", "title": "Laptops", "text": "Staff laptops are replaced every three years by the IT desk."},
    {"_id": "d4", "title": "Parking", "text": "Visitor parking is available behind the main building."},
    {"_id": "d5", "title": "Holidays", "text": "Employees receive twenty five vacation days per year."},
    {"_id": "d6", "title": "Expenses", "text": "Expense claims need a receipt and manager approval."},
]
QUERIES = [
    {"_id": "q1", "text": "refund request delivery"},
    {"_id": "q2", "text": "hotel cap per night"},
    {"_id": "q3", "text": "how many vacation days"},
    {"_id": "q4", "text": "unanswerable question about nothing"},
]
QRELS = "query-id\tcorpus-id\tscore\nq1\td1\t1\nq2\td2\t1\nq3\td5\t1\n"


@pytest.fixture
def beir(tmp_path: Path) -> Path:
    folder = tmp_path / "tiny_beir"
    folder.mkdir()
    write_jsonl(folder / "corpus.jsonl", CORPUS)
    write_jsonl(folder / "queries.jsonl", QUERIES)
    (folder / "qrels.tsv").write_text(QRELS)
    return folder


def test_retrieval_channels_on_a_tiny_beir_folder(beir: Path, settings: Settings) -> None:
    llm = ScriptedLLM({"judge": "no - the documents do not mention it",
                       "rewrite": lambda r: r.variables["question"] + " policy"})
    ctx = EvalContext(settings, llm=llm, embedder=HashEmbedder(), cache=ResultCache(settings.data_dir / "c.sqlite"))
    result = run_eval("retrieval", str(beir), context=ctx)
    m = result["metrics"]
    assert result["n"] == 3 and m["skipped"] == 0  # q4 has no qrels
    for channel in ("dense", "bm25", "original", "rewrite", "fused", "loop"):
        assert m[f"{channel}.recall@10"] == 1.0  # six documents: everything is in the top 10
        assert 0.0 < m[f"{channel}.mrr"] <= 1.0
    assert m["bm25.recall@1"] == 1.0  # each query shares its rare words with its gold document only
    assert m["rewritten_share"] == 1.0 and m["judge_yes_share"] == 0.0
    # the turn's own loop: judge "no", one rewrite, judge again (queries run 4 at a time)
    assert sorted(llm.tasks()) == ["judge"] * 6 + ["rewrite"] * 3
    assert m["looped_share"] == 1.0 and m["loop_subset"]["n"] == 3
    row = result["cases"][0]
    assert row["details"]["rewrite"] == "refund request delivery policy" and row["expected"] == ["d1"]
    store = Path(result["config"]["store"])
    assert store.parent == settings.data_dir / "cache" and (store / "querylab_eval_store.json").is_file()

    again = run_eval("retrieval", str(beir), context=ctx)
    assert again["computed"] == 0 and len(llm.calls) == 9
    assert again["metrics"]["fused.mrr"] == m["fused.mrr"]


def test_printed_tables_name_the_metrics(tmp_path: Path, settings: Settings, capsys) -> None:
    path = write_jsonl(tmp_path / "judge.jsonl", JUDGE_CASES)
    result = run_eval("judge", str(path), llm=ScriptedLLM({"judge": judge_reply}), settings=settings)
    print_metrics(result)
    out = capsys.readouterr().out
    assert "balanced_accuracy" in out and "false_negative_rate" in out
    assert set(json_summary(result)) >= {"set", "n", "metrics", "split"}


def test_intent_model_separates_clusters_and_scores_outliers_low() -> None:
    rng = np.random.default_rng(1)
    centres = np.eye(8)[:3]
    X = np.concatenate([c + 0.05 * rng.standard_normal((30, 8)) for c in centres])
    X /= np.linalg.norm(X, axis=1, keepdims=True)
    labels = ["a"] * 30 + ["b"] * 30 + ["c"] * 30
    model = IntentModel(epochs=30, learning_rate=0.05).fit(X, labels)
    queries = np.concatenate([centres, np.eye(8)[5:6]])
    pred = model.predict(queries)
    assert pred.intents[:3] == ["a", "b", "c"]
    assert pred.scores[3] < pred.scores[:3].min()  # far from every example and no confident class
    assert pred.labels(float(pred.scores[:3].min()) - 1e-6) == ["a", "b", "c", "oos"]


TWO_HOP_CORPUS = [
    {"_id": "brand", "title": "Brand (play)", "text": "Brand is a play by the Norwegian playwright Henrik Ibsen. It was first performed in Stockholm in 1885."},
    {"_id": "ibsen", "title": "Henrik Ibsen", "text": "Henrik Ibsen was born in Skien in 1828 and is often called the father of realism in the theatre."},
    {"_id": "x1", "title": "Citizenship", "text": "Citizenship of a country is usually granted to the children of its citizens."},
    {"_id": "x2", "title": "Authorship", "text": "An author is the creator of a written work such as a book or a play."},
    {"_id": "x3", "title": "Brand management", "text": "A brand is a name or symbol that identifies the goods of one seller."},
    {"_id": "x4", "title": "Dual citizenship", "text": "Some countries allow a citizen of another country to keep both passports."},
]


def test_the_rewrite_channel_follows_the_name_the_first_hop_gives(tmp_path: Path, settings: Settings, offline_llm, minilm) -> None:
    """The offline judge names what the closest passage gives (Henrik Ibsen) and the rewrite after a "no" adds
    it, so the loop round reaches the second hop that the question's own words cannot. (The offline judge itself
    says "yes" here — word coverage cannot see a missing hop — so its first verdict is turned into a "no".)"""
    folder = tmp_path / "two_hop"
    folder.mkdir()
    write_jsonl(folder / "corpus.jsonl", TWO_HOP_CORPUS)
    write_jsonl(folder / "queries.jsonl", [{"_id": "q", "text": "What country was the author of Brand a citizen of?"}])
    (folder / "qrels.tsv").write_text("query-id\tcorpus-id\tscore\nq\tbrand\t1\nq\tibsen\t1\n")
    ctx = EvalContext(settings, llm=FirstJudgeSaysNo(offline_llm), embedder=minilm, cache=False)
    row = run_eval("retrieval", str(folder), context=ctx)["cases"][0]
    assert "Henrik Ibsen" in row["details"]["rewrite"] and row["details"]["looped"]
    runs = row["details"]["runs"]
    assert runs["loop"].index("ibsen") < runs["original"].index("ibsen")
    assert runs["loop"].index("ibsen") <= 1  # right after the first hop's own paragraph


class FirstJudgeSaysNo:
    """The offline model, except that the first judge call's verdict is "no" (its motivation is kept)."""

    def __init__(self, inner) -> None:
        self.inner, self.name, self.model, self.offline, self.judged = inner, inner.name, inner.model, True, False

    def complete(self, request):
        response = self.inner.complete(request)
        if request.task == "judge" and not self.judged:
            self.judged = True
            response.text = "no" + response.text.split(None, 1)[0][3:] + " " + response.text.split(None, 1)[1]
        return response

    def stream(self, request):
        yield self.complete(request).text


def test_retrieval_rerank_channel_follows_the_rerank_step(beir: Path, settings: Settings) -> None:
    from querylab.eval.context import EvalConfig

    llm = ScriptedLLM({"judge": "yes - fine", "rewrite": lambda r: r.variables["question"], "rerank": "2, 1"})
    ctx = EvalContext(settings, llm=llm, embedder=HashEmbedder(), cache=ResultCache(settings.data_dir / "c.sqlite"))
    plain = run_eval("retrieval", str(beir), context=ctx)
    assert "reranked" not in plain["metrics"]["channels"] and "rerank" not in llm.tasks()
    result = run_eval("retrieval", str(beir), context=ctx, config=EvalConfig(rerank=True))
    assert result["computed"] == 3  # another configuration: nothing read from the plain run's cache
    assert llm.tasks().count("rerank") == 3
    for row in result["cases"]:
        runs = row["details"]["runs"]
        assert runs["reranked"][:2] == [runs["original"][1], runs["original"][0]]  # one chunk per document here
        assert runs["reranked"][2:] == runs["original"][2:]
    assert result["metrics"]["reranked.recall@10"] == 1.0


def test_a_case_is_judged_as_the_tenant_it_was_written_for(tmp_path: Path, settings: Settings) -> None:
    """A blind case says its tenant: the judge step runs with that tenant's scope (its glossary, its company name), not
    the configured one, and the cached result is that tenant's."""
    cases = [{"id": "t1", "question": "How many PTO days do I get?", "documents": ["25 PTO days."], "answerable": True,
              "tenant": "globex"},
             {"id": "t2", "question": "How many PTO days do I get?", "documents": ["25 PTO days."], "answerable": True}]
    llm = ScriptedLLM({"judge": "yes"})
    run_eval("judge", str(write_jsonl(tmp_path / "judge.jsonl", cases)), llm=llm, settings=settings)
    assert sorted(c.variables["_tenant"] for c in llm.calls) == sorted(["globex", settings.tenant])
