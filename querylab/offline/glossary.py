"""Per-tenant abbreviation glossary (prompts/offline/glossary.toml)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path


class Glossary:
    def __init__(self, entries: dict[str, dict[str, str | list[str]]]) -> None:
        self.entries = entries

    @classmethod
    def load(cls, path: Path) -> "Glossary":
        if not path.exists():
            return cls({})
        return cls(tomllib.loads(path.read_text(encoding="utf-8")))

    def for_tenant(self, tenant: str) -> dict[str, str | list[str]]:
        merged = dict(self.entries.get("default", {}))
        merged.update(self.entries.get(tenant, {}))
        return merged

    def find(self, text: str, tenant: str) -> dict[str, str | list[str]]:
        """Abbreviations that occur in `text` as whole upper-case tokens, with their meaning(s)."""
        found: dict[str, str | list[str]] = {}
        for abbr, meaning in self.for_tenant(tenant).items():
            if re.search(rf"(?<![\w&]){re.escape(abbr)}(?![\w&])", text or ""):
                found[abbr] = meaning
        return found

    def ambiguous(self, text: str, tenant: str) -> list[str]:
        return [a for a, m in self.find(text, tenant).items() if isinstance(m, list) and len(m) > 1]
