"""The blind routing sets of the authors from v5 on (tests/data/blind/vN/routing_*.jsonl) load with the project's own
loader and stay what their READMEs (README_routing.md) say they are; each set is one row of `blind_routing_sets.SETS`.

Why these checks: each test half is a held-out routing figure written by an author who never saw the router, its rules
or its examples. A case that fails to load, an id that collides with another routing set, counts (per route, with a
history, arguable) that drift from the README, a principal that is not a demo principal, a `must_preserve` string the
query does not hold (a preservation failure the router could never avoid), a live_tool or action case whose object is
not in the demo tool data or not the owner its tags claim, files that are not the seeded split, or an authoring script
that no longer writes them byte for byte (with the sha256 the README gives) would each make that figure mean something
other than the README claims.

Why one module: the five sets were checked by five near-copies (test_blind_routing_v5.py … _v9.py). Here every check
is written once and what differs per set (counts, seeds, digest, how its live_tool/action cases name objects) is one
row of `SETS`. Where one copy checked more than another (ids numbered 1…N, `extra` holding only note and tags, every
route with a multi-turn case, the README's history and arguable counts, its sha256 and "for reporting only", the
split script's length), every set is now held to it.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from pathlib import Path

import pytest

from querylab.eval.datasets import VALID_ROUTES, RoutingCase
from tests.eval.blind_sets import (CORPUS, DEMO_PRINCIPALS, REPO, SPLITS, check_routing_case, demo_users,
                                   load_script)
from tests.eval.blind_routing_sets import (EARLIER_ROUTING_SETS, NO_MUST_PRESERVE, SETS, TOOL_ROUTES, Objects, OwnerRule,
                                           RoutingAuthorSet)

EACH = pytest.mark.parametrize("blind", SETS, ids=[s.version for s in SETS])
EACH_SPLIT = pytest.mark.parametrize("blind, split", [(s, split) for s in SETS for split in SPLITS],
                                     ids=[f"{s.version}-{split}" for s in SETS for split in SPLITS])
WITH_OBJECTS = [s for s in SETS if s.objects is not None]
EACH_WITH_OBJECTS = pytest.mark.parametrize("blind", WITH_OBJECTS, ids=[s.version for s in WITH_OBJECTS])


def _readme_table(readme: str) -> dict[str, tuple[int, int, int]]:
    """Route -> (dev, test, total) from the README's `| route | dev | test | total | share |` rows."""
    return {m.group(1): (int(m.group(2)), int(m.group(3)), int(m.group(4)))
            for m in re.finditer(r"^\| (\w+) \| (\d+) \| (\d+) \| (\d+) \|", readme, flags=re.M)}


def _owners() -> dict[str, tuple[str, str]]:
    """Every object id of the demo tool data -> (tenant, user)."""
    keys = {"orders": "order_id", "refunds": "refund_id", "reimbursements": "request_id"}
    found: dict[str, tuple[str, str]] = {}
    for path in sorted((CORPUS / "tools").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for kind, key in keys.items():
            for row in data[kind]:
                found[str(row[key])] = (path.stem, row["user"])
    return found


@EACH_SPLIT
def test_counts_per_route_match_the_table_and_the_readme(blind: RoutingAuthorSet, split: str) -> None:
    readme, column, n = blind.readme, SPLITS.index(split), sum(blind.per_route.values())
    table = _readme_table(readme)
    assert set(table) == set(VALID_ROUTES)
    assert Counter(c.expected_route for c in blind.cases(split)) == blind.per_route
    for route, row in table.items():
        assert row[column] == blind.per_route[route] and row[2] == 2 * blind.per_route[route], route
    assert f"| **total** | **{n}** | **{n}** | **{2 * n}** |" in readme and 2 * n == blind.size
    assert "for reporting only" in readme


@EACH
def test_ids_are_unique_prefixed_and_numbered(blind: RoutingAuthorSet) -> None:
    ids = [c.id for c in blind.every_case()]
    assert len(ids) == len(set(ids)) == 2 * sum(blind.per_route.values()) == blind.size
    assert all(re.fullmatch(rf"{re.escape(blind.id_prefix)}\d{{3}}", i) for i in ids)
    assert sorted(ids) == [f"{blind.id_prefix}{n:03d}" for n in range(1, len(ids) + 1)]


@EACH
def test_ids_do_not_collide_with_any_other_routing_set(blind: RoutingAuthorSet) -> None:
    """Every other routing-shaped JSON Lines file under tests/data: blind v1 (at the top of tests/data/blind) to v9,
    the hand-written cases and the probes (only the `id` field is read)."""
    ours = {c.id for c in blind.every_case()}
    others: set[str] = set()
    seen: set[str] = set()
    for path in sorted((REPO / "tests" / "data").rglob("*.jsonl")):
        if "routing" not in path.name or (path.parent == blind.folder and path.name.startswith("routing_")):
            continue
        seen.add(path.parent.name)
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                if isinstance(row, dict) and "id" in row:
                    others.add(str(row["id"]))
    assert EARLIER_ROUTING_SETS | {s.version for s in SETS} - {blind.version} <= seen
    assert others, "no other routing set found"
    assert not ours & others


@EACH
def test_principals_are_exactly_the_demo_principals_and_every_user_is_in_each_split(blind: RoutingAuthorSet) -> None:
    users = demo_users()
    assert {t: {u for u, p in DEMO_PRINCIPALS.items() if p["tenant"] == t} for t in users} == users
    for split in SPLITS:
        for case in blind.cases(split):
            check_routing_case(case, users)
            assert case.principal == DEMO_PRINCIPALS[case.principal["user"]], case.id
        assert {c.principal["user"] for c in blind.cases(split)} == set(DEMO_PRINCIPALS), split


@EACH_SPLIT
def test_cases_are_well_formed(blind: RoutingAuthorSet, split: str) -> None:
    for case in blind.cases(split):
        assert case.query.strip(), case.id
        assert [t["role"] for t in case.history] == ["user", "assistant"] * (len(case.history) // 2), case.id
        assert len(case.history) in (0, 2, 4, 6), case.id
        assert all(t["content"].strip() for t in case.history), case.id
        assert isinstance(case.extra.get("note"), str) and case.extra["note"].strip(), case.id
        assert isinstance(case.extra.get("tags"), list) and case.extra["tags"], case.id
        assert set(case.extra) == {"note", "tags"}, case.id
        assert ("arguable" in case.extra["tags"]) == ("arguable" in case.extra["note"].lower()), case.id
        for kept in case.must_preserve:
            assert kept in case.query, (case.id, kept)
        if case.expected_route in NO_MUST_PRESERVE:
            assert case.must_preserve == [], case.id


@EACH
def test_history_share_and_arguable_cases_are_as_the_readme_says(blind: RoutingAuthorSet) -> None:
    every = blind.every_case()
    with_history = [c for c in every if c.history]
    assert len(with_history) == blind.histories and len(with_history) >= 0.3 * len(every)
    for route in VALID_ROUTES:  # every route has multi-turn cases
        assert any(c.history for c in with_history if c.expected_route == route), route
    assert len([c for c in every if "arguable" in c.extra["tags"]]) == blind.arguable
    readme = blind.readme
    assert f"**History.** {blind.histories} cases (" in readme
    assert f"## Arguable cases ({blind.arguable})" in readme


def _check_owners(rule: OwnerRule, case: RoutingCase, in_query: list[str], in_history: list[str],
                  known: dict[str, tuple[str, str]]) -> None:
    """An id-naming live_tool / action case names the owners its tags say, by the set's rule (see `Objects`)."""
    tags = set(case.extra["tags"])
    me = (case.principal["tenant"], case.principal["user"])

    def colleague(i: str) -> bool:
        return known[i][0] == me[0] and known[i] != me

    def other_tenant(i: str) -> bool:
        return known[i][0] != me[0]

    if rule == "each_query_id":
        if not in_query:
            assert all(known[i] == me for i in in_history), case.id
        for object_id in in_query:
            if "other_tenant_id" in tags:
                assert other_tenant(object_id), (case.id, object_id)
            elif "other_owner_id" in tags:
                assert colleague(object_id), (case.id, object_id)
            else:
                assert known[object_id] == me, (case.id, object_id)
    elif rule == "one_query_id":
        assert all(known[i] == me for i in in_history), case.id
        if "other_tenant_id" in tags:
            assert any(other_tenant(i) for i in in_query), case.id
        elif "other_owner_id" in tags:
            assert any(colleague(i) for i in in_query), case.id
        else:
            assert all(known[i] == me for i in in_query), case.id
    else:  # one_named_id
        ids = set(in_query) | set(in_history)
        if "other_owner_id" in tags:
            assert any(colleague(i) for i in ids), case.id
        if "other_tenant_id" in tags:
            assert any(other_tenant(i) for i in ids), case.id
        if not tags & {"other_owner_id", "other_tenant_id"}:
            assert all(known[i] == me for i in ids), (case.id, sorted(ids))


@EACH_WITH_OBJECTS
def test_every_named_object_exists_and_tool_cases_name_the_owner_their_tags_say(blind: RoutingAuthorSet) -> None:
    """Each id in any case's query or history is a real demo object; a live_tool or action case naming none carries
    one of the set's deliberate no-object tags; one naming some follows the set's owner rule."""
    objects = blind.objects
    assert objects is not None
    known = _owners()
    tool_cases = 0
    for case in blind.every_case():
        in_query = objects.pattern.findall(case.query)
        in_history = [i for t in case.history for i in objects.pattern.findall(t["content"])]
        for object_id in in_query + in_history:
            assert object_id in known, (case.id, object_id)
        if case.expected_route not in TOOL_ROUTES:
            continue
        tool_cases += 1
        if not in_query and not in_history:
            assert set(case.extra["tags"]) & objects.no_object_tags, case.id
        else:
            _check_owners(objects.owner_rule, case, in_query, in_history, known)
    assert tool_cases == 2 * sum(blind.per_route[r] for r in TOOL_ROUTES)


@EACH
def test_committed_files_are_the_seeded_split_and_no_other_seed_gives_them(blind: RoutingAuthorSet) -> None:
    split = load_script(blind.folder / "split_routing.py")
    assert split.RULE.seed == blind.seed
    assert split.main(["--check"]) == 0
    dev, test = ([{"id": c.id, "expected_route": c.expected_route} for c in blind.cases(s)] for s in SPLITS)
    assert split.RULE.misplaced(dev, test) == []
    assert blind.other_seeds
    for seed in blind.other_seeds:  # `--check` is not vacuous: another seed puts cases elsewhere
        other = type(split.RULE)(seed=seed, stratum=split.RULE.stratum, fresh_rng_per_stratum=True)
        assert other.misplaced(dev, test) != [], seed


@EACH
def test_authoring_script_regenerates_the_set_byte_for_byte(blind: RoutingAuthorSet, tmp_path: Path) -> None:
    """The authoring script is the provenance record: it must still write exactly dev ∪ test, and the whole file must
    have the sha256 the README gives."""
    out = tmp_path / "ALL.jsonl"
    assert load_script(blind.folder / "authoring" / blind.author).main(["--out", str(out)]) == 0
    committed = [line for split in SPLITS
                 for line in (blind.folder / f"routing_{split}.jsonl").read_text(encoding="utf-8").splitlines()]
    assert sorted(out.read_text(encoding="utf-8").splitlines()) == sorted(committed)
    digest = hashlib.sha256(out.read_bytes()).hexdigest()
    assert digest == blind.sha256 and digest in blind.readme


@EACH
def test_authoring_files_stay_short(blind: RoutingAuthorSet) -> None:
    files = sorted((blind.folder / "authoring").glob("*routing*.py"))
    assert len(files) == blind.authoring_files and blind.folder / "authoring" / blind.author in files
    for path in files + [blind.folder / "split_routing.py", Path(__file__), Path(__file__).with_name("blind_routing_sets.py")]:
        assert len(path.read_text(encoding="utf-8").splitlines()) < 450, path.name
