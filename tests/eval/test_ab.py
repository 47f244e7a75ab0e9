"""A/B: a synthetic set where configuration B is strictly better; the statistics must say so, the cache must help."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from querylab.config import REPO_ROOT, Settings
from querylab.eval.ab import compare, per_case_values
from querylab.eval.cache import ResultCache
from querylab.eval.context import EvalConfig, EvalContext
from querylab.templates import PromptTemplate
from tests.fakes.scripted_llm import ScriptedLLM

N = 40


def truthful(request) -> str:
    """Says yes exactly when the (synthetic) question is answerable."""
    return "yes - stated" if "answerable" in request.variables["question"].split() else "no - missing"


def always_yes(request) -> str:
    return "yes - looks fine"


@pytest.fixture
def judge_set(tmp_path: Path) -> Path:
    rows = [
        {"id": f"c{i:02d}", "question": f"question {i} {'answerable' if i % 2 == 0 else 'unanswerable'}",
         "documents": [f"document {i}"], "answerable": i % 2 == 0}
        for i in range(N)
    ]
    path = tmp_path / "judge.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows))
    return path


@pytest.fixture
def ctx(tmp_path: Path) -> EvalContext:
    return EvalContext(Settings(data_dir=tmp_path / "data"), cache=ResultCache(tmp_path / "eval.sqlite"))


def test_strictly_better_b_has_a_confidence_interval_above_zero(judge_set: Path, ctx: EvalContext) -> None:
    a = EvalConfig(label="always yes", llm=ScriptedLLM({"judge": always_yes}, model="a"))
    b = EvalConfig(label="truthful", llm=ScriptedLLM({"judge": truthful}, model="b"))
    result = compare("judge", str(judge_set), a, b, context=ctx)

    assert result["n"] == N and result["n_disagreements"] == N // 2
    acc = result["differences"]["accuracy"]
    assert (acc["a"], acc["b"], acc["diff"]) == (0.5, 1.0, 0.5)
    assert acc["low"] > 0 and acc["p_value"] < 0.01
    bal = result["differences"]["balanced_accuracy"]
    assert bal["a"] == pytest.approx(0.5) and bal["b"] == pytest.approx(1.0) and bal["low"] > 0
    fpr = result["differences"]["false_positive_rate"]
    assert fpr["a"] == pytest.approx(1.0) and fpr["b"] == 0.0 and fpr["high"] < 0
    mc = result["mcnemar"]
    assert (mc["b01"], mc["b10"]) == (N // 2, 0) and mc["p_value"] < 0.001
    row = result["disagreements"][0]
    assert row["id"] == "c01" and row["a_predicted"] is True and row["b_predicted"] is False and row["b_correct"]
    assert result["a"]["metrics"]["accuracy"] == 0.5 and result["b"]["config"]["label"] == "truthful"


def test_rerun_only_computes_the_changed_arm(judge_set: Path, ctx: EvalContext) -> None:
    llm_a = ScriptedLLM({"judge": always_yes}, model="a")
    llm_b = ScriptedLLM({"judge": truthful}, model="b")
    first = compare("judge", str(judge_set), EvalConfig(llm=llm_a), EvalConfig(llm=llm_b), context=ctx)
    assert first["computed"] == {"a": N, "b": N}

    # B gets an edited judge template: a new revision, so only B is recomputed
    base = PromptTemplate.load(REPO_ROOT / "prompts" / "judge.toml")
    edited = PromptTemplate(base.name, base.system + "\nBe brief.", base.user, base.variables)
    second = compare("judge", str(judge_set), EvalConfig(llm=llm_a), EvalConfig(llm=llm_b, templates={"judge": edited}), context=ctx)
    assert second["computed"] == {"a": 0, "b": N}
    assert len(llm_a.calls) == N and len(llm_b.calls) == 2 * N
    assert "Be brief." in llm_b.calls[-1].system
    assert second["b"]["config"]["templates"] == {"judge": edited.revision}


def test_identical_arms_show_no_difference(judge_set: Path, ctx: EvalContext) -> None:
    same = EvalConfig(llm=ScriptedLLM({"judge": truthful}, model="same"))
    result = compare("judge", str(judge_set), same, same, context=ctx)
    assert result["n_disagreements"] == 0 and result["computed"]["b"] == 0
    assert result["differences"]["accuracy"]["diff"] == 0.0 and result["mcnemar"]["p_value"] == 1.0


def test_balanced_accuracy_values_average_to_the_metric() -> None:
    rows = [{"id": str(i), "expected": e, "predicted": p, "correct": e == p, "details": {}}
            for i, (e, p) in enumerate([(True, True), (True, False), (True, True), (False, False)])]
    values = per_case_values("judge", rows, {})
    mean = sum(values["balanced_accuracy"]) / len(rows)
    assert mean == pytest.approx((2 / 3 + 1.0) / 2)
    assert sum(values["false_negative_rate"]) / len(rows) == pytest.approx(1 / 3)


class Flaky(ScriptedLLM):
    """A model that answers the first half of its calls truthfully, then flips a coin per case: not reproducible."""

    def __init__(self) -> None:
        super().__init__({"judge": self.reply}, model="flaky")
        self.n = 0

    def reply(self, request) -> str:
        self.n += 1
        if self.n > N and int(request.variables["question"].split()[1]) % 5 == 0:
            return "no - changed my mind"
        return truthful(request)


def test_a_a_noise_floor_for_a_backend_that_is_not_deterministic(judge_set: Path, ctx: EvalContext) -> None:
    flaky = Flaky()
    a = EvalConfig(llm=flaky, label="A")
    b = EvalConfig(llm=flaky, label="B", templates={"judge": PromptTemplate.load(REPO_ROOT / "prompts" / "judge.toml")})
    result = compare("judge", str(judge_set), a, b, context=ctx, noise_floor=None)  # None: decide by the backend
    assert result["noise_floor"] is True
    noise = result["noise"]["accuracy"]
    assert noise["diff"] < 0 and noise["band"] > 0  # A run again moved with nothing changed
    assert result["differences"]["accuracy"]["within_noise"] is True


def test_ab_command_writes_both_arms_and_the_ab_object(judge_set: Path, tmp_path: Path, monkeypatch, capsys) -> None:
    from querylab.cli import main

    monkeypatch.setenv("QUERYLAB_DATA_DIR", str(tmp_path / "cli-data"))
    monkeypatch.setenv("QUERYLAB_LLM_BACKEND", "offline")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    assert main(["prompts", "show", "offline_model"]) == 0
    strict = tmp_path / "strict.toml"
    strict.write_text(capsys.readouterr().out.replace("threshold = 0.51 ", "threshold = 0.99 ", 1), encoding="utf-8")
    out = tmp_path / "ab.json"
    assert main(["eval", "judge", str(judge_set), "--ab", f"offline_model={strict}", "--json-out", str(out)]) == 0
    data = json.loads(out.read_text())
    assert set(data["metrics"]) == {"a", "b"} and "accuracy" in data["metrics"]["b"]
    acc = data["ab"]["accuracy"]
    assert {"diff", "ci_low", "ci_high"} <= set(acc) and "mcnemar_p" in data["ab"] and isinstance(data["ab"]["changed"], list)
    assert main(["eval", "judge", str(judge_set), "--ab", f"offline_model={tmp_path / 'nope.toml'}"]) == 2
    assert "no such file" in capsys.readouterr().err
    capsys.readouterr()
    assert main(["prompts", "save", "offline_model", str(strict), "--label", "production", "--evidence", str(out)]) == 0
    from querylab.labels import LabelStore

    move = LabelStore(tmp_path / "cli-data" / "prompts").moves("offline_model")[-1]
    assert move.revision == capsys.readouterr().out.strip() and move.evidence["set"] == str(judge_set)
    assert move.evidence["differences"]["accuracy"]["diff"] == acc["diff"]
    assert main(["prompts", "label", "offline_model", move.revision, "staging", "--evidence", str(strict)]) == 2  # not an A/B file
