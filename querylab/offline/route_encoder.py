"""A second reader for the offline router: all-MiniLM-L6-v2 with low-rank adapters, fine-tuned to name the route.

Why: sixteen rounds of rules and nearest-neighbour votes left the router at 0.64–0.81 on the first run of each
new author's dev half (issue 14, part 7): rules fit the cases they were written beside. The same MiniLM encoder,
fine-tuned on the other authors' dev halves, read a held-out author's cases better than the rules did
(docs/eval_results.md, "Round 17: a fine-tuned route encoder"). It is a reader, not an authority: the rules
router keeps its refusals, its requests to ask back, its small talk and out-of-domain calls and every decision
its words make firm, and the encoder may raise a route only where code finds the user's own object
(`route_evidence.py`; `review` below).

The adapters (`prompts/offline/route_encoder.safetensors`: for each linear layer of the encoder a rank-r pair
A, B with W' = W + B·A, and a linear head over the L2-normalised mean-pooled vector) are written by
`scripts/train_route_encoder.py`, which needs torch and runs outside the product. At run time they are merged
into the weights of the embedder's own package and the ONNX graph is built with `onnx_export.build_graph`,
cached under `models/` by the file's hash; nothing is trained or downloaded at run time.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from querylab.contracts import PRIVILEGE, Route
from querylab.embeddings.base import EmbeddingError
from querylab.numeric import softmax
from querylab.offline.route_evidence import OwnObjectEvidence
from querylab.offline.route_rules import asks_definition, meaningful_terms

logger = logging.getLogger(__name__)

REPO_ROOT = Path(__file__).resolve().parents[2]
ADAPTERS_FILE = "route_encoder.safetensors"  # beside the other offline knob files: the eval cache's fingerprint hashes it
DEFAULT_ADAPTERS = REPO_ROOT / "prompts" / "offline" / ADAPTERS_FILE
MAX_TOKENS = 128  # the training length: longer inputs are cut there, as they were in training
LOWER_AT = 0.5  # defaults of model.toml's [route_encoder]: chosen on the held-out dev folds (docs/eval_results.md)
RAISE_AT = 0.8
HISTORY_TURNS = 2  # the last user and assistant turns: what a follow-up leans on
_build_lock = threading.Lock()


def encoder_text(question: str, history: Sequence[dict[str, Any]]) -> str:
    """The one text the encoder reads for a question: shared by training and run time, so they cannot drift."""
    turns = " | ".join(f"{t.get('role', '')}: {t.get('content', '')}" for t in list(history)[-HISTORY_TURNS:])
    return f"{question} ;; {turns if turns else 'no history'}"


@dataclass(frozen=True)
class Adapters:
    """The low-rank updates per base weight name, the small tensors trained in full, the head, and the training's record."""

    deltas: dict[str, tuple[np.ndarray, np.ndarray]]  # weight name → (A [r, in], B [out, r])
    replaced: dict[str, np.ndarray]  # small tensors trained in full (biases, layer norms): name → new value
    head_weight: np.ndarray  # [routes, hidden]
    head_bias: np.ndarray  # [routes]
    routes: tuple[Route, ...]
    scale: float  # the normalised vector is multiplied by this before the head
    digest: str  # sha256 of the file: names the built graph
    meta: dict[str, Any]

    @classmethod
    def load(cls, path: Path) -> "Adapters":
        from safetensors import safe_open
        from safetensors.numpy import load_file

        raw = Path(path).read_bytes()
        try:
            tensors = load_file(str(path))
            with safe_open(str(path), framework="numpy") as fh:
                meta = json.loads((fh.metadata() or {}).get("querylab", "{}"))
        except Exception as exc:  # safetensors raises its own SafetensorError on a malformed file
            raise EmbeddingError(f"route encoder adapters {path} cannot be read: {exc}") from exc
        try:
            routes = tuple(Route(r) for r in meta["routes"])
            scale = float(meta["scale"])
            deltas = {name[: -len(".lora_a")]: (tensors[name], tensors[name[: -len(".lora_a")] + ".lora_b"])
                      for name in tensors if name.endswith(".lora_a")}
            head_w, head_b = tensors["head.weight"], tensors["head.bias"]
            replaced = {n: t.astype(np.float32) for n, t in tensors.items() if not n.endswith((".lora_a", ".lora_b")) and not n.startswith("head.")}
        except (KeyError, ValueError) as exc:
            raise EmbeddingError(f"route encoder adapters {path} are incomplete: {exc}") from exc
        if head_w.shape[0] != len(routes):
            raise EmbeddingError(f"route encoder adapters {path}: head has {head_w.shape[0]} rows for {len(routes)} routes")
        return cls(deltas, replaced, head_w.astype(np.float32), head_b.astype(np.float32), routes, scale, hashlib.sha256(raw).hexdigest()[:16], meta)

    def merged(self, base: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        """The base weights with every adapter folded in (W' = W + B·A; a linear layer's W is [out, in])."""
        out = dict(base)
        for name, value in self.replaced.items():
            if name not in out or out[name].shape != value.shape:
                raise EmbeddingError(f"route encoder tensor {name} {value.shape} does not fit the base model")
            out[name] = value
        for name, (a, b) in self.deltas.items():
            weight = name + ".weight"
            if weight not in out:
                raise EmbeddingError(f"route encoder adapter for {weight}, which the base model does not have")
            out[weight] = (out[weight] + b.astype(np.float32) @ a.astype(np.float32)).astype(np.float32)
        return out


def _build(adapters: Adapters, model_dir: Path, out_path: Path) -> None:
    from querylab.embeddings.onnx_export import BertConfig, build_graph, load_weights, write_atomically

    write_atomically(build_graph(adapters.merged(load_weights(model_dir)), BertConfig.from_dir(model_dir)), out_path)


class RouteEncoder:
    """Route probabilities for a question and its history, from the fine-tuned encoder (thread-safe)."""

    def __init__(self, adapters_path: Path = DEFAULT_ADAPTERS, model_dir: Path | None = None, models_dir: Path | None = None) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        from querylab.embeddings.minilm import DEFAULT_ONNX_PATH, default_model_dir, session_options
        from querylab.embeddings.onnx_export import builder_fingerprint

        self.adapters = Adapters.load(adapters_path)
        mdir = Path(model_dir) if model_dir is not None else default_model_dir()
        folder = Path(models_dir) if models_dir is not None else DEFAULT_ONNX_PATH.parent
        self.onnx_path = folder / f"route-encoder-{self.adapters.digest}-{builder_fingerprint()[:8]}.onnx"
        with _build_lock:
            if not self.onnx_path.is_file():
                logger.info("building the route encoder graph %s", self.onnx_path)
                _build(self.adapters, mdir, self.onnx_path)
        self._tokenizer = Tokenizer.from_file(str(mdir / "tokenizer.json"))
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(max_length=MAX_TOKENS)
        self._session = ort.InferenceSession(str(self.onnx_path), sess_options=session_options(None), providers=["CPUExecutionProvider"])
        self._lock = threading.Lock()

    def probabilities(self, question: str, history: Sequence[dict[str, Any]]) -> dict[Route, float]:
        enc = self._tokenizer.encode(encoder_text(question, history))
        ids = np.asarray([enc.ids], dtype=np.int64)
        mask = np.ones_like(ids)
        with self._lock:
            (vec,) = self._session.run(None, {"input_ids": ids, "attention_mask": mask})
        logits = (vec[0] * self.adapters.scale) @ self.adapters.head_weight.T + self.adapters.head_bias
        return dict(zip(self.adapters.routes, (float(p) for p in softmax(logits[None, :])[0])))


# Routes the rules reach on purpose or by caution (a security check, an unresolved reference, no topic of ours):
# the encoder never moves a question away from them.
_KEPT = frozenset({Route.REFUSE, Route.CLARIFY, Route.SMALL_TALK, Route.OUT_OF_DOMAIN})


SPECIFIC_TERMS = 3  # as the rules' specific_terms_over_clarify: a message with this many content words has a topic


def review(proposed: Route, probs: dict[Route, float], evidence: OwnObjectEvidence | None, *, lower_at: float, raise_at: float,
           question: str = "", completed: bool = False) -> tuple[Route, str]:
    """The route to use instead of the rules' `proposed` one, and why ("" when it stands).

    The encoder's choice replaces knowledge, live_tool or action when it is less privileged and its
    probability reaches `lower_at` — but not by asking back, refusing, small talk or out of domain when code has
    found the user's own object in the words or the history ("check my orders", "cancel it" after a listing):
    the encoder reads short requests as unclear more often than they are. A more privileged choice stands only when `evidence`, computed in code
    from the words and the history (never by a model), shows the user's own object — and, for action, a
    request to change it — and its probability reaches `raise_at` (DESIGN.md: a model never raises a
    route's privilege on its own word).
    """
    if proposed in _KEPT:
        return proposed, ""
    best = max(probs, key=lambda r: probs[r])
    if best == proposed:
        return proposed, ""
    said = f"route encoder: {best.value} {probs[best]:.2f} over {proposed.value} {probs.get(proposed, 0.0):.2f}"
    if PRIVILEGE[best] < PRIVILEGE[proposed]:
        if evidence is not None and evidence.lookup and PRIVILEGE[best] == 0:
            return proposed, ""
        if question and ((best == Route.SMALL_TALK and len(meaningful_terms(question)) >= SPECIFIC_TERMS)
                         or (best == Route.CLARIFY and (completed or asks_definition(question)))):
            return proposed, ""
        return (best, f"{said} (lowers)") if probs[best] >= lower_at else (proposed, "")
    if evidence is None or not evidence.lookup or probs[best] < raise_at:
        return proposed, ""
    if best not in ({Route.LIVE_TOOL} | ({Route.ACTION} if evidence.change else set())):
        return proposed, ""
    return best, f"{said}, raised on code evidence ({evidence.why})"
