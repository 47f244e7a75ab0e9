"""Judge round 27 (issue 18): a defect the policy judge dev halves v42 and v43 exposed (read this session; their test
halves not). The questions here are this file's own, not the sets'."""

import pytest

from querylab.offline.codes import codes
from querylab.offline.constraints import extract_constraints


@pytest.mark.parametrize("text, found", [
    ("is my yearly PTO 20 days or 25?", []),  # a count of days, not a code "PTO 20"
    ("does the SLA 4 hours apply to P2s?", []),
    ("is ISO 27701 on the list?", ["ISO 27701"]),
    ("which TR-2 fields are required?", ["TR-2"]),
    ("is the SOC 2 report shared?", ["SOC 2"]),
])
def test_a_prefix_with_a_count_after_it_is_no_code(text, found):
    assert [m.group(0) for m in codes(text)] == found


def test_the_count_is_a_number_constraint_again():
    kinds = [(c.kind, c.text) for c in extract_constraints("After six years, is my yearly PTO 20 days or 25?").constraints]
    assert ("number", "20 days") in kinds
    assert not any(kind == "entity" and "20" in text for kind, text in kinds)
