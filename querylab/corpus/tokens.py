"""Tokenisation for BM25: lower-cased `\\w+` runs minus a small English stopword list.

Small on purpose: no stemming, so exact terms such as policy numbers and product names score as
typed, and the same function tokenises documents and queries.
"""

from __future__ import annotations

import re

_WORD = re.compile(r"\w+")

STOPWORDS: frozenset[str] = frozenset(
    """a an and are as at be been but by can could did do does for from had has have he her his how i if in
    into is it its me my of on or our she so than that the their them then there these they this those to
    us was we were what when where which who whom why will with would you your""".split()
)


def tokenize(text: str) -> list[str]:
    return [t for t in _WORD.findall(text.lower()) if t not in STOPWORDS]
