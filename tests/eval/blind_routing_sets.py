"""The blind routing sets' rows: what each README says its set is (counts, seeds, digest, how it names objects).

Why a module of its own: one row per author, and with v23–v36 the rows outgrew the test module's 450 lines. The checks
that read them stay in `test_blind_routing_authors.py`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from querylab.eval.datasets import RoutingCase, load_routing_jsonl
from tests.eval.blind_sets import BLIND, SPLITS

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


#: The object rules v9's README states, which v10–v12 and v15–v43 adopted as they are (v13 and v14 state none).
V9_OBJECTS = Objects(BOUNDED_ID, frozenset({"no_id_lookup", "own_bulk", "own_record_no_tool", "new_object_request"}), "one_named_id")


#: Cases per route in each half of a 180-case set: the counts most authors were asked for (knowledge 46, live_tool 30, …).
PER_ROUTE_90 = {"knowledge": 23, "live_tool": 15, "action": 12, "small_talk": 8, "clarify": 10, "refuse": 12, "out_of_domain": 10}


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


def under_v104s_brief(version: str, seed: int, sha256: str) -> RoutingAuthorSet:
    """A set written under v104's brief (every wave from v105 on): its counts, conventions and object rules, so that a
    row states only what differs — the version, the split seed and the digest of what the authoring script writes."""
    return RoutingAuthorSet(version, f"{version}-r-", PER_ROUTE_90, histories=60, arguable=24, author=f"author_routing_{version}.py",
                            seed=seed, other_seeds=(V4_SEED,), sha256=sha256, objects=V9_OBJECTS)


def sets_under_v104s_brief(path: Path = BLIND / "under_v104s_brief.tsv") -> tuple[RoutingAuthorSet, ...]:
    """The sets listed in ``path`` (version, split seed, sha256 per line): with sixteen and more sets a wave, their rows
    are data, kept beside the sets, and this module stays a size one reads in a sitting."""
    rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines() if line.strip() and not line.startswith("#")]
    return tuple(under_v104s_brief(version, int(seed), sha256) for version, seed, sha256 in rows)


SETS = (
    RoutingAuthorSet("v5", "v5-r-", {"knowledge": 23, "live_tool": 13, "action": 11, "small_talk": 8, "clarify": 11,
                                     "refuse": 13, "out_of_domain": 11}, histories=61, arguable=17,
                     author="author_routing_v5.py", seed=20261221, other_seeds=(V4_SEED,),
                     sha256="7ceeff1ccc253fc7fb37ae7ed381b3bf49d3aaa5b4a40b05748f04ee1a2f4021"),
    RoutingAuthorSet("v6", "v6-r-", {"knowledge": 23, "live_tool": 14, "action": 12, "small_talk": 9, "clarify": 11,
                                     "refuse": 12, "out_of_domain": 9}, histories=72, arguable=17,
                     author="author_routing_v6.py", seed=20261222, other_seeds=(V4_SEED,),
                     sha256="ff3293a3a1f44cec81ca063529eba56c61188ffee79ca0ff37cfc3d273843c4b"),
    RoutingAuthorSet("v7", "v7-r-", PER_ROUTE_90, histories=62, arguable=24,
                     author="author_routing_v7.py", seed=20261221, other_seeds=(20261222, V4_SEED),
                     sha256="1f21562ff40d2ee4f9d4390f84f37fcc957bc0bb410c7022b1fa8cd9d94cd6d8",
                     objects=Objects(UNHYPHENATED_ID, frozenset({"own_bulk", "own_record_no_tool", "no_id_lookup",
                                                                 "new_object_request"}), "each_query_id")),
    RoutingAuthorSet("v8", "v8-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v8.py", seed=20261222, other_seeds=(V4_SEED,),
                     sha256="9f265510a892aa4705cb067b8310e1a1d21ebad023ca6dc683be5e376c7846c9",
                     objects=Objects(BOUNDED_ID, frozenset({"own_bulk", "own_record_no_tool", "described_object",
                                                            "new_object_request"}), "one_query_id")),
    RoutingAuthorSet("v9", "v9-r-", PER_ROUTE_90, histories=60, arguable=19,
                     author="author_routing_v9.py", seed=20261224, other_seeds=(V4_SEED,),
                     sha256="9657cc99be475aed86d49400bdc2f993ca61958372823b8b7b8f619740e651d6",
                     objects=V9_OBJECTS),
    RoutingAuthorSet("v10", "v10-r-", PER_ROUTE_90, histories=60, arguable=17,
                     author="author_routing_v10.py", seed=20261230, other_seeds=(V4_SEED,),
                     sha256="c4a2e66629713cd6ca31a7a23490fbc053465bae7049dde3856b1d3289f534f5",
                     objects=V9_OBJECTS),
    RoutingAuthorSet("v11", "v11-r-", PER_ROUTE_90, histories=93, arguable=22,
                     author="author_routing_v11.py", seed=20261231, other_seeds=(V4_SEED,),
                     sha256="bdcc91d49cb48de434bc931e5dd700deff60ca17954b197a75613d5df125b27d",
                     objects=V9_OBJECTS),
    RoutingAuthorSet("v12", "v12-r-", PER_ROUTE_90, histories=60, arguable=18,
                     author="author_routing_v12.py", seed=20261240, other_seeds=(V4_SEED,),
                     sha256="960560597dedc6270cea0d089682d3d595cfedab22d4574926abfebbc1364309",
                     objects=V9_OBJECTS),
    RoutingAuthorSet("v13", "v13-r-", PER_ROUTE_90, histories=60, arguable=21,
                     author="author_routing_v13.py", seed=20261317, other_seeds=(V4_SEED,),
                     sha256="d7668ae5939ced8a5a89c4798e96aca838047a89b78876543733ba42f0f1e201",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "described_object", "own_bulk",
                                                            "own_record_no_tool", "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v14", "v14-r-", PER_ROUTE_90, histories=60, arguable=21,
                     author="author_routing_v14.py", seed=20261414, other_seeds=(V4_SEED,),
                     sha256="8de273ec213d1bd8f1dee3df1e5a9d00ff4ba0789b90cdba284aa04ff2777d2f",
                     objects=Objects(BOUNDED_ID, frozenset({"no_id_lookup", "described_object", "own_bulk",
                                                            "own_record_no_tool", "new_object_request"}), "one_named_id")),
    RoutingAuthorSet("v15", "v15-r-", PER_ROUTE_90, histories=60, arguable=19,
                     author="author_routing_v15.py", seed=20261515, other_seeds=(V4_SEED,),
                     sha256="9e3ef1aac5a7ceca0fca28eec1d42b164fa758b5b2e577cb95c59d603021af88", objects=V9_OBJECTS),
    RoutingAuthorSet("v16", "v16-r-", PER_ROUTE_90, histories=60, arguable=20,
                     author="author_routing_v16.py", seed=20261616, other_seeds=(V4_SEED,),
                     sha256="17ef741836bfbea23df1accc5e79ca02bed4ea917563749e89bbd97c8b2f5d2d", objects=V9_OBJECTS),
    RoutingAuthorSet("v17", "v17-r-", PER_ROUTE_90, histories=62, arguable=20,
                     author="author_routing_v17.py", seed=20261717, other_seeds=(V4_SEED,),
                     sha256="6d8031e6bb314e9e12eb9786816cef6b4a564746adda52a202109f8594111ad6", objects=V9_OBJECTS),
    RoutingAuthorSet("v18", "v18-r-", PER_ROUTE_90, histories=62, arguable=17,
                     author="author_routing_v18.py", seed=20261818, other_seeds=(V4_SEED,),
                     sha256="f816e99635846d5e56cf1267207d46f7c83fb12399ad25262cbc66b8defdb59c", objects=V9_OBJECTS),
    RoutingAuthorSet("v19", "v19-r-", PER_ROUTE_90, histories=61, arguable=21,
                     author="author_routing_v19.py", seed=20261919, other_seeds=(V4_SEED,),
                     sha256="037c5eb50af74026d6124e3dec20b1c73caa19891c422f1f9a02d54313457901", objects=V9_OBJECTS),
    RoutingAuthorSet("v20", "v20-r-", PER_ROUTE_90, histories=61, arguable=18,
                     author="author_routing_v20.py", seed=20262020, other_seeds=(V4_SEED,),
                     sha256="018d22d029b8f966162b7344df24bee7fb3264f69462608c00bf7a43e5934d84", objects=V9_OBJECTS),
    RoutingAuthorSet("v21", "v21-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v21.py", seed=20262121, other_seeds=(V4_SEED,),
                     sha256="44805af10b3948c98bc73cfc9b1620f8f5a6358a9eaa9224fb47836d41fb60db", objects=V9_OBJECTS),
    RoutingAuthorSet("v22", "v22-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v22.py", seed=20262222, other_seeds=(V4_SEED,),
                     sha256="90265903b63c2cf2817926e33273ce92edcf91d285cc006cdde67a3b8f174eba", objects=V9_OBJECTS),
    RoutingAuthorSet("v23", "v23-r-", PER_ROUTE_90, histories=60, arguable=31,
                     author="author_routing_v23.py", seed=20262323, other_seeds=(V4_SEED,),
                     sha256="e44d665ca2430f037a67fcfa28a5a319648384405994ab3b2156b47066d044cb", objects=V9_OBJECTS),
    RoutingAuthorSet("v24", "v24-r-", PER_ROUTE_90, histories=60, arguable=22,
                     author="author_routing_v24.py", seed=20262424, other_seeds=(V4_SEED,),
                     sha256="022d69c013b1a5097b69988bd9e40dc2e36c9b305999bcbd241e34b387c297cd", objects=V9_OBJECTS),
    RoutingAuthorSet("v25", "v25-r-", PER_ROUTE_90, histories=111, arguable=18,
                     author="author_routing_v25.py", seed=20262525, other_seeds=(V4_SEED,),
                     sha256="5c3257311d08212af1c2255d1f56ad013e39a1748708fdd790ae96b58145a758", objects=V9_OBJECTS),
    RoutingAuthorSet("v26", "v26-r-", PER_ROUTE_90, histories=60, arguable=21,
                     author="author_routing_v26.py", seed=20262626, other_seeds=(V4_SEED,),
                     sha256="9d3b42f970cf286647241ec3ea260dfa5d13cd6ecda2430dc32e0ac4f440e9be", objects=V9_OBJECTS),
    RoutingAuthorSet("v27", "v27-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v27.py", seed=20262727, other_seeds=(V4_SEED,),
                     sha256="3666c7355593c923261bd029c53cd2d0489adc05915977e12740b68d0a576830", objects=V9_OBJECTS),
    RoutingAuthorSet("v28", "v28-r-", PER_ROUTE_90, histories=60, arguable=19,
                     author="author_routing_v28.py", seed=20262828, other_seeds=(V4_SEED,),
                     sha256="4a77a99448d02f102788ff97bb6a806c442636a062af397c7dde8bd52c7cdec4", objects=V9_OBJECTS),
    RoutingAuthorSet("v29", "v29-r-", PER_ROUTE_90, histories=61, arguable=25,
                     author="author_routing_v29.py", seed=20262929, other_seeds=(V4_SEED,),
                     sha256="ce3dadde9049f98f31b94e8696045fcc4ffc4b0a54710dc7677189ca9ee73a66", objects=V9_OBJECTS),
    RoutingAuthorSet("v30", "v30-r-", PER_ROUTE_90, histories=60, arguable=22,
                     author="author_routing_v30.py", seed=20263030, other_seeds=(V4_SEED,), objects=V9_OBJECTS,
                     sha256="09059e8665130c65b56c87f542d1c54c7a4e4ae1164a974f629c4ad3b90d7a4b"),
    RoutingAuthorSet("v31", "v31-r-", PER_ROUTE_90, histories=60, arguable=26,
                     author="author_routing_v31.py", seed=20263131, other_seeds=(V4_SEED,),
                     sha256="5a5933ed64abbb389a351a85168d906722fbb2aa999a2539562e39c9a1526095", objects=V9_OBJECTS),
    RoutingAuthorSet("v32", "v32-r-", PER_ROUTE_90, histories=60, arguable=20,
                     author="author_routing_v32.py", seed=20263232, other_seeds=(V4_SEED,),
                     sha256="27c4dab3aec82dcbee433f05a0aefe89d3e7651c8631a1143d273d04a69f7f97",
                     objects=V9_OBJECTS),
    RoutingAuthorSet("v33", "v33-r-", PER_ROUTE_90, histories=60, arguable=21,
                     author="author_routing_v33.py", seed=20263333, other_seeds=(V4_SEED,),
                     sha256="402ac226ac3bfafcd80da3244f37d41aa155c22dc9e35b401d65db6fc151475b",
                     objects=V9_OBJECTS),
    RoutingAuthorSet("v34", "v34-r-", PER_ROUTE_90, histories=62, arguable=22,
                     author="author_routing_v34.py", seed=20263434, other_seeds=(V4_SEED,),
                     sha256="a50bfe58d2b994eb7aad1c3c2e974e5a7e061b8ba5c627e6310d3ad790744f4b", objects=V9_OBJECTS),
    RoutingAuthorSet("v35", "v35-r-", PER_ROUTE_90, histories=60, arguable=27,
                     author="author_routing_v35.py", seed=20263535, other_seeds=(V4_SEED,),
                     sha256="4677442c5491b6a6c5a4ebcf7eacb0cb784c3c718107542d44ab89ba98d531c5",
                     objects=V9_OBJECTS),
    RoutingAuthorSet("v36", "v36-r-", PER_ROUTE_90, histories=60, arguable=23,
                     author="author_routing_v36.py", seed=20263636, other_seeds=(V4_SEED,),
                     sha256="0c34c8f3e805eb2bf535df092a260b92ccd321b92d6a643294e20f06f831e14b", objects=V9_OBJECTS),
    RoutingAuthorSet("v37", "v37-r-", PER_ROUTE_90, histories=60, arguable=20,
                     author="author_routing_v37.py", seed=20263737, other_seeds=(V4_SEED,),
                     sha256="388ee8889cbf52a0ac40323d38a290f17bd41d2671698b400a7895b5ec82ce9f", objects=V9_OBJECTS),
    RoutingAuthorSet("v38", "v38-r-", PER_ROUTE_90, histories=180, arguable=26,
                     author="author_routing_v38.py", seed=20263838, other_seeds=(V4_SEED,),
                     sha256="47005c5e34790503d74254f4c957df653bef80e72f3f88fa1a2f7735dccfe7b2", objects=V9_OBJECTS),
    RoutingAuthorSet("v39", "v39-r-", PER_ROUTE_90, histories=60, arguable=21,
                     author="author_routing_v39.py", seed=20263939, other_seeds=(V4_SEED,),
                     sha256="e5f2d1dd9389cb27e3d6501b5c231776cfecbf9e7176ce87f071ab84483effac", objects=V9_OBJECTS),
    RoutingAuthorSet("v40", "v40-r-", PER_ROUTE_90, histories=60, arguable=23,
                     author="author_routing_v40.py", seed=20264040, other_seeds=(V4_SEED,),
                     sha256="2d6962170a745d4b7f0d15102be7098e4f271bddc7db51583dd4f6859650edf3", objects=V9_OBJECTS),
    RoutingAuthorSet("v41", "v41-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v41.py", seed=20264141, other_seeds=(V4_SEED,),
                     sha256="145723a70324ef92f72551d93c8cad997d5bb14d3c51341a833c2a3ee7e2bf37", objects=V9_OBJECTS),
    RoutingAuthorSet("v42", "v42-r-", PER_ROUTE_90, histories=60, arguable=23,
                     author="author_routing_v42.py", seed=20264242, other_seeds=(V4_SEED,),
                     sha256="0d42de3d08e6c501796b5e69316296561b2e719de45764e0c3d1cd5f8fb9b6e4", objects=V9_OBJECTS),
    RoutingAuthorSet("v43", "v43-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v43.py", seed=20264343, other_seeds=(V4_SEED,),
                     sha256="d85d05bf2322c4472c3ad5d6b6852a9875ea57e97ccb59d1bcab9eb9cd15e6a1", objects=V9_OBJECTS),
    RoutingAuthorSet("v44", "v44-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v44.py", seed=20264444, other_seeds=(V4_SEED,),
                     sha256="13200fb1a4b96825cc8d2c45e840ede2153e8360b0a2a6da1cbcb968f71cea7e", objects=V9_OBJECTS),
    RoutingAuthorSet("v45", "v45-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v45.py", seed=20264545, other_seeds=(V4_SEED,),
                     sha256="dea0afe6adb97e5572d953043e2f5a8bab1e8c9ff221a49a28a8e59b2685e98b", objects=V9_OBJECTS),
    RoutingAuthorSet("v46", "v46-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v46.py", seed=20264646, other_seeds=(V4_SEED,),
                     sha256="347949e1f1c05ca661d2090d5d192c6f1190cea4c048e066fd56faac3405234d", objects=V9_OBJECTS),
    RoutingAuthorSet("v47", "v47-r-", PER_ROUTE_90, histories=60, arguable=23,
                     author="author_routing_v47.py", seed=20264747, other_seeds=(V4_SEED,),
                     sha256="fe1f604356db0f01ebcd215a7db7e100e386445b42eae9b3a6ae3149558f71a4", objects=V9_OBJECTS),
    RoutingAuthorSet("v48", "v48-r-", PER_ROUTE_90, histories=60, arguable=22,
                     author="author_routing_v48.py", seed=20264848, other_seeds=(V4_SEED,),
                     sha256="40059eddbf83fa4d431609ae2558f325aed82e84aa0c68f781b3a7c625a5aeef", objects=V9_OBJECTS),
    RoutingAuthorSet("v49", "v49-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v49.py", seed=20264949, other_seeds=(V4_SEED,),
                     sha256="a49adaf98a137c155709b8a30e5517d9f366bb2992c7c68018b160a1e50d55c4", objects=V9_OBJECTS),
    RoutingAuthorSet("v50", "v50-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v50.py", seed=20265050, other_seeds=(V4_SEED,),
                     sha256="e8042a71ee4cdbe99e2d73b6d1bc712afdccd350d256b080ebabdd6282f22d2d", objects=V9_OBJECTS),
    RoutingAuthorSet("v51", "v51-r-", PER_ROUTE_90, histories=133, arguable=22,
                     author="author_routing_v51.py", seed=20265151, other_seeds=(V4_SEED,),
                     sha256="860286685d68c3111758bf32eccc83798d0381f50a76b1e713229ba01c3b0da0", objects=V9_OBJECTS),
    RoutingAuthorSet("v52", "v52-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v52.py", seed=20265252, other_seeds=(V4_SEED,),
                     sha256="ea9c79cd6c184815a142334b0a275dc95122990669e5bc4157948c44fa7e1816", objects=V9_OBJECTS),
    RoutingAuthorSet("v53", "v53-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v53.py", seed=20265353, other_seeds=(V4_SEED,),
                     sha256="08103d2ce54a0477ee53518a81dd7fb6fb25a26ef5c66b294cdff4b93ae72d1a", objects=V9_OBJECTS),
    RoutingAuthorSet("v54", "v54-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v54.py", seed=20265454, other_seeds=(V4_SEED,),
                     sha256="5fbfe5355213b3b3fca679ae7fbbb5f0197628233613c879e06b3df2ff99f772", objects=V9_OBJECTS),
    RoutingAuthorSet("v55", "v55-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v55.py", seed=20265555, other_seeds=(V4_SEED,),
                     sha256="243ef1dda715002de1a490fd8a19fad32c2b8fb6e14d73d9a14bfc985ffb4f2c", objects=V9_OBJECTS),
    RoutingAuthorSet("v56", "v56-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v56.py", seed=20265656, other_seeds=(V4_SEED,),
                     sha256="b732e360bfdfe9bd7322c24973692db92e3099421c6469c787d13d6a83002994", objects=V9_OBJECTS),
    RoutingAuthorSet("v57", "v57-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v57.py", seed=20265757, other_seeds=(V4_SEED,),
                     sha256="60670c783224ba4408712209c693ec9019af31f9c7e4fcfe565e84ac79c69940", objects=V9_OBJECTS),
    RoutingAuthorSet("v58", "v58-r-", PER_ROUTE_90, histories=60, arguable=22,
                     author="author_routing_v58.py", seed=20265858, other_seeds=(V4_SEED,),
                     sha256="b30b859b0d5e151305f9c8e79c7d44aaa4edec428588eecf5c128b6e7ce773d0", objects=V9_OBJECTS),
    RoutingAuthorSet("v59", "v59-r-", PER_ROUTE_90, histories=61, arguable=24,
                     author="author_routing_v59.py", seed=20265959, other_seeds=(V4_SEED,),
                     sha256="ebb341a11cbe3173d5524a9335c8629e30bcec78a75c7b5004dc477edb577e6e", objects=V9_OBJECTS),
    RoutingAuthorSet("v60", "v60-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v60.py", seed=20266060, other_seeds=(V4_SEED,),
                     sha256="1220c71c5c928810e67faeebab66b60ad849791bb08604029386b3bfc822c2e8", objects=V9_OBJECTS),
    RoutingAuthorSet("v61", "v61-r-", PER_ROUTE_90, histories=60, arguable=23,
                     author="author_routing_v61.py", seed=20266161, other_seeds=(V4_SEED,),
                     sha256="20a2540a5a64e558ad5f84e7fd5dc75baeaca9168c34ed9b82c7164c73105d88", objects=V9_OBJECTS),
    RoutingAuthorSet("v62", "v62-r-", PER_ROUTE_90, histories=60, arguable=22,
                     author="author_routing_v62.py", seed=20266262, other_seeds=(V4_SEED,),
                     sha256="b0bd4c236fa94b8c3ce1ee7eea7548e3984cce3a36b1bde054475bb6158009a2", objects=V9_OBJECTS),
    RoutingAuthorSet("v63", "v63-r-", PER_ROUTE_90, histories=60, arguable=22,
                     author="author_routing_v63.py", seed=20266363, other_seeds=(V4_SEED,),
                     sha256="4ea6600a61766d8a670f6fc397f3e83c3d75f8e1879296967d561bc38f87e23b", objects=V9_OBJECTS),
    RoutingAuthorSet("v64", "v64-r-", PER_ROUTE_90, histories=60, arguable=23,
                     author="author_routing_v64.py", seed=20266464, other_seeds=(V4_SEED,),
                     sha256="5a5fffe3a4eb99446128ef7fcc0a18739c66a047665703ab9327ecefe3f2a7ea", objects=V9_OBJECTS),
    RoutingAuthorSet("v65", "v65-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v65.py", seed=20266565, other_seeds=(V4_SEED,),
                     sha256="c027fe6f74db7ce5c26e61dd38f10ab43f687cd8c6f08e4b684ec5316d03ca5f", objects=V9_OBJECTS),
    RoutingAuthorSet("v66", "v66-r-", PER_ROUTE_90, histories=60, arguable=22,
                     author="author_routing_v66.py", seed=20266666, other_seeds=(V4_SEED,),
                     sha256="b9300720f4e3093e42178c9b46befe4eaaedb620a9e989987689ae8fceb095cd", objects=V9_OBJECTS),
    RoutingAuthorSet("v67", "v67-r-", PER_ROUTE_90, histories=60, arguable=23,
                     author="author_routing_v67.py", seed=20266767, other_seeds=(V4_SEED,),
                     sha256="5f61efa44a63bc6e8bb43ecae528df2a376ca3313d07aa65845ac170acdcae28", objects=V9_OBJECTS),
    RoutingAuthorSet("v68", "v68-r-", PER_ROUTE_90, histories=60, arguable=23,
                     author="author_routing_v68.py", seed=20266868, other_seeds=(V4_SEED,),
                     sha256="52b80411daf556655bf273822a5d53bc283010ea3346437f8cb08fe79bd61c7d", objects=V9_OBJECTS),
    RoutingAuthorSet("v69", "v69-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v69.py", seed=20266969, other_seeds=(V4_SEED,),
                     sha256="1a1955650702dd98a35491fd63f95218ce9bf6a03f2a60404ff2c0aad7ecd658", objects=V9_OBJECTS),
    RoutingAuthorSet("v70", "v70-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v70.py", seed=20267070, other_seeds=(V4_SEED,),
                     sha256="72c0173849f5a4c8e10392405a8286372c7730b54214df57edef132930a37417", objects=V9_OBJECTS),
    RoutingAuthorSet("v71", "v71-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v71.py", seed=20267171, other_seeds=(V4_SEED,),
                     sha256="b1428f913f4420e775d419f1719a3ebbb2e6d08e43d3675b198d4ff6a2928f8e", objects=V9_OBJECTS),
    RoutingAuthorSet("v72", "v72-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v72.py", seed=20267272, other_seeds=(V4_SEED,),
                     sha256="4c24eb6e1021c0f9c136bb8fba86929866da8588a2d86f2eb5dd95867320f830", objects=V9_OBJECTS),
    RoutingAuthorSet("v73", "v73-r-", PER_ROUTE_90, histories=60, arguable=23,
                     author="author_routing_v73.py", seed=20267373, other_seeds=(V4_SEED,),
                     sha256="657eb484cb546697f379145ff54bfa981fe78cd1a8fd1808bacd1964c81f2992", objects=V9_OBJECTS),
    RoutingAuthorSet("v74", "v74-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v74.py", seed=20267474, other_seeds=(V4_SEED,),
                     sha256="fa4a4826ae44f3043223d2a7ebefc7b074fee56670ee1b827adad1d1357cb297", objects=V9_OBJECTS),
    RoutingAuthorSet("v75", "v75-r-", PER_ROUTE_90, histories=60, arguable=23,
                     author="author_routing_v75.py", seed=20267575, other_seeds=(V4_SEED,),
                     sha256="7c6f2e240f4a0591239f50899c64b4ea3a74d906a319b335a3a165ae7bc85936", objects=V9_OBJECTS),
    RoutingAuthorSet("v76", "v76-r-", PER_ROUTE_90, histories=60, arguable=23,
                     author="author_routing_v76.py", seed=20267676, other_seeds=(V4_SEED,),
                     sha256="e122d4174adaf31480ca1d6bea600b1383dd5751a8f2be040b56df46c4f87a57", objects=V9_OBJECTS),
    RoutingAuthorSet("v77", "v77-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v77.py", seed=20267777, other_seeds=(V4_SEED,),
                     sha256="5f2a96654f61d1fde0a8f41b25eae3b1d8def0cb41ad19fc4d838ae7c112869b", objects=V9_OBJECTS),
    RoutingAuthorSet("v78", "v78-r-", PER_ROUTE_90, histories=110, arguable=22,
                     author="author_routing_v78.py", seed=20267878, other_seeds=(V4_SEED,),
                     sha256="445e123309b19c956ce3548ea53bff91bda0f22d73eb759c944b5fb6fd76ac97", objects=V9_OBJECTS),
    RoutingAuthorSet("v80", "v80-r-", PER_ROUTE_90, histories=61, arguable=24,
                     author="author_routing_v80.py", seed=20268080, other_seeds=(V4_SEED,),
                     sha256="a830effc6f46c3920a2f8d0035922217c21e14eaa732e6325c9a700cd7f289e8", objects=V9_OBJECTS),
    RoutingAuthorSet("v81", "v81-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v81.py", seed=20268181, other_seeds=(V4_SEED,),
                     sha256="d22867a05860b3991dc50b64b7b45e972bfd34fc57c1890050b99d58564842ef", objects=V9_OBJECTS),
    RoutingAuthorSet("v82", "v82-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v82.py", seed=20268282, other_seeds=(V4_SEED,),
                     sha256="766d6109db86bdd52f71465e5fd02aa10745eac009ce1f48a4764c77120bdf73", objects=V9_OBJECTS),
    RoutingAuthorSet("v83", "v83-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v83.py", seed=20268383, other_seeds=(V4_SEED,),
                     sha256="5a86ec7ce6b020ec5b51603d9b90266a0c741823148735d4cdeaa19eddc25ecf", objects=V9_OBJECTS),
    RoutingAuthorSet("v84", "v84-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v84.py", seed=20268484, other_seeds=(V4_SEED,),
                     sha256="b1fecdccd559408ffe97445418c7663823640b150401bbd52117c15c95e3ff17", objects=V9_OBJECTS),
    RoutingAuthorSet("v85", "v85-r-", PER_ROUTE_90, histories=60, arguable=23,
                     author="author_routing_v85.py", seed=20268585, other_seeds=(V4_SEED,),
                     sha256="d2eb1205e6a4f55d9a8543ed327aa9350a31b2d078c957c8ba87dafdfe9b4231", objects=V9_OBJECTS),
    RoutingAuthorSet("v79", "v79-r-", PER_ROUTE_90, histories=60, arguable=23,
                     author="author_routing_v79.py", seed=20267979, other_seeds=(V4_SEED,),
                     sha256="ad63a99b2cf57bb4d425a69452e983a575e7955bb6ed46729e904c004394b60e", objects=V9_OBJECTS),
    RoutingAuthorSet("v86", "v86-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v86.py", seed=20268686, other_seeds=(V4_SEED,),
                     sha256="93994b54f826881953e0237cc3e6352560dbd5b68ccfe2a3300bb548289e8584", objects=V9_OBJECTS),
    RoutingAuthorSet("v87", "v87-r-", PER_ROUTE_90, histories=60, arguable=23,
                     author="author_routing_v87.py", seed=20268787, other_seeds=(V4_SEED,),
                     sha256="92d6cae370694149010fcf42d64e39745f1c7b4da60e06d5fab51df5805335cb", objects=V9_OBJECTS),
    RoutingAuthorSet("v88", "v88-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v88.py", seed=20268888, other_seeds=(V4_SEED,),
                     sha256="9549b4ee139f2deb15e8f22aa2d552cec2671978071fe891ba748c2221f17f38", objects=V9_OBJECTS),
    RoutingAuthorSet("v89", "v89-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v89.py", seed=20268989, other_seeds=(V4_SEED,),
                     sha256="adec1ea6b512b760a57cbed9ded772aa13281a53ad22af7c0d36df15f066328a", objects=V9_OBJECTS),
    RoutingAuthorSet("v90", "v90-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v90.py", seed=20269090, other_seeds=(V4_SEED,),
                     sha256="46ccaea524f77b333f050cdc0d6227ce6eeb140941067aafcbe2c31e643b9356", objects=V9_OBJECTS),
    RoutingAuthorSet("v91", "v91-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v91.py", seed=20269191, other_seeds=(V4_SEED,),
                     sha256="d970487e238e36bbd8f227df9357401bb047f3525e25c860d022b40e1a0c9e3b", objects=V9_OBJECTS),
    RoutingAuthorSet("v92", "v92-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v92.py", seed=20269292, other_seeds=(V4_SEED,),
                     sha256="adf5220f3c1867047a67e1845454e2fd832fd99a0c987c3997390a62c0dbd9ed", objects=V9_OBJECTS),
    RoutingAuthorSet("v93", "v93-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v93.py", seed=20269393, other_seeds=(V4_SEED,),
                     sha256="a6720984b42b58954111478cdfa26bc6afbd18517e2aad8a68148d28888d694b", objects=V9_OBJECTS),
    RoutingAuthorSet("v94", "v94-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v94.py", seed=20269494, other_seeds=(V4_SEED,),
                     sha256="5f9380710277a99d08f97ba501d88d8d5a5195b36f68bdbe2aa327ea0981889a", objects=V9_OBJECTS),
    RoutingAuthorSet("v95", "v95-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v95.py", seed=20269595, other_seeds=(V4_SEED,),
                     sha256="62bc4390fecb9b19acfbfe7849218972cb349779cedce00aa5301a5589ecce20", objects=V9_OBJECTS),
    RoutingAuthorSet("v96", "v96-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v96.py", seed=20269696, other_seeds=(V4_SEED,),
                     sha256="b13241c171991c6bd79f6d8ed2bad104fb56171a47f8b179219b0a4c6f6cbb75", objects=V9_OBJECTS),
    RoutingAuthorSet("v97", "v97-r-", PER_ROUTE_90, histories=60, arguable=25,
                     author="author_routing_v97.py", seed=20269797, other_seeds=(V4_SEED,),
                     sha256="9e3311c89b3156b6924d39549f59ae62317e86977d989fc9db56bdf0d47ea36a", objects=V9_OBJECTS),
    RoutingAuthorSet("v98", "v98-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v98.py", seed=20269898, other_seeds=(V4_SEED,),
                     sha256="203abcc98c91b181b0ec9eda2e63002e21f17a560c064c8600dd7e867df16150", objects=V9_OBJECTS),
    RoutingAuthorSet("v99", "v99-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v99.py", seed=20269999, other_seeds=(V4_SEED,),
                     sha256="01fff257e77f0b0a8f0a6a64096f3aab3def2b553fa77b7c73048351f299a638", objects=V9_OBJECTS),
    RoutingAuthorSet("v100", "v100-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v100.py", seed=2026100100, other_seeds=(V4_SEED,),
                     sha256="4cdf1cd50c61cd31d77e71b85b0ba3b95fb94b499cf5e63d704fbbeeacb9d0b6", objects=V9_OBJECTS),
    RoutingAuthorSet("v101", "v101-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v101.py", seed=2026101101, other_seeds=(V4_SEED,),
                     sha256="eb612668d79637d78044196d9991b1cda4552368f823490e222b1c05d479e607", objects=V9_OBJECTS),
    RoutingAuthorSet("v102", "v102-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v102.py", seed=2026102102, other_seeds=(V4_SEED,),
                     sha256="5201fad8ac11799e5d9d2e06584c2a71e68c4ee5163cde1e7c6f89270c32b8c1", objects=V9_OBJECTS),
    RoutingAuthorSet("v103", "v103-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v103.py", seed=2026103103, other_seeds=(V4_SEED,),
                     sha256="65cc5b42451b41b7ab09c3e4585c90151c33e209307dab24a659492d52f985f9", objects=V9_OBJECTS),
    RoutingAuthorSet("v104", "v104-r-", PER_ROUTE_90, histories=60, arguable=24,
                     author="author_routing_v104.py", seed=2026104104, other_seeds=(V4_SEED,),
                     sha256="40f0f86f2782f85760aab1367bb009d812e21e3c430e61f2ee8d0fe0fe67070f", objects=V9_OBJECTS),
    *sets_under_v104s_brief(),
)
