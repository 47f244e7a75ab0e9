"""The channel runner fails closed: only chunks with this scope's tenant and audience leave a channel."""

from __future__ import annotations

import logging

import numpy as np

from querylab.channels import ChannelRunner, ChannelSpec
from querylab.contracts import Hit, Principal, Scope
from tests.fakes.hash_embedder import HashEmbedder


def hit(chunk_id: str, **meta: object) -> Hit:
    return Hit(chunk_id=chunk_id, doc_id=chunk_id.split(":")[0], rank=1, score=1.0, text=chunk_id, metadata=dict(meta))


class Leaky:
    """A backend that returns whatever it holds, ignoring the scope (a broken store or a bad migration)."""

    HITS = [hit("ok:0", tenant="acme"), hit("none:0"), hit("empty:0", tenant=""), hit("foreign:0", tenant="globex"),
            hit("mgr:0", tenant="acme", audience="managers"), hit("all:0", tenant="acme", audience="all")]

    def dense_search(self, query_embedding: np.ndarray, k: int, scope: Scope) -> list[Hit]:
        return list(self.HITS)

    summary_search = dense_search

    def search(self, text: str, k: int, scope: Scope) -> list[Hit]:
        return list(self.HITS)


def test_untenanted_foreign_and_out_of_audience_chunks_are_dropped_and_logged(caplog) -> None:
    runner = ChannelRunner(Leaky(), Leaky(), HashEmbedder())
    scope = Scope.for_principal(Principal(tenant="acme", user="ann", groups=("staff",)))
    with caplog.at_level(logging.ERROR, logger="querylab.channels"):
        results = runner.run([ChannelSpec("original-dense", "q", "dense"), ChannelSpec("original-bm25", "q", "bm25")], scope, 10)
    for r in results:
        assert [h.chunk_id for h in r.hits] == ["ok:0", "all:0"]
    assert "without tenant metadata" in caplog.text and "another tenant" in caplog.text and "outside the audience" in caplog.text
    managers = Scope.for_principal(Principal(tenant="acme", user="max", groups=("managers",)))
    assert [h.chunk_id for h in runner.run([ChannelSpec("d", "q", "dense")], managers, 10)[0].hits] == ["ok:0", "mgr:0", "all:0"]
