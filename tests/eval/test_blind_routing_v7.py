"""The blind routing set v7 (tests/data/blind/v7/routing_*.jsonl) loads with the project's own loader and stays
what its README (README_routing.md) says it is.

Why these checks: v7's test half is a held-out routing figure written by a new author before anyone ran the
router on it. A case that fails to load, an id that collides with another routing set, counts that drift from the
README's table, a principal that is not a demo principal, a `must_preserve` string the query does not hold, a
live_tool or action case whose object is not in the demo tool data (or not the owner its tags claim), files that
are not the seeded split, or an authoring script that no longer writes them byte for byte would each make that
figure mean something other than the README claims.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from pathlib import Path

from querylab.eval.datasets import VALID_ROUTES, RoutingCase, load_routing_jsonl
from tests.eval.blind_sets import (BLIND, CORPUS, DEMO_PRINCIPALS, REPO, SPLITS, TENANTS, check_routing_case,
                                   demo_users, load_script)

V7 = BLIND / "v7"
PREFIX = "v7-r-"
#: Cases per route in each split, as README_routing.md states (every route has an even count: 50 % / 50 %).
PER_ROUTE = {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10, "refuse": 12,
             "out_of_domain": 10}
HISTORIES = 62  # cases with a history, as the README states (34 %)
ARGUABLE = 24
#: live_tool/action cases that name no object on purpose (the README's "objects" paragraph).
OBJECTLESS_TAGS = {"own_bulk", "own_record_no_tool", "no_id_lookup", "new_object_request"}
#: Object ids as the demo tool data spells them (orders 1040–1047 / 2040–2047, refunds R-…, claims EXP-…).
OBJECT_ID = re.compile(r"(?<![\w-])(?:104\d|204\d|R-\d+|EXP-\d+)(?![\w-])")


def cases(split: str) -> list[RoutingCase]:
    return load_routing_jsonl(V7 / f"routing_{split}.jsonl")


def every_case() -> list[RoutingCase]:
    return [c for split in SPLITS for c in cases(split)]


def owners() -> dict[str, tuple[str, str]]:
    """Object id -> (tenant, user), from the demo tool data."""
    found: dict[str, tuple[str, str]] = {}
    for tenant in TENANTS:
        data = json.loads((CORPUS / "tools" / f"{tenant}.json").read_text(encoding="utf-8"))
        for kind, key in (("orders", "order_id"), ("refunds", "refund_id"), ("reimbursements", "request_id")):
            for row in data[kind]:
                found[row[key]] = (tenant, row["user"])
    return found


def test_counts_per_route_match_the_constants_and_the_readme_table() -> None:
    readme = (V7 / "README_routing.md").read_text(encoding="utf-8")
    table = {m.group(1): (int(m.group(2)), int(m.group(3)), int(m.group(4)))
             for m in re.finditer(r"^\| (\w+) \| (\d+) \| (\d+) \| (\d+) \|", readme, flags=re.M)}
    assert set(table) == set(VALID_ROUTES)
    for split in SPLITS:
        counted = Counter(c.expected_route for c in cases(split))
        assert counted == PER_ROUTE, split
    for route, (dev, test, total) in table.items():
        assert dev == test == PER_ROUTE[route] and total == 2 * PER_ROUTE[route], route
    assert f"| **total** | **{sum(PER_ROUTE.values())}** | **{sum(PER_ROUTE.values())}** |" in readme
    assert "for reporting only" in readme


def test_ids_are_unique_prefixed_and_numbered() -> None:
    ids = [c.id for c in every_case()]
    assert len(ids) == len(set(ids)) == 2 * sum(PER_ROUTE.values()) == 180
    assert sorted(ids) == [f"{PREFIX}{n:03d}" for n in range(1, len(ids) + 1)]


def test_ids_do_not_collide_with_any_other_routing_set() -> None:
    """Every other routing-shaped JSON Lines file under tests/data, v1–v6 included (ids only are read)."""
    ours = {c.id for c in every_case()}
    others: set[str] = set()
    sets_seen: set[str] = set()
    for path in sorted((REPO / "tests" / "data").rglob("*.jsonl")):
        if path.parent == V7 and path.name.startswith("routing_"):
            continue
        if "routing" not in path.name:
            continue
        sets_seen.add(path.parent.name)
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                if isinstance(row, dict) and "id" in row:
                    others.add(str(row["id"]))
    assert {"v2", "v3", "v4", "v5", "v6"} <= sets_seen
    assert others, "no other routing set found"
    assert not ours & others


def test_principals_are_exactly_the_demo_principals_and_every_user_is_in_each_split() -> None:
    users = demo_users()
    assert {t: {u for u, p in DEMO_PRINCIPALS.items() if p["tenant"] == t} for t in users} == users
    for split in SPLITS:
        for case in cases(split):
            check_routing_case(case, users)
            assert case.principal == DEMO_PRINCIPALS[case.principal["user"]], case.id
        assert {c.principal["user"] for c in cases(split)} == set(DEMO_PRINCIPALS), split


def test_cases_are_well_formed() -> None:
    for case in every_case():
        assert case.query.strip(), case.id
        assert [t["role"] for t in case.history] == ["user", "assistant"] * (len(case.history) // 2), case.id
        assert len(case.history) in (0, 2, 4, 6), case.id
        assert all(t["content"].strip() for t in case.history), case.id
        assert isinstance(case.extra.get("note"), str) and case.extra["note"].strip(), case.id
        assert isinstance(case.extra.get("tags"), list) and case.extra["tags"], case.id
        assert set(case.extra) == {"note", "tags"}, case.id
        for kept in case.must_preserve:
            assert kept in case.query, (case.id, kept)
        if case.expected_route in ("small_talk", "out_of_domain", "refuse"):
            assert case.must_preserve == [], case.id


def test_history_share_and_arguable_cases_are_as_the_readme_says() -> None:
    all_cases = every_case()
    with_history = [c for c in all_cases if c.history]
    assert len(with_history) == HISTORIES and len(with_history) >= 0.3 * len(all_cases)
    arguable = [c for c in all_cases if "arguable" in c.extra["tags"]]
    assert len(arguable) == ARGUABLE
    for case in all_cases:
        assert ("arguable" in case.extra["tags"]) == ("arguable" in case.extra["note"].lower()), case.id


def test_every_live_tool_and_action_object_exists_in_the_demo_tool_data() -> None:
    """An id in the query is the asker's own object, unless tagged `other_owner_id` (another user's, same tenant)
    or `other_tenant_id` (the other tenant's). With no id in the query, the history supplies the asker's own
    objects, or the case is one of the object-less kinds (`OBJECTLESS_TAGS`)."""
    known = owners()
    checked = 0
    for case in every_case():
        if case.expected_route not in ("live_tool", "action"):
            continue
        tenant, user, tags = case.principal["tenant"], case.principal["user"], set(case.extra["tags"])
        in_query = OBJECT_ID.findall(case.query)
        in_history = [i for t in case.history for i in OBJECT_ID.findall(t["content"])]
        for object_id in in_query + in_history:
            assert object_id in known, (case.id, object_id)
        if in_query:
            for object_id in in_query:
                owner_tenant, owner = known[object_id]
                if "other_tenant_id" in tags:
                    assert owner_tenant != tenant, (case.id, object_id)
                elif "other_owner_id" in tags:
                    assert owner_tenant == tenant and owner != user, (case.id, object_id)
                else:
                    assert (owner_tenant, owner) == (tenant, user), (case.id, object_id)
        elif in_history:
            assert all(known[i] == (tenant, user) for i in in_history), case.id
        else:
            assert tags & OBJECTLESS_TAGS, case.id
        checked += 1
    assert checked == 2 * (PER_ROUTE["live_tool"] + PER_ROUTE["action"])


def test_committed_files_are_the_seeded_split() -> None:
    split = load_script(V7 / "split_routing.py")
    assert split.RULE.seed == 20261221
    assert split.main(["--check"]) == 0


def test_another_seed_would_not_give_the_committed_split() -> None:
    """`--check` is not vacuous: v6's seed (20261222) or v4's (20261203) would put cases elsewhere."""
    split = load_script(V7 / "split_routing.py")
    dev, test = ([{"id": c.id, "expected_route": c.expected_route} for c in cases(s)] for s in SPLITS)
    assert split.RULE.misplaced(dev, test) == []
    for seed in (20261222, 20261203):
        other = type(split.RULE)(seed=seed, stratum=split.RULE.stratum, fresh_rng_per_stratum=True)
        assert other.misplaced(dev, test) != [], seed


def test_authoring_script_regenerates_the_set_byte_for_byte(tmp_path: Path) -> None:
    """The authoring script is the provenance record: it must still write exactly dev ∪ test, and the file whose
    sha256 the README gives."""
    out = tmp_path / "ALL.jsonl"
    assert load_script(V7 / "authoring" / "author_routing_v7.py").main(["--out", str(out)]) == 0
    written = out.read_text(encoding="utf-8").splitlines()
    committed = [line for split in SPLITS
                 for line in (V7 / f"routing_{split}.jsonl").read_text(encoding="utf-8").splitlines()]
    assert sorted(written) == sorted(committed)
    readme = (V7 / "README_routing.md").read_text(encoding="utf-8")
    assert hashlib.sha256(out.read_bytes()).hexdigest() in readme


def test_authoring_files_stay_short() -> None:
    files = sorted((V7 / "authoring").glob("*routing*.py"))
    assert len(files) >= 6
    for path in files + [V7 / "split_routing.py", Path(__file__)]:
        assert len(path.read_text(encoding="utf-8").splitlines()) < 450, path.name
