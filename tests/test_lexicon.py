from querylab.lexicon import protected_spans, stem
from querylab.preservation import missing_protected


def test_protected_spans():
    s = protected_spans("I cannot get a refund after 30 days for order 1042 under Version 2.1 since 2024-01-05 at Globex")
    assert s.negations == ("cannot",)
    assert "30 days" in s.numbers and "1042" in s.numbers
    assert s.versions == ("Version 2.1",)
    assert "2024-01-05" in s.dates
    assert "Globex" in s.names


def test_lost_negation_and_number_detected():
    assert missing_protected("I cannot get a refund after 30 days", "how do I get a refund") == ["cannot", "30 days"]


def test_equivalent_negations_accepted():
    assert missing_protected("I can't get a refund after 30 days", "why can I not get a refund after 30 days?") == []


def test_year_kept():
    assert missing_protected("what did the 2024 expense policy say", "expense policy hotels") == ["2024"]


def test_stem():
    assert stem("refunds") == stem("refund") == "refund"
    assert stem("policies") == "policy"
