"""A permission the question asks for one department when the policy grants it to another.

"I'm a team lead in Engineering: can I approve a EUR 250 goodwill refund?" against "Customer Care team leads can approve
a goodwill refund up to EUR 250": every topic word, the role and the amount are in the passage, so coverage and cosine
say yes. The passage answers for Customer Care only. On the blind policy dev halves v30–v33 (issue 18 round 22) this
was the commonest false "yes" of the `other_role` kind: Sales, Engineering and new starters asking what the policy
gives Customer Care or Support agents.

Only a department the passage *grants* something to counts ("Customer Care team leads can …", "Support agents cancel
…"): a passage that names a department in passing ("also needs a check by the Finance team") decides nothing, and a
passage that names the asker's own department anywhere is not in conflict.
"""

from __future__ import annotations

import re

#: Departments by the words companies write them in; each group is one department under several names.
_GROUPS: tuple[tuple[str, ...], ...] = (
    ("customer care", "customer support", "customer service", "support"),
    ("sales",), ("engineering",), ("marketing",), ("finance", "accounting"), ("legal",), ("procurement", "purchasing"),
    ("hr", "people operations", "people team"), ("it",), ("operations",), ("facilities",), ("payroll",), ("logistics",),
)
_CANONICAL = {name: group[0] for group in _GROUPS for name in group}
_NAMES = sorted(_CANONICAL, key=len, reverse=True)
#: In the question a department is written with capitals ("Sales", "Customer Care", "IT"): "sales tax" is none.
_IN_QUESTION = re.compile(r"\b(?:" + "|".join(
    (n.upper() if len(n) == 2 else re.escape(n.title()).replace(r"\ ", r"\s+")) for n in _NAMES) + r")\b")
_ACTORS = r"(?:team\s+leads?|leads?|agents?|managers?|staff|employees|representatives|reps|specialists|team(?:\s+members)?)"
_VERBS = r"(?:can|may|are\s+allowed\s+to|approve|approves|cancel|cancels|grant|grants|decide|decides)"
#: The question asks whether someone may act: a department named only as context ("a customer called Sales") asks nothing.
_ASKS_PERMISSION = re.compile(r"\b(?:can|could|may|allowed|permitted|able\s+to|approve|authori[sz]e|sign\s+off)\b", re.I)
#: "Customer Care team leads can approve …", "Support agents cancel orders …": a department the passage grants to.
_GRANTED = re.compile(r"\b(?P<d>" + "|".join(re.escape(n).replace(r"\ ", r"\s+") for n in _NAMES) + rf")\s+{_ACTORS}\s+{_VERBS}\b", re.I)


def asked_departments(question: str) -> list[str]:
    """The departments ``question`` names, canonical and in order ("customer care" for "Customer Support")."""
    found = [_CANONICAL[re.sub(r"\s+", " ", m.group(0)).lower()] for m in _IN_QUESTION.finditer(question)]
    return list(dict.fromkeys(found))


def granted_departments(passage: str) -> list[str]:
    """The departments ``passage`` grants something to, canonical and in order."""
    found = [_CANONICAL[re.sub(r"\s+", " ", m.group("d")).lower()] for m in _GRANTED.finditer(passage)]
    return list(dict.fromkeys(found))


def display(department: str) -> str:
    """A canonical department as a motivation writes it: "Customer Care", "IT"."""
    return department.upper() if len(department) <= 2 else department.title()


def _names(department: str, text: str) -> bool:
    group = next(g for g in _GROUPS if g[0] == department)
    return any(re.search(r"\b" + re.escape(n).replace(r"\ ", r"\s+") + r"\b", text, re.I) for n in group if len(n) > 2) or \
        any(re.search(rf"\b{n.upper()}\b", text) for n in group if len(n) == 2)


def department_conflict(question: str, passage: str, documents: list[str]) -> tuple[str, str] | None:
    """(the asked department, the one the passage grants to) when they differ and no document names the asked one."""
    asked = asked_departments(question) if _ASKS_PERMISSION.search(question) else []
    granted = granted_departments(passage)
    if not asked or not granted or set(asked) & set(granted):
        return None
    if any(_names(a, d) for a in asked for d in documents):
        return None
    return asked[0], granted[0]
