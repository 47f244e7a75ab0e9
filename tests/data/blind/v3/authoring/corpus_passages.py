"""Cut the sample corpus into the passages the v3 judge cases quote, so no passage is ever retyped.

Why a cutter: the loader test checks that every document string occurs verbatim in `sample_corpus/<tenant>/*.md`.
Passages are taken by name from the files as they are:
- a section: its `##`/`###` heading line up to the line before the next heading (trailing blank lines dropped);
  key `"<file stem>/<heading text>"`, e.g. `"refund-policy/Refund window"`;
- an FAQ paragraph of `employee-faq.md`: the bold question line and its answer, up to the next blank line;
  key `"faq/<question text>"`, e.g. `"faq/How much PTO do I get?"`.
"""

from __future__ import annotations

from pathlib import Path

CORPUS = Path(__file__).resolve().parents[5] / "sample_corpus"


def _sections(text: str) -> dict[str, str]:
    lines = text.splitlines()
    out: dict[str, str] = {}
    starts = [i for i, line in enumerate(lines) if line.startswith("## ") or line.startswith("### ")]
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        heading = lines[start].lstrip("#").strip()
        body = "\n".join(lines[start:end]).rstrip()
        if heading in out:
            raise ValueError(f"duplicate heading {heading!r}")
        out[heading] = body
    return out


def _faq(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for para in text.split("\n\n"):
        para = para.strip("\n")
        if para.startswith("**") and "**\n" in para:
            question = para[2 : para.index("**\n")]
            out[question] = para
    return out


def passages(tenant: str) -> dict[str, str]:
    """Every quotable passage of one tenant, by key."""
    out: dict[str, str] = {}
    for path in sorted((CORPUS / tenant).glob("*.md")):
        text = path.read_text(encoding="utf-8")
        for heading, body in _sections(text).items():
            out[f"{path.stem}/{heading}"] = body
        if path.stem == "employee-faq":
            for question, body in _faq(text).items():
                out[f"faq/{question}"] = body
    return out


if __name__ == "__main__":
    for tenant in ("acme", "globex"):
        for key, body in passages(tenant).items():
            print(f"{tenant}\t{key}\t{len(body)}")
