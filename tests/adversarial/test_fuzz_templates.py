"""Fuzzed prompt-template drafts through `PromptTemplate.from_dict` and `TemplateStore.save`.

Each draft is a default template with one seeded mutation, the way a browser edit can go wrong. The
contract: a save either succeeds with a template its step can render (the pipeline supplies exactly
the default template's variables) or raises `TemplateError` naming the problem; nothing else is
raised, and a failed save changes nothing on disk (same files, same active revisions).
"""

from __future__ import annotations

import hashlib
import random
from pathlib import Path
from typing import Any, Callable

from querylab.templates import PromptTemplate, TemplateError, TemplateStore
from tests.adversarial.conftest import REPO
from tests.adversarial.support import SEED

N_TEMPLATES = 132
#: Words one of which a TemplateError's message must contain, so the user can tell what to fix.
PROBLEM_WORDS = ("brace", "placeholder", "variable", "limit", "name", "field", "character")

Draft = dict[str, Any]


def _insert(text: str, piece: str, rng: random.Random) -> str:
    at = rng.randrange(len(text) + 1)
    return text[:at] + piece + text[at:]


def _first_var(d: Draft) -> str:
    return d["variables"][0]


def _in_text(d: Draft, old: str, new: str) -> Draft:
    part = "system" if old in d["system"] else "user"
    return {**d, part: d[part].replace(old, new, 1)}


MUTATIONS: dict[str, Callable[[Draft, random.Random], Draft]] = {
    "unbalanced_open": lambda d, r: {**d, "system": _insert(d["system"], "{", r)},
    "unbalanced_close": lambda d, r: {**d, "user": _insert(d["user"], "}", r)},
    "unknown_placeholder": lambda d, r: {**d, "system": _insert(d["system"], f" {{foo_{r.randrange(99)}}} ", r)},
    "declared_not_supplied": lambda d, r: {**d, "variables": [*d["variables"], "tenant"], "user": d["user"] + " {tenant}"},
    "missing_placeholder": lambda d, r: _in_text(d, "{" + _first_var(d) + "}", _first_var(d)),
    "dropped_variable": lambda d, r: {**_in_text(d, "{" + d["variables"][-1] + "}", "(removed)"), "variables": d["variables"][:-1]},
    "attribute_access": lambda d, r: _in_text(d, "{" + _first_var(d) + "}", "{" + _first_var(d) + r.choice((".__class__", ".__init__.__globals__", "[0]", "['k']")) + "}"),
    "format_spec": lambda d, r: _in_text(d, "{" + _first_var(d) + "}", "{" + _first_var(d) + r.choice((":>10", ":x", "!r", "!s:^5", ":{w}")) + "}"),
    "positional": lambda d, r: {**d, "system": _insert(d["system"], r.choice(("{0}", "{}", "{1.real}", "{ }")), r)},
    "huge": lambda d, r: {**d, "system": d["system"] + "x" * (50_001 + r.randrange(10_000))},
    "odd_unicode": lambda d, r: {**d, "system": _insert(d["system"], r.choice(("\u202e\u2066", "\u200b\u200d", "\U0001f469\u200d\U0001f4bb", "e\u0301\u0338", "\ufeff", "\u0645\u0631\u062d\u0628\u0627")), r)},
    "nul": lambda d, r: {**d, "user": _insert(d["user"], "\x00", r)},
    "lone_surrogate": lambda d, r: {**d, "system": _insert(d["system"], r.choice(("\ud800", "\udfff")), r)},
    "literal_braces": lambda d, r: {**d, "system": d["system"] + r.choice((" {{literal}}", " {{{{x}}}}", ' {{"json": 1}}'))},
    "tripled": lambda d, r: _in_text(d, "{" + _first_var(d) + "}", "{{{" + _first_var(d) + "}}}"),
    "bad_name": lambda d, r: {**d, "name": r.choice(("../router", "", "judge/../../x", "rout\u00e9r", "judge rewrite", "x" * 300))},
    "bad_variables": lambda d, r: {**d, "variables": r.choice((d["variables"][0], [1, 2], [None], {"a": 1}, ["a b"], ["__class__"]))},
    "extra_field": lambda d, r: {**d, r.choice(("tenant", "route", "revision")): "globex"},
    "missing_field": lambda d, r: (lambda gone: {k: v for k, v in d.items() if k != gone})(r.choice(("user", "system", "variables", "name"))),
    "non_string_text": lambda d, r: {**d, "system": r.choice((None, 42, ["a"], {"b": 1}))},
    "duplicate_variable": lambda d, r: {**d, "variables": [*d["variables"], d["variables"][0]]},
    "whitespace_name": lambda d, r: _in_text(d, "{" + _first_var(d) + "}", "{ " + _first_var(d) + " }"),
}


def generate_drafts(defaults: dict[str, PromptTemplate], n: int) -> list[tuple[str, Draft]]:
    """`n` (mutation, draft) pairs: every mutation in turn, over seeded template choices."""
    rng = random.Random(SEED)
    names = sorted(defaults)
    kinds = sorted(MUTATIONS)
    out = []
    for i in range(n):
        kind = kinds[i % len(kinds)]
        out.append((kind, MUTATIONS[kind](defaults[rng.choice(names)].to_dict(), rng)))
    return out


def _snapshot(store: TemplateStore) -> tuple[dict[str, str], dict[str, str]]:
    files = {str(p.relative_to(store.root)): hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(store.root.rglob("*")) if p.is_file()}
    return files, store._active_map()


def test_fuzzed_template_drafts(tmp_path: Path) -> None:
    store = TemplateStore(REPO / "prompts", tmp_path)
    drafts = generate_drafts(store.defaults, N_TEMPLATES)
    assert len(drafts) >= 100 and {k for k, _ in drafts} == set(MUTATIONS)
    outcomes: dict[str, set[str]] = {}
    for i, (kind, draft) in enumerate(drafts):
        before = _snapshot(store)
        try:
            template = PromptTemplate.from_dict(draft)
            revision = store.save(template, note=f"fuzz {i} {kind}")
        except TemplateError as exc:
            outcomes.setdefault(kind, set()).add("error")
            assert exc.problems and all(isinstance(p, str) and p for p in exc.problems), f"{i} {kind}"
            assert any(w in str(exc).lower() for w in PROBLEM_WORDS), f"{i} {kind}: the message names no problem: {exc}"
            assert _snapshot(store) == before, f"{i} {kind}: a failed save changed the store"
            continue
        outcomes.setdefault(kind, set()).add("saved")
        assert store.get(template.name) == template and store._active_map()[template.name] == revision, f"{i} {kind}"
        supplied = {v: f"<value of {v}> {{question}}" for v in store.defaults[template.name].variables}
        assert set(template.variables) <= set(supplied), f"{i} {kind}: saved a template its step cannot fill: {set(template.variables) - set(supplied)}"
        system, user = template.render(**{v: supplied[v] for v in template.variables})  # what StepRunner does
        assert "{question}" in system + user or not template.variables, f"{i} {kind}: a value was re-formatted"
        reopened = TemplateStore(REPO / "prompts", tmp_path)
        assert reopened.get(template.name) == template, f"{i} {kind}: the saved revision did not survive a reopen"
        store.revert_to_default(template.name)
    must_fail = {"unbalanced_open", "unknown_placeholder", "declared_not_supplied", "missing_placeholder", "attribute_access", "format_spec",
                 "positional", "huge", "lone_surrogate", "bad_name", "bad_variables", "extra_field", "missing_field", "non_string_text"}
    assert {k for k in must_fail if outcomes.get(k) != {"error"}} == set(), outcomes
    assert outcomes["odd_unicode"] == outcomes["literal_braces"] == outcomes["dropped_variable"] == {"saved"}, outcomes
