"""export (bundle, ragmeup-env, langfuse, phoenix) and import --format ragmeup-env, through the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from dotenv import dotenv_values

from querylab.bundle import BundleError, load_bundle
from querylab.cli import main
from querylab.export import mustache
from querylab.ragmeup_env import RAGMEUP_KEYS

# A RAG Me Up-style .env written for this test (its keys, our own wording), with quotes and braces to escape.
RAGMEUP_ENV = '''llm_model=some-model
vector_store_k=8
rerank=True
rerank_k=3
rag_instruction="You answer from the library. Documents:

{context}"
rag_question_initial="Initial question:

{question}"
rag_question_followup="Follow-up question:

{question}"
rag_fetch_new_instruction="Should new documents be fetched? Answer yes or no."
rag_fetch_new_question="The question is \\"{question}\\"\\n"
use_rewrite_loop=True
rewrite_query_instruction="Do these documents answer it? Only yes or no. Literal {{braces}} stay.

{context}"
rewrite_query_question="Question:

{question}"
rewrite_query_prompt="Rephrase for a better search, only the rephrasing: {question}"
use_re2=True
re2_prompt="Read the question again: "
'''


@pytest.fixture
def data(tmp_path: Path, monkeypatch) -> Path:
    monkeypatch.setenv("QUERYLAB_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    return tmp_path


def test_ragmeup_import_then_export_round_trips(data: Path, capsys) -> None:
    env = data / "ragmeup.env"
    env.write_text(RAGMEUP_ENV, encoding="utf-8")
    assert main(["import", "--format", "ragmeup-env", str(env)]) == 0
    out = capsys.readouterr().out
    assert "judge:" in out and "(label imported)" in out and "rerank_k=3" in out
    exported = data / "out.env"
    assert main(["export", "--format", "ragmeup-env", "--label", "imported", "--out", str(exported)]) == 0
    original, back = dotenv_values(env), dotenv_values(exported)
    assert set(back) == set(RAGMEUP_KEYS)
    assert {k: back[k] for k in RAGMEUP_KEYS} == {k: original[k] for k in RAGMEUP_KEYS}
    # the production revisions were not touched by the import
    assert main(["prompts", "show", "judge"]) == 0
    assert "strict judge" in capsys.readouterr().out


def test_ragmeup_export_of_defaults_names_what_cannot_be_expressed(data: Path) -> None:
    out = data / "defaults.env"
    assert main(["export", "--format", "ragmeup-env", "--out", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    values = dotenv_values(out)
    assert set(values) == set(RAGMEUP_KEYS) and "{context}" in values["rewrite_query_instruction"]
    assert "{documents}" not in text and "{motivation}" not in values["rewrite_query_prompt"]
    assert "# rewrite@" in text and "{motivation}" in text  # listed as a comment
    assert values["use_rewrite_loop"] == "True" and values["vector_store_k"] == "10"


def test_import_refuses_a_placeholder_querylab_cannot_fill(data: Path, capsys) -> None:
    env = data / "bad.env"
    env.write_text('rewrite_query_instruction="Docs {context} for {user_name}"\n', encoding="utf-8")
    assert main(["import", "--format", "ragmeup-env", str(env)]) == 2
    assert "{user_name}" in capsys.readouterr().err


def test_bundle_api_renders_the_production_revision(data: Path, capsys) -> None:
    assert main(["prompts", "show", "judge"]) == 0
    edited = data / "judge.toml"
    edited.write_text(capsys.readouterr().out.replace("strict judge", "very strict judge"), encoding="utf-8")
    assert main(["prompts", "save", "judge", str(edited), "--label", "production"]) == 0
    rev = capsys.readouterr().out.strip()
    path = data / "bundle.json"
    assert main(["export", "--format", "bundle", "--out", str(path)]) == 0
    bundle = load_bundle(path)
    system, user = bundle.render("judge", documents="[1] <b>refunds</b>", question="how long?")
    assert "very strict judge" in system and "&lt;b&gt;refunds" in system and user == "how long?"
    assert bundle.labels("judge") == {"production": rev}
    assert bundle.data["evidence"]["judge"]["production"]["revision"] == rev
    assert {k["name"] for k in bundle.data["knobs"]} == {"offline_model", "offline_glossary", "offline_route_examples", "offline_route_model"}
    assert bundle.data["presets"]["ragmeup"]["followup_reuse"] is True and bundle.data["rrf_k"] == 60
    with pytest.raises(BundleError, match="staging"):
        bundle.template("judge", "staging")
    (data / "x.json").write_text("{}")
    with pytest.raises(BundleError, match="not a QueryLab bundle"):
        load_bundle(data / "x.json")


def test_langfuse_and_phoenix_prompt_json(data: Path) -> None:
    assert main(["export", "--format", "langfuse", "--out", str(data / "lf.json")]) == 0
    assert main(["export", "--format", "phoenix", "--out", str(data / "px.json")]) == 0
    lf = {p["name"]: p for p in json.loads((data / "lf.json").read_text())}
    judge = lf["querylab-judge"]
    assert judge["type"] == "chat" and [m["role"] for m in judge["prompt"]] == ["system", "user"]
    assert "{{documents}}" in judge["prompt"][0]["content"] and judge["prompt"][1]["content"] == "{{question}}"
    assert judge["labels"] == ["production"] and judge["config"]["querylab_revision"]
    px = {p["prompt"]["name"]: p for p in json.loads((data / "px.json").read_text())}
    version = px["querylab-judge-rewrite"]["version"]
    assert (version["template_type"], version["template_format"], version["template"]["type"]) == ("CHAT", "MUSTACHE", "chat")
    assert version["invocation_parameters"]["type"] == "openai"


def test_mustache_keeps_literal_braces_single() -> None:
    assert mustache("a {x} {{lit}} b") == "a {{x}} {lit} b"
