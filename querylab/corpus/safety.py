"""Checks on raw bytes before any parser sees them.

Parsers fail in unhelpful ways (or silently, or by eating memory) on the inputs people actually
upload: empty files, images renamed to .txt, Latin-1 exports, password-protected PDFs, zip bombs.
These checks turn each of those into an `IngestError` that says what is wrong in plain words.
"""

from __future__ import annotations

import io
import unicodedata
import zipfile

from querylab.corpus.errors import IngestError

#: A member of an Office file that expands more than this many times is treated as a bomb.
MAX_ZIP_RATIO = 200
#: ...but only once it is big enough to matter (small XML parts compress extremely well).
ZIP_RATIO_MIN_BYTES = 1 * 1024 * 1024
#: An Office file may expand to at most this many times the upload limit (and never beyond 512 MB).
ZIP_EXPANSION_FACTOR = 10
MAX_ZIP_MEMBERS = 5000
_CONTROL_ALLOWED = {"\t", "\n", "\r", "\f", "\v"}


def check_size(name: str, size: int, max_file_mb: float) -> None:
    """Reject empty files and files over the configured limit (before reading them)."""
    if size == 0:
        raise IngestError(name, "the file is empty (0 bytes)")
    limit = max_file_mb * 1024 * 1024
    if size > limit:
        raise IngestError(
            name,
            f"the file is {size / 1024 / 1024:.1f} MB, over the {max_file_mb:g} MB limit "
            "(QUERYLAB_MAX_FILE_MB)",
        )


def decode_text(name: str, data: bytes) -> str:
    """Decode bytes that claim to be text: UTF-8 (BOM allowed) or UTF-16 with a BOM, strictly.

    Invalid UTF-8 is an error, not a silent replacement: a half-garbled policy would be retrieved and
    quoted with mojibake, and the person uploading it would never know.
    """
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            text = data.decode("utf-16")
        except UnicodeDecodeError as exc:
            raise IngestError(name, f"the file starts with a UTF-16 mark but is not valid UTF-16 ({exc.reason})") from exc
        return _check_printable(name, text)
    if b"\x00" in data[:65536]:
        raise IngestError(name, "this looks like a binary file, not text (it contains NUL bytes)")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        bad = data[exc.start : exc.start + 1].hex()
        raise IngestError(
            name,
            f"the file is not valid UTF-8 text (invalid byte 0x{bad} at offset {exc.start}); "
            "save it as UTF-8 and try again",
        ) from exc
    return _check_printable(name, text)


def _check_printable(name: str, text: str) -> str:
    sample = text[:65536]
    if not sample:
        return text
    controls = sum(
        1 for ch in sample if ch not in _CONTROL_ALLOWED and unicodedata.category(ch) in ("Cc", "Cs", "Co", "Cn")
    )
    if controls / len(sample) > 0.1:
        raise IngestError(
            name, f"this looks like a binary file, not text ({controls} of {len(sample)} characters are not printable)"
        )
    return text


def check_office_zip(name: str, data: bytes, max_file_mb: float, required_member: str) -> None:
    """Inspect a .docx container before python-docx opens it.

    The declared sizes in the zip directory bound what `zipfile` will decompress, so checking them
    (count, total, per-member ratio) is enough to refuse a bomb without inflating anything.
    """
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            infos = zf.infolist()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, OSError) as exc:
        raise IngestError(name, f"the file is corrupt: it is not a valid .docx (ZIP) archive ({exc})") from exc
    if len(infos) > MAX_ZIP_MEMBERS:
        raise IngestError(name, f"the archive holds {len(infos)} parts; this looks like a zip bomb")
    limit = min(512 * 1024 * 1024, ZIP_EXPANSION_FACTOR * max_file_mb * 1024 * 1024)
    total = sum(i.file_size for i in infos)
    if total > limit:
        raise IngestError(
            name,
            f"the archive would expand to {total / 1024 / 1024:.0f} MB (limit {limit / 1024 / 1024:.0f} MB); "
            "this looks like a zip bomb",
        )
    for info in infos:
        ratio = info.file_size / max(info.compress_size, 1)
        if info.file_size >= ZIP_RATIO_MIN_BYTES and ratio > MAX_ZIP_RATIO:
            raise IngestError(
                name,
                f"archive member {info.filename!r} expands {ratio:.0f}x ({info.file_size / 1024 / 1024:.0f} MB); "
                "this looks like a zip bomb",
            )
    if required_member not in {i.filename for i in infos}:
        raise IngestError(name, f"the file is corrupt: no {required_member} inside, so it is not a Word document")
