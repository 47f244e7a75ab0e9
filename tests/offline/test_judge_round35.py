"""Judge round 35 (issue 18): shapes the policy judge dev halves v58 and v59 exposed (read this session; their test
halves not), checked on every dev half v1-v59. The questions and tables here are this file's own, not the sets'."""

import pytest

from querylab.lexicon import read_tables, sentences
from querylab.offline.constraints import extract_constraints
from querylab.offline.spans import answer_span

PRICES = """## Desk plans
Every plan is billed per seat.
| Tier | Monthly price | Rooms | SLA |
|---|---|---|---|
| Solo | EUR 5 | 1 room | none |
| Team | EUR 11 | up to 12 rooms | 99.9% |
Trials last 14 days."""


def test_a_table_row_is_read_with_its_column_names():
    rows = [s for s in sentences(PRICES) if s.startswith("tier:")]
    assert rows == ["tier: Solo; monthly price: EUR 5; rooms: 1 room; SLA: none.",
                    "tier: Team; monthly price: EUR 11; rooms: up to 12 rooms; SLA: 99.9%."]
    assert "Trials last 14 days." in sentences(PRICES)  # the text after the table is its own sentence again
    assert "| Solo | EUR 5 | 1 room | none |" in sentences(PRICES)  # each row as written is kept beside its statement
    assert not any(s.startswith("|---") or s.startswith("| Tier") for s in sentences(PRICES))


def test_rows_cut_without_their_header_stay_as_they_are():
    cut = "| Team | EUR 11 | up to 12 rooms | 99.9% |"
    assert read_tables(cut) == cut


def test_on_top_of_is_no_ranking():
    assert extract_constraints("Which bank holidays do I get on top of my PTO?").answer_type != "ranking"
    assert extract_constraints("Which plan is the top choice of customers?").answer_type == "ranking"


@pytest.mark.parametrize("question, version", [
    ("What did Team cost in the Desk Services Overview 4.0?", "4.0"),
    ("is that in the Travel Guide 2.1 too?", "2.1"),
    ("What does Team cost for 4.5 rooms?", None),  # a figure, not a title's version
])
def test_a_decimal_after_a_titles_last_word_is_its_version(question, version):
    versions = [c.value for c in extract_constraints(question).constraints if c.kind == "version"]
    assert versions == ([version] if version else [])


def test_an_order_of_events_is_no_ranking():
    qc = extract_constraints("Which plan do most of your customers pick?")
    assert qc.answer_type == "ranking"
    assert answer_span(qc, "tier: Team; support: first response within 4 business hours.", set())[0] == ""
    assert answer_span(qc, "Team is the tier that ranks first with customers.", set())[0] != ""
