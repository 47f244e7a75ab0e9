"""The small vocabulary the v9 routing cases are written in: the four demo principals and one `case()` builder.

Why a kit: 180 hand-written cases stay readable when each is one call with the route next to the words, and the
builder checks on the spot what the loader test checks later (a known route, a demo principal, `must_preserve`
strings that stand verbatim in the query, a history of whole user/assistant pairs, "arguable" in the note exactly
when the case is tagged `arguable`), so a slip fails while writing, not at review.

Mirrors the mechanics of v4's `case_kit.py`; this file holds no cases. (The judge set's `case_kit_v9.py` in this
folder is a different author's and is not used here.)
"""

from __future__ import annotations

from typing import Any

ROUTES = ("knowledge", "live_tool", "action", "small_talk", "clarify", "refuse", "out_of_domain")

PRINCIPALS: dict[str, dict[str, Any]] = {
    "alice": {"tenant": "acme", "user": "alice", "groups": ["staff"]},
    "bob": {"tenant": "acme", "user": "bob", "groups": ["staff", "managers"]},
    "carol": {"tenant": "globex", "user": "carol", "groups": ["staff"]},
    "dave": {"tenant": "globex", "user": "dave", "groups": ["staff", "finance"]},
}

#: Routes whose cases carry no `must_preserve` (nothing of the question is searched or passed to a tool).
NO_PRESERVE = ("small_talk", "refuse", "out_of_domain")


def case(who: str, route: str, query: str, note: str, tags: list[str], keep: tuple[str, ...] = (),
         hist: tuple[str, ...] = ()) -> dict[str, Any]:
    """One routing case without its id (ids are given after a seeded shuffle). `hist` alternates user, assistant."""
    if route not in ROUTES:
        raise ValueError(f"unknown route {route!r} for {query!r}")
    if who not in PRINCIPALS:
        raise ValueError(f"unknown principal {who!r}")
    missing = [k for k in keep if k not in query]
    if missing:
        raise ValueError(f"must_preserve {missing} not in {query!r}")
    if keep and route in NO_PRESERVE:
        raise ValueError(f"{route} cases carry no must_preserve: {query!r}")
    if len(hist) % 2 or len(hist) > 6:
        raise ValueError(f"history must be 2, 4 or 6 turns: {query!r}")
    if not tags or len(set(tags)) != len(tags):
        raise ValueError(f"tags must be non-empty and distinct: {query!r}")
    if ("arguable" in tags) != ("arguable" in note.lower()):
        raise ValueError(f"'arguable' must be in both the note and the tags, or in neither: {query!r}")
    history = [{"role": "user" if i % 2 == 0 else "assistant", "content": text} for i, text in enumerate(hist)]
    return {"query": query, "history": history, "principal": dict(PRINCIPALS[who]), "expected_route": route,
            "must_preserve": list(keep), "note": note, "tags": list(tags)}
