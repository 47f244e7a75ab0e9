"""`python -m querylab train {router,judge,examples}`: fit one of the offline model's learned parts on labelled dev/val sets.

- `router`: the route classifier (`querylab/offline/route_training.py`), weights in `prompts/offline/route_model.json`.
- `examples`: the blind routing dev cases as route examples (`querylab/eval/case_examples.py`), rows in
  `prompts/offline/route_examples.jsonl`.
- `judge`: the judge's learned scorer (`querylab/eval/judge_training.py`), weights in `[judge.learned]` of
  `prompts/offline/model.toml`.

Both write only with `--write`; `--held-out` measures instead (leave one set out) and writes nothing.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import Callable

from querylab.config import REPO_ROOT, Settings

ROUTE_MODEL_FILE = "route_model.json"


def add_train_parser(sub: argparse._SubParsersAction, handler: Callable[[argparse.Namespace, Settings], int]) -> None:
    p = sub.add_parser("train", help="fit the offline route classifier or the judge's learned scorer on dev/val sets (--write saves the weights)")
    p.add_argument("target", choices=["router", "judge", "examples"])
    p.add_argument("--held-out", "--holdout", dest="held_out", action="store_true",
                   help="leave-one-set-out figures against the rules alone; writes nothing")
    p.add_argument("--write", action="store_true",
                   help=f"write the weights (router: prompts/offline/{ROUTE_MODEL_FILE}; judge: [judge.learned] in prompts/offline/model.toml; "
                   "examples: the dev cases' rows in prompts/offline/route_examples.jsonl)")
    p.add_argument("--fresh-rules", metavar="FILE", action="append", help="router --held-out: also score routes an older commit's rules gave on "
                   "a set they had not seen (benchmarks/route_rules_at_commit.py)")
    p.add_argument("--out", help=f"router: where to write the weights (default: prompts/offline/{ROUTE_MODEL_FILE}); "
                   "examples: where to write the examples file (default: prompts/offline/route_examples.jsonl)")
    p.add_argument("--no-hard-conflict", action="store_true", help="judge: let the scorer overrule a constraint conflict")
    veto = p.add_mutually_exclusive_group()
    veto.add_argument("--hard-missing-entity", dest="hard_missing_entity", action="store_true", default=False,
                      help="judge: a name the question gives that no document names is a hard no (off since issue 18 round 5: "
                      "held out it helped only v3 dev, the set it was read from)")
    veto.add_argument("--no-hard-missing-entity", dest="hard_missing_entity", action="store_false",
                      help="judge: let the scorer decide on a name no document names (the default)")
    p.add_argument("--l2", type=float, default=100.0, help="judge: the L2 penalty (default 100)")
    p.add_argument("--trial", choices=["token"], help="judge --held-out: also measure candidate features added to the shipped ones "
                   "(token: MiniLM word-level alignment, querylab/eval/judge_trials.py); writes nothing")
    p.set_defaults(func=handler)


def cmd_train(args: argparse.Namespace, settings: Settings) -> int:
    if args.target == "judge":
        from querylab.eval.train_command import train_judge

        return train_judge(settings, held_out=args.held_out, hard=not args.no_hard_conflict, l2=args.l2, write=args.write,
                           trial=args.trial, hard_missing=args.hard_missing_entity)
    if args.target == "examples":
        return _train_examples(args, settings)
    return _train_router(args, settings)


def _train_examples(args: argparse.Namespace, settings: Settings) -> int:
    """Held out: each dev set routed without any case rows and with the other sets' rows; --write: every set's rows."""
    from querylab.embeddings import make_embedder
    from querylab.eval.case_examples import case_rows, hand_written, held_out, with_case_rows
    from querylab.eval.route_holdout import rules_routes
    from querylab.knobs import KnobFile
    from querylab.offline.model import OfflineLLM, files_knob_set
    from querylab.offline.route_features import RouteInput
    from querylab.offline.route_training import known_abbreviations

    source = Path(settings.prompts_dir) / "offline" / "route_examples.jsonl"
    path = Path(args.out) if args.out else source
    current = source.read_text(encoding="utf-8")
    llm = OfflineLLM(make_embedder(settings), Path(settings.prompts_dir))
    knobs = files_knob_set(Path(settings.prompts_dir))
    # Spelled by the typo repair of the hand-written examples alone, the vocabulary a case row must not change.
    speller = llm.parts(knobs.with_(KnobFile("offline_route_examples", hand_written(current)))).router.speller
    tenants = settings.sample_tenants()
    known = known_abbreviations(REPO_ROOT)
    if args.held_out:

        def route(examples_text: str, cases: list) -> list[str]:
            inputs = [RouteInput(c.query, list(c.history), str(c.principal.get("user", "")), str(c.principal.get("tenant", ""))) for c in cases]
            return rules_routes(llm, knobs.with_(KnobFile("offline_route_examples", examples_text)), inputs, tenants)

        print("each dev set: routed with the hand-written examples alone, and with every other dev set's rows added "
              "(the route classifier as shipped in both)")
        held_out(REPO_ROOT, route, speller.correct, current, print, tenants=tenants, abbreviations=known)
        return 0
    rows = case_rows(REPO_ROOT, speller.correct, tenants=tenants, abbreviations=known)
    if not args.write:
        print(f"{len(rows)} case rows from the dev sets; nothing written: add --write to save them in {path}")
        return 0
    path.write_text(with_case_rows(current, rows), encoding="utf-8")
    print(f"wrote {path}: {len(rows)} case rows after the hand-written examples")
    return 0


def _train_router(args: argparse.Namespace, settings: Settings) -> int:
    from querylab.embeddings import make_embedder
    from querylab.eval.public_sets import evaldata_root
    from querylab.offline.route_training import featurize, fit, training_sets

    evaldata = evaldata_root()  # QUERYLAB_EVALDATA or ../shared/evaldata, as every eval command reads it
    embedder = make_embedder(settings)
    sets = training_sets(REPO_ROOT, evaldata if evaldata.is_dir() else None)
    print("training sets: " + ", ".join(f"{s.name} ({len(s.labels)})" for s in sets))
    featurized = [featurize(embedder, s) for s in sets]
    if args.held_out:
        fresh = [json.loads(Path(f).read_text(encoding="utf-8")) for f in args.fresh_rules or []]
        return _holdout(featurized, embedder, settings, fresh)
    model = fit(featurized)
    cases = sum(len(s.labels) for s in featurized)
    if not args.write:
        print(f"fitted on {cases} cases (lower_at {model.lower_at}, margin {model.margin}); nothing written: add --write to save the weights")
        return 0
    out = Path(args.out) if args.out else Path(settings.prompts_dir) / "offline" / ROUTE_MODEL_FILE
    out.write_text(model.to_json(), encoding="utf-8")
    print(f"wrote {out} ({cases} cases; lower_at {model.lower_at}, margin {model.margin})")
    return 0


def _holdout(featurized: list, embedder: object, settings: Settings, fresh: list[dict]) -> int:
    from querylab.eval.route_holdout import holdout, rules_decisions
    from querylab.knobs import KnobFile
    from querylab.offline.model import OfflineLLM, files_knob_set

    llm = OfflineLLM(embedder, Path(settings.prompts_dir))  # type: ignore[arg-type]
    knobs = files_knob_set(Path(settings.prompts_dir))
    knobs = knobs.with_(KnobFile("offline_route_model", ""))  # the rules alone
    tenants = settings.sample_tenants()
    decided = {f.name: rules_decisions(llm, knobs, f.inputs, tenants) for f in featurized
               if f.name not in ("route_examples", "glossary_definitions", "clinc150_train")}
    holdout(featurized, {name: [d.route.value for d in ds] for name, ds in decided.items()}, report=print, fresh=fresh,
            firm_by_set={name: [d.firm for d in ds] for name, ds in decided.items()})
    return 0
