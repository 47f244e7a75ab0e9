"""Place names a question writes in lower case ("employed in spain", "i live in new york").

Why a list: the judge tells names from ordinary words by their capitals (and by the documents' own vocabulary), so a
country typed in lower case was no constraint at all, and "is 12 october a day off in spain?" met the Dutch holiday list
(blind policy dev v6, v9, v10: four false "yes"es). Countries and US states are world knowledge, like weekdays; names that
are also ordinary words ("turkey", "chad", "jersey", "georgia") are left out.
"""

from __future__ import annotations

import re

_PLACES = ("netherlands|holland|belgium|luxembourg|germany|france|spain|portugal|italy|austria|switzerland|ireland|"
           "united kingdom|england|scotland|wales|denmark|sweden|norway|finland|iceland|poland|czechia|czech republic|hungary|"
           "romania|bulgaria|greece|croatia|slovenia|slovakia|estonia|latvia|lithuania|japan|south korea|korea|singapore|"
           "australia|new zealand|canada|mexico|brazil|argentina|india|united states|california|texas|new york|washington state|"
           "massachusetts|oregon|illinois|florida|colorado|ohio|michigan|pennsylvania|arizona|nevada|tennessee")
LOWERCASE_PLACE = re.compile(rf"(?-i:\b(?:{_PLACES})\b)")


def lowercase_places(question: str) -> list[re.Match[str]]:
    """The place names ``question`` writes in lower case, in order."""
    return list(LOWERCASE_PLACE.finditer(question or ""))
