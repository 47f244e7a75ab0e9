"""A second reader for the offline judge: all-MiniLM-L6-v2 with low-rank adapters, fine-tuned to say whether a
passage can answer a question.

Why: the judge's constraint rules and its learned scorer (`judge_scorer.py`) read words, numbers and names; sixteen
rounds of them left it at 0.72–0.76 balanced accuracy on each new author's blind policy set and 0.61 on SQuAD 2.0,
whose unanswerable questions are written on the very paragraph (issue 18). The encoder reads the question and each
passage together, as one sequence, and was fine-tuned on the dev halves and the public val splits
(`scripts/train_judge_encoder.py`). Its probability joins the learned scorer's in logit space with weights chosen
on data neither had seen (`[judge_encoder]` of the knob file, docs/eval_results.md); a constraint conflict stays a
hard "no" before either is asked, so the encoder never turns a "no" the code proved into a "yes".

The shipped knob file gives it weight 0 (off, never run): at its left-out weights it raised every clean blind test
half but cost CLAP NQ test 0.733 -> 0.679 and outvoted qualifiers the code found missing (round 17). A revision of
`offline_model` turns it on, to A/B it on a team's own labelled set.
"""

from __future__ import annotations

import logging
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Sequence

from querylab.embeddings.base import EmbeddingError
from querylab.numeric import logit, sigmoid
from querylab.offline.tuned_encoder import TunedEncoder

logger = logging.getLogger(__name__)

REPO_ROOT = Path(__file__).resolve().parents[2]
ADAPTERS_FILE = "judge_encoder.safetensors"  # beside the other offline knob files: the eval cache's fingerprint hashes it
DEFAULT_ADAPTERS = REPO_ROOT / "prompts" / "offline" / ADAPTERS_FILE
MAX_TOKENS = 256  # question and passage together; longer passages are cut there, as in training
MAX_PASSAGES = 8  # the passages read per judgement (the judge reads the top of the retrieved list)
WINDOW_WORDS = 150  # a longer passage is read in windows of whole sentences (about 200 tokens, so none is cut)
MAX_PAIRS = 16  # windows read per judgement at most
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
MEMO = 256  # judgements remembered: a two-part question and the evaluation ask the same one again


def windows(passage: str) -> list[str]:
    """The passage itself when it has at most `WINDOW_WORDS` words, else windows of whole sentences of at most that
    many, each starting at the previous window's last sentence (an answer that spans two sentences stays whole).

    Why: the encoder reads `MAX_TOKENS`; a quarter of CLAP NQ's passages are longer, and their answer may stand in the
    part that would be cut."""
    if len(passage.split()) <= WINDOW_WORDS:
        return [passage]
    parts = [p for p in _SENTENCE_END.split(passage) if p.strip()]
    out: list[str] = []
    start = 0
    while start < len(parts):
        end, words = start, 0
        while end < len(parts) and (end == start or words + len(parts[end].split()) <= WINDOW_WORDS):
            words += len(parts[end].split())
            end += 1
        out.append(" ".join(parts[start:end]))
        if end >= len(parts):
            break
        start = end - 1 if end - 1 > start else end
    return out


def encoder_pairs(question: str, documents: Sequence[str]) -> list[tuple[str, str]]:
    """The (question, passage window) pairs the encoder reads for one judgement: shared by training and run time."""
    docs = [d.strip() for d in documents if d.strip()][:MAX_PASSAGES]
    pairs = [(question.strip(), w) for d in docs for w in windows(d)][:MAX_PAIRS]
    return pairs or [(question.strip(), "")]


class JudgeEncoder:
    """P(one of the passages answers the question): the largest of the passages' probabilities (thread-safe)."""

    def __init__(self, adapters_path: Path = DEFAULT_ADAPTERS, model_dir: Path | None = None, models_dir: Path | None = None) -> None:
        self._encoder = TunedEncoder(adapters_path, "judge-encoder", MAX_TOKENS, model_dir, models_dir)
        self.adapters = self._encoder.adapters
        self.onnx_path = self._encoder.onnx_path
        if self.adapters.labels != ("answerable",):
            raise EmbeddingError(f"judge encoder adapters {adapters_path}: the head must score 'answerable', not {self.adapters.labels}")
        self._memo: OrderedDict[tuple[str, tuple[str, ...]], float] = OrderedDict()
        self._lock = threading.Lock()

    def probability(self, question: str, documents: Sequence[str]) -> float:
        key = (question, tuple(documents))
        with self._lock:
            if key in self._memo:
                self._memo.move_to_end(key)
                return self._memo[key]
        p = sigmoid(float(self._encoder.logits(encoder_pairs(question, documents))[:, 0].max()))
        with self._lock:
            self._memo[key] = p
            while len(self._memo) > MEMO:
                self._memo.popitem(last=False)
        return p


@dataclass(frozen=True)
class Fusion:
    """How the encoder's probability joins the learned scorer's: sigmoid(a·logit(scorer) + b·logit(encoder) + c),
    compared with the judge's usual ``threshold``. ``encoder_weight = 0`` with ``scorer_weight = 1`` and ``bias = 0``
    is the scorer alone (and the encoder is then not run). With ``lowers = false`` the encoder is asked only when the
    scorer says "no", so it can turn a "no" into a "yes" but never the reverse: round 18's encoder misread short
    price lists ("Price EUR 89" for "what does it cost?") that the scorer reads right."""

    scorer_weight: float = 1.0
    encoder_weight: float = 0.0
    bias: float = 0.0
    lowers: bool = True

    @classmethod
    def from_knobs(cls, knobs: Mapping[str, Any]) -> "Fusion":
        return cls(float(knobs.get("scorer_weight", 1.0)), float(knobs.get("encoder_weight", 0.0)), float(knobs.get("bias", 0.0)),
                   bool(knobs.get("lowers", True)))

    @property
    def uses_encoder(self) -> bool:
        return self.encoder_weight != 0.0

    def probability(self, scorer: float, encoder: float) -> float:
        return sigmoid(self.scorer_weight * logit(scorer) + self.encoder_weight * logit(encoder) + self.bias)
