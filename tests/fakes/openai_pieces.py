"""What the fake OpenAI server sends: its word pieces, a llama.cpp stream captured from the real server, and
hash embeddings. Kept apart from the server so a benchmark or a test can cut a reply the way the fake will."""

from __future__ import annotations

import hashlib
import math
import random
import re

_TOKEN = re.compile(r"\s*\S+")

#: A judge reply as llama-cpp-python 0.3.36's server streamed it (SmolLM2-135M-Instruct Q4_1, `response_format`
#: with the judge's schema), one content delta per item: give `llama_cpp_pieces` as `stream_pieces` to stream
#: a reply that is this text exactly as the real server did.
LLAMA_CPP_JUDGE_PIECES = [
    '{"', "ver", "dict", '":', ' "', "yes", '",', ' "', "mot", "ivation", '":"', "I", " am", " not", " a", " human", ",",
    " I", "'m", " an", " AI", " designed", " to", " provide", " assistance", " and", " help", " with", " any", " kind",
    " of", " task", '."', "}",
]
LLAMA_CPP_JUDGE_REPLY = "".join(LLAMA_CPP_JUDGE_PIECES)


def llama_cpp_pieces(text: str) -> list[str]:
    """The captured real stream's pieces for its own text; any other text as `split_tokens` cuts it."""
    return list(LLAMA_CPP_JUDGE_PIECES) if text == LLAMA_CPP_JUDGE_REPLY else split_tokens(text)


def split_tokens(text: str) -> list[str]:
    """Split text into word pieces that keep their leading whitespace, so `''.join(pieces) == text`.

    Trailing whitespace is kept as its own final piece. This is the fake's notion of a "token"
    (for usage counts and streamed chunks); it is deliberately simple and deterministic.
    """
    pieces = _TOKEN.findall(text)
    rest = text[sum(len(p) for p in pieces) :]
    if rest:
        pieces.append(rest)
    return pieces


def fake_embedding(text: str, dim: int) -> list[float]:
    """A deterministic unit vector derived from a hash of `text` (same text, same vector)."""
    rng = random.Random(hashlib.sha256(text.encode("utf-8")).digest())
    vec = [rng.gauss(0.0, 1.0) for _ in range(dim)]
    norm = math.sqrt(sum(v * v for v in vec)) or 1.0
    return [v / norm for v in vec]
