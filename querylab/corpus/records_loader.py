"""CSV and JSON Lines: one record per row, each record its own section.

The text of a record is its `text_field` (default: a field named "text", any case), else all its
fields as "key: value" lines. A "title" field becomes the section heading and an "_id"/"id" field is
kept as `record_id`, so a BEIR-style `corpus.jsonl` keeps its ids for evaluation. A row that does not
parse is an error naming its line: silently dropping rows would make evaluation numbers lie.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import PurePath
from typing import Any, Iterable

from querylab.corpus.errors import IngestError
from querylab.corpus.models import LoadedDocument, Section
from querylab.corpus.safety import decode_text

_ID_FIELDS = ("_id", "id", "doc_id", "record_id")
_TITLE_FIELDS = ("title", "name", "heading")
_DELIMITERS = (",", ";", "\t", "|")


def load_csv(name: str, data: bytes, *, text_field: str | None = None) -> LoadedDocument:
    text = decode_text(name, data)
    first_line = text.split("\n", 1)[0]
    delimiter = max(_DELIMITERS, key=first_line.count)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        header = next(reader)
    except StopIteration:
        raise IngestError(name, "the CSV file has no header row") from None
    except csv.Error as exc:
        raise IngestError(name, f"line 1 could not be parsed as CSV ({exc})") from exc
    header = [h.strip() for h in header]
    if not any(header):
        raise IngestError(name, "the CSV header row is empty")
    records: list[tuple[int, dict[str, Any]]] = []
    while True:
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:
            raise IngestError(name, f"line {reader.line_num} could not be parsed as CSV ({exc})") from exc
        if not any(cell.strip() for cell in row):
            continue
        while len(row) > len(header) and not row[-1].strip():
            row = row[:-1]
        if len(row) != len(header):
            raise IngestError(
                name, f"line {reader.line_num} has {len(row)} fields but the header has {len(header)}"
            )
        records.append((reader.line_num, dict(zip(header, row))))
    return _build(name, records, text_field, header, "csv")


def load_jsonl(name: str, data: bytes, *, text_field: str | None = None) -> LoadedDocument:
    text = decode_text(name, data)
    records: list[tuple[int, dict[str, Any]]] = []
    keys: dict[str, None] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise IngestError(name, f"line {number} is not valid JSON ({exc.msg} at column {exc.colno})") from exc
        if not isinstance(record, dict):
            raise IngestError(name, f"line {number} is not a JSON object (got {type(record).__name__})")
        keys.update(dict.fromkeys(record))
        records.append((number, record))
    return _build(name, records, text_field, list(keys), "jsonl")


def _pick(fields: Iterable[str], wanted: Iterable[str]) -> str | None:
    lowered = {f.lower(): f for f in fields}
    return next((lowered[w] for w in wanted if w in lowered), None)


def _value(v: Any) -> str:
    if v is None:
        return ""
    if isinstance(v, str):
        return v.strip()
    return json.dumps(v, ensure_ascii=False)


def _build(
    name: str, records: list[tuple[int, dict[str, Any]]], text_field: str | None, fields: list[str], fmt: str
) -> LoadedDocument:
    if not records:
        raise IngestError(name, "the file holds no records")
    if text_field is not None:
        chosen = _pick(fields, [text_field.lower()])
        if chosen is None:
            raise IngestError(name, f"there is no field {text_field!r} (fields: {', '.join(fields)})")
    else:
        chosen = _pick(fields, ["text"])
    title_field = _pick(fields, _TITLE_FIELDS)
    id_field = _pick(fields, _ID_FIELDS)
    sections: list[Section] = []
    skipped = 0
    for number, record in records:
        if chosen is not None:
            body = _value(record.get(chosen))
        else:
            body = "\n".join(f"{k}: {_value(v)}" for k, v in record.items() if _value(v))
        if not body:
            skipped += 1
            continue
        heading = _value(record.get(title_field)) if title_field and title_field != chosen else ""
        meta: dict[str, str | int] = {"row": number}
        if id_field is not None and _value(record.get(id_field)):
            meta["record_id"] = _value(record.get(id_field))
        sections.append(Section(heading=heading or f"Row {number}", text=body, level=2, metadata=meta))
    warnings = [f"{skipped} record(s) had no text and were skipped"] if skipped else []
    return LoadedDocument(
        source=name,
        title=PurePath(name).stem,
        text="\n\n".join(f"## {s.heading}\n{s.text}" for s in sections),
        sections=sections,
        format=fmt,
        warnings=warnings,
    )
