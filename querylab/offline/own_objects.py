"""The asking principal's own objects, as evidence about what a question's ids and "my …" phrases point at.

Why: the router tells "cancel 1043" from "what's the 1043 rule?" by the words around the number, and a new author's
words ("trak 2041 pls", "1042 — where is it now?") often fit none of its patterns, so a look-up was answered from the
documents or asked back; and "is my key order shipped?" was looked up when the user has three key orders, where the
labels (and a support person) ask which one (issue 14, part 7). The tool service knows the principal's objects; the
turn puts them in the router's trusted context (``_own_objects``, `contracts.OwnObject`, from the authenticated
principal, never from the question or a reply). They can only confirm the words' own route or ask back; they name no
tool and widen no filter (the tool still checks ownership), and an id of someone else's is not among them, so it gives
no evidence at all.
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Iterable, Iterator

from querylab.contracts import OwnObject

_OWN: ContextVar[tuple[OwnObject, ...]] = ContextVar("own_objects", default=())
_OWN_IDS: ContextVar[frozenset[str]] = ContextVar("own_object_ids", default=frozenset())  # their ids, upper-cased once per turn
_OWN_ITEMS: ContextVar[frozenset[str]] = ContextVar("own_items", default=frozenset())  # what their orders bought, read once per turn
_ID = re.compile(r"(?<![\w-])(?:EXP-\d+|R-\d+|\d{4,6})(?![\w-])", re.I)
# "my key order", "my expense claim", "my dock refund": one object of a kind, with at most two words saying which
_MY_ONE = re.compile(r"\bmy\s+((?:[\w-]+\s+){0,2}?)(expense\s+claim|reimbursement|order|refund|claim)\b(?!s\b|\s+(?:history|screen|number|page|list|status\s+page))",
                     re.I)
#: A number that reads as a year, not an id ("was 2024 the first …?", "the 2026 refund rules").
YEAR = re.compile(r"19[89]\d|20[0-3]\d")
_KIND = {"order": "order", "refund": "refund", "claim": "claim", "expense claim": "claim", "reimbursement": "claim"}
_NOT_WHICH = frozenset({"own", "the", "new", "current", "open", "whole"})
_ORDINAL = frozenset({"last", "latest", "newest", "recent", "first", "oldest", "previous", "earlier", "older", "newer"})  # "my last order": that one
# Words after the phrase that say which one: "my refund for the lost dock", "my claim from Paris", "the newer one".
_SAYS_WHICH = re.compile(r"^\s*(?:\(|[,—–-]?\s*(?:for|from|with|that|which|placed|i\s+(?:placed|made|sent|submitted|filed)|of\s+the|on\s+the|to\s+the|in\s+the)\b)"
                         r"|\b(?:one|ones|newer|older|latest|last|first|second|other|cheaper|bigger|smaller|zero|two|three|four|ten|twenty)\b",
                         re.I)


def _kind(words: str) -> str:
    """The object kind a phrase's noun names ("expense  claim" → "claim")."""
    return _KIND[re.sub(r"\s+", " ", words.lower())]


@contextmanager
def owned(objects: Iterable[OwnObject]) -> Iterator[None]:
    """Within the block, the functions below know these as the principal's objects (per thread and task)."""
    objects = tuple(objects)
    token, ids = _OWN.set(objects), _OWN_IDS.set(frozenset(o.id.upper() for o in objects))
    items = _OWN_ITEMS.set(_item_words(objects))
    try:
        yield
    finally:
        _OWN.reset(token)
        _OWN_IDS.reset(ids)
        _OWN_ITEMS.reset(items)


def names_own_object(text: str) -> str | None:
    """The first id in ``text`` that is one of the principal's own objects, if any."""
    own = _OWN_IDS.get()
    if not own:
        return None
    return next((m.group(0) for m in _ID.finditer(text or "") if m.group(0).upper() in own), None)


def ids_in(text: str) -> list[str]:
    """The object ids written in ``text`` ("2043", "EXP-3103", "R-78"), in order; a year is none."""
    return [m.group(0) for m in _ID.finditer(text or "") if not YEAR.fullmatch(m.group(0))]


def names_others_id(text: str) -> str | None:
    """An id in ``text`` when none of its ids is the principal's own ("trak 2041 pls" for someone who does not own 2041):
    the rules may still look it up (the tool refuses it), but it is no ground for a model to raise the route."""
    ids = ids_in(text)
    return ids[0] if ids and names_own_object(text) is None else None


def fits_several(text: str) -> str | None:
    """Why to ask which one, when ``text`` asks after one object by kind and name alone ("my key order") and that fits
    several of the principal's; None when an id, a description or an ordinal says which, or when it fits one or none.
    Asking back only lowers a route: no model may look up or change one object of several on a guess."""
    own = _OWN.get()
    m = _MY_ONE.search(text or "")
    if not own or m is None or _ID.search(text):
        return None
    kind = _kind(m.group(2))
    says = _SAYS_WHICH.search(text[m.end():])
    if says and not (says.group(0).lower() == "one" and _fits_none(text[m.end():], kind, own)):
        return None
    if _ORDINAL & {w.lower() for w in m.group(1).split()}:
        return None
    words = [w.lower().rstrip("s") for w in m.group(1).split() if w.lower() not in _NOT_WHICH]
    fitting = [o for o in own if o.kind == kind and all(w in o.label.lower() for w in words)]
    return f"'{m.group(0)}' fits {len(fitting)} of the user's objects: ask which" if len(fitting) >= 2 else None


# Words of fields the labels do not hold, a time or a shipping speed: "the november one", "the overnight one" (routing v83
# dev) may still say which.
_UNLABELLED_FIELD = re.compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun|to|yester)day\b"
                               r"|\b(?:week|month|year|morning|evening|night|overnight|express|expedited|standard|next[-\s]day|priority)\b|\d", re.I)


def _fits_none(rest: str, kind: str, own: tuple[OwnObject, ...]) -> bool:
    """"where's my order? the holiday one" (routing v166 dev): the words that would say which fit none of the user's objects
    of that kind, so they say nothing the tool could pick by; a time or a shipping speed might, and is left alone."""
    one = _DESCRIBED_ONE.search(rest)
    words = [w.lower().rstrip("s") for w in one.group(1).split() if w.lower() not in _NOT_DESCRIPTIVE and len(w) > 2] if one else []
    if not words or _UNLABELLED_FIELD.search(one.group(1)):
        return False
    return not any(o.kind == kind and any(re.search(rf"\b{re.escape(w)}", o.label, re.I) for w in words) for o in own)


# "the gift card order", "my HomeVault refund", "the refund for the lost dock": one object of a kind called by what it is
_DESCRIBED_BEFORE = re.compile(r"\b(?:my|the|our)\s+((?:[\w-]+\s+){1,3}?)(expense\s+claim|reimbursement|order|refund|claim)\b(?!s\b)", re.I)
_DESCRIBED_AFTER = re.compile(r"\b(?:my|the|our)\s+(expense\s+claim|reimbursement|order|refund|claim)\s+(?:for|from|with|of|on)\s+(?:the|my|a|an|our)?\s*"
                              r"((?:[\w-]+\s+){0,2}[\w-]+)", re.I)
_NOT_DESCRIPTIVE = _NOT_WHICH | _ORDINAL | frozenset({"a", "an", "my", "our", "one", "other", "that", "this", "same", "big", "small"})
# "the older Eindhoven hotel one" (routing v114 dev): "one" for the kind, the words before it say which
_DESCRIBED_ONE = re.compile(r"\b(?:my|the|our)\s+((?:[\w-]+\s+){1,3}?)one\b(?!\s+(?:of|more|day|time|thing)\b)", re.I)


def describes_own_object(text: str) -> str | None:
    """The id of the one own object that ``text`` calls by its kind and what it is ("the gift card order", "the refund
    for the lost dock"), when exactly one of the principal's objects of that kind carries every descriptive word; None
    when none or several do (several is `fits_several`'s to ask back). Evidence only, like an own id: the tool still
    checks ownership, and a description of someone else's object matches nothing of the user's."""
    own = _OWN.get()
    if not own:
        return None
    for m in (*_DESCRIBED_BEFORE.finditer(text or ""), *_DESCRIBED_AFTER.finditer(text or ""), *_DESCRIBED_ONE.finditer(text or "")):
        kind_words, described = ((m.group(2), m.group(1)) if m.re is _DESCRIBED_BEFORE else ("", m.group(1)) if m.re is _DESCRIBED_ONE
                                 else (m.group(1), m.group(2)))
        words = [w.lower().rstrip("s") for w in described.split() if w.lower() not in _NOT_DESCRIPTIVE and len(w) > 2]
        if not words:
            continue
        kind = _kind(kind_words) if kind_words else ""
        fitting = [o for o in own if (not kind or o.kind == kind) and all(re.search(rf"\b{re.escape(w)}", o.label, re.I) for w in words)]
        if len(fitting) == 1:
            return fitting[0].id
    return None


# "my dock", "the cam I sent back", "the 2 headsets I ordered for the team" (routing v107, v108 dev): an own object called
# by what was bought, with no kind word ("order", "refund") to say which of its objects it is
_ITEM_CALLED = re.compile(r"\b(?:my|our)\s+(?:\d+\s+|new\s+)?([a-z][\w-]+)"
                          r"|\bthe\s+(?:\d+\s+|two\s+|three\s+)?([a-z][\w-]+)\s+(?:that\s+)?(?:i|we)\s+(?:just\s+)?(?:sent(?:\s+back)?|returned|ordered|bought|got|paid\s+for)\b", re.I)
_NOT_AN_ITEM = frozenset({"acme", "globex", "card", "eur", "usd"})  # "on my card" is a bank card, not the gift card


def calls_own_item(text: str) -> str | None:
    """The phrase of ``text`` that calls one of the principal's bought items by its name ("my dock", "the cam I sent
    back"), if any. Evidence that the question is about the user's own things, as an own id is; which of the order
    and its refund is meant is the tool's to show — even when the name fits several orders ("has my key shipped?" with
    three key orders): the authors label that a look-up (listing them) fifteen times to one. Words of the order labels
    only: a refund is called by its item."""
    items = _OWN_ITEMS.get()
    for m in _ITEM_CALLED.finditer(text or "") if items else ():
        if (m.group(1) or m.group(2)).lower().rstrip("s") in items:
            return m.group(0)
    return None


def _item_words(objects: Iterable[OwnObject]) -> frozenset[str]:
    """The words of the principal's order labels, status left out ("Acme Dock shipped" → "dock"), singular."""
    return frozenset(w.lower().rstrip("s") for o in objects if o.kind == "order" for w in o.label.split()[:-1]) - _NOT_AN_ITEM


def says_own_object(text: str) -> str | None:
    """One of the principal's own objects in ``text`` by any of the three ways above: its id, a description that fits
    exactly one ("the tokyo one"), or the item bought ("my dock") — the one test the router, the history router and the
    code evidence share."""
    return names_own_object(text) or describes_own_object(text) or calls_own_item(text)
