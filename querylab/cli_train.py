"""`python -m querylab train router`: fit the offline route classifier and write its weights file.

`--holdout` measures instead (leave-one-set-out, `querylab/eval/route_holdout.py`) and writes nothing.
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
    p = sub.add_parser("train", help="fit the offline route classifier on the labelled routing sets (writes prompts/offline/route_model.json)")
    p.add_argument("target", choices=["router"])
    p.add_argument("--holdout", action="store_true", help="leave-one-set-out figures (rules, classifier, both); writes nothing")
    p.add_argument("--fresh-rules", metavar="FILE", action="append", help="--holdout: also score routes an older commit's rules gave on a set they had not seen "
                   "(benchmarks/route_rules_at_commit.py)")
    p.add_argument("--out", help=f"where to write the weights (default: prompts/offline/{ROUTE_MODEL_FILE})")
    p.set_defaults(func=handler)


def cmd_train(args: argparse.Namespace, settings: Settings) -> int:
    from querylab.embeddings import make_embedder
    from querylab.offline.route_training import featurize, fit, training_sets

    root = REPO_ROOT
    evaldata = Path(os.environ.get("QUERYLAB_EVALDATA", root / "evaldata"))
    embedder = make_embedder(settings)
    sets = training_sets(root, evaldata if evaldata.is_dir() else None)
    print("training sets: " + ", ".join(f"{s.name} ({len(s.labels)})" for s in sets))
    featurized = [featurize(embedder, s) for s in sets]
    if args.holdout:
        fresh = [json.loads(Path(f).read_text(encoding="utf-8")) for f in args.fresh_rules or []]
        return _holdout(featurized, embedder, settings, fresh)
    model = fit(featurized)
    out = Path(args.out) if args.out else Path(settings.prompts_dir) / "offline" / ROUTE_MODEL_FILE
    out.write_text(model.to_json(), encoding="utf-8")
    print(f"wrote {out} ({sum(len(s.labels) for s in featurized)} cases; lower_at {model.lower_at}, margin {model.margin})")
    return 0


def _holdout(featurized: list, embedder: object, settings: Settings, fresh: list[dict]) -> int:
    from querylab.eval.route_holdout import holdout, rules_routes
    from querylab.knobs import KNOB_FILES, KnobFile
    from querylab.offline.model import OfflineLLM, files_knob_set

    llm = OfflineLLM(embedder, Path(settings.prompts_dir))  # type: ignore[arg-type]
    knobs = files_knob_set(Path(settings.prompts_dir))
    if "offline_route_model" in KNOB_FILES:
        knobs = knobs.with_(KnobFile("offline_route_model", ""))  # the rules alone
    sample = Path(settings.sample_corpus_dir)
    tenants = tuple(sorted(p.name for p in sample.iterdir() if p.is_dir() and p.name != "tools")) if sample.is_dir() else ()
    rules = {f.name: rules_routes(llm, knobs, f.inputs, tenants) for f in featurized if f.name not in ("route_examples", "glossary_definitions", "clinc150_train")}
    holdout(featurized, rules, report=print, fresh=fresh)
    return 0
