"""Stated metadata: dates to ISO, versions, audiences, successors."""

from __future__ import annotations

import pytest

from querylab.corpus.metadata import detect_metadata, normalize_audience, parse_date


@pytest.mark.parametrize(
    "raw,iso",
    [
        ("2024-01-01", "2024-01-01"),
        ("2024/1/5", "2024-01-05"),
        ("1 March 2024", "2024-03-01"),
        ("March 1, 2024", "2024-03-01"),
        ("1st of Sept 2025", "2025-09-01"),
        ("05.03.2024", "2024-03-05"),
        ("12/31/2024", "2024-12-31"),
        ("2024-03", "2024-03-01"),
        ("2024-02-30", None),
        ("as soon as possible", None),
    ],
)
def test_parse_date(raw: str, iso: str | None) -> None:
    assert parse_date(raw) == iso


def test_month_only_expiry_means_end_of_month() -> None:
    assert parse_date("February 2024", end_of_month=True) == "2024-02-29"


@pytest.mark.parametrize(
    "raw,canonical",
    [("Managers", "managers"), ("HR and Managers", "hr,managers"), ("everyone", "all"), ("All employees", "all"),
     ("line managers; finance", "finance,line managers")],
)
def test_audience(raw: str, canonical: str) -> None:
    assert normalize_audience(raw) == canonical


def test_first_occurrence_wins_and_prose_is_ignored() -> None:
    text = (
        "- Effective: 2023-01-01\n> Expires: 2024-01-01\nThe effective date of the old plan was 2019.\n"
        "Effective: 2020-01-01\nDocument version: 3\n"
    )
    found, warnings = detect_metadata(text)
    assert found == {"effective_date": "2023-01-01", "expiry_date": "2024-01-01", "version": "3"}
    assert warnings == []
