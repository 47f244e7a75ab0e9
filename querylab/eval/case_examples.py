"""The blind routing sets' dev cases as route examples: how other people ask, in the router's nearest-neighbour vote.

Why: rules written from one author's dev half stopped moving any other author's test half (issue 14, part 7, round
11), and the route classifier retrained on every dev half did no better held out per author than the shipped one
(docs/eval_results.md, "Round 12: the dev cases as route examples"). What the authors' dev halves hold that neither uses is
their phrasings themselves; as examples they vote like the hand-written ones, so a question worded the way another
author worded a case lands on that case's route.

- Only dev halves (``check_training_source`` refuses a test file), and only cases whose label the words carry, as an
  example's must: no case with a history (its label rests on earlier turns: "and for her?") and no case that names a
  tenant (its label rests on who asks: Globex's policy is knowledge to a Globex user; with them, two Globex users'
  own questions in the probe set were refused). Nor one with an abbreviation neither the glossary nor the
  hand-written examples know: the examples' abbreviations count as known to the rules (`ExampleRouter`), so a row
  would stop "the DPA rules for PD" being asked back. Refusal cases stay: a vote can only lower a route (tool routes
  still need the user's own object in the words, `router.py`), and held out they removed two escalations.
- Each case is spelled with the router's own typo repair first: a misspelling several authors share ("ordr") would
  otherwise join the speller's vocabulary (`spelling.Speller` counts a word twice seen as known) and stop being repaired.
- Rows carry ``"source"`` (the set's name), so `with_case_rows` replaces exactly them and the route classifier's
  training leaves them out (`route_training.load_examples`: it trains on the case sets themselves).

`python -m querylab train examples --held-out` measures it leaving one set's rows out at a time; ``--write`` writes
the rows into ``prompts/offline/route_examples.jsonl``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from querylab.eval.datasets import load_routing_jsonl
from querylab.eval.route_holdout import Score, score
from querylab.eval.training_sources import check_training_source
from querylab.knobs import CASE_ROW_SOURCE, is_case_row
from querylab.offline.route_rules import names_a_tenant, unknown_abbreviations

#: Set name → dev file under the repository root: the blind routing sets of issue 14, one per author, whose rows the
#: shipped route examples carry (v1–v57; round 24's v58–v85 rows turned a designed knowledge question out of domain).
DEV_SETS: dict[str, str] = {"v1_dev": "tests/data/blind/routing_dev.jsonl",
                            **{f"v{n}_dev": f"tests/data/blind/v{n}/routing_dev.jsonl" for n in range(2, 58)}}
#: The dev halves `scripts/train_route_encoder.py` trains on: every author up to v132 (session 40's adapters, 12,613
#: cases); v133 on stay clean for the next decision. (The shipped adapters' metadata lists what they were trained on;
#: docs/eval_results.md, "The route encoder retrained on v1–v132".)
ENCODER_DEV_SETS: dict[str, str] = {**DEV_SETS, **{f"v{n}_dev": f"tests/data/blind/v{n}/routing_dev.jsonl" for n in range(58, 133)}}


def case_rows(root: Path, correct: Callable[[str], str], *, tenants: Sequence[str] = (), abbreviations: Sequence[str] | None = None,
              exclude: Sequence[str] = ()) -> list[dict[str, str]]:
    """Example rows from every dev set that exists (but ``exclude``): {"route", "text", "source"}, text spelled by ``correct``.

    ``tenants``: the tenant names a case may not mention (the sample corpus's, or the deployment's); ``abbreviations``:
    the known ones (`route_training.known_abbreviations`), None to take any."""
    rows: list[dict[str, str]] = []
    for name, rel in DEV_SETS.items():
        path = root / rel
        if name in exclude or not path.is_file():
            continue
        check_training_source(path)
        for case in load_routing_jsonl(path):
            if case.history or names_a_tenant(case.query, tenants) \
                    or (abbreviations is not None and unknown_abbreviations(case.query, abbreviations)):
                continue
            rows.append({"route": case.expected_route, "text": correct(case.query), CASE_ROW_SOURCE: name})
    return rows


def hand_written(examples_text: str) -> str:
    """The examples file without its case rows (every line that names a ``source``)."""
    kept = [line for line in examples_text.splitlines() if line.strip() and not is_case_row(json.loads(line))]
    return "\n".join(kept) + "\n"


def with_case_rows(examples_text: str, rows: Sequence[dict[str, str]]) -> str:
    """The hand-written examples followed by ``rows`` (earlier case rows replaced, not doubled)."""
    return hand_written(examples_text) + "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


@dataclass
class SetScore:
    name: str
    without: Score  # the hand-written examples alone
    with_rows: Score  # and every other set's rows
    changed: list[str]

    def line(self) -> str:
        return (f"{self.name:10s} n={self.without.n:4d}  without {self.without.accuracy:.3f} / {self.without.escalations} esc   "
                f"with the other sets' rows {self.with_rows.accuracy:.3f} / {self.with_rows.escalations} esc   changed {len(self.changed)}")


def held_out(root: Path, route: Callable[[str, list[Any]], list[str]], correct: Callable[[str], str], examples_text: str,
             report: Callable[[str], None], *, tenants: Sequence[str] = (), abbreviations: Sequence[str] | None = None) -> list[SetScore]:
    """Each dev set routed with the hand-written examples alone and with every *other* set's rows added.

    ``route(examples_text, cases)`` routes the cases with that examples file (the rest of the knobs as shipped). The
    rules were written beside most of these sets, so "without" is in-sample for them; a set no rule was read from
    is the clean comparison (docs/eval_results.md names it).
    """
    base = hand_written(examples_text)
    scores = []
    for name, rel in DEV_SETS.items():
        path = root / rel
        if not path.is_file():
            continue
        cases = load_routing_jsonl(path)
        gold = [c.expected_route for c in cases]
        without = route(base, cases)
        with_rows = route(with_case_rows(base, case_rows(root, correct, tenants=tenants, abbreviations=abbreviations, exclude=(name,))), cases)
        result = SetScore(name, score(gold, without), score(gold, with_rows), [c.id for c, a, b in zip(cases, without, with_rows) if a != b])
        scores.append(result)
        report(result.line())
    if scores:
        def pooled(part: Callable[[SetScore], Score]) -> Score:
            return Score(*(sum(getattr(part(s), k) for s in scores) for k in ("n", "correct", "escalations")))

        report(SetScore("pooled", pooled(lambda s: s.without), pooled(lambda s: s.with_rows), [i for s in scores for i in s.changed]).line())
    return scores
