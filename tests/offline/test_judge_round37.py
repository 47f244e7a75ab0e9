"""Judge round 37 (issue 18): shapes the policy judge dev halves v62 and v63 exposed (read this session; their test
halves not), checked on every dev half v1-v63. The questions here are this file's own, not the sets'."""

import pytest

from querylab.offline.constraints import extract_constraints
from querylab.offline.figures import satisfies


@pytest.mark.parametrize("question, version", [
    ("what did the travel policy say in its 2.x days?", "2.x"),
    ("was the mileage rate different in version 3.x?", "3.x"),
    ("how much is 2.5 days of per diem?", None),
])
def test_a_major_version_written_with_x(question, version):
    versions = [c.value for c in extract_constraints(question).constraints if c.kind == "version"]
    assert versions == ([version] if version else [])


def test_a_major_version_meets_its_minors_only():
    assert satisfies("2.1", "2.x", "") and satisfies("2.0", "2.x", "")
    assert not satisfies("3.0", "2.x", "")


@pytest.mark.parametrize("question, place, named", [("Denmark's consumer law gives two years. Does that cover my dock?", "Denmark", True),
                                                    ("Boston to Denver, 5 hours: economy or business?", "Boston", False),  # the asker's route
                                                    ("Receipts: where do I send them?", "Receipts", False)])
def test_a_place_whose_law_opens_the_question_is_a_name(question, place, named):
    entities = [c.text for c in extract_constraints(question).constraints if c.kind == "entity"]
    assert (place in entities) is named
