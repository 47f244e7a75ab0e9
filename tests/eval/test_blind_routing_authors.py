"""The blind routing sets of eight authors (tests/data/blind/v5 … v12: routing_*.jsonl) load with the project's own
loader and stay what their READMEs (README_routing.md) say they are.

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
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import pytest

from querylab.eval.datasets import VALID_ROUTES, RoutingCase, load_routing_jsonl
from tests.eval.blind_sets import (BLIND, CORPUS, DEMO_PRINCIPALS, REPO, SPLITS, check_routing_case, demo_users,
                                   load_script)

TOOL_ROUTES = ("live_tool", "action")
NO_MUST_PRESERVE = ("small_talk", "refuse", "out_of_domain")
V4_SEED = 20261203  # v4's split seed: another seed that must not give any of these splits
EARLIER_ROUTING_SETS = {"v2", "v3", "v4"}  # folders every set's ids are compared with (besides the sets below)
#: Order (1040–1047 acme, 2040–2047 globex), refund (R-…) and claim (EXP-…) ids as v8 and v9 read them: word-bounded;
#: the named ids come first in the alternation, so EXP-2041 is not read as an order 2041 (v8 read named ids first, then
#: orders in the text without them, which finds the same ids).
BOUNDED_ID = re.compile(r"\b(?:EXP-\d+|R-\d+|104\d|204\d)\b")
#: The same ids as v7 reads them: not next to a word character or a hyphen.
UNHYPHENATED_ID = re.compile(r"(?<![\w-])(?:104\d|204\d|R-\d+|EXP-\d+)(?![\w-])")
OwnerRule = Literal["each_query_id", "one_query_id", "one_named_id"]


@dataclass(frozen=True)
class Objects:
    """How a set's live_tool / action cases name demo objects (its README's "objects" paragraph).

    owner_rule, for an id-naming case (untagged: the ids are the asker's own; `other_owner_id`: a colleague's, same
    tenant; `other_tenant_id`: the other tenant's):
      each_query_id (v7): every id in the query is of the tagged owner; with none in the query, the history's are own.
      one_query_id (v8): the history's ids are own; one query id is of the tagged owner (other_tenant_id first), or,
        untagged, every query id is own.
      one_named_id (v9): for each owner tag, one id in query or history is of that owner; untagged, every id is own.
    """

    pattern: re.Pattern[str]
    no_object_tags: frozenset[str]  # a case naming no id anywhere carries one of these
    owner_rule: OwnerRule


#: The object rules v9's README states, which v10, v11 and v12 adopted as they are.
V9_OBJECTS = Objects(BOUNDED_ID, frozenset({"no_id_lookup", "own_bulk", "own_record_no_tool", "new_object_request"}), "one_named_id")


@dataclass(frozen=True)
class RoutingAuthorSet:
    version: str
    id_prefix: str
    per_route: dict[str, int]  # cases per route in each split, as the README's table states (50 % / 50 %)
    histories: int  # cases with a history, dev + test, as the README states
    arguable: int  # cases tagged (and noted) arguable, dev + test, as the README states
    author: str  # the authoring script under authoring/ that writes dev ∪ test
    seed: int  # split_routing.py's seed
    other_seeds: tuple[int, ...]  # seeds that must give another split (`--check` is not vacuous)
    sha256: str  # of the file the authoring script writes, as the README gives it
    objects: Objects | None = None  # v7–v9: the object rules their READMEs state
    authoring_files: int = 6  # authoring/*routing*.py: the author script, four case modules, the kit
    size: int = 180  # cases, dev + test

    @property
    def folder(self) -> Path:
        return BLIND / self.version

    @property
    def readme(self) -> str:
        return (self.folder / "README_routing.md").read_text(encoding="utf-8")

    def cases(self, split: str) -> list[RoutingCase]:
        return load_routing_jsonl(self.folder / f"routing_{split}.jsonl")

    def every_case(self) -> list[RoutingCase]:
        return [c for split in SPLITS for c in self.cases(split)]


SETS = (
    RoutingAuthorSet("v5", "v5-r-", {"knowledge": 23, "live_tool": 13, "action": 11, "small_talk": 8, "clarify": 11,
                                     "refuse": 13, "out_of_domain": 11}, histories=61, arguable=17,
                     author="author_routing_v5.py", seed=20261221, other_seeds=(V4_SEED,),
                     sha256="7ceeff1ccc253fc7fb37ae7ed381b3bf49d3aaa5b4a40b05748f04ee1a2f4021"),
    RoutingAuthorSet("v6", "v6-r-", {"knowledge": 23, "live_tool": 14, "action": 12, "small_talk": 9, "clarify": 11,
                                     "refuse": 12, "out_of_domain": 9}, histories=72, arguable=17,
                     author="author_routing_v6.py", seed=20261222, other_seeds=(V4_SEED,),
                     sha256="ff3293a3a1f44cec81ca063529eba56c61188ffee79ca0ff37cfc3d273843c4b"),
    RoutingAuthorSet("v7", "v7-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                     "refuse": 12, "out_of_domain": 10}, histories=62, arguable=24,
                     author="author_routing_v7.py", seed=20261221, other_seeds=(20261222, V4_SEED),
                     sha256="1f21562ff40d2ee4f9d4390f84f37fcc957bc0bb410c7022b1fa8cd9d94cd6d8",
                     objects=Objects(UNHYPHENATED_ID, frozenset({"own_bulk", "own_record_no_tool", "no_id_lookup",
                                                                 "new_object_request"}), "each_query_id")),
    RoutingAuthorSet("v8", "v8-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                     "refuse": 12, "out_of_domain": 10}, histories=60, arguable=24,
                     author="author_routing_v8.py", seed=20261222, other_seeds=(V4_SEED,),
                     sha256="9f265510a892aa4705cb067b8310e1a1d21ebad023ca6dc683be5e376c7846c9",
                     objects=Objects(BOUNDED_ID, frozenset({"own_bulk", "own_record_no_tool", "described_object",
                                                            "new_object_request"}), "one_query_id")),
    RoutingAuthorSet("v9", "v9-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                     "refuse": 12, "out_of_domain": 10}, histories=60, arguable=19,
                     author="author_routing_v9.py", seed=20261224, other_seeds=(V4_SEED,),
                     sha256="9657cc99be475aed86d49400bdc2f993ca61958372823b8b7b8f619740e651d6",
                     objects=V9_OBJECTS),
    RoutingAuthorSet("v10", "v10-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=60, arguable=17,
                     author="author_routing_v10.py", seed=20261230, other_seeds=(V4_SEED,),
                     sha256="c4a2e66629713cd6ca31a7a23490fbc053465bae7049dde3856b1d3289f534f5",
                     objects=V9_OBJECTS),
    RoutingAuthorSet("v11", "v11-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=93, arguable=22,
                     author="author_routing_v11.py", seed=20261231, other_seeds=(V4_SEED,),
                     sha256="bdcc91d49cb48de434bc931e5dd700deff60ca17954b197a75613d5df125b27d",
                     objects=V9_OBJECTS),
    RoutingAuthorSet("v12", "v12-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=60, arguable=18,
                     author="author_routing_v12.py", seed=20261240, other_seeds=(V4_SEED,),
                     sha256="960560597dedc6270cea0d089682d3d595cfedab22d4574926abfebbc1364309",
                     objects=V9_OBJECTS),
    RoutingAuthorSet("v13", "v13-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=60, arguable=21,
                     author="author_routing_v13.py", seed=20261317, other_seeds=(V4_SEED,),
                     sha256="d7668ae5939ced8a5a89c4798e96aca838047a89b78876543733ba42f0f1e201",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "described_object", "own_bulk",
                                                            "own_record_no_tool", "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v14", "v14-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=60, arguable=21,
                     author="author_routing_v14.py", seed=20261414, other_seeds=(V4_SEED,),
                     sha256="8de273ec213d1bd8f1dee3df1e5a9d00ff4ba0789b90cdba284aa04ff2777d2f",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "described_object", "own_bulk",
                                                            "own_record_no_tool", "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v15", "v15-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=60, arguable=19,
                     author="author_routing_v15.py", seed=20261515, other_seeds=(V4_SEED,),
                     sha256="9e3ef1aac5a7ceca0fca28eec1d42b164fa758b5b2e577cb95c59d603021af88",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "own_bulk", "own_record_no_tool",
                                                            "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v16", "v16-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=60, arguable=20,
                     author="author_routing_v16.py", seed=20261616, other_seeds=(V4_SEED,),
                     sha256="17ef741836bfbea23df1accc5e79ca02bed4ea917563749e89bbd97c8b2f5d2d",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "own_bulk", "own_record_no_tool",
                                                            "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v17", "v17-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=62, arguable=20,
                     author="author_routing_v17.py", seed=20261717, other_seeds=(V4_SEED,),
                     sha256="6d8031e6bb314e9e12eb9786816cef6b4a564746adda52a202109f8594111ad6",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "own_bulk", "own_record_no_tool",
                                                            "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v18", "v18-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=62, arguable=17,
                     author="author_routing_v18.py", seed=20261818, other_seeds=(V4_SEED,),
                     sha256="f816e99635846d5e56cf1267207d46f7c83fb12399ad25262cbc66b8defdb59c",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "own_bulk", "own_record_no_tool",
                                                            "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v19", "v19-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=61, arguable=21,
                     author="author_routing_v19.py", seed=20261919, other_seeds=(V4_SEED,),
                     sha256="037c5eb50af74026d6124e3dec20b1c73caa19891c422f1f9a02d54313457901",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "own_bulk", "own_record_no_tool",
                                                            "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v20", "v20-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=61, arguable=18,
                     author="author_routing_v20.py", seed=20262020, other_seeds=(V4_SEED,),
                     sha256="018d22d029b8f966162b7344df24bee7fb3264f69462608c00bf7a43e5934d84",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "own_bulk", "own_record_no_tool",
                                                            "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v21", "v21-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=60, arguable=24,
                     author="author_routing_v21.py", seed=20262121, other_seeds=(V4_SEED,),
                     sha256="44805af10b3948c98bc73cfc9b1620f8f5a6358a9eaa9224fb47836d41fb60db",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "own_bulk", "own_record_no_tool",
                                                            "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v22", "v22-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=60, arguable=25,
                     author="author_routing_v22.py", seed=20262222, other_seeds=(V4_SEED,),
                     sha256="90265903b63c2cf2817926e33273ce92edcf91d285cc006cdde67a3b8f174eba",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "own_bulk", "own_record_no_tool",
                                                            "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v36", "v36-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=60, arguable=23,
                     author="author_routing_v36.py", seed=20263636, other_seeds=(V4_SEED,),
                     sha256="0c34c8f3e805eb2bf535df092a260b92ccd321b92d6a643294e20f06f831e14b", objects=V9_OBJECTS),
    RoutingAuthorSet("v26", "v26-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=60, arguable=21,
                     author="author_routing_v26.py", seed=20262626, other_seeds=(V4_SEED,),
                     sha256="9d3b42f970cf286647241ec3ea260dfa5d13cd6ecda2430dc32e0ac4f440e9be",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "own_bulk", "own_record_no_tool",
                                                            "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v29", "v29-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=61, arguable=25,
                     author="author_routing_v29.py", seed=20262929, other_seeds=(V4_SEED,),
                     sha256="ce3dadde9049f98f31b94e8696045fcc4ffc4b0a54710dc7677189ca9ee73a66",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "own_bulk", "own_record_no_tool",
                                                            "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v23", "v23-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=60, arguable=31,
                     author="author_routing_v23.py", seed=20262323, other_seeds=(V4_SEED,),
                     sha256="e44d665ca2430f037a67fcfa28a5a319648384405994ab3b2156b47066d044cb",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "own_bulk", "own_record_no_tool",
                                                            "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v25", "v25-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=111, arguable=18,
                     author="author_routing_v25.py", seed=20262525, other_seeds=(V4_SEED,),
                     sha256="5c3257311d08212af1c2255d1f56ad013e39a1748708fdd790ae96b58145a758",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "own_bulk", "own_record_no_tool",
                                                            "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v27", "v27-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=60, arguable=24,
                     author="author_routing_v27.py", seed=20262727, other_seeds=(V4_SEED,),
                     sha256="3666c7355593c923261bd029c53cd2d0489adc05915977e12740b68d0a576830",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "own_bulk", "own_record_no_tool",
                                                            "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v28", "v28-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=60, arguable=19,
                     author="author_routing_v28.py", seed=20262828, other_seeds=(V4_SEED,),
                     sha256="4a77a99448d02f102788ff97bb6a806c442636a062af397c7dde8bd52c7cdec4",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "own_bulk", "own_record_no_tool",
                                                            "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v24", "v24-r-", {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10,
                                       "refuse": 12, "out_of_domain": 10}, histories=60, arguable=22,
                     author="author_routing_v24.py", seed=20262424, other_seeds=(V4_SEED,),
                     sha256="022d69c013b1a5097b69988bd9e40dc2e36c9b305999bcbd241e34b387c297cd",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "own_bulk", "own_record_no_tool",
                                                            "new_object_request"}), "one_named_id")),
)
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
    for path in files + [blind.folder / "split_routing.py", Path(__file__)]:
        assert len(path.read_text(encoding="utf-8").splitlines()) < 450, path.name
