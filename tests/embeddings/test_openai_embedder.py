"""OpenAIEmbedder through the real openai SDK against a tiny local OpenAI-compatible server.

The server lives here on purpose (a fuller fake is in tests/fakes/); it answers POST /v1/embeddings
with deterministic, deliberately un-normalised vectors, in reverse order, and can be told to fail.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Iterator

import numpy as np
import pytest

from querylab.embeddings import EmbeddingError, OpenAIEmbedder, make_embedder

DIM = 8


def fake_vector(text: str) -> list[float]:
    seed = int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "little")
    return (np.random.default_rng(seed).normal(size=DIM) * 3.0).tolist()


class FakeEmbeddingServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.requests: list[dict[str, Any]] = []
        self.fail_status: int | None = None
        self.delay_s = 0.0

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"


class _Handler(BaseHTTPRequestHandler):
    server: FakeEmbeddingServer

    def log_message(self, format: str, *args: Any) -> None:  # keep test output quiet
        pass

    def _reply(self, status: int, body: dict[str, Any]) -> None:
        raw = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    def do_POST(self) -> None:  # noqa: N802 - http.server naming
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.server.requests.append({"path": self.path, "body": body, "auth": self.headers.get("Authorization")})
        if self.server.delay_s:
            time.sleep(self.server.delay_s)
        if self.path != "/v1/embeddings":
            return self._reply(404, {"error": {"message": "not found", "type": "invalid_request_error"}})
        if self.server.fail_status is not None:
            return self._reply(self.server.fail_status, {"error": {"message": "boom", "type": "server_error"}})
        inputs = body["input"]
        data = [{"object": "embedding", "index": i, "embedding": fake_vector(t)} for i, t in enumerate(inputs)]
        self._reply(200, {"object": "list", "data": data[::-1], "model": body["model"],
                          "usage": {"prompt_tokens": len(inputs), "total_tokens": len(inputs)}})


@pytest.fixture()
def server() -> Iterator[FakeEmbeddingServer]:
    srv = FakeEmbeddingServer()
    thread = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield srv
    finally:
        srv.shutdown()
        srv.server_close()


def make(server: FakeEmbeddingServer, **kw: Any) -> OpenAIEmbedder:
    kw.setdefault("max_retries", 0)
    kw.setdefault("timeout_s", 5.0)
    return OpenAIEmbedder(api_key="test-key", base_url=server.base_url, model="fake-embed", **kw)


def expected(texts: list[str]) -> np.ndarray:
    v = np.array([fake_vector(t) for t in texts], dtype=np.float64)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def test_shapes_order_normalisation_and_batching(server: FakeEmbeddingServer) -> None:
    texts = [f"text number {i}" for i in range(300)]
    emb = make(server, batch_size=128)
    out = emb.embed(texts)
    assert out.shape == (300, DIM) and out.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(out, axis=1), 1.0, atol=1e-6)
    np.testing.assert_allclose(out, expected(texts), atol=1e-6)  # order restored from `index`
    assert [len(r["body"]["input"]) for r in server.requests] == [128, 128, 44]
    assert all(r["body"]["encoding_format"] == "float" and r["body"]["model"] == "fake-embed" for r in server.requests)
    assert server.requests[0]["auth"] == "Bearer test-key"
    assert emb.dim == DIM and emb.name == "openai:fake-embed"


def test_dim_is_probed_for_unknown_models_and_known_for_openai_ones(server: FakeEmbeddingServer) -> None:
    emb = make(server)
    assert emb.dim == DIM and len(server.requests) == 1
    assert emb.embed([]).shape == (0, DIM) and len(server.requests) == 1
    assert OpenAIEmbedder(api_key="k", base_url=server.base_url).dim == 1536  # text-embedding-3-small
    assert len(server.requests) == 1


def test_empty_string_is_sent_as_a_space(server: FakeEmbeddingServer) -> None:
    out = make(server).embed(["", "x"])
    assert server.requests[0]["body"]["input"] == [" ", "x"]
    np.testing.assert_allclose(out, expected([" ", "x"]), atol=1e-6)


def test_server_error_becomes_embedding_error(server: FakeEmbeddingServer) -> None:
    server.fail_status = 500
    with pytest.raises(EmbeddingError, match=r"HTTP 500") as info:
        make(server).embed(["a"])
    assert server.base_url in str(info.value) and "fake-embed" in str(info.value)
    assert len(server.requests) == 1


def test_retries_are_the_sdks(server: FakeEmbeddingServer) -> None:
    server.fail_status = 503
    with pytest.raises(EmbeddingError, match="HTTP 503"):
        make(server, max_retries=1).embed(["a"])
    assert len(server.requests) == 2


def test_timeout_and_connection_errors(server: FakeEmbeddingServer) -> None:
    server.delay_s = 2.0
    with pytest.raises(EmbeddingError, match="timed out"):
        make(server, timeout_s=0.3).embed(["slow"])
    closed = OpenAIEmbedder(api_key="k", base_url="http://127.0.0.1:9/v1", model="m", max_retries=0, timeout_s=2)
    with pytest.raises(EmbeddingError, match="could not connect"):
        closed.embed(["a"])


def test_wrong_dimension_is_reported(server: FakeEmbeddingServer) -> None:
    with pytest.raises(EmbeddingError, match="8-d vectors, expected 16"):
        make(server, dim=16).embed(["a"])


def test_missing_api_key_is_an_embedding_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(EmbeddingError, match="OPENAI_API_KEY"):
        OpenAIEmbedder(base_url="http://127.0.0.1:9/v1")


def test_config_never_holds_the_key(server: FakeEmbeddingServer) -> None:
    config = make(server).config()
    assert config["kind"] == "openai" and config["base_url"] == server.base_url
    assert "test-key" not in json.dumps(config)


def test_make_embedder_builds_openai_from_settings(server: FakeEmbeddingServer) -> None:
    from querylab.config import Settings

    settings = Settings(embedder="openai", openai_api_key="test-key", openai_base_url=server.base_url,
                        openai_embedding_model="fake-embed", llm_timeout_s=5.0, llm_max_retries=0)
    emb = make_embedder(settings)
    assert isinstance(emb, OpenAIEmbedder)
    assert emb.embed(["hello"]).shape == (1, DIM)
