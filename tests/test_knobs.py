"""Offline knob files as revisions: validation naming the problem, content-hash revisions, per-request reading."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from querylab.knobs import KNOB_FILES, KnobError, KnobFile, KnobStore
from querylab.labels import PRODUCTION
from querylab.llm.base import LLMRequest

REPO = Path(__file__).resolve().parent.parent


def model_text(threshold: float) -> str:
    text = (REPO / "prompts" / "offline" / "model.toml").read_text(encoding="utf-8")
    return text.replace("threshold = 0.51 ", f"threshold = {threshold} ", 1)


@pytest.mark.parametrize("name,text,words", [
    ("offline_model", "[judge]\nthreshold = 2.0\n", ["threshold", "at most 1.0"]),
    ("offline_model", "[judge]\nthreshhold = 0.5\n", ["unknown knob", "threshhold"]),
    ("offline_model", "[routr]\nk = 3\n", ["unknown section", "routr"]),
    ("offline_model", "[router]\nk = 2.5\n", ["k", "whole number"]),
    ("offline_model", "[judge]\ncosine_floor = 0.8\ncosine_ceiling = 0.7\n", ["cosine_floor", "below"]),
    ("offline_model", "[judge_encoder]\nlowers = 1\n", ["lowers", "true or false"]),
    ("offline_model", "[judge\n", ["TOML"]),
    ("offline_glossary", "[acme]\nPM = 3\n", ["PM", "meaning"]),
    ("offline_route_examples", '{"route": "knowledge", "text": "a"}\n{"route": "banana", "text": "b"}\n', ["line 2", "banana"]),
    ("offline_route_examples", "not json\n", ["line 1", "JSON"]),
    ("offline_route_examples", "\n", ["no examples"]),
    ("offline_route_model", "not json", ["JSON"]),
    ("offline_route_model", '{"format": "querylab-route-model/1", "routes": ["knowledge"]}', ["routes"]),
])
def test_invalid_knob_files_name_the_problem(name: str, text: str, words: list[str]) -> None:
    problems = KnobFile(name, text).problems()
    assert problems, text
    joined = " ".join(problems)
    assert all(w in joined for w in words), problems
    with pytest.raises(KnobError):
        KnobFile(name, text).validate()


def test_default_knob_files_are_valid_and_revisions_are_content_hashes() -> None:
    for name, file_name in KNOB_FILES.items():
        knob = KnobFile(name, (REPO / "prompts" / "offline" / file_name).read_text(encoding="utf-8"))
        assert knob.problems() == [], name
    a, b = KnobFile("offline_model", model_text(0.99)), KnobFile("offline_model", model_text(0.99))
    assert a.revision == b.revision != KnobFile("offline_model", model_text(0.98)).revision


def test_store_saves_immutable_revisions_and_production_is_active(tmp_path: Path) -> None:
    store = KnobStore(REPO / "prompts", tmp_path)
    default = store.get("offline_model")
    draft = KnobFile("offline_model", model_text(0.99))
    rev = store.save(draft, note="strict judge")
    assert store.get("offline_model") == default  # saving does not activate
    store.labels.move("offline_model", PRODUCTION, rev)
    assert KnobStore(REPO / "prompts", tmp_path).get("offline_model") == draft  # survives a reopen
    assert [r.revision for r in store.history("offline_model")] == [default.revision, rev]
    assert store.active_set().revisions()["offline_model"] == rev
    with pytest.raises(KnobError):
        store.save(KnobFile("offline_model", "[judge]\nthreshold = -1\n"))


def test_offline_model_reads_the_knob_set_of_each_request(tmp_path: Path, minilm) -> None:
    from querylab.offline import OfflineLLM

    store = KnobStore(REPO / "prompts", tmp_path)
    llm = OfflineLLM(minilm, REPO / "prompts", knobs=store)
    docs = ["Refunds are accepted within 30 days of delivery. The refund is paid to the original card."]
    request = LLMRequest(task="judge", system="", user="", variables={"question": "How many days do I have to ask for a refund?", "_documents": docs})
    assert llm.complete(request).text.lower().startswith("yes")
    strict = store.active_set().with_(KnobFile("offline_model", model_text(0.99)))
    drafted = LLMRequest(task="judge", system="", user="", variables={**request.variables, "_knobs": strict})
    assert llm.complete(drafted).text.lower().startswith("no")  # a draft for one request
    assert llm.complete(request).text.lower().startswith("yes")  # ... leaves the active knobs alone
    store.labels.move("offline_model", PRODUCTION, store.save(strict["offline_model"]))
    assert llm.complete(request).text.lower().startswith("no")  # activated: the next request reads it, no restart
    assert llm.with_knobs(store.active_set().with_(store.defaults["offline_model"])).complete(request).text.lower().startswith("yes")


def test_route_example_embeddings_are_cached_by_revision(tmp_path: Path, minilm) -> None:
    from querylab.offline import OfflineLLM

    llm = OfflineLLM(minilm, REPO / "prompts", knobs=KnobStore(REPO / "prompts", tmp_path))
    base = llm.current_knobs()
    other = base.with_(KnobFile("offline_model", model_text(0.7)))
    assert llm.parts(other).router.matrix is llm.parts(base).router.matrix  # same examples: not re-embedded
    shipped = tomllib.loads((REPO / "prompts" / "offline" / "model.toml").read_text(encoding="utf-8"))["judge"]["threshold"]
    assert llm.parts(other).judge.threshold == 0.7 and llm.parts(base).judge.threshold == shipped


def test_an_empty_route_model_file_is_valid_and_means_off() -> None:
    knob = KnobFile("offline_route_model", "")
    assert knob.problems() == [] and knob.data() is None


def _route_model(**changes: object) -> str:
    """The shipped route classifier's weights file with some fields changed (a stale or foreign revision)."""
    data = json.loads((REPO / "prompts" / "offline" / "route_model.json").read_text(encoding="utf-8"))
    data.update(changes)
    return json.dumps(data)


def _stale_features() -> dict:
    """The shipped weights as an older code would have named them: one feature renamed."""
    weights = json.loads(_route_model())["structural_weights"]
    return {("old_signal" if name == "content_terms" else name): row for name, row in weights.items()}


def test_a_route_model_for_other_features_is_refused_on_save_naming_them(tmp_path: Path) -> None:
    store = KnobStore(REPO / "prompts", tmp_path)
    stale = KnobFile("offline_route_model", _route_model(structural_weights=_stale_features()))
    problems = " ".join(stale.problems())
    assert "does not compute: old_signal" in problems and "lacks features this code computes: content_terms" in problems
    assert "retrain: python -m querylab train router --write" in problems
    with pytest.raises(KnobError, match="old_signal"):
        store.save(stale)
    weights = json.loads(_route_model())["structural_weights"]
    reordered = KnobFile("offline_route_model", _route_model(structural_weights=dict(reversed(list(weights.items())))))
    assert any("in another order" in p for p in reordered.problems())
    assert store.history("offline_route_model")[1:] == []  # nothing was stored


def test_a_route_model_for_another_embedder_is_refused_once_the_embedder_is_known(tmp_path: Path, minilm) -> None:
    from querylab.offline import OfflineLLM
    from querylab.revisions import revisions_for

    revisions = revisions_for(REPO / "prompts", tmp_path)
    store = revisions.knobs
    routes = json.loads(_route_model())["routes"]
    small = KnobFile("offline_route_model", _route_model(embed_dim=16, embedding_weights={r: [0.0] * 16 for r in routes}))
    assert small.problems() == []  # well formed, and no embedder known yet
    OfflineLLM(minilm, REPO / "prompts", knobs=store)
    assert store.embedder == (minilm.name, 384)
    with pytest.raises(KnobError, match=f"embed_dim is 16, but the offline model's embedder {minilm.name} gives 384 dimensions"):
        store.save(small)
    with pytest.raises(KnobError, match="embed_dim is 16"):
        revisions.parse("offline_route_model", small.text)  # the draft check of the browser and `prompts` commands
    assert store.save(KnobFile("offline_route_model", _route_model(lower_at=0.7)))  # the shipped weights with another knob: fine


def test_an_engine_whose_backend_is_not_offline_still_refuses_a_route_model_for_another_embedder(tmp_path: Path) -> None:
    """The offline model is built lazily when another backend is configured; the engine tells the knob store its
    embedder at once, so the Prompts page and `ask --template` check a route classifier draft before any offline turn."""
    from querylab.config import Settings
    from querylab.engine import Engine
    from tests.fakes.hash_embedder import HashEmbedder

    engine = Engine(Settings(data_dir=tmp_path, llm_backend="openai", openai_api_key="sk-test"), embedder=HashEmbedder(dim=128))
    assert engine.knobs.embedder == ("hash-bow-128", 128)
    with pytest.raises(KnobError, match="embed_dim is 384"):
        engine.revisions.parse("offline_route_model", _route_model())  # MiniLM's shipped weights, a 128-d embedder


def test_the_declared_route_features_are_what_the_code_computes() -> None:
    from querylab.offline.route_features import RouteInput, feature_dict
    from querylab.route_weights import STRUCTURAL_FEATURES

    assert tuple(feature_dict(RouteInput("where is my order 1043?"))) == STRUCTURAL_FEATURES
