"""HTML to markdown-ish text with the standard library parser.

Scripts, styles and other non-content elements are dropped; headings become `#` lines so the shared
section splitter sees them; block elements become paragraph breaks. The title is `<title>`, else the
first heading. The declared `<meta charset>` is honoured; without one the bytes must be UTF-8.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import PurePath

from querylab.corpus.errors import IngestError
from querylab.corpus.models import LoadedDocument
from querylab.corpus.safety import decode_text
from querylab.corpus.sections import first_heading, split_sections

# <head> itself is not skipped (browsers close it implicitly, so a missing </head> would hide the
# whole page); only its non-content children are, and <title> is captured separately.
_SKIP = {"script", "style", "noscript", "template", "svg", "iframe", "object", "canvas", "math"}
_BLOCK = {
    "p", "div", "section", "article", "main", "header", "footer", "nav", "aside", "ul", "ol", "table",
    "thead", "tbody", "blockquote", "pre", "hr", "dl", "dd", "dt", "figure", "figcaption",
    "form", "fieldset", "address", "details", "summary", "body", "html",
}
_VOID = {"br", "hr", "img", "input", "meta", "link", "area", "base", "col", "embed", "source", "track", "wbr"}
_HEADINGS = {f"h{i}": i for i in range(1, 7)}
_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_\-]+)""", re.I)


class _TextExtractor(HTMLParser):
    """Collects visible text as blocks; knows only what it needs (no DOM is built)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.title_parts: list[str] = []
        self._skip_depth = 0
        self._in_title = False
        self._pre = 0
        self._heading: int | None = None
        self._cell = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title":
            self._in_title = True
            return
        if tag in _SKIP:
            if tag not in _VOID:
                self._skip_depth += 1
            return
        if self._skip_depth:
            return
        if tag in _HEADINGS:
            self._block()
            self._heading = _HEADINGS[tag]
            self.out.append("#" * self._heading + " ")
        elif tag == "li":
            self._line()
            self.out.append("- ")
        elif tag in ("td", "th"):
            if self._cell:
                self.out.append(" | ")
            self._cell = True
        elif tag == "br":
            self._line()
        elif tag == "pre":
            self._block()
            self._pre += 1
        elif tag == "tr":
            self._line()
            self._cell = False
        elif tag in _BLOCK:
            self._block()

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
            return
        if tag in _SKIP:
            self._skip_depth = max(0, self._skip_depth - 1)
            return
        if self._skip_depth:
            return
        if tag in _HEADINGS:
            self._heading = None
            self._block()
        elif tag == "pre":
            self._pre = max(0, self._pre - 1)
            self._block()
        elif tag == "li" or tag == "tr":
            self._line()
            self._cell = False
        elif tag in _BLOCK:
            self._block()

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title_parts.append(data)
            return
        if self._skip_depth:
            return
        if self._pre:
            self.out.append(data)
            return
        text = re.sub(r"\s+", " ", data)
        if self._heading is not None:
            text = text.replace("\n", " ")
        if text.strip() or (self.out and not self.out[-1].endswith((" ", "\n"))):
            self.out.append(text)

    def _tail(self) -> str:
        return "".join(self.out[-3:])[-2:] if self.out else "\n\n"

    def _line(self) -> None:
        if not self._tail().endswith("\n"):
            self.out.append("\n")

    def _block(self) -> None:
        tail = self._tail()
        if not tail.endswith("\n\n"):
            self.out.append("\n" if tail.endswith("\n") else "\n\n")

    def text(self) -> str:
        joined = "".join(self.out)
        lines = [line.strip() if not line.startswith("    ") else line.rstrip() for line in joined.split("\n")]
        return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()


def _decode(name: str, data: bytes) -> str:
    declared = _CHARSET.search(data[:4096])
    if declared:
        charset = declared.group(1).decode("ascii", "replace").lower()
        if charset not in ("utf-8", "utf8"):
            try:
                return data.decode(charset)
            except LookupError:
                pass
            except UnicodeDecodeError as exc:
                raise IngestError(name, f"the page declares charset {charset} but is not valid {charset} ({exc.reason})") from exc
    return decode_text(name, data)


def load_html(name: str, data: bytes) -> LoadedDocument:
    parser = _TextExtractor()
    try:
        parser.feed(_decode(name, data))
        parser.close()
    except IngestError:
        raise
    except Exception as exc:  # html.parser is lenient; anything raised here is a real defect
        raise IngestError(name, f"the HTML could not be parsed ({exc})") from exc
    text = parser.text()
    sections = split_sections(text)
    title = re.sub(r"\s+", " ", "".join(parser.title_parts)).strip()
    return LoadedDocument(
        source=name,
        title=title or first_heading(sections) or PurePath(name).stem,
        text=text,
        sections=sections,
        format="html",
    )
