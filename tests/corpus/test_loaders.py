"""Text extraction per format: titles, sections, headings, records, stated metadata."""

from __future__ import annotations

import pytest

from querylab.corpus.loaders import load_document
from tests.corpus.builders import make_docx, make_jsonl, make_pdf


def test_markdown_sections_title_and_fences() -> None:
    text = (
        "Preamble line.\n\n# Refund policy\n\nRefunds take 30 days.\n\n## Exceptions\n\n"
        "```\n# not a heading\n```\n\nGift cards are final.\n\nSetext heading\n--------------\n\nUnder setext."
    )
    doc = load_document("refunds.md", text.encode())
    assert doc.title == "Refund policy"
    assert [s.heading for s in doc.sections] == ["", "Refund policy", "Exceptions", "Setext heading"]
    assert "# not a heading" in doc.sections[2].text
    assert doc.sections[1].level == 1 and doc.sections[2].level == 2
    assert doc.format == "md"


def test_markdown_front_matter_gives_title_and_metadata() -> None:
    text = "---\ntitle: Travel policy\neffective: 2024-05-01\naudience: Managers\n---\nBook economy class.\n"
    doc = load_document("travel.markdown", text.encode())
    assert doc.title == "Travel policy"
    assert doc.metadata["effective_date"] == "2024-05-01"
    assert doc.metadata["audience"] == "managers"
    assert "title:" not in doc.text


def test_txt_without_heading_uses_stem_and_keeps_bom_free_text() -> None:
    doc = load_document("notes/shipping-rules.txt", "\ufeffShipping takes 5 days.\r\nExpress is faster.".encode())
    assert doc.title == "shipping-rules"
    assert doc.text == "Shipping takes 5 days.\nExpress is faster."
    assert doc.format == "txt"


def test_stated_metadata_detected_in_text() -> None:
    text = (
        "# Leave policy\n\n**Effective date:** 1 March 2024\nValid until: 2025-12\nVersion: v2.1\n"
        "Audience: all staff\nSuperseded by: Leave policy 2026\n\nEmployees get 25 days."
    )
    doc = load_document("leave.md", text.encode())
    assert doc.metadata == {
        "effective_date": "2024-03-01",
        "expiry_date": "2025-12-31",
        "version": "2.1",
        "audience": "all",
        "superseded_by": "Leave policy 2026",
    }


def test_unreadable_stated_date_is_a_warning_not_a_value() -> None:
    doc = load_document("x.md", b"# X\n\nEffective: next Tuesday\n\nBody text here.")
    assert "effective_date" not in doc.metadata
    assert any("next Tuesday" in w for w in doc.warnings)


def test_pdf_pages_become_sections_with_metadata_title() -> None:
    data = make_pdf([["Refund policy", "Refunds take 30 days."], ["Gift cards are final."]], title="Refunds PDF")
    doc = load_document("refunds.pdf", data)
    assert doc.title == "Refunds PDF"
    assert [s.heading for s in doc.sections] == ["Page 1", "Page 2"]
    assert [s.metadata["page"] for s in doc.sections] == [1, 2]
    assert "Refunds take 30 days." in doc.sections[0].text
    assert "Gift cards are final." in doc.sections[1].text


def test_pdf_without_metadata_title_uses_stem() -> None:
    doc = load_document("plain.pdf", make_pdf([["Just text."]]))
    assert doc.title == "plain"


def test_html_drops_script_and_style_and_keeps_headings() -> None:
    html = (
        "<html><head><title>Help centre</title><style>p{color:red}</style></head><body>"
        "<script>var secret = 'ignore me';</script><h1>Returns</h1><p>Return within <b>30</b> days.</p>"
        "<ul><li>Keep the receipt</li><li>Use the label</li></ul><h2>Fees</h2>"
        "<table><tr><th>Item</th><th>Fee</th></tr><tr><td>Shoes</td><td>5 &euro;</td></tr></table></body></html>"
    )
    doc = load_document("help.html", html.encode())
    assert doc.title == "Help centre"
    assert "ignore me" not in doc.text and "color:red" not in doc.text
    assert [s.heading for s in doc.sections] == ["Returns", "Fees"]
    assert "Return within 30 days." in doc.sections[0].text
    assert "- Keep the receipt\n- Use the label" in doc.sections[0].text
    assert "Shoes | 5 €" in doc.sections[1].text


def test_html_declared_charset_is_honoured() -> None:
    html = '<html><head><meta charset="iso-8859-1"><title>Caf\xe9</title></head><body><p>Men\xfc</p></body></html>'
    doc = load_document("menu.htm", html.encode("latin-1"))
    assert doc.title == "Café" and "Menü" in doc.text


def test_docx_headings_become_markdown_headings() -> None:
    data = make_docx(
        [
            ("title", "Expense policy"),
            ("p", "Effective: 2024-02-01"),
            ("h1", "Meals"),
            ("p", "Meals up to 30 euros are covered."),
            ("bullet", "Keep receipts"),
            ("h2", "Alcohol"),
            ("p", "Alcohol is never covered."),
            ("table", "Item,Limit;Taxi,50"),
        ],
        core_title="Core title",
    )
    doc = load_document("expenses.docx", data)
    assert doc.title == "Expense policy"
    assert "# Expense policy" in doc.text and "# Meals" in doc.text and "## Alcohol" in doc.text
    assert [s.heading for s in doc.sections] == ["Expense policy", "Meals", "Alcohol"]
    assert "- Keep receipts" in doc.sections[1].text
    assert "Taxi | 50" in doc.sections[2].text
    assert doc.metadata["effective_date"] == "2024-02-01"


def test_docx_without_headings_uses_core_title() -> None:
    doc = load_document("memo.docx", make_docx([("p", "Just a memo.")], core_title="Memo 7"))
    assert doc.title == "Memo 7"


def test_csv_one_section_per_row_with_text_field() -> None:
    data = b"id,title,text\n1,Refunds,Refunds take 30 days.\n2,Shipping,Shipping takes 5 days.\n"
    doc = load_document("faq.csv", data)
    assert [(s.heading, s.text) for s in doc.sections] == [
        ("Refunds", "Refunds take 30 days."),
        ("Shipping", "Shipping takes 5 days."),
    ]
    assert doc.sections[0].metadata == {"row": 2, "record_id": "1"}
    assert doc.metadata == {}  # rows are data, not stated metadata


def test_csv_without_text_field_joins_all_fields_and_sniffs_delimiter() -> None:
    doc = load_document("people.csv", b"name;role\nAda;engineer\n")
    assert doc.sections[0].text == "name: Ada\nrole: engineer"
    assert doc.sections[0].heading == "Ada"


def test_csv_chosen_text_field() -> None:
    doc = load_document("q.csv", b"question,answer\nHow long?,30 days\n", text_field="answer")
    assert doc.sections[0].text == "30 days"


def test_jsonl_beir_corpus_keeps_ids_and_titles() -> None:
    data = make_jsonl([{"_id": "d1", "title": "Paris", "text": "Paris is in France."}, {"_id": "d2", "title": "", "text": "Rome."}])
    doc = load_document("corpus.jsonl", data)
    assert [s.heading for s in doc.sections] == ["Paris", "Row 2"]
    assert [s.metadata["record_id"] for s in doc.sections] == ["d1", "d2"]
    assert doc.sections[0].text == "Paris is in France."


@pytest.mark.parametrize("name", ["a.TXT", "b.Md", "c.HTML"])
def test_extension_is_case_insensitive(name: str) -> None:
    assert load_document(name, b"Hello there.").sections


def test_html_without_closing_head_keeps_the_body() -> None:
    doc = load_document("lazy.html", b"<html><head><title>Lazy</title><meta charset=utf-8><body><p>Body text.</p>")
    assert doc.title == "Lazy" and doc.text == "Body text."
