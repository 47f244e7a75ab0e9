"""The tenant's own named products (`querylab.offline.catalogue`): learned from the corpus, and what the judge does with
them — a product the corpus names falls under a rule for the company's products in general; one it never names does not."""

import pytest

from querylab.llm.base import LLMRequest
from querylab.offline import catalogue
from querylab.parsing import parse_judge

CORPUS = ["## Catalogue\n\n- **Initech Dock** (USB-C docking station): EUR 199.\n- **Initech Cam**: EUR 129. Initech Docks ship in 2 days.",
          "Questions go to Initech Customer Care. The Initech HomeVault backs up your files."]
WINDOW = ("## Refund window\n\nA customer can request a refund within 30 days of delivery. Requests on day 31 or later are not "
          "eligible, but defective hardware is still covered by the two-year statutory warranty.")


@pytest.fixture
def taught():
    """A tenant no other test uses, forgotten afterwards: the catalogue is process-wide."""
    catalogue.learn("initech", CORPUS)
    yield
    catalogue.forget("initech")
    catalogue.forget("umbrella")


def test_names_that_open_with_the_company_are_learned_folded_and_singular():
    assert catalogue.own_names(CORPUS, "initech") == {"initech dock", "initech cam", "initech customer care", "initech homevault"}
    assert catalogue.singular("Initech Docks") == "initech dock" and catalogue.singular("Initech Express") == "initech express"
    assert catalogue.own_names(CORPUS, "") == frozenset()


def test_learning_a_tenant_replaces_its_names_and_leaves_other_tenants_alone(taught):
    catalogue.learn("umbrella", ["The Umbrella Key is a hardware key."])
    assert "initech dock" in catalogue.names("initech") and catalogue.names("umbrella") == {"umbrella key"}
    catalogue.learn("initech", ["The Initech Cam only."])
    assert catalogue.names("initech") == {"initech cam"} and catalogue.names("hooli") == frozenset()


def _verdict(offline_llm, question):
    variables = {"question": question, "_documents": [WINDOW], "_tenant": "initech"}
    return parse_judge(offline_llm.complete(LLMRequest(task="judge", system="", user="", variables=variables)).text).verdict


def test_a_product_the_corpus_names_falls_under_the_general_rule_one_it_never_names_does_not(offline_llm, taught):
    assert _verdict(offline_llm, "My Initech Dock stopped working 40 days after delivery. Can I get my money back?") == "yes"
    assert _verdict(offline_llm, "My Initech Keypad stopped working 40 days after delivery. Can I get my money back?") == "no"
    # a product the corpus writes with the company's name, asked without it
    assert _verdict(offline_llm, "My HomeVault stopped working 40 days after delivery. Can I get my money back?") == "yes"


def test_without_a_catalogue_a_product_no_passage_names_is_missing(offline_llm, taught):
    catalogue.forget("initech")
    assert _verdict(offline_llm, "My Initech Dock stopped working 40 days after delivery. Can I get my money back?") == "no"


def test_the_engine_learns_each_tenants_names_from_what_everyone_may_read(tmp_path):
    from querylab.config import Settings
    from querylab.engine import Engine
    from tests.fakes.hash_embedder import HashEmbedder

    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "catalogue.md").write_text("# Catalogue\n\nThe Initech Stapler costs EUR 9.\n")
    (folder / "roadmap.md").write_text("# Roadmap\nAudience: managers\n\nThe Initech Shredder ships next year.\n")
    engine = Engine(Settings(data_dir=tmp_path / "data", llm_backend="offline", seed_sample_corpus=False), embedder=HashEmbedder())
    try:
        engine.ingest([folder], tenant="initech")
        engine.learn_vocabulary()
        assert catalogue.names("initech") == {"initech stapler"}  # the managers-only roadmap teaches nothing
    finally:
        engine.close()
        catalogue.forget("initech")


def test_the_evaluation_learns_a_tenants_names_from_its_sample_corpus_folder(tmp_path, taught):
    (tmp_path / "open.md").write_text("# Price list\n\nThe Umbrella Pump: EUR 40.\n")
    (tmp_path / "closed.md").write_text("# Plans\nAudience: managers\n\nThe Umbrella Drone is secret.\n")
    catalogue.learn_folder("umbrella", tmp_path)
    assert catalogue.names("umbrella") == {"umbrella pump"}
    catalogue.learn_folder("umbrella", tmp_path / "nowhere")  # known already: kept
    assert catalogue.names("umbrella") == {"umbrella pump"}
