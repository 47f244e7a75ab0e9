"""The titles a judge case's passages get from the sample corpus, as a turn's chunks carry them."""

import json
from pathlib import Path

from querylab.eval.case_titles import passage_titles

REPO = Path(__file__).resolve().parents[2]


def test_each_passage_gets_the_title_of_the_file_that_holds_it(tmp_path):
    (tmp_path / "policy-2023.md").write_text("# Expense Policy 2023\n\n## Deadlines\n\nClaims within   60 days.\n", encoding="utf-8")
    (tmp_path / "notes.md").write_text("No heading here. Claims within 30 days.\n", encoding="utf-8")
    docs = ["## Deadlines\n\nClaims within 60 days.", "Claims within 30 days.", "A passage no file holds."]
    assert passage_titles(docs, tmp_path) == ["Expense Policy 2023", "notes", ""]


def test_the_blind_policy_passages_are_all_found_in_the_sample_corpus():
    cases = [json.loads(line) for line in (REPO / "tests/data/blind/v15/judge_policy_dev.jsonl").read_text(encoding="utf-8").splitlines()]
    titles = [t for c in cases for t in passage_titles(c["documents"], REPO / "sample_corpus" / c["tenant"])]
    assert titles and all(titles)
    assert "Expense Reimbursement Policy 2023" in titles


def test_a_judge_case_is_judged_with_its_passages_titles(tmp_path, minilm):
    """The evaluation gives the case's passages their titles, the judge step passes them on, and the offline judge reads
    the policy's year there (end to end, as `python -m querylab eval judge` runs a blind set)."""
    from querylab.config import Settings
    from querylab.eval.runner import run_eval

    corpus = (REPO / "sample_corpus/acme/expense-reimbursement-policy-2023.md").read_text(encoding="utf-8")
    section = corpus[corpus.index("## Submitting a claim"):corpus.index("## Not reimbursable")].strip()
    case = {"id": "t-1", "question": "How many days did the old 2023 expense rules give to submit a claim?", "documents": [section],
            "answerable": True, "kind": "answerable", "tenant": "acme"}
    path = tmp_path / "judge_titles.jsonl"
    path.write_text(json.dumps(case) + "\n", encoding="utf-8")
    settings = Settings(data_dir=tmp_path / "data", sample_corpus_dir=REPO / "sample_corpus")
    (row,) = run_eval("judge", str(path), settings=settings, cache=False)["cases"]
    assert row["predicted"] is True and "2023" in row["details"]["constraint"] and "nothing" not in row["details"]["constraint"]
    untitled = Settings(data_dir=tmp_path / "data2", sample_corpus_dir=tmp_path / "no-corpus")
    (row,) = run_eval("judge", str(path), settings=untitled, cache=False)["cases"]
    assert row["details"]["constraint"] == "the documents say nothing about 2023"  # without the title the year is nowhere
