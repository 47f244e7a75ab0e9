"""`prompts list|show|save|label` and `ask --template`: round trips through files, exit 2 naming a bad file."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from querylab.cli import main
from querylab.templates import PromptTemplate


@pytest.fixture
def data(tmp_path: Path, monkeypatch) -> Path:
    monkeypatch.setenv("QUERYLAB_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("QUERYLAB_LLM_BACKEND", "offline")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    return tmp_path


def test_show_edit_save_label_round_trip(data: Path, capsys) -> None:
    assert main(["prompts", "list"]) == 0
    listing = capsys.readouterr().out
    assert "judge" in listing and "offline_model" in listing and "offline_route_examples" in listing
    assert main(["prompts", "show", "judge"]) == 0
    text = capsys.readouterr().out
    template = PromptTemplate.from_toml(text)
    edited = data / "judge.toml"
    edited.write_text(replace(template, system=template.system + "\nBe brief.").to_toml(), encoding="utf-8")
    assert main(["prompts", "save", "judge", str(edited), "--note", "capital Y", "--label", "staging"]) == 0
    rev = capsys.readouterr().out.strip()
    assert len(rev) == 12
    assert main(["prompts", "show", "judge", "--label", "staging"]) == 0
    assert capsys.readouterr().out == edited.read_text()  # the saved revision prints back as the file
    assert main(["prompts", "label", "judge", rev, "production"]) == 0
    assert "production -> " + rev in capsys.readouterr().out
    assert main(["prompts", "list"]) == 0
    line = next(l for l in capsys.readouterr().out.splitlines() if l.startswith("judge "))
    assert rev in line and "staging=" + rev in line


def test_save_and_label_refuse_bad_input_with_status_2(data: Path, capsys) -> None:
    bad = data / "bad.toml"
    bad.write_text("[judge]\nthreshold = 7\n", encoding="utf-8")
    assert main(["prompts", "save", "offline_model", str(bad)]) == 2
    assert "threshold" in capsys.readouterr().err
    assert main(["prompts", "label", "judge", "0000deadbeef", "production"]) == 2
    assert "no revision" in capsys.readouterr().err
    assert main(["prompts", "show", "nope"]) == 2
    assert "no template or knob file named 'nope'" in capsys.readouterr().err


def test_ask_with_a_knob_draft_flips_a_yes_and_bad_files_exit_2(data: Path, capsys) -> None:
    assert main(["prompts", "show", "offline_model"]) == 0
    strict = data / "strict.toml"
    strict.write_text(capsys.readouterr().out.replace("threshold = 0.51 ", "threshold = 0.99 ", 1), encoding="utf-8")
    assert main(["ask", "What is the refund policy?", "--tenant", "acme", "--json"]) == 0
    before = json.loads(capsys.readouterr().out)
    assert before["judge"]["verdict"] == "yes"
    assert main(["ask", "What is the refund policy?", "--tenant", "acme", "--json", "--template", f"offline_model={strict}"]) == 0
    after = json.loads(capsys.readouterr().out)
    assert after["judge"]["verdict"] == "no"
    assert after["config"]["knobs"]["offline_model"] != before["config"]["knobs"]["offline_model"]
    broken = data / "broken.toml"
    broken.write_text("name = 'judge'\nsystem = '{oops'\n", encoding="utf-8")
    assert main(["ask", "x", "--template", f"judge={broken}"]) == 2
    err = capsys.readouterr().err
    assert "judge=" in err and str(broken) in err
    assert main(["ask", "x", "--template", "judge"]) == 2
    assert "NAME=PATH" in capsys.readouterr().err
    assert main(["ask", "x", "--template", f"judge={data / 'missing.toml'}"]) == 2
    assert "no such file" in capsys.readouterr().err


def test_saving_a_route_classifier_for_another_embedder_is_refused_with_status_2(data: Path, capsys) -> None:
    """`prompts save` builds no engine, so it asks the configured embedder itself: a 16-dimension classifier does not
    fit MiniLM's 384 (it would be switched off when the offline model is built), and nothing is stored."""
    shipped = json.loads((Path(__file__).resolve().parent.parent / "prompts" / "offline" / "route_model.json").read_text(encoding="utf-8"))
    small = data / "small.json"
    small.write_text(json.dumps({**shipped, "embed_dim": 16, "embedding_weights": {r: [0.0] * 16 for r in shipped["routes"]}}), encoding="utf-8")
    assert main(["prompts", "save", "offline_route_model", str(small)]) == 2
    assert "embed_dim is 16" in capsys.readouterr().err
    assert main(["prompts", "history", "offline_route_model"]) == 0
    assert len(capsys.readouterr().out.strip().splitlines()) == 1  # the default only
