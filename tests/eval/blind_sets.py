"""What the blind-set loader tests share: where the sets live, the principals they may use, and running a set's
own split or authoring script (those scripts are files, not modules of the package)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

REPO = Path(__file__).resolve().parents[2]
BLIND = REPO / "tests" / "data" / "blind"
CORPUS = REPO / "sample_corpus"
SPLITS = ("dev", "test")
TENANTS = ("acme", "globex")
#: The demo principals the blind READMEs name (tenant, user, groups); the tool data holds users, not groups.
DEMO_PRINCIPALS: dict[str, dict[str, Any]] = {
    "alice": {"tenant": "acme", "user": "alice", "groups": ["staff"]},
    "bob": {"tenant": "acme", "user": "bob", "groups": ["staff", "managers"]},
    "carol": {"tenant": "globex", "user": "carol", "groups": ["staff"]},
    "dave": {"tenant": "globex", "user": "dave", "groups": ["staff", "finance"]},
}


def load_script(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"blind_{path.parent.name}_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def demo_users() -> dict[str, set[str]]:
    """Users per tenant from the demo tool data: the only principals the cases may use."""
    users: dict[str, set[str]] = {}
    for path in sorted((CORPUS / "tools").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        users[path.stem] = {row["user"] for rows in data.values() for row in rows}
    return users


def check_routing_case(case: Any, users: dict[str, set[str]]) -> None:
    """A routing case's principal is a demo user of its tenant, with groups, and every `must_preserve` string stands
    in the query (else the router could never avoid a preservation failure)."""
    tenant = case.principal.get("tenant")
    assert tenant in users, case.id
    assert case.principal.get("user") in users[tenant], case.id
    assert isinstance(case.principal.get("groups"), list) and case.principal["groups"], case.id
    for kept in case.must_preserve:
        assert kept in case.query, (case.id, kept)
