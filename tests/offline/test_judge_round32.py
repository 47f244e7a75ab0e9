"""Judge round 32 (issue 18): shapes the policy judge dev halves v52 and v53 exposed (read this session; their test
halves not), checked on every dev half v1-v53. The questions here are this file's own, not the sets'."""

import pytest

from querylab.offline.audiences import audience_status, audiences
from querylab.offline.constraints import extract_constraints
from querylab.offline.focus import focus_of
from querylab.lexicon import stem


@pytest.mark.parametrize("question, named", [
    ("Our volunteers at the charity run — are they insured by us?", ["volunteers"]),
    ("Do the cleaners get the bridge day off as well?", ["cleaners"]),
    ("I'm a secondee from a partner firm. Which travel rules apply?", ["secondee"]),
    ("I'm employed by our Danish subsidiary. How much PTO do I get?", ["subsidiary"]),
    ("The courier's driver slipped on our ramp. Who covers that?", ["courier's driver"]),
    ("Who drives the van to the warehouse?", []),
])
def test_people_on_site_who_are_not_staff(question, named):
    assert [m.group(0).lower() for m in audiences(question)] == named


def test_a_subsidiary_named_in_the_scope_sentence_is_met():
    scope = frozenset(stem(w) for w in "applies to employees of Acme and its subsidiaries".split())
    assert audience_status("subsidiary", stem("subsidiary"), frozenset(), frozenset(), [scope]) == "in_document"
    assert audience_status("subsidiary", stem("subsidiary"), frozenset(), frozenset(), [frozenset({"employe"})]) == "missing"


@pytest.mark.parametrize("question, focus", [
    ("How long do I have to give the badge back after my last day?", ""),  # the asker's deadline: the passage has its own verb
    ("how long do we have to send the old phone in?", ""),
    ("how long does the help desk take to reset a password?", "reset"),  # an actor's turnaround still names the act
])
def test_the_askers_own_deadline_has_no_focus_verb(question, focus):
    assert focus_of(question) == focus


@pytest.mark.parametrize("question, qualifier", [
    ("how much can I spend on the team dinner without going over budget?", False),
    ("can I upgrade without going above the approval limit?", False),
    ("can I cancel without paying a fee?", True),
])
def test_a_limit_the_asker_keeps_to_is_no_qualifier(question, qualifier):
    kinds = [c.kind for c in extract_constraints(question).constraints]
    assert ("qualifier" in kinds) is qualifier
