"""The vocabulary every blind routing author (v4 on) writes cases in: the four demo principals and one `case()` builder.

Why one module: each author's kit (`vN/authoring/*routing*kit*.py`) was a copy of v4's with a check or two added; the
copies drifted (one checked tag repeats, another the "arguable" note, a third neither). Here the builder holds every
check any of them made, so a slip in any set fails while writing, not at review: a known route and demo principal,
`must_preserve` strings that stand verbatim in the query and none on routes that never normalize, a history of whole
user/assistant pairs (2, 4 or 6 turns), a note, distinct non-empty tags, and "arguable" in the note exactly when the
tags say so. The builder's output is what the copies wrote, so every set still regenerates byte for byte.
"""

from __future__ import annotations

from typing import Any

ROUTES = ("knowledge", "live_tool", "action", "small_talk", "clarify", "refuse", "out_of_domain")
#: Routes whose cases carry no `must_preserve` (nothing of the question is searched or passed to a tool).
NO_PRESERVE = ("small_talk", "refuse", "out_of_domain")

PRINCIPALS: dict[str, dict[str, Any]] = {
    "alice": {"tenant": "acme", "user": "alice", "groups": ["staff"]},
    "bob": {"tenant": "acme", "user": "bob", "groups": ["staff", "managers"]},
    "carol": {"tenant": "globex", "user": "carol", "groups": ["staff"]},
    "dave": {"tenant": "globex", "user": "dave", "groups": ["staff", "finance"]},
}


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
    if not note.strip() or not tags or len(set(tags)) != len(tags):
        raise ValueError(f"a note and non-empty, distinct tags are needed: {query!r}")
    if ("arguable" in tags) != ("arguable" in note.lower()):
        raise ValueError(f"'arguable' must be in both the note and the tags, or in neither: {query!r}")
    history = [{"role": "user" if i % 2 == 0 else "assistant", "content": text} for i, text in enumerate(hist)]
    return {"query": query, "history": history, "principal": dict(PRINCIPALS[who]), "expected_route": route,
            "must_preserve": list(keep), "note": note, "tags": list(tags)}
