"""docs/reliability.md states the suite's counts; they must be the constants the tests actually use."""

from __future__ import annotations

import re

from tests.adversarial import (
    test_concurrency,
    test_fault_matrix,
    test_fuzz_templates,
    test_fuzz_uploads,
    test_injection,
    test_kill_ingestion,
    test_questions,
    test_tenant_isolation,
    test_within_tenant,
)
from tests.adversarial.conftest import REPO


def test_counts_in_the_document_match_the_tests() -> None:
    text = (REPO / "docs" / "reliability.md").read_text(encoding="utf-8")
    rows = {where: int(n) for n, where in re.findall(r"^\| [^|]+ \| (\d+) \| `([\w.]+)` \|$", text, re.M)}
    modules = {m.__name__.rsplit(".", 1)[1]: m for m in (test_concurrency, test_fault_matrix, test_fuzz_templates, test_fuzz_uploads, test_injection, test_kill_ingestion, test_questions, test_tenant_isolation, test_within_tenant)}
    assert len(rows) >= 11, rows
    for where, stated in rows.items():
        module, constant = where.split(".")
        assert getattr(modules[module], constant) == stated, f"docs/reliability.md says {where} = {stated}"
    minimums = {"test_tenant_isolation.N_PROBES": 200, "test_injection.N_INJECTED_DOCS": 30, "test_fuzz_uploads.N_FILES": 200, "test_fuzz_templates.N_TEMPLATES": 100, "test_kill_ingestion.N_KILLS": 5, "test_concurrency.N_CONCURRENT_TURNS": 400, "test_within_tenant.N_PROBES": 200}
    assert {k: rows.get(k) for k in minimums if (rows.get(k) or 0) < minimums[k]} == {}
