"""Structure-aware chunking: headings kept, sizes respected, overlap on sentence boundaries,
deterministic, and the document can be rebuilt from its chunks."""

from __future__ import annotations

import random

import pytest

from querylab.corpus.chunking import Chunker, rebuild_text
from querylab.corpus.loaders import load_document
from querylab.corpus.sentences import split_sentences

WORDS = "refund policy manager approval days customer invoice shipping warehouse return label".split()


def _random_markdown(seed: int) -> str:
    rng = random.Random(seed)
    parts = ["# Handbook"]
    for s in range(3):
        parts.append(f"## Section {s}")
        for _ in range(rng.randint(1, 4)):
            sentences = [
                " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 40))).capitalize() + rng.choice([".", "!", "?"])
                for _ in range(rng.randint(1, 7))
            ]
            parts.append(rng.choice([" ", "\n"]).join(sentences))
    return "\n\n".join(parts)


def test_chunks_never_cross_headings_and_remember_them() -> None:
    doc = load_document("h.md", b"# A\n\nAlpha text here.\n\n## B\n\nBeta text here.\n\n## C\n\nGamma text here.")
    chunks = Chunker(200, 40).chunk(doc)
    assert [(c.section, c.text) for c in chunks] == [
        ("A", "Alpha text here."),
        ("B", "Beta text here."),
        ("C", "Gamma text here."),
    ]
    assert [c.index for c in chunks] == [0, 1, 2]


@pytest.mark.parametrize("seed", range(12))
def test_sizes_respected_and_text_rebuilds_exactly(seed: int) -> None:
    rng = random.Random(seed)
    size = rng.randint(60, 500)
    overlap = rng.randint(0, size // 2)
    doc = load_document("r.md", _random_markdown(seed).encode())
    chunks = Chunker(size, overlap).chunk(doc)
    assert chunks and all(0 < len(c.text) <= size for c in chunks)
    assert all(c.overlap <= overlap for c in chunks)
    for section in doc.sections:
        mine = [(c.text, c.overlap, c.sep) for c in chunks if c.section == section.heading]
        if section.text.strip():
            assert rebuild_text(mine) == section.text


def test_overlap_repeats_whole_trailing_sentences() -> None:
    sentences = [f"Sentence number {i} talks about refunds." for i in range(12)]
    doc = load_document("o.md", (" ".join(sentences)).encode())
    chunks = Chunker(150, 60).chunk(doc)
    assert len(chunks) > 2
    for prev, cur in zip(chunks, chunks[1:]):
        assert cur.overlap > 0
        shared = cur.text[: cur.overlap]
        assert prev.text.endswith(shared)
        assert shared in sentences or all(s in sentences for s in split_sentences(shared))


def test_paragraphs_are_packed_before_sentences_are_split() -> None:
    text = "First paragraph is short.\n\nSecond paragraph is also short.\n\nThird one too."
    chunks = Chunker(100, 20).chunk(load_document("p.md", text.encode()))
    assert [c.text for c in chunks] == ["First paragraph is short.\n\nSecond paragraph is also short.\n\nThird one too."]


def test_overlong_sentence_is_split_on_words_and_giant_tokens_hard() -> None:
    text = ("word " * 100).strip() + " " + "x" * 130
    chunks = Chunker(50, 10).chunk(load_document("w.txt", text.encode()))
    assert all(len(c.text) <= 50 for c in chunks)
    assert all(not c.text.startswith(" ") and not c.text.endswith(" ") for c in chunks)
    assert "".join(c.text[c.overlap :] for c in chunks).replace(" ", "") == text.replace(" ", "")


def test_deterministic() -> None:
    doc = load_document("d.md", _random_markdown(99).encode())
    first = Chunker(180, 50).chunk(doc)
    second = Chunker(180, 50).chunk(load_document("d.md", _random_markdown(99).encode()))
    assert first == second


def test_abbreviations_do_not_end_sentences() -> None:
    assert split_sentences("See e.g. the form. Dr. Smith signs it. Then J. Doe pays.") == [
        "See e.g. the form.",
        "Dr. Smith signs it.",
        "Then J. Doe pays.",
    ]


def test_record_metadata_travels_with_chunks() -> None:
    doc = load_document("c.jsonl", b'{"_id": "q1", "title": "T", "text": "Body."}')
    (chunk,) = Chunker(100, 10).chunk(doc)
    assert chunk.metadata == {"row": 1, "record_id": "q1"} and chunk.section == "T"


@pytest.mark.parametrize("size,overlap", [(10, 0), (100, 100), (100, -1)])
def test_bad_configuration_is_rejected(size: int, overlap: int) -> None:
    with pytest.raises(ValueError):
        Chunker(size, overlap)


def test_metadata_only_chunk_is_marked_front():
    from querylab.corpus.chunking import Chunker
    from querylab.corpus.loaders import load_document

    doc = load_document("p.md", b"# Policy\n\nEffective: 2025-01-01\nVersion: 2.0\n\n## Rules\n\nRefunds within 30 days.", max_file_mb=5)
    chunks = Chunker(800, 100).chunk(doc)
    kinds = [(c.text.splitlines()[0], c.metadata.get("kind")) for c in chunks]
    assert ("Effective: 2025-01-01", "front") in kinds
    assert all(k is None for t, k in kinds if t.startswith("Refunds"))
