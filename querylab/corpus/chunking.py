"""Structure-aware chunking: headings, then paragraphs, then sentences, then words.

Each section (a heading and its text) is chunked on its own, so a chunk never straddles two
headings and always knows its heading. Within a section, whole paragraphs are packed up to
`chunk_size` characters; a paragraph that is too long is cut into sentences, and a sentence that is
too long into word windows. Consecutive chunks of a section share up to `chunk_overlap` characters,
taken as whole trailing sentences of the previous chunk when they fit, else as trailing words, so an
answer that sits on a boundary is still found whole in one chunk. Every chunk is a verbatim slice of
its section, and the same input always yields the same chunks.
"""

from __future__ import annotations

import json
import re

from querylab.corpus.metadata import detect_metadata
from querylab.corpus.models import Chunk, LoadedDocument
from querylab.corpus.sentences import Span, _strip, sentence_spans

_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")


class Chunker:
    """Cuts a `LoadedDocument` into `Chunk`s; configuration in `__init__`, work in `chunk()`."""

    def __init__(self, chunk_size: int = 800, chunk_overlap: int = 120) -> None:
        if chunk_size < 20:
            raise ValueError(f"chunk_size must be at least 20 characters, got {chunk_size}")
        if not 0 <= chunk_overlap < chunk_size:
            raise ValueError(f"chunk_overlap must be between 0 and chunk_size - 1, got {chunk_overlap}")
        self.chunk_size = chunk_size
        self.chunk_overlap = chunk_overlap

    def chunk(self, doc: LoadedDocument) -> list[Chunk]:
        chunks: list[Chunk] = []
        # Headings with no text of their own ("# Policy" right above "## Scope") make no chunk; the next
        # section's first chunk carries them, so the document can be rebuilt with its whole outline.
        pending: list[list[int | str]] = []
        for section in doc.sections:
            prev_end = 0
            spans = self.chunk_spans(section.text)
            if not spans and section.heading:
                pending.append([section.level, section.heading])
            for start, end, overlap in spans:
                extra: dict[str, str | int] = {"kind": "front"} if _only_metadata_lines(section.text[start:end]) else {}
                if pending:
                    extra["lead_headings"] = json.dumps(pending, ensure_ascii=False)
                    pending = []
                chunks.append(
                    Chunk(
                        index=len(chunks),
                        text=section.text[start:end],
                        section=section.heading,
                        overlap=overlap,
                        sep="" if overlap or prev_end == 0 else _separator(section.text[prev_end:start]),
                        metadata=dict(section.metadata) | extra,
                    )
                )
                prev_end = end
        return chunks

    def chunk_spans(self, text: str) -> list[tuple[int, int, int]]:
        """(start, end, overlap) triples over `text`; `overlap` = chars shared with the previous chunk."""
        units = self._units(text)
        if not units:
            return []
        boundaries = sorted({s for s, _ in sentence_spans(text)} | {s for s, _ in units})
        out: list[tuple[int, int, int]] = []
        start, end = units[0]
        overlap = 0
        for u_start, u_end in units[1:]:
            if u_end - start <= self.chunk_size:
                end = u_end
                continue
            out.append((start, end, overlap))
            ov_start = self._overlap_start(text, boundaries, start, end, u_end)
            if ov_start is None:
                start, overlap = u_start, 0
            else:
                start, overlap = ov_start, end - ov_start
            end = u_end
        out.append((start, end, overlap))
        return out

    def _units(self, text: str) -> list[Span]:
        units: list[Span] = []
        pos = 0
        pieces = [(m.start(), m.end()) for m in _PARAGRAPH_BREAK.finditer(text)] + [(len(text), len(text))]
        for brk_start, brk_end in pieces:
            p_start, p_end = _strip(text, pos, brk_start)
            pos = brk_end
            if p_end <= p_start:
                continue
            if p_end - p_start <= self.chunk_size:
                units.append((p_start, p_end))
                continue
            for s_start, s_end in sentence_spans(text, p_start, p_end):
                if s_end - s_start <= self.chunk_size:
                    units.append((s_start, s_end))
                else:
                    units.extend(self._word_windows(text, s_start, s_end))
        return units

    def _word_windows(self, text: str, start: int, end: int) -> list[Span]:
        windows: list[Span] = []
        while end - start > self.chunk_size:
            cut = text.rfind(" ", start + 1, start + self.chunk_size + 1)
            cut = max(cut, text.rfind("\n", start + 1, start + self.chunk_size + 1))
            if cut <= start:
                cut = start + self.chunk_size  # one unbroken token longer than a chunk
            s, e = _strip(text, start, cut)
            if e > s:
                windows.append((s, e))
            start, _ = _strip(text, cut, end)
        if end > start:
            windows.append((start, end))
        return windows

    def _overlap_start(self, text: str, boundaries: list[int], prev_start: int, prev_end: int, next_end: int) -> int | None:
        """Earliest point in the previous chunk to repeat: a sentence start if one fits, else a word start."""
        if self.chunk_overlap == 0:
            return None
        for b in boundaries:
            if prev_start < b < prev_end and prev_end - b <= self.chunk_overlap and next_end - b <= self.chunk_size:
                return b
        b = max(prev_end - self.chunk_overlap, prev_start + 1)
        while b < prev_end and not text[b - 1].isspace():
            b += 1
        while b < prev_end and text[b].isspace():
            b += 1
        if b < prev_end and next_end - b <= self.chunk_size:
            return b
        return None


def _separator(gap: str) -> str:
    return "\n\n" if "\n\n" in gap.replace(" ", "").replace("\t", "") else ("\n" if "\n" in gap else " ")


def rebuild_text(chunks: list[tuple[str, int, str]]) -> str:
    """Join (text, overlap, sep) triples of one section back into its text, dropping repeated parts."""
    out = ""
    for text, overlap, sep in chunks:
        out += text[overlap:] if overlap > 0 else (sep if out else "") + text
    return out


def _only_metadata_lines(text: str) -> bool:
    """A chunk made only of stated-metadata lines ("Effective: …", "Version: …") answers nothing: it is
    stored (so the document can be rebuilt) but marked `kind=front` and left out of search."""
    lines = [line for line in text.splitlines() if line.strip()]
    return bool(lines) and all(detect_metadata(line)[0] for line in lines)
