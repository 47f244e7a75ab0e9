"""Fine-tune the offline judge's encoder: low-rank adapters on all-MiniLM-L6-v2 that read a question and one passage
and say whether the passage can answer it.

Writes `prompts/offline/judge_encoder.safetensors`, which `querylab/offline/judge_encoder.py` merges into the
embedder package's weights at run time. Runs in the training venv (see `scripts/train_route_encoder.py`):

    .venv-train/bin/python scripts/train_judge_encoder.py --held-out v20,v21,v22 --public-half a --scores /tmp/held.json
    .venv-train/bin/python scripts/train_judge_encoder.py --held-out v20,v21,v22 --public-half a   # write the file

Training data: the dev half of every blind policy judge set (tests/data/blind/**/judge_policy_dev.jsonl) and the
val splits of SQuAD 2.0 and CLAP NQ (`python -m querylab eval judge squad2|clapnq --split val`). Never a test
half or a test split. ``--held-out`` leaves authors' dev halves out and ``--public-half a`` keeps only one half of
each public val split (by the same hash as the splits), so the other half and those authors can choose how the
encoder's probability joins the learned scorer's (`querylab eval judge-fusion`).

A case is answerable when one of its passages is: the case's logit is the largest of its passages' logits (the
passage that answers is not labelled, only the case), and the run-time judge takes the same maximum.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import logging
import random
import sys
import time
from pathlib import Path

import torch
from tokenizers import Tokenizer

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "scripts"))
from encoder_training import BATCH, AdaptedClassifier, author, common_arguments, optimizer, padded, start, tokenizer  # noqa: E402
from querylab.embeddings.minilm import default_model_dir  # noqa: E402
from querylab.eval.datasets import JudgeCase, load_judge_jsonl  # noqa: E402
from querylab.eval.public_sets import resolve_set  # noqa: E402
from querylab.offline.judge_encoder import DEFAULT_ADAPTERS, MAX_PASSAGES, MAX_TOKENS, encoder_pairs  # noqa: E402

logger = logging.getLogger("train_judge_encoder")



def public_half(case: JudgeCase) -> str:
    """'a' or 'b': SQuAD by its article (no paragraph in both halves), CLAP NQ by its id."""
    key = str((case.extra or {}).get("title") or case.id)
    return "a" if hashlib.sha256(key.encode()).digest()[0] % 2 == 0 else "b"


def case_logits(model: AdaptedClassifier, tok: Tokenizer, cases: list[JudgeCase]) -> torch.Tensor:
    pairs = [encoder_pairs(c.question, c.documents) for c in cases]
    flat = [p for ps in pairs for p in ps]
    ids, mask = padded(tok.encode_batch(flat))
    logits = model(ids, mask)[:, 0]
    out, start = [], 0
    for ps in pairs:
        out.append(logits[start : start + len(ps)].max())
        start += len(ps)
    return torch.stack(out)


def length_batches(cases: list[JudgeCase], size: int, pool: int = 20) -> list[list[JudgeCase]]:
    """Shuffled batches of cases of similar length (pools of ``pool`` batches sorted by characters): less padding,
    so an epoch on 2 cores takes about half as long."""
    order = cases[:]
    random.shuffle(order)
    batches: list[list[JudgeCase]] = []
    for start in range(0, len(order), size * pool):
        chunk = sorted(order[start : start + size * pool], key=lambda c: max((len(d) for d in c.documents), default=0) * len(c.documents))
        batches += [chunk[j : j + size] for j in range(0, len(chunk), size)]
    random.shuffle(batches)
    return batches


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    common_arguments(ap, epochs=1, out=DEFAULT_ADAPTERS)
    ap.add_argument("--public-half", choices=("a", "b", "both"), default="both", help="which half of each public val split to train on")
    ap.add_argument("--scores", type=Path, help="write the left-out cases' probabilities here (JSON id → p) instead of the adapters")
    args = ap.parse_args()
    held = start(args)
    blind = REPO / "tests" / "data" / "blind"
    devs = [blind / "judge_policy_dev.jsonl", *sorted(blind.glob("v*/judge_policy_dev.jsonl"))]
    train: list[JudgeCase] = [c for f in devs if author(f) not in held for c in load_judge_jsonl(f)]
    left: list[JudgeCase] = [c for f in devs if author(f) in held for c in load_judge_jsonl(f)]
    for name in ("squad2", "clapnq"):
        for c in resolve_set("judge", name, "val"):
            (train if args.public_half in ("both", public_half(c)) else left).append(c)
    logger.info("training on %d cases (%d answerable); %d left out", len(train), sum(c.answerable for c in train), len(left))
    model_dir = default_model_dir()
    tok = tokenizer(model_dir, MAX_TOKENS)
    model = AdaptedClassifier(model_dir, args.rank, 1)
    opt, sched = optimizer(model, args, len(train))
    started = time.time()
    for epoch in range(args.epochs):
        model.train()
        total, seen = 0.0, 0
        for step, rows in enumerate(length_batches(train, BATCH)):
            target = torch.tensor([float(c.answerable) for c in rows])
            loss = torch.nn.functional.binary_cross_entropy_with_logits(case_logits(model, tok, rows), target)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item() * len(rows)
            seen += len(rows)
            if step % 25 == 0:
                logger.info("epoch %d, %d/%d: loss %.3f (%.0f s)", epoch + 1, seen, len(train), total / seen, time.time() - started)
        logger.info("epoch %d: loss %.3f (%.0f s)", epoch + 1, total / len(train), time.time() - started)
    meta = {"labels": ["answerable"], "rank": args.rank, "epochs": args.epochs, "lr": args.lr, "seed": args.seed,
            "max_tokens": MAX_TOKENS, "max_passages": MAX_PASSAGES, "train_cases": len(train),
            "held_out_authors": sorted(held), "public_half": args.public_half,
            "trained_on": [str(f.relative_to(REPO)) for f in devs if author(f) not in held] + ["squad2 val", "clapnq val"]}
    if args.scores:
        model.eval()
        with torch.no_grad():
            probs = [float(p) for i in range(0, len(left), 32) for p in torch.sigmoid(case_logits(model, tok, left[i : i + 32]))]
        args.scores.write_text(json.dumps({"meta": meta, "p": {c.id: p for c, p in zip(left, probs)},
                                           "y": {c.id: c.answerable for c in left}}), encoding="utf-8")
        logger.info("wrote %d left-out probabilities to %s", len(left), args.scores)
    model.save(args.out if not args.scores else args.scores.with_suffix(".safetensors"), meta)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
