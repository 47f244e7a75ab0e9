"""The command line on real files: a PDF, a DOCX and a Markdown file, then a changed re-upload."""

from __future__ import annotations

from pathlib import Path

import pytest

from querylab.cli import main
from querylab.config import Settings
from querylab.corpus.store import CorpusStore
from tests.corpus.builders import make_docx, make_pdf


@pytest.fixture
def files(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "travel.pdf").write_bytes(make_pdf([["Travel policy", "Rail is the default for trips under 4 hours."]], title="Travel policy"))
    (folder / "pto.docx").write_bytes(make_docx([("h1", "PTO policy"), ("p", "Employees receive 28 days of paid time off.")]))
    (folder / "refunds.md").write_text("# Refunds\n\nRefunds are accepted within 30 days of delivery.\n", encoding="utf-8")
    return folder


def test_ingest_pdf_docx_md_then_changed_reupload(files: Path, tmp_path: Path, monkeypatch, capsys, minilm) -> None:
    data = tmp_path / "data"
    monkeypatch.setenv("QUERYLAB_DATA_DIR", str(data))
    assert main(["ingest", str(files), "--tenant", "acme", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.count("added") == 3 and "3 ok, 0 failed" in out

    store = CorpusStore(Settings(data_dir=data), minilm)
    before = {d.source: d for d in store.list_documents("acme")}
    assert set(before) == {"travel.pdf", "pto.docx", "refunds.md"}
    assert main(["ingest", str(files), "--tenant", "acme", "--quiet"]) == 0
    assert capsys.readouterr().out.count("unchanged") == 3

    (files / "refunds.md").write_text("# Refunds\n\nRefunds are accepted within 14 days of delivery.\n", encoding="utf-8")
    assert main(["ingest", str(files / "refunds.md"), "--tenant", "acme", "--quiet"]) == 0
    assert "updated" in capsys.readouterr().out
    store = CorpusStore(Settings(data_dir=data), minilm)
    doc = next(d for d in store.list_documents("acme") if d.source == "refunds.md")
    text = store.get_document_text(doc.doc_id, "acme")
    assert "14 days" in text and "30 days" not in text  # exactly the new chunks, no stale ones


def test_ingest_reports_a_bad_file_and_exits_non_zero(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("QUERYLAB_DATA_DIR", str(tmp_path / "data"))
    bad = tmp_path / "empty.txt"
    bad.write_bytes(b"")
    assert main(["ingest", str(bad), str(tmp_path / "missing.md"), "--quiet"]) == 1
    captured = capsys.readouterr()
    assert "empty.txt" in captured.out and "missing.md" in captured.err


def test_ask_unknown_preset_is_rejected(capsys) -> None:
    with pytest.raises(SystemExit):
        main(["ask", "hi", "--preset", "nope"])
    assert "invalid choice" in capsys.readouterr().err


@pytest.mark.parametrize("flag, value, message", [("--rrf-k", "-1", "below the minimum 0"), ("--top-k", "0", "below the minimum 1"), ("--rrf-k", "six", "not a whole number")])
def test_ask_refuses_bad_fusion_and_top_k_values_by_name(capsys, flag, value, message) -> None:
    with pytest.raises(SystemExit):
        main(["ask", "hi", flag, value])
    assert message in capsys.readouterr().err


def test_ask_records_the_rrf_k_and_top_k_it_was_given(tmp_path: Path, monkeypatch, capsys) -> None:
    import json

    monkeypatch.setenv("QUERYLAB_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("QUERYLAB_LLM_BACKEND", "offline")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    assert main(["ask", "What is the refund policy?", "--rrf-k", "0", "--top-k", "3", "--json"]) == 0
    trace = json.loads(capsys.readouterr().out)
    assert (trace["config"]["rrf_k"], trace["config"]["top_k"]) == (0, 3)
    assert trace["fused"][0]["score"] >= 1.0  # 1 / (0 + rank 1) from at least one channel


def test_backend_flag_overrides_the_environment_for_one_command(tmp_path: Path, monkeypatch, capsys, minilm) -> None:
    import json

    monkeypatch.setenv("QUERYLAB_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("QUERYLAB_LLM_BACKEND", "openai")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    assert main(["ask", "What is the refund policy?", "--json"]) == 2  # openai without a key: said, not attempted
    assert "OPENAI_API_KEY" in capsys.readouterr().err
    assert main(["ask", "What is the refund policy?", "--json", "--backend", "offline"]) == 0
    trace = json.loads(capsys.readouterr().out)
    assert trace["backend"] == "offline" and trace["steps"]

    out = tmp_path / "routing.json"
    assert main(["eval", "routing", "tests/data/routing_cases.jsonl", "--limit", "3", "--backend", "offline", "--json-out", str(out)]) == 0
    assert json.loads(out.read_text())["config"]["backend"].startswith("offline")


def test_backend_local_without_llama_cpp_exits_with_the_install_command(tmp_path: Path, monkeypatch, capsys) -> None:
    import importlib.util

    from querylab.llm.local_server import INSTALL_COMMAND

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "llama_cpp" else real(name, *a))
    monkeypatch.setenv("QUERYLAB_DATA_DIR", str(tmp_path / "data"))
    assert main(["ask", "What is the refund policy?", "--backend", "local"]) == 2
    assert INSTALL_COMMAND in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["ask", "q", "--backend", "gpt5"])  # argparse names the valid choices


@pytest.mark.parametrize("argv,target,held_out,write", [
    (["train", "router", "--held-out"], "router", True, False),
    (["train", "router", "--holdout"], "router", True, False),
    (["train", "judge", "--write", "--l2", "50"], "judge", False, True),
    (["train", "examples", "--held-out"], "examples", True, False),
])
def test_one_train_command_fits_either_learned_part(argv: list[str], target: str, held_out: bool, write: bool) -> None:
    from querylab.cli import build_parser
    from querylab.cli_train import cmd_train

    args = build_parser().parse_args(argv)
    assert (args.target, args.held_out, args.write, args.func) == (target, held_out, write, cmd_train)


def test_train_refuses_an_unknown_target(capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["train", "answer"])
    assert exc.value.code == 2 and "invalid choice: 'answer'" in capsys.readouterr().err


def test_setup_byte_compiles_the_sources_even_where_python_would_not(tmp_path: Path, monkeypatch) -> None:
    import importlib.util
    import sys

    from querylab.cli import compile_sources

    monkeypatch.setattr(sys, "dont_write_bytecode", True)  # PYTHONDONTWRITEBYTECODE=1, as in containers and CI
    (tmp_path / "pkg" / "sub").mkdir(parents=True)
    modules = [tmp_path / "pkg" / "__init__.py", tmp_path / "pkg" / "sub" / "deep.py"]
    for module in modules:
        module.write_text("VALUE = 1\n", encoding="utf-8")
    assert compile_sources(tmp_path, ["pkg"])
    assert all(Path(importlib.util.cache_from_source(str(m))).exists() for m in modules)

    (tmp_path / "pkg" / "broken.py").write_text("def (:\n", encoding="utf-8")
    assert not compile_sources(tmp_path, ["pkg"])  # reported, so setup can say so; the rest stays compiled
