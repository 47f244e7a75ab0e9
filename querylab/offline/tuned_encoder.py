"""MiniLM fine-tuned for one decision: low-rank adapters merged into the embedder package's weights, and a linear head.

The route encoder (`route_encoder.py`) and the judge encoder (`judge_encoder.py`) are both this: a file of adapters
written by a training script outside the product (`scripts/encoder_training.py`, torch), read here with numpy and
onnxruntime only. For each adapted linear layer the file holds a rank-r pair A, B (W' = W + B·A); small tensors
trained in full (biases, layer norms) replace the base's; the head reads the L2-normalised mean-pooled vector times
``scale``. The merged weights become an ONNX graph with the embedder's own builder, cached under ``models/`` by the
file's hash and the builder's fingerprint, so nothing is trained or downloaded at run time and a new file is a new
graph.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Generic, Sequence, TypeVar

import numpy as np

from querylab.embeddings.base import EmbeddingError

logger = logging.getLogger(__name__)

_build_lock = threading.Lock()


@dataclass(frozen=True)
class Adapters:
    """The low-rank updates per base weight name, the small tensors trained in full, the head, and the training's record."""

    deltas: dict[str, tuple[np.ndarray, np.ndarray]]  # weight name → (A [r, in], B [out, r])
    replaced: dict[str, np.ndarray]  # small tensors trained in full (biases, layer norms): name → new value
    head_weight: np.ndarray  # [labels, hidden]
    head_bias: np.ndarray  # [labels]
    labels: tuple[str, ...]  # what each head row scores (the route encoder's file calls them "routes")
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
            raise EmbeddingError(f"encoder adapters {path} cannot be read: {exc}") from exc
        try:
            labels = tuple(str(x) for x in (meta["labels"] if "labels" in meta else meta["routes"]))
            scale = float(meta["scale"])
            deltas = {name[: -len(".lora_a")]: (tensors[name], tensors[name[: -len(".lora_a")] + ".lora_b"])
                      for name in tensors if name.endswith(".lora_a")}
            head_w, head_b = tensors["head.weight"], tensors["head.bias"]
            replaced = {n: t.astype(np.float32) for n, t in tensors.items() if not n.endswith((".lora_a", ".lora_b")) and not n.startswith("head.")}
        except (KeyError, ValueError, TypeError) as exc:
            raise EmbeddingError(f"encoder adapters {path} are incomplete: {exc}") from exc
        if head_w.shape[0] != len(labels):
            raise EmbeddingError(f"encoder adapters {path}: head has {head_w.shape[0]} rows for {len(labels)} labels")
        return cls(deltas, replaced, head_w.astype(np.float32), head_b.astype(np.float32), labels, scale, hashlib.sha256(raw).hexdigest()[:16], meta)

    def merged(self, base: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        """The base weights with every adapter folded in (W' = W + B·A; a linear layer's W is [out, in])."""
        out = dict(base)
        for name, value in self.replaced.items():
            if name not in out or out[name].shape != value.shape:
                raise EmbeddingError(f"encoder tensor {name} {value.shape} does not fit the base model")
            out[name] = value
        for name, (a, b) in self.deltas.items():
            weight = name + ".weight"
            if weight not in out:
                raise EmbeddingError(f"encoder adapter for {weight}, which the base model does not have")
            out[weight] = (out[weight] + b.astype(np.float32) @ a.astype(np.float32)).astype(np.float32)
        return out


def _build(adapters: Adapters, model_dir: Path, out_path: Path) -> None:
    from querylab.embeddings.onnx_export import BertConfig, build_graph, load_weights, write_atomically

    write_atomically(build_graph(adapters.merged(load_weights(model_dir)), BertConfig.from_dir(model_dir)), out_path)


class TunedEncoder:
    """The head's logits for texts (or text pairs), from a fine-tuned MiniLM graph (thread-safe)."""

    BATCH = 16

    def __init__(self, adapters_path: Path, graph_prefix: str, max_tokens: int, model_dir: Path | None = None,
                 models_dir: Path | None = None) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        from querylab.embeddings.minilm import DEFAULT_ONNX_PATH, default_model_dir, session_options
        from querylab.embeddings.onnx_export import builder_fingerprint

        self.adapters = Adapters.load(adapters_path)
        mdir = Path(model_dir) if model_dir is not None else default_model_dir()
        folder = Path(models_dir) if models_dir is not None else DEFAULT_ONNX_PATH.parent
        self.onnx_path = folder / f"{graph_prefix}-{self.adapters.digest}-{builder_fingerprint()[:8]}.onnx"
        with _build_lock:
            if not self.onnx_path.is_file():
                logger.info("building the encoder graph %s", self.onnx_path)
                _build(self.adapters, mdir, self.onnx_path)
        self._tokenizer = Tokenizer.from_file(str(mdir / "tokenizer.json"))
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(max_length=max_tokens)
        self._session = ort.InferenceSession(str(self.onnx_path), sess_options=session_options(None), providers=["CPUExecutionProvider"])
        self._lock = threading.Lock()

    def logits(self, inputs: Sequence[str | tuple[str, str]]) -> np.ndarray:
        """[len(inputs), labels]: a pair is read as one sequence, "[CLS] a [SEP] b [SEP]", as in training."""
        out = np.zeros((len(inputs), len(self.adapters.labels)), dtype=np.float32)
        if not inputs:
            return out
        encodings = self._tokenizer.encode_batch(list(inputs))
        for start in range(0, len(encodings), self.BATCH):
            chunk = encodings[start : start + self.BATCH]
            width = max(len(e.ids) for e in chunk)
            ids = np.zeros((len(chunk), width), dtype=np.int64)
            mask = np.zeros((len(chunk), width), dtype=np.int64)
            for row, e in enumerate(chunk):
                ids[row, : len(e.ids)] = e.ids
                mask[row, : len(e.ids)] = 1
            with self._lock:
                (vecs,) = self._session.run(None, {"input_ids": ids, "attention_mask": mask})
            out[start : start + len(chunk)] = (vecs * self.adapters.scale) @ self.adapters.head_weight.T + self.adapters.head_bias
        return out



E = TypeVar("E")


class LazyEncoder(Generic[E]):
    """A fine-tuned encoder built on first use from its adapters file, or None: no file, or one that failed to load
    (logged once, then the file is forgotten so the decision runs without it)."""

    def __init__(self, path: Path | None, build: Callable[[Path], E], what: str) -> None:
        self.path = path
        self._build = build
        self._what = what
        self._encoder: E | None = None
        self._lock = threading.Lock()

    def get(self) -> E | None:
        with self._lock:
            if self._encoder is None and self.path is not None:
                try:
                    self._encoder = self._build(self.path)
                except (EmbeddingError, OSError) as exc:
                    logger.warning("%s off: %s", self._what, exc)
                    self.path = None
            return self._encoder
