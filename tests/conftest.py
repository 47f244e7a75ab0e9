"""Shared fixtures. Fakes live in tests/fakes/; these fixtures only assemble them."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
os.environ.setdefault("HF_HUB_OFFLINE", "1")


@pytest.fixture(scope="session")
def minilm():
    """The real offline embedder (built once per test session)."""
    from querylab.embeddings.minilm import MiniLMEmbedder

    return MiniLMEmbedder()


@pytest.fixture(scope="session")
def offline_llm(minilm):
    from querylab.offline import OfflineLLM

    return OfflineLLM(minilm, REPO / "prompts")


@pytest.fixture(scope="session")
def corpus(minilm):
    """Two tenants' look-alike policies plus an injected document, in memory (tests/fakes/memory_corpus.py)."""
    from tests.fakes.memory_corpus import policy_corpus

    return policy_corpus(minilm)
