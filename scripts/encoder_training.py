"""What the encoder training scripts share: MiniLM with low-rank adapters on every linear layer, the mean-pooled and
L2-normalised vector the product's ONNX graph computes, padded batches, and the adapters file the product reads
(`querylab/offline/tuned_encoder.py`). Runs in the training venv only (torch, transformers); see
`scripts/train_route_encoder.py` for how to make it.
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import random
from pathlib import Path
from typing import Any, Sequence

import numpy as np
import torch
from safetensors.numpy import save_file
from tokenizers import Encoding, Tokenizer
from transformers import BertModel

TARGETS = ("attention.self.query", "attention.self.key", "attention.self.value", "attention.output.dense", "intermediate.dense", "output.dense")
SCALE = 10.0  # the normalised vector is scaled before the head, so the head's logits can be sharp


class LowRank(torch.nn.Module):
    """W x + B (A x): the frozen layer plus a trained rank-r update (B starts at zero: training starts at the base model)."""

    def __init__(self, base: torch.nn.Linear, rank: int) -> None:
        super().__init__()
        self.base = base
        self.a = torch.nn.Parameter(torch.randn(rank, base.in_features) / math.sqrt(base.in_features))
        self.b = torch.nn.Parameter(torch.zeros(base.out_features, rank))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.base(x) + (x @ self.a.t()) @ self.b.t()


class AdaptedClassifier(torch.nn.Module):
    """The frozen MiniLM with rank-r adapters and a linear head over its normalised mean-pooled vector × `SCALE`."""

    def __init__(self, model_dir: Path, rank: int, n_labels: int) -> None:
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
        self.head = torch.nn.Linear(self.encoder.config.hidden_size, n_labels)

    def forward(self, ids: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        # token type ids stay zero: the product's graph takes input ids and the mask only
        hidden = self.encoder(input_ids=ids, attention_mask=mask, token_type_ids=torch.zeros_like(ids)).last_hidden_state
        m = mask.unsqueeze(-1).float()
        pooled = torch.nn.functional.normalize((hidden * m).sum(1) / m.sum(1).clamp(min=1e-9), dim=-1)
        return self.head(pooled * SCALE)

    def save(self, out: Path, meta: dict[str, Any]) -> None:
        """Write the adapters file: per layer ``.lora_a`` / ``.lora_b``, the head, and ``meta`` under "querylab"."""
        tensors: dict[str, np.ndarray] = {}
        for name, layer in self.adapted.items():
            tensors[f"{name}.lora_a"] = layer.a.detach().numpy().copy()
            tensors[f"{name}.lora_b"] = layer.b.detach().numpy().copy()
        tensors["head.weight"] = self.head.weight.detach().numpy().copy()
        tensors["head.bias"] = self.head.bias.detach().numpy().copy()
        save_file(tensors, str(out), metadata={"querylab": json.dumps({**meta, "scale": SCALE, "torch": torch.__version__})})


def padded(encodings: Sequence[Encoding]) -> tuple[torch.Tensor, torch.Tensor]:
    """Input ids and attention mask, padded with zeros to the longest encoding."""
    n = max(len(e.ids) for e in encodings)
    ids = torch.zeros(len(encodings), n, dtype=torch.long)
    mask = torch.zeros(len(encodings), n, dtype=torch.long)
    for i, e in enumerate(encodings):
        ids[i, : len(e.ids)] = torch.tensor(e.ids)
        mask[i, : len(e.ids)] = 1
    return ids, mask


BATCH = 16  # cases per step


def optimizer(model: AdaptedClassifier, args: argparse.Namespace, cases: int) -> tuple[torch.optim.Optimizer, torch.optim.lr_scheduler.LambdaLR]:
    """AdamW over the trained parameters only, with 10 % warm-up and then a linear decay to zero over the run's steps."""
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=args.lr, weight_decay=0.01)
    steps = max(1, args.epochs * math.ceil(cases / BATCH))
    return opt, torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / (0.1 * steps)) * max(0.0, (steps - s) / steps))


def common_arguments(ap: argparse.ArgumentParser, epochs: int, out: Path) -> None:
    """The options every encoder training script takes."""
    ap.add_argument("--held-out", default="", help="comma-separated authors (v1, v2, …) whose dev halves are left out")
    ap.add_argument("--rank", type=int, default=8)
    ap.add_argument("--epochs", type=int, default=epochs)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path, default=out)


def start(args: argparse.Namespace) -> set[str]:
    """Logging, two threads, the seeds; returns the held-out authors."""
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    torch.set_num_threads(2)
    random.seed(args.seed)
    torch.manual_seed(args.seed)
    return {a for a in args.held_out.split(",") if a}


def author(path: Path) -> str:
    """The author of a blind set file: its folder (v2, v3, …), or v1 for the files at the top."""
    return path.parent.name if path.parent.name.startswith("v") else "v1"


def tokenizer(model_dir: Path, max_tokens: int) -> Tokenizer:
    """The embedder package's tokenizer, unpadded, cut at ``max_tokens`` (as the product's graph reads)."""
    tok = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
    tok.no_padding()
    tok.enable_truncation(max_length=max_tokens)
    return tok
