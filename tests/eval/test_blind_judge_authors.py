"""The blind policy judge sets of the later authors (tests/data/blind/v5 … v12: judge_policy_*.jsonl) load with
the project's own loader and stay what their READMEs (README_judge.md) say they are.

Why these checks: each test half is a judge figure nobody has tuned on. A case that fails to load, an id that collides
with another set, a split that lost a kind or a class, a "verbatim" passage that was edited, counts that drifted from
the README's table, or files that are no longer the seeded split of what the authoring scripts write
(`tests/data/blind/judge_set_author.py` and each author's cases) would each make the reported figure mean something
other than the README claims.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

from querylab.eval.datasets import JudgeCase, load_judge_jsonl
from tests.eval.blind_sets import BLIND, CORPUS, SPLITS, TENANTS, load_script

UNANSWERABLE_KINDS = {
    "other_country", "other_version", "other_channel", "other_role", "other_unit", "missing_detail", "ranking",
    "other_entity",
}
KINDS = UNANSWERABLE_KINDS | {"answerable"}


@dataclass(frozen=True)
class AuthorSet:
    version: str
    counts: dict[str, tuple[int, int]]  # cases per kind in (dev, test), as README_judge.md's table states them
    at_least: int

    @property
    def folder(self) -> Path:
        return BLIND / self.version

    def cases(self, split: str) -> list[JudgeCase]:
        return load_judge_jsonl(self.folder / f"judge_policy_{split}.jsonl")


SETS = (
    AuthorSet("v5", {"answerable": (63, 64), "missing_detail": (12, 12), "other_channel": (7, 7), "other_country": (7, 7),
                     "other_entity": (7, 7), "other_role": (7, 7), "other_unit": (7, 7), "other_version": (7, 7), "ranking": (7, 7)}, 220),
    AuthorSet("v6", {"answerable": (62, 63), "missing_detail": (21, 22), "other_role": (11, 11), "other_country": (5, 5),
                     "other_version": (5, 5), "other_channel": (5, 5), "other_unit": (5, 5), "ranking": (5, 5), "other_entity": (5, 5)}, 230),
    AuthorSet("v7", {"answerable": (64, 65), "missing_detail": (13, 13), "other_channel": (7, 7), "other_country": (7, 7),
                     "other_entity": (7, 7), "other_role": (7, 7), "other_unit": (7, 7), "other_version": (7, 8), "ranking": (7, 7)}, 230),
    AuthorSet("v8", {"answerable": (63, 64), "missing_detail": (16, 16), "other_channel": (6, 7), "other_country": (6, 7),
                     "other_entity": (6, 7), "other_role": (6, 7), "other_unit": (6, 7), "other_version": (7, 7), "ranking": (6, 7)}, 230),
    AuthorSet("v9", {"answerable": (65, 65), "missing_detail": (32, 32), "other_channel": (4, 4), "other_country": (4, 4),
                     "other_entity": (4, 4), "other_role": (4, 4), "other_unit": (4, 4), "other_version": (4, 4), "ranking": (4, 4)}, 230),
    AuthorSet("v10", {"answerable": (61, 61), "missing_detail": (17, 17), "other_channel": (6, 6), "other_country": (6, 6),
                      "other_entity": (6, 6), "other_role": (6, 6), "other_unit": (6, 6), "other_version": (6, 6), "ranking": (6, 6)}, 230),
    AuthorSet("v11", {"answerable": (62, 62), "missing_detail": (29, 29), "other_channel": (4, 4), "other_country": (4, 4),
                      "other_entity": (4, 4), "other_role": (4, 4), "other_unit": (4, 4), "other_version": (4, 4), "ranking": (4, 4)}, 230),
    AuthorSet("v12", {"answerable": (60, 60), "missing_detail": (30, 30), "other_channel": (4, 4), "other_country": (4, 4),
                      "other_entity": (4, 4), "other_role": (4, 4), "other_unit": (4, 4), "other_version": (4, 4), "ranking": (4, 4)}, 230),
    AuthorSet("v13", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (6, 6), "other_country": (6, 6),
                      "other_entity": (6, 6), "other_role": (6, 6), "other_unit": (6, 6), "other_version": (6, 6), "ranking": (6, 6)}, 230),
    AuthorSet("v14", {"answerable": (64, 64), "missing_detail": (18, 18), "other_channel": (6, 6), "other_country": (7, 7),
                      "other_entity": (5, 5), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (5, 5), "ranking": (5, 5)}, 230),
    AuthorSet("v15", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (6, 6), "other_country": (6, 6),
                      "other_entity": (6, 6), "other_role": (6, 6), "other_unit": (6, 6), "other_version": (6, 6), "ranking": (6, 6)}, 230),
    AuthorSet("v16", {"answerable": (61, 61), "missing_detail": (24, 24), "other_channel": (5, 5), "other_country": (5, 5),
                      "other_entity": (5, 5), "other_role": (5, 5), "other_unit": (5, 5), "other_version": (5, 5), "ranking": (5, 5)}, 230),
    AuthorSet("v17", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (8, 8), "other_role": (7, 7), "other_unit": (6, 6), "other_version": (5, 5), "ranking": (5, 5)}, 240),
    AuthorSet("v18", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (6, 6), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (7, 7), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    AuthorSet("v19", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (7, 7), "other_unit": (5, 5), "other_version": (7, 7), "ranking": (5, 5)}, 240),
    AuthorSet("v20", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (7, 7), "other_unit": (5, 5), "other_version": (7, 7), "ranking": (5, 5)}, 240),
    AuthorSet("v21", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (6, 6), "other_role": (10, 10), "other_unit": (4, 4), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    AuthorSet("v22", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (6, 6), "other_country": (6, 6),
                      "other_entity": (8, 8), "other_role": (6, 6), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    AuthorSet("v23", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    AuthorSet("v24", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    AuthorSet("v25", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    AuthorSet("v26", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    AuthorSet("v27", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    AuthorSet("v28", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    AuthorSet("v29", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    AuthorSet("v30", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    AuthorSet("v31", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v32 at the split: dev sha256 860de3e1acef2f14060bbc8bacf25a61a97e2350616af51c13f58a718ce3cdef,
    # test sha256 cea41f362cd41ce4ba933e0297222175e3ea431c64cc18d52b7c9fdcdb13c79c (README_judge.md)
    AuthorSet("v32", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v33 at its split: dev sha256 f4e243f17ed7cf31ece74b0571e366c0a6846a0c89f323396f2e7c2eb9a255f4,
    # test sha256 b9b111c8cf4a1ac91de275e58fbd819dc003371a0d038a61cb902e92d47604cc
    AuthorSet("v33", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v34 at its split: dev sha256 e9d06e2bb2ce76deb4e12429498804892fc2fd3d9e7fcf063c4e244c9426d084,
    # test sha256 b3d1852e7afa181958536b33615c009ad1508d0dabc8a60e92fb68d390ca3ab1
    AuthorSet("v34", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v35 at its split: dev sha256 c92327edfa511d093cfc48e4cad6047146b630736a175907a4d2ca40b4524bff,
    # test sha256 2a2d3fa73b7b470c1603b638230abdb6e697d1d66b5e729a3fea9ebc494c5ebb
    AuthorSet("v35", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v36 at its split: dev sha256 427f7772b1eba8e6b41b4261570e287a528790e44ccd55eb98ee542d1cb03826,
    # test sha256 e739a64a2ad7a26604f8ca638217f05576c73c23c95f1c06f181b2ad20e3005b
    AuthorSet("v36", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v37 at its split: dev sha256 720875acdfae97bde89686b8390de22dbb4623a90f6986a26f1b47b27cdedd8a,
    # test sha256 7fd0203ecf7794957614de5a5c8e0b38cd81643733fbcfb97ba4c43fc8c9efc1
    AuthorSet("v37", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v38 at its split: dev sha256 190929ee8212713e8102fa3bcfa79497d82410b372a62581aeb814354fdf263f,
    # test sha256 6be212cd1578c974a1bef99ab751c85ae0423694715ec9d2da21f2b7d3c3e418
    AuthorSet("v38", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v39 at its split: dev sha256 0121c71753621ee9db3c6925b6ff816d68e8cdc125a306645360e3f6b3508d3a,
    # test sha256 a40e49e4c4fb6c3b5ff6f32fe73d810cbdf198acc6ac9a48cedff904add11e65
    AuthorSet("v39", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v40 at its split: dev sha256 7fa6f5544c0a88a45f818f5a1298ea502683b64bd48dbf4f004d674d99ad25df,
    # test sha256 8e70d3c47af285d72c9335bb6e7af249857deca7c738f8c0c56a5a0b835022fa
    AuthorSet("v40", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v41 at its split: dev sha256 de5c6b428205fd55e91acb9d43c293731b994e42f845b2d087d4ee34c5fddb36,
    # test sha256 02d5f8ada752394eac8249d84354b38ceffccd11828c6af299d73e66c4a83829
    AuthorSet("v41", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v42 at its split: dev sha256 671e9256f7e1f21b86e7aeb1a6b39e6f74d7b3ad4e8d72c53008961a32a3689d,
    # test sha256 efd999e5d31f572c464c2203f4198865ac2d3f659f788eb307af0e1672108ce4
    AuthorSet("v42", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v43 at its split: dev sha256 81a4115144a78b566d49fd4f2f71f6719c0f1aa0bd090c20b13049964784edbf,
    # test sha256 e5af9f2d517f4cf414eb8d76efcee01be1a67be71f6cb10c0dc3892040a47a88
    AuthorSet("v43", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v44 at its split: dev sha256 027192a68fc2e7faa4e59db8fb1957946b3abd383807b6a9339c4d953aabb6e1,
    # test sha256 a66a3c0d3920e86ba43b1b25c1bb66e52d62e89e1206dddd14fbd0d5d063b72c
    AuthorSet("v44", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v45 at its split: dev sha256 a4c03b310eab9935b538d4a79127b5d81db393811e40db99dd069f5fdea3bfd7,
    # test sha256 feb7dd67619ae44a9abec6af1c372af28b6fca15e56c87037a64212556861352
    AuthorSet("v45", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v46 at its split: dev sha256 3f08127d65a57d5e9fcd6d4e20115b3f927a57d090334e1562b1565cee8246c9,
    # test sha256 5b00b849c098d99a22d860d2698d2e4a97a255a37f78aa11b70b1f9841f791b3
    AuthorSet("v46", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v47 at its split: dev sha256 9dced88426a60dc9703c136dca12edd7883cc87e99859129ab04a0686440eede,
    # test sha256 dfda90bcd5686f71a4743754e082745cae5df62d6c1bcecd7699df9d0f20aa27
    AuthorSet("v47", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v48 at its split: dev sha256 3c984e731577dacb171599a9c444caee1af307704050f2162cac050af5b2e7f7,
    # test sha256 998b515a16caf4d3612dac52b57eb4fc476c6456428c8981ba29021e8fe1619e
    AuthorSet("v48", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v49 at its split: dev sha256 1abce1cbdb91af9357a67c49af67b078cca8e9d393ffd10413878b92c742c243,
    # test sha256 15fc47a7efbc2b6467f2556b335cbcad4403d1825020e37f16f07d0ad4f4a918
    AuthorSet("v49", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v50 at its split: dev sha256 e659271a6ee387dfd70c4f93ad88b58780bdb25b394f5bbe08806e210109a5a1,
    # test sha256 164508154924a686b45cd74e8c8a607e6ec00f1bd0effdf236c6b8d3274368d4
    AuthorSet("v50", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v51 at its split: dev sha256 d9ca1639981f2ea3612ce4272fe9284af549b6eba54abae81f409797d7235c64,
    # test sha256 203c3ea6bf080c9341d4261761638408f41ab7d980acbbef9ed451643b479824
    AuthorSet("v51", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v52 at its split: dev sha256 a873eb581ddb7559bda99f3cae40b6b36613c5dc44282c39eb9a9af73336e930,
    # test sha256 5bdb52d99f616a66eae0d4777620a700c1f450af67e0ea7a4ee3bfd9eef951e9
    AuthorSet("v52", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v53 at its split: dev sha256 e5568483656e2762380100855bd6bbfa9c2d25654c42bfbb00ba797fcce7f54f,
    # test sha256 5911c213db8e7b4f05b6ebfc89f9da488c122427cf61c01a54b8c7d54131dcd2
    AuthorSet("v53", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v54 at its split: dev sha256 a510b70b7bf55e410ed4d9292609e07ad7d71441f56e39d211d540976286699d,
    # test sha256 ff3dee62f11a6673cfb78b98f3ef5aaff95b98b2fcfb8f8895a0cc2dc21a467c
    AuthorSet("v54", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v55 at its split: dev sha256 dba8cb6fc678249dd881ea81d84e859754de2b9af09b76e2d68cfc02166f2482,
    # test sha256 c031d0603e4d4376ace425ca105424b039bdfb49a4243c3e7934fc7d7f6eaa1c
    AuthorSet("v55", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v56 at its split: dev sha256 47a88b993db26fe7bd2cb0e9a1570105b0ef7d8cbd29c843d36e7b0822cb4a0b,
    # test sha256 3e09a9440969a7735b36725e4db3f227e36914ce5355e002ea29f441f1b56dd9
    AuthorSet("v56", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v57 at its split: dev sha256 bdd83b071c7161065856689bb990c7f0cb3244a71d6c3a6c53ca076881d7d69b,
    # test sha256 385454dd38fa7063b73db3f3a24dc5905f4764f8526347884e294e2576495880
    AuthorSet("v57", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v58 at its split: dev sha256 6c34e8de7975c8ea67108bd00f422c6a6cbf325d7c61fd54bd54486d7660fdfd,
    # test sha256 dd9129b019fdbfee48d30da1fbc519d9ffefc2e024fabc5cfafb1a4c92fb8423
    AuthorSet("v58", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v59 at its split: dev sha256 fdeffbd88af4b3bb5cb6a1e045b0ae539e08a97c9d36fb71d1d078ac1ea3d461,
    # test sha256 f4ca6cd4b465389e8e2dac11854ece04f39d24ab3f0bddad9e81f6f3bbc925b5
    AuthorSet("v59", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v60 at its split: dev sha256 bad1a65a2a73754e84a83ec34e74f325a5e49a7795c94038688e658cd9a8aff0,
    # test sha256 6a5f90678d62f265603b4d13b53e50ba3fc501b2f2083df7ba48abc7b28aa844
    AuthorSet("v60", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v61 at its split: dev sha256 cacd1c0e30723df9ae6a549d8209fd4c47e14e110c140026eb851da32770327d,
    # test sha256 d43e60840742244c9b2be6156de08e1b9c92d816b94c1fc66d0e7405f641e13b
    AuthorSet("v61", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v62 at its split: dev sha256 90d0d988f62225f03c87d0bd90c051bf620743b22e050dfa3f820e5f347ab367,
    # test sha256 d39c0587c550ba2184e6d480e00aa6b529813eea86520f57aeddf5d11a8b66f2
    AuthorSet("v62", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v63 at its split: dev sha256 363e369247cec27c93e44fd7bf1061a2cf61857708a89f4d60ec822eaa44907b,
    # test sha256 14f5d1b54c2b999f14a9629365da8e38b3930b2f014695e871a83952d2068b06
    AuthorSet("v63", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v64 at its split: dev sha256 c37c7272e681ec09b16239e83f54b81d79152ec295b148ac9083da56d012ab05,
    # test sha256 d030a09323e4223bfb222948fade18500148d7954139b448d39bf7fdcd5e7981
    AuthorSet("v64", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
    # v65 at its split: dev sha256 fd805808262cda980a37e3daea1441305016e0dbf9358833354a4e762dd57174,
    # test sha256 a9b5f890a18f1d39cb5dda2a42c401ba59864482ee52eb5e363b81f5428e6744
    AuthorSet("v65", {"answerable": (60, 60), "missing_detail": (18, 18), "other_channel": (5, 5), "other_country": (6, 6),
                      "other_entity": (7, 7), "other_role": (8, 8), "other_unit": (5, 5), "other_version": (6, 6), "ranking": (5, 5)}, 240),
)
EACH = pytest.mark.parametrize("blind", SETS, ids=[s.version for s in SETS])
EACH_SPLIT = pytest.mark.parametrize("blind, split", [(s, split) for s in SETS for split in SPLITS],
                                     ids=[f"{s.version}-{split}" for s in SETS for split in SPLITS])


def _readme_counts(readme: Path) -> dict[str, tuple[int, int]]:
    """The `| kind | meaning | dev | test |` rows of a README's counts table."""
    counts = {}
    for line in readme.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[0] in KINDS and cells[2].isdigit() and cells[3].isdigit():
            counts[cells[0]] = (int(cells[2]), int(cells[3]))
    return counts


@EACH
def test_counts_per_kind_and_split_match_the_readme(blind: AuthorSet) -> None:
    dev, test = Counter(c.extra["kind"] for c in blind.cases("dev")), Counter(c.extra["kind"] for c in blind.cases("test"))
    assert {k: (dev[k], test[k]) for k in KINDS} == blind.counts == _readme_counts(blind.folder / "README_judge.md")
    assert sum(dev.values()) + sum(test.values()) >= blind.at_least
    assert abs(sum(dev.values()) - sum(test.values())) <= len(KINDS)


def test_v6_has_the_weight_on_the_hard_kinds_its_brief_asked_for() -> None:
    kinds = Counter(c.extra["kind"] for split in SPLITS for c in SETS[1].cases(split))
    assert kinds["missing_detail"] >= 40 and kinds["other_role"] >= 20


@EACH
def test_ids_are_unique_prefixed_and_never_collide_with_other_sets(blind: AuthorSet) -> None:
    ids = [c.id for split in SPLITS for c in blind.cases(split)]
    assert len(ids) == len(set(ids)) and all(i.startswith(f"{blind.version}-jp-") for i in ids)
    others: set[str] = set()
    for path in sorted(BLIND.glob("*/judge_policy_*.jsonl")) + sorted(BLIND.glob("judge_policy_*.jsonl")):  # v1 at the top
        if path.parent != blind.folder:
            others |= {c.id for c in load_judge_jsonl(path)}
    assert others and not others & set(ids)


@EACH_SPLIT
def test_split_shape_about_half_answerable_every_kind_two_to_four_passages(blind: AuthorSet, split: str) -> None:
    rows = blind.cases(split)
    assert 0.45 <= sum(c.answerable for c in rows) / len(rows) <= 0.55
    assert {c.extra["kind"] for c in rows} == KINDS
    for case in rows:
        assert case.answerable == (case.extra["kind"] == "answerable"), case.id
        assert case.extra["tenant"] in TENANTS, case.id
        assert 2 <= len(case.documents) <= 4 and len(set(case.documents)) == len(case.documents), case.id
        assert case.question.strip() and str(case.extra["note"]).strip(), case.id
        tags = case.extra["tags"]
        assert isinstance(tags, list) and tags, case.id
        assert ("arguable" in tags) == ("arguable" in case.extra["note"]), case.id
        if "multi_clause" in tags and not case.answerable:  # v8: the note names the clause that fails
            assert "clause" in case.extra["note"], case.id
        assert len(case.extra["passages"]) == len(case.documents), case.id


@EACH_SPLIT
def test_every_passage_is_verbatim_corpus_text_of_the_cases_tenant(blind: AuthorSet, split: str) -> None:
    texts = {t: [p.read_text(encoding="utf-8") for p in sorted((CORPUS / t).glob("*.md"))] for t in TENANTS}
    for case in blind.cases(split):
        for passage in case.documents:
            assert passage.strip() and any(passage in text for text in texts[case.extra["tenant"]]), (case.id, passage[:60])


@EACH
def test_committed_files_are_the_seeded_split(blind: AuthorSet) -> None:
    assert load_script(blind.folder / "split_judge.py").main(["--check"]) == 0


@EACH
def test_authoring_scripts_regenerate_the_committed_set_byte_for_byte(blind: AuthorSet) -> None:
    """The record is exact: the author's cases through the shared mechanics, split by the seeded rule, are the files."""
    author = load_script(blind.folder / "authoring" / f"author_judge_{blind.version}.py")
    dev, test = load_script(blind.folder / "split_judge.py").RULE.split(author.build())
    for name, rows in (("dev", dev), ("test", test)):
        assert author.render(rows) == (blind.folder / f"judge_policy_{name}.jsonl").read_text(encoding="utf-8"), name


@EACH
def test_authoring_files_stay_under_450_lines(blind: AuthorSet) -> None:
    for path in sorted((blind.folder / "authoring").glob("*.py")) + [blind.folder / "split_judge.py"]:
        assert len(path.read_text(encoding="utf-8").splitlines()) < 450, path.name
