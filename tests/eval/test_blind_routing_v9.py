"""The blind routing set v9 (tests/data/blind/v9/routing_*.jsonl) loads with the project's own loader and stays
what its README (README_routing.md) says it is.

Why these checks: v9's test half is a held-out routing figure written by a new author before anyone ran the
router on it. A case that fails to load, an id that collides with another routing set, counts that drift from the
README's table, a principal that is not a demo principal, a `must_preserve` string the query does not hold (a
preservation failure the router could never avoid), a live_tool or action case about an order, refund or claim the
demo tool data does not hold, files that are not the seeded split, or an authoring script that no longer writes
them would each make that figure mean something other than the README claims.

(tests/data/blind/v9 also holds an unrelated judge set by another author; nothing here reads it.)
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from pathlib import Path

from querylab.eval.datasets import VALID_ROUTES, RoutingCase, load_routing_jsonl
from tests.eval.blind_sets import (BLIND, CORPUS, DEMO_PRINCIPALS, REPO, SPLITS, check_routing_case, demo_users,
                                   load_script)

V9 = BLIND / "v9"
PREFIX = "v9-r-"
#: Cases per route in each split, as README_routing.md states (every route has an even count: 50 % / 50 %).
PER_ROUTE = {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10, "refuse": 12,
             "out_of_domain": 10}
HISTORIES = 60  # cases with a history, as the README states (33 %)
ARGUABLE = 19
#: Order, refund and claim ids as they stand in a text. Order ids are 1040-1047 (acme) and 2040-2047 (globex);
#: no other number in the set falls in 1040-1049 or 2040-2049 (years are 2023-2027, amounts carry commas).
OBJECT_ID = re.compile(r"\b(EXP-\d+|R-\d+|104\d|204\d)\b")
#: The deliberate no-object kinds: a live_tool or action case naming no object (in the query or its history)
#: carries one of these tags.
NO_OBJECT_KINDS = {"no_id_lookup", "own_bulk", "own_record_no_tool", "new_object_request"}


def cases(split: str) -> list[RoutingCase]:
    return load_routing_jsonl(V9 / f"routing_{split}.jsonl")


def every_case() -> list[RoutingCase]:
    return [c for split in SPLITS for c in cases(split)]


def owners() -> dict[str, tuple[str, str]]:
    """Every object id of the demo tool data -> (tenant, user)."""
    found: dict[str, tuple[str, str]] = {}
    keys = {"orders": "order_id", "refunds": "refund_id", "reimbursements": "request_id"}
    for path in sorted((CORPUS / "tools").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for kind, key in keys.items():
            for row in data[kind]:
                found[str(row[key])] = (path.stem, row["user"])
    return found


def test_counts_per_route_match_the_constants_and_the_readme_table() -> None:
    readme = (V9 / "README_routing.md").read_text(encoding="utf-8")
    table = {m.group(1): (int(m.group(2)), int(m.group(3)), int(m.group(4)))
             for m in re.finditer(r"^\| (\w+) \| (\d+) \| (\d+) \| (\d+) \|", readme, flags=re.M)}
    assert set(table) == set(VALID_ROUTES)
    for split in SPLITS:
        counted = Counter(c.expected_route for c in cases(split))
        assert counted == PER_ROUTE, split
    for route, (dev, test, total) in table.items():
        assert dev == test == PER_ROUTE[route] and total == 2 * PER_ROUTE[route], route
    assert f"| **total** | **{sum(PER_ROUTE.values())}** | **{sum(PER_ROUTE.values())}** |" in readme


def test_ids_are_unique_prefixed_and_numbered() -> None:
    ids = [c.id for c in every_case()]
    assert len(ids) == len(set(ids)) == 2 * sum(PER_ROUTE.values()) == 180
    assert sorted(ids) == [f"{PREFIX}{n:03d}" for n in range(1, len(ids) + 1)]


def test_ids_do_not_collide_with_any_other_routing_set() -> None:
    """Every other routing-shaped JSON Lines file under tests/data, v1-v8 included (ids only are read)."""
    ours = {c.id for c in every_case()}
    others: set[str] = set()
    for path in sorted((REPO / "tests" / "data").rglob("*.jsonl")):
        if path.parent == V9 and path.name.startswith("routing_"):
            continue
        if "routing" not in path.name:
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                if isinstance(row, dict) and "id" in row:
                    others.add(str(row["id"]))
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


def test_every_named_object_exists_and_tool_cases_name_the_askers_own() -> None:
    """Each id in a query or history is a real demo object. A live_tool or action case names only the asker's own
    objects, unless tagged `other_owner_id` (then one is a colleague's, same tenant) or `other_tenant_id` (then one
    is the other tenant's); a case naming none carries a deliberate no-object tag."""
    known = owners()
    tool_cases = 0
    for case in every_case():
        text = " ".join([case.query] + [t["content"] for t in case.history])
        ids = set(OBJECT_ID.findall(text))
        assert ids <= set(known), (case.id, sorted(ids - set(known)))
        if case.expected_route not in ("live_tool", "action"):
            continue
        tool_cases += 1
        tags = set(case.extra["tags"])
        me = (case.principal["tenant"], case.principal["user"])
        if not ids:
            assert tags & NO_OBJECT_KINDS, case.id
            continue
        colleague = {i for i in ids if known[i][0] == me[0] and known[i] != me}
        other_tenant = {i for i in ids if known[i][0] != me[0]}
        if "other_owner_id" in tags:
            assert colleague, case.id
        if "other_tenant_id" in tags:
            assert other_tenant, case.id
        if not tags & {"other_owner_id", "other_tenant_id"}:
            assert all(known[i] == me for i in ids), (case.id, sorted(ids))
    assert tool_cases == 2 * (PER_ROUTE["live_tool"] + PER_ROUTE["action"])


def test_committed_files_are_the_seeded_split() -> None:
    split = load_script(V9 / "split_routing.py")
    assert split.RULE.seed == 20261224
    assert split.main(["--check"]) == 0


def test_another_seed_would_not_give_the_committed_split() -> None:
    """`--check` is not vacuous: v4's seed (20261203) would put cases elsewhere."""
    split = load_script(V9 / "split_routing.py")
    dev, test = ([{"id": c.id, "expected_route": c.expected_route} for c in cases(s)] for s in SPLITS)
    assert split.RULE.misplaced(dev, test) == []
    other = type(split.RULE)(seed=20261203, stratum=split.RULE.stratum, fresh_rng_per_stratum=True)
    assert other.misplaced(dev, test) != []


def test_authoring_script_regenerates_the_set(tmp_path: Path) -> None:
    """The authoring script is the provenance record: it must still write exactly dev ∪ test, byte for byte, and
    the whole file must have the sha256 the README gives."""
    out = tmp_path / "all.jsonl"
    assert load_script(V9 / "authoring" / "author_routing_v9.py").main(["--out", str(out)]) == 0
    committed = [line for split in SPLITS
                 for line in (V9 / f"routing_{split}.jsonl").read_text(encoding="utf-8").splitlines()]
    assert sorted(out.read_text(encoding="utf-8").splitlines()) == sorted(committed)
    digest = hashlib.sha256(out.read_bytes()).hexdigest()
    assert digest in (V9 / "README_routing.md").read_text(encoding="utf-8")


def test_authoring_files_stay_short() -> None:
    for path in sorted((V9 / "authoring").glob("*routing*.py")):
        assert len(path.read_text(encoding="utf-8").splitlines()) < 450, path.name
