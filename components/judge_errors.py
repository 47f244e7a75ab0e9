"""The judge's mistakes, listed with the constraint it matched or missed: the view support staff use to
see *why* the judge said "yes" to a question the documents cannot answer, or "no" to one they can."""

from __future__ import annotations

from typing import Any

import pandas as pd
import streamlit as st


def judge_error_rows(cases: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(false positives, false negatives) as table rows: case id, the constraint, the motivation."""
    positives: list[dict[str, Any]] = []
    negatives: list[dict[str, Any]] = []
    for case in cases:
        if case.get("correct"):
            continue
        details = case.get("details") or {}
        row = {"id": case.get("id"), "constraint": details.get("constraint") or "(none named)",
               "motivation": str(details.get("motivation", ""))[:240]}
        for column in ("score", "learned", "encoder"):  # the rule score, the probability that decided, the judge encoder's
            if column in details:
                row[column] = details[column]
        if case.get("expected") is True:
            negatives.append(row)
        elif case.get("predicted") is True:
            positives.append(row)
    return positives, negatives


def judge_errors(cases: list[dict[str, Any]], key: str) -> None:
    """Two tables: false positives ("yes" to an unanswerable case) and false negatives ("no" to an answerable one)."""
    positives, negatives = judge_error_rows(cases)
    st.markdown(f"**Judge mistakes** · {len(positives)} false positive(s), {len(negatives)} false negative(s)")
    st.caption("The constraint column says what the judge matched (false positives: the qualifier it should have "
               "missed) or found failed (false negatives: what it thought the documents lack).")
    for title, rows, suffix in (("False positives: said yes, the documents cannot answer", positives, "fp"),
                                ("False negatives: said no, the documents do answer", negatives, "fn")):
        st.markdown(f"*{title}*")
        if rows:
            st.dataframe(pd.DataFrame(rows), hide_index=True, key=f"{key}-{suffix}")
        else:
            st.caption("None.")
