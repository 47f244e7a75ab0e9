"""Errors raised while turning a file into a document.

One exception type for every way a file can be unusable, so a batch can catch it, record it against
that file and carry on with the next one. The message always names the file and says what was wrong,
because it is shown verbatim to the person who uploaded the file.
"""

from __future__ import annotations


class IngestError(ValueError):
    """A file cannot be ingested. `filename` and `reason` are kept separately for the UI and tests."""

    def __init__(self, filename: str, reason: str) -> None:
        self.filename = filename
        self.reason = reason
        super().__init__(f"{filename}: {reason}")
