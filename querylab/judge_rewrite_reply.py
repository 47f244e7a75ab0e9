"""Reading a judge_rewrite reply (critical-path option `judge_rewrite`): the verdict's part, and the rewrite it
proposes, both when the reply has ended and while it still streams.

The shipped template (prompts/judge_rewrite.toml) asks for the missing search terms in `<added_terms>` tags (or an
`added_terms` JSON field), and the rewrite is the judged query with those terms appended in brackets
(`with_added_terms`). Why terms and not a whole rewritten question: the next retrieval round waits for the
rewrite, and a model writing a rewrite first copies the question out again, token by token (≈ 22 of the
benchmark's pieces against ≈ 8 for the terms alone). Appending also keeps every word of the question, so the
preservation guard has nothing to reject. A template that asks for a whole question in `<rewritten_query>` tags
(or a `rewritten_query` field: an earlier revision, a user's edit, the offline model) is read as before.
"""

from __future__ import annotations

import re

from querylab.parsing import REWRITE_TAG as _FULL_TAG
from querylab.parsing import closed_json_string, json_reply, parse_rewrite

_TERMS_TAG = re.compile(r"<\s*added_terms\s*>(.*?)<\s*/\s*added_terms\s*>", re.IGNORECASE | re.DOTALL)
_OPEN_TAG = re.compile(r"<\s*(?:rewritten_query|added_terms)\s*>", re.IGNORECASE)
#: An opened tag whose closing tag has begun: its text can no longer grow. "</r" and "</ad", not "</": a rewrite
#: about markup may hold "</div" (or "</a>"). A real tokenizer spends several tokens on a closing tag (SmolLM2's 7
#: on ``</rewritten_query>``, ``</`` and ``rew`` the first two); the fake's word pieces send it with the last word.
_CLOSING_TAGS: tuple[tuple[re.Pattern[str], bool], ...] = (
    (re.compile(r"<\s*rewritten_query\s*>(.*?)<\s*/\s*r", re.IGNORECASE | re.DOTALL), False),
    (re.compile(r"<\s*added_terms\s*>(.*?)<\s*/\s*ad", re.IGNORECASE | re.DOTALL), True),
)


def with_added_terms(query: str, terms: str) -> str | None:
    """The rewrite that `terms` make of `query`: the query's own words, then the terms in brackets; None for no terms.

    >>> with_added_terms("How long is the refund window?", "days after delivery, headsets")
    'How long is the refund window (days after delivery, headsets)?'
    """
    terms = " ".join((terms or "").split()).strip(" ,;()")
    if not terms:
        return None
    return f"{query.rstrip(' ?')} ({terms})?"


def _proposal(inner: str, terms: bool, query: str) -> str | None:
    return with_added_terms(query, inner) if terms else parse_rewrite(inner)


def _first_tag(text: str) -> tuple[re.Match[str], bool] | None:
    """The first complete tag of either kind, and whether it holds added terms."""
    found = [(m, terms) for m, terms in ((_FULL_TAG.search(text), False), (_TERMS_TAG.search(text), True)) if m]
    return min(found, key=lambda f: f[0].start()) if found else None


def split_judge_rewrite(text: str, query: str) -> tuple[str, str | None]:
    """(the judge's part, the rewrite of `query`) of a finished reply; the rewrite is None when none was written.

    A reply cut inside an unclosed tag keeps only the text before the tag (the caller then asks the separate
    rewrite step, as without the option).
    """
    text = text or ""
    data = json_reply(text)
    if data is not None:  # a constrained (JSON) reply carries the proposal as a field
        if "added_terms" in data:
            return text.strip(), with_added_terms(query, str(data.get("added_terms") or ""))
        return text.strip(), parse_rewrite(text)
    tag = _first_tag(text)
    if tag is not None:
        match, terms = tag
        return (text[: match.start()] + text[match.end():]).strip(), _proposal(match.group(1), terms, query)
    opened = _OPEN_TAG.search(text)
    return (text[: opened.start()] if opened else text).strip(), None


def streamed_rewrite(text: str, query: str) -> str | None:
    """The rewrite of a reply still streaming, as soon as it can no longer change, else None.

    Why: the template asks for the proposal right after the verdict, so the next retrieval round can start while
    the motivation still streams. The value is the one `split_judge_rewrite` gives the finished reply: the first
    tag's text of a free-text reply (settled at its closing tag's first characters), or the closed string of a JSON
    reply's field (at its closing quote; a field written empty settles nothing: the caller waits for the end). A
    model that then mangles the closing tag leaves the finished reply without a rewrite; the turn keeps the
    streamed one and records ``early_rewrite_differs``.
    """
    stripped = (text or "").lstrip()
    if stripped.startswith("{"):
        terms = closed_json_string(stripped, "added_terms")
        if terms is not None:
            return with_added_terms(query, terms)
        value = closed_json_string(stripped, "rewritten_query")  # as `parse_rewrite` reads the finished field
        return (value.strip() or None) if value is not None else None
    if "{" in stripped:  # free text with an embedded JSON object: let the finished reply decide
        return None
    tag = _first_tag(stripped)
    if tag is None:
        closing = [(m, terms) for pattern, terms in _CLOSING_TAGS if (m := pattern.search(stripped))]
        tag = min(closing, key=lambda f: f[0].start()) if closing else None
    return _proposal(tag[0].group(1), tag[1], query) if tag is not None else None
