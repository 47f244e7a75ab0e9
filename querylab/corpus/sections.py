"""Split markdown-ish text into sections at its headings.

Every text format is first turned into markdown-ish text (HTML and DOCX headings become `#` lines),
so one splitter decides what a section is for all of them. ATX headings (`# Title`) are recognised
everywhere; setext headings (a line underlined with === or ---) only in real markdown files, where
they are common; headings inside fenced code blocks are ignored.
"""

from __future__ import annotations

import re

from querylab.corpus.models import Section

_ATX = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_FENCE = re.compile(r"^ {0,3}(```|~~~)")
_FRONT_MATTER = re.compile(r"\A---[ \t]*\n(.*?)\n---[ \t]*(?:\n|\Z)", re.S)


def split_front_matter(text: str) -> tuple[dict[str, str], str]:
    """Strip a YAML-style front-matter block; return its simple `key: value` pairs and the rest."""
    m = _FRONT_MATTER.match(text)
    if not m:
        return {}, text
    pairs: dict[str, str] = {}
    for line in m.group(1).splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip() and not key.startswith((" ", "\t", "-")):
            pairs[key.strip().lower()] = value.strip().strip("'\"")
    return pairs, text[m.end() :]


def split_sections(text: str, *, setext: bool = False) -> list[Section]:
    """Cut `text` at headings; text before the first heading gets an empty heading."""
    sections: list[Section] = []
    heading, level, body = "", 0, []
    in_fence = False
    lines = text.splitlines()

    def flush() -> None:
        content = "\n".join(body).strip("\n")
        if content.strip() or heading:
            sections.append(Section(heading=heading, text=content, level=level))

    i = 0
    while i < len(lines):
        line = lines[i]
        if _FENCE.match(line):
            in_fence = not in_fence
        elif not in_fence:
            m = _ATX.match(line)
            nxt = lines[i + 1] if i + 1 < len(lines) else ""
            if m:
                flush()
                heading, level, body = _clean(m.group(2)), len(m.group(1)), []
                i += 1
                continue
            if setext and line.strip() and _SETEXT.match(nxt) and (not body or not body[-1].strip()):
                flush()
                heading, level, body = _clean(line), (1 if nxt.strip()[0] == "=" else 2), []
                i += 2
                continue
        body.append(line)
        i += 1
    flush()
    return [s for s in sections if s.text.strip() or s.heading]


def first_heading(sections: list[Section]) -> str:
    return next((s.heading for s in sections if s.heading), "")


def _clean(heading: str) -> str:
    return re.sub(r"\s+", " ", heading.replace("**", "").replace("`", "")).strip()
