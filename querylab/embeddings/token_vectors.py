"""Per-word vectors from the MiniLM model: the transformer's last hidden state, before mean pooling.

Why: the sentence vector pools every token into one, so a passage about the per diem for Japan stands as close to
"the per diem for South Korea" as to "the per diem for Japan". Late interaction (ColBERT-style: each word of the
question against its best counterpart among the passage's words) can see the one qualifier with no counterpart.

How: the shipped graph (`onnx_export`, output ``sentence_embedding`` only) already computes the hidden state; this
module loads it with ``onnx``, adds that tensor as a second output and opens an onnxruntime session from the
modified bytes in memory. The file on disk is not changed (its name is the exporter's source hash) and nothing is
downloaded. Word pieces of one word are averaged into one vector per word; [CLS], [SEP] and punctuation are
dropped. A graph without the tensor (another exporter) fails with `EmbeddingError` saying so.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

import numpy as np

from querylab.embeddings.base import EmbeddingError, as_text_list
from querylab.embeddings.minilm import session_options

if TYPE_CHECKING:  # pragma: no cover - typing only
    import onnxruntime
    from tokenizers import Tokenizer

logger = logging.getLogger(__name__)

#: The name given to the added output.
HIDDEN_OUTPUT = "token_hidden_state"
#: Word pieces per window (MiniLM reads 256 with [CLS] and [SEP]); a longer text is read in windows of whole words.
WINDOW = 254
#: Texts per batch, and the bound on batch * seq_len**2 (as `minilm.TOKEN_BUDGET`: attention memory stays small).
BATCH = 32
TOKEN_BUDGET = 8 * 128 * 128


@dataclass(frozen=True)
class WordVectors:
    """The words of one text (lower-case, as the tokenizer reads them) and their unit vectors, in text order."""

    words: tuple[str, ...]
    vectors: np.ndarray  # (len(words), dim), float32, unit rows

    def __len__(self) -> int:
        return len(self.words)


def hidden_state_name(model: object) -> str:
    """The tensor the mean pooling reads: the output of the graph's last LayerNormalization (the last encoder layer).

    Raises EmbeddingError when the graph has none (it was not built by `onnx_export` or a BERT-like exporter).
    """
    nodes = [n for n in model.graph.node if n.op_type == "LayerNormalization"]  # type: ignore[attr-defined]
    if not nodes:
        raise EmbeddingError("the MiniLM ONNX graph has no LayerNormalization node: cannot read per-token vectors from it "
                             "(was it built by querylab.embeddings.onnx_export?)")
    return str(nodes[-1].output[0])


def with_hidden_output(model_bytes: bytes) -> bytes:
    """The serialized graph with its last hidden state added as output `HIDDEN_OUTPUT` (an Identity of it)."""
    import onnx
    from onnx import TensorProto, helper

    model = onnx.load_from_string(model_bytes)
    name = hidden_state_name(model)
    model.graph.node.append(helper.make_node("Identity", [name], [HIDDEN_OUTPUT], name="querylab_token_hidden"))
    model.graph.output.append(helper.make_tensor_value_info(HIDDEN_OUTPUT, TensorProto.FLOAT, ["batch", "seq", "hidden"]))
    return model.SerializeToString()


class TokenVectors:
    """Word vectors of texts from a `MiniLMEmbedder`'s model and tokenizer (a second, in-memory session)."""

    def __init__(self, tokenizer: "Tokenizer", onnx_path: Path, threads: int | None = None) -> None:
        from tokenizers import Tokenizer

        self._tokenizer = Tokenizer.from_str(tokenizer.to_str())  # a copy: windows replace the embedder's truncation
        self._tokenizer.no_truncation()
        self._tokenizer.no_padding()
        self.onnx_path = Path(onnx_path)
        self.threads = threads
        self._lock = threading.Lock()
        self._session: "onnxruntime.InferenceSession | None" = None

    @classmethod
    def from_embedder(cls, embedder: object) -> "TokenVectors":
        """From a `MiniLMEmbedder` (its tokenizer and ONNX file); another embedder raises EmbeddingError."""
        tokenizer = getattr(embedder, "_tokenizer", None)
        onnx_path = getattr(embedder, "onnx_path", None)
        if tokenizer is None or onnx_path is None:
            raise EmbeddingError(f"per-word vectors need the MiniLM ONNX embedder, not {type(embedder).__name__}")
        return cls(tokenizer, onnx_path, getattr(embedder, "threads", None))

    def _open(self) -> "onnxruntime.InferenceSession":
        import onnxruntime as ort

        try:
            data = self.onnx_path.read_bytes()
        except OSError as exc:
            raise EmbeddingError(f"cannot read the ONNX model {self.onnx_path}: {exc}") from exc
        try:
            return ort.InferenceSession(with_hidden_output(data), sess_options=session_options(self.threads), providers=["CPUExecutionProvider"])
        except EmbeddingError:
            raise
        except Exception as exc:  # onnx / onnxruntime raise their own types
            raise EmbeddingError(f"cannot open the per-token session of {self.onnx_path}: {exc}") from exc

    def _run(self, rows: Sequence[Sequence[int]]) -> list[np.ndarray]:
        """The hidden state of each row of token ids (with [CLS]/[SEP]), one padded batch."""
        if self._session is None:
            self._session = self._open()
        seq = max(len(r) for r in rows)
        ids = np.zeros((len(rows), seq), dtype=np.int64)
        mask = np.zeros((len(rows), seq), dtype=np.int64)
        for i, r in enumerate(rows):
            ids[i, : len(r)] = r
            mask[i, : len(r)] = 1
        try:
            (hidden,) = self._session.run([HIDDEN_OUTPUT], {"input_ids": ids, "attention_mask": mask})
        except Exception as exc:
            raise EmbeddingError(f"onnxruntime failed reading per-token vectors of {len(rows)} x {seq} tokens: {exc}") from exc
        return [np.asarray(hidden[i, : len(r)], dtype=np.float32) for i, r in enumerate(rows)]

    def _pieces(self, text: str) -> list[tuple[int, int, str]]:
        """(token id, word index, piece) of each word piece, no special tokens, no truncation."""
        enc = self._tokenizer.encode(text, add_special_tokens=False)
        return [(tid, wid, tok) for tid, wid, tok in zip(enc.ids, enc.word_ids, enc.tokens) if wid is not None]

    @staticmethod
    def _windows(n: int, pieces: list[tuple[int, int, str]]) -> list[tuple[int, int]]:
        out, start = [], 0
        while start < n:
            end = min(start + WINDOW, n)
            while end < n and end > start + 1 and pieces[end][1] == pieces[end - 1][1]:
                end -= 1  # never cut a word between two windows
            out.append((start, end))
            start = end
        return out

    def words(self, texts: Sequence[str]) -> list[WordVectors]:
        """One `WordVectors` per text: a text longer than the model reads is read in windows of whole words; windows
        of similar length are read in one batch (as `MiniLMEmbedder.embed` bounds its batches)."""
        items = as_text_list(texts)
        with self._lock:
            pieces = [self._pieces(t) for t in items]
            windows = [(i, a, b) for i, p in enumerate(pieces) for a, b in self._windows(len(p), p)]
            cls_id, sep_id = self._tokenizer.token_to_id("[CLS]"), self._tokenizer.token_to_id("[SEP]")
            rows = [[cls_id, *(p[0] for p in pieces[i][a:b]), sep_id] for i, a, b in windows]
            order = sorted(range(len(rows)), key=lambda k: -len(rows[k]))
            hidden: dict[int, np.ndarray] = {}
            start = 0
            while start < len(order):
                seq = len(rows[order[start]])
                n = max(1, min(BATCH, TOKEN_BUDGET // (seq * seq)))
                batch = order[start : start + n]
                for k, h in zip(batch, self._run([rows[k] for k in batch])):
                    hidden[k] = h[1:-1]
                start += n
        sums: list[dict[int, np.ndarray]] = [{} for _ in items]
        text_of: list[dict[int, str]] = [{} for _ in items]
        for k, (i, a, b) in enumerate(windows):
            for (_, wid, tok), vec in zip(pieces[i][a:b], hidden[k]):
                sums[i][wid] = sums[i].get(wid, 0.0) + vec
                text_of[i][wid] = text_of[i].get(wid, "") + (tok[2:] if tok.startswith("##") else tok)
        return [_word_vectors(s, t) for s, t in zip(sums, text_of)]


def _word_vectors(sums: dict[int, np.ndarray], text_of: dict[int, str]) -> WordVectors:
    """Pieces summed per word → unit word vectors; words without a letter or digit (punctuation) are dropped."""
    keep = [w for w in sorted(sums) if any(ch.isalnum() for ch in text_of[w])]
    if not keep:
        return WordVectors((), np.zeros((0, 0), dtype=np.float32))
    mat = np.stack([sums[w] for w in keep]).astype(np.float32)
    mat /= np.maximum(np.linalg.norm(mat, axis=1, keepdims=True), 1e-9)
    return WordVectors(tuple(text_of[w] for w in keep), mat)
