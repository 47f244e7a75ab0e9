"""Judge round 16 (issue 18): a shape found on the policy judge dev half v22 (read this session; its test half was not).
The texts here are this file's own, not the set's."""

from querylab.offline.constraints import Constraint
from querylab.offline.name_matching import Doc, entity_found
from querylab.offline.spans import norm_name


def _found(acronym: str, text: str) -> bool:
    return entity_found(Constraint("entity", acronym, acronym.lower()), Doc(text, norm_name(text)), text)


def test_an_acronym_of_three_letters_matches_its_words_in_lower_case():
    assert _found("DPA", "Enterprise customers can sign a data processing agreement on request.")
    assert _found("NDA", "The summary is shared under a non-disclosure agreement.")
    assert _found("SLA", "Business plans include a Service Level Agreement.")  # (capitalised: matched before too)
    assert not _found("DPA", "Customers can sign a data sharing agreement on request.")
    # two letters in lower case are too common to count: "in the" is no IT
    assert not _found("IT", "Laptops are returned in the original box.")
