"""What the alignment returns: how the documents meet each of the question's constraints, and the best passage.

Its own module so that the readings that settle one constraint against the documents (`querylab.offline.dated_matches`)
and the aligner that runs them (`querylab.offline.alignment`) share these types without importing each other.
"""

from __future__ import annotations

from dataclasses import dataclass

from querylab.offline.constraints import Constraint

MATCHED, IN_DOCUMENT, MISSING, CONFLICT, EXCLUDED = "matched", "in_document", "missing", "conflict", "excluded"


@dataclass(frozen=True)
class Window:
    """A sentence, or two adjacent sentences, of one document."""

    doc: int
    text: str


@dataclass
class Match:
    """How the documents meet one constraint. ``found`` is the differing value for a conflict."""

    constraint: Constraint
    status: str
    found: str = ""

    @property
    def failed(self) -> bool:
        return self.status in (MISSING, CONFLICT, EXCLUDED)


@dataclass
class Alignment:
    """The best passage for the question and how each constraint fared there."""

    matches: list[Match]
    window: str = ""
    answer_type: str = "other"
    answer_span: str = ""  # a span of the asked type in the window ("" when none was needed or found)
    answer_needed: bool = False
    unit_conflict: str = ""  # the unit the documents use when the question asks another ("days" for "hours")
    topic_coverage: float = 0.0  # share of the question's topic words in the window
    focus: str = ""  # the attribute asked for ("deductible"), "" when the question has none
    focus_found: bool = True  # some sentence of the documents names the focus (or a synonym)

    @property
    def failed(self) -> list[Match]:
        return [m for m in self.matches if m.failed]

    @property
    def conflicts(self) -> list[Match]:
        return [m for m in self.matches if m.status in (CONFLICT, EXCLUDED)]

    @property
    def missing(self) -> list[Match]:
        return [m for m in self.matches if m.status == MISSING]

    @property
    def missing_audiences(self) -> list[Match]:
        """Groups of people the question is about that no passage names (`querylab.offline.audiences`): a hard "no"."""
        return [m for m in self.matches if m.constraint.kind == "role" and m.status == MISSING]

    @property
    def answer_missing(self) -> bool:
        """No span of the asked type where the asked attribute is named (or, without one, in the best passage)."""
        return self.answer_needed and not self.answer_span and self.focus_found

    @property
    def focus_missing(self) -> bool:
        """The attribute asked for is named nowhere in the documents: it counts as a missing constraint."""
        return bool(self.focus) and not self.focus_found
